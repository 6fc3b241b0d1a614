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

    public static MovedView of(GameView g) {
        return new MovedView(g.turn(), g.clock(), g.thinking(), g.comment(), g.offers(), g.firstMoveMs(),
            g.commentKey(), g.commentArgs(), g.forbidden());
    }

}
