package inrow.analysis;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * A position to analyse: rules and the moves that reach it, checked by the engine's own rules. Its {@link #id} names
 * the stones and the rules, not the order of the moves, so transposed move orders share one analysis.
 */
public record Position(Rules rules, Game game, String id) implements PositionCheck {
    /** Why some moves make no position to analyse: the refusing move's index and the engine's reason. */
    public record Refused(int index, MoveResult.Refused why) implements PositionCheck {
    }

    /** The position the moves reach, or why not (the rules refuse a move, or the game is over after them). */
    public static PositionCheck of(Rules rules, List<Point> moves) {
        Game g = Game.start(rules);
        for (int i = 0; i < moves.size(); i++) {
            Point p = moves.get(i);
            MoveResult r = g.play(p.x(), p.y());
            if (r instanceof MoveResult.Refused refused) {
                return new Refused(i, refused);
            }
            g = ((MoveResult.Played) r).game();
        }
        if (g.isOver()) {
            return new Refused(moves.size(), new MoveResult.Refused(inrow.engine.Illegal.GAME_OVER));
        }
        return new Position(rules, g, id(rules, g));
    }

    private static String id(Rules r, Game g) {
        String key = r.width() + "x" + r.height() + "k" + r.win() + (r.overline() ? "o" : "") + (r.renju() ? "r" : "")
            + (r.gravity() ? "g" : "") + ":" + String.join("/", g.rows());
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
