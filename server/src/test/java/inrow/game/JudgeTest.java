package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The judge alone: tables as values in, verdicts out. No room, no queue, no kit. */
class JudgeTest {
    private static final String CODE = "JUDGE234";
    private static final long ABANDON = 60_000;

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final Judge judge = new Judge(() -> "fresh-token", clock::get, ABANDON);

    /** Tic-tac-toe with Ann (token "ann") on X; O open unless {@code bob}. */
    private Table table(boolean bob) {
        Table t = Table.evolve(null, new Change.Created(CODE, Rules.TICTACTOE, 1000, 0, null, true, clock.get()));
        t = Table.evolve(t, new Change.Seated(CODE, 0, "ann", "Ann", SeatKind.HUMAN, null));
        if (bob) {
            t = Table.evolve(t, new Change.Seated(CODE, 1, "bob", "Bob", SeatKind.HUMAN, null));
        }
        return t;
    }

    private static Table play(Table t, int... xy) {
        for (int i = 0; i < xy.length; i += 2) {
            t = Table.evolve(t, new Change.Moved(CODE, t.round(), t.game().ply(), xy[i], xy[i + 1], 0, null, null));
        }
        return t;
    }

    private static final Sender ANN = Sender.seatedAt(0);
    private static final Sender BOB = Sender.seatedAt(1);
    private static final Sender WATCHER = Sender.watching();

    private static Command.Move move(int x, int y, Integer ply) {
        return new Command.Move(x, y, ply, 0);
    }

    private static Verdict.Refuse refused(Verdict v, Refusal code) {
        Verdict.Refuse r = assertInstanceOf(Verdict.Refuse.class, v);
        assertEquals(code, r.code(), r.message());
        assertFalse(r.message().isBlank());
        return r;
    }

    @Test
    void everyKindOfCommandHasARule() {
        Map<Class<?>, Command> samples = Map.ofEntries(
            Map.entry(Command.Sit.class, new Command.Sit(null, "Zed", false)),
            Map.entry(Command.Move.class, move(0, 0, 0)),
            Map.entry(Command.Resign.class, new Command.Resign()),
            Map.entry(Command.Rematch.class, new Command.Rematch()),
            Map.entry(Command.Claim.class, new Command.Claim()),
            Map.entry(Command.Ping.class, new Command.Ping()),
            Map.entry(Command.Draw.class, new Command.Draw(null)),
            Map.entry(Command.Takeback.class, new Command.Takeback(null)),
            Map.entry(Command.Abort.class, new Command.Abort()),
            Map.entry(Command.Say.class, new Command.Say("hi", true, null)),
            Map.entry(Command.Choose.class, new Command.Choose(Take.X)),
            Map.entry(Command.Step.class, new Command.Step("place h8")),
            Map.entry(Command.Link.class, new Command.Link("ann", "account-1")),
            Map.entry(Command.Berserk.class, new Command.Berserk(0)));
        assertEquals(Set.copyOf(Arrays.asList(Command.class.getPermittedSubclasses())), samples.keySet(),
            "a sample of every command kind");
        samples.values().forEach(m -> Sender.decide(judge, table(true), ANN, m)); // none falls through to the throw
    }

    @Test
    void anAccountOwnsTheSeatItTakesAndSitsInItAgainWithoutTheToken() {
        Verdict v = Sender.decide(judge, table(false), Sender.NEW, new Command.Sit(null, "Bob", false, "acc-bob"));
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v);
        assertEquals(new Change.Seated(CODE, 1, "fresh-token", "Bob", SeatKind.HUMAN, null, "acc-bob"),
            c.changes().get(0));
        Table t = table(false);
        for (Change change : c.changes()) {
            t = Table.evolve(t, change);
        }
        // Another device of the same account, no token, even asking to watch: the account's seat, nothing durable.
        Verdict again = Sender.decide(judge, t, Sender.NEW, new Command.Sit(null, "Spectator 417", true, "acc-bob"));
        assertEquals(new Verdict.Answer(new Verdict.Seat(Mark.O)), again, "and the spectator's name renames nobody");
        // Another account, or a guest, only watches: the seats are taken.
        assertEquals(new Verdict.Answer(new Verdict.Seat(null, "Spectator")),
            Sender.decide(judge, t, Sender.NEW, new Command.Sit(null, null, false, "acc-eve")));
    }

    @Test
    void aTokenLinksItsSeatToAnAccountOnceAndNeverAnotherAccountsSeat() {
        Table t = table(true);
        Verdict.Commit link = assertInstanceOf(Verdict.Commit.class,
            Sender.decide(judge, t, Sender.NEW, new Command.Link("bob", "acc-bob")));
        assertEquals(List.of(new Change.Linked(CODE, 1, "acc-bob")), link.changes());
        Table linked = Table.evolve(t, link.changes().get(0));
        assertEquals("acc-bob", linked.player(Mark.O).account());
        assertEquals("bob", linked.player(Mark.O).token(), "the token keeps working");
        assertEquals(new Verdict.Answer(new Verdict.Quiet()),
            Sender.decide(judge, linked, Sender.NEW, new Command.Link("bob", "acc-bob")), "already: nothing to do");
        refused(Sender.decide(judge, linked, Sender.NEW, new Command.Link("bob", "acc-eve")), Refusal.NOT_ALLOWED);
        refused(Sender.decide(judge, linked, Sender.NEW, new Command.Link("guess", "acc-eve")), Refusal.BAD_TOKEN);
    }

    @Test
    void aNewcomerTakesTheOpenSeatAndTheGameStarts() {
        Verdict v = Sender.decide(judge, table(false), Sender.NEW, new Command.Sit(null, " Bob ", false));
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v);
        assertEquals(new Verdict.Seat(Mark.O), c.then());
        assertEquals(List.of(
                new Change.Seated(CODE, 1, "fresh-token", "Bob", SeatKind.HUMAN, null),
                new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, clock.get())),
            c.changes());
    }

    @Test
    void aSpectatorJoinChangesNothingDurable() {
        Verdict v = Sender.decide(judge, table(true), Sender.NEW, new Command.Sit(null, null, true));
        assertEquals(new Verdict.Answer(new Verdict.Seat(null, "Spectator")), v);
    }

    @Test
    void anUnknownTokenIsRefusedUnlessThisNodeIsBehind() {
        Verdict.Refuse r = refused(Sender.decide(judge, table(true), Sender.NEW,
            new Command.Sit("forged", null, false)), Refusal.BAD_TOKEN);
        assertTrue(r.unlessBehind(), "a token from a step not heard yet must not be refused for good");
    }

    @Test
    void aRenameIsTheOnlyChangeOfARepeatedJoin() {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            Sender.decide(judge, table(true), ANN, new Command.Sit(null, "Annie", false)));
        assertEquals(List.of(new Change.Renamed(CODE, 0, "Annie")), c.changes());
        assertEquals(new Verdict.Answer(new Verdict.Seat(Mark.X)),
            Sender.decide(judge, table(true), ANN, new Command.Sit(null, "Ann", false)));
    }

    @Test
    void movesAreJudgedInTheRoomsOrderOfReasons() {
        refused(Sender.decide(judge, table(true), WATCHER, move(0, 0, 0)), Refusal.NOT_A_PLAYER);
        refused(Sender.decide(judge, table(false), ANN, move(0, 0, 0)), Refusal.NOT_STARTED);
        refused(Sender.decide(judge, table(true), BOB, move(0, 0, 0)), Refusal.NOT_YOUR_TURN);
        refused(Sender.decide(judge, table(true), BOB, move(0, 0, 3)), Refusal.NOT_YOUR_TURN); // turn before staleness
        refused(Sender.decide(judge, table(true), ANN, move(0, 0, 3)), Refusal.STALE);
        refused(Sender.decide(judge, play(table(true), 1, 1), BOB, move(1, 1, 1)), Refusal.OCCUPIED);
        refused(Sender.decide(judge, play(table(true), 1, 1), BOB, move(3, 0, 1)), Refusal.OUT_OF_BOUNDS);
        refused(Sender.decide(judge, play(table(true), 1, 1, 0, 0), ANN, move(2, 2, 1)), Refusal.STALE);
        refused(Sender.decide(judge, play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2), BOB, move(2, 2, 5)),
            Refusal.GAME_OVER);
    }

    @Test
    void aMoveForALaterPlyIsRefusedOnlyAfterACatchUp() {
        Verdict.Refuse ahead = refused(Sender.decide(judge, table(true), BOB, move(0, 0, 1)), Refusal.NOT_YOUR_TURN);
        assertTrue(ahead.unlessBehind(), "the player may have seen a step this node has not");
        Verdict.Refuse now = refused(Sender.decide(judge, table(true), BOB, move(0, 0, 0)), Refusal.NOT_YOUR_TURN);
        assertFalse(now.unlessBehind());
    }

    @Test
    void aLegalMoveCommitsItAndAWinningOneTheEndingToo() {
        Verdict.Commit first = assertInstanceOf(Verdict.Commit.class, Sender.decide(judge, table(true), ANN, move(1, 1, 0)));
        assertEquals(List.of(new Change.Moved(CODE, 1, 0, 1, 1, clock.get(), null, null)), first.changes());
        assertEquals(new Verdict.Show(), first.then());

        Table nearlyWon = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1);
        Verdict.Commit win = assertInstanceOf(Verdict.Commit.class, Sender.decide(judge, nearlyWon, ANN, move(0, 2, 4)));
        assertEquals(new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.LINE, clock.get()),
            win.changes().get(1));
    }

    @Test
    void theTableKeepsTheGameTheJudgePlayedInsteadOfPlayingTheMoveAgain() {
        Table t = play(table(true), 1, 1);
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, Sender.decide(judge, t, BOB, move(0, 2, 1)));
        assertSame(t.game(), c.played().from());
        Table kept = Reducer.evolve(t, c.changes().get(0), c.played()).table();
        assertSame(c.played().to(), kept.game(), "the judge's game, not a second play of the same move");
        assertEquals(Table.evolve(t, c.changes().get(0)).game().moves(), kept.game().moves());
        assertEquals(Table.evolve(t, c.changes().get(0)).game().rows(), kept.game().rows());

        // A play that was not made on this very game, or not of this move, is not trusted: the move is played here.
        Table same = play(table(true), 1, 1); // an equal game, but another object
        Table fresh = Reducer.evolve(same, c.changes().get(0), c.played()).table();
        assertNotSame(c.played().to(), fresh.game());
        assertEquals(kept.game().moves(), fresh.game().moves());
        Verdict.Played otherMove = new Verdict.Played(t.game(), play(t, 2, 0).game());
        Table checked = Reducer.evolve(t, c.changes().get(0), otherMove).table();
        assertEquals(List.of(new Point(1, 1), new Point(0, 2)), checked.game().moves());
    }

    @Test
    void theSameMoveSentAgainIsConfirmedNotPlayedTwice() {
        Table t = play(table(true), 2, 2);
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), Sender.decide(judge, t, ANN, move(2, 2, 0)));
        refused(Sender.decide(judge, t, ANN, move(1, 1, 0)), Refusal.NOT_YOUR_TURN); // a different move is not a resend
    }

    @Test
    void resigningEndsTheGameForTheOtherSide() {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            Sender.decide(judge, table(true), BOB, new Command.Resign()));
        assertEquals(List.of(new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, clock.get())),
            c.changes());
        refused(Sender.decide(judge, table(false), ANN, new Command.Resign()), Refusal.NOT_STARTED);
        refused(Sender.decide(judge, table(true), WATCHER, new Command.Resign()), Refusal.NOT_A_PLAYER);
    }

    @Test
    void aClaimWaitsForTheAbandonmentTime() {
        Whereabouts bobGone = Whereabouts.NONE.withAway(Arrays.asList(null, clock.get()));
        refused(Sender.decide(judge, table(true), ANN, new Command.Claim()), Refusal.NOT_CLAIMABLE);
        clock.addAndGet(ABANDON - 1500);
        Verdict.Refuse early = refused(Sender.decide(judge, table(true), bobGone, ANN, new Command.Claim()),
            Refusal.NOT_CLAIMABLE);
        assertTrue(early.message().contains("wait 2 s"), early.message());
        clock.addAndGet(1500);
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            Sender.decide(judge, table(true), bobGone, ANN, new Command.Claim()));
        assertEquals(Result.Reason.ABANDONED, ((Change.Status) c.changes().get(0)).reason());
    }

    @Test
    void aRematchAskIsNotDurableAndAComputerAlwaysAsks() {
        Table over = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        refused(Sender.decide(judge, table(true), ANN, new Command.Rematch()), Refusal.NOT_OVER);
        assertEquals(new Verdict.Answer(new Verdict.Ask(Set.of(Mark.O))),
            Sender.decide(judge, over, BOB, new Command.Rematch()));

        Table vsComputer = Table.evolve(table(false),
            new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master"));
        Table lost = play(vsComputer, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        Verdict.Ask ask = (Verdict.Ask) ((Verdict.Answer) Sender.decide(judge, lost, ANN, new Command.Rematch()))
            .then();
        assertEquals(Set.of(Mark.X, Mark.O), ask.asks());
    }

    @Test
    void theNextRoundStartsOnceBothAskedAndOnlyOnce() {
        Table over = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), judge.nextRound(over, Whereabouts.NONE.withAsks(1, Set.of(Mark.X), Set.of())));
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            judge.nextRound(over, Whereabouts.NONE.withAsks(1, Set.of(Mark.X), Set.of(Mark.O))));
        assertEquals(List.of(new Change.NewRound(CODE, 2, clock.get()),
            new Change.Status(CODE, 2, GameStatus.PLAYING, null, null, clock.get())), c.changes());
        Table round2 = Table.evolve(Table.evolve(over, c.changes().get(0)), c.changes().get(1));
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), judge.nextRound(round2, Whereabouts.NONE.withAsks(1, Set.of(Mark.X), Set.of(Mark.O))),
            "a round another node already started answers the ask as it stands");
    }

    @Test
    void aComputersAnswerForAGoneTurnIsDropped() {
        Table vsComputer = Table.evolve(table(false),
            new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master"));
        Table oToMove = play(vsComputer, 1, 1);
        long turn = oToMove.turnKey();
        assertInstanceOf(Verdict.Commit.class, judge.botMove(oToMove, turn, Mark.O, new Point(0, 0), "hm"));
        assertInstanceOf(Verdict.Ignore.class, judge.botMove(play(oToMove, 0, 0), turn, Mark.O, new Point(2, 2), null));
        refused(judge.botMove(oToMove, turn, Mark.O, new Point(1, 1), null), Refusal.OCCUPIED);
    }

}
