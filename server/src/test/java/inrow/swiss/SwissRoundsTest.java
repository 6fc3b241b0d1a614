package inrow.swiss;

import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.join;
import static inrow.arenas.ArenaPlayers.ok;
import static inrow.arenas.ArenaPlayers.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.arenas.ArenaPlayers;
import inrow.testing.TestServerExtension;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Who a Swiss round pairs, on a real server with a stopped clock: a late joiner from the next round (absent, no
 * points, for the rounds missed), a withdrawn player no more (results kept), and a Swiss the Dutch system can no
 * longer pair ends at once, saying so.
 */
@Timeout(120)
class SwissRoundsTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private final Map<String, AccountClient> players = new LinkedHashMap<>();

    @BeforeEach
    void stopTheClock() {
        server.clock().stop();
    }

    private AccountClient player(String name) {
        AccountClient c = ArenaPlayers.player(server.port(), name);
        players.put(name, c);
        return c;
    }

    private void tick() {
        server.clock().advance(1_000);
        server.server().swisses().tick();
    }

    /** Plays every game of the round: X wins each. */
    private void playRound(String id, JsonNode round) {
        for (JsonNode g : round.get("pairings")) {
            JsonNode x = show(players.get(g.get("x").asText()), id).at("/me/game");
            JsonNode o = show(players.get(g.get("o").asText()), id).at("/me/game");
            ArenaPlayers.play(server.port(), g.get("code").asText(), x.get("token").asText(),
                o.get("token").asText(), ArenaPlayers.X_WINS);
        }
    }

    private static Set<String> paired(JsonNode round) {
        Set<String> out = new HashSet<>();
        round.get("pairings").forEach(g -> {
            out.add(g.get("x").asText());
            out.add(g.get("o").asText());
        });
        return out;
    }

    private static JsonNode line(JsonNode view, String name) {
        for (JsonNode p : view.at("/standings/players")) {
            if (p.get("name").asText().equals(name)) {
                return p;
            }
        }
        throw new AssertionError(name + " not in the standings: " + view);
    }

    @Test
    void aByesPointCountsFromTheMomentTheRoundIsPaired() {
        List<String> three = List.of(SeatOwnersTest.fresh(), SeatOwnersTest.fresh(), SeatOwnersTest.fresh());
        three.forEach(this::player);
        String id = create(players.get(three.get(0)), SwissApiTest.body("Bye", 3, 5, null));
        three.forEach(n -> join(players.get(n), id));
        server.clock().advance(5 * 60_000);
        server.server().swisses().tick();
        JsonNode one = show(players.get(three.get(0)), id).at("/paired/0");
        String bye = one.get("bye").asText();
        JsonNode view = show(players.get(bye), id);
        assertEquals(1.0, line(view, bye).get("points").asDouble(), "the bye's point, while round 1 is played");
        assertEquals("bye", line(view, bye).at("/results/0/result").asText());
        assertEquals(1, line(view, bye).get("rank").asInt(), "ahead of the two playing");
        assertEquals(1.0, view.at("/me/points").asDouble());
        assertEquals(1, view.at("/me/rank").asInt());
        String trf = players.get(bye).get("/api/tournaments/" + id + "/trf").body();
        assertEquals(0, inrow.tournament.swiss.Trf.read(trf).rounds().size(), "the TRF keeps finished rounds only");

        playRound(id, one);
        view = show(players.get(bye), id);
        assertEquals(1.0, line(view, bye).get("points").asDouble(), "counted once when the round ends");
        tick();
        view = show(players.get(bye), id);
        assertEquals(1.0, line(view, bye).get("points").asDouble(), "and once the next round is paired");
    }

    @Test
    void aLateJoinerIsPairedFromTheNextRoundAndAWithdrawnPlayerNoMore() {
        List<String> first = List.of(SeatOwnersTest.fresh(), SeatOwnersTest.fresh(), SeatOwnersTest.fresh());
        first.forEach(this::player);
        String id = create(players.get(first.get(0)), SwissApiTest.body("Late", 3, 5, null));
        first.forEach(n -> join(players.get(n), id));
        server.clock().advance(5 * 60_000);
        server.server().swisses().tick();
        JsonNode view = show(players.get(first.get(0)), id);
        JsonNode one = view.at("/paired/0");
        assertEquals(1, one.get("pairings").size());
        assertFalse(one.get("bye").isNull(), "three players: one bye");

        String late = SeatOwnersTest.fresh();
        JsonNode joined = join(player(late), id);
        assertTrue(joined.get("joined").asBoolean());
        assertTrue(joined.get("game").isNull(), "not in round 1");
        playRound(id, one);
        tick();
        view = show(players.get(late), id);
        JsonNode two = view.at("/paired/1");
        assertEquals(2, two.get("pairings").size(), "four players from round 2: " + two);
        assertTrue(two.get("bye").isNull());
        assertTrue(paired(two).contains(late));
        assertEquals("absent", line(view, late).at("/results/0/result").asText());
        assertEquals(0.0, line(view, late).get("points").asDouble(), "no points for the round missed");

        String leaving = first.get(1);
        JsonNode left = ok(players.get(leaving).post("/api/tournaments/" + id + "/withdraw", null));
        assertTrue(left.at("/me/withdrawn").asBoolean());
        assertTrue(left.at("/me/can/join").asBoolean(), "may come back");
        assertFalse(left.at("/me/game").isNull(), "the game going on is still theirs to play");
        JsonNode before = line(left, leaving).get("results");
        playRound(id, two);
        tick();
        view = show(players.get(late), id);
        JsonNode three = view.at("/paired/2");
        assertFalse(paired(three).contains(leaving), "withdrawn: not paired");
        assertFalse(leaving.equals(three.get("bye").asText()), "nor given the bye");
        assertEquals(1, three.get("pairings").size());
        JsonNode after = line(view, leaving);
        assertTrue(after.get("withdrawn").asBoolean());
        assertEquals(before.get(0), after.at("/results/0"), "results kept");
        assertEquals(before.get(1).get("opponent"), after.at("/results/1/opponent"));
        assertEquals("absent", after.at("/results/2/result").asText());
    }

    @Test
    void aSwissTheDutchSystemCannotPairEndsAndSaysSo() {
        String ana = SeatOwnersTest.fresh();
        String bo = SeatOwnersTest.fresh();
        player(ana);
        player(bo);
        String id = create(players.get(ana), SwissApiTest.body("Two", 3, 5, null));
        join(players.get(ana), id);
        join(players.get(bo), id);
        server.clock().advance(5 * 60_000);
        server.server().swisses().tick();
        playRound(id, show(players.get(ana), id).at("/paired/0"));
        tick();
        JsonNode view = show(players.get(ana), id);
        assertEquals("finished", view.get("status").asText(), view.toString());
        assertEquals("no_pairing", view.get("endReason").asText(), "they have met: no second round");
        assertEquals(1, view.get("round").asInt());
        assertEquals(2, view.get("podium").size());
        assertEquals(1.0, view.at("/podium/0/points").asDouble());
        assertEquals("tournament_over", ArenaPlayers.refused(players.get(bo).post("/api/tournaments/" + id
            + "/withdraw", null), 409));
    }

    @Test
    void aPlayerWhoNeverMovesLosesByForfeitAndIsAbsentUntilJoiningAgain() {
        List<String> names = List.of(SeatOwnersTest.fresh(), SeatOwnersTest.fresh(), SeatOwnersTest.fresh());
        names.forEach(this::player);
        String id = create(players.get(names.get(0)), SwissApiTest.body("Empty chair", 3, 5, null));
        names.forEach(n -> join(players.get(n), id));
        server.clock().advance(5 * 60_000);
        server.server().swisses().tick();
        JsonNode board = show(players.get(names.get(0)), id).at("/paired/0/pairings/0");
        String x = board.get("x").asText();
        String o = board.get("o").asText();
        // Nobody moves: the room calls the game off after its first-move time (30 s for a timed game).
        server.clock().advance(31_000);
        inrow.testing.Await.condition("the game called off", java.time.Duration.ofSeconds(10),
            () -> !"playing".equals(server.game(board.get("code").asText()).get("status").asText()));
        tick();
        JsonNode view = show(players.get(x), id);
        assertEquals("O", view.at("/paired/0/pairings/0/result").asText(), "X never moved: X lost by forfeit");
        assertEquals("loss", line(view, x).at("/results/0/result").asText());
        assertEquals("win", line(view, o).at("/results/0/result").asText());
        assertEquals(1.0, line(view, o).get("points").asDouble());
        assertTrue(line(view, x).get("absent").asBoolean());
        assertFalse(paired(view.at("/paired/1")).contains(x), "an empty chair is not paired again");
        assertTrue(view.at("/me/can/join").asBoolean());
        JsonNode back = join(players.get(x), id);
        assertFalse(back.get("paused").asBoolean());
        assertFalse(line(show(players.get(x), id), x).get("absent").asBoolean(), "back from the next round");
    }
}
