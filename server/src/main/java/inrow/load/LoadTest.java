package inrow.load;

import inrow.Daemons;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;

/**
 * {@code inrow loadtest}: plays real games against a running server and measures how fast moves reach the
 * players and spectators. Targets only the address it is given; every loop is bounded by --duration.
 */
@Command(name = "loadtest", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Plays real games against a running InRow server: creates games over HTTP, connects two players "
        + "per game plus spectators over WebSocket, plays legal moves on an open-loop schedule, and measures move, "
        + "spectator and ping latency. Then checks that every game on the server holds exactly the moves played.")
public final class LoadTest implements Callable<Integer> {
    @Option(names = "--url", defaultValue = "http://127.0.0.1:7070", split = ",",
        description = "Server, or several nodes of one cluster separated by commas: game i is created on node i, its "
            + "first player plays there and its second player on the next node, so every move crosses nodes "
            + "(default: ${DEFAULT-VALUE}).")
    List<String> urls;

    @Option(names = "--games", defaultValue = "20", description = "Concurrent games (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--spectators", defaultValue = "0",
        description = "Spectator sockets, spread over the games (default: ${DEFAULT-VALUE}).")
    int spectators;

    @Option(names = "--think-ms", defaultValue = "2000",
        description = "Mean think time per move; each game makes one move per think time, so the offered rate is "
            + "games * 1000 / think-ms moves per second (default: ${DEFAULT-VALUE}).")
    long thinkMs;

    @Option(names = "--duration", defaultValue = "10", description = "Seconds of play (default: ${DEFAULT-VALUE}).")
    int duration;

    @Option(names = "--warmup", defaultValue = "0",
        description = "Seconds of play before --duration that are not measured: the JIT of every JVM involved "
            + "settles first (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--rules", defaultValue = "gomoku", description = "tictactoe or gomoku (default: ${DEFAULT-VALUE}).")
    String rules;

    @Option(names = "--ping-ms", defaultValue = "5000",
        description = "Each socket pings this often, as the baseline (default: ${DEFAULT-VALUE}).")
    long pingMs;

    @Option(names = "--idle", defaultValue = "0",
        description = "Instead of playing, open this many idle connections and hold them for --duration seconds.")
    int idle;

    @Option(names = "--pid", split = ",",
        description = "The server's process id (several, separated by commas), to report resident memory (summed).")
    List<Long> pids = List.of();

    @Option(names = "--json", description = "Write the result as JSON to this file.")
    Path jsonOut;

    @Option(names = "--html", description = "Write an HTML report with a latency chart to this file.")
    Path htmlOut;

    @Option(names = "--seed", defaultValue = "1", description = "Seed for moves and think times (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--no-fork", description = "Measure in this JVM, as started, instead of one of the tool's own with "
        + "a young generation large enough not to collect while measuring.")
    boolean noFork;

    @Spec
    CommandSpec spec;

    private final ObjectMapper json = new ObjectMapper();

    @Override
    public Integer call() throws Exception {
        if (!noFork && spec != null) {
            // This subcommand's own arguments, @files expanded (the original ones are the whole command line's).
            var child = MeasuringJvm.command(spec.commandLine().getParseResult().expandedArgs());
            if (child.isPresent()) {
                return MeasuringJvm.run(child.get());
            }
        }
        LoadResult result;
        try {
            result = run();
        } catch (Exception e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof Refused refused) {
                    System.err.println("loadtest: " + refused.getMessage());
                    return 2;
                }
            }
            throw e;
        }
        System.out.println(result.table());
        if (jsonOut != null) {
            result.writeJson(jsonOut);
        }
        if (htmlOut != null) {
            result.writeHtml(htmlOut);
        }
        return result.passed() ? 0 : 1;
    }

    /** The whole run: set up, play, verify. Public pieces let tests step in between. */
    public LoadResult run() throws Exception {
        Run run = new Run();
        try {
            if (idle > 0) {
                return run.idle();
            }
            run.setUp();
            run.play();
            return run.verify();
        } finally {
            run.close();
        }
    }

    /** The server refused the run as a whole: said in one line, without a trace. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message);
        }
    }

    /** A hook for tests: called after play, before verification, with each game's code and both players' tokens. */
    public interface BeforeVerify {
        void accept(List<String[]> codesAndTokens) throws Exception;
    }

    BeforeVerify beforeVerify = games -> { };

    public LoadTest beforeVerify(BeforeVerify hook) {
        this.beforeVerify = hook;
        return this;
    }

    /** Options for use from code (tests); the command line sets the same fields. */
    public static LoadTest of(String url, int games, int spectators, long thinkMs, int durationSeconds) {
        LoadTest t = new LoadTest();
        t.urls = List.of(url.split(","));
        t.games = games;
        t.spectators = spectators;
        t.thinkMs = thinkMs;
        t.duration = durationSeconds;
        t.rules = "gomoku";
        t.pingMs = 1000;
        t.seed = 1;
        return t;
    }

    private final class Run implements AutoCloseable {
        final Metrics metrics = new Metrics();
        final ExecutorService io = Executors.newFixedThreadPool(2, Daemons.named("load-io"));
        final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, Daemons.named("load-timer"));
        final HttpClient http = HttpClient.newBuilder().executor(io).connectTimeout(Duration.ofSeconds(10)).build();
        /** The sockets go through Jetty's client, not the JDK's: see {@link #jettyClient()}. */
        final WebSocketClient webSockets = jettyClient();
        final List<SimGame> sims = new ArrayList<>();
        final List<LoadSocket> sockets = new ArrayList<>();
        final Semaphore connecting = new Semaphore(64);
        long startNanos;
        long endNanos;
        /** The tool's own collections in the measured seconds. */
        ToolPauses toolPauses;
        /** The servers' store commits in the measured seconds; null when they do not serve them. */
        StoreCommits commits;

        void setUp() throws Exception {
            System.err.printf("Creating %d games and %d sockets...%n", games, games * 2 + spectators);
            List<CompletableFuture<SimGame>> created = new ArrayList<>();
            Semaphore creating = new Semaphore(32);
            for (int i = 0; i < games; i++) {
                creating.acquire();
                long gameSeed = seed * 1_000_003L + i;
                created.add(createGame(gameSeed, url(i)).whenComplete((g, e) -> creating.release()));
            }
            for (CompletableFuture<SimGame> f : created) {
                sims.add(f.get(60, TimeUnit.SECONDS));
            }
            List<CompletableFuture<?>> opened = new ArrayList<>();
            for (int i = 0; i < sims.size(); i++) {
                SimGame g = sims.get(i);
                g.first = socket(g);
                g.second = socket(g);
                opened.add(open(g.first, url(i), g.code,
                    "{\"type\":\"join\",\"token\":\"" + g.creatorToken + "\"}"));
            }
            await(opened);
            opened.clear();
            for (int i = 0; i < sims.size(); i++) {
                SimGame g = sims.get(i);
                opened.add(open(g.second, url(i + 1), g.code, "{\"type\":\"join\",\"name\":\"load\"}"));
            }
            for (int i = 0; i < spectators; i++) {
                SimGame g = sims.get(i % sims.size());
                LoadSocket s = socket(g);
                g.spectators.add(s);
                opened.add(open(s, url(i), g.code, "{\"type\":\"join\",\"role\":\"spectator\"}"));
            }
            await(opened);
            System.err.printf("%d sockets open.%n", metrics.connections.get());
            // Setting up allocates more than the play (every socket's client objects): collect it now, while
            // nothing is measured, rather than in the measured seconds.
            System.gc();
        }

        CompletableFuture<SimGame> createGame(long gameSeed, String url) {
            String body = "{\"rules\":{\"preset\":\"" + rules + "\"},\"name\":\"load\"}";
            HttpRequest req = HttpRequest.newBuilder(URI.create(url + "/api/games"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
            return http.sendAsync(req, HttpResponse.BodyHandlers.ofString()).thenApply(r -> {
                if (r.statusCode() == 429) {
                    throw new Refused("the server at " + url + " held this address to its per-address limits (429 "
                        + "on creating a game); start it with --exempt-loopback for a load test on loopback");
                }
                if (r.statusCode() != 201) {
                    throw new IllegalStateException("creating a game: " + r.statusCode() + " " + r.body());
                }
                try {
                    JsonNode created = json.readTree(r.body());
                    int size = rules.equals("tictactoe") ? 3 : 15;
                    return new SimGame(created.get("code").asText(), size, size, created.get("token").asText(),
                        metrics, timer, System::nanoTime, gameSeed, TimeUnit.MILLISECONDS.toNanos(thinkMs));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }

        LoadSocket socket(SimGame g) {
            LoadSocket[] self = new LoadSocket[1];
            self[0] = new LoadSocket(msg -> g.onMessage(self[0], msg), why -> {
                metrics.connections.decrementAndGet();
                metrics.error("closed");
            });
            sockets.add(self[0]);
            return self[0];
        }

        CompletableFuture<?> open(LoadSocket s, String url, String code, String join) {
            connecting.acquireUninterruptibly();
            String ws = url.replaceFirst("^http", "ws") + "/ws/" + code + "?moves=1";
            CompletableFuture<?> connected;
            try {
                connected = webSockets.connect(s, URI.create(ws));
            } catch (java.io.IOException e) {
                connected = CompletableFuture.failedFuture(e);
            }
            return connected.whenComplete((socket, e) -> {
                    connecting.release();
                    if (e != null) {
                        metrics.error("connect");
                        return;
                    }
                    metrics.connections.incrementAndGet();
                    if (join != null) {
                        s.send(join);
                    }
                });
        }

        void play() throws InterruptedException {
            startNanos = System.nanoTime();
            sims.forEach(g -> g.begin(startNanos));
            List<java.util.concurrent.ScheduledFuture<?>> pingers = new ArrayList<>();
            SplittableRandomPhase phase = new SplittableRandomPhase(seed);
            for (LoadSocket s : sockets) {
                pingers.add(timer.scheduleAtFixedRate(() -> s.send("{\"type\":\"ping\",\"id\":" + System.nanoTime()
                    + "}"), phase.next(pingMs), pingMs, TimeUnit.MILLISECONDS));
            }
            if (warmup > 0) {
                System.err.printf("Warming up for %d s (not measured)...%n", warmup);
                Thread.sleep(warmup * 1000L);
                metrics.forget();
                startNanos = System.nanoTime();
            }
            NavigableMap<Double, Long> commitsBefore = storeCommits();
            ToolPauses before = ToolPauses.sinceStart();
            long last = System.nanoTime();
            long lastConfirmed = 0;
            for (int second = 1; second <= duration; second++) {
                Thread.sleep(1000);
                long now = System.nanoTime();
                Histogram interval = metrics.drain();
                long confirmed = metrics.movesConfirmed.sum();
                sample();
                System.err.printf("\r[%3d/%3d s] %6.0f moves/s  p50 %6.2f ms  p99 %7.2f ms  errors %d  sockets %d   ",
                    second, duration, (confirmed - lastConfirmed) * 1e9 / (now - last),
                    interval.getValueAtPercentile(50) / 1000.0, interval.getValueAtPercentile(99) / 1000.0,
                    metrics.errorCount(), metrics.connections.get());
                last = now;
                lastConfirmed = confirmed;
            }
            System.err.println();
            endNanos = System.nanoTime();
            toolPauses = ToolPauses.sinceStart().since(before);
            commits = StoreCommits.between(commitsBefore, storeCommits());
            pingers.forEach(p -> p.cancel(false));
            sims.forEach(SimGame::stop);
            // Let moves already sent be confirmed before checking.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < deadline && !sims.stream().allMatch(SimGame::settled)) {
                Thread.sleep(50);
            }
            metrics.drain();
        }

        /**
         * Every node's store commits so far, summed (read once before and once after the measured seconds, outside
         * them); empty when a node does not serve them.
         */
        NavigableMap<Double, Long> storeCommits() {
            NavigableMap<Double, Long> total = new TreeMap<>();
            for (String node : urls) {
                try {
                    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(node + "/metrics"))
                        .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
                    NavigableMap<Double, Long> one = r.statusCode() == 200
                        ? StoreCommits.buckets(r.body()) : new TreeMap<>();
                    if (one.isEmpty()) {
                        return one;
                    }
                    StoreCommits.add(total, one);
                } catch (java.io.IOException e) {
                    return new TreeMap<>();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return new TreeMap<>();
                }
            }
            return total;
        }

        void sample() {
            if (!pids.isEmpty()) {
                metrics.peakRssKb.accumulateAndGet(rss(), Math::max);
            }
        }

        LoadResult verify() throws Exception {
            List<String[]> codes = new ArrayList<>();
            for (SimGame g : sims) {
                codes.add(new String[] {g.code, g.first.token, g.second.token});
            }
            beforeVerify.accept(codes);
            List<String> problems = new ArrayList<>();
            for (SimGame g : sims) {
                HttpRequest req = HttpRequest.newBuilder(URI.create(url(0) + "/api/games/" + g.code)).GET().build();
                HttpResponse<String> r = http.send(req, HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() != 200) {
                    problems.add(g.code + ": the server answers " + r.statusCode());
                    continue;
                }
                Heard.Game game = Heard.game(r.body());
                if (game == null) {
                    problems.add(g.code + ": the server's answer cannot be read");
                } else if (game.round() == g.round()) {
                    g.checkAgainst(game, "at the end of the run");
                }
                for (String p : g.problems()) {
                    problems.add(g.code + ": " + p);
                }
            }
            long rss = pids.isEmpty() ? -1 : rss();
            return new LoadResult(describe(), (endNanos - startNanos) / 1e9, metrics, problems, rss,
                metrics.connections.get(), toolPauses, commits);
        }

        LoadResult idle() throws Exception {
            int perGame = 500;
            int gamesNeeded = (idle + perGame - 1) / perGame;
            for (int i = 0; i < gamesNeeded; i++) {
                sims.add(createGame(seed + i, url(i)).get(30, TimeUnit.SECONDS));
            }
            List<CompletableFuture<?>> opened = new ArrayList<>();
            for (int i = 0; i < idle; i++) {
                SimGame g = sims.get(i / perGame);
                LoadSocket s = socket(g);
                opened.add(open(s, url(i), g.code, "{\"type\":\"join\",\"role\":\"spectator\"}"));
                if (i % 1000 == 999) {
                    System.err.printf("\r%d idle sockets open   ", metrics.connections.get());
                }
            }
            await(opened);
            System.err.printf("\r%d idle sockets open; holding them for %d s%n", metrics.connections.get(), duration);
            startNanos = System.nanoTime();
            for (int second = 0; second < duration; second++) {
                Thread.sleep(1000);
                sample();
            }
            endNanos = System.nanoTime();
            long rss = pids.isEmpty() ? -1 : rss();
            return new LoadResult(describe(), (endNanos - startNanos) / 1e9, metrics, List.of(), rss,
                metrics.connections.get(), null, null);
        }

        void await(List<CompletableFuture<?>> all) {
            try {
                CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
            } catch (Exception e) {
                metrics.error("setup");
            }
        }

        @Override
        public void close() {
            sockets.forEach(LoadSocket::close);
            timer.shutdownNow();
            io.shutdownNow();
            try {
                webSockets.stop();
            } catch (Exception e) {
                // the run is over and its figures taken; the process exits after printing them
            }
        }
    }

    /**
     * Jetty's WebSocket client, on a small pool of threads. The JDK's client held about 60 KB per socket (370
     * MB for a run's 6,000) and allocated about 1.7 MB for each one it opened, so the tool's own young collections took
     * about 30 ms each, and a frame that arrived during one was counted as the server's latency.
     */
    static WebSocketClient jettyClient() {
        QueuedThreadPool threads = new QueuedThreadPool(16, 2);
        threads.setName("load-ws");
        threads.setDaemon(true);
        org.eclipse.jetty.client.HttpClient upgrades = new org.eclipse.jetty.client.HttpClient();
        upgrades.setExecutor(threads);
        upgrades.setConnectTimeout(30_000);
        // Every socket is an upgrade request to the one server: Jetty's default queue of 1,024 requests per
        // destination refused the rest when thousands connected at once (the pairing load's players, paired in a
        // burst, each opening their room), so the tool failed its own connects instead of measuring the server.
        upgrades.setMaxRequestsQueuedPerDestination(1 << 16);
        WebSocketClient client = new WebSocketClient(upgrades);
        // Idle sockets are the point of --idle: no timeout of the client's own. Frames are a server's, not bounded
        // by what a player may send.
        client.setIdleTimeout(Duration.ofDays(1));
        client.setMaxTextMessageSize(16L << 20);
        // Jetty starts every text message in a string builder of the input buffer's size: at its default, 4 KiB,
        // that was 63 % of all the tool allocated (JFR), and at 1 KiB still 29 %, for moves of about 300 bytes. A
        // whole state is longer and still arrives, over several reads. The server does the same (GameSocket).
        client.setInputBufferSize(512);
        try {
            client.start();
        } catch (Exception e) {
            throw new IllegalStateException("cannot start the WebSocket client: " + e.getMessage(), e);
        }
        return client;
    }

    private String describe() {
        String where = (urls.size() > 1 ? ", over " + urls.size() + " nodes" : "")
            + (warmup > 0 ? ", after " + warmup + " s of warm-up" : "");
        return idle > 0 ? idle + " idle connections held for " + duration + " s" + where
            : games + " games (" + rules + "), " + spectators + " spectators, think " + thinkMs + " ms, " + duration
                + " s" + where;
    }

    /** The node for the i-th game or socket: round robin over the nodes given. */
    private String url(int i) {
        return urls.get(i % urls.size());
    }

    /** Resident memory of every server process given, summed. */
    private long rss() {
        long sum = 0;
        for (long pid : pids) {
            sum += Rss.kilobytes(pid);
        }
        return sum;
    }

    /** Spreads the sockets' first pings over one interval so they do not all fire at once. */
    private static final class SplittableRandomPhase {
        private final java.util.SplittableRandom random;

        SplittableRandomPhase(long seed) {
            random = new java.util.SplittableRandom(seed);
        }

        long next(long interval) {
            return random.nextLong(Math.max(1, interval));
        }
    }

}
