package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.OpeningRule;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * What a viewer may do ({@link Judge#can}) is what the judge would rule: for every command kind, in a set of
 * positions, for each seat and a spectator, {@code can} is true exactly when {@link Judge#decide} does not refuse
 * with a rule of the table ({@link Refusal#rule}).
 */
class CapabilitiesTest {
    private static final String CODE = "CANDO234";
    private static final long ABANDON = 60_000;
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "token", clock::get, ABANDON);

    private Table fold(Table t, Change... changes) {
        return Table.fold(t, List.of(changes));
    }

    private Table started(Rules rules, TimeControl control, boolean takebacks, OpeningRule opening, boolean bot) {
        long now = clock.get();
        return fold(null, new Change.Created(CODE, rules, 1000, 0, control, takebacks, now, opening),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null),
            bot ? new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master")
                : new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null),
            new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, now));
    }

    private Table moves(Table t, int... xy) {
        for (int i = 0; i < xy.length; i += 2) {
            t = fold(t, new Change.Moved(CODE, t.round(), t.game().ply(), xy[i], xy[i + 1], clock.get(), null,
                null));
        }
        return t;
    }

    /** A legal move for whoever is to move, or any cell when there is none. */
    private static Command.Move anyMove(Table t) {
        Game g = t.game();
        for (int y = 0; y < g.rules().height(); y++) {
            for (int x = 0; x < g.rules().width(); x++) {
                if (g.play(x, y) instanceof MoveResult.Played) {
                    return new Command.Move(x, y, g.ply(), 0);
                }
            }
        }
        return new Command.Move(0, 0, g.ply(), 0);
    }

    private Map<String, Table> positions() {
        Map<String, Table> p = new LinkedHashMap<>();
        Table gomoku = started(Rules.GOMOKU, null, true, null, false);
        p.put("waiting", fold(null, new Change.Created(CODE, Rules.GOMOKU, 1000, 0, null, true, clock.get()),
            new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null)));
        p.put("first move", gomoku);
        p.put("one move", moves(gomoku, 7, 7));
        p.put("begun", moves(gomoku, 7, 7, 8, 8));
        Table offered = fold(moves(gomoku, 7, 7, 8, 8, 9, 9), new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.O));
        p.put("draw offered", offered);
        p.put("takeback asked", fold(moves(gomoku, 7, 7, 8, 8, 9, 9),
            new Change.Offered(CODE, 1, OfferKind.TAKEBACK, Mark.X)));
        p.put("draw offered a move ago", moves(fold(moves(gomoku, 7, 7, 8, 8),
            new Change.Offered(CODE, 1, OfferKind.DRAW, Mark.X)), 9, 9, 10, 10));
        p.put("takebacks off", moves(started(Rules.GOMOKU, null, false, null, false), 7, 7, 8, 8, 9, 9));
        p.put("timed", moves(started(Rules.GOMOKU, TimeControl.fischer(300, 2), true, null, false), 7, 7, 8, 8));
        p.put("days per move", moves(started(Rules.GOMOKU, TimeControl.days(1), true, null, false), 7, 7, 8, 8));
        Table computer = moves(started(Rules.GOMOKU, null, true, null, true), 7, 7, 8, 8, 9, 9, 10, 10);
        p.put("against the computer", computer);
        Table spent = computer;
        for (int i = 0; i < TakingBack.COMPUTER_TAKEBACKS; i++) {
            spent = moves(fold(spent, new Change.TakenBack(CODE, 1, 6, clock.get(), null, null)), 10, 10, 11, 11);
        }
        p.put("no more takebacks", spent);
        Table swap = moves(started(Rules.GOMOKU, null, true, OpeningRule.SWAP2, false), 7, 7, 8, 8, 9, 9);
        p.put("swap2 choice", swap);
        p.put("swap placing", moves(started(Rules.GOMOKU, null, true, OpeningRule.SWAP, false), 7, 7));
        p.put("over", fold(moves(gomoku, 7, 7, 8, 8),
            new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, clock.get())));
        p.put("tic-tac-toe won", moves(started(Rules.TICTACTOE, null, true, null, false), 0, 0, 1, 0, 0, 1, 1, 1, 0,
            2));
        return p;
    }

    private List<Whereabouts> whereabouts() {
        return List.of(Whereabouts.NONE,
            Whereabouts.NONE.withAway(Arrays.asList(clock.get() - ABANDON, null)),
            Whereabouts.NONE.withAway(Arrays.asList(null, clock.get() - ABANDON)),
            Whereabouts.NONE.withAway(Arrays.asList(null, clock.get() - 1000)));
    }

    @Test
    void whatAViewerMayDoIsWhatTheJudgeWouldAllow() {
        Map<String, Function<Table, Command>> kinds = new LinkedHashMap<>();
        kinds.put("move", CapabilitiesTest::anyMove);
        kinds.put("draw", t -> new Command.Draw(null));
        kinds.put("takeback", t -> new Command.Takeback(null));
        kinds.put("abort", t -> new Command.Abort());
        kinds.put("claim", t -> new Command.Claim());
        kinds.put("rematch", t -> new Command.Rematch());
        kinds.put("resign", t -> new Command.Resign());
        kinds.put("choose", t -> new Command.Choose(Take.X));
        kinds.put("step", t -> new Command.Step("swap"));
        List<String> wrong = new ArrayList<>();
        int allowed = 0;
        for (Map.Entry<String, Table> position : positions().entrySet()) {
            Table t = position.getValue();
            for (Whereabouts w : whereabouts()) {
                for (Mark seat : new Mark[] {Mark.X, Mark.O, null}) {
                    Capabilities can = judge.can(t, w, seat);
                    for (Map.Entry<String, Function<Table, Command>> kind : kinds.entrySet()) {
                        Verdict v = judge.decide(t, w, seat, kind.getValue().apply(t));
                        boolean mayDo = !(v instanceof Verdict.Refuse r && r.code().rule());
                        boolean says = flag(can, kind.getKey());
                        allowed += says ? 1 : 0;
                        if (mayDo != says) {
                            wrong.add(position.getKey() + ", " + seat + ", " + kind.getKey() + ": can says " + says
                                + ", the judge " + v);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(true, allowed > 50, "the positions allow a good many things: " + allowed);
    }

    private static boolean flag(Capabilities can, String kind) {
        return switch (kind) {
            case "move" -> can.move();
            case "draw" -> can.draw();
            case "takeback" -> can.takeback();
            case "abort" -> can.abort();
            case "claim" -> can.claim();
            case "rematch" -> can.rematch();
            case "resign" -> can.resign();
            case "choose" -> can.choose();
            case "step" -> can.step();
            default -> throw new IllegalArgumentException(kind);
        };
    }

    @Test
    void aSpectatorMayDoNothing() {
        for (Table t : positions().values()) {
            assertEquals(Capabilities.NONE, judge.can(t, Whereabouts.NONE, null));
        }
    }
}
