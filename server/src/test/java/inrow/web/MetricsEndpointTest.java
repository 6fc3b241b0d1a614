package inrow.web;

import static inrow.testing.WsClient.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.metrics.Scrape;
import inrow.testing.Await;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * GET /metrics on a real server: Prometheus's text format with every metric the README documents, of the type it
 * says, and the socket and store meters following a game played over real sockets.
 */
@Timeout(60)
class MetricsEndpointTest {
    private static final Pattern DOCUMENTED = Pattern.compile("^\\| `(inrow_[a-z_]+)` \\| (\\w+) \\|", Pattern.MULTILINE);

    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    private static String scrape() {
        HttpResponse<String> r = server.get("/metrics");
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    /** The rows of the README's Metrics table: name to type. */
    private static Map<String, String> documented() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        int from = readme.indexOf("\n## Metrics\n");
        assertTrue(from >= 0, "README.md has no Metrics section");
        int to = readme.indexOf("\n## ", from + 1);
        Matcher m = DOCUMENTED.matcher(readme.substring(from, to < 0 ? readme.length() : to));
        Map<String, String> out = new LinkedHashMap<>();
        while (m.find()) {
            out.put(m.group(1), m.group(2));
        }
        return out;
    }

    @Test
    void answersPrometheusTextWithEveryDocumentedMetricOfItsDocumentedType() throws IOException {
        HttpResponse<String> r = server.get("/metrics");
        assertEquals(200, r.statusCode(), r.body());
        String type = r.headers().firstValue("Content-Type").orElse("");
        assertTrue(type.startsWith("text/plain") && type.contains("version=0.0.4"), type);

        Map<String, String> names = documented();
        assertEquals(Map.ofEntries(Map.entry("inrow_sockets_open", "gauge"), Map.entry("inrow_rooms_live", "gauge"),
            Map.entry("inrow_moves_committed_total", "counter"),
            Map.entry("inrow_commit_latency_seconds", "histogram"), Map.entry("inrow_store_batch_size", "histogram"),
            Map.entry("inrow_store_wait_seconds", "histogram"),
            Map.entry("inrow_store_transaction_seconds", "histogram"),
            Map.entry("inrow_store_upkeep_seconds", "histogram"), Map.entry("inrow_cluster_errors_total", "counter"),
            Map.entry("inrow_room_queue_wait_seconds", "histogram"), Map.entry("inrow_room_resume_seconds", "histogram"),
            Map.entry("inrow_room_broadcast_seconds", "histogram")), names, "the README's Metrics table");
        names.forEach((name, kind) -> assertEquals(kind, Scrape.type(r.body(), name), name + " in\n" + r.body()));
        // Percentile histograms, so Prometheus computes quantiles; and the errors at 0 before any happened.
        assertTrue(Scrape.has(r.body(), "inrow_commit_latency_seconds_bucket"), r.body());
        assertTrue(Scrape.has(r.body(), "inrow_store_batch_size_bucket"), r.body());
        assertEquals(0.0, Scrape.value(r.body(), "inrow_cluster_errors_total{op=\"append\"}"));
        assertTrue(Scrape.has(r.body(), "jvm_memory_used_bytes"), "JVM binders");
        assertTrue(Scrape.has(r.body(), "process_uptime_seconds"), "process binders");
    }

    @Test
    void socketsAndStoreBatchesFollowAGame() {
        String before = scrape();
        assertEquals(0.0, Scrape.value(before, "inrow_sockets_open"), before);
        double batches = Scrape.value(before, "inrow_store_batch_size_count");
        double writes = Scrape.value(before, "inrow_store_batch_size_sum");

        JsonNode created = server.create("{\"name\":\"Ann\"}");
        String code = created.get("code").asText();
        String afterCreate = scrape();
        // The game is stored before its code is handed out.
        assertTrue(Scrape.value(afterCreate, "inrow_store_batch_size_count") > batches, afterCreate);
        assertTrue(Scrape.value(afterCreate, "inrow_rooms_live") >= 1, afterCreate);

        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bob", null);
            x.awaitState(g -> "playing".equals(g.get("status").asText()));
            String playing = scrape();
            assertEquals(2.0, Scrape.value(playing, "inrow_sockets_open"), playing);
            double batchesBeforeMove = Scrape.value(playing, "inrow_store_batch_size_count");
            double writesBeforeMove = Scrape.value(playing, "inrow_store_batch_size_sum");
            double transactionsBeforeMove = Scrape.value(playing, "inrow_store_transaction_seconds_count");
            double waitsBeforeMove = Scrape.value(playing, "inrow_store_wait_seconds_count");
            double resumesBeforeMove = Scrape.value(playing, "inrow_room_resume_seconds_count");

            x.send(move(1, 1, 0, "m0"));
            x.awaitMoves(1); // shown only once durable: its transaction has been counted
            String moved = scrape();
            assertTrue(Scrape.value(moved, "inrow_store_batch_size_count") > batchesBeforeMove, moved);
            assertTrue(Scrape.value(moved, "inrow_store_batch_size_sum") > writesBeforeMove, moved);
            assertTrue(Scrape.value(moved, "inrow_store_batch_size_sum") >= writes + 2, "the create and the move");
            assertTrue(Scrape.value(moved, "inrow_store_batch_size_max") >= 1, moved);
            assertTrue(Scrape.value(moved, "inrow_store_transaction_seconds_count") > transactionsBeforeMove, moved);
            assertTrue(Scrape.value(moved, "inrow_store_wait_seconds_count") > waitsBeforeMove, moved);
            assertTrue(Scrape.value(moved, "inrow_room_resume_seconds_count") > resumesBeforeMove,
                "the room went on after the move's commit: " + moved);

            x.closeNormally();
            o.closeNormally();
        }
        // Jetty's close event reaches the server a moment after the client's close completes.
        Await.until(Duration.ofSeconds(5), Duration.ofMillis(20),
            () -> Scrape.value(scrape(), "inrow_sockets_open") == 0.0);
        String after = scrape();
        assertEquals(0.0, Scrape.value(after, "inrow_sockets_open"), after);
    }

    @Test
    void aSocketForAnUnknownGameIsCountedOutWhenTheServerClosesIt() {
        try (WsClient stray = server.socket("NOSUCHGM", "stray")) {
            stray.awaitError("unknown_game");
            assertEquals(1008, stray.awaitClose());
        }
        Await.until(Duration.ofSeconds(5), Duration.ofMillis(20),
            () -> Scrape.value(scrape(), "inrow_sockets_open") == 0.0);
        String after = scrape();
        assertEquals(0.0, Scrape.value(after, "inrow_sockets_open"), after);
    }
}
