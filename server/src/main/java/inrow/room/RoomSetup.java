package inrow.room;

import inrow.game.Table;
import inrow.game.Change;
import inrow.game.Player;
import inrow.game.TimeControl;
import inrow.game.TournamentRule;
import inrow.game.Names;
import inrow.engine.CanonicalOpening;
import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.ArrayList;
import java.util.List;

/**
 * How a room is created: its rules, who sits where, the creator's name, and for bot seats how long a bot may think
 * per move and the least time between moves shown (so people can follow a computer-vs-computer game), the clock
 * (null: untimed), whether takebacks are allowed, who created it ({@code owner}: a client address, for the
 * per-owner limits; null for none), the swap opening every round starts with ({@code opening}, null: none), and
 * whether the lobby leaves the game out ({@code unlisted}: a game between friends, who share its link), the game
 * kind its rounds are rated in ({@code ratedKind}, null: casual), and renju's tournament opening every round starts
 * with instead of a swap opening ({@code tournament}, null: none), or the canonical renju opening whose three stones
 * every round starts with ({@code canonical}, null: none).
 */
public record RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                        TimeControl clock, boolean takebacks, String owner, OpeningRule opening, boolean unlisted,
                        String ratedKind, TournamentRule tournament, CanonicalOpening canonical) {
    public static final long DEFAULT_THINK_MILLIS = 1000;
    public static final long DEFAULT_BOTS_PACE_MILLIS = 500;

    /** Casual, no tournament opening. */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                     TimeControl clock, boolean takebacks, String owner, OpeningRule opening, boolean unlisted) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening, unlisted, null, null,
            null);
    }

    /** Listed in the lobby. */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                     TimeControl clock, boolean takebacks, String owner, OpeningRule opening) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening, false);
    }

    /** Untimed, takebacks allowed. */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, null, true, null, null);
    }

    /** No swap opening. */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                     TimeControl clock, boolean takebacks, String owner) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, null);
    }

    /** No owner: a room the per-owner limits do not count (tests, tools). */
    public RoomSetup(Rules rules, SeatSpec x, SeatSpec o, String creatorName, long thinkMillis, long paceMillis,
                     TimeControl clock, boolean takebacks) {
        this(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, null, null);
    }

    /** The same setup, created by this owner (a client address, opaque here). */
    public RoomSetup ownedBy(String who) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, who, opening,
            unlisted, ratedKind, tournament, canonical);
    }

    /** The same setup, its creator called this. */
    public RoomSetup named(String name) {
        return new RoomSetup(rules, x, o, name, thinkMillis, paceMillis, clock, takebacks, owner, opening, unlisted,
            ratedKind, tournament, canonical);
    }

    /** The same setup with a swap opening (null: none). */
    public RoomSetup withOpening(OpeningRule rule) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, rule,
            unlisted, ratedKind, tournament, canonical);
    }

    /** The same setup, left out of the lobby's lists (true) or listed. */
    public RoomSetup unlisted(boolean left) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening, left,
            ratedKind, tournament, canonical);
    }

    /**
     * The same setup, its rounds rated in game kind {@code kind} (null: casual). Only a timed game between two
     * accounts can be rated: the store rates a round only when both seats are owned by accounts.
     */
    public RoomSetup rated(String kind) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening,
            unlisted, kind, tournament, canonical);
    }

    /** The same setup with renju's tournament opening (null: none). */
    public RoomSetup withTournament(TournamentRule rule) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening,
            unlisted, ratedKind, rule, canonical);
    }

    /** The same setup starting every round with this canonical renju opening's three stones (null: none). */
    public RoomSetup withCanonical(CanonicalOpening named) {
        return new RoomSetup(rules, x, o, creatorName, thinkMillis, paceMillis, clock, takebacks, owner, opening,
            unlisted, ratedKind, tournament, named);
    }

    /** Why these rules cannot start with a swap opening, or null when they can: five in a row, 15x15 or more. */
    public static String openingProblem(Rules rules) {
        if (rules.win() != 5 || rules.width() < 15 || rules.height() < 15) {
            return "A swap opening is for five in a row on a board of at least 15 x 15.";
        }
        return rules.gravity() ? "A swap opening is not played with gravity." : null;
    }

    boolean hasComputer() {
        return x.isBot() || o.isBot();
    }

    public static RoomSetup humans(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        return new RoomSetup(rules, x, o, creatorName, DEFAULT_THINK_MILLIS, 0);
    }

    /** The seats given to people named at creation, each with a token of its own. */
    List<Mark> reservedSeats() {
        List<Mark> seats = new ArrayList<>();
        if (x.kind() == SeatSpec.Kind.RESERVED) {
            seats.add(Mark.X);
        }
        if (o.kind() == SeatSpec.Kind.RESERVED) {
            seats.add(Mark.O);
        }
        return seats;
    }

    /** The creator's seat, or null when the creator only watches (computer against computer). */
    public Mark creatorSeat() {
        return x == SeatSpec.CREATOR ? Mark.X : o == SeatSpec.CREATOR ? Mark.O : null;
    }

    /**
     * The facts that create the room, its first step: rules and timings, the seats filled at creation (the
     * creator's with {@code token}, owned by {@code account} when the creator is signed in), and its status.
     */
    List<Change> facts(String code, String token, String account, long now) {
        return facts(code, token, account, java.util.Map.of(), now);
    }

    /** With the tokens of the reserved seats ({@code reserved}, by colour): a pair from quick pairing. */
    List<Change> facts(String code, String token, String account, java.util.Map<Mark, String> reserved, long now) {
        List<Change> facts = new ArrayList<>();
        facts.add(new Change.Created(code, rules, thinkMillis, paceMillis, clock, takebacks, now, opening, unlisted,
            ratedKind, tournament, canonical));
        seat(facts, code, Mark.X, x, x.kind() == SeatSpec.Kind.RESERVED ? reserved.get(Mark.X) : token, account);
        seat(facts, code, Mark.O, o, o.kind() == SeatSpec.Kind.RESERVED ? reserved.get(Mark.O) : token, account);
        GameStatus status = x.kind() != SeatSpec.Kind.OPEN && o.kind() != SeatSpec.Kind.OPEN
            ? GameStatus.PLAYING : GameStatus.WAITING;
        facts.add(new Change.Status(code, 1, status, null, null, now));
        return facts;
    }

    private void seat(List<Change> facts, String code, Mark mark, SeatSpec spec, String token, String account) {
        int slot = Table.slot(mark, 1);
        if (spec.kind() == SeatSpec.Kind.CREATOR) {
            facts.add(new Change.Seated(code, slot, token, Names.clean(creatorName, "Player 1"), SeatKind.HUMAN,
                null, account));
        } else if (spec.kind() == SeatSpec.Kind.RESERVED) {
            facts.add(new Change.Seated(code, slot, token, Names.clean(spec.name(), mark == Mark.X ? "Player 1"
                : "Player 2"), SeatKind.HUMAN, null, spec.account()));
        } else if (spec.isBot()) {
            facts.add(new Change.Seated(code, slot, null, spec.level().label(), SeatKind.BOT, spec.level().code()));
        }
    }
}
