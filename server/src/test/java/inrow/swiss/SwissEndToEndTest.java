package inrow.swiss;

import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.arenas.ArenaPlayers;
import inrow.testing.Locks;
import inrow.testing.TestClock;
import inrow.tournament.swiss.Board;
import inrow.tournament.swiss.DutchPairing;
import inrow.tournament.swiss.Game;
import inrow.tournament.swiss.Pairings;
import inrow.tournament.swiss.Result;
import inrow.tournament.swiss.Round;
import inrow.tournament.swiss.Standing;
import inrow.tournament.swiss.Standings;
import inrow.tournament.swiss.SwissState;
import inrow.tournament.swiss.Trf;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * A four-round Swiss of five accounts (odd: a bye each round) on a real server with a stopped clock: every round's
 * pairings are what {@link DutchPairing#pair} gives for the state the server keeps (read back from its own TRF
 * file), the TRF after round 2 reads back to the rounds the API shows, every result is scored, the standings' points
 * are the tally of the games played and their tie-breaks the pure package's for them, and the podium stands at the
 * end. The server is stopped in the middle of round 3, a game half played, and a new one on the same data
 * directory goes on with no round or result lost.
 */
@Timeout(240)
@ResourceLock(Locks.SERVER_PROCESSES)
class SwissEndToEndTest {
    private static final int[][][] OUTCOMES = {ArenaPlayers.X_WINS, ArenaPlayers.DRAW, ArenaPlayers.O_WINS};
    private static final String[] RESULTS = {"X", "draw", "O"};

    private final List<String> names = new ArrayList<>();
    private final Map<String, AccountClient> players = new HashMap<>();
    private String id;
    /** Expected results by game code. */
    private final Map<String, String> expected = new HashMap<>();

    private static Server start(Path data, TestClock clock) {
        return Server.start(Server.Options.forTest().withDataDir(data), clock, clock::nanos, clock.timer());
    }

    private JsonNode view() {
        return show(players.get(names.get(0)), id);
    }

    private String trf() {
        HttpResponse<String> r = players.get(names.get(0)).get("/api/tournaments/" + id + "/trf");
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    /** The last round paired is what the Dutch system gives for the stored state before it. */
    private JsonNode checkPairing(int round) {
        JsonNode v = view();
        assertEquals(round, v.get("round").asInt(), v.toString());
        JsonNode shown = v.get("paired").get(round - 1);
        SwissState before = Trf.read(trf());
        assertEquals(round - 1, before.rounds().size(), "the TRF holds the finished rounds");
        Pairings p = DutchPairing.pair(before).orElseThrow();
        List<String> want = new ArrayList<>();
        for (Board b : p.boards()) {
            want.add(before.player(b.white()).name() + "-" + before.player(b.black()).name());
        }
        List<String> got = new ArrayList<>();
        shown.get("pairings").forEach(g -> got.add(g.get("x").asText() + "-" + g.get("o").asText()));
        assertEquals(want, got, "round " + round);
        assertEquals(before.player(p.bye().orElseThrow()).name(), shown.get("bye").asText(), "round " + round);
        return shown;
    }

    /** Plays every game of the round from both seats up to {@code until} plies (all: -1), results by board. */
    private void play(int port, int round, JsonNode shown, int boardLeftHalfway) {
        for (JsonNode g : shown.get("pairings")) {
            int board = g.get("board").asInt();
            String code = g.get("code").asText();
            int[][] moves = OUTCOMES[(round + board) % 3];
            expected.put(code, RESULTS[(round + board) % 3]);
            JsonNode x = show(players.get(g.get("x").asText()), id).at("/me/game");
            JsonNode o = show(players.get(g.get("o").asText()), id).at("/me/game");
            assertEquals(code, x.get("code").asText());
            assertEquals("X", x.get("seat").asText());
            assertEquals(code, o.get("code").asText());
            try (ArenaPlayers.Seats seats = new ArenaPlayers.Seats(port, code, x.get("token").asText(),
                o.get("token").asText())) {
                seats.play(moves, board == boardLeftHalfway ? 2 : moves.length);
            }
        }
    }

    private void finishHalfPlayed(int port, int round, JsonNode shown, int board) {
        JsonNode g = shown.get("pairings").get(board - 1);
        String code = g.get("code").asText();
        JsonNode x = show(players.get(g.get("x").asText()), id).at("/me/game");
        JsonNode o = show(players.get(g.get("o").asText()), id).at("/me/game");
        assertEquals(code, x.get("code").asText(), "the game begun before the restart");
        int[][] moves = OUTCOMES[(round + board) % 3];
        try (ArenaPlayers.Seats seats = new ArenaPlayers.Seats(port, code, x.get("token").asText(),
            o.get("token").asText()).from(2)) {
            seats.play(moves, moves.length);
        }
    }

    /** Every game of the round scored as played. */
    private void checkScored(int round) {
        JsonNode shown = view().get("paired").get(round - 1);
        for (JsonNode g : shown.get("pairings")) {
            assertEquals(expected.get(g.get("code").asText()), g.get("result").asText(), "round " + round + ": " + g);
        }
    }

    @Test
    void fourRoundsOfFivePlayersWithARestartInRoundThree(@TempDir Path data) {
        for (String n : List.of("ana", "bo", "cy", "di", "ed")) {
            names.add(n + SeatOwnersTest.fresh());
        }
        TestClock first = new TestClock();
        first.stop();
        JsonNode beforeStop;
        JsonNode round3;
        try (Server one = start(data, first)) {
            names.forEach(n -> players.put(n, ArenaPlayers.player(one.port(), n)));
            id = create(players.get(names.get(0)), SwissApiTest.body("Five", 4, 10, null));
            names.forEach(n -> join(players.get(n), id));
            first.advance(5 * 60_000);
            one.swisses().tick();
            assertEquals("started", view().get("status").asText());
            play(one.port(), 1, checkPairing(1), 0);
            first.advance(1_000);
            one.swisses().tick();
            checkScored(1);
            play(one.port(), 2, checkPairing(2), 0);
            first.advance(1_000);
            one.swisses().tick();
            checkScored(2);
            round3 = checkPairing(3);
            checkTrfAfterRoundTwo();
            play(one.port(), 3, round3, 1);
            first.advance(1_000);
            one.swisses().tick();
            beforeStop = view();
            assertEquals(3, beforeStop.get("round").asInt(), "round 3 waits for its first board");
            assertTrue(beforeStop.at("/paired/2/pairings/0/result").isNull());
        }

        TestClock second = new TestClock();
        second.stop();
        try (Server two = start(data, second)) {
            names.forEach(n -> players.put(n, ArenaPlayers.signedIn(two.port(), n)));
            JsonNode after = view();
            assertEquals(beforeStop.get("paired"), after.get("paired"), "no round or result lost");
            assertEquals(beforeStop.get("standings"), after.get("standings"));
            finishHalfPlayed(two.port(), 3, round3, 1);
            second.advance(1_000);
            two.swisses().tick();
            checkScored(3);
            play(two.port(), 4, checkPairing(4), 0);
            second.advance(1_000);
            two.swisses().tick();
            checkScored(4);
            checkTheEnd();
        }
    }

    /** The TRF downloaded after round 2 reads back to the two rounds the API shows, results and byes. */
    private void checkTrfAfterRoundTwo() {
        SwissState s = Trf.read(trf());
        assertEquals(2, s.rounds().size());
        assertEquals(4, s.totalRounds());
        JsonNode shown = view().get("paired");
        for (int r = 0; r < 2; r++) {
            Round round = s.rounds().get(r);
            Set<String> fromTrf = new HashSet<>();
            for (Game g : round.games()) {
                fromTrf.add(s.player(g.white()).name() + "-" + s.player(g.black()).name() + ":" + code(g.result()));
            }
            Set<String> fromApi = new HashSet<>();
            shown.get(r).get("pairings").forEach(g -> fromApi.add(g.get("x").asText() + "-" + g.get("o").asText()
                + ":" + g.get("result").asText()));
            assertEquals(fromApi, fromTrf, "round " + (r + 1));
            assertEquals(Set.of(shown.get(r).get("bye").asText()),
                Set.of(s.player(round.byes().iterator().next()).name()));
        }
    }

    private static String code(Result r) {
        return r == Result.WHITE_WINS ? "X" : r == Result.BLACK_WINS ? "O" : r == Result.DRAW ? "draw" : "forfeit";
    }

    /** Finished: points are the tally of what was played, tie-breaks the pure package's, the podium the top three. */
    private void checkTheEnd() {
        JsonNode v = view();
        assertEquals("finished", v.get("status").asText(), v.toString());
        assertEquals("completed", v.get("endReason").asText());
        assertTrue(v.get("nextRoundAt").isNull());
        assertTrue(v.get("endsAt").isNumber());
        Map<String, Double> tally = new HashMap<>();
        names.forEach(n -> tally.put(n, 0.0));
        for (JsonNode r : v.get("paired")) {
            tally.merge(r.get("bye").asText(), 1.0, Double::sum);
            for (JsonNode g : r.get("pairings")) {
                String result = g.get("result").asText();
                tally.merge(g.get("x").asText(), result.equals("X") ? 1.0 : result.equals("draw") ? 0.5 : 0, Double::sum);
                tally.merge(g.get("o").asText(), result.equals("O") ? 1.0 : result.equals("draw") ? 0.5 : 0, Double::sum);
            }
        }
        SwissState s = Trf.read(trf());
        assertEquals(4, s.rounds().size());
        List<Standing> table = Standings.of(s);
        Map<String, Double> points = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            JsonNode line = v.at("/standings/players").get(i);
            Standing st = table.get(i);
            String name = s.player(st.player()).name();
            assertEquals(name, line.get("name").asText(), "rank " + (i + 1));
            assertEquals(st.points(), line.get("points").asDouble(), name);
            assertEquals(st.buchholz(), line.get("buchholz").asDouble(), name);
            assertEquals(st.sonnebornBerger(), line.get("sonnebornBerger").asDouble(), name);
            assertEquals(4, line.get("results").size());
            points.put(name, line.get("points").asDouble());
            order.add(name);
        }
        assertEquals(tally, new HashMap<>(points), "points: 1 a win, 0.5 a draw, 1 a bye");
        JsonNode podium = v.get("podium");
        assertEquals(3, podium.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(order.get(i), podium.get(i).get("name").asText());
            assertEquals(i + 1, podium.get(i).get("rank").asInt());
        }
    }
}
