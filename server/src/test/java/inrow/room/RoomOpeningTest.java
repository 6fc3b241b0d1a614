package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Timekeeper;
import inrow.game.Change;
import inrow.game.Verdict;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.bot.Bot;
import inrow.bot.ColourChoice;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.OpeningRule;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Swap and swap2 openings in a room, through real rooms over an in-memory store: who may place and choose when,
 * the seat exchange (new welcomes, the same tokens), the errors, takebacks, draws and aborts during the opening,
 * the clocks, rematches (the opener alternates), a restart from the store, and computers as opener and chooser
 * (the thinker here is the test's hand: it answers what the test scripted).
 */
@Timeout(30)
class RoomOpeningTest {
    private final AtomicLong clock = new AtomicLong(RoomKit.START);
    private final Wire wire = new Wire();
    private final MemoryStore store = new MemoryStore();
    /** What the "computer" answers, in order, when asked. */
    private final Deque<List<Point>> stones = new ArrayDeque<>();
    private final Deque<ColourChoice> choices = new ArrayDeque<>();
    private final List<String> asked = new ArrayList<>();

    private final BotRunner.Thinker thinker = new BotRunner.Thinker() {
        @Override
        public void think(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer) {
            asked.add("move " + game.ply());
            for (int y = 0; y < 15; y++) {
                for (int x = 0; x < 15; x++) {
                    if (game.isLegal(x, y)) {
                        answer.accept(new Decision(new Point(x, y), null));
                        return;
                    }
                }
            }
        }

        @Override
        public void placeOpening(Bot bot, Game game, int count, RandomGenerator random, Consumer<List<Point>> answer) {
            asked.add("place " + count);
            answer.accept(stones.pop());
        }

        @Override
        public void chooseColour(Bot bot, Game game, boolean moreOffered, long thinkMillis, BooleanSupplier wanted,
                                 Consumer<ColourChoice> answer) {
            asked.add("choose " + (moreOffered ? "or more" : "a colour"));
            answer.accept(choices.pop());
        }
    };

    private Rooms rooms() {
        return new Rooms(new RoomContext(Runnable::run, wire, new Tokens(), clock::get, thinker, null, store,
            RoomContext.DEFAULT_ABANDON_MILLIS), RoomLimits.DEFAULT);
    }

    /** A room and its two people: Ann created it at X (the opener), Bob took O. */
    private final class Game2 {
        final Rooms rooms;
        final Room room;
        final Rooms.Created created;
        FakeConnection ann;
        FakeConnection bob;
        String bobToken;
        private int ids;

        Game2(Rooms rooms, RoomSetup setup) {
            this.rooms = rooms;
            this.created = create(rooms, setup);
            this.room = rooms.find(created.code());
        }

        Game2 people() {
            ann = join("ann", "{'type':'join','token':'" + created.token() + "'}");
            bob = join("bob", "{'type':'join','name':'Bob'}");
            bobToken = bob.last("welcome").path("token").asText();
            return this;
        }

        FakeConnection join(String label, String frame) {
            FakeConnection c = new FakeConnection(label);
            room.connect(c);
            send(c, frame);
            return c;
        }

        void send(FakeConnection c, String frame) {
            room.receive(c, ((Wire.Decoded.Ok) wire.decode(frame.replace('\'', '"'))).message());
        }

        /** Sends and expects the one state that answers it. */
        JsonNode ok(FakeConnection c, String frame) {
            int mark = c.size();
            String id = "r" + ++ids;
            send(c, frame.substring(0, frame.length() - 1) + ",'id':'" + id + "'}");
            List<JsonNode> replies = c.since(mark);
            JsonNode state = replies.stream().filter(f -> f.path("type").asText().equals("state")).findFirst()
                .orElseThrow(() -> new AssertionError(c + " sent " + frame + ", got " + replies));
            assertEquals(id, state.path("id").asText(), c + " sent " + frame + ": " + replies);
            return state.get("game");
        }

        JsonNode place(FakeConnection c, int x, int y) {
            return ok(c, "{'type':'move','x':" + x + ",'y':" + y + "}");
        }

        JsonNode choose(FakeConnection c, String take) {
            return ok(c, "{'type':'choose','take':'" + take + "'}");
        }

        void refused(FakeConnection c, String frame, ErrorCode code) {
            int mark = c.size();
            JsonNode before = view();
            send(c, frame);
            List<JsonNode> replies = c.since(mark);
            assertEquals(1, replies.size(), frame + ": " + replies);
            assertEquals("error", replies.get(0).path("type").asText(), frame + ": " + replies);
            assertEquals(code.code(), replies.get(0).path("code").asText(), frame + ": " + replies);
            assertEquals(before, view(), "nothing changes on a refused " + frame);
        }

        JsonNode view() {
            return wire.mapper().valueToTree(room.view());
        }
    }

    private static Rooms.Created create(Rooms rooms, RoomSetup setup) {
        try {
            return rooms.create(setup);
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            throw new AssertionError(e);
        }
    }

    private Game2 game(Rules rules, OpeningRule rule) {
        return new Game2(rooms(), RoomSetup.humans(rules, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann").withOpening(rule))
            .people();
    }

    private static void opening(JsonNode game, String rule, String phase, String actor) {
        JsonNode o = game.path("opening");
        assertEquals(rule, o.path("rule").asText(), game.toString());
        assertEquals(phase, o.path("phase").asText(), game.toString());
        assertEquals(actor, o.path("actor").isNull() ? null : o.path("actor").asText(), game.toString());
    }

    /** The opener's three stones: black, white, black around the centre. */
    private static void firstThree(Game2 g) {
        opening(g.view(), "swap2".equals(g.view().path("opening").path("rule").asText()) ? "swap2" : "swap",
            "place", "X");
        g.place(g.ann, 7, 7);
        opening(g.view(), g.view().path("opening").path("rule").asText(), "place", "X");
        g.place(g.ann, 8, 7);
        g.place(g.ann, 7, 8);
    }

    @Test
    void swapTheChooserTakesWhiteAndMovesNextWithoutASeatChange() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP);
        assertEquals("X", g.view().path("turn").asText(), "the first stone is black");
        firstThree(g);
        JsonNode game = g.view();
        opening(game, "swap", "choose", "O");
        assertFalse(game.path("opening").path("more").asBoolean(), "swap offers no more stones");
        assertEquals("XO", game.path("board").get(7).asText().substring(7, 9), "black, white as placed");
        assertEquals("X", game.path("board").get(8).asText().substring(7, 8), "and black");
        int annWelcomes = g.ann.ofType("welcome").size();
        game = g.choose(g.bob, "O");
        opening(game, "swap", "done", null);
        assertEquals(annWelcomes, g.ann.ofType("welcome").size(), "no seat changed: no new welcome");
        assertEquals("O", game.path("turn").asText());
        g.refused(g.ann, "{'type':'move','x':0,'y':0}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.bob, 9, 9);
        g.place(g.ann, 6, 6);
    }

    @Test
    void swapTheChooserTakesBlackAndTheSeatsFollowTheColourWithTheSameTokens() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP);
        firstThree(g);
        int annMark = g.ann.size();
        int bobMark = g.bob.size();
        JsonNode game = g.choose(g.bob, "X");
        opening(game, "swap", "done", null);
        JsonNode annWelcome = g.ann.since(annMark).get(0);
        JsonNode bobWelcome = g.bob.since(bobMark).get(0);
        assertEquals("welcome", annWelcome.path("type").asText(), "a new welcome comes before the state");
        assertEquals("O", annWelcome.path("seat").asText(), "the opener now plays white");
        assertEquals(g.created.token(), annWelcome.path("token").asText(), "tokens stay the same");
        assertEquals("X", bobWelcome.path("seat").asText(), "the chooser now plays black");
        assertEquals(g.bobToken, bobWelcome.path("token").asText());
        assertEquals("Bob", game.path("players").path("X").path("name").asText());
        assertEquals("Ann", game.path("players").path("O").path("name").asText());
        assertEquals("O", game.path("turn").asText(), "white moves next: Ann");
        g.refused(g.bob, "{'type':'move','x':0,'y':0}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.ann, 9, 9);
        g.place(g.bob, 6, 6);
        // A token still proves its seat, now the other colour.
        FakeConnection annAgain = g.join("ann2", "{'type':'join','token':'" + g.created.token() + "'}");
        assertEquals("O", annAgain.last("welcome").path("seat").asText());
    }

    @Test
    void swapOffersNoMoreStonesAndRefusesMessagesOutOfTurnOrPhase() {
        Game2 g = game(Rules.RENJU, OpeningRule.SWAP);
        g.refused(g.bob, "{'type':'move','x':7,'y':7}", ErrorCode.NOT_YOUR_TURN);
        g.refused(g.ann, "{'type':'choose','take':'X'}", ErrorCode.NOT_ALLOWED);
        g.refused(g.bob, "{'type':'choose','take':'X'}", ErrorCode.NOT_ALLOWED);
        g.place(g.ann, 7, 7);
        g.refused(g.bob, "{'type':'move','x':8,'y':7}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.ann, 8, 7);
        g.place(g.ann, 7, 8);
        g.refused(g.bob, "{'type':'choose','take':'more'}", ErrorCode.NOT_ALLOWED);
        g.refused(g.ann, "{'type':'choose','take':'O'}", ErrorCode.NOT_YOUR_TURN);
        g.refused(g.bob, "{'type':'move','x':9,'y':9}", ErrorCode.NOT_ALLOWED);
        g.refused(g.ann, "{'type':'move','x':9,'y':9}", ErrorCode.NOT_YOUR_TURN);
        FakeConnection cy = g.join("cy", "{'type':'join','role':'spectator'}");
        g.refused(cy, "{'type':'choose','take':'X'}", ErrorCode.NOT_A_PLAYER);
        g.choose(g.bob, "O");
        g.refused(g.bob, "{'type':'choose','take':'X'}", ErrorCode.NOT_ALLOWED);
    }

    @Test
    void swap2MoreThenTwoStonesThenTheOpenerChooses() {
        Game2 g = game(Rules.RENJU, OpeningRule.SWAP2);
        firstThree(g);
        JsonNode game = g.view();
        opening(game, "swap2", "choose", "O");
        assertTrue(game.path("opening").path("more").asBoolean(), "swap2's first choice offers more stones");
        game = g.choose(g.bob, "more");
        opening(game, "swap2", "place", "O");
        assertEquals("O", game.path("turn").asText(), "the fourth stone is white");
        g.refused(g.ann, "{'type':'move','x':9,'y':9}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.bob, 8, 8);
        opening(g.view(), "swap2", "place", "O");
        assertEquals("X", g.view().path("turn").asText(), "the fifth stone is black, placed by Bob");
        g.place(g.bob, 6, 8);
        game = g.view();
        opening(game, "swap2", "choose", "X");
        assertFalse(game.path("opening").path("more").asBoolean(), "the second choice is a colour");
        g.refused(g.ann, "{'type':'choose','take':'more'}", ErrorCode.NOT_ALLOWED);
        g.refused(g.bob, "{'type':'choose','take':'X'}", ErrorCode.NOT_YOUR_TURN);
        int annMark = g.ann.size();
        game = g.choose(g.ann, "O");
        opening(game, "swap2", "done", null);
        assertEquals("O", g.ann.since(annMark).get(0).path("seat").asText(), "Ann took white: she is O now");
        assertEquals("X", g.bob.last("welcome").path("seat").asText());
        assertEquals("O", game.path("turn").asText(), "white moves next, the sixth stone");
        g.place(g.ann, 9, 9);
        g.place(g.bob, 5, 9);
        assertEquals(7, g.view().path("moves").size());
    }

    @Test
    void swap2OpenerTakesBlackKeepsHerSeat() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP2);
        firstThree(g);
        g.choose(g.bob, "more");
        g.place(g.bob, 8, 8);
        g.place(g.bob, 6, 8);
        int annWelcomes = g.ann.ofType("welcome").size();
        JsonNode game = g.choose(g.ann, "X");
        assertEquals(annWelcomes, g.ann.ofType("welcome").size());
        assertEquals("O", game.path("turn").asText());
        g.refused(g.ann, "{'type':'move','x':0,'y':0}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.bob, 9, 9);
    }

    @Test
    void takebacksAndDrawsWaitForTheColoursAndAnAbortWorksDuringTheOpening() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP2);
        g.place(g.ann, 7, 7);
        g.refused(g.ann, "{'type':'takeback'}", ErrorCode.NOT_ALLOWED);
        g.refused(g.bob, "{'type':'draw'}", ErrorCode.NOT_ALLOWED);
        firstTwoMore(g);
        g.choose(g.bob, "O");
        g.refused(g.bob, "{'type':'takeback'}", ErrorCode.NOT_ALLOWED); // white's stone at ply 1 was the opener's
        g.place(g.bob, 9, 9);
        g.ok(g.bob, "{'type':'takeback'}"); // asks: his own move may go back, the opening's stones stay
        g.ok(g.ann, "{'type':'takeback'}");
        assertEquals(3, g.view().path("moves").size());
        assertEquals("done", g.view().path("opening").path("phase").asText());
        JsonNode game = g.ok(g.ann, "{'type':'abort'}");
        assertEquals("aborted", game.path("result").path("reason").asText(),
            "an abort works until both sides have made their first move after the opening");
    }

    private static void firstTwoMore(Game2 g) {
        g.place(g.ann, 8, 7);
        g.place(g.ann, 7, 8);
    }

    @Test
    void anAbortDuringThePlacingCallsTheGameOff() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP);
        g.place(g.ann, 7, 7);
        g.place(g.ann, 8, 7);
        JsonNode game = g.ok(g.bob, "{'type':'abort'}");
        assertEquals("over", game.path("status").asText());
        assertEquals("aborted", game.path("result").path("reason").asText());
    }

    @Test
    void theClocksStartOnlyAfterBothSidesFirstMovesOnceColoursAreSettled() {
        Game2 g = new Game2(rooms(), new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann", 1000, 0,
            TimeControl.fischer(60, 0), true).withOpening(OpeningRule.SWAP)).people();
        for (int[] p : new int[][] {{7, 7}, {8, 7}, {7, 8}}) {
            clock.addAndGet(10_000);
            JsonNode game = g.place(g.ann, p[0], p[1]);
            assertTrue(game.path("clock").path("running").isNull(), "no clock runs in the opening");
            assertEquals(60_000, game.path("clock").path("X").asLong(), "nobody is charged in the opening");
            assertTrue(game.path("first_move_ms").asLong() > 0, "each opening step has the first-move allowance");
        }
        clock.addAndGet(10_000);
        JsonNode game = g.choose(g.bob, "X"); // Bob is black now; Ann (white) moves next
        assertTrue(game.path("clock").path("running").isNull());
        clock.addAndGet(5_000);
        g.place(g.ann, 9, 9);
        clock.addAndGet(5_000);
        game = g.place(g.bob, 6, 6);
        assertEquals("O", game.path("clock").path("running").asText(), "from now on the clocks run");
        assertEquals(60_000, game.path("clock").path("X").asLong());
        assertEquals(60_000, game.path("clock").path("O").asLong());
        clock.addAndGet(2_000);
        game = g.place(g.ann, 10, 10);
        assertEquals(58_000, game.path("clock").path("O").asLong(), "Ann, now white, is charged on O's clock");
    }

    @Test
    void anOpeningStepNotTakenInTimeCallsAGameBetweenFriendsOff() {
        Game2 g = new Game2(rooms(), RoomSetup.humans(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann")
            .withOpening(OpeningRule.SWAP).unlisted(true)).people();
        firstThree(g);
        clock.addAndGet(Timekeeper.UNTIMED_FIRST_MOVE_MS + 1);
        Judge judge = new Judge(() -> "t", clock::get, RoomContext.DEFAULT_ABANDON_MILLIS);
        Table t = Table.rebuild(store.load(g.created.code()).orElseThrow(), RoomKit.START);
        Verdict v = judge.tick(t, Whereabouts.NONE);
        Verdict.Commit commit = (Verdict.Commit) v;
        Change.Status st = (Change.Status) commit.changes().get(0);
        assertEquals(inrow.engine.Result.Reason.ABORTED, st.reason(), "a chooser who never chooses: aborted");
    }

    /** Listed, the chooser who never chooses loses the seat instead (issue 38), and the opener waits on. */
    @Test
    void anOpeningStepNotTakenInTimeInAListedGameReopensTheSeat() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP);
        firstThree(g);
        clock.addAndGet(Timekeeper.LISTED_FIRST_MOVE_MS + 1);
        Judge judge = new Judge(() -> "t", clock::get, RoomContext.DEFAULT_ABANDON_MILLIS);
        Table t = Table.rebuild(store.load(g.created.code()).orElseThrow(), RoomKit.START);
        Verdict.Commit commit = (Verdict.Commit) judge.tick(t, Whereabouts.NONE);
        Change.Unseated gone = (Change.Unseated) commit.changes().get(0);
        assertEquals(t.slot(t.toAct()), gone.slot(), "the chooser's seat");
        Table after = Table.fold(t, commit.changes());
        assertEquals(inrow.game.GameStatus.WAITING, after.status());
        assertEquals(0, after.game().ply(), "the opening starts over");
        assertEquals("Ann", after.player(inrow.engine.Mark.X).name());
    }

    @Test
    void aRematchKeepsTheRulesAndTheOpeningAndTheOtherPersonOpens() {
        Game2 g = game(Rules.RENJU, OpeningRule.SWAP2);
        firstThree(g);
        g.choose(g.bob, "X"); // Bob is black, Ann white
        g.ok(g.bob, "{'type':'resign'}");
        g.ok(g.ann, "{'type':'rematch'}");
        int annMark = g.ann.size();
        JsonNode game = g.ok(g.bob, "{'type':'rematch'}");
        assertEquals(2, game.path("round").asInt());
        assertTrue(game.path("rules").path("renju").asBoolean(), "the rules are kept");
        opening(game, "swap2", "place", "X");
        assertEquals("Bob", game.path("players").path("X").path("name").asText(), "Bob opens round 2");
        assertEquals("O", g.ann.since(annMark).get(0).path("seat").asText());
        assertEquals(0, game.path("moves").size());
        g.refused(g.ann, "{'type':'move','x':7,'y':7}", ErrorCode.NOT_YOUR_TURN);
        g.place(g.bob, 7, 7);
        g.place(g.bob, 8, 7);
        g.place(g.bob, 7, 8);
        opening(g.view(), "swap2", "choose", "O");
        g.choose(g.ann, "O");
        assertEquals("O", g.ann.last("welcome").path("seat").asText(), "Ann chose white, which is where she sat");
        g.ok(g.ann, "{'type':'resign'}");
        g.ok(g.ann, "{'type':'rematch'}");
        game = g.ok(g.bob, "{'type':'rematch'}");
        assertEquals("Ann", game.path("players").path("X").path("name").asText(), "and Ann opens round 3");
        opening(game, "swap2", "place", "X");
        // Ann won round 1 (as white, after Bob took black), Bob round 2: the series names each winner by the seat
        // held when the round began, so the round's parity still tells the people apart.
        assertEquals("[{\"round\":1,\"winner\":\"X\",\"reason\":\"resign\"},"
            + "{\"round\":2,\"winner\":\"X\",\"reason\":\"resign\"}]", game.path("series").toString());
        assertEquals(game.path("series"), restarted(g).path("series"), "the same series after a restart");
    }

    @Test
    void everyOpeningStepSurvivesARestartAndReplaysTheSame() {
        Game2 g = game(Rules.RENJU, OpeningRule.SWAP2);
        firstThree(g);
        g.choose(g.bob, "more");
        g.place(g.bob, 8, 8);
        JsonNode mid = restarted(g);
        assertEquals(g.view().path("board"), mid.path("board"));
        opening(mid, "swap2", "place", "O");
        g.place(g.bob, 6, 8);
        g.choose(g.ann, "O");
        JsonNode live = g.view();
        JsonNode after = restarted(g);
        for (String field : List.of("board", "moves", "turn", "status", "players", "opening", "round")) {
            assertEquals(live.path(field).toString().replace("\"connected\":true", "\"connected\":false"),
                after.path(field).toString().replaceAll(",\"away_ms\":\\d+", ""), field + " after a restart");
        }
        assertEquals("Bob", after.path("players").path("X").path("name").asText(), "the exchange is durable");
    }

    @Test
    void theExchangeSurvivesARestartAndTheTokensStillProveTheirSeats() {
        Game2 g = game(Rules.GOMOKU, OpeningRule.SWAP);
        firstThree(g);
        g.choose(g.bob, "X");
        g.place(g.ann, 9, 9);
        Rooms again = rooms();
        Room room = again.find(g.created.code());
        assertNotNull(room);
        FakeConnection ann = new FakeConnection("ann-again");
        room.connect(ann);
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"join\",\"token\":\"" + g.created.token()
            + "\"}")).message());
        assertEquals("O", ann.last("welcome").path("seat").asText());
        FakeConnection bob = new FakeConnection("bob-again");
        room.connect(bob);
        room.receive(bob, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"join\",\"token\":\"" + g.bobToken
            + "\"}")).message());
        assertEquals("X", bob.last("welcome").path("seat").asText());
        room.receive(bob, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"move\",\"x\":5,\"y\":5}")).message());
        assertEquals(5, bob.game().path("moves").size(), "black (Bob) moves after white, as before the restart");
    }

    /** The room as a fresh server loads it from the store. */
    private JsonNode restarted(Game2 g) {
        Room room = rooms().find(g.created.code());
        assertNotNull(room);
        return wire.mapper().valueToTree(room.view());
    }

    @Test
    void aComputerOpenerPlacesItsStonesOneByOneAndThePersonChooses() {
        stones.push(List.of(new Point(7, 7), new Point(8, 8), new Point(6, 8)));
        Rooms rooms = rooms();
        Rooms.Created created = create(rooms, RoomSetup.humans(Rules.GOMOKU, SeatSpec.bot(Level.GREEDY),
            SeatSpec.CREATOR, "Ann").withOpening(OpeningRule.SWAP2));
        Room room = rooms.find(created.code());
        FakeConnection ann = new FakeConnection("ann");
        room.connect(ann);
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"join\",\"token\":\"" + created.token()
            + "\"}")).message());
        JsonNode game = wire.mapper().valueToTree(room.view());
        assertEquals(3, game.path("moves").size(), "the computer placed its three stones: " + game);
        assertEquals(List.of("place 3"), asked, "asked once for all three");
        assertEquals("X", game.path("board").get(7).asText().substring(7, 8));
        assertEquals("O", game.path("board").get(8).asText().substring(8, 9));
        assertEquals("X", game.path("board").get(8).asText().substring(6, 7));
        opening(game, "swap2", "choose", "O");
        long steps = store.committed().stream()
            .filter(l -> l.stream().anyMatch(c -> c instanceof Change.Moved m && m.code().equals(created.code())))
            .filter(l -> l.size() == 1).count();
        assertEquals(3, steps, "each stone is its own step, committed like any move");
        room.receive(ann, ((Wire.Decoded.Ok) wire.decode("{\"type\":\"choose\",\"take\":\"X\"}")).message());
        game = wire.mapper().valueToTree(room.view());
        assertEquals("X", ann.last("welcome").path("seat").asText(), "Ann took black");
        assertEquals(4, game.path("moves").size(), "the computer, white now, moved at once");
        assertEquals("X", game.path("turn").asText());
    }

    @Test
    void aComputerChooserTakesMorePlacesTwoAndThePersonChooses() {
        choices.push(ColourChoice.MORE);
        stones.push(List.of(new Point(9, 9), new Point(5, 5)));
        Game2 g = new Game2(rooms(), RoomSetup.humans(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(Level.GREEDY),
            "Ann").withOpening(OpeningRule.SWAP2));
        g.ann = g.join("ann", "{'type':'join','token':'" + g.created.token() + "'}");
        g.place(g.ann, 7, 7);
        g.place(g.ann, 8, 7);
        g.place(g.ann, 7, 8);
        JsonNode game = g.view();
        assertEquals(List.of("choose or more", "place 2"), asked);
        assertEquals(5, game.path("moves").size());
        opening(game, "swap2", "choose", "X");
        assertTrue(game.path("thinking").isNull(), "nobody's computer thinks while Ann chooses");
        game = g.choose(g.ann, "O");
        assertEquals("O", g.ann.last("welcome").path("seat").asText());
        assertEquals(5, game.path("moves").size());
        g.place(g.ann, 10, 10);
        assertEquals(7, g.view().path("moves").size(), "the computer, black now, answered");
    }

    @Test
    void aComputerChooserThatTakesAColourPlaysOnAsThatColour() {
        choices.push(ColourChoice.WHITE);
        Game2 g = new Game2(rooms(), RoomSetup.humans(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(Level.GREEDY),
            "Ann").withOpening(OpeningRule.SWAP));
        g.ann = g.join("ann", "{'type':'join','token':'" + g.created.token() + "'}");
        g.place(g.ann, 7, 7);
        g.place(g.ann, 8, 7);
        g.place(g.ann, 7, 8);
        assertEquals(List.of("choose a colour", "move 3"), asked, "swap offers the computer no more stones");
        JsonNode game = g.view();
        assertEquals(4, game.path("moves").size(), "white (the computer) moved after choosing");
        assertEquals("X", g.ann.last("welcome").path("seat").asText(), "Ann keeps black");

        choices.push(ColourChoice.BLACK);
        asked.clear();
        Game2 h = new Game2(rooms(), RoomSetup.humans(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(Level.GREEDY),
            "Ann").withOpening(OpeningRule.SWAP));
        h.ann = h.join("ann", "{'type':'join','token':'" + h.created.token() + "'}");
        h.place(h.ann, 7, 7);
        h.place(h.ann, 8, 7);
        int mark = h.ann.size();
        h.place(h.ann, 7, 8);
        assertEquals(List.of("choose a colour"), asked, "black: the person (white now) moves next");
        assertTrue(h.ann.since(mark).stream().anyMatch(f -> f.path("type").asText().equals("welcome")
            && f.path("seat").asText().equals("O")), "Ann is told she is white now");
        h.place(h.ann, 10, 10);
        assertEquals(5, h.view().path("moves").size(), "and the computer, black, answers");
    }
}
