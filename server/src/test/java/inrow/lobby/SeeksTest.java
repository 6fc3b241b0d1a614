package inrow.lobby;

import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seeks over real sockets on a real server (a fresh one per test, so no seek outlives its test): one opens, every
 * lobby lists it, another accepts and both land in one room; every bad input gets its code and changes nothing; a
 * seek outlives its creator's last socket by the grace, not longer.
 */
@Timeout(60)
class SeeksTest {
    @RegisterExtension
    final TestServerExtension server = TestServerExtension.defaults();

    private WsClient lobby(String label) {
        return lobby(label, UUID.randomUUID().toString().replace("-", ""), null);
    }

    private WsClient lobby(String label, String me, String cookie) {
        WsClient.Builder b = WsClient.to(URI.create("ws://127.0.0.1:" + server.port() + "/pairing?me=" + me))
            .label(label);
        WsClient c = (cookie == null ? b : b.header("Cookie", cookie)).open();
        c.awaitType("seeks");
        c.awaitType("my_seek");
        return c;
    }

    private static List<String> ids(JsonNode seeks) {
        List<String> ids = new ArrayList<>();
        seeks.get("list").forEach(s -> ids.add(s.get("id").asText()));
        return ids;
    }

    private static JsonNode listed(WsClient c, String id) {
        JsonNode seeks = c.await("seek " + id + " listed", m -> m.path("type").asText().equals("seeks")
            && ids(m).contains(id));
        for (JsonNode s : seeks.get("list")) {
            if (s.get("id").asText().equals(id)) {
                return s;
            }
        }
        throw new AssertionError();
    }

    /** Whether a list without the seek came after the last that had it (lists go out apart from replies). */
    private static boolean goneFrom(WsClient c, String id) {
        int with = -1;
        int without = -1;
        List<JsonNode> all = c.received();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).path("type").asText().equals("seeks")) {
                if (ids(all.get(i)).contains(id)) {
                    with = i;
                } else {
                    without = i;
                }
            }
        }
        return without > with && with >= 0;
    }

    private static boolean unlisted(WsClient c, String id, java.time.Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        while (!goneFrom(c, id)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            try {
                c.await("another list", m -> m.path("type").asText().equals("seeks"),
                    java.time.Duration.ofNanos(left));
            } catch (AssertionError timedOut) {
                return false;
            }
        }
        return true;
    }

    private static String opened(WsClient c, Object id, Object... fields) {
        List<Object> kv = new ArrayList<>(List.of(fields));
        kv.add("id");
        kv.add(id);
        c.send(msg("seek_open", kv.toArray()));
        JsonNode answer = c.awaitId(id);
        assertEquals("my_seek", answer.get("type").asText(), answer.toString());
        return answer.get("seek").asText();
    }

    @Test
    void oneOpensEveryoneSeesItAnotherAcceptsWithOneMessageAndBothLandInTheGame() {
        try (WsClient ann = lobby("ann"); WsClient bob = lobby("bob")) {
            String seek = opened(ann, 1, "game", "gomoku-standard", "clock", "3+2", "min", 1200, "max", 1800,
                "name", "Ann");
            JsonNode shown = listed(bob, seek);
            assertEquals("Ann", shown.get("name").asText());
            assertTrue(shown.get("account").isNull(), "a guest");
            assertEquals(1500, shown.get("rating").asInt());
            assertTrue(shown.get("provisional").asBoolean());
            assertEquals("gomoku-standard", shown.get("game").asText());
            assertEquals("3+2", shown.get("clock").asText());
            assertFalse(shown.get("rated").asBoolean());
            assertEquals(1200, shown.get("min").asInt());
            assertEquals(1800, shown.get("max").asInt());
            assertTrue(shown.get("since").asLong() > 0);

            bob.send(msg("seek_accept", "seek", seek, "name", "Bob", "id", 2));
            JsonNode b = bob.awaitType("paired");
            JsonNode a = ann.awaitType("paired");
            assertEquals(a.get("code"), b.get("code"));
            assertEquals("X", a.get("seat").asText(), "the creator moves first");
            assertEquals("O", b.get("seat").asText());
            assertTrue(ann.awaitType("my_seek").get("seek").isNull(), "ann's seek is taken");
            assertTrue(unlisted(bob, seek, java.time.Duration.ofSeconds(10)));
            QuickPairingTest.playsAsPaired(server, a, b);
        }
    }

    @Test
    void badInputsGetTheirCodeAndChangeNothing() {
        String me = UUID.randomUUID().toString().replace("-", "");
        try (WsClient ann = lobby("ann", me, null); WsClient tab = lobby("ann's other tab", me, null);
             WsClient bob = lobby("bob")) {
            ann.send(msg("seek_open", "game", "gomoku-standard", "clock", "3+2", "min", 1800, "max", 1200, "id", 1));
            assertEquals("bad_range", ann.awaitId(1).get("code").asText());
            ann.send(msg("seek_open", "game", "gomoku-standard", "clock", "3+2", "min", 500, "id", 2));
            assertEquals("bad_range", ann.awaitId(2).get("code").asText());
            ann.send(msg("seek_open", "game", "gomoku-standard", "clock", "3+2", "max", 3100, "id", 3));
            assertEquals("bad_range", ann.awaitId(3).get("code").asText());
            ann.send(msg("seek_open", "game", "gomoku-standard", "clock", "3+2", "rated", true, "id", 4));
            assertEquals("needs_account", ann.awaitId(4).get("code").asText(), "rated as a guest");
            ann.send(msg("seek_open", "game", "chess", "clock", "3+2", "id", 5));
            assertEquals("unknown_pool", ann.awaitId(5).get("code").asText());
            ann.send(msg("seek_open", "game", "tictactoe", "clock", "none", "rated", true, "id", 6));
            assertEquals("unknown_pool", ann.awaitId(6).get("code").asText(), "untimed games are never rated");
            ann.send(msg("seek_open", "clock", "3+2", "id", 7));
            assertEquals("bad_message", ann.awaitId(7).get("code").asText());
            ann.send(msg("seek_cancel", "id", 8));
            assertTrue(ann.awaitId(8).get("seek").isNull(), "nothing was opened");

            String seek = opened(ann, 9, "game", "connect4", "clock", "3+2", "min", 1600);
            listed(bob, seek);
            ann.send(msg("seek_open", "game", "tictactoe", "clock", "1+1", "id", 10));
            assertEquals("already_seeking", ann.awaitId(10).get("code").asText());
            tab.send(msg("seek_open", "game", "tictactoe", "clock", "1+1", "id", 11));
            assertEquals("already_seeking", tab.awaitId(11).get("code").asText(), "the same browser is one player");
            tab.send(msg("seek_accept", "seek", seek, "id", 12));
            assertEquals("own_seek", tab.awaitId(12).get("code").asText());
            bob.send(msg("seek_accept", "seek", seek, "id", 13));
            assertEquals("out_of_range", bob.awaitId(13).get("code").asText(), "a guest's 1500 is below 1600");
            bob.send(msg("seek_accept", "seek", "s999", "id", 14));
            assertEquals("unknown_seek", bob.awaitId(14).get("code").asText());

            try (WsClient late = lobby("late")) {
                // Connecting sends the list as it is now: the refusals left the seek as it was.
                JsonNode still = late.received().stream().filter(m -> m.path("type").asText().equals("seeks"))
                    .findFirst().orElseThrow().get("list");
                assertEquals(1, still.size(), still.toString());
                assertEquals(seek, still.get(0).get("id").asText());
                assertEquals(1600, still.get(0).get("min").asInt());
                assertTrue(still.get(0).get("max").isNull());
            }
            assertFalse(ann.received().stream().anyMatch(m -> m.path("type").asText().equals("paired")));
            // Cancelled, it is gone, and accepting it then finds nothing.
            ann.send(msg("seek_cancel", "id", 15));
            assertTrue(ann.awaitId(15).get("seek").isNull());
            assertTrue(unlisted(bob, seek, java.time.Duration.ofSeconds(10)));
            bob.send(msg("seek_accept", "seek", seek, "id", 16));
            assertEquals("unknown_seek", bob.awaitId(16).get("code").asText());
        }
    }

    @Test
    void aRatedSeekNeedsAnAccountToOpenAndToAcceptAndMakesARatedGame() {
        String anaName = "ana" + UUID.randomUUID().toString().substring(0, 6);
        String boName = "bo" + UUID.randomUUID().toString().substring(0, 6);
        AccountClient ana = SeatOwnersTest.signedUp(server.port(), anaName);
        AccountClient bo = SeatOwnersTest.signedUp(server.port(), boName);
        String any = UUID.randomUUID().toString().replace("-", "");
        try (WsClient a = lobby("ana", any, SeatOwnersTest.cookie(ana));
             WsClient guest = lobby("guest");
             WsClient b = lobby("bo", UUID.randomUUID().toString().replace("-", ""), SeatOwnersTest.cookie(bo))) {
            String seek = opened(a, 1, "game", "tictactoe", "clock", "1+1", "rated", true, "name", "Ana");
            JsonNode shown = listed(guest, seek);
            assertEquals(anaName, shown.get("account").asText());
            assertTrue(shown.get("rated").asBoolean());
            guest.send(msg("seek_accept", "seek", seek, "id", 2));
            assertEquals("needs_account", guest.awaitId(2).get("code").asText(), "accepting a rated seek as a guest");
            b.send(msg("seek_accept", "seek", seek, "name", "Bo", "id", 3));
            JsonNode pb = b.awaitType("paired");
            JsonNode pa = a.awaitType("paired");
            assertEquals(pa.get("code"), pb.get("code"));
            assertEquals("tictactoe/1+1/rated", pa.get("pool").asText());
            JsonNode game = server.game(pa.get("code").asText());
            assertEquals(anaName, game.at("/players/X/account").asText(), game.toString());
            assertEquals(boName, game.at("/players/O/account").asText(), game.toString());
            assertTrue(game.at("/players/X/rating").isTextual(), "a rated game shows ratings: " + game);
        }
    }

    @Test
    void twoAcceptingAtOnceExactlyOneGetsTheGame() throws Exception {
        try (WsClient ann = lobby("ann"); WsClient bob = lobby("bob"); WsClient cy = lobby("cy")) {
            String seek = opened(ann, 1, "game", "tictactoe", "clock", "10s");
            listed(bob, seek);
            listed(cy, seek);
            CompletableFuture<Void> one = CompletableFuture.runAsync(() ->
                bob.send(msg("seek_accept", "seek", seek, "id", 2)));
            cy.send(msg("seek_accept", "seek", seek, "id", 3));
            one.get();
            JsonNode b = bob.await("bob's answer", m -> m.path("type").asText().equals("paired")
                || m.path("id").asText().equals("2"));
            JsonNode c = cy.await("cy's answer", m -> m.path("type").asText().equals("paired")
                || m.path("id").asText().equals("3"));
            boolean bobWon = b.path("type").asText().equals("paired");
            boolean cyWon = c.path("type").asText().equals("paired");
            assertTrue(bobWon ^ cyWon, "exactly one: " + b + " / " + c);
            assertEquals("unknown_seek", (bobWon ? c : b).get("code").asText());
            assertEquals(ann.awaitType("paired").get("code"), (bobWon ? b : c).get("code"));
        }
    }

    @Test
    void aSeekOutlivesItsCreatorsLastSocketByTheGraceAndNoLonger() {
        String me = UUID.randomUUID().toString().replace("-", "");
        try (WsClient bob = lobby("bob")) {
            WsClient ann = lobby("ann", me, null);
            String seek = opened(ann, 1, "game", "gomoku-freestyle", "clock", "1d");
            listed(bob, seek);
            ann.close();
            server.clock().stop();
            // Back on another lobby page within the grace: the seek is still theirs.
            server.clock().advance(Seeks.GRACE_MILLIS - 1000);
            WsClient again = WsClient.to(URI.create("ws://127.0.0.1:" + server.port() + "/pairing?me=" + me))
                .label("ann again").open();
            assertTrue(again.awaitType("seeks").toString().contains(seek));
            assertEquals(seek, again.awaitType("my_seek").get("seek").asText());
            again.close();
            server.clock().advance(Seeks.GRACE_MILLIS - 1000);
            WsClient third = WsClient.to(URI.create("ws://127.0.0.1:" + server.port() + "/pairing?me=" + me))
                .label("ann a third time").open();
            assertEquals(seek, third.awaitType("my_seek").get("seek").asText(), "the grace starts at each close");
            third.close();
            // The server hears the close when it hears it, and the grace starts then: should that be after the clock
            // moved, the clock moves again (SeeksGraceTest holds the grace to the millisecond).
            boolean gone = false;
            for (int i = 0; i < 3 && !gone; i++) {
                server.clock().advance(Seeks.GRACE_MILLIS);
                gone = unlisted(bob, seek, java.time.Duration.ofSeconds(3));
            }
            assertTrue(gone, "lapsed");
            bob.send(msg("seek_accept", "seek", seek, "id", 2));
            assertEquals("unknown_seek", bob.awaitId(2).get("code").asText());
        }
    }
}
