package inrow.room;

import inrow.game.Change;
import inrow.game.StoredGame;
import inrow.engine.Mark;
import inrow.game.GameStatus;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.bot.Level;
import inrow.engine.Rules;
import inrow.room.ClusterKit.Client;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The room side of cluster mode, with two nodes in one test over a {@link MemoryLedger}: steps taken on one node are
 * heard on the other in order, a step another node took first is caught up on and the message answered again, gaps
 * are filled from the ledger, and presence is summed over the nodes. Everything runs on a direct executor; the
 * ledger's deliveries are held and released by hand where a test needs a race or a gap.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomClusterTest {
    private final ClusterKit k = new ClusterKit();

    /** A game of tic-tac-toe created on A and in play: Ann (X) on node A, Bob (O) on node B. */
    private record Duo(String code, Client ann, Client bob) {
    }

    private Duo started() {
        Rooms.Created created = k.ticTacToe();
        Client ann = k.a.withToken(created.code(), "ann", created.token());
        Client bob = k.b.player(created.code(), "bob", "Bob");
        assertEquals("X", ann.seat());
        assertEquals("O", bob.seat());
        assertEquals(inrow.protocol.GameStatus.PLAYING, k.a.room(created.code()).view().status());
        assertEquals(inrow.protocol.GameStatus.PLAYING, k.b.room(created.code()).view().status());
        return new Duo(created.code(), ann, bob);
    }

    // ---- a whole game over two nodes ----

    @Test
    void aFullGameWithXOnOneNodeAndOOnTheOtherLooksTheSameEverywhere() {
        Duo d = started();
        Client sa = k.a.spectator(d.code, "sa");
        Client sb = k.b.spectator(d.code, "sb");

        d.ann.play(0, 0);
        d.bob.play(0, 1);
        d.ann.play(1, 1);
        d.bob.play(0, 2);
        d.ann.play(2, 2);

        List<List<List<Integer>>> expected = List.of(
            List.of(),
            List.of(List.of(0, 0)),
            List.of(List.of(0, 0), List.of(0, 1)),
            List.of(List.of(0, 0), List.of(0, 1), List.of(1, 1)),
            List.of(List.of(0, 0), List.of(0, 1), List.of(1, 1), List.of(0, 2)),
            List.of(List.of(0, 0), List.of(0, 1), List.of(1, 1), List.of(0, 2), List.of(2, 2)));
        for (Client c : List.of(d.ann, d.bob, sa, sb)) {
            assertEquals(expected, boards(c.conn), c + " saw every board once, in order");
            assertIncreasing(c.conn);
            JsonNode game = c.game();
            assertEquals("over", game.path("status").asText(), c.toString());
            assertEquals("X", game.path("result").path("winner").asText(), c.toString());
            assertEquals("line", game.path("result").path("reason").asText(), c.toString());
            assertEquals(List.of(List.of(0, 0), List.of(1, 1), List.of(2, 2)), cells(game.path("result").path("line")));
            assertEquals(List.of("X..", "OX.", "O.X"), rows(game), c.toString());
            assertEquals(2, game.path("spectators").asInt(), "one spectator on each node: " + c);
        }
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()), "both nodes publish one view");

        // One step per change, each taken by the node its player is on (creation, on A, is the first), and the
        // record has them all.
        List<RoomEvent> steps = k.ledger.steps(d.code);
        assertEquals(List.of("A", "B", "A", "B", "A", "B", "A"), steps.stream().map(RoomEvent::node).toList());
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L), steps.stream().map(RoomEvent::seq).toList());
        StoredGame stored = k.store.load(d.code).orElseThrow();
        assertEquals(7, stored.seq());
        assertEquals(5, stored.moves().size());
        assertEquals(GameStatus.OVER, stored.status());
        assertEquals(Mark.X, stored.winner());
    }

    /**
     * An arena player's berserk taken on one node (issue 44) is in the room another node loads from the store
     * afterwards, before the berserker's first move, and counts there as the one berserk allowed.
     */
    @Test
    void aBerserkOnOneNodeIsInTheRoomAnotherNodeLoadsFromTheStore() throws Exception {
        Rooms.Created created = k.a.rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, RoomSetup.DEFAULT_BOTS_PACE_MILLIS, TimeControl.fischer(60, 0), false));
        k.a.withToken(created.code(), "ann", created.token());
        k.a.player(created.code(), "bob", "Bob");
        assertTrue(k.a.room(created.code()).berserk(0).get(1, TimeUnit.SECONDS));
        assertEquals(30_000, k.a.room(created.code()).view().clock().x());
        Room loaded = k.b.room(created.code());
        assertEquals(30_000, loaded.view().clock().x(), "loaded on B from the store");
        assertEquals(60_000, loaded.view().clock().o());
        assertFalse(loaded.berserkable(0), "once, on any node");
        assertTrue(loaded.berserkable(1));
    }

    // ---- the same step wanted on two nodes ----

    @Test
    void theSameMoveSentToBothNodesAtOnceLandsOnceAndTheLoserIsConfirmedAsAResend() {
        Duo d = started();
        Client annB = k.b.withToken(d.code, "ann2", d.ann.token());
        assertEquals("X", annB.seat(), "Ann holds X on both nodes");
        int before = k.ledger.steps(d.code).size();
        int bobMark = d.bob.conn.size();
        int annBMark = annB.conn.size();
        k.ledger.hold();

        d.ann.move(1, 1, 0, "a");
        annB.move(1, 1, 0, "b");

        assertEquals(before + 1, k.ledger.steps(d.code).size(), "exactly one step taken");
        assertEquals(1, moved(d.code), "one move in the log");
        assertTrue(k.ledger.sinceCalls().contains(new MemoryLedger.SinceCall("B", d.code, before, before + 1)),
            "B caught up on the step it lost: " + k.ledger.sinceCalls());
        JsonNode a = d.ann.conn.last("state");
        assertEquals("a", a.path("id").asText());
        assertEquals(List.of(List.of(1, 1)), cells(a.path("game").path("moves")));

        List<JsonNode> toAnnB = annB.conn.since(annBMark);
        assertTrue(toAnnB.stream().noneMatch(f -> "error".equals(f.path("type").asText())), toAnnB.toString());
        JsonNode confirmed = toAnnB.stream().filter(f -> "b".equals(f.path("id").asText())).findFirst()
            .orElseThrow(() -> new AssertionError("no reply echoing b: " + toAnnB));
        assertEquals("state", confirmed.path("type").asText());
        assertEquals(List.of(List.of(1, 1)), cells(confirmed.path("game").path("moves")), "confirms the one move");
        assertEquals(List.of("...", ".X.", "..."), rows(confirmed.path("game")));
        assertEquals("O", confirmed.path("game").path("turn").asText());
        assertEquals(List.of(List.of(List.of(1, 1))), boards(d.bob.conn.since(bobMark)),
            "O on node B sees the one stone, once");

        // The step, heard late on B, changes nothing there.
        int bobAfter = d.bob.conn.size();
        k.ledger.release();
        assertEquals(List.of(), d.bob.conn.since(bobAfter));
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
        assertEquals(1, k.store.load(d.code).orElseThrow().moves().size());
    }

    @Test
    void theSameMoveWhileTheFirstIsStillBeingWrittenIsShownNowhereBeforeItIsDurableAndLandsOnce() {
        Duo d = started();
        Client annB = k.b.withToken(d.code, "ann2", d.ann.token());
        Client sa = k.a.spectator(d.code, "sa");
        int before = k.ledger.steps(d.code).size();
        int annBMark = annB.conn.size();
        k.ledger.holdAppends();

        d.ann.move(1, 1, 0, "a");
        annB.move(1, 1, 0, "b");
        assertEquals(List.of(), annB.conn.since(annBMark), "B's sender waits while B catches up");
        assertTrue(k.ledger.sinceCalls().contains(new MemoryLedger.SinceCall("B", d.code, before, before + 1)));

        // A's step is reserved, B's append was refused and B waits for that step: nobody has seen a stone yet.
        assertEquals(1, k.ledger.inFlight().size());
        for (Client c : List.of(d.ann, annB, d.bob, sa)) {
            assertEquals(0, c.game().path("moves").size(), c + " saw a move before it was durable");
        }
        assertEquals(0, k.store.load(d.code).orElseThrow().moves().size());

        k.ledger.completeAppends();

        assertEquals(before + 1, k.ledger.steps(d.code).size());
        assertEquals(1, moved(d.code));
        assertEquals("a", d.ann.conn.last("state").path("id").asText());
        JsonNode b = annB.conn.ofType("state").stream().filter(f -> "b".equals(f.path("id").asText()))
            .findFirst().orElseThrow(() -> new AssertionError("B's sender not confirmed: " + annB.conn.raw()));
        assertEquals(List.of(List.of(1, 1)), cells(b.path("game").path("moves")));
        assertTrue(annB.conn.ofType("error").isEmpty(), annB.conn.raw().toString());
        for (Client c : List.of(d.ann, annB, d.bob, sa)) {
            assertEquals(List.of(List.of(1, 1)), cells(c.game().path("moves")), c.toString());
        }
    }

    @Test
    void differentCellsAtTheSamePlyOnTwoNodesOneLandsTheOtherIsNotYourTurn() {
        Duo d = started();
        Client annB = k.b.withToken(d.code, "ann2", d.ann.token());
        int annBMark = annB.conn.size();
        k.ledger.hold();

        d.ann.move(0, 0, 0, "a");
        annB.move(2, 2, 0, "b");

        assertEquals(1, moved(d.code));
        JsonNode error = annB.conn.last("error");
        assertEquals("not_your_turn", error.path("code").asText(), annB.conn.since(annBMark).toString());
        assertEquals("b", error.path("id").asText());
        assertEquals(1, annB.conn.ofType("error").size());
        k.ledger.release();
        for (Client c : List.of(d.ann, annB, d.bob)) {
            assertEquals(List.of("X..", "...", "..."), rows(c.game()), c + ": one stone, the first");
        }
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
    }

    @Test
    void aMoveFromANodeThatIsTwoStepsBehindIsStale() {
        Duo d = started();
        Client annB = k.b.withToken(d.code, "ann2", d.ann.token());
        Client bobA = k.a.withToken(d.code, "bob2", d.bob.token());
        k.ledger.hold();

        d.ann.play(0, 0);
        bobA.play(1, 1);
        annB.move(2, 2, 0, "late");

        JsonNode error = annB.conn.last("error");
        assertEquals("stale", error.path("code").asText(), "X's turn again, but not at ply 0");
        assertEquals("late", error.path("id").asText());
        assertEquals(2, moved(d.code));
        assertEquals(List.of(List.of(0, 0), List.of(1, 1)), cells(annB.game().path("moves")),
            "B caught up on both steps before answering");
    }

    @Test
    void aMoveForAPlyTheNodeHasNotHeardOfYetIsJudgedAfterCatchingUp() {
        Duo d = started();
        k.ledger.hold(); // B does not hear Ann's move
        d.ann.play(0, 0);
        int mark = d.bob.conn.size();

        // Bob learned of the move elsewhere (another tab, another node) and answers at ply 1 on B, which is behind.
        d.bob.move(1, 1, 1, "ahead");

        assertEquals(List.of(), d.bob.conn.since(mark).stream().filter(f -> "error".equals(f.path("type").asText()))
            .toList(), "a move valid against the latest state is not refused by a node that lags");
        assertEquals(2, moved(d.code));
        JsonNode confirmed = d.bob.conn.last("state");
        assertEquals("ahead", confirmed.path("id").asText());
        assertEquals(List.of(List.of(0, 0), List.of(1, 1)), cells(confirmed.path("game").path("moves")));
        k.ledger.release();
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
    }

    @Test
    void twoNewcomersRacingForTheLastSeatOneSitsTheOtherWatches() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        k.b.room(code);
        k.ledger.hold();

        Client bob = k.a.player(code, "bob", "Bob");
        Client cy = k.b.player(code, "cy", "Cy");

        assertEquals("O", bob.seat());
        assertTrue(cy.conn.last("welcome").path("seat").isNull(), "Cy watches: " + cy.conn.raw());
        assertTrue(cy.conn.last("welcome").path("token").isNull());
        k.ledger.release();
        long seatedO = k.ledger.steps(code).stream().flatMap(e -> e.changes().stream())
            .filter(ch -> ch instanceof Change.Seated s && s.slot() == 1).count();
        assertEquals(1, seatedO, "one player seated on O");
        for (Room room : List.of(k.a.room(code), k.b.room(code))) {
            assertEquals("Bob", room.view().players().get("O").name());
            assertEquals(1, room.view().spectators(), "Cy counted as a spectator on both nodes");
        }
    }

    // ---- gaps ----

    /** Ann and Bob both on A, a spectator on B; A takes two steps while B's deliveries are held. */
    private record Gap(String code, Client spectator, List<MemoryLedger.Delivery> steps, int mark, long before) {
    }

    private Gap twoStepsHeldBackFromB() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        Client ann = k.a.withToken(code, "ann", created.token());
        Client bob = k.a.player(code, "bob", "Bob");
        Client s = k.b.spectator(code, "s");
        long before = k.ledger.steps(code).size();
        int mark = s.conn.size();
        k.ledger.hold();
        ann.play(0, 0);
        bob.play(1, 1);
        List<MemoryLedger.Delivery> steps = k.ledger.pending(MemoryLedger.Delivery::isStep);
        assertEquals(2, steps.size(), k.ledger.pending().toString());
        assertEquals(List.of(), s.conn.since(mark), "B heard nothing yet");
        return new Gap(code, s, steps, mark, before);
    }

    @Test
    void aNodeThatMissedAStepCatchesUpFromTheLedgerWhenItHearsTheNextOne() {
        Gap g = twoStepsHeldBackFromB();

        k.ledger.drop(g.steps.get(0));
        k.ledger.deliver(g.steps.get(1));

        assertTrue(k.ledger.sinceCalls().contains(new MemoryLedger.SinceCall("B", g.code, g.before, g.before + 2)),
            k.ledger.sinceCalls().toString());
        assertEquals(List.of(List.of(List.of(0, 0)), List.of(List.of(0, 0), List.of(1, 1))),
            boards(g.spectator.conn.since(g.mark)), "both steps shown, in order");
        assertIncreasing(g.spectator.conn);
        assertEquals(json(k.a.room(g.code).view()), json(k.b.room(g.code).view()));
    }

    @Test
    void stepsHeardOutOfOrderAreShownInOrderAndTheLateOneIsIgnored() {
        Gap g = twoStepsHeldBackFromB();

        k.ledger.deliver(g.steps.get(1));
        int mark = g.spectator.conn.size();
        k.ledger.deliver(g.steps.get(0));

        assertEquals(List.of(List.of(List.of(0, 0)), List.of(List.of(0, 0), List.of(1, 1))),
            boards(g.spectator.conn.since(g.mark)));
        assertEquals(mark, g.spectator.conn.size(), "the late step changes nothing");
    }

    @Test
    void aNodeToldTheLatestStepCatchesUpWithoutHearingAnything() {
        Gap g = twoStepsHeldBackFromB();
        g.steps.forEach(k.ledger::drop);

        k.ledger.tellLatest("B", g.code);
        k.ledger.flush();

        assertEquals(List.of(List.of(List.of(0, 0)), List.of(List.of(0, 0), List.of(1, 1))),
            boards(g.spectator.conn.since(g.mark)));
        assertEquals(json(k.a.room(g.code).view()), json(k.b.room(g.code).view()));
    }

    @Test
    void aGapTheLedgerCannotFillStepByStepIsFilledFromTheRecord() {
        Gap g = twoStepsHeldBackFromB();
        k.ledger.fromRecord(true);

        k.ledger.drop(g.steps.get(0));
        k.ledger.deliver(g.steps.get(1));

        List<List<List<Integer>>> seen = boards(g.spectator.conn.since(g.mark));
        assertEquals(List.of(List.of(List.of(0, 0), List.of(1, 1))), seen, "rebuilt at once from the record");
        assertEquals(json(k.a.room(g.code).view()), json(k.b.room(g.code).view()));
    }

    // ---- presence ----

    @Test
    void spectatorsAreSummedAndASeatConnectedOnlyElsewhereIsConnectedUntilThatNodeIsGone() {
        Rooms.Created created = k.ticTacToe();
        String code = created.code();
        Client bob = k.a.player(code, "bob", "Bob");
        Room roomA = k.a.room(code);
        assertFalse(roomA.view().players().get("X").connected(), "Ann is nowhere yet");
        Client ann = k.b.withToken(code, "ann", created.token());
        assertEquals("X", ann.seat());
        Client s1 = k.a.spectator(code, "s1");
        Client s2 = k.a.spectator(code, "s2");
        Client s3 = k.b.spectator(code, "s3");
        crowdShown(); // spectators arriving together are counted on show a second later (Crowd), on either node

        for (Client c : List.of(bob, s1, s2, ann, s3)) {
            JsonNode game = c.game();
            assertEquals(3, game.path("spectators").asInt(), "2 on A + 1 on B, as " + c + " sees it");
            assertTrue(game.path("players").path("X").path("connected").asBoolean(), c.toString());
            assertTrue(game.path("players").path("O").path("connected").asBoolean(), c.toString());
        }
        assertEquals(3, roomA.view().spectators());
        assertEquals(3, k.b.room(code).view().spectators());
        assertNull(roomA.view().players().get("X").awayMs(), "X is on B, so not away on A");

        k.b.room(code).disconnect(s3.conn);
        crowdShown();
        assertEquals(2, s1.game().path("spectators").asInt(), "a spectator leaving B is heard on A");

        long goneAt = k.clock.addAndGet(1000);
        k.ledger.gone("B");

        JsonNode x = s1.game().path("players").path("X");
        assertFalse(x.path("connected").asBoolean(), "B gone: Ann, only there, is away on A: " + x);
        assertEquals(0, x.path("away_ms").asLong(), "away from the moment B was gone");
        assertTrue(s1.game().path("players").path("O").path("connected").asBoolean());
        assertEquals(2, s1.game().path("spectators").asInt());

        // The abandonment clock runs from then: Bob may claim the win once it has run out, not before.
        bob.send("{'type':'claim','id':'early'}");
        assertEquals("not_claimable", bob.conn.last("error").path("code").asText());
        k.clock.set(goneAt + RoomContext.DEFAULT_ABANDON_MILLIS);
        bob.send("{'type':'claim','id':'now'}");
        JsonNode won = bob.conn.last("state");
        assertEquals("now", won.path("id").asText());
        assertEquals("O", won.path("game").path("result").path("winner").asText());
        assertEquals("abandoned", won.path("game").path("result").path("reason").asText());
    }

    @Test
    void aRenameOnOneNodeIsShownOnTheOther() {
        Duo d = started();
        k.b.join(d.code, "ann2", "{'type':'join','token':'" + d.ann.token() + "','name':'Annie'}");
        assertEquals("Annie", k.a.room(d.code).view().players().get("X").name());
        assertEquals("Annie", d.ann.game().path("players").path("X").path("name").asText());
        assertEquals("Annie", k.store.load(d.code).orElseThrow().slots().get(0).name());
    }

    // ---- rematch ----

    private void xWins(Duo d) {
        d.ann.play(0, 0);
        d.bob.play(0, 1);
        d.ann.play(1, 1);
        d.bob.play(0, 2);
        d.ann.play(2, 2);
        assertEquals("over", d.bob.game().path("status").asText());
    }

    @Test
    void rematchAskedOnBothNodesAtOnceStartsOneNewRoundWithColoursSwapped() {
        Duo d = started();
        xWins(d);
        int before = k.ledger.steps(d.code).size();
        k.ledger.hold();

        d.ann.send("{'type':'rematch','id':'ra'}");
        d.bob.send("{'type':'rematch','id':'rb'}");
        assertEquals(List.of("X"), strings(d.ann.conn.last("state").path("game").path("rematch")),
            "A knows only its own ask yet");
        assertEquals("ra", d.ann.conn.last("state").path("id").asText());
        assertEquals("rb", d.bob.conn.last("state").path("id").asText());
        k.ledger.release();

        assertEquals(before + 1, k.ledger.steps(d.code).size(), "one step: the new round");
        assertEquals(1, k.ledger.steps(d.code).stream().flatMap(e -> e.changes().stream())
            .filter(ch -> ch instanceof Change.NewRound).count());
        assertSecondRound(d);
    }

    @Test
    void rematchAskedOnOneNodeThenTheOtherStartsOneNewRound() {
        Duo d = started();
        xWins(d);
        int before = k.ledger.steps(d.code).size();

        d.ann.send("{'type':'rematch','id':'ra'}");
        assertEquals(List.of("X"), strings(d.bob.game().path("rematch")), "B hears A's ask");
        d.bob.send("{'type':'rematch','id':'rb'}");

        assertEquals(before + 1, k.ledger.steps(d.code).size(), "one step: the new round");
        assertSecondRound(d);
    }

    private void assertSecondRound(Duo d) {
        assertEquals("O", d.ann.seat(), "Ann now plays O");
        assertEquals("X", d.bob.seat(), "Bob now plays X");
        assertEquals(d.ann.conn.ofType("welcome").get(0).path("token"), d.ann.conn.last("welcome").path("token"),
            "tokens stay with their players");
        for (Client c : List.of(d.ann, d.bob)) {
            JsonNode game = c.game();
            assertEquals(2, game.path("round").asInt(), c.toString());
            assertEquals("playing", game.path("status").asText(), c.toString());
            assertEquals(0, game.path("moves").size(), c.toString());
            assertEquals("X", game.path("turn").asText());
            assertEquals("Bob", game.path("players").path("X").path("name").asText(), c.toString());
            assertEquals("Ann", game.path("players").path("O").path("name").asText(), c.toString());
            assertEquals(List.of(), strings(game.path("rematch")), c.toString());
        }
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
        // And the new round plays across the nodes.
        d.bob.play(1, 1);
        d.ann.play(0, 0);
        assertEquals(List.of("O..", ".X.", "..."), rows(d.ann.game()));
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
        StoredGame stored = k.store.load(d.code).orElseThrow();
        assertEquals(2, stored.round());
        assertEquals(2, stored.moves().size());
    }

    @Test
    void aNodeThatMissedTheNewRoundCatchesUpStepByStepAndTellsItsPlayerTheNewSeat() {
        Duo d = started();
        Client bobA = k.a.withToken(d.code, "bob2", d.bob.token());
        xWins(d);
        k.ledger.hold();
        d.ann.send("{'type':'rematch'}");
        bobA.send("{'type':'rematch'}");
        assertEquals(2, k.a.room(d.code).view().round(), "both asked on A: round 2 there");
        k.ledger.pending(MemoryLedger.Delivery::isStep).forEach(k.ledger::drop);

        bobA.play(1, 1); // Bob is X now; B hears this step with the new round missing before it
        k.ledger.release();

        assertEquals("X", d.bob.seat(), "Bob's connection on B is told his new colour");
        assertEquals(List.of("...", ".X.", "..."), rows(d.bob.game()));
        assertEquals(2, d.bob.game().path("round").asInt());
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
    }

    @Test
    void aChangeThatCannotBeStoredIsRefusedAsUnavailableAndChangesNothingAnywhere() {
        Duo d = started();
        d.ann.play(0, 0);
        int before = k.ledger.steps(d.code).size();
        int annMark = d.ann.conn.size();
        k.ledger.failAppends(new IllegalStateException("Redis away"));

        d.bob.move(1, 1, 1, "m");

        assertEquals("unavailable", d.bob.conn.last("error").path("code").asText());
        assertEquals("m", d.bob.conn.last("error").path("id").asText());
        assertEquals(before, k.ledger.steps(d.code).size());
        assertEquals(List.of(), d.ann.conn.since(annMark));
        assertEquals(1, d.bob.game().path("moves").size());
        k.ledger.failAppends(null);
        d.bob.play(1, 1);
        assertEquals(2, d.ann.game().path("moves").size());
    }

    // ---- resign against a move ----

    @Test
    void aResignOnANodeBeatsAMoveOnTheOtherWhichIsThenGameOver() {
        Duo d = started();
        d.ann.play(0, 0);
        int before = k.ledger.steps(d.code).size();
        k.ledger.hold();

        d.ann.send("{'type':'resign','id':'r'}");
        d.bob.move(1, 1, 1, "m");

        assertEquals("r", d.ann.conn.last("state").path("id").asText());
        JsonNode error = d.bob.conn.last("error");
        assertEquals("game_over", error.path("code").asText());
        assertEquals("m", error.path("id").asText());
        List<RoomEvent> steps = k.ledger.steps(d.code);
        assertEquals(before + 1, steps.size());
        assertEquals(List.of(Change.Status.class, Change.Scored.class),
            steps.get(before).changes().stream().map(Object::getClass).toList(), "the resignation and its score");
        assertEquals(1, moved(d.code));
        k.ledger.release();
        for (Client c : List.of(d.ann, d.bob)) {
            JsonNode game = c.game();
            assertEquals("over", game.path("status").asText());
            assertEquals("O", game.path("result").path("winner").asText());
            assertEquals("resign", game.path("result").path("reason").asText());
            assertEquals(1, game.path("moves").size(), c + ": the move never landed");
        }
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
    }

    @Test
    void aMoveThatLandsFirstIsFollowedByTheResignFromTheOtherNode() {
        Duo d = started();
        d.ann.play(0, 0);
        int before = k.ledger.steps(d.code).size();
        k.ledger.hold();

        d.bob.move(1, 1, 1, "m");
        d.ann.send("{'type':'resign','id':'r'}");

        assertEquals("m", d.bob.conn.last("state").path("id").asText());
        JsonNode resigned = d.ann.conn.last("state");
        assertEquals("r", resigned.path("id").asText(), "the resign is answered against the new state");
        assertEquals(2, resigned.path("game").path("moves").size(), "after the move it lost the race to");
        assertEquals("over", resigned.path("game").path("status").asText());
        List<RoomEvent> steps = k.ledger.steps(d.code);
        assertEquals(before + 2, steps.size());
        assertEquals(List.of("B", "A"), steps.subList(before, before + 2).stream().map(RoomEvent::node).toList());
        assertTrue(steps.get(before).changes().get(0) instanceof Change.Moved);
        assertTrue(steps.get(before + 1).changes().get(0) instanceof Change.Status);
        k.ledger.release();
        assertEquals("O", d.bob.game().path("result").path("winner").asText());
        assertEquals("resign", d.bob.game().path("result").path("reason").asText());
        assertEquals(json(k.a.room(d.code).view()), json(k.b.room(d.code).view()));
    }

    // ---- computers ----

    @Test
    void aComputerOfARoomHeldOnTwoNodesThinksOnOneNodeOnly() {
        Rooms.Created created;
        try {
            created = k.a.rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(Level.RANDOM),
                "Ann", 10, 0));
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            throw new AssertionError(e);
        }
        String code = created.code();
        Client ann = k.a.withToken(code, "ann", created.token());
        Client s = k.b.spectator(code, "s");
        assertEquals(List.of(), k.requests, "X to move: nobody thinks");

        ann.play(1, 1);

        assertEquals(1, k.requests.size(), "one search for O's move over both nodes: " + k.requests);
        ClusterKit.Request r = k.requests.get(0);
        assertEquals(r.node(), k.ledger.leaseHolder(code));
        r.answer(0, 0);

        List<RoomEvent> steps = k.ledger.steps(code);
        assertEquals(r.node(), steps.get(steps.size() - 1).node(), "the lease holder took the computer's step");
        assertEquals(2, moved(code));
        for (Client c : List.of(ann, s)) {
            assertEquals(List.of(List.of(1, 1), List.of(0, 0)), cells(c.game().path("moves")), c.toString());
            assertEquals("thought on " + r.node(), c.game().path("comment").asText(), "the comment travels too");
        }
        ann.play(2, 2);
        assertEquals(2, k.requests.size());
        assertEquals(r.node(), k.requests.get(1).node(), "the same node keeps thinking");
    }

    // ---- helpers ----

    private long moved(String code) {
        return k.ledger.steps(code).stream().flatMap(e -> e.changes().stream())
            .filter(ch -> ch instanceof Change.Moved).count();
    }

    private JsonNode json(Object view) {
        return k.wire.mapper().valueToTree(view);
    }

    /** The boards (as move lists) of the states in these frames, a repeat of the one before left out. */
    static List<List<List<Integer>>> boards(List<JsonNode> frames) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (JsonNode f : frames) {
            if ("state".equals(f.path("type").asText())) {
                List<List<Integer>> moves = cells(f.path("game").path("moves"));
                if (out.isEmpty() || !out.get(out.size() - 1).equals(moves)) {
                    out.add(moves);
                }
            }
        }
        return out;
    }

    static List<List<List<Integer>>> boards(FakeConnection c) {
        return boards(c.frames());
    }

    /** Every state on one connection has a higher version than the one before (no resends here). */
    static void assertIncreasing(FakeConnection c) {
        List<Long> v = c.versions();
        for (int i = 1; i < v.size(); i++) {
            assertTrue(v.get(i) > v.get(i - 1), c + " versions must grow: " + v);
        }
    }

    static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    static List<List<Integer>> cells(JsonNode array) {
        return RoomGamePlayTest.cells(array);
    }

    static List<String> rows(JsonNode game) {
        return RoomGamePlayTest.rows(game);
    }

    /** Lets a second pass on both nodes' timers, so that spectator counts waiting to be shown are. */
    private void crowdShown() {
        k.clock.addAndGet(Crowd.QUIET_MILLIS);
        k.a.timer.runDue();
        k.b.timer.runDue();
    }
}
