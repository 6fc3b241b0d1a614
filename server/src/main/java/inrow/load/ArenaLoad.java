package inrow.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.Daemons;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code inrow arenaload}: an arena of many players on a running server (issue 44's "Measured"). Signs up
 * {@code --players} accounts over HTTP, one of them creates a tic-tac-toe arena starting now, all join; each player
 * asks {@code GET /api/tournaments/{id}/me} for its game while it waits, plays the game over the room's socket with
 * random legal moves at once, and waits for the next. After {@code --minutes} the players pause, play out what they
 * were given and stop. Measures, per game after a player's first: from the final state on the player's socket (the
 * tool's wall clock) to the server's {@code startedAt} of its next game (the pairing's time, the server's wall clock:
 * both on this machine), and to the tool learning that game. Checks that no player was in two games at once, from the
 * tool's view (the rooms its players were handed, from first handed to first final state seen) and from the server's
 * ({@code GET /api/tournaments/{id}/games}: started to scored). Targets only the address it is given; every loop ends
 * by itself after {@code --minutes} plus {@code --grace}.
 */
@Command(name = "arenaload", mixinStandardHelpOptions = true, sortOptions = false,
    description = "An arena under load: --players signed-up players join one tic-tac-toe arena on a running InRow "
        + "server (started with --exempt-loopback), play every game they are paired in at once and wait for the "
        + "next, for --minutes. Reports the time from a game's end to the next pairing (p50, p99, max), games played "
        + "and a second, and whether any player was ever in two games at once (exit code 1 if so).")
public final class ArenaLoad implements Callable<Integer> {
    @Option(names = "--url", defaultValue = "http://127.0.0.1:7070",
        description = "The server (default: ${DEFAULT-VALUE}).")
    String url;

    @Option(names = "--players", defaultValue = "100", description = "Players (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--minutes", defaultValue = "10",
        description = "Minutes of play, fractions allowed; the arena itself lasts at least 10 (default: "
            + "${DEFAULT-VALUE}).")
    double minutes;

    @Option(names = "--game", defaultValue = "tictactoe",
        description = "The arena's game: tictactoe, gomoku, standard, renju, connect4 (default: ${DEFAULT-VALUE}).")
    String game;

    @Option(names = "--clock", defaultValue = "30+0",
        description = "The arena's clock as SECONDS+INCREMENT, whole seconds (default: ${DEFAULT-VALUE}); a game "
            + "a player abandons ends when its clock runs out.")
    String clock;

    @Option(names = "--poll-ms", defaultValue = "1000",
        description = "How often a waiting player asks for its next game (default: ${DEFAULT-VALUE}); the end to "
            + "pairing time does not depend on it, the end to learned time does.")
    int pollMs;

    @Option(names = "--grace", defaultValue = "60",
        description = "Seconds after --minutes for the games going on to end (default: ${DEFAULT-VALUE}).")
    int grace;

    @Option(names = "--signups", defaultValue = "8",
        description = "Sign-ups under way at once (default: ${DEFAULT-VALUE}).")
    int signups;

    @Option(names = "--sessions", paramLabel = "FILE",
        description = "Keeps the players' names and session cookies here: read when it exists (the same server and "
            + "data directory), else written after the sign-ups. A sign-up hashes a password (Argon2id), about a "
            + "second each on a busy 2-core machine; this lets later runs skip them.")
    java.nio.file.Path sessions;

    @Option(names = "--seed", defaultValue = "1", description = "Seed for the moves (default: ${DEFAULT-VALUE}).")
    long seed;

    /** Options for use from code (tests); the command line sets the same fields. */
    public static ArenaLoad of(String url, int players, double minutes) {
        ArenaLoad a = new ArenaLoad();
        a.url = url;
        a.players = players;
        a.minutes = minutes;
        a.game = "tictactoe";
        a.clock = "30+0";
        a.pollMs = 1000;
        a.grace = 60;
        a.signups = 8;
        a.seed = 1;
        return a;
    }

    @Override
    public Integer call() throws Exception {
        Result r = run();
        System.out.println(r.table());
        return r.passed() ? 0 : 1;
    }

    public Result run() throws Exception {
        return new Run().go();
    }

    /**
     * What a run found. {@code paired}: a game's final state on a player's socket to the server's start of that
     * player's next game, in ms (negative ones, the socket's frame arriving after the next pairing, count as 0 and in
     * {@code pairedBeforeEndSeen}); {@code learned}: to the tool's poll answering with that game.
     */
    public record Result(String description, double seconds, long gamesPlayed, Histogram paired, Histogram learned,
                         long pairedBeforeEndSeen, long toolOverlaps, long serverOverlaps, long serverGames,
                         long loneRooms, long unfinished, Map<String, Long> errors) {
        public boolean passed() {
            return toolOverlaps == 0 && serverOverlaps == 0 && loneRooms == 0 && unfinished == 0 && gamesPlayed > 0
                && errors.isEmpty();
        }

        public double gamesPerSecond() {
            return gamesPlayed / seconds;
        }

        public String table() {
            StringBuilder out = new StringBuilder(description).append('\n');
            out.append(String.format(Locale.ROOT, "games played %d in %.1f s (%.1f a second); the server lists %d%n",
                gamesPlayed, seconds, gamesPerSecond(), serverGames));
            for (Object[] row : new Object[][] {{"end -> paired", paired}, {"end -> learned", learned}}) {
                Histogram h = (Histogram) row[1];
                out.append(String.format(Locale.ROOT, "%-15s n %7d  p50 %7d ms  p99 %7d ms  max %7d ms%n", row[0],
                    h.getTotalCount(), h.getValueAtPercentile(50), h.getValueAtPercentile(99), h.getMaxValue()));
            }
            out.append(String.format(Locale.ROOT, "paired before the end reached the tool %d; players in two games at "
                + "once: tool's view %d, server's view %d; rooms a player never came to %d; games not over at the "
                + "end %d; errors %s%n", pairedBeforeEndSeen, toolOverlaps, serverOverlaps, loneRooms, unfinished,
                errors));
            out.append(passed() ? "PASSED" : "FAILED");
            return out.toString();
        }
    }

    private enum State { WAITING, PLAYING, DONE }

    /** One player: its session, and its game's socket while it plays. */
    private static final class Player {
        final String name;
        String cookie;
        State state = State.WAITING;
        boolean paused;
        /** The server paused this player (a game it did not play): counted once. */
        volatile boolean pausedByServer;
        String code;
        String seat;
        LoadSocket socket;
        int ply = -1;
        /** The last game it played (its code), and when its final state came (wall ms; 0 before the first). */
        String lastCode;
        long endedAt;

        Player(String name) {
            this.name = name;
        }
    }

    /** One room as the tool saw it: who was handed it, from the first handed to the first final state seen. */
    private static final class Room {
        final Set<String> players = new HashSet<>();
        final Set<String> came = new HashSet<>();
        long from = Long.MAX_VALUE;
        long to = Long.MAX_VALUE;
        boolean over;
    }

    private final class Run {
        final ObjectMapper json = new ObjectMapper();
        final ExecutorService httpThreads = Executors.newFixedThreadPool(4, Daemons.named("arena-load-http"));
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30)).executor(httpThreads).build();
        final WebSocketClient sockets = LoadTest.jettyClient();
        final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, Daemons.named("arena-load"));
        final String ws = url.replaceFirst("^http", "ws");
        final List<Player> all = new ArrayList<>();
        final Map<String, Player> byName = new HashMap<>();
        final Map<String, Room> rooms = new ConcurrentHashMap<>();
        final Histogram paired = new Histogram(3_600_000L, 3);
        final Histogram learned = new Histogram(3_600_000L, 3);
        final LongAdder early = new LongAdder();
        final LongAdder gamesOver = new LongAdder();
        final Map<String, LongAdder> errors = new ConcurrentHashMap<>();
        final AtomicLong moveSeed = new AtomicLong(seed);
        final SplittableRandom jitter = new SplittableRandom(seed);
        volatile boolean stopping;
        String id;

        void error(String what) {
            errors.computeIfAbsent(what, k -> new LongAdder()).increment();
        }

        Result go() throws Exception {
            String tag = Long.toString(System.currentTimeMillis() % 1_000_000_000L, 36);
            System.err.printf(Locale.ROOT, "Signing up %d players...%n", players);
            signUpAll(tag);
            Player host = all.get(0);
            String[] c = clock.split("\\+");
            long initialMs = Long.parseLong(c[0].trim()) * 1000;
            long incrementMs = c.length > 1 ? Long.parseLong(c[1].trim()) * 1000 : 0;
            int arenaMinutes = (int) Math.max(10, Math.ceil(minutes + grace / 60.0));
            JsonNode made = send(host, "POST", "/api/tournaments", "{\"kind\":\"arena\",\"name\":\"Arena load " + tag
                + "\",\"game\":\"" + game + "\",\"opening\":null,\"clock\":{\"initialMs\":" + initialMs
                + ",\"incrementMs\":" + incrementMs + "},\"minutes\":" + arenaMinutes + ",\"startsAt\":"
                + System.currentTimeMillis() + ",\"rated\":false}", 201);
            id = made.get("id").asText();
            System.err.printf(Locale.ROOT, "Arena %s: %d players joining...%n", id, players);
            // Each player asks for its games as soon as it has joined: the arena pairs whoever joined from its start,
            // and a game a player does not come to pauses them (a game not played).
            long start = System.nanoTime();
            long startWall = System.currentTimeMillis();
            parallel(all, p -> {
                send(p, "POST", "/api/tournaments/" + id + "/join", "{\"password\":null}", 200);
                poll(p, jitterMs());
                return null;
            });
            System.err.printf(Locale.ROOT, "All joined in %.1f s; playing %.2f minutes more...%n",
                (System.nanoTime() - start) / 1e9, minutes);
            Thread.sleep((long) (minutes * 60_000));
            stopping = true;
            double seconds = (System.nanoTime() - start) / 1e9;
            System.err.printf(Locale.ROOT, "Played %.1f s; pausing everyone and waiting for the games going on...%n",
                seconds);
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(grace);
            while (System.nanoTime() < until && all.stream().anyMatch(p -> {
                synchronized (p) {
                    return p.state != State.DONE;
                }
            })) {
                Thread.sleep(100);
            }
            long unfinished = 0;
            for (Player p : all) {
                synchronized (p) {
                    if (p.state == State.PLAYING) {
                        unfinished++;
                    }
                    if (p.socket != null) {
                        p.socket.close();
                    }
                }
            }
            timer.shutdownNow();
            // The server scores a game at its next tick after its room ended: the last ones are scored within a second.
            Thread.sleep(2_000);
            long[] server = serverOverlaps(send(host, "GET", "/api/tournaments/" + id + "/games", null, 200));
            sockets.stop();
            long lone = rooms.values().stream().filter(r -> r.came.size() < 2).count();
            Map<String, Long> errs = new TreeMap<>();
            errors.forEach((k, v) -> errs.put(k, v.sum()));
            String description = String.format(Locale.ROOT, "arena load on %s: arena %s (%s %s), %d players, %.2f "
                + "minutes after all joined; games and seconds from the first join at %s", url, id, game, clock, players, minutes, java.time.Instant.ofEpochMilli(startWall));
            return new Result(description, seconds, gamesOver.sum(), paired, learned, early.sum(), toolOverlaps(),
                server[0], server[1], lone, unfinished, errs);
        }

        void signUpAll(String tag) throws Exception {
            if (sessions != null && java.nio.file.Files.exists(sessions)) {
                List<String> lines = java.nio.file.Files.readAllLines(sessions);
                if (lines.size() < players) {
                    throw new IllegalStateException(sessions + " holds " + lines.size() + " players, fewer than "
                        + players);
                }
                for (String line : lines.subList(0, players)) {
                    String[] f = line.split(" ", 2);
                    Player p = new Player(f[0]);
                    p.cookie = f[1];
                    all.add(p);
                    byName.put(p.name, p);
                }
                System.err.printf(Locale.ROOT, "Read %d players from %s%n", players, sessions);
                return;
            }
            signUp(tag);
            if (sessions != null) {
                java.nio.file.Files.write(sessions, all.stream().map(p -> p.name + " " + p.cookie).toList());
            }
        }

        final AtomicLong signedUp = new AtomicLong();

        void signUp(String tag) throws Exception {
            for (int i = 0; i < players; i++) {
                Player p = new Player(String.format(Locale.ROOT, "al%s%05d", tag, i));
                all.add(p);
                byName.put(p.name, p);
            }
            parallel(all, p -> {
                HttpResponse<String> r = http.send(request(null, "POST", "/api/account/signup",
                    "{\"name\":\"" + p.name + "\",\"password\":\"load tool password\"}"),
                    HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() != 201) {
                    throw new IllegalStateException("sign-up " + p.name + ": " + r.statusCode() + " " + r.body()
                        + " (start the server with --exempt-loopback)");
                }
                p.cookie = r.headers().allValues("set-cookie").stream().filter(h -> h.contains("session="))
                    .map(h -> h.split(";", 2)[0]).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no session cookie on sign-up"));
                if (signedUp.incrementAndGet() % 100 == 0) {
                    System.err.printf(Locale.ROOT, "  %d signed up%n", signedUp.get());
                }
                return null;
            });
        }

        @FunctionalInterface
        private interface Step {
            Object on(Player p) throws Exception;
        }

        /** Each player's step on --signups threads at once; the first failure ends the run. */
        void parallel(List<Player> list, Step step) throws Exception {
            ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, signups), Daemons.named("arena-load-setup"));
            Semaphore open = new Semaphore(signups);
            CountDownLatch done = new CountDownLatch(list.size());
            List<Exception> failed = new java.util.concurrent.CopyOnWriteArrayList<>();
            try {
                for (Player p : list) {
                    open.acquire();
                    pool.execute(() -> {
                        try {
                            if (failed.isEmpty()) {
                                step.on(p);
                            }
                        } catch (Exception e) {
                            failed.add(e);
                        } finally {
                            open.release();
                            done.countDown();
                        }
                    });
                }
                done.await();
            } finally {
                pool.shutdownNow();
            }
            if (!failed.isEmpty()) {
                throw failed.get(0);
            }
        }

        HttpRequest request(Player p, String method, String path, String body) {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(60));
            if (p != null && p.cookie != null) {
                b.header("Cookie", p.cookie);
            }
            if (body != null) {
                b.header("Content-Type", "application/json");
            }
            return b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body)).build();
        }

        JsonNode send(Player p, String method, String path, String body, int expected) throws Exception {
            HttpResponse<String> r = http.send(request(p, method, path, body), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != expected) {
                throw new IllegalStateException(method + " " + path + ": " + r.statusCode() + " " + r.body());
            }
            return json.readTree(r.body());
        }

        void poll(Player p, long delayMs) {
            try {
                timer.schedule(() -> ask(p), delayMs, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // the run is over
            }
        }

        /** Asks the server for the player's game; once stopping, pauses it first, then takes what it was given. */
        void ask(Player p) {
            boolean pause;
            synchronized (p) {
                pause = stopping && !p.paused;
                p.paused |= pause;
            }
            if (pause) {
                http.sendAsync(request(p, "POST", "/api/tournaments/" + id + "/pause", ""),
                    HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> {
                        if (e != null || r.statusCode() != 200) {
                            error("pause: " + (e != null ? cause(e) : r.statusCode()));
                        }
                        ask(p);
                    });
                return;
            }
            http.sendAsync(request(p, "GET", "/api/tournaments/" + id + "/me", null),
                HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> {
                    if (e != null || r.statusCode() != 200) {
                        error("me: " + (e != null ? cause(e) : r.statusCode()));
                        poll(p, pollMs);
                        return;
                    }
                    try {
                        JsonNode me = json.readTree(r.body());
                        if (me.path("paused").asBoolean() && !stopping && !p.pausedByServer) {
                            // Once per player: it asks on, and each ask would count again.
                            p.pausedByServer = true;
                            error("paused by the server (a game not played)");
                        }
                        answered(p, me.get("game"));
                    } catch (java.io.IOException x) {
                        error("me: unreadable");
                        poll(p, pollMs);
                    }
                });
        }

        /** The failure's own name, not the future's wrapper. */
        String cause(Throwable e) {
            Throwable c = e instanceof java.util.concurrent.CompletionException && e.getCause() != null ? e.getCause()
                : e;
            return c.getClass().getSimpleName();
        }

        void answered(Player p, JsonNode g) {
            long now = System.currentTimeMillis();
            String code = g == null || g.isNull() ? null : g.get("code").asText();
            boolean fresh;
            synchronized (p) {
                fresh = code != null && !code.equals(p.lastCode);
                if (!fresh) {
                    if (p.paused) {
                        p.state = State.DONE; // paused and nothing given: this player is through
                    }
                } else {
                    if (p.endedAt > 0) {
                        long ms = g.get("startedAt").asLong() - p.endedAt;
                        if (ms < 0) {
                            early.increment();
                        }
                        record(paired, ms);
                        record(learned, now - p.endedAt);
                    }
                    p.state = State.PLAYING;
                    p.code = code;
                    p.seat = g.get("seat").asText();
                    p.ply = -1;
                }
            }
            if (!fresh) {
                if (!p.paused) {
                    poll(p, pollMs);
                }
                return;
            }
            Room room = rooms.computeIfAbsent(code, k -> new Room());
            synchronized (room) {
                room.players.add(p.name);
                room.players.add(g.get("opponent").asText());
                room.came.add(p.name);
                room.from = Math.min(room.from, now);
            }
            String token = g.get("token").asText();
            LoadSocket socket = new LoadSocket(h -> heard(p, h), why -> {
                synchronized (p) {
                    if (p.state == State.PLAYING) {
                        error("game socket closed (" + why + ")");
                    }
                }
            });
            synchronized (p) {
                p.socket = socket;
            }
            try {
                sockets.connect(socket, URI.create(ws + "/ws/" + code)).whenComplete((s, e) -> {
                    if (e != null) {
                        error("game connect");
                    } else {
                        socket.send("{\"type\":\"join\",\"token\":\"" + token + "\"}");
                    }
                });
            } catch (java.io.IOException e) {
                error("game connect");
            }
        }

        void heard(Player p, Heard h) {
            if (h.type().equals("error")) {
                error("game: " + h.code());
                return;
            }
            if (!h.type().equals("state") || h.game() == null) {
                return;
            }
            Heard.Game g = h.game();
            String move = null;
            String ended = null;
            LoadSocket socket;
            synchronized (p) {
                if (p.state != State.PLAYING) {
                    return;
                }
                socket = p.socket;
                if (g.status().equals("over")) {
                    ended = p.code;
                    p.state = State.WAITING;
                    p.lastCode = p.code;
                    p.endedAt = System.currentTimeMillis();
                    p.socket = null;
                } else if (g.status().equals("playing") && p.seat.equals(g.turn()) && g.moveCount() > p.ply) {
                    p.ply = g.moveCount();
                    move = g.randomMove(new SplittableRandom(moveSeed.incrementAndGet()), p.ply);
                }
            }
            if (ended != null) {
                socket.close();
                Room room = rooms.get(ended);
                // The room ended when its final state first reached either player: a player who came late (its
                // game over on the clock before it asked) sees it later, while its opponent may be playing on.
                synchronized (room) {
                    if (!room.over) {
                        room.over = true;
                        gamesOver.increment();
                        room.to = System.currentTimeMillis();
                    }
                }
                // Spread the first asks over the poll interval: the pairing comes at the server's next tick anyway.
                poll(p, stopping ? 0 : 100 + jitterMs());
            } else if (move != null) {
                socket.send(move);
            }
        }

        synchronized long jitterMs() {
            return jitter.nextInt(Math.max(1, pollMs));
        }

        /** Per player, the rooms the tool saw them in (handed to either player until the first final state seen). */
        long toolOverlaps() {
            Map<String, List<long[]>> spans = new HashMap<>();
            for (Room r : rooms.values()) {
                for (String name : r.players) {
                    spans.computeIfAbsent(name, k -> new ArrayList<>()).add(new long[] {r.from, r.to});
                }
            }
            return overlaps(spans);
        }

        /** Per player, the server's games from started to scored (not yet scored: to the end of time). */
        long[] serverOverlaps(JsonNode list) {
            Map<String, List<long[]>> spans = new HashMap<>();
            long n = 0;
            for (JsonNode g : list.get("games")) {
                n++;
                long from = g.get("startedAt").asLong();
                long to = g.get("endedAt").isNull() ? Long.MAX_VALUE : g.get("endedAt").asLong();
                for (String side : List.of("x", "o")) {
                    spans.computeIfAbsent(g.get(side).asText(), k -> new ArrayList<>()).add(new long[] {from, to});
                }
            }
            return new long[] {overlaps(spans), n};
        }

        /** How many times a span began before one of the player's earlier ones ended (touching is not overlapping). */
        long overlaps(Map<String, List<long[]>> spans) {
            long found = 0;
            for (List<long[]> list : spans.values()) {
                list.sort(Comparator.comparingLong(s -> s[0]));
                long end = Long.MIN_VALUE;
                for (long[] s : list) {
                    if (s[0] < end) {
                        found++;
                    }
                    end = Math.max(end, s[1]);
                }
            }
            return found;
        }

        void record(Histogram h, long ms) {
            synchronized (h) {
                h.recordValue(Math.min(3_600_000L, Math.max(0, ms)));
            }
        }
    }
}
