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
 * the same on every node. And (issue 41) two accounts clicking the same rated pool on two nodes are paired with each
 * other, play, and both ratings move by Glicko-2 once, seen from either node.
 */
@Timeout(180)
class AccountsAcrossNodesTest extends ClusterTestBase {
    /** Both stories on the same two nodes: a node's JVM takes seconds to start. */
    @Test
    void twoNodesAgreeOnWhoOwnsASeatAndShowADeletionAtOnce() throws Exception {
        cluster.startNodes(2);
        oneSeatClaimedByTwoAccountsOnTwoNodesAtOnceHasOneOwnerEverywhere();
        twoPeopleOnTwoNodesClickTheSameRatedPoolAndPlayEachOther();
        aSeekOpenedOnOneNodeIsListedAndAcceptedOnAnother();
        thePairingLoadsPlayersOnTwoNodesArePairedOnceEach();
        aPlayerDeletedOnOneNodeIsShownDeletedAtOnceOnAnother();
    }

    /**
     * The pairing load tool's players spread over both nodes, entering a pool as fast as they are free: pairs are made
     * across nodes, each entry once, and every game is played to its end on the player's own node.
     */
    private void thePairingLoadsPlayersOnTwoNodesArePairedOnceEach() throws Exception {
        inrow.load.PairingLoad.Result r = inrow.load.PairingLoad.of("http://127.0.0.1:" + cluster.port(1)
            + ",http://127.0.0.1:" + cluster.port(2), 40, 20, 3).run();
        assertEquals(0, r.doublePairings(), r.table());
        assertTrue(r.errors().isEmpty(), r.table());
        assertTrue(r.pairings() >= 10, "3 s at 20 entries a second make about 30 pairings: " + r.table());
        assertTrue(r.gamesOver() >= r.pairings() - 2, "the games paired were played to the end: " + r.table());
    }

    /**
     * A guest's seek opened on node 1 is listed on node 2 and accepted there with one message: the room is made on
     * node 2, node 1 tells its creator (through Redis), and each sits in their seat from their own node.
     */
    private void aSeekOpenedOnOneNodeIsListedAndAcceptedOnAnother() {
        try (WsClient ann = guest(1, "ann@1"); WsClient bob = guest(2, "bob@2")) {
            ann.send(WsClient.msg("seek_open", "game", "connect4", "clock", "3+2", "name", "Ann", "id", 1));
            String seek = ann.awaitId(1).get("seek").asText();
            bob.await("ann's seek listed on node 2", m -> m.path("type").asText().equals("seeks")
                && m.path("list").toString().contains("\"" + seek + "\""));
            bob.send(WsClient.msg("seek_accept", "seek", seek, "name", "Bob", "id", 2));
            JsonNode pb = bob.awaitType("paired");
            JsonNode pa = ann.awaitType("paired");
            assertEquals(pa.get("code"), pb.get("code"), pa + " " + pb);
            assertEquals("X", pa.get("seat").asText(), "the creator moves first");
            assertTrue(ann.awaitType("my_seek").get("seek").isNull());
            String code = pa.get("code").asText();
            try (WsClient x = WsClient.open(cluster.port(1), code, "ann's game");
                 WsClient o = WsClient.open(cluster.port(2), code, "bob's game")) {
                assertEquals("X", x.join(pa.get("token").asText(), null).get("seat").asText());
                assertEquals("O", o.join(pb.get("token").asText(), null).get("seat").asText());
            }
        }
    }

    private static WsClient guest(int node, String label) {
        WsClient c = WsClient.to(java.net.URI.create("ws://127.0.0.1:" + cluster.port(node) + "/pairing?me="
            + java.util.UUID.randomUUID().toString().replace("-", ""))).label(label).open();
        c.awaitType("my_seek");
        return c;
    }

    private static WsClient pairing(int node, String label, AccountClient who) {
        WsClient c = WsClient.to(java.net.URI.create("ws://127.0.0.1:" + cluster.port(node) + "/pairing?me="
            + java.util.UUID.randomUUID().toString().replace("-", ""))).label(label)
            .header("Cookie", SeatOwnersTest.cookie(who)).open();
        c.awaitType("pools");
        return c;
    }

    private void twoPeopleOnTwoNodesClickTheSameRatedPoolAndPlayEachOther() throws Exception {
        String pool = "tictactoe/1+1/rated";
        String[] names = {SeatOwnersTest.fresh(), SeatOwnersTest.fresh()};
        AccountClient ana = SeatOwnersTest.signedUp(cluster.port(1), names[0]);
        AccountClient bo = SeatOwnersTest.signedUp(cluster.port(2), names[1]);
        JsonNode pa;
        JsonNode pb;
        try (WsClient a = pairing(1, "ana@1", ana); WsClient b = pairing(2, "bo@2", bo)) {
            a.send(WsClient.msg("seek", "pool", pool, "name", "Ana", "id", 1));
            assertEquals("seeking", a.awaitId(1).get("type").asText());
            // Node 2 counts Ana, who waits on node 1.
            b.await("ana counted on node 2", m -> m.path("type").asText().equals("pools")
                && java.util.stream.StreamSupport.stream(m.path("pools").spliterator(), false)
                    .anyMatch(p -> p.path("pool").asText().equals(pool) && p.path("seeking").asInt() == 1));
            b.send(WsClient.msg("seek", "pool", pool, "name", "Bo", "id", 2));
            pa = a.awaitType("paired");
            pb = b.awaitType("paired");
        }
        assertEquals(pa.get("code"), pb.get("code"), "one game for both: " + pa + " " + pb);
        assertEquals(java.util.Set.of("X", "O"), java.util.Set.of(pa.get("seat").asText(), pb.get("seat").asText()));
        String code = pa.get("code").asText();
        boolean anaX = pa.get("seat").asText().equals("X");
        // Each plays from their own node, with the token their node was told.
        try (WsClient x = WsClient.open(cluster.port(anaX ? 1 : 2), code, "x");
             WsClient o = WsClient.open(cluster.port(anaX ? 2 : 1), code, "o")) {
            x.join((anaX ? pa : pb).get("token").asText(), null);
            o.join((anaX ? pb : pa).get("token").asText(), null);
            int[][] moves = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}};
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? x : o).send(WsClient.move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                int n = ply + 1;
                x.awaitGame("move " + n, g -> g.path("moves").size() == n);
            }
            assertEquals("over", x.lastState().path("game").path("status").asText());
        }
        // X won: both rated once, as either node tells it.
        String xName = anaX ? names[0] : names[1];
        for (int node = 1; node <= 2; node++) {
            JsonNode profile = Http.json(Http.get(cluster.port(node), "/api/user/" + xName));
            JsonNode rating = java.util.stream.StreamSupport.stream(profile.path("ratings").spliterator(), false)
                .filter(r -> r.path("kind").asText().equals("tictactoe")).findFirst().orElseThrow();
            assertEquals(1, rating.path("games").asInt(), profile.toString());
            assertTrue(rating.path("rating").asInt() > 1500, "the winner went up: " + rating);
        }
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
