package inrow.arenas;

import static inrow.arenas.ArenaPlayers.body;
import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.ok;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.testing.Http;
import inrow.testing.Locks;
import inrow.testing.TestClock;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * A restart in the middle of an arena loses no point: a real server scores a game and pairs the next, stops while
 * that game is being played, and a new server on the same data directory shows the same standings, scores the game
 * that went on across the restart, and keeps pairing.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class ArenaRestartTest {
    private static Server start(Path data, TestClock clock) {
        return Server.start(Server.Options.forTest().withDataDir(data), clock, clock::nanos, clock.timer());
    }

    private static Map<String, Integer> scores(JsonNode view) {
        Map<String, Integer> out = new HashMap<>();
        view.at("/standings/players").forEach(p -> out.put(p.get("name").asText(), p.get("score").asInt()));
        return out;
    }

    @Test
    void aRestartMidArenaLosesNoPointAndTheArenaGoesOn(@TempDir Path data) {
        List<String> names = List.of("ana" + SeatOwnersTest.fresh(), "bo" + SeatOwnersTest.fresh(),
            "cy" + SeatOwnersTest.fresh());
        String id;
        Map<String, Integer> before;
        String code;
        String winner;
        TestClock first = new TestClock();
        first.stop();
        try (Server one = start(data, first)) {
            Map<String, AccountClient> p = new HashMap<>();
            names.forEach(n -> p.put(n, ArenaPlayers.player(one.port(), n)));
            id = create(p.get(names.get(0)), body("Restart", "tictactoe", 1_800_000, 0, 60, null));
            names.forEach(n -> join(p.get(n), id));
            first.advance(5 * 60_000);
            one.arenas().tick();
            // Two of three are paired; the game is won by X.
            String x = null;
            String o = null;
            for (String n : names) {
                JsonNode g = show(p.get(n), id).at("/me/game");
                if (!g.isNull()) {
                    if (g.get("seat").asText().equals("X")) {
                        x = n;
                    } else {
                        o = n;
                    }
                }
            }
            code = show(p.get(x), id).at("/me/game/code").asText();
            ArenaPlayers.play(one.port(), code, show(p.get(x), id).at("/me/game/token").asText(),
                show(p.get(o), id).at("/me/game/token").asText(), ArenaPlayers.X_WINS);
            winner = x;
            first.advance(1_000);
            one.arenas().tick();
            before = scores(show(p.get(x), id));
            assertEquals(2, before.get(x));
            // The next game is begun (both sides moved), then the server stops.
            String nx = null;
            String no = null;
            for (String n : names) {
                JsonNode g = show(p.get(n), id).at("/me/game");
                if (!g.isNull()) {
                    if (g.get("seat").asText().equals("X")) {
                        nx = n;
                    } else {
                        no = n;
                    }
                }
            }
            assertTrue(nx != null && no != null, "paired again at once");
            code = show(p.get(nx), id).at("/me/game/code").asText();
            try (ArenaPlayers.Seats seats = new ArenaPlayers.Seats(one.port(), code,
                show(p.get(nx), id).at("/me/game/token").asText(), show(p.get(no), id).at("/me/game/token").asText())) {
                seats.play(ArenaPlayers.O_WINS, 2);
            }
        }

        TestClock second = new TestClock();
        second.stop();
        try (Server two = start(data, second)) {
            Map<String, AccountClient> p = new HashMap<>();
            names.forEach(n -> p.put(n, ArenaPlayers.signedIn(two.port(), n)));
            JsonNode after = show(p.get(winner), id);
            assertEquals("started", after.get("status").asText());
            assertEquals(before, scores(after), "no point lost");
            String nx = null;
            String no = null;
            for (String n : names) {
                JsonNode g = show(p.get(n), id).at("/me/game");
                if (!g.isNull()) {
                    assertEquals(code, g.get("code").asText(), "the game begun before the restart");
                    if (g.get("seat").asText().equals("X")) {
                        nx = n;
                    } else {
                        no = n;
                    }
                }
            }
            try (ArenaPlayers.Seats seats = new ArenaPlayers.Seats(two.port(), code,
                show(p.get(nx), id).at("/me/game/token").asText(), show(p.get(no), id).at("/me/game/token").asText())
                .from(2)) {
                seats.play(ArenaPlayers.O_WINS, ArenaPlayers.O_WINS.length);
            }
            second.advance(1_000);
            two.arenas().tick();
            Map<String, Integer> now = scores(show(p.get(winner), id));
            Map<String, Integer> expected = new HashMap<>(before);
            expected.merge(no, 2, Integer::sum);
            assertEquals(expected, now, "the game across the restart counts once, for O");
            int playing = 0;
            for (String n : names) {
                playing += show(p.get(n), id).at("/me/game").isNull() ? 0 : 1;
            }
            assertEquals(2, playing, "and pairing goes on");
            assertFalse(show(p.get(winner), id).get("standings").get("players").isEmpty());
        }
    }

    /**
     * A berserk survives a restart (issue 44): X goes berserk and the server stops before X's first move; a new
     * server on the same data directory shows X's halved clock (not the full one), refuses a second berserk, and X's
     * first move keeps the half, while O, who has not gone berserk, still may.
     */
    @Test
    void aBerserkBeforeTheFirstMoveSurvivesARestart(@TempDir Path data) {
        List<String> names = List.of("di" + SeatOwnersTest.fresh(), "ed" + SeatOwnersTest.fresh());
        String id;
        String code;
        String x;
        String o;
        TestClock first = new TestClock();
        first.stop();
        try (Server one = start(data, first)) {
            Map<String, AccountClient> p = new HashMap<>();
            names.forEach(n -> p.put(n, ArenaPlayers.player(one.port(), n)));
            id = create(p.get(names.get(0)), body("Berserk restart", "gomoku", 180_000, 0, 60, null));
            names.forEach(n -> join(p.get(n), id));
            first.advance(5 * 60_000);
            one.arenas().tick();
            JsonNode g = show(p.get(names.get(0)), id).at("/me/game");
            code = g.get("code").asText();
            x = g.get("seat").asText().equals("X") ? names.get(0) : names.get(1);
            o = x.equals(names.get(0)) ? names.get(1) : names.get(0);
            ok(p.get(x).post("/api/tournaments/" + id + "/berserk", null));
            assertEquals(90_000, Http.game(one.port(), code).at("/clock/X").asLong());
        }

        TestClock second = new TestClock();
        second.stop();
        try (Server two = start(data, second)) {
            Map<String, AccountClient> p = new HashMap<>();
            names.forEach(n -> p.put(n, ArenaPlayers.signedIn(two.port(), n)));
            JsonNode g = Http.game(two.port(), code);
            assertEquals(90_000, g.at("/clock/X").asLong(), "the halved clock, not the full one: " + g.get("clock"));
            assertEquals(180_000, g.at("/clock/O").asLong(), g.toString());
            assertFalse(show(p.get(x), id).at("/me/can/berserk").asBoolean(), "once, across the restart");
            assertTrue(show(p.get(o), id).at("/me/can/berserk").asBoolean(), "O has not gone berserk");
            try (ArenaPlayers.Seats seats = new ArenaPlayers.Seats(two.port(), code,
                show(p.get(x), id).at("/me/game/token").asText(), show(p.get(o), id).at("/me/game/token").asText())) {
                seats.play(ArenaPlayers.X_WINS, 1);
            }
            assertEquals(90_000, Http.game(two.port(), code).at("/clock/X").asLong(), "X's first move keeps the half");
        }
    }
}
