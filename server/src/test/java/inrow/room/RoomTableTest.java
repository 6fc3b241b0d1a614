package inrow.room;

import inrow.game.Table;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import inrow.protocol.Wire;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The game table in a real room, on the test's clock and timer: a clock flagged by the server's own timer with
 * nobody sending anything, chat visibility by role and its limits, offers shown to both players, and the series
 * across a rematch.
 */
@Timeout(10)
class RoomTableTest {
    private final AtomicLong clock = new AtomicLong(RoomKit.START);
    private final ManualTimer timer = new ManualTimer(clock);
    private final Wire wire = new Wire();
    private final Rooms rooms = new Rooms(new RoomContext(Runnable::run, wire, new Tokens(), clock::get,
        (bot, game, think, wanted, answer) -> { }, timer), RoomLimits.DEFAULT);

    /** Ann (X, by token) and Bob (O) in a game with this clock, and a spectator. */
    private RoomKit.Table table(TimeControl control) {
        return RoomKit.startedGomoku(rooms, control);
    }

    @Test
    void aClockRunsOutOnTheServersTimerWithNobodySendingAnything() {
        RoomKit.Table t = table(TimeControl.fischer(10, 0));
        FakeConnection watcher = t.spectator("watcher");
        t.play(t.x, 7, 7);
        t.play(t.o, 8, 8);
        JsonNode c = t.x.game().path("clock");
        assertEquals(10_000, c.path("X").asLong());
        assertEquals("X", c.path("running").asText());

        clock.addAndGet(10_000 + Member.MAX_LAG_REFUND_MS - 1);
        timer.runDue();
        assertEquals("playing", t.x.game().path("status").asText(), "not yet");
        clock.addAndGet(1);
        timer.runDue();
        for (FakeConnection who : List.of(t.x, t.o, watcher)) {
            JsonNode g = who.game();
            assertEquals("over", g.path("status").asText(), who.toString());
            assertEquals("time", g.path("result").path("reason").asText());
            assertEquals("O", g.path("result").path("winner").asText());
            assertEquals(0, g.path("clock").path("X").asLong());
        }
        assertEquals(0, timer.pending(), "no alarm is left for a game that is over");
    }

    @Test
    void aFirstMoveNotMadeInTimeAbortsAGameBetweenFriends() {
        RoomKit.Table t = RoomKit.startedGomoku(rooms, null, true);
        assertEquals(60_000, t.x.game().path("first_move_ms").asLong());
        clock.addAndGet(60_000);
        timer.runDue();
        assertEquals("aborted", t.o.game().path("result").path("reason").asText());
    }

    @Test
    void playersChatBetweenThemselvesAndSpectatorsAmongThemselves() {
        RoomKit.Table t = table(null);
        FakeConnection s1 = t.spectator("s1");
        t.send(s1, "{'type':'join','role':'spectator','name':'Kibitz'}");
        FakeConnection s2 = t.spectator("s2");
        int x0 = t.x.size();
        int o0 = t.o.size();
        int s10 = s1.size();
        int s20 = s2.size();
        t.send(t.x, "{'type':'chat','text':'  good   luck \\u202e '}");
        t.send(s1, "{'type':'chat','text':'<b>X is lost</b>'}");

        JsonNode toBob = only(t.o.since(o0));
        assertEquals("players", toBob.path("room").asText());
        assertEquals("X", toBob.path("from").asText());
        assertEquals("Ann", toBob.path("name").asText());
        assertEquals("good luck", toBob.path("text").asText(), "cleaned like a name");
        assertEquals(RoomKit.START, toBob.path("at").asLong());
        assertEquals(toBob, only(t.x.since(x0)), "the sender sees its own line");

        JsonNode toS2 = only(s2.since(s20));
        assertEquals("spectators", toS2.path("room").asText());
        assertTrue(toS2.path("from").isNull());
        assertEquals("Kibitz", toS2.path("name").asText());
        assertEquals("<b>X is lost</b>", toS2.path("text").asText(), "text, never HTML: the page sets textContent");
        assertEquals(toS2, only(s1.since(s10)));

        // A joiner gets the recent lines it may read after its welcome.
        FakeConnection late = t.spectator("late");
        assertEquals(List.of("welcome", "chat", "state"), types(late));
        FakeConnection annAgain = t.joinWithToken("ann-2", tokenOf(t));
        assertEquals("good luck", annAgain.last("chat").path("text").asText());

        // Once the game is over a player reads both rooms; a spectator still never reads the players' chat.
        t.send(t.o, "{'type':'resign'}");
        FakeConnection after = t.spectator("after");
        List<JsonNode> read = after.frames().stream().filter(f -> f.path("type").asText().equals("chat")).toList();
        assertEquals(1, read.size(), read.toString());
        assertEquals("spectators", read.get(0).path("room").asText());
        FakeConnection annAfter = t.joinWithToken("ann-3", tokenOf(t));
        assertEquals(2, annAfter.frames().stream().filter(f -> f.path("type").asText().equals("chat")).count());
        int s2After = s2.size();
        t.send(annAfter, "{'type':'chat','text':'gg'}"); // the tab that holds Ann's seat now
        assertEquals("players", annAfter.last("chat").path("room").asText(), annAfter.last("chat").toString());
        assertEquals(0, s2.since(s2After).stream().filter(f -> f.path("type").asText().equals("chat")).count(),
            "a player's line after the game is still the players' alone: " + s2.since(s2After));
    }

    @Test
    void chatHasLimitsAndTheyDoNotCloseTheSocket() {
        RoomKit.Table t = table(null);
        t.assertRefused(t.x, "{'type':'chat','text':'" + "a".repeat(141) + "'}", "bad_message");
        // Characters, not UTF-16 units: a line one emoji over is refused, not cut; 140 emoji arrive whole.
        String smile = new String(Character.toChars(0x1F600));
        t.assertRefused(t.x, "{'type':'chat','text':'" + "a".repeat(140) + smile + "'}", "bad_message");
        t.assertRefused(t.x, "{'type':'chat','text':'" + smile.repeat(141) + "'}", "bad_message");
        int before = t.o.size();
        t.send(t.x, "{'type':'chat','text':'" + smile.repeat(140) + "'}");
        assertEquals(smile.repeat(140), only(t.o.since(before)).path("text").asText());
        clock.addAndGet(1_000);
        t.assertRefused(t.x, "{'type':'chat','text':'   '}", "bad_message");
        for (int i = 0; i < 5; i++) {
            t.send(t.o, "{'type':'chat','text':'line " + i + "'}");
        }
        t.assertRefused(t.o, "{'type':'chat','text':'one too many'}", "rate_limited");
        clock.addAndGet(1_000);
        int mark = t.x.size();
        t.send(t.o, "{'type':'chat','text':'a second later'}");
        assertEquals("a second later", only(t.x.since(mark)).path("text").asText());
        assertEquals(List.of(), t.o.closes(), "a chat flood is refused line by line, not by closing");
    }

    @Test
    void offersAndTheSeriesAreShownToEveryone() {
        RoomKit.Table t = table(null);
        FakeConnection watcher = t.spectator("watcher");
        t.play(t.x, 7, 7);
        t.assertRefused(t.x, "{'type':'draw'}", "not_allowed"); // only once both sides have moved: abort till then
        t.play(t.o, 8, 8);
        t.send(t.x, "{'type':'draw'}");
        assertEquals("X", watcher.game().path("offers").path("draw").asText());
        t.send(t.o, "{'type':'draw'}");
        assertEquals("agreement", watcher.game().path("result").path("reason").asText());
        t.send(t.x, "{'type':'rematch'}");
        t.send(t.o, "{'type':'rematch'}");
        JsonNode series = watcher.game().path("series");
        assertEquals(1, series.size());
        assertEquals(1, series.get(0).path("round").asInt());
        assertTrue(series.get(0).path("winner").isNull());
        assertEquals("agreement", series.get(0).path("reason").asText());
        assertEquals(2, watcher.game().path("round").asInt());
    }

    /** On tic-tac-toe's nine points the wait is two moves: ten meant "Draw from move 13" in a game of nine. */
    @Test
    void aSmallBoardsWaitBetweenDrawOffersFitsItsGame() {
        assertEquals(2, Table.drawOfferGap(inrow.engine.Rules.TICTACTOE));
        assertEquals(5, Table.drawOfferGap(inrow.engine.Rules.CONNECT4));
        assertEquals(Table.DRAW_OFFER_GAP, Table.drawOfferGap(inrow.engine.Rules.GOMOKU));
        RoomKit.Table t = new RoomKit().started();
        t.play(t.x, 1, 1);
        t.play(t.o, 0, 0);
        t.send(t.x, "{'type':'draw'}"); // at ply 2
        t.send(t.o, "{'type':'draw','accept':false}");
        assertEquals(4, t.view().path("offers").path("draw_from").path("X").asInt(), t.view().path("offers").toString());
        t.play(t.x, 2, 0);
        t.assertRefused(t.x, "{'type':'draw'}", "not_allowed");
        t.play(t.o, 0, 2); // ply 4: X may offer again, and does
        t.send(t.x, "{'type':'draw'}");
        assertEquals("X", t.view().path("offers").path("draw").asText(), t.view().path("offers").toString());
    }

    @Test
    void aPlayerOffersADrawAgainOnlyAFewMovesAfterTheLast() {
        RoomKit.Table t = table(null);
        FakeConnection watcher = t.spectator("watcher");
        t.play(t.x, 7, 7);
        t.play(t.o, 8, 8);
        t.send(t.x, "{'type':'draw'}"); // at ply 2
        t.send(t.o, "{'type':'draw','accept':false}");
        int from = 2 + Table.DRAW_OFFER_GAP; // gomoku's 225 points: the whole wait
        assertEquals(from, watcher.game().path("offers").path("draw_from").path("X").asInt(),
            "everyone is shown from when Ann may offer again: " + watcher.game().path("offers"));
        assertTrue(watcher.game().path("offers").path("draw_from").path("O").isMissingNode(), "Bob never offered");

        JsonNode no = t.assertRefused(t.x, "{'type':'draw'}", "not_allowed");
        assertTrue(no.path("message").asText().contains("from move " + (from + 1)), no.toString());
        // Bob's own offer is not held back by Ann's, and Ann's offer lapses as before when he moves instead.
        t.send(t.o, "{'type':'draw'}");
        assertEquals("O", watcher.game().path("offers").path("draw").asText());
        t.send(t.x, "{'type':'draw','accept':false}");

        int x = 0;
        while (t.view().path("moves").size() < from) {
            boolean xToMove = t.view().path("moves").size() % 2 == 0;
            t.play(xToMove ? t.x : t.o, x++, xToMove ? 0 : 14); // far apart: nobody makes five
            if (t.view().path("moves").size() < from) {
                t.assertRefused(t.x, "{'type':'draw'}", "not_allowed");
            }
        }
        assertTrue(watcher.game().path("offers").path("draw_from").path("X").isMissingNode(),
            "no wait shown once it is over: " + watcher.game().path("offers"));
        t.send(t.x, "{'type':'draw'}");
        assertEquals("X", watcher.game().path("offers").path("draw").asText(), "offered again, ten moves later");
    }

    /** Granted after the other had moved, a standing request would have undone the granter's own move too. */
    @Test
    void aTakebackRequestLapsesWithTheNextMove() {
        RoomKit.Table t = table(null);
        FakeConnection watcher = t.spectator("watcher");
        t.play(t.x, 7, 7);
        t.send(t.x, "{'type':'takeback'}");
        assertEquals("X", watcher.game().path("offers").path("takeback").asText());
        t.play(t.o, 8, 8);
        assertTrue(watcher.game().path("offers").path("takeback").isNull(), "Bob moved instead of answering");
        t.assertRefused(t.o, "{'type':'takeback','accept':false}", "no_offer");
        assertEquals(2, watcher.game().path("moves").size(), "both moves stand");
    }

    @Test
    void aComputerAnswersADrawOfferByItsOwnJudgement() {
        RoomKit kit = new RoomKit(); // its computers think inline, on the test's thread
        RoomKit.Table vsMaster = kit.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(inrow.bot.Level.MASTER),
            "Ann");
        FakeConnection ann = vsMaster.joinWithToken("ann", vsMaster.created.token());
        vsMaster.move(ann, 1, 1, 0); // the master answers at once; a perfect game of tic-tac-toe is a draw
        assertEquals(2, ann.game().path("moves").size());
        vsMaster.send(ann, "{'type':'draw'}");
        assertEquals("agreement", ann.game().path("result").path("reason").asText(),
            "the master finds no win for itself and accepts");

        RoomKit.Table vsRandom = kit.create(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(inrow.bot.Level.RANDOM),
            "Ann");
        FakeConnection ann2 = vsRandom.joinWithToken("ann2", vsRandom.created.token());
        vsRandom.move(ann2, 7, 7, 0);
        assertEquals(2, ann2.game().path("moves").size());
        vsRandom.send(ann2, "{'type':'draw'}");
        assertEquals("playing", ann2.game().path("status").asText(), "a simple computer plays on");
        assertTrue(ann2.game().path("offers").path("draw").isNull(), "it declined: the offer is gone");
    }

    private static String tokenOf(RoomKit.Table t) {
        return t.created.token();
    }

    private static JsonNode only(List<JsonNode> frames) {
        assertEquals(1, frames.size(), frames.toString());
        return frames.get(0);
    }

    private static List<String> types(FakeConnection c) {
        return c.frames().stream().map(f -> f.path("type").asText()).toList();
    }
}
