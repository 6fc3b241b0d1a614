package inrow.arenas;

import static inrow.arenas.ArenaPlayers.body;
import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A short arena on a real server with a stopped clock: six signed-up accounts (two people and four scripted players,
 * all through HTTP and the game socket) join, are paired as soon as it starts, play whatever they are paired in (X
 * wins in the first two waves, then draws, then O wins; a pair whose game ends is paired again as soon as someone
 * else is free), and the standings follow the lichess rules as this test scores them itself: 2 a
 * win, 1 a draw, doubled after two wins in a row until a game is not won. Nobody is ever in two games at once,
 * nobody meets the same opponent twice in a row, a game still going at the end finishes and counts, nobody is
 * paired after the end, and the podium is the standings' top three.
 */
@Timeout(180)
class ArenaEndToEndTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    /** Everyone's results in order, and the points the test works out for them. */
    private final Map<String, List<String>> results = new HashMap<>();

    private static int points(List<String> sheet) {
        int total = 0;
        for (int i = 0; i < sheet.size(); i++) {
            boolean fire = i >= 2 && sheet.get(i - 1).equals("W") && sheet.get(i - 2).equals("W");
            int base = sheet.get(i).equals("W") ? 2 : sheet.get(i).equals("D") ? 1 : 0;
            total += base * (fire ? 2 : 1);
        }
        return total;
    }

    @Test
    void sixPlayersPlayAShortArenaAndTheStandingsAddUp() {
        server.clock().stop();
        int port = server.port();
        Map<String, AccountClient> players = new LinkedHashMap<>();
        for (String who : List.of("ana", "bo", "bot1", "bot2", "bot3", "bot4")) {
            String name = who + SeatOwnersTest.fresh();
            players.put(name, ArenaPlayers.player(port, name));
            results.put(name, new ArrayList<>());
        }
        AccountClient ana = players.values().iterator().next();
        String id = create(ana, body("Evening arena", "tictactoe", 1_800_000, 0, 10, null));
        players.values().forEach(p -> join(p, id));
        assertEquals(6, show(ana, id).get("players").asInt());
        assertEquals("created", show(ana, id).get("status").asText());
        server.clock().advance(5 * 60_000);
        server.server().arenas().tick();
        assertEquals("started", show(ana, id).get("status").asText());

        Map<String, String> lastOpponent = new HashMap<>();
        int[][][] rounds = {ArenaPlayers.X_WINS, ArenaPlayers.X_WINS, ArenaPlayers.DRAW, ArenaPlayers.O_WINS};
        for (int round = 0; round < rounds.length; round++) {
            // Whoever is playing now: two players a game, nobody in two games at once.
            Map<String, JsonNode> games = games(players, id);
            assertTrue(games.size() >= (round == 0 ? 6 : 4), "round " + round + ": paired at once " + games.keySet());
            Set<String> codes = new HashSet<>();
            games.values().forEach(g -> codes.add(g.get("code").asText()));
            assertEquals(games.size(), 2 * codes.size(), "two players a game, nobody in two");
            noneInTwoGames(ana, id);
            for (String code : codes) {
                String x = null;
                String o = null;
                for (Map.Entry<String, JsonNode> e : games.entrySet()) {
                    if (e.getValue().get("code").asText().equals(code)) {
                        if (e.getValue().get("seat").asText().equals("X")) {
                            x = e.getKey();
                        } else {
                            o = e.getKey();
                        }
                    }
                }
                assertNotEquals(lastOpponent.get(x), o, "never the same opponent twice in a row");
                lastOpponent.put(x, o);
                lastOpponent.put(o, x);
                ArenaPlayers.play(port, code, games.get(x).get("token").asText(), games.get(o).get("token").asText(),
                    rounds[round]);
                String xr = rounds[round] == ArenaPlayers.DRAW ? "D" : rounds[round] == ArenaPlayers.X_WINS ? "W" : "L";
                String or = xr.equals("D") ? "D" : xr.equals("W") ? "L" : "W";
                results.get(x).add(xr);
                results.get(o).add(or);
                // Still playing: nobody of this game is paired again while another is going on.
                server.server().arenas().tick();
            }
            server.clock().advance(1_000);
            server.server().arenas().tick();
            checkStandings(ana, id);
        }

        // The last round starts, the arena ends while it is played: it finishes and counts, nobody is paired after.
        Map<String, JsonNode> last = games(players, id);
        assertFalse(last.isEmpty());
        List<ArenaPlayers.Seats> going = new ArrayList<>();
        List<String[]> pairs = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : last.entrySet()) {
            String code = e.getValue().get("code").asText();
            if (!e.getValue().get("seat").asText().equals("X")) {
                continue;
            }
            String x = e.getKey();
            String o = last.entrySet().stream().filter(f -> f.getValue().get("code").asText().equals(code)
                && !f.getKey().equals(x)).findFirst().orElseThrow().getKey();
            ArenaPlayers.Seats seats = new ArenaPlayers.Seats(port, code, e.getValue().get("token").asText(),
                last.get(o).get("token").asText());
            seats.play(ArenaPlayers.X_WINS, 2);
            going.add(seats);
            pairs.add(new String[] {x, o});
        }
        JsonNode before = show(ana, id);
        server.clock().advance(before.get("endsAt").asLong() - before.get("now").asLong());
        server.server().arenas().tick();
        JsonNode during = show(ana, id);
        assertEquals("started", during.get("status").asText(), "games still going: the arena waits for them");
        assertTrue(during.get("podium").isNull());
        assertEquals(last.keySet(), games(players, id).keySet(), "the same games go on, nobody else is paired");
        for (int i = 0; i < going.size(); i++) {
            try (ArenaPlayers.Seats seats = going.get(i)) {
                seats.play(ArenaPlayers.X_WINS, ArenaPlayers.X_WINS.length);
            }
            results.get(pairs.get(i)[0]).add("W");
            results.get(pairs.get(i)[1]).add("L");
        }
        server.server().arenas().tick();
        JsonNode over = show(ana, id);
        assertEquals("finished", over.get("status").asText());
        for (AccountClient p : players.values()) {
            assertTrue(show(p, id).at("/me/game").isNull(), "nobody paired after the end");
            assertFalse(show(p, id).at("/me/can/join").asBoolean());
        }
        List<String[]> expected = checkStandings(ana, id);
        JsonNode podium = over.get("podium");
        assertEquals(3, podium.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(i + 1, podium.get(i).get("rank").asInt());
            assertEquals(expected.get(i)[0], podium.get(i).get("name").asText());
            assertEquals(Integer.parseInt(expected.get(i)[1]), podium.get(i).get("score").asInt());
            assertEquals(results.get(expected.get(i)[0]).size(), podium.get(i).get("games").asInt());
            long wins = results.get(expected.get(i)[0]).stream().filter("W"::equals).count();
            assertEquals(wins, podium.get(i).get("wins").asInt());
        }
        int played = results.values().stream().mapToInt(List::size).sum() / 2;
        assertEquals(played, Http.json(ana.get("/api/tournaments/" + id + "/games")).get("games").size(),
            "every game paired was played and counted");
    }

    /** The arena's own list of games: no player has two unfinished games. */
    private static void noneInTwoGames(AccountClient viewer, String id) {
        Map<String, Integer> open = new HashMap<>();
        for (JsonNode g : Http.json(viewer.get("/api/tournaments/" + id + "/games")).get("games")) {
            if (g.get("result").isNull()) {
                open.merge(g.get("x").asText(), 1, Integer::sum);
                open.merge(g.get("o").asText(), 1, Integer::sum);
            }
        }
        open.forEach((name, n) -> assertEquals(1, n, name + " is in two games at once"));
    }

    /** Each player's current game as the arena tells them (one each, or none). */
    private static Map<String, JsonNode> games(Map<String, AccountClient> players, String id) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        players.forEach((name, c) -> {
            JsonNode g = show(c, id).at("/me/game");
            if (!g.isNull()) {
                out.put(name, g);
            }
        });
        return out;
    }

    /** The standings as the server shows them against the test's own scoring; returns [name, score] best first. */
    private List<String[]> checkStandings(AccountClient viewer, String id) {
        JsonNode standings = show(viewer, id).at("/standings");
        assertEquals(1, standings.get("pages").asInt());
        List<String[]> out = new ArrayList<>();
        int previous = Integer.MAX_VALUE;
        for (JsonNode p : standings.get("players")) {
            String name = p.get("name").asText();
            List<String> sheet = results.get(name);
            assertEquals(points(sheet), p.get("score").asInt(), name + " " + sheet + " " + p);
            assertEquals(sheet.size(), p.get("sheet").size());
            for (int i = 0; i < sheet.size(); i++) {
                assertEquals(sheet.get(i), p.get("sheet").get(i).get("result").asText().substring(0, 1).toUpperCase());
            }
            int n = sheet.size();
            assertEquals(n >= 2 && sheet.get(n - 1).equals("W") && sheet.get(n - 2).equals("W"),
                p.get("fire").asBoolean(), name + " " + sheet);
            assertTrue(p.get("score").asInt() <= previous, "best first");
            previous = p.get("score").asInt();
            out.add(new String[] {name, p.get("score").asText()});
        }
        return out;
    }
}
