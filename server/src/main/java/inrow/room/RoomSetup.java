package inrow.room;

import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.List;

/**
 * How a room is created: its rules, who sits where, the creator's name, and for bot seats how long a bot may think
 * per move and the least time between moves shown (so people can follow a computer-vs-computer game), the clock
 * (null: untimed), whether takebacks are allowed, and who created it ({@code owner}: a client address, for the
 * per-owner limits; null for none).
 */
public record RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                        TimeControl clock, boolean takebacks, String owner) {
    public static final long DEFAULT_THINK_MILLIS = 1000;
    public static final long DEFAULT_BOTS_PACE_MILLIS = 500;

    /** Untimed, takebacks allowed. */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, null, true, null);
    }

    /** No owner: a room the per-owner limits do not count (tests, tools). */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                     TimeControl clock, boolean takebacks) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, null);
    }

    /** The same setup, created by this owner (a client address, opaque here). */
    public RoomSetup ownedBy(String who) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, who);
    }

    boolean hasComputer() {
        return x.isBot() || o.isBot();
    }

    public static RoomSetup humans(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        return new RoomSetup(rules, x, o, creatorName, DEFAULT_THINK_MILLIS, 0);
    }

    /** The creator's seat, or null when the creator only watches (computer against computer). */
    public Mark creatorSeat() {
        return x == SeatSpec.CREATOR ? Mark.X : o == SeatSpec.CREATOR ? Mark.O : null;
    }

    /**
     * The facts that create the room, its first step: rules and timings, the seats filled at creation (the
     * creator's with {@code token}), and its status.
     */
    List<Change> facts(String code, String token, long now) {
        List<Change> facts = new ArrayList<>();
        facts.add(new Change.Created(code, rules, thinkMillis, paceMillis, clock, takebacks, now));
        seat(facts, code, Mark.X, x, token);
        seat(facts, code, Mark.O, o, token);
        GameStatus status = x.kind() != SeatSpec.Kind.OPEN && o.kind() != SeatSpec.Kind.OPEN
            ? GameStatus.PLAYING : GameStatus.WAITING;
        facts.add(new Change.Status(code, 1, status, null, null, now));
        return facts;
    }

    private void seat(List<Change> facts, String code, Mark mark, SeatSpec spec, String token) {
        int slot = Table.slot(mark, 1);
        if (spec.kind() == SeatSpec.Kind.CREATOR) {
            facts.add(new Change.Seated(code, slot, token, Names.clean(creatorName, "Player " + mark), SeatKind.HUMAN,
                null));
        } else if (spec.isBot()) {
            facts.add(new Change.Seated(code, slot, null, spec.level().label(), SeatKind.BOT, spec.level().code()));
        }
    }
}
