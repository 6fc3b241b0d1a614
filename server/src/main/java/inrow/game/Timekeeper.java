package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.function.LongSupplier;

/**
 * The server's own time, for the {@link Judge}: what a move costs on the clock, when something is next due in a
 * table, and what the clock alone decides (a flag, a first move not made, a game left for good). Pure: the time is
 * injected, and the room's alarm asks at the deadline.
 */
public final class Timekeeper {
    /** The most network lag refunded on one move. */
    public static final long MAX_LAG_REFUND_MS = 300;
    private final LongSupplier clock;
    /** A listed untimed game's first-move time ({@link #LISTED_FIRST_MOVE_MS}; shorter in some tests). */
    private final long listedFirstMoveMs;

    Timekeeper(LongSupplier clock, long listedFirstMoveMs) {
        this.clock = clock;
        this.listedFirstMoveMs = listedFirstMoveMs;
    }

    /**
     * The mover's time left after a move made {@code now}: charged from when its turn began, less the lag measured
     * on its connection (at most {@link #MAX_LAG_REFUND_MS}); not charged for either side's first move.
     * Null when untimed; zero or less when the time had run out.
     */
    static Long clockAfter(Table t, Mark mover, long now, long lagMs) {
        TimeControl control = t.control();
        if (control == null) {
            return null;
        }
        if (!t.begun()) {
            // Not charged: what the side had (its start, or half of it after an arena's berserk).
            return t.clocks().left().get(t.slot(mover));
        }
        long held = t.clocks().left().get(t.slot(mover));
        long used = Math.max(0, now - t.clocks().since() - Math.min(lagMs, MAX_LAG_REFUND_MS));
        long remaining = held - used;
        return remaining <= 0 ? remaining : control.afterMove(remaining);
    }


    /** How long a side may take over its first move in an untimed game between friends before it is called off. */
    public static final long UNTIMED_FIRST_MOVE_MS = 60_000;
    /**
     * The same in a listed untimed game: what timed games give (issue 38). A stranger's seat not used in that time
     * goes back to the lobby, so a script that takes seats and never moves holds each for as little as a timed game.
     */
    public static final long LISTED_FIRST_MOVE_MS = TimeControl.FIRST_MOVE_MS;
    /** A game against the computer that its person left for this long ends, the computer winning. */
    public static final long COMPUTER_GAME_LEFT_MS = 3_600_000;
    /** An untimed game between people that nobody touched for this long ends against the side to move. */
    public static final long UNTIMED_IDLE_MS = 30L * 86_400_000;

    /** When something is next due in this table without anyone sending anything; {@link Long#MAX_VALUE}: never. */
    long deadline(Table t, Whereabouts w) {
        if (t.status() != GameStatus.PLAYING) {
            return Long.MAX_VALUE;
        }
        long since = t.clocks().since();
        long due = Long.MAX_VALUE;
        if (!t.begun()) {
            due = since + firstMoveLimit(t); // each opening step too: see docs/protocol.md
        } else if (t.control() != null) {
            due = since + t.clocks().left().get(t.slot(t.game().turn())) + MAX_LAG_REFUND_MS;
        } else if (!t.hasComputer()) {
            due = t.lastMoveAt() + UNTIMED_IDLE_MS; // from the last move as stored: a restart does not reset it
        }
        Long left = personLeftComputer(t, w);
        return left == null ? due : Math.min(due, left + COMPUTER_GAME_LEFT_MS);
    }

    /** What the clock alone decides now: a flag, a first move not made, a game left for good; else nothing. */
    Verdict tick(Table t, Whereabouts w) {
        long now = clock.getAsLong();
        if (t.status() != GameStatus.PLAYING) {
            return new Verdict.Ignore();
        }
        Mark turn = t.game().turn();
        long waited = now - t.clocks().since();
        if (!t.begun() && waited >= firstMoveLimit(t)) {
            int slot = reopening(t, w, now);
            return Verdict.commit(slot >= 0 ? new Change.Unseated(t.code(), slot, now)
                : Finishing.ending(t, null, Result.Reason.ABORTED, now));
        }
        if (t.begun() && t.control() != null
            && waited - MAX_LAG_REFUND_MS >= t.clocks().left().get(t.slot(turn))) {
            return Verdict.commit(Finishing.ending(t, turn.other(), Result.Reason.TIME, now));
        }
        Long left = personLeftComputer(t, w);
        if (left != null && now - left >= COMPUTER_GAME_LEFT_MS) {
            Mark person = t.player(Mark.X).isBot() ? Mark.O : Mark.X;
            return Verdict.commit(Finishing.ending(t, person.other(), Result.Reason.ABANDONED, now));
        }
        if (t.control() == null && !t.hasComputer() && t.begun()
            && now - t.lastMoveAt() >= UNTIMED_IDLE_MS) {
            return Verdict.commit(Finishing.ending(t, turn.other(), Result.Reason.ABANDONED, now));
        }
        return new Verdict.Ignore();
    }

    /** Whether an absent opponent may be claimed against at all: not with days per move (see TimeControl). */
    public static boolean claimable(Table t) {
        return t.control() == null || !t.control().isCorrespondence();
    }

    /** How long the side to move may take over its first move before the game is called off (or its seat reopens). */
    long firstMoveLimit(Table t) {
        return firstMoveLimit(t, listedFirstMoveMs);
    }

    public static long firstMoveLimit(Table t, long listedFirstMoveMs) {
        if (t.control() != null) {
            return t.control().firstMoveMs();
        }
        return t.unlisted() ? UNTIMED_FIRST_MOVE_MS : listedFirstMoveMs;
    }

    /**
     * The slot whose seat goes back to the lobby when the side to act lets its first move's time pass, or -1 to call
     * the game off as before: only in a listed game's first round, between two people, and only while the other
     * player is here to wait for a new opponent (a game between friends is theirs to abort; an empty one is over).
     */
    static int reopening(Table t, Whereabouts w, long now) {
        Mark late = t.toAct();
        Player gone = t.player(late);
        Player stays = t.player(late.other());
        if (t.unlisted() || t.round() != 1 || gone == null || gone.isBot() || stays == null || stays.isBot()
            || w.awayFor(t, late.other(), now) >= 0) {
            return -1;
        }
        return t.slot(late);
    }

    /** In a game of one person against the computer: since when the person has been gone, or null. */
    private static Long personLeftComputer(Table t, Whereabouts w) {
        Player x = t.player(Mark.X);
        Player o = t.player(Mark.O);
        if (x == null || o == null || x.isBot() == o.isBot()) {
            return null;
        }
        return w.awaySince(t.slot(x.isBot() ? Mark.O : Mark.X));
    }

}
