package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.engine.Point;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a move changes in a game view besides the board and the move list: sent in a {@code moved} frame instead of
 * the whole view, which a client that holds the view one version before applies by adding the stone and replacing
 * these fields. Every field is always sent, null included, so applying it needs no knowledge of which ones changed.
 */
public record MovedView(
    String turn,
    GameView.ClockView clock,
    String thinking,
    String comment,
    GameView.OffersView offers,
    @JsonProperty("first_move_ms") Long firstMoveMs,
    @JsonProperty("comment_key") String commentKey,
    @JsonProperty("comment_args") Map<String, Object> commentArgs,
    List<Point> forbidden) {

    static MovedView of(GameView g) {
        return new MovedView(g.turn(), g.clock(), g.thinking(), g.comment(), g.offers(), g.firstMoveMs(),
            g.commentKey(), g.commentArgs(), g.forbidden());
    }

    /**
     * The {@code moved} frame (without an id) that takes a client from {@code before} to {@code after}, or null
     * when {@code after} is not {@code before} plus one move with everything else but this record's fields unchanged
     * (a join, a takeback, a new round, the game's end, a swap opening's choice), or whose earlier moves are not
     * {@code before}'s: those get the whole view.
     */
    public static ServerMessage.Moved between(long version, GameView before, GameView after) {
        if (before == null || after.moves().size() != before.moves().size() + 1 || after.round() != before.round()
            || after.status() != GameStatus.PLAYING || before.status() != GameStatus.PLAYING
            || after.spectators() != before.spectators() || !java.util.Objects.equals(after.abandonMs(), before.abandonMs())
            || after.takebacks() != before.takebacks()
            || !Objects.equals(after.code(), before.code()) || !Objects.equals(after.rules(), before.rules())
            || !Objects.equals(after.result(), before.result()) || !Objects.equals(after.players(), before.players())
            || !Objects.equals(after.rematch(), before.rematch()) || !Objects.equals(after.series(), before.series())
            || !Objects.equals(after.opening(), before.opening())
            // One broadcast can cover several steps (a node catching up in cluster mode): a takeback and two moves
            // also make one move more, on another board.
            || !after.moves().subList(0, before.moves().size()).equals(before.moves())) {
            return null;
        }
        Point move = after.moves().get(after.moves().size() - 1);
        String mark = String.valueOf(after.board().get(move.y()).charAt(move.x()));
        return new ServerMessage.Moved(version, move, mark, of(after), null);
    }
}
