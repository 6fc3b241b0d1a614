package inrow.room;

import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.protocol.SeatKind;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A room's whole state as one immutable value: the game, who sits in each slot, the round, the step the ledger
 * numbered last, and what the judge and the view need of who is here (since when a player is away, the rematch
 * asks of this node and of the others). Durable facts change it only through {@link #evolve}; what a room sees of
 * its connections changes it through the {@code with...} methods, which nothing stores.
 *
 * <p>Players and absences are kept by slot (slot 0 was X in round 1), so a rematch's colour swap is only the
 * round's parity: {@link #markOf} and {@link #slot} translate.
 */
public record Table(String code, Rules rules, long thinkMillis, long paceMillis, Game game, int round, long seq,
                    List<Player> players, List<Long> awaySince, Set<Mark> asksHere, Set<Mark> asksElsewhere,
                    String comment, long lastMoveAt) {
    private static final System.Logger LOG = System.getLogger(Table.class.getName());

    public Table {
        players = fixedTwo(players);
        awaySince = fixedTwo(awaySince);
        asksHere = Collections.unmodifiableSet(asksHere.isEmpty() ? EnumSet.noneOf(Mark.class) : EnumSet.copyOf(asksHere));
        asksElsewhere = Collections.unmodifiableSet(
            asksElsewhere.isEmpty() ? EnumSet.noneOf(Mark.class) : EnumSet.copyOf(asksElsewhere));
    }

    private static <T> List<T> fixedTwo(List<T> two) {
        if (two.size() != 2) {
            throw new IllegalArgumentException("a table has two slots, not " + two.size());
        }
        return Collections.unmodifiableList(Arrays.asList(two.get(0), two.get(1)));
    }

    /** Rebuilds a stored game: the same facts, folded through the same {@link #evolve} as live steps. */
    public static Table rebuild(StoredGame stored) {
        Table table = null;
        for (Change change : stored.asChanges()) {
            table = evolve(table, change);
        }
        return table.withSeq(stored.seq());
    }

    /**
     * The one place a durable fact is applied: a step this node just committed, a step another node took, and a
     * game read back from the store all come through here. {@code table} is null only before {@link Change.Created}.
     */
    public static Table evolve(Table table, Change change) {
        if (change instanceof Change.Created c) {
            return new Table(c.code(), c.rules(), c.thinkMillis(), c.paceMillis(), Game.start(c.rules()), 1, 0,
                Arrays.asList(null, null), Arrays.asList(null, null), Set.of(), Set.of(), null, c.at());
        }
        if (change instanceof Change.Seated s) {
            Level level = s.kind() == SeatKind.BOT ? Level.parse(s.level()) : null;
            Player p = level != null ? Player.computer(level) : Player.person(s.token(), s.name());
            return table.withPlayer(s.slot(), p);
        }
        if (change instanceof Change.Renamed r) {
            return table.withPlayer(r.slot(), table.players.get(r.slot()).renamed(r.name()));
        }
        if (change instanceof Change.Moved mv) {
            return table.moved(mv);
        }
        if (change instanceof Change.Status st) {
            return table.ended(st);
        }
        if (change instanceof Change.NewRound n) {
            return new Table(table.code, table.rules, table.thinkMillis, table.paceMillis, Game.start(table.rules),
                n.round(), table.seq, table.players, table.awaySince, Set.of(), Set.of(), null, n.at());
        }
        if (change instanceof Change.Sequenced q) {
            return table.withSeq(q.to());
        }
        if (change instanceof Change.Deleted) {
            return table; // only the store forgets; a room in memory closes when idle
        }
        throw new IllegalArgumentException("no rule for " + change);
    }

    private Table moved(Change.Moved mv) {
        MoveResult result = mv.round() == round && mv.ply() == game.ply() ? game.play(mv.x(), mv.y()) : null;
        if (!(result instanceof MoveResult.Played played)) {
            LOG.log(System.Logger.Level.ERROR,
                "step does not fit " + code + " at round " + round + " ply " + game.ply() + ": " + mv);
            return this;
        }
        Player mover = player(game.turn());
        // A computer's move brings its own comment; a person's move keeps the last one on show.
        String said = mover != null && mover.isBot() ? mv.comment() : comment;
        return new Table(code, rules, thinkMillis, paceMillis, played.game(), round, seq, players, awaySince,
            asksHere, asksElsewhere, said, mv.at());
    }

    /** Resignation and abandonment leave no trace on the board: the stored ending says who lost. */
    private Table ended(Change.Status st) {
        if (st.status() != GameStatus.OVER || game.isOver() || st.winner() == null) {
            return this;
        }
        Result.Reason reason = st.reason() == Result.Reason.ABANDONED ? Result.Reason.ABANDONED : Result.Reason.RESIGN;
        return withGame(game.forfeit(st.winner().other(), reason));
    }

    // ---- reading ----

    /** Slot 0 is whoever was X in round 1; colours swap every round, slots never do. */
    public static int slot(Mark mark, int round) {
        return (mark == Mark.X ? 0 : 1) ^ ((round - 1) & 1);
    }

    public static Mark markOf(int slot, int round) {
        return slot(Mark.X, round) == slot ? Mark.X : Mark.O;
    }

    public int slot(Mark mark) {
        return slot(mark, round);
    }

    public Mark markOf(int slot) {
        return markOf(slot, round);
    }

    /** Who sits at this colour this round, or null for an open seat. */
    public Player player(Mark mark) {
        return players.get(slot(mark));
    }

    public GameStatus status() {
        if (game.isOver()) {
            return GameStatus.OVER;
        }
        return full() ? GameStatus.PLAYING : GameStatus.WAITING;
    }

    public boolean full() {
        return players.get(0) != null && players.get(1) != null;
    }

    /** The first open seat, X before O, or null. */
    public Mark open() {
        for (Mark mark : Mark.values()) {
            if (player(mark) == null) {
                return mark;
            }
        }
        return null;
    }

    /** The seat this token proves, or null. Every filled seat is compared, so timing tells nothing. */
    public Mark holding(String token) {
        Mark found = null;
        for (Mark mark : Mark.values()) {
            Player p = player(mark);
            if (p != null && Tokens.same(p.token(), token)) {
                found = mark;
            }
        }
        return found;
    }

    /** How long the seat's person has had no connection on any node, or -1 when connected (or a computer, or open). */
    public long awayFor(Mark mark, long now) {
        Long since = awaySince.get(slot(mark));
        return since == null ? -1 : now - since;
    }

    /** Every rematch ask of this round, here and on the other nodes. */
    public Set<Mark> asks() {
        EnumSet<Mark> all = EnumSet.noneOf(Mark.class);
        all.addAll(asksHere);
        all.addAll(asksElsewhere);
        return all;
    }

    /** Identifies one turn of one round: a computer's answer for any other turn is stale. */
    public long turnKey() {
        return ((long) round << 32) | game.ply();
    }

    public boolean neverStarted() {
        return round == 1 && game.ply() == 0 && !game.isOver();
    }

    // ---- what is not stored ----

    public Table withSeq(long step) {
        return new Table(code, rules, thinkMillis, paceMillis, game, round, step, players, awaySince, asksHere,
            asksElsewhere, comment, lastMoveAt);
    }

    Table withGame(Game next) {
        return new Table(code, rules, thinkMillis, paceMillis, next, round, seq, players, awaySince, asksHere,
            asksElsewhere, comment, lastMoveAt);
    }

    Table withPlayer(int slot, Player player) {
        Player[] next = players.toArray(new Player[2]);
        next[slot] = player;
        return new Table(code, rules, thinkMillis, paceMillis, game, round, seq, Arrays.asList(next), awaySince,
            asksHere, asksElsewhere, comment, lastMoveAt);
    }

    Table withAwaySince(List<Long> bySlot) {
        return new Table(code, rules, thinkMillis, paceMillis, game, round, seq, players, bySlot, asksHere,
            asksElsewhere, comment, lastMoveAt);
    }

    Table withAsks(Set<Mark> here, Set<Mark> elsewhere) {
        return new Table(code, rules, thinkMillis, paceMillis, game, round, seq, players, awaySince, here,
            elsewhere, comment, lastMoveAt);
    }

    /** This table with the view-only state another table had (absences, asks of the same round, the comment). */
    Table keeping(Table before) {
        boolean sameRound = before.round == round;
        return new Table(code, rules, thinkMillis, paceMillis, game, round, seq, players, before.awaySince,
            sameRound ? before.asksHere : Set.of(), sameRound ? before.asksElsewhere : Set.of(),
            sameRound ? before.comment : null, lastMoveAt);
    }
}
