package inrow.room;

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
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameStatus;
import inrow.protocol.Role;
import inrow.protocol.SeatKind;
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

    private static final Member ANN = Member.seatedAt(0);
    private static final Member BOB = Member.seatedAt(1);
    private static final Member WATCHER = Member.watching();

    private static ClientMessage.Move move(int x, int y, Integer ply) {
        return new ClientMessage.Move(null, x, y, ply);
    }

    private static Verdict.Refuse refused(Verdict v, ErrorCode code) {
        Verdict.Refuse r = assertInstanceOf(Verdict.Refuse.class, v);
        assertEquals(code, r.code(), r.message());
        assertFalse(r.message().isBlank());
        return r;
    }

    @Test
    void everyKindOfClientMessageHasARule() {
        Map<Class<?>, ClientMessage> samples = Map.ofEntries(
            Map.entry(ClientMessage.Join.class, new ClientMessage.Join(null, null, "Zed", Role.PLAYER)),
            Map.entry(ClientMessage.Move.class, move(0, 0, 0)),
            Map.entry(ClientMessage.Resign.class, new ClientMessage.Resign(null)),
            Map.entry(ClientMessage.Rematch.class, new ClientMessage.Rematch(null)),
            Map.entry(ClientMessage.Claim.class, new ClientMessage.Claim(null)),
            Map.entry(ClientMessage.Ping.class, new ClientMessage.Ping(null, null)),
            Map.entry(ClientMessage.Draw.class, new ClientMessage.Draw(null, null)),
            Map.entry(ClientMessage.Takeback.class, new ClientMessage.Takeback(null, null)),
            Map.entry(ClientMessage.Abort.class, new ClientMessage.Abort(null)),
            Map.entry(ClientMessage.Chat.class, new ClientMessage.Chat(null, "hi")),
            Map.entry(ClientMessage.Choose.class, new ClientMessage.Choose(null, inrow.protocol.Take.X)));
        assertEquals(Set.copyOf(Arrays.asList(ClientMessage.class.getPermittedSubclasses())), samples.keySet(),
            "a sample of every message kind");
        samples.values().forEach(m -> judge.decide(table(true), ANN, m)); // none falls through to the throw
    }

    @Test
    void aNewcomerTakesTheOpenSeatAndTheGameStarts() {
        Verdict v = judge.decide(table(false), Member.NEW, new ClientMessage.Join(null, null, " Bob ", null));
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, v);
        assertEquals(new Verdict.Seat(Mark.O), c.then());
        assertEquals(List.of(
                new Change.Seated(CODE, 1, "fresh-token", "Bob", SeatKind.HUMAN, null),
                new Change.Status(CODE, 1, GameStatus.PLAYING, null, null, clock.get())),
            c.changes());
    }

    @Test
    void aSpectatorJoinChangesNothingDurable() {
        Verdict v = judge.decide(table(true), Member.NEW, new ClientMessage.Join(null, null, null, Role.SPECTATOR));
        assertEquals(new Verdict.Answer(new Verdict.Seat(null, "Spectator")), v);
    }

    @Test
    void anUnknownTokenIsRefusedUnlessThisNodeIsBehind() {
        Verdict.Refuse r = refused(judge.decide(table(true), Member.NEW,
            new ClientMessage.Join(null, "forged", null, null)), ErrorCode.BAD_TOKEN);
        assertTrue(r.unlessBehind(), "a token from a step not heard yet must not be refused for good");
    }

    @Test
    void aRenameIsTheOnlyChangeOfARepeatedJoin() {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            judge.decide(table(true), ANN, new ClientMessage.Join(null, null, "Annie", null)));
        assertEquals(List.of(new Change.Renamed(CODE, 0, "Annie")), c.changes());
        assertEquals(new Verdict.Answer(new Verdict.Seat(Mark.X)),
            judge.decide(table(true), ANN, new ClientMessage.Join(null, null, "Ann", null)));
    }

    @Test
    void movesAreJudgedInTheRoomsOrderOfReasons() {
        refused(judge.decide(table(true), WATCHER, move(0, 0, 0)), ErrorCode.NOT_A_PLAYER);
        refused(judge.decide(table(false), ANN, move(0, 0, 0)), ErrorCode.NOT_STARTED);
        refused(judge.decide(table(true), BOB, move(0, 0, 0)), ErrorCode.NOT_YOUR_TURN);
        refused(judge.decide(table(true), BOB, move(0, 0, 3)), ErrorCode.NOT_YOUR_TURN); // turn before staleness
        refused(judge.decide(table(true), ANN, move(0, 0, 3)), ErrorCode.STALE);
        refused(judge.decide(play(table(true), 1, 1), BOB, move(1, 1, 1)), ErrorCode.OCCUPIED);
        refused(judge.decide(play(table(true), 1, 1), BOB, move(3, 0, 1)), ErrorCode.OUT_OF_BOUNDS);
        refused(judge.decide(play(table(true), 1, 1, 0, 0), ANN, move(2, 2, 1)), ErrorCode.STALE);
        refused(judge.decide(play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2), BOB, move(2, 2, 5)),
            ErrorCode.GAME_OVER);
    }

    @Test
    void aMoveForALaterPlyIsRefusedOnlyAfterACatchUp() {
        Verdict.Refuse ahead = refused(judge.decide(table(true), BOB, move(0, 0, 1)), ErrorCode.NOT_YOUR_TURN);
        assertTrue(ahead.unlessBehind(), "the player may have seen a step this node has not");
        Verdict.Refuse now = refused(judge.decide(table(true), BOB, move(0, 0, 0)), ErrorCode.NOT_YOUR_TURN);
        assertFalse(now.unlessBehind());
    }

    @Test
    void aLegalMoveCommitsItAndAWinningOneTheEndingToo() {
        Verdict.Commit first = assertInstanceOf(Verdict.Commit.class, judge.decide(table(true), ANN, move(1, 1, 0)));
        assertEquals(List.of(new Change.Moved(CODE, 1, 0, 1, 1, clock.get(), null, null)), first.changes());
        assertEquals(new Verdict.Show(), first.then());

        Table nearlyWon = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1);
        Verdict.Commit win = assertInstanceOf(Verdict.Commit.class, judge.decide(nearlyWon, ANN, move(0, 2, 4)));
        assertEquals(new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.LINE, clock.get()),
            win.changes().get(1));
    }

    @Test
    void theTableKeepsTheGameTheJudgePlayedInsteadOfPlayingTheMoveAgain() {
        Table t = play(table(true), 1, 1);
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class, judge.decide(t, BOB, move(0, 2, 1)));
        assertSame(t.game(), c.played().from());
        Table kept = Table.evolve(t, c.changes().get(0), c.played());
        assertSame(c.played().to(), kept.game(), "the judge's game, not a second play of the same move");
        assertEquals(Table.evolve(t, c.changes().get(0)).game().moves(), kept.game().moves());
        assertEquals(Table.evolve(t, c.changes().get(0)).game().rows(), kept.game().rows());

        // A play that was not made on this very game, or not of this move, is not trusted: the move is played here.
        Table same = play(table(true), 1, 1); // an equal game, but another object
        Table fresh = Table.evolve(same, c.changes().get(0), c.played());
        assertNotSame(c.played().to(), fresh.game());
        assertEquals(kept.game().moves(), fresh.game().moves());
        Verdict.Played otherMove = new Verdict.Played(t.game(), play(t, 2, 0).game());
        Table checked = Table.evolve(t, c.changes().get(0), otherMove);
        assertEquals(List.of(new Point(1, 1), new Point(0, 2)), checked.game().moves());
    }

    @Test
    void theSameMoveSentAgainIsConfirmedNotPlayedTwice() {
        Table t = play(table(true), 2, 2);
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), judge.decide(t, ANN, move(2, 2, 0)));
        refused(judge.decide(t, ANN, move(1, 1, 0)), ErrorCode.NOT_YOUR_TURN); // a different move is not a resend
    }

    @Test
    void resigningEndsTheGameForTheOtherSide() {
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            judge.decide(table(true), BOB, new ClientMessage.Resign(null)));
        assertEquals(List.of(new Change.Status(CODE, 1, GameStatus.OVER, Mark.X, Result.Reason.RESIGN, clock.get())),
            c.changes());
        refused(judge.decide(table(false), ANN, new ClientMessage.Resign(null)), ErrorCode.NOT_STARTED);
        refused(judge.decide(table(true), WATCHER, new ClientMessage.Resign(null)), ErrorCode.NOT_A_PLAYER);
    }

    @Test
    void aClaimWaitsForTheAbandonmentTime() {
        Table bobGone = table(true).withAwaySince(Arrays.asList(null, clock.get()));
        refused(judge.decide(table(true), ANN, new ClientMessage.Claim(null)), ErrorCode.NOT_CLAIMABLE);
        clock.addAndGet(ABANDON - 1500);
        Verdict.Refuse early = refused(judge.decide(bobGone, ANN, new ClientMessage.Claim(null)),
            ErrorCode.NOT_CLAIMABLE);
        assertTrue(early.message().contains("wait 2 s"), early.message());
        clock.addAndGet(1500);
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            judge.decide(bobGone, ANN, new ClientMessage.Claim(null)));
        assertEquals(Result.Reason.ABANDONED, ((Change.Status) c.changes().get(0)).reason());
    }

    @Test
    void aRematchAskIsNotDurableAndAComputerAlwaysAsks() {
        Table over = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        refused(judge.decide(table(true), ANN, new ClientMessage.Rematch(null)), ErrorCode.NOT_OVER);
        assertEquals(new Verdict.Answer(new Verdict.Ask(Set.of(Mark.O))),
            judge.decide(over, BOB, new ClientMessage.Rematch(null)));

        Table vsComputer = Table.evolve(table(false),
            new Change.Seated(CODE, 1, null, "Master", SeatKind.BOT, "master"));
        Table lost = play(vsComputer, 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        Verdict.Ask ask = (Verdict.Ask) ((Verdict.Answer) judge.decide(lost, ANN, new ClientMessage.Rematch(null)))
            .then();
        assertEquals(Set.of(Mark.X, Mark.O), ask.asks());
    }

    @Test
    void theNextRoundStartsOnceBothAskedAndOnlyOnce() {
        Table over = play(table(true), 0, 0, 1, 0, 0, 1, 1, 1, 0, 2);
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), judge.nextRound(over.withAsks(Set.of(Mark.X), Set.of())));
        Verdict.Commit c = assertInstanceOf(Verdict.Commit.class,
            judge.nextRound(over.withAsks(Set.of(Mark.X), Set.of(Mark.O))));
        assertEquals(List.of(new Change.NewRound(CODE, 2, clock.get()),
            new Change.Status(CODE, 2, GameStatus.PLAYING, null, null, clock.get())), c.changes());
        Table round2 = Table.evolve(Table.evolve(over, c.changes().get(0)), c.changes().get(1));
        assertEquals(new Verdict.Answer(new Verdict.Confirm()), judge.nextRound(round2),
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
        refused(judge.botMove(oToMove, turn, Mark.O, new Point(1, 1), null), ErrorCode.OCCUPIED);
    }

}
