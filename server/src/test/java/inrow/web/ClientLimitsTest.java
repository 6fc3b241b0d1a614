package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.room.RoomLimits;
import inrow.testing.Await;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * No single client can take the server down: each limit counts per client address (here named by a trusted
 * proxy's X-Forwarded-For, since every test client is on loopback), and one address flooding does not make the
 * server refuse another.
 */
@Timeout(60)
class ClientLimitsTest {
    private static final String FLOODER = "203.0.113.7";
    private static final String NEIGHBOUR = "198.51.100.9";
    private static final int UPLOADS = 3;

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withTrustProxy(true)
        .withLimits(RoomLimits.DEFAULT.perOwner(4, 2))
        .withClients(new ClientLimits(10, 10, 5, 16_000, 300, 20, true, UPLOADS)));

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static HttpResponse<String> create(String address, String body) throws Exception {
        return create(address, body, "en");
    }

    private static HttpResponse<String> create(String address, String body, String language) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(server.url("/api/games")))
            .timeout(Duration.ofSeconds(5)).header("Content-Type", "application/json")
            .header("Accept-Language", language)
            .header("X-Forwarded-For", address).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    private static WsClient socket(String address, String code, String label) {
        return WsClient.to(server.port(), code).header("X-Forwarded-For", address).label(label).open();
    }

    @Test
    void aCreationFloodFromOneAddressIsCutOffAndAnotherAddressStillPlays() throws Exception {
        String flooder = "203.0.113.70";
        int created = 0;
        HttpResponse<String> refused = null;
        for (int i = 0; i < 40 && refused == null; i++) {
            HttpResponse<String> r = create(flooder, "{}");
            if (r.statusCode() == 201) {
                created++;
            } else {
                refused = r;
            }
        }
        assertEquals(10, created, "a burst of 10, then the bucket is dry");
        assertEquals(429, refused.statusCode(), refused.body());
        assertEquals("rate_limited", Http.json(refused).get("error").get("code").asText());
        long retry = Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow());
        assertTrue(retry >= 1 && retry <= 10, "Retry-After " + retry);
        // A person is told what they did and how long to wait, in their language, not a socket's "too many messages".
        assertTrue(refused.body().contains("Too many new games from your address: try again in "), refused.body());
        HttpResponse<String> french = create(flooder, "{}", "fr-FR");
        assertEquals(429, french.statusCode(), french.body());
        assertTrue(Http.json(french).get("error").get("message").asText()
            .matches("Trop de nouvelles parties depuis votre adresse : réessayez dans \\d+ s\\."), french.body());

        // Someone else, meanwhile, creates a game and plays it.
        String neighbour = "198.51.100.90";
        HttpResponse<String> mine = create(neighbour, "{\"name\":\"Nia\"}");
        assertEquals(201, mine.statusCode(), mine.body());
        JsonNode game = Http.json(mine);
        String code = game.get("code").asText();
        try (WsClient nia = socket(neighbour, code, "nia"); WsClient friend = socket("192.0.2.4", code, "friend")) {
            nia.join(game.get("token").asText(), null);
            friend.join(null, "Fen");
            nia.send(WsClient.move(0, 0, 0, "m1"));
            assertEquals("state", nia.awaitId("m1").path("type").asText());
            friend.awaitMoves(1);
        }
    }

    /**
     * A body is read on a thread that waits for its bytes: one address trickling a few hundred bodies held every
     * thread and locked everyone else out. Past its share of bodies being read, an address is refused at once, before
     * its body is read, while another address still creates a game.
     */
    @Test
    void anAddressTricklingBodiesIsRefusedPastItsShareAndOthersStillCreate() throws Exception {
        String trickler = "203.0.113.75";
        List<Socket> held = new ArrayList<>();
        try {
            String refusal = null;
            long began = System.nanoTime();
            // Each request sends its headers and one byte of a 200-byte body. Until the server has counted the first
            // few, one may still be let in (and then waits for its body like them): so a few tries, each given a
            // second to be answered.
            for (int i = 0; i < UPLOADS + 3 && refusal == null; i++) {
                Socket s = new Socket("127.0.0.1", server.port());
                held.add(s);
                s.setSoTimeout(1000);
                s.getOutputStream().write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nX-Forwarded-For: " + trickler + "\r\n"
                    + "Content-Length: 200\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                try {
                    refusal = readAnswer(s.getInputStream());
                } catch (SocketTimeoutException stillReading) {
                    // counted, and waiting for the rest of its body
                }
            }
            assertTrue(refusal != null, "never refused");
            assertTrue(held.size() > UPLOADS, "refused only past its share: " + held.size());
            assertTrue(System.nanoTime() - began < TimeUnit.SECONDS.toNanos(RequestDeadlines.BODY.toSeconds() - 2),
                "refused at once, not at the body's deadline");
            assertTrue(refusal.startsWith("HTTP/1.1 429"), refusal);
            assertTrue(refusal.contains("Retry-After: 10"), refusal);
            assertTrue(refusal.contains("Content-Security-Policy: "), refusal);
            assertTrue(refusal.contains("\"code\":\"rate_limited\""), refusal);
            assertTrue(refusal.contains("Too many requests from your address at once"), refusal);

            HttpResponse<String> other = create("198.51.100.91", "{}");
            assertEquals(201, other.statusCode(), other.body());
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
        // Each closed upload gave its place back: the address creates again (its count never sticks).
        HttpResponse<String> again = null;
        for (int i = 0; i < 50 && (again == null || again.statusCode() != 201); i++) {
            Thread.sleep(100);
            again = create(trickler, "{}");
        }
        assertEquals(201, again.statusCode(), again.body());
    }

    /** What the server answered on this connection, up to its end or a pause (the body is short). */
    private static String readAnswer(InputStream in) throws Exception {
        StringBuilder answer = new StringBuilder();
        byte[] buffer = new byte[4096];
        int n = in.read(buffer); // waits: the first bytes, or the socket's timeout
        while (n > 0) {
            answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
            if (answer.indexOf("}}") >= 0) {
                break;
            }
            n = in.read(buffer);
        }
        return answer.toString();
    }

    /**
     * A proxy that adds a header line of its own instead of appending to the client's (HAProxy's option forwardfor)
     * leaves the client's line first: the address is the last entry of the last line, or a client would pick its
     * own address by sending one and escape every per-address limit.
     */
    @Test
    void aClientsOwnForwardedForLineAheadOfTheProxysIsNotBelieved() throws Exception {
        String proxySaw = "203.0.113.74";
        for (int i = 0; i < 10; i++) {
            HttpResponse<String> made = create(proxySaw, "{}");
            assertEquals(201, made.statusCode(), i + ": " + made.body());
        }
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(server.url("/api/games")))
                .timeout(Duration.ofSeconds(5)).header("Content-Type", "application/json")
                .header("X-Forwarded-For", "172.16.0." + i).header("X-Forwarded-For", proxySaw)
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(429, r.statusCode(), "still " + proxySaw + "'s bucket: " + r.body());
        }
    }

    @Test
    void oneAddressHoldsAtMostItsShareOfSocketsAndOthersStillConnect() throws Exception {
        String code = Http.json(create("203.0.113.71", "{}")).get("code").asText();
        List<WsClient> held = new ArrayList<>();
        try {
            for (int i = 0; i < 5; i++) {
                held.add(socket("203.0.113.71", code, "s" + i));
            }
            var sixth = WsClient.to(server.port(), code).header("X-Forwarded-For", "203.0.113.71").label("sixth")
                .openAsync();
            ExecutionException e = assertThrows(ExecutionException.class, () -> sixth.get(5, TimeUnit.SECONDS));
            WebSocketHandshakeException refused = assertInstanceOf(WebSocketHandshakeException.class, e.getCause());
            assertEquals(429, refused.getResponse().statusCode(), "refused with a clear status, before the upgrade");
            try (WsClient other = socket("192.0.2.5", code, "other")) {
                assertEquals(null, other.join(null, null, "spectator").get("seat").textValue());
            }
        } finally {
            held.forEach(WsClient::close);
        }
        // Closed sockets count no more: the address may connect again once the server has seen the closes. Until
        // then it is refused with the same 429, and only that; anything else fails at once.
        WsClient again = Await.value("the address let in again after its sockets closed", Duration.ofSeconds(5),
            Duration.ofMillis(20), () -> {
                try {
                    return WsClient.to(server.port(), code).header("X-Forwarded-For", "203.0.113.71").label("again")
                        .openAsync().get(5, TimeUnit.SECONDS);
                } catch (ExecutionException stillHeld) {
                    WebSocketHandshakeException refused =
                        assertInstanceOf(WebSocketHandshakeException.class, stillHeld.getCause());
                    assertEquals(429, refused.getResponse().statusCode());
                    return null;
                }
            });
        try (again) {
            again.join(null, null, "spectator");
        }
    }

    @Test
    void gamesThatNeverStartedAreCappedPerAddressOldestDroppedFirst() throws Exception {
        String who = "203.0.113.72";
        List<String> codes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            HttpResponse<String> r = create(who, "{}");
            assertEquals(201, r.statusCode(), r.body());
            codes.add(Http.json(r).get("code").asText());
        }
        assertEquals(404, server.get("/api/games/" + codes.get(0)).statusCode(), "the oldest was dropped");
        for (String kept : codes.subList(1, 5)) {
            assertEquals(200, server.get("/api/games/" + kept).statusCode(), kept + " is kept");
        }
    }

    @Test
    void computerGamesAreCappedPerAddress() throws Exception {
        String who = "203.0.113.73";
        String vsComputer = "{\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:random\"}}";
        assertEquals(201, create(who, vsComputer).statusCode());
        assertEquals(201, create(who, vsComputer).statusCode());
        HttpResponse<String> third = create(who, vsComputer);
        assertEquals(429, third.statusCode(), third.body());
        assertEquals("rate_limited", Http.json(third).get("error").get("code").asText());
        HttpResponse<String> spanish = create(who, vsComputer, "es-ES");
        assertTrue(Http.json(spanish).get("error").get("message").asText().contains("partidas contra el ordenador"),
            spanish.body());
        assertEquals(201, create(NEIGHBOUR, vsComputer).statusCode(), "another address is not held to it");
        assertEquals(201, create(FLOODER, "{}").statusCode(), "nor is a game between people");
    }

    @Test
    void theCreationBucketRefillsOneGameEveryTenSeconds() {
        AtomicLong nanos = new AtomicLong();
        AddressBuckets buckets = new AddressBuckets(10, TimeUnit.SECONDS.toNanos(100), nanos::get);
        for (int i = 0; i < 10; i++) {
            assertEquals(0, buckets.take("a"));
        }
        long wait = buckets.take("a");
        assertTrue(wait > 0 && wait <= TimeUnit.SECONDS.toNanos(10), "wait " + wait);
        assertEquals(0, buckets.take("b"), "another address has its own bucket");
        nanos.addAndGet(TimeUnit.SECONDS.toNanos(10));
        assertEquals(0, buckets.take("a"), "ten seconds later, one more");
        assertTrue(buckets.take("a") > 0);
    }

    @Test
    void theAddressIsThePeersUnlessATrustedProxyNamesIt() {
        TrustedProxies proxy = TrustedProxies.parse("10.0.0.0/8");
        assertEquals("10.0.0.1", ClientAddress.of("10.0.0.1", "203.0.113.9", TrustedProxies.NONE));
        assertEquals("203.0.113.9", ClientAddress.of("10.0.0.1", "1.2.3.4, 203.0.113.9", proxy),
            "the last hop is the one the trusted proxy wrote");
        assertEquals("10.0.0.1", ClientAddress.of("10.0.0.1", null, proxy));
        assertEquals("192.0.2.8", ClientAddress.of("192.0.2.8", "203.0.113.9", proxy),
            "a peer that is not one of the proxies names nobody but itself");
    }
}
