package inrow.game;

import inrow.engine.Game;
import inrow.engine.Illegal;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/** Stones on the board, for the {@link Judge}: a person's move, a computer's, and a resent one confirmed. */
final class Moving {
    private final LongSupplier clock;

    Moving(LongSupplier clock) {
        this.clock = clock;
    }

    /** Why {@code seat} may not place a stone now, whatever the cell, or null when it may. */
    static Verdict.Refuse check(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only the two players can move; you are watching.");
        }
        GameStatus status = t.status();
        if (status == GameStatus.WAITING) {
            return new Verdict.Refuse(Refusal.NOT_STARTED, "The game starts when both seats are taken.");
        }
        if (status == GameStatus.OVER) {
            return new Verdict.Refuse(Refusal.GAME_OVER, "The game is over.");
        }
        if (t.toAct() != seat) {
            return new Verdict.Refuse(Refusal.NOT_YOUR_TURN, t.phase() == OpeningPhase.DONE
                ? "Not your turn: it is " + t.game().turn() + "'s move."
                : "Not your turn: in the opening, " + t.toAct() + " acts now.");
        }
        if (t.phase() == OpeningPhase.CHOOSE) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "Choose a colour first (or, in swap2, to place two more stones).");
        }
        if (t.current().inTournament()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, "Take the tournament opening's step first.");
        }
        return null;
    }

    Verdict move(Table t, Mark seat, Command.Move mv) {
        if (seat == null) {
            return check(t, null);
        }
        Game game = t.game();
        if (mv.y() == null && !game.rules().gravity()) {
            return new Verdict.Refuse(Refusal.BAD_MESSAGE, "A move needs x and y; only a board with gravity takes x "
                + "alone.");
        }
        if (isResend(t, seat, mv)) {
            // The client missed our confirmation and sent the same move again: confirm, never apply twice.
            return new Verdict.Answer(new Verdict.Confirm());
        }
        // The player may know a later state than this node (from another node): any refusal waits for a catch-up.
        boolean ahead = mv.ply() != null && mv.ply() > game.ply();
        Verdict v = play(t, seat, mv);
        return v instanceof Verdict.Refuse r ? r.lagging(ahead) : v;
    }

    private Verdict play(Table t, Mark seat, Command.Move mv) {
        Verdict.Refuse no = check(t, seat);
        if (no != null) {
            return no;
        }
        Game game = t.game();
        if (mv.ply() != null && mv.ply() != game.ply()) {
            return new Verdict.Refuse(Refusal.STALE, "The game has moved on (move " + (game.ply() + 1) + " is next).");
        }
        // With gravity and no row, the stone drops into the column; a row given must be where it would land.
        MoveResult result = mv.y() == null ? game.drop(mv.x()) : game.play(mv.x(), mv.y());
        if (result instanceof MoveResult.Refused refused) {
            // With gravity a taken cell is a full column: said as such (a person drops a disc, names no cell).
            String words = refused.reason() == Illegal.OCCUPIED && game.rules().gravity() ? "That column is full."
                : refused.message();
            return new Verdict.Refuse(refusalOf(refused), words, false, refused.foul());
        }
        return played(t, seat, ((MoveResult.Played) result).game(), mv.lagMs(), null);
    }

    private static boolean isResend(Table t, Mark seat, Command.Move mv) {
        Game game = t.game();
        Point last = game.lastMove();
        return mv.ply() != null && last != null && mv.ply() == game.ply() - 1
            && last.x() == mv.x() && (mv.y() == null || last.y() == mv.y()) && t.placedBy(game.ply() - 1) == seat;
    }

    /**
     * A computer's move for the turn {@code turn}: dropped if the game moved on while it thought (a resignation, a
     * new round); refused if illegal, which is a bug in the bot.
     */
    Verdict botMove(Table t, long turn, Mark seat, Point move, String comment) {
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || t.toAct() != seat
            || t.phase() == OpeningPhase.CHOOSE || t.current().inTournament()) {
            return new Verdict.Ignore();
        }
        MoveResult result = t.game().play(move.x(), move.y());
        if (result instanceof MoveResult.Refused refused) {
            return new Verdict.Refuse(refusalOf(refused), refused.reason().message);
        }
        return played(t, seat, ((MoveResult.Played) result).game(), 0, comment);
    }

    /**
     * What a legal move comes to: the move (and the ending it made), carrying the game it made so the reducer does
     * not play it again; or, when the mover's time had run out before it came (the server's timer had not fired
     * yet), a loss on time.
     */
    private Verdict played(Table t, Mark seat, Game next, long lagMs, String comment) {
        long now = clock.getAsLong();
        Long left = Timekeeper.clockAfter(t, seat, now, lagMs);
        if (left != null && left <= 0) {
            return Verdict.commit(Finishing.ending(t, seat.other(), Result.Reason.TIME, now));
        }
        Point p = next.lastMove();
        List<Change> changes = new ArrayList<>(2);
        changes.add(new Change.Moved(t.code(), t.round(), next.ply() - 1, p.x(), p.y(), now, left, comment));
        if (next.isOver()) {
            changes.add(Finishing.status(t, next, true, t.round(), now));
        }
        return new Verdict.Commit(changes, new Verdict.Show(), new Verdict.Played(t.game(), next));
    }

    private static Refusal refusalOf(MoveResult.Refused refused) {
        return switch (refused.reason()) {
            case OUT_OF_BOUNDS -> Refusal.OUT_OF_BOUNDS;
            case OCCUPIED -> Refusal.OCCUPIED;
            case GAME_OVER -> Refusal.GAME_OVER;
            case FORBIDDEN -> Refusal.FORBIDDEN;
            case FLOATING -> Refusal.FLOATING;
        };
    }
}
