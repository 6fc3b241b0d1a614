package inrow.arenas;

import static inrow.arenas.ArenaPlayers.body;
import static inrow.arenas.ArenaPlayers.create;
import static inrow.arenas.ArenaPlayers.refused;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.cluster.SharedStores;
import inrow.swiss.SwissApiTest;
import inrow.testing.Http;
import inrow.testing.Locks;
import inrow.testing.TestClock;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * One person, signed in on two nodes of a cluster (shared PostgreSQL and Redis), joins an arena on one and a Swiss
 * on the other in the same moment: one join is taken, the other refused naming the tournament taken, every time.
 */
@Timeout(180)
@ResourceLock(Locks.SERVER_PROCESSES)
class OneTournamentAtATimeAcrossNodesTest {
    @Test
    void twoNodesNeverTakeOnePersonIntoTwoTournaments() throws Exception {
        TestClock clock = new TestClock();
        clock.stop();
        Server one = null;
        Server two = null;
        try (SharedStores shared = SharedStores.start()) {
            try {
                one = TournamentNodes.node(shared, clock);
                two = TournamentNodes.node(shared, clock);
                AccountClient host = ArenaPlayers.player(one.port(), SeatOwnersTest.fresh());
                String arena = create(host, body("Cluster arena", "tictactoe", 1_800_000, 0, 30, null));
                String swiss = create(host, SwissApiTest.body("Cluster Swiss", 3, 5, null));
                for (int i = 0; i < 5; i++) {
                    String name = SeatOwnersTest.fresh();
                    AccountClient onOne = ArenaPlayers.player(one.port(), name);
                    AccountClient onTwo = ArenaPlayers.signedIn(two.port(), name);
                    List<HttpResponse<String>> both = TournamentNodes.together(
                        () -> onOne.post("/api/tournaments/" + arena + "/join", "{}"),
                        () -> onTwo.post("/api/tournaments/" + swiss + "/join", "{}"));
                    List<Integer> statuses = both.stream().map(HttpResponse::statusCode).sorted().toList();
                    assertEquals(List.of(200, 409), statuses, "one join taken, one refused: " + both.stream()
                        .map(HttpResponse::body).toList());
                    HttpResponse<String> no = both.get(0).statusCode() == 409 ? both.get(0) : both.get(1);
                    String taken = no == both.get(0) ? swiss : arena;
                    assertEquals("in_other_tournament", refused(no, 409));
                    JsonNode other = Http.json(no).at("/error/tournament");
                    assertEquals(taken, other.get("id").asText(), "the refusal names the one taken: " + no.body());
                    assertEquals("/tournament/" + taken, other.get("url").asText());
                    assertEquals(taken.equals(arena) ? "Cluster arena" : "Cluster Swiss", other.get("name").asText());

                    // Withdrawing (on either node) frees them for the other.
                    AccountClient from = taken.equals(arena) ? onTwo : onOne;
                    ArenaPlayers.ok(from.post("/api/tournaments/" + taken + "/withdraw", "{}"));
                    String free = taken.equals(arena) ? swiss : arena;
                    ArenaPlayers.ok(from.post("/api/tournaments/" + free + "/join", "{}"));
                }
            } finally {
                SharedStores.closeAll(one, two);
            }
        }
    }
}
