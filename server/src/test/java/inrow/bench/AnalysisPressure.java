package inrow.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * Keeps a server's analysis pool busy for a while (issue 42, "Fair use of the server's CPU"): gomoku positions of 10 to
 * 40 random stones are asked for from many addresses (the server must trust loopback as a proxy, `--trust-proxy`, so
 * each request's {@code X-Forwarded-For} is its address and the per-address share does not stop the flood), two a
 * second, so the queue never empties. Run beside {@code inrow loadtest} to measure a game's moves while the reviews
 * run flat out (docs/performance.md, "Reviews"). Bounded: it stops after the seconds given.
 *
 * <p>Arguments: the server's URL, seconds (default 60), requests a second (default 2), the positions' seed (default 7;
 * a server answers a position it analysed before at once, so a second run against one server needs another seed).
 */
public final class AnalysisPressure {
    private AnalysisPressure() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        int perSecond = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        Random random = new Random(args.length > 3 ? Long.parseLong(args[3]) : 7);
        TreeMap<Integer, Integer> statuses = new TreeMap<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long gap = 1_000_000_000L / perSecond;
        int sent = 0;
        long next = System.nanoTime();
        while (System.nanoTime() < end) {
            String address = "10.0." + (sent % 200 / 100) + "." + (sent % 100 + 1);
            HttpRequest request = HttpRequest.newBuilder(URI.create(url + "/api/analysis"))
                .header("Content-Type", "application/json")
                .header("Origin", url)
                .header("X-Forwarded-For", address)
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(position(random)))
                .build();
            int status;
            try {
                status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (java.io.IOException e) {
                status = -1;
            }
            statuses.merge(status, 1, Integer::sum);
            sent++;
            next += gap;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
        }
        System.out.printf(Locale.ROOT, "analysis pressure: %d requests in %d s; by status %s (202 queued, 200 known, "
            + "429 the queue or a share full)%n", sent, seconds, statuses);
    }

    /** A gomoku position of 10 to 40 stones on distinct random cells near the centre, black first. */
    private static String position(Random random) {
        int stones = 10 + random.nextInt(31);
        Set<Integer> taken = new HashSet<>();
        StringBuilder moves = new StringBuilder();
        while (taken.size() < stones) {
            int x = 2 + random.nextInt(11);
            int y = 2 + random.nextInt(11);
            if (taken.add(y * 15 + x)) {
                moves.append(moves.length() == 0 ? "" : ",").append('[').append(x).append(',').append(y).append(']');
            }
        }
        return "{\"rules\":{\"preset\":\"gomoku\"},\"moves\":[" + moves + "]}";
    }
}
