package inrow.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.WsClient;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Accounts on a cluster (issue 40): a deletion on one node is shown at once to people in the deleted player's games
 * on another, and one seat claimed by two accounts on two nodes at the same moment ends owned by exactly one of them,
 * the same on every node.
 */
@Timeout(180)
class AccountsAcrossNodesTest extends ClusterTestBase {
    /** Both stories on the same two nodes: a node's JVM takes seconds to start. */
    @Test
    void twoNodesAgreeOnWhoOwnsASeatAndShowADeletionAtOnce() throws Exception {
        cluster.startNodes(2);
        oneSeatClaimedByTwoAccountsOnTwoNodesAtOnceHasOneOwnerEverywhere();
        aPlayerDeletedOnOneNodeIsShownDeletedAtOnceOnAnother();
    }

    private void aPlayerDeletedOnOneNodeIsShownDeletedAtOnceOnAnother() throws Exception {
        AccountClient ana = SeatOwnersTest.signedUp(cluster.port(1), SeatOwnersTest.fresh());
        String boName = SeatOwnersTest.fresh();
        AccountClient bo = SeatOwnersTest.signedUp(cluster.port(2), boName);
        String code = SeatOwnersTest.created(ana, "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ana\"}")
            .get("code").asText();
        try (WsClient a = SeatOwnersTest.socket(cluster.port(1), code, SeatOwnersTest.cookie(ana), "ana");
             WsClient b = SeatOwnersTest.socket(cluster.port(2), code, SeatOwnersTest.cookie(bo), "bo")) {
            a.join(null, null);
            b.join(null, "Bo");
            a.awaitGame("Bo seated as his account on node 1", g -> boName.equals(g.path("players").path("O")
                .path("account").asText()));
            assertEquals(204, bo.send("DELETE", "/api/account", "{\"confirm\":\"" + boName + "\"}").statusCode());
            // Node 1 kept Bo's name: only the news tells it, before the minute its kept names last.
            JsonNode o = a.awaitGame("Bo shown deleted on node 1", g -> g.path("players").path("O").path("deleted")
                .asBoolean()).path("players").path("O");
            assertFalse(o.has("account"), o.toString());
            assertEquals(0, a.lastState().path("game").path("moves").size(), "no move was needed to show it");
        }
    }

    private void oneSeatClaimedByTwoAccountsOnTwoNodesAtOnceHasOneOwnerEverywhere() throws Exception {
        JsonNode game = create(1, "{\"rules\":{\"preset\":\"tictactoe\"},\"name\":\"Guest\"}");
        String code = game.get("code").asText();
        String token = game.get("token").asText();
        String[] names = {SeatOwnersTest.fresh(), SeatOwnersTest.fresh()};
        AccountClient[] people = {SeatOwnersTest.signedUp(cluster.port(1), names[0]),
            SeatOwnersTest.signedUp(cluster.port(2), names[1])};
        String body = "{\"games\":[{\"code\":\"" + code + "\",\"token\":\"" + token + "\"}]}";
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<HttpResponse<String>>> asked = new ArrayList<>();
        for (AccountClient p : people) {
            asked.add(CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return p.post("/api/me/games/link", body);
            }));
        }
        go.countDown();
        int owners = 0;
        String owner = null;
        for (int i = 0; i < 2; i++) {
            HttpResponse<String> r = asked.get(i).get();
            assertEquals(200, r.statusCode(), r.body());
            JsonNode result = Http.json(r).get("results").get(0);
            if (result.get("linked").asBoolean()) {
                owners++;
                owner = names[i];
            } else {
                assertEquals("bad_token", result.get("error").asText(), "the one refused is told why: " + result);
            }
        }
        assertEquals(1, owners, "exactly one of the two owns the seat");
        String expected = owner;
        for (int node = 1; node <= 2; node++) {
            JsonNode g = awaitHttpGame(node, code, "X owned by " + expected,
                x -> expected.equals(x.path("players").path("X").path("account").asText()));
            assertTrue(g.path("players").path("X").path("account").asText().equals(expected));
        }
        // The seat is the owner's on every device: the other account's "my games" does not list it.
        int loser = expected.equals(names[0]) ? 1 : 0;
        JsonNode mine = Http.json(people[loser].get("/api/me/games"));
        assertFalse(mine.toString().contains(code), mine.toString());
        assertNoProblems();
    }
}
