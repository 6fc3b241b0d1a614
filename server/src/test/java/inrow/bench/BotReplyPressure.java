package inrow.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * How long the computer takes to answer a person's move on a running server (issue 42, "the computer's moves in
 * games are never slowed by anyone's analysis"): a benchmark to run by hand beside {@link AnalysisPressure}, not a
 * test. Each of {@code games} players creates a gomoku game against {@code bot:LEVEL}, plays a random empty cell next
 * to the stones on the board whenever it is its turn, and times each move from the frame sent to the state that
 * carries the computer's answer; a game that ends is replaced by a new one. A ladder level below 8 stops by node
 * count, so its answer time is the CPU it got; the master thinks for {@code think_ms}, so what can grow is only the
 * part over it. Bounded: every player stops after the seconds given.
 *
 * <p>Arguments: the server's URL, the level (default 5), seconds (default 30), games at once (default 2), think_ms
 * (default 300), seed (default 1).
 */
public final class BotReplyPressure {
    private static final ObjectMapper JSON = new ObjectMapper();

    private BotReplyPressure() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        String level = args.length > 1 ? args[1] : "5";
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int games = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        int thinkMs = args.length > 4 ? Integer.parseInt(args[4]) : 300;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<Long> replies = Collections.synchronizedList(new ArrayList<>());
        List<Thread> players = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Random random = new Random(seed * 1000 + i);
            Thread t = new Thread(() -> {
                while (System.nanoTime() < end) {
                    try {
                        playOne(http, url, level, thinkMs, random, end, replies);
                    } catch (Exception e) {
                        System.err.println("game failed: " + e);
                        return;
                    }
                }
            });
            t.start();
            players.add(t);
        }
        for (Thread t : players) {
            t.join();
        }
        List<Long> sorted = new ArrayList<>(replies);
        Collections.sort(sorted);
        if (sorted.isEmpty()) {
            System.out.println("no replies");
            return;
        }
        System.out.printf(Locale.ROOT, "bot:%s think %d ms, %d games at once, %d s: %d replies; reply p50 / p99 / max "
            + "%.1f / %.1f / %.1f ms; over think_ms + 100: %d%n", level, thinkMs, games, seconds, sorted.size(),
            ms(rank(sorted, 0.50)), ms(rank(sorted, 0.99)), ms(sorted.get(sorted.size() - 1)),
            sorted.stream().filter(n -> n > (thinkMs + 100) * 1_000_000L).count());
    }

    private static long rank(List<Long> sorted, double q) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1));
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    /** One game against the computer until it ends or the time is up; each answer's time goes to {@code replies}. */
    private static void playOne(HttpClient http, String url, String level, int thinkMs, Random random, long end,
        List<Long> replies) throws Exception {
        String body = "{\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:" + level + "\"},"
            + "\"think_ms\":" + thinkMs + ",\"unlisted\":true}";
        HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(url + "/api/games"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
            HttpResponse.BodyHandlers.ofString());
        if (created.statusCode() != 201) {
            throw new IllegalStateException("create: " + created.statusCode() + " " + created.body());
        }
        JsonNode game = JSON.readTree(created.body());
        String code = game.get("code").asText();
        String token = game.get("token").asText();
        CountDownLatch over = new CountDownLatch(1);
        Player player = new Player(random, replies, over);
        WebSocket ws = http.newWebSocketBuilder()
            .buildAsync(URI.create(url.replaceFirst("^http", "ws") + "/ws/" + code), player).get(10, TimeUnit.SECONDS);
        player.ws = ws;
        ws.sendText("{\"type\":\"join\",\"token\":\"" + token + "\"}", true);
        long left = Math.max(1, (end - System.nanoTime()) / 1_000_000);
        over.await(left, TimeUnit.MILLISECONDS);
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(e -> null);
    }

    /** The person: moves on its turn, times from its move to the state with the computer's answer. */
    private static final class Player implements WebSocket.Listener {
        private final Random random;
        private final List<Long> replies;
        private final CountDownLatch over;
        private final StringBuilder partial = new StringBuilder();
        volatile WebSocket ws;
        private long sentAt;
        private int sentPly = -1;

        Player(Random random, List<Long> replies, CountDownLatch over) {
            this.random = random;
            this.replies = replies;
            this.over = over;
        }

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String frame = partial.toString();
                partial.setLength(0);
                try {
                    heard(JSON.readTree(frame));
                } catch (Exception e) {
                    System.err.println("unreadable frame: " + e);
                    over.countDown();
                }
            }
            socket.request(1);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void onError(WebSocket socket, Throwable error) {
            over.countDown();
        }

        @Override
        public CompletionStage<?> onClose(WebSocket socket, int status, String reason) {
            over.countDown();
            return null;
        }

        private void heard(JsonNode frame) {
            if (!"state".equals(frame.path("type").asText())) {
                return;
            }
            JsonNode game = frame.get("game");
            JsonNode moves = game.get("moves");
            int ply = moves.size();
            if (sentPly >= 0 && ply >= sentPly + 2) {
                replies.add(System.nanoTime() - sentAt);
                sentPly = -1;
            }
            if (!"playing".equals(game.path("status").asText())) {
                if (!"waiting".equals(game.path("status").asText())) {
                    over.countDown();
                }
                return;
            }
            if ("X".equals(game.path("turn").asText()) && sentPly < 0) {
                int[] cell = nextTo(moves);
                sentAt = System.nanoTime();
                sentPly = ply;
                ws.sendText("{\"type\":\"move\",\"x\":" + cell[0] + ",\"y\":" + cell[1] + ",\"ply\":" + ply + "}", true);
            }
        }

        /** A random empty cell within one of a stone (the centre on an empty board). */
        private int[] nextTo(JsonNode moves) {
            boolean[][] taken = new boolean[15][15];
            for (JsonNode m : moves) {
                taken[m.get(0).asInt()][m.get(1).asInt()] = true;
            }
            if (moves.isEmpty()) {
                return new int[] {7, 7};
            }
            List<int[]> near = new ArrayList<>();
            for (int x = 0; x < 15; x++) {
                for (int y = 0; y < 15; y++) {
                    if (!taken[x][y] && touches(taken, x, y)) {
                        near.add(new int[] {x, y});
                    }
                }
            }
            return near.get(random.nextInt(near.size()));
        }

        private static boolean touches(boolean[][] taken, int x, int y) {
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    int a = x + dx;
                    int b = y + dy;
                    if (a >= 0 && a < 15 && b >= 0 && b < 15 && taken[a][b]) {
                        return true;
                    }
                }
            }
            return false;
        }
    }
}
