package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Result;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place a durable fact is applied: a step this node is about to commit, a step another node took, and a
 * game read back from the store all come through {@link #evolve}, so they cannot disagree. Each fact gives the new
 * table and what happened, said as the reducer works it out (an offer that lapsed with a move, the round a status
 * scored), never found by comparing tables.
 */
public final class Reducer {
    private static final System.Logger LOG = System.getLogger(Reducer.class.getName());

    private Reducer() {
    }

    /**
     * Rebuilds a stored game: the same facts, folded through the same {@link #evolve} as live steps. The clock of
     * the side to move resumes {@code now}: nobody is charged for the time the server was away.
     */
    public static Table rebuild(StoredGame stored, long now) {
        Table table = fold(null, stored.asChanges(), null).table();
        return table.with(table.current().withClocks(table.clocks().since(now))).withSeq(stored.seq());
    }

    /**
     * {@code changes} applied one after another to {@code table} (null: none yet, the first is a creation).
     * {@code played}: the judge's play of the move among them, or null (see {@link Verdict.Played}).
     */
    public static Evolved fold(Table table, List<Change> changes, Verdict.Played played) {
        List<Event> events = new ArrayList<>();
        List<Change> scored = new ArrayList<>();
        boolean offersChanged = false;
        for (Change change : changes) {
            Evolved e = evolve(table, change, played);
            table = e.table();
            events.addAll(e.events());
            for (Change worked : e.worked()) {
                if (worked instanceof Change.Standing) {
                    offersChanged = true;
                } else {
                    scored.add(worked);
                }
            }
        }
        if (offersChanged) {
            scored.add(new Change.Standing(table.code(), table.round(), table.offers()));
        }
        return new Evolved(table, events, scored);
    }

    /**
     * One durable fact applied to {@code table} (null only before {@link Change.Created}). {@code played}: the game
     * the judge made by playing the move this change names, kept instead of playing it again when it was played on
     * this very game; else (a step from another node, the store) the move is played here.
     */
    public static Evolved evolve(Table table, Change change, Verdict.Played played) {
        if (change instanceof Change.Created c) {
            Setup setup = Setup.of(c);
            return quiet(new Table(setup, Slots.none(), Round.start(setup, 1, c.at()), List.of(), Chat.EMPTY, 0));
        } else if (change instanceof Change.Seated s) {
            Player p = s.kind() == SeatKind.BOT && s.level() != null ? Player.computer(s.level(), s.name())
                : Player.person(s.token(), s.name(), s.account());
            Table next = table.withPlayer(s.slot(), p);
            return said(next, new Event.Seated(next.markOf(s.slot()), p));
        } else if (change instanceof Change.Berserked b) {
            // Everyone is shown the halved clock at once, as a takeback's refund is.
            return said(table.with(table.current().withClocks(table.clocks().set(b.slot(), b.leftMs()))),
                new Event.Clock());
        } else if (change instanceof Change.Linked l) {
            // Nothing anyone sees changes but the profile link, which the next state carries.
            return quiet(table.withPlayer(l.slot(), table.players().get(l.slot()).owned(l.account())));
        } else if (change instanceof Change.Unseated u) {
            return Playing.unseated(table, u);
        } else if (change instanceof Change.Renamed r) {
            Table next = table.withPlayer(r.slot(), table.players().get(r.slot()).renamed(r.name()));
            return said(next, new Event.Renamed(next.markOf(r.slot()), r.name()));
        } else if (change instanceof Change.Moved mv) {
            return Playing.moved(table, mv, played);
        } else if (change instanceof Change.Status st) {
            return Playing.status(table, st);
        } else if (change instanceof Change.NewRound n) {
            // The same opening rule; the opener is whoever sits at X now.
            Table next = table.with(Round.start(table.setup(), n.round(), n.at()));
            List<Event> events = new ArrayList<>(Offering.lapsed(table.offers()));
            events.add(new Event.NewRound(n.round()));
            events.add(new Event.Clock());
            return new Evolved(next, events, events.size() > 2 ? List.of(standing(next)) : List.of());
        } else if (change instanceof Change.Chose ch) {
            return Playing.chose(table, ch);
        } else if (change instanceof Change.Stepped st) {
            return Playing.stepped(table, st);
        } else if (change instanceof Change.Offered o) {
            return Offering.offered(table, o);
        } else if (change instanceof Change.Standing st) {
            // Worked out by a table from the same step's facts, so normally what this table holds already; read
            // back from the store, it is what stood when the server stopped.
            return st.round() != table.round() || table.game().isOver() || st.offers().equals(table.offers())
                ? quiet(table)
                : quiet(table.with(table.current().withOffers(st.offers(), table.takebackBook(),
                    table.current().drawOfferedAt())));
        } else if (change instanceof Change.Scored sc) {
            // The same step's Status already counted it; this fact is for the store.
            return table.series().stream().anyMatch(r -> r.round() == sc.result().round()) ? quiet(table)
                : quiet(table.with(table.current(), withResult(table.series(), sc.result())));
        } else if (change instanceof Change.TakenBack tb) {
            return Offering.takenBack(table, tb);
        } else if (change instanceof Change.Said s) {
            int slot = s.line().room() == ChatRoom.PLAYERS && s.line().from() != null ? table.slot(s.line().from())
                : -1;
            Table next = table.with(table.chat().said(s.line(), slot));
            return said(next, new Event.Said(s.line(), next.status() == GameStatus.OVER));
        } else if (change instanceof Change.Sequenced q) {
            return quiet(table.withSeq(q.to()));
        } else if (change instanceof Change.ChatForgotten || change instanceof Change.Deleted) {
            return quiet(table); // only the store forgets: a room in memory keeps what it shows until it closes
        }
        throw new IllegalArgumentException("no rule for " + change);
    }

    static Evolved quiet(Table table) {
        return new Evolved(table, List.of(), List.of());
    }

    static Evolved said(Table table, Event event) {
        return new Evolved(table, List.of(event), List.of());
    }

    /** The offers standing at {@code t}: the fold keeps one, as they stand after the whole step. */
    static Change standing(Table t) {
        return new Change.Standing(t.code(), t.round(), t.offers());
    }

    static List<RoundResult> withResult(List<RoundResult> series, RoundResult result) {
        List<RoundResult> more = new ArrayList<>(series);
        more.add(result);
        return more;
    }

    /** Logs a durable fact this table cannot apply (a bug, or a record that does not fit) and keeps the table. */
    static Evolved misfit(Table table, String what, Change change) {
        LOG.log(System.Logger.Level.ERROR, what + " does not fit " + table.code() + " at round " + table.round()
            + " ply " + table.game().ply() + ": " + change);
        return quiet(table);
    }

    /** The move {@code mv} names, played on the table's game once: the judge's play if it made it, else here. */
    static Game play(Table table, Change.Moved mv, Verdict.Played known) {
        Game game = table.game();
        if (mv.round() != table.round() || mv.ply() != game.ply()) {
            return null;
        }
        if (known != null && known.from() == game && known.to().ply() == game.ply() + 1
            && known.to().lastMove().x() == mv.x() && known.to().lastMove().y() == mv.y()) {
            return known.to();
        }
        return game.play(mv.x(), mv.y()) instanceof MoveResult.Played p ? p.game() : null;
    }

    /** The mark that wins a round ended off the board, as the series counts it (see {@link Playing#status}). */
    static Mark seriesWinner(Table t, Mark winner) {
        return winner != null && t.opening().exchanged() ? winner.other() : winner;
    }

    static Result.Reason reasonOf(Game g) {
        return g.result() == null ? null : g.result().reason();
    }
}
