package inrow.durability;

import inrow.testing.Locks;
import org.junit.jupiter.api.parallel.ResourceLock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.room.RoomLimits;
import inrow.testing.Await;
import inrow.testing.Http;
import inrow.testing.TestClock;
import inrow.testing.WsClient;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of game comes back after a restart on the same data directory exactly as it was: board, turn, round,
 * players, names, tokens and how it ended, and whatever was about to happen next (an open seat, a bot's move)
 * still happens. Servers run in this JVM; a start that cannot open its store runs {@code inrow.Main} as a process.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class RestoreTest {
    @TempDir
    Path data;

    private final List<Server> running = new ArrayList<>();
    private final List<WsClient> sockets = new ArrayList<>();
    private final AtomicInteger ids = new AtomicInteger(1);

    @AfterEach
    void tearDown() {
        sockets.forEach(WsClient::close);
        running.forEach(Server::close);
    }

    // ---- helpers ----

    private Server start(RoomLimits limits, long abandonMillis) {
        Server s = Server.start(new Server.Options("127.0.0.1", 0, false, limits, data, abandonMillis));
        running.add(s);
        return s;
    }

    private Server start() {
        return start(RoomLimits.DEFAULT, 60_000);
    }

    /** A clean stop, as the shutdown hook does it. */
    private void stop(Server s) {
        running.remove(s);
        s.close();
    }

    private Server restart(Server s) {
        stop(s);
        return start();
    }

    /**
     * A restart at a moment {@code millis} later by the new server's clock, which then stands still: what was due by
     * then (a computer's paced move) is due at once, without the test waiting for it.
     */
    private Server restartLater(Server s, long millis) {
        stop(s);
        TestClock clock = new TestClock();
        clock.stop();
        clock.advance(millis);
        Server later = Server.start(new Server.Options("127.0.0.1", 0, false, RoomLimits.DEFAULT, data, 60_000), clock);
        running.add(later);
        return later;
    }

    private WsClient socket(Server s, String code, String label) {
        WsClient sock = WsClient.to(s.port(), code).label(label).timeout(Fleet.SOCKET_TIMEOUT).open();
        sockets.add(sock);
        return sock;
    }

    private static JsonNode create(Server s, String body) {
        return Http.create(s.port(), body);
    }

    private static JsonNode game(Server s, String code) {
        return Http.game(s.port(), code);
    }

    /** Sends a move and returns the game of the state that answers it (anything else fails). */
    private JsonNode move(WsClient who, int x, int y, int ply) {
        int id = ids.incrementAndGet();
        who.send(WsClient.msg("move", "x", x, "y", y, "ply", ply, "id", id));
        JsonNode reply = who.awaitId(id);
        assertEquals("state", reply.path("type").asText(), who.label + " move " + x + "," + y + ": " + reply);
        return reply.get("game");
    }

    /** Sends a message and returns the error that answers it, which must have this code. */
    private JsonNode refused(WsClient who, String code, java.util.Map<String, Object> message) {
        int id = ids.incrementAndGet();
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>(message);
        m.put("id", id);
        who.send(m);
        JsonNode reply = who.awaitId(id);
        assertEquals(code, reply.path("code").asText(), who.label + ": " + reply);
        return reply;
    }

    /** Sends a message of this type and returns the game of the state that answers it. */
    private JsonNode send(WsClient who, String type) {
        int id = ids.incrementAndGet();
        who.send(WsClient.msg(type, "id", id));
        JsonNode reply = who.awaitId(id);
        assertEquals("state", reply.path("type").asText(), who.label + " " + type + ": " + reply);
        return reply.get("game");
    }

    private static void assertSameGame(JsonNode before, JsonNode after) {
        for (String field : List.of("rules", "board", "moves", "turn", "status", "result", "round")) {
            assertEquals(before.get(field), after.get(field), field + " changed across the restart");
        }
        for (String seat : List.of("X", "O")) {
            JsonNode b = before.path("players").path(seat);
            JsonNode a = after.path("players").path(seat);
            assertEquals(b.path("name"), a.path("name"), seat + "'s name changed across the restart");
            assertEquals(b.path("kind"), a.path("kind"), seat + "'s kind changed across the restart");
            assertEquals(b.path("level"), a.path("level"), seat + "'s level changed across the restart");
        }
    }

    /** The first of two far-apart cells that the game's moves left free: a random computer may have taken either. */
    private static int[] aFreeCell(JsonNode game) {
        return cells(game.path("moves")).contains("6,6") ? new int[] {0, 0} : new int[] {6, 6};
    }

    private static Set<String> cells(JsonNode points) {
        Set<String> out = new HashSet<>();
        points.forEach(p -> out.add(p.get(0).asInt() + "," + p.get(1).asInt()));
        return out;
    }

    /** A game between Ann (its creator, X) and Bo, both joined, nothing played yet. */
    private record Players(String code, String annToken, String boToken, WsClient ann, WsClient bo) {
    }

    /** Creates a game with these {@code rules} (null: the default) as Ann, and seats Bo in it. */
    private Players annAndBo(Server s, String rules) {
        JsonNode created = create(s, rules == null ? "{\"name\":\"Ann\"}"
            : "{\"rules\":{\"preset\":\"" + rules + "\"},\"name\":\"Ann\"}");
        String code = created.path("code").asText();
        String annToken = created.path("token").asText();
        WsClient ann = socket(s, code, "ann");
        ann.join(annToken, null);
        WsClient bo = socket(s, code, "bo");
        String boToken = bo.join(null, "Bo").path("token").asText();
        return new Players(code, annToken, boToken, ann, bo);
    }

    /** A tic-tac-toe game Ann (X) wins on the top row against Bo; returns {code, annToken, boToken}. */
    private String[] playTicTacToeWonByX(Server s, WsClient[] out) {
        Players p = annAndBo(s, null);
        move(p.ann(), 0, 0, 0);
        move(p.bo(), 0, 1, 1);
        move(p.ann(), 1, 0, 2);
        move(p.bo(), 1, 1, 3);
        JsonNode won = move(p.ann(), 2, 0, 4);
        assertEquals("over", won.path("status").asText());
        out[0] = p.ann();
        out[1] = p.bo();
        return new String[] {p.code(), p.annToken(), p.boToken()};
    }

    // ---- the kinds of game ----

    @Test
    void aWaitingGameKeepsItsCreatorAndItsOpenSeat() {
        Server s = start();
        JsonNode created = create(s, "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ann\"}");
        String code = created.path("code").asText();
        String annToken = created.path("token").asText();
        socket(s, code, "ann").join(annToken, null);
        JsonNode before = game(s, code);
        assertEquals("waiting", before.path("status").asText());

        s = restart(s);
        assertEquals(1, s.restored(), "a waiting game is unfinished and comes back at start");
        JsonNode after = game(s, code);
        assertSameGame(before, after);
        assertEquals("Ann", after.path("players").path("X").path("name").asText());
        assertTrue(after.path("players").path("O").isNull(), "O is still open: " + after);

        WsClient bo = socket(s, code, "bo");
        JsonNode boWelcome = bo.join(null, "Bo");
        assertEquals("O", boWelcome.path("seat").asText(), "a friend can still take the open seat: " + boWelcome);
        String boToken = boWelcome.path("token").asText();
        assertNotEquals(annToken, boToken);
        JsonNode playing = bo.awaitGame("the game started", g -> "playing".equals(g.path("status").asText()));
        assertEquals("X", playing.path("turn").asText());

        WsClient ann = socket(s, code, "ann2");
        JsonNode annWelcome = ann.join(annToken, null);
        assertEquals("X", annWelcome.path("seat").asText(), "the creator's token still holds X: " + annWelcome);
        assertEquals(annToken, annWelcome.path("token").asText());
        move(ann, 7, 7, 0);

        // The seat taken after the first restart is as durable as any other.
        s = restart(s);
        JsonNode again = game(s, code);
        assertEquals("Bo", again.path("players").path("O").path("name").asText());
        assertEquals("O", again.path("turn").asText());
        WsClient bo2 = socket(s, code, "bo2");
        assertEquals("O", bo2.join(boToken, null).path("seat").asText());
        assertEquals(2, move(bo2, 8, 8, 1).path("moves").size());
    }

    @Test
    void aWaitingGameWhoseCreatorTookOKeepsXOpen() {
        Server s = start();
        JsonNode created = create(s, "{\"seats\":{\"X\":\"open\",\"O\":\"creator\"},\"name\":\"Ann\"}");
        assertEquals("O", created.path("seat").asText());
        String code = created.path("code").asText();

        s = restart(s);
        JsonNode after = game(s, code);
        assertTrue(after.path("players").path("X").isNull(), "X is still open: " + after);
        assertEquals("Ann", after.path("players").path("O").path("name").asText());
        WsClient ann = socket(s, code, "ann");
        assertEquals("O", ann.join(created.path("token").asText(), null).path("seat").asText());
        WsClient bo = socket(s, code, "bo");
        assertEquals("X", bo.join(null, "Bo").path("seat").asText());
        move(bo, 1, 1, 0);
        assertEquals(2, move(ann, 0, 0, 1).path("moves").size());
    }

    @Test
    void aGameInPlayComesBackWithTheSameBoardTurnNamesAndTokens() {
        Server s = start();
        Players p = annAndBo(s, "gomoku");
        int[][] moves = {{7, 7}, {8, 8}, {7, 8}, {9, 9}, {7, 9}};
        for (int i = 0; i < moves.length; i++) {
            move(i % 2 == 0 ? p.ann() : p.bo(), moves[i][0], moves[i][1], i);
        }
        JsonNode before = game(s, p.code());
        assertEquals("O", before.path("turn").asText());

        s = restart(s);
        assertEquals(1, s.restored());
        JsonNode after = game(s, p.code());
        assertSameGame(before, after);
        assertEquals("playing", after.path("status").asText());
        assertEquals("Ann", after.path("players").path("X").path("name").asText());
        assertEquals("Bo", after.path("players").path("O").path("name").asText());
        assertFalse(after.path("players").path("X").path("connected").asBoolean(), "nobody is connected yet");

        WsClient ann2 = socket(s, p.code(), "ann2");
        JsonNode annWelcome = ann2.join(p.annToken(), null);
        assertEquals("X", annWelcome.path("seat").asText());
        assertEquals(p.annToken(), annWelcome.path("token").asText());
        WsClient bo2 = socket(s, p.code(), "bo2");
        JsonNode boWelcome = bo2.join(p.boToken(), "Bobby");
        assertEquals("O", boWelcome.path("seat").asText());
        assertEquals(p.boToken(), boWelcome.path("token").asText());

        // Ann never saw her last move confirmed, say: resending it after the restart changes nothing.
        JsonNode resent = move(ann2, 7, 9, 4);
        assertEquals(5, resent.path("moves").size(), "a resend is never applied twice");
        refused(ann2, "not_your_turn", WsClient.msg("move", "x", 0, "y", 0, "ply", 5));
        refused(bo2, "stale", WsClient.msg("move", "x", 0, "y", 0, "ply", 3));
        JsonNode next = move(bo2, 9, 10, 5);
        assertEquals(6, next.path("moves").size());
        assertEquals("X", next.path("turn").asText());

        // A rename made after a restart lasts like any change.
        s = restart(s);
        JsonNode third = game(s, p.code());
        assertSameGame(next, third);
        assertEquals("Bobby", third.path("players").path("O").path("name").asText());
    }

    @Test
    void aStandingDrawOfferAndTakebackRequestOutliveARestartAndTheOfferCanBeAcceptedAfterIt() {
        Server s = start();
        Players p = annAndBo(s, "gomoku");
        move(p.ann(), 7, 7, 0);
        move(p.bo(), 8, 8, 1);
        assertEquals("X", send(p.ann(), "draw").path("offers").path("draw").asText(), "Ann offers a draw");
        assertEquals("O", send(p.bo(), "takeback").path("offers").path("takeback").asText(), "Bo asks for his move back");

        s = restart(s);
        JsonNode after = game(s, p.code());
        assertEquals("X", after.path("offers").path("draw").asText(), "the offer both were shown still stands");
        assertEquals("O", after.path("offers").path("takeback").asText(), "and so does the request");
        WsClient bo2 = socket(s, p.code(), "bo2");
        bo2.join(p.boToken(), null);
        JsonNode ended = send(bo2, "draw");
        assertEquals("over", ended.path("status").asText(), "Bo accepts the offer made before the restart");
        assertEquals("agreement", ended.path("result").path("reason").asText());
    }

    @Test
    void aConnectFourGameComesBackWithGravityAndItsDropsStillLandAtTheBottom() {
        Server s = start();
        Players p = annAndBo(s, "connect4");
        int[] columns = {3, 3, 4};
        for (int ply = 0; ply < columns.length; ply++) {
            WsClient mover = ply % 2 == 0 ? p.ann() : p.bo();
            int id = ids.incrementAndGet();
            mover.send(WsClient.msg("move", "x", columns[ply], "ply", ply, "id", id));
            assertEquals("state", mover.awaitId(id).path("type").asText());
        }
        JsonNode before = game(s, p.code());

        s = restart(s);
        JsonNode after = game(s, p.code());
        assertSameGame(before, after);
        assertTrue(after.path("rules").path("gravity").asBoolean(), "gravity survives the restart: " + after);
        WsClient bo2 = socket(s, p.code(), "bo2");
        assertEquals("O", bo2.join(p.boToken(), null).path("seat").asText());
        refused(bo2, "floating", WsClient.msg("move", "x", 4, "y", 0, "ply", 3));
        int id = ids.incrementAndGet();
        bo2.send(WsClient.msg("move", "x", 4, "ply", 3, "id", id));
        JsonNode dropped = bo2.awaitId(id).path("game");
        assertEquals("...OO..", dropped.path("board").path(4).asText(), "O lands on X in column 4: " + dropped);
        assertEquals("...XX..", dropped.path("board").path(5).asText());
    }

    @Test
    void aGameWonOnTheBoardStaysWonWithItsLine() {
        Server s = start();
        WsClient[] players = new WsClient[2];
        String[] g = playTicTacToeWonByX(s, players);
        JsonNode before = game(s, g[0]);

        s = restart(s);
        assertEquals(0, s.restored(), "a finished game is not an unfinished one");
        JsonNode after = game(s, g[0]);
        assertSameGame(before, after);
        assertEquals("over", after.path("status").asText());
        assertTrue(after.path("turn").isNull());
        JsonNode result = after.path("result");
        assertEquals("X", result.path("winner").asText());
        assertEquals("line", result.path("reason").asText());
        assertEquals(Set.of("0,0", "1,0", "2,0"), cells(result.path("line")), "the winning line: " + result);

        WsClient ann = socket(s, g[0], "ann2");
        assertEquals("X", ann.join(g[1], null).path("seat").asText());
        refused(ann, "game_over", WsClient.msg("move", "x", 2, "y", 2, "ply", 5));
    }

    @Test
    void aResignedGameStaysResignedWithTheRightWinner() {
        Server s = start();
        Players p = annAndBo(s, "gomoku");
        move(p.ann(), 7, 7, 0);
        move(p.bo(), 8, 8, 1);
        move(p.ann(), 6, 6, 2);
        JsonNode resigned = send(p.bo(), "resign");
        assertEquals("resign", resigned.path("result").path("reason").asText());
        JsonNode before = game(s, p.code());

        s = restart(s);
        JsonNode after = game(s, p.code());
        assertSameGame(before, after);
        assertEquals("over", after.path("status").asText());
        assertEquals("X", after.path("result").path("winner").asText(), "Bo (O) resigned, so Ann (X) won");
        assertEquals("resign", after.path("result").path("reason").asText());
        assertEquals(0, after.path("result").path("line").size());
        assertEquals(3, after.path("moves").size());

        // Both can still ask for a rematch with their tokens.
        WsClient ann2 = socket(s, p.code(), "ann2");
        ann2.join(p.annToken(), null);
        WsClient bo2 = socket(s, p.code(), "bo2");
        bo2.join(p.boToken(), null);
        send(ann2, "rematch");
        JsonNode round2 = send(bo2, "rematch");
        assertEquals(2, round2.path("round").asInt());
        assertEquals("Bo", round2.path("players").path("X").path("name").asText(), "colours swap");
        assertEquals(0, round2.path("moves").size());
    }

    @Test
    void anAbandonedGameClaimedBeforeTheStopStaysAbandoned() throws Exception {
        Server s = start(RoomLimits.DEFAULT, 300);
        Players p = annAndBo(s, "gomoku");
        move(p.ann(), 7, 7, 0);
        move(p.bo(), 8, 8, 1);
        p.bo().close();
        p.ann().awaitGame("Bo gone", gm -> !gm.path("players").path("O").path("connected").asBoolean());
        JsonNode over = claimUntilGranted(p.ann(), Duration.ofSeconds(10));
        assertEquals("abandoned", over.path("result").path("reason").asText());
        JsonNode before = game(s, p.code());

        s = restart(s);
        JsonNode after = game(s, p.code());
        assertSameGame(before, after);
        assertEquals("over", after.path("status").asText());
        assertEquals("X", after.path("result").path("winner").asText());
        assertEquals("abandoned", after.path("result").path("reason").asText());
    }

    @Test
    void anOpponentWhoNeverComesBackAfterARestartCanBeClaimedAgainst() throws Exception {
        Server s = start();
        Players p = annAndBo(s, "gomoku");
        move(p.ann(), 7, 7, 0);
        move(p.bo(), 8, 8, 1);

        stop(s);
        long abandonMillis = 3000;
        s = start(RoomLimits.DEFAULT, abandonMillis);
        WsClient ann2 = socket(s, p.code(), "ann2");
        ann2.join(p.annToken(), null);
        // The restart is not an absence: Bo's time away counts from when the server came back.
        refused(ann2, "not_claimable", WsClient.msg("claim"));
        JsonNode over = claimUntilGranted(ann2, Duration.ofSeconds(15));
        assertEquals("X", over.path("result").path("winner").asText());
        assertEquals("abandoned", over.path("result").path("reason").asText());

        s = restart(s);
        JsonNode after = game(s, p.code());
        assertEquals("over", after.path("status").asText());
        assertEquals("X", after.path("result").path("winner").asText());
        assertEquals("abandoned", after.path("result").path("reason").asText());
        assertEquals(2, after.path("moves").size());
    }

    /** Claims every 100 ms until the server grants it; returns the game that ended. */
    private JsonNode claimUntilGranted(WsClient who, Duration within) {
        return Await.value("the claim to be granted", within, Duration.ofMillis(100), () -> {
            int id = ids.incrementAndGet();
            who.send(WsClient.msg("claim", "id", id));
            JsonNode reply = who.awaitId(id);
            if ("state".equals(reply.path("type").asText())) {
                assertEquals("over", reply.path("game").path("status").asText(), reply.toString());
                return reply.get("game");
            }
            assertEquals("not_claimable", reply.path("code").asText(), reply.toString());
            return null;
        });
    }

    @Test
    void aComputerToMoveMovesByItselfAfterTheRestart() {
        Server s = start();
        // The longest pace there is keeps the computer's answer waiting, so the stop catches it to move.
        JsonNode created = create(s, "{\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\","
            + "\"O\":\"bot:random\"},\"name\":\"Ann\",\"think_ms\":50,\"pace_ms\":5000}");
        String code = created.path("code").asText();
        String annToken = created.path("token").asText();
        WsClient ann = socket(s, code, "ann");
        ann.join(annToken, null);
        JsonNode played = move(ann, 7, 7, 0);
        assertEquals("O", played.path("thinking").asText());
        JsonNode before = game(s, code);

        s = restart(s);
        assertEquals(1, s.restored());
        JsonNode after = game(s, code);
        assertEquals(1, after.path("moves").size(), "the stop came before the computer's paced move: " + after);
        assertSameGame(before, after);
        assertEquals("O", after.path("turn").asText());
        assertEquals("bot", after.path("players").path("O").path("kind").asText());
        assertEquals("random", after.path("players").path("O").path("level").asText());

        // Once more, at a moment past the pace by the new server's clock: the computer moves at once, by itself.
        s = restartLater(s, 5000);
        assertEquals(1, s.restored());
        WsClient ann2 = socket(s, code, "ann2");
        assertEquals("X", ann2.join(annToken, null).path("seat").asText());
        JsonNode answered = ann2.awaitGame("the computer's move", gm -> gm.path("moves").size() == 2,
            Duration.ofSeconds(20));
        assertEquals("X", answered.path("turn").asText());
        int[] free = aFreeCell(answered);
        assertEquals(3, move(ann2, free[0], free[1], 2).path("moves").size(), "and the game goes on");
    }

    @Test
    void aComputerThatOpensRoundTwoMovesAfterTheRestart() {
        Server s = start();
        JsonNode created = create(s, "{\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\","
            + "\"O\":\"bot:random\"},\"name\":\"Ann\",\"think_ms\":50,\"pace_ms\":5000}");
        String code = created.path("code").asText();
        String annToken = created.path("token").asText();
        WsClient ann = socket(s, code, "ann");
        ann.join(annToken, null);
        send(ann, "resign");
        // The computer always wants another game; in round 2 it plays X and opens, after its pace.
        JsonNode round2 = send(ann, "rematch");
        assertEquals(2, round2.path("round").asInt());
        assertEquals("bot", round2.path("players").path("X").path("kind").asText());
        assertEquals("X", round2.path("thinking").asText());

        s = restart(s);
        assertEquals(1, s.restored());
        JsonNode after = game(s, code);
        assertEquals(2, after.path("round").asInt());
        assertEquals(0, after.path("moves").size(), "the stop came before the computer's paced move: " + after);
        assertEquals("bot", after.path("players").path("X").path("kind").asText());
        assertEquals("Ann", after.path("players").path("O").path("name").asText());
        assertEquals("X", after.path("turn").asText());

        // Once more, at a moment past the pace by the new server's clock: the computer opens at once, by itself.
        s = restartLater(s, 5000);
        assertEquals(1, s.restored());
        WsClient ann2 = socket(s, code, "ann2");
        assertEquals("O", ann2.join(annToken, null).path("seat").asText(), "Ann's token holds O in round 2");
        JsonNode opened = ann2.awaitGame("the computer's opening", gm -> gm.path("moves").size() == 1,
            Duration.ofSeconds(20));
        assertEquals("O", opened.path("turn").asText());
        int[] free = aFreeCell(opened);
        assertEquals(2, move(ann2, free[0], free[1], 1).path("moves").size());
    }

    @Test
    void twoComputersPlayOnToTheEndAfterTheRestart() {
        Server s = start();
        JsonNode created = create(s, "{\"seats\":{\"X\":\"bot:random\",\"O\":\"bot:random\"},\"think_ms\":50,"
            + "\"pace_ms\":1500}");
        String code = created.path("code").asText();
        assertTrue(created.path("token").isNull());
        WsClient watcher = socket(s, code, "watcher");
        watcher.send(WsClient.msg("join", "role", "spectator"));
        JsonNode seen = watcher.awaitGame("two moves", gm -> gm.path("moves").size() >= 2, Duration.ofSeconds(20));
        assertEquals("playing", seen.path("status").asText());

        s = restart(s);
        assertEquals(1, s.restored());
        JsonNode after = game(s, code);
        assertEquals("playing", after.path("status").asText(), after.toString());
        List<String> seenMoves = new ArrayList<>();
        seen.path("moves").forEach(m -> seenMoves.add(m.toString()));
        List<String> restoredMoves = new ArrayList<>();
        after.path("moves").forEach(m -> restoredMoves.add(m.toString()));
        assertTrue(restoredMoves.size() >= seenMoves.size()
            && restoredMoves.subList(0, seenMoves.size()).equals(seenMoves), seenMoves + " vs " + restoredMoves);

        WsClient watcher2 = socket(s, code, "watcher2");
        watcher2.send(WsClient.msg("join", "role", "spectator"));
        JsonNode end = watcher2.awaitGame("the end", gm -> "over".equals(gm.path("status").asText()),
            Duration.ofSeconds(30));
        assertNotNull(end.path("result").path("reason").textValue(), end.toString());
        List<String> finalMoves = new ArrayList<>();
        end.path("moves").forEach(m -> finalMoves.add(m.toString()));
        assertTrue(finalMoves.size() > restoredMoves.size()
            && finalMoves.subList(0, restoredMoves.size()).equals(restoredMoves), restoredMoves + " vs " + finalMoves);
    }

    @Test
    void aRematchComesBackAsRoundTwoWithColoursSwappedAndTokensOnTheRightSeats() {
        Server s = start();
        WsClient[] players = new WsClient[2];
        String[] g = playTicTacToeWonByX(s, players);
        WsClient ann = players[0];
        WsClient bo = players[1];
        send(ann, "rematch");
        JsonNode round2 = send(bo, "rematch");
        assertEquals(2, round2.path("round").asInt());
        assertEquals("Bo", round2.path("players").path("X").path("name").asText());
        // Bo moves first now, as X.
        move(bo, 1, 1, 0);
        JsonNode before = game(s, g[0]);

        s = restart(s);
        assertEquals(1, s.restored(), "round 2 is unfinished");
        JsonNode after = game(s, g[0]);
        assertSameGame(before, after);
        assertEquals(2, after.path("round").asInt());
        assertEquals(1, after.path("moves").size(), "only round 2's moves are on the board: " + after);
        assertEquals("[[1,1]]", after.path("moves").toString());
        assertEquals("Bo", after.path("players").path("X").path("name").asText());
        assertEquals("Ann", after.path("players").path("O").path("name").asText());
        assertEquals("O", after.path("turn").asText());
        assertTrue(after.path("result").isNull());

        WsClient ann2 = socket(s, g[0], "ann2");
        JsonNode annWelcome = ann2.join(g[1], null);
        assertEquals("O", annWelcome.path("seat").asText(), "Ann's token holds O in round 2: " + annWelcome);
        WsClient bo2 = socket(s, g[0], "bo2");
        JsonNode boWelcome = bo2.join(g[2], null);
        assertEquals("X", boWelcome.path("seat").asText(), "Bo's token holds X in round 2: " + boWelcome);
        refused(bo2, "not_your_turn", WsClient.msg("move", "x", 0, "y", 0, "ply", 1));
        assertEquals(2, move(ann2, 0, 0, 1).path("moves").size());
    }

    @Test
    void aFinishedGameDroppedFromMemoryStillHasItsPageAndApiAfterARestart() throws Exception {
        RoomLimits dropAtOnce = new RoomLimits(0, 0, 0, 100_000);
        Server s = start(dropAtOnce, 60_000);
        WsClient[] players = new WsClient[2];
        String[] g = playTicTacToeWonByX(s, players);
        JsonNode before = game(s, g[0]);
        players[0].close();
        players[1].close();
        Await.until(Duration.ofSeconds(10), Duration.ofMillis(50), () -> {
            s.rooms().sweep();
            return s.rooms().size() == 0;
        });
        assertEquals(0, s.rooms().size(), "the finished room should have been dropped from memory");
        checkPageAndApi(s, g[0], before);

        stop(s);
        Server again = start(dropAtOnce, 60_000);
        assertEquals(0, again.rooms().size(), "nothing unfinished to restore");
        checkPageAndApi(again, g[0], before);
        HttpResponse<String> unknown = Http.get(again.port(), "/g/ZZZZZZZZ");
        assertEquals(404, unknown.statusCode());
    }

    private static void checkPageAndApi(Server s, String code, JsonNode before) {
        HttpResponse<String> page = Http.get(s.port(), "/g/" + code);
        assertEquals(200, page.statusCode(), page.body());
        assertTrue(page.body().contains("data-code=\"" + code + "\""), "the game page of " + code);
        assertTrue(page.body().contains("(X) wins"), "the page shows the result");
        assertEquals(3, page.body().split("data-mark=\"X\"", -1).length - 1, "three X stones on the page");
        JsonNode api = game(s, code);
        assertSameGame(before, api);
    }

    // ---- a store that cannot be opened ----

    @Test
    void aDataDirectoryUnderARegularFileStopsTheServerFromStarting() throws Exception {
        Path file = Files.writeString(data.resolve("not-a-directory"), "x");
        assertRefusesToStart(file.resolve("data"));
    }

    @Test
    void aDataDirectoryThatIsARegularFileStopsTheServerFromStarting() throws Exception {
        assertRefusesToStart(Files.writeString(data.resolve("plain-file"), "x"));
    }

    @Test
    void aDatabaseThatIsNotOneStopsTheServerFromStarting() throws Exception {
        Path dir = Files.createDirectories(data.resolve("corrupt"));
        Files.writeString(dir.resolve("inrow.db"), "this is not a SQLite database, just some text ".repeat(100));
        assertRefusesToStart(dir);
    }

    private static void assertRefusesToStart(Path dataDir) {
        ServerProcess p = ServerProcess.launch("--port", "0", "--host", "127.0.0.1", "--data", dataDir.toString());
        try {
            assertTrue(p.waitFor(Duration.ofSeconds(60)), "still running: it must exit\n" + p.output());
            assertEquals(1, p.process.exitValue(), p.output());
            List<String> reasons = p.stderr.stream().filter(l -> l.startsWith("inrow: cannot start:")).toList();
            assertEquals(1, reasons.size(), "one line saying why\n" + p.output());
            assertEquals(List.of(reasons.get(0)), p.stderr, "nothing else on stderr\n" + p.output());
            assertTrue(p.stdout.stream().noneMatch(l -> l.contains("listening")), "never listening\n" + p.output());
        } finally {
            p.close();
        }
    }
}
