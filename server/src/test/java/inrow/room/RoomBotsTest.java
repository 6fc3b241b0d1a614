package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.bot.Bot;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.protocol.Wire;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Computer seats in a room: the room hands snapshots to a thinker and applies the answers through its own queue.
 * The thinker here is a hand the test controls, so each test decides when and what the "bot" answers.
 */
@Timeout(30)
class RoomBotsTest {
    /** One search the room asked for. */
    record Request(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer) {
        void answer(int x, int y, String comment) {
            answer.accept(new Decision(new Point(x, y), comment));
        }
    }

    private final BlockingQueue<Request> requests = new LinkedBlockingQueue<>();
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final Wire wire = new Wire();

    private Rooms rooms(ScheduledExecutorService timer) {
        BotRunner.Thinker thinker = (bot, game, ms, wanted, answer) ->
            requests.add(new Request(bot, game, ms, wanted, answer));
        return new Rooms(new RoomContext(Runnable::run, wire, new Tokens(), clock::get, thinker, timer),
            RoomLimits.DEFAULT);
    }

    private static FakeConnection join(Room room, String frame) {
        FakeConnection c = new FakeConnection("c");
        room.connect(c);
        room.receive(c, ((Wire.Decoded.Ok) new Wire().decode(frame.replace('\'', '"'))).message());
        return c;
    }

    private static void move(Room room, FakeConnection c, int x, int y) {
        room.receive(c, ((Wire.Decoded.Ok) new Wire().decode(
            "{\"type\":\"move\",\"x\":" + x + ",\"y\":" + y + "}")).message());
    }

    private Request next() throws InterruptedException {
        Request r = requests.poll(5, TimeUnit.SECONDS);
        assertNotNull(r, "the room should have asked its bot to think");
        return r;
    }

    @Test
    void theComputerAnswersAHumanMoveWithACommentAndIsShownThinkingMeanwhile() throws Exception {
        Rooms rooms = rooms(null);
        var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(Level.GREEDY), "Ann",
            300, 0));
        Room room = rooms.find(created.code());
        FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
        JsonNode game = ann.game();
        assertEquals("playing", game.path("status").asText(), "a computer fills its seat at once");
        assertEquals("bot", game.path("players").path("O").path("kind").asText());
        assertEquals("greedy", game.path("players").path("O").path("level").asText());
        assertTrue(game.path("players").path("O").path("connected").asBoolean());
        assertTrue(requests.isEmpty(), "nobody thinks while it is the human's turn");

        move(room, ann, 0, 0);
        assertEquals("O", ann.game().path("thinking").asText());
        Request r = next();
        assertEquals(1, r.game().ply(), "the bot sees the position after the human's move");
        assertEquals(300, r.thinkMillis());
        assertTrue(r.wanted().getAsBoolean());

        r.answer(1, 1, "Taking the centre");
        JsonNode after = ann.game();
        assertEquals(".O.", after.path("board").get(1).asText());
        assertEquals("Taking the centre", after.path("comment").asText());
        assertTrue(after.path("thinking").isNull());
        assertEquals("X", after.path("turn").asText());
        assertFalse(r.wanted().getAsBoolean(), "an answered turn is no longer wanted");
    }

    /** Ann (X) makes the top row while the computer (O) answers on the middle row: she wins on her third move. */
    private JsonNode annBeats(Level level) throws Exception {
        Rooms rooms = rooms(null);
        var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(level), "Ann",
            300, 0));
        Room room = rooms.find(created.code());
        FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
        for (int x = 0; x < 3; x++) {
            move(room, ann, x, 0);
            if (x < 2) {
                assertTrue(ann.game().path("next_level").isNull(), "nothing is offered while the game is on");
                next().answer(x, 1, "Building my line");
            }
        }
        JsonNode game = ann.game();
        assertEquals("over", game.path("status").asText());
        assertEquals("X", game.path("result").path("winner").asText());
        return game;
    }

    @Test
    void beatingALadderLevelOffersTheNextOneAsTheServerSays() throws Exception {
        assertEquals("5", annBeats(Level.LEVEL_4).path("next_level").asText());
        assertEquals("2", annBeats(Level.LEVEL_1).path("next_level").asText());
    }

    @Test
    void noNextLevelAboveTheTopOrForANamedPlayer() throws Exception {
        assertTrue(annBeats(Level.LEVEL_8).path("next_level").isNull(), "level 8 is the top");
        assertTrue(annBeats(Level.GREEDY).path("next_level").isNull(), "the seeds' players are not on the ladder");
    }

    @Test
    void anAnswerForATurnThatIsGoneIsDropped() throws Exception {
        Rooms rooms = rooms(null);
        var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(Level.MASTER), "Ann",
            1000, 0));
        Room room = rooms.find(created.code());
        FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
        move(room, ann, 0, 0);
        Request r = next();
        long version = ann.lastVersion();

        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"resign\"}")).message());
        assertFalse(r.wanted().getAsBoolean(), "the search learns it can stop");
        assertEquals(version + 1, ann.lastVersion());
        r.answer(1, 1, "Too late");
        assertEquals(version + 1, ann.lastVersion(), "nothing was applied after the resignation");
        assertEquals("X..", ann.game().path("board").get(0).asText());
        assertEquals("resign", ann.game().path("result").path("reason").asText());
    }

    /** A room and Ann's connection in it. */
    private record Opened(Room room, FakeConnection ann) {
    }

    /** Tic-tac-toe, Ann (X) against greedy, her B2 played: the computer is asked to think. */
    private Opened annOpensAgainstGreedy() throws Exception {
        Rooms rooms = rooms(null);
        var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(Level.GREEDY), "Ann",
            300, 0));
        Room room = rooms.find(created.code());
        FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
        move(room, ann, 1, 1);
        return new Opened(room, ann);
    }

    /**
     * A takeback against the computer, then the person's move: the computer answers it. With the turn known by its
     * ply alone, the computer took the same ply again for the turn it had answered and never moved (QA, 7 of 7).
     */
    @Test
    void theComputerAnswersTheMoveAfterATakeback() throws Exception {
        Opened opened = annOpensAgainstGreedy();
        Room room = opened.room();
        FakeConnection ann = opened.ann();
        next().answer(0, 0, "In your way");
        assertEquals("In your way", ann.game().path("comment").asText());

        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"takeback\"}")).message());
        JsonNode back = ann.game();
        assertEquals(0, back.path("moves").size(), "the computer grants it: both moves are gone");
        assertTrue(back.path("comment").isMissingNode() || back.path("comment").isNull(),
            "the computer's word on a move that is gone goes too: " + back.path("comment"));

        move(room, ann, 0, 2);
        Request r = next();
        assertEquals(1, r.game().ply(), "the computer searches the new position");
        r.answer(1, 1, "Centre");
        assertEquals(2, ann.game().path("moves").size());
        assertEquals("X", ann.game().path("turn").asText());
    }

    /** A takeback while the computer thinks: its answer, for a position that is gone, is never played. */
    @Test
    void anAnswerForAPositionTakenBackIsDropped() throws Exception {
        Opened opened = annOpensAgainstGreedy();
        Room room = opened.room();
        FakeConnection ann = opened.ann();
        Request stale = next();
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"takeback\"}")).message());
        assertFalse(stale.wanted().getAsBoolean(), "the search learns it can stop");
        move(room, ann, 0, 2);
        Request fresh = next();
        stale.answer(2, 2, "For the old position"); // legal still, and wrong: it answered another position
        assertEquals(1, ann.game().path("moves").size(), "the stale answer changed nothing");
        fresh.answer(1, 1, "Centre");
        assertEquals(2, ann.game().path("moves").size());
        assertEquals("Centre", ann.game().path("comment").asText());
    }

    @Test
    void theComputerAcceptsARematchAtOnceAndMovesFirstWithColoursSwapped() throws Exception {
        Rooms rooms = rooms(null);
        var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.bot(Level.RANDOM), "Ann",
            100, 0));
        Room room = rooms.find(created.code());
        FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"resign\"}")).message());
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"rematch\"}")).message());

        JsonNode game = ann.game();
        assertEquals(2, game.path("round").asInt(), "no need to wait for the computer");
        assertEquals("O", ann.last("welcome").path("seat").asText(), "Ann now plays O");
        assertEquals("bot", game.path("players").path("X").path("kind").asText());
        assertEquals("X", game.path("thinking").asText());
        Request r = next();
        assertEquals(0, r.game().ply());
        r.answer(2, 2, "Corner");
        assertEquals("..X", ann.game().path("board").get(2).asText());
        assertEquals("O", ann.game().path("turn").asText());
    }

    @Test
    void aComputerVersusComputerGamePlaysToItsEnd() throws Exception {
        // The convenience constructor runs real bots inline, so the whole game happens during create().
        Rooms rooms = new Rooms(Runnable::run, wire, new Tokens(), clock::get, RoomLimits.DEFAULT);
        for (Level x : Level.values()) {
            var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.bot(x), SeatSpec.bot(Level.RANDOM),
                null, 50, 500));
            assertEquals(null, created.seat(), "the creator watches");
            assertEquals(null, created.token());
            FakeConnection watcher = join(rooms.find(created.code()), "{'type':'join','role':'spectator'}");
            JsonNode game = watcher.game();
            assertEquals("over", game.path("status").asText(), x + " vs random should have finished");
            assertTrue(game.path("moves").size() >= 5);
            assertTrue(game.path("comment").isTextual(), "every bot move carries a comment");
        }
    }

    @Test
    void aPacedMoveIsNotShownBeforeThePaceHasPassed() throws Exception {
        // The pace runs on the test's clock and timer: a busy machine cannot make it pass early.
        ManualTimer timer = new ManualTimer(clock);
        try {
            Rooms rooms = rooms(timer);
            var created = rooms.create(new RoomSetup(Rules.TICTACTOE, SeatSpec.bot(Level.RANDOM),
                SeatSpec.bot(Level.RANDOM), null, 50, 300));
            Room room = rooms.find(created.code());
            FakeConnection watcher = join(room, "{'type':'join','role':'spectator'}");
            Request first = next();
            first.answer(0, 0, "Here");
            assertEquals(0, watcher.game().path("moves").size(), "the move waits out the pace");
            clock.addAndGet(299);
            timer.runDue();
            assertEquals(0, watcher.game().path("moves").size(), "1 ms before the pace has passed");
            clock.addAndGet(1);
            timer.runDue();
            assertTrue(watcher.await(f -> f.path("type").asText().equals("state") && f.path("game").path("moves").size() == 1, 5000));
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void aHumanMoveNeverWaitsBehindBotSearches() throws Exception {
        // Bot searches that never end fill the bot pool; human games on the room pool go on regardless.
        ExecutorService roomPool = Executors.newFixedThreadPool(2);
        ExecutorService botPool = Executors.newFixedThreadPool(1);
        CountDownLatch never = new CountDownLatch(1);
        BotRunner.Thinker stuck = (bot, game, ms, wanted, answer) -> botPool.execute(() -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            Rooms rooms = new Rooms(new RoomContext(roomPool, wire, new Tokens(), clock::get, stuck, null),
                RoomLimits.DEFAULT);
            for (int i = 0; i < 5; i++) {
                rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.bot(Level.MASTER), SeatSpec.bot(Level.MASTER),
                    null, 10_000, 0));
            }
            var created = rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
            Room room = rooms.find(created.code());
            FakeConnection bob = join(room, "{'type':'join','name':'Bob'}");
            FakeConnection ann = join(room, "{'type':'join','token':'" + created.token() + "'}");
            assertTrue(ann.await(f -> f.path("type").asText().equals("state")
                && f.path("game").path("status").asText().equals("playing"), 5000));
            move(room, ann, 1, 1);
            assertTrue(bob.await(f -> f.path("type").asText().equals("state") && f.path("game").path("moves").size() == 1, 5000));
            move(room, bob, 0, 0);
            assertTrue(ann.await(f -> f.path("type").asText().equals("state") && f.path("game").path("moves").size() == 2, 5000));
        } finally {
            never.countDown();
            roomPool.shutdownNow();
            botPool.shutdownNow();
        }
    }
}
