package inrow.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.room.RoomMeter;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What each port records, read back from the Prometheus text, as a scraper would see it. */
class ServerMetricsTest {
    private final ServerMetrics metrics = new ServerMetrics();

    @AfterEach
    void close() {
        metrics.close();
    }

    @Test
    void committedStepsCountTheirMovesAndTimeEveryStep() {
        RoomMeter room = metrics;
        room.committed(1, TimeUnit.MILLISECONDS.toNanos(3));
        room.committed(0, TimeUnit.MILLISECONDS.toNanos(1)); // a seat taken: timed, no move
        room.committed(2, TimeUnit.MILLISECONDS.toNanos(40));

        String text = metrics.scrape();
        assertEquals(3.0, Scrape.value(text, "inrow_moves_committed_total"), text);
        assertEquals(3.0, Scrape.value(text, "inrow_commit_latency_seconds_count"), text);
        assertEquals(0.044, Scrape.value(text, "inrow_commit_latency_seconds_sum"), 1e-9, text);
        assertEquals(0.040, Scrape.value(text, "inrow_commit_latency_seconds_max"), 1e-9, text);
        // A histogram, not client-side percentiles: Prometheus computes quantiles across nodes from the buckets.
        assertEquals(3.0, Scrape.value(text, "inrow_commit_latency_seconds_bucket{le=\"+Inf\"}"), text);
        assertEquals(2.0, Scrape.value(text, "inrow_commit_latency_seconds_bucket{le=\"0.005592405\"}"), text);
    }

    /** Activity is what tells the heap trim the server is quiet: pings (which only wait in a queue) are not. */
    @Test
    void activityGrowsWithChangesAndSocketsNotWithQueueWaits() {
        long start = metrics.activity();
        metrics.waited(1_000);
        assertEquals(start, metrics.activity());
        metrics.shown(3, 1_000);
        metrics.committed(1, 1_000);
        metrics.socketOpened();
        metrics.socketClosed();
        assertEquals(start + 4, metrics.activity());
    }

    @Test
    void nothingRecordedStillShowsEveryMeterAtZero() {
        metrics.liveRooms(() -> 0);
        String text = metrics.scrape();
        for (String name : new String[] {"inrow_sockets_open", "inrow_rooms_live", "inrow_moves_committed_total",
            "inrow_commit_latency_seconds_count", "inrow_store_batch_size_count",
            "inrow_cluster_errors_total{op=\"append\"}", "inrow_cluster_errors_total{op=\"publish\"}",
            "inrow_cluster_errors_total{op=\"fetch\"}"}) {
            assertEquals(0.0, Scrape.value(text, name), name + " in\n" + text);
        }
        for (String binder : new String[] {"jvm_memory_used_bytes", "jvm_gc_max_data_size_bytes",
            "jvm_threads_live_threads", "jvm_classes_loaded_classes", "process_uptime_seconds",
            "process_cpu_usage", "process_files_open_files"}) {
            assertTrue(Scrape.has(text, binder), binder + " missing from\n" + text);
        }
    }

    @Test
    void socketsRoomsBatchesAndClusterErrors() {
        int[] rooms = {2};
        metrics.liveRooms(() -> rooms[0]);
        metrics.socketOpened();
        metrics.socketOpened();
        metrics.socketClosed();
        metrics.transaction(1, 2_000_000);
        metrics.transaction(7, 4_000_000);
        metrics.writeWaited(500_000);
        metrics.upkeep(3_000_000);
        metrics.clusterError("publish");
        metrics.clusterError("publish");
        metrics.clusterError("fetch");

        String text = metrics.scrape();
        assertEquals(1.0, Scrape.value(text, "inrow_sockets_open"), text);
        assertEquals(2.0, Scrape.value(text, "inrow_rooms_live"), text);
        rooms[0] = 5;
        assertEquals(5.0, Scrape.value(metrics.scrape(), "inrow_rooms_live"), "read at each scrape");
        assertEquals(2.0, Scrape.value(text, "inrow_store_batch_size_count"), text);
        assertEquals(8.0, Scrape.value(text, "inrow_store_batch_size_sum"), text);
        assertEquals(7.0, Scrape.value(text, "inrow_store_batch_size_max"), text);
        assertEquals(2.0, Scrape.value(text, "inrow_store_transaction_seconds_count"), text);
        assertEquals(0.006, Scrape.value(text, "inrow_store_transaction_seconds_sum"), 1e-9, text);
        assertEquals(0.0005, Scrape.value(text, "inrow_store_wait_seconds_sum"), 1e-9, text);
        assertEquals(1.0, Scrape.value(text, "inrow_store_upkeep_seconds_count"), text);
        assertEquals(0.003, Scrape.value(text, "inrow_store_upkeep_seconds_sum"), 1e-9, text);
        assertEquals(0.0, Scrape.value(text, "inrow_cluster_errors_total{op=\"append\"}"), text);
        assertEquals(2.0, Scrape.value(text, "inrow_cluster_errors_total{op=\"publish\"}"), text);
        assertEquals(1.0, Scrape.value(text, "inrow_cluster_errors_total{op=\"fetch\"}"), text);
    }
}
