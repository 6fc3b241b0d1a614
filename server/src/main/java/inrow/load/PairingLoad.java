package inrow.load;

import inrow.Daemons;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code inrow pairingload}: many players entering quick-pairing pools of a running server at a stated rate, each
 * playing its game to the end when paired (random legal moves, at once) and entering again. Measures, for the entry
 * that completes a pair (a match was waiting), the time from sending {@code seek} to hearing {@code paired} and to
 * holding the seat in the room; counts pairings per second; and checks that no player was paired twice (a second
 * {@code paired} for one entry, a room with a third player, a player against themself) and that nobody waited over a
 * second while another player waited in the same pool (all the tool's players are newcomers, so any two accept each
 * other). Targets only the address it is given; every loop is bounded by --duration.
 */
@Command(name = "pairingload", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Quick pairing under load: players enter pools of a running InRow server at --rate entries a "
        + "second, play each game they are paired into to the end, and enter again. Reports the time from entering to "
        + "being paired and seated when a match was waiting, pairings per second, double pairings and long waits.")
public final class PairingLoad implements Callable<Integer> {
    @Option(names = "--url", defaultValue = "http://127.0.0.1:7070",
        description = "Server, or a cluster's nodes separated by commas: the players are spread over them in turn "
            + "and each plays its games on its own node (default: ${DEFAULT-VALUE}).")
    String url;

    @Option(names = "--players", defaultValue = "0",
        description = "Players (0: eight for every entry a second, since the server takes 12 entries a minute from "
            + "one player; default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--rate", defaultValue = "50", description = "Entries a second, offered on a fixed schedule "
        + "(two entries make a pairing; default: ${DEFAULT-VALUE}).")
    int rate;

    @Option(names = "--pool", defaultValue = "tictactoe/none",
        description = "The pool every player enters (default: ${DEFAULT-VALUE}).")
    String pool;

    @Option(names = "--duration", defaultValue = "10", description = "Seconds of entries (default: ${DEFAULT-VALUE}).")
    int duration;

    @Option(names = "--seed", defaultValue = "1", description = "Seed for the moves (default: ${DEFAULT-VALUE}).")
    long seed;

    /** Waits longer than this with a partner waiting in the same pool count as a failure (issue 41). */
    static final long PARTNER_WAIT_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** Options for use from code (tests); the command line sets the same fields. */
    public static PairingLoad of(String url, int players, int rate, int durationSeconds) {
        PairingLoad p = new PairingLoad();
        p.url = url;
        p.players = players;
        p.rate = rate;
        p.pool = "tictactoe/none";
        p.duration = durationSeconds;
        p.seed = 1;
        return p;
    }

    @Override
    public Integer call() throws Exception {
        Result r = run();
        System.out.println(r.table());
        return r.passed() ? 0 : 1;
    }

    /** What a run found. */
    public record Result(String description, double seconds, long entries, long pairings, long seatedPairs,
                         long gamesOver, Histogram paired, Histogram seated, long doublePairings, long longWaits,
                         long unmetEntries, Map<String, Long> errors) {
        public boolean passed() {
            return doublePairings == 0 && longWaits == 0 && pairings > 0 && errors.isEmpty();
        }

        public double pairingsPerSecond() {
            return pairings / seconds;
        }

        public String table() {
            StringBuilder out = new StringBuilder(description).append('\n');
            out.append(String.format(Locale.ROOT, "entries %d, pairings %d (%.1f a second), seated pairs %d, games "
                + "finished %d, entries with no free player %d%n", entries, pairings, pairingsPerSecond(), seatedPairs,
                gamesOver, unmetEntries));
            for (Object[] row : new Object[][] {{"enter -> paired", paired}, {"enter -> seated", seated}}) {
                Histogram h = (Histogram) row[1];
                out.append(String.format(Locale.ROOT, "%-16s n %6d  p50 %7.2f ms  p99 %7.2f ms  max %7.2f ms%n",
                    row[0], h.getTotalCount(), h.getValueAtPercentile(50) / 1000.0,
                    h.getValueAtPercentile(99) / 1000.0, h.getMaxValue() / 1000.0));
            }
            out.append(String.format(Locale.ROOT, "double pairings %d, waits over 1 s with a partner waiting %d, "
                + "errors %s%n", doublePairings, longWaits, errors));
            out.append(passed() ? "PASSED" : "FAILED");
            return out.toString();
        }
    }

    private enum State { IDLE, SEEKING, PLAYING }

    /** One simulated player: its pairing socket, and its game's socket while it plays. */
    private final class Player {
        final String me;
        /** The node it is connected to, as {@code ws://host:port}: its pairing socket and its games' sockets. */
        final String node;
        final LoadSocket lobby;
        State state = State.IDLE;
        long seekSentNanos;
        /** When the server said it waits (its {@code seeking} answer), or 0. */
        long waitingSinceNanos;
        long pairedNanos;
        String code;
        String seat;
        LoadSocket game;
        boolean seated;
        int ply = -1;

        Player(String me, String node, Run run) {
            this.me = me;
            this.node = node;
            this.lobby = new LoadSocket(h -> run.heardLobby(this, h), why -> run.error("pairing socket closed"));
        }
    }

    public Result run() throws Exception {
        return new Run().go();
    }

    private final class Run {
        final WebSocketClient sockets = LoadTest.jettyClient();
        final ScheduledExecutorService timer = Executors.newScheduledThreadPool(2, Daemons.named("pairing-load"));
        final List<Player> all = new ArrayList<>();
        final ConcurrentLinkedQueue<Player> idle = new ConcurrentLinkedQueue<>();
        final Histogram paired = new Histogram(60_000_000L, 3);
        final Histogram seated = new Histogram(60_000_000L, 3);
        final Map<String, List<Player>> rooms = new ConcurrentHashMap<>();
        final Map<String, LongAdder> errors = new ConcurrentHashMap<>();
        final LongAdder entries = new LongAdder();
        final LongAdder pairings = new LongAdder();
        final LongAdder seatedPairs = new LongAdder();
        final LongAdder gamesOver = new LongAdder();
        final LongAdder doubles = new LongAdder();
        final LongAdder unmet = new LongAdder();
        final java.util.Set<Player> waitedLong = ConcurrentHashMap.newKeySet();
        final AtomicLong moveSeed = new AtomicLong(seed);
        volatile boolean entering = true;

        void error(String what) {
            errors.computeIfAbsent(what, k -> new LongAdder()).increment();
        }

        Result go() throws Exception {
            int n = players > 0 ? players : Math.max(4, rate * 8);
            String[] nodes = java.util.Arrays.stream(url.split(",")).map(String::trim)
                .map(u -> u.replaceFirst("^http", "ws")).toArray(String[]::new);
            System.err.printf("Opening %d pairing sockets on %d node(s)...%n", n, nodes.length);
            List<java.util.concurrent.CompletableFuture<?>> opened = new ArrayList<>();
            // At most 64 upgrades under way at once, as the play load does: Jetty's client queues at most 1,024 requests
            // to one server, and thousands of sockets asked for at once overflowed it.
            java.util.concurrent.Semaphore connecting = new java.util.concurrent.Semaphore(64);
            for (int i = 0; i < n; i++) {
                Player p = new Player(String.format(Locale.ROOT, "load%016x%08d", seed, i), nodes[i % nodes.length],
                    this);
                all.add(p);
                connecting.acquire();
                opened.add(sockets.connect(p.lobby, URI.create(p.node + "/pairing?me=" + p.me))
                    .whenComplete((s, e) -> connecting.release()));
            }
            for (var f : opened) {
                f.get(60, TimeUnit.SECONDS);
            }
            all.forEach(idle::add);
            long start = System.nanoTime();
            long every = TimeUnit.SECONDS.toNanos(1) / Math.max(1, rate);
            AtomicLong due = new AtomicLong(start);
            // Open loop: entries are offered on schedule whether or not earlier ones were answered.
            var offering = timer.scheduleAtFixedRate(() -> {
                long now = System.nanoTime();
                while (entering && due.get() <= now) {
                    due.addAndGet(every);
                    Player p = idle.poll();
                    if (p == null) {
                        unmet.increment();
                        continue;
                    }
                    seek(p);
                }
            }, 0, 2, TimeUnit.MILLISECONDS);
            var watching = timer.scheduleAtFixedRate(this::lookForLongWaits, 100, 100, TimeUnit.MILLISECONDS);
            Thread.sleep(duration * 1000L);
            entering = false;
            offering.cancel(false);
            double seconds = (System.nanoTime() - start) / 1e9;
            // The games under way finish (tic-tac-toe: a few moves each), then everyone leaves.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < until && all.stream().anyMatch(p -> {
                synchronized (p) {
                    return p.state == State.PLAYING;
                }
            })) {
                Thread.sleep(50);
            }
            watching.cancel(false);
            for (Player p : all) {
                synchronized (p) {
                    if (p.state == State.PLAYING) {
                        error("game not over at the end");
                    }
                    p.lobby.close();
                    if (p.game != null) {
                        p.game.close();
                    }
                }
            }
            timer.shutdownNow();
            sockets.stop();
            Map<String, Long> errs = new java.util.TreeMap<>();
            errors.forEach((k, v) -> errs.put(k, v.sum()));
            String description = String.format(Locale.ROOT, "pairing load on %s: pool %s, %d players, %d entries a "
                + "second offered for %d s", url, pool, n, rate, duration);
            return new Result(description, seconds, entries.sum(), pairings.sum(), seatedPairs.sum(), gamesOver.sum(),
                paired, seated, doubles.sum(), waitedLong.size(), unmet.sum(), errs);
        }

        void seek(Player p) {
            synchronized (p) {
                p.state = State.SEEKING;
                p.seekSentNanos = System.nanoTime();
                p.waitingSinceNanos = 0;
                p.code = null;
                p.seat = null;
                p.seated = false;
                p.ply = -1;
            }
            entries.increment();
            p.lobby.send("{\"type\":\"seek\",\"pool\":\"" + pool + "\",\"name\":\"Load\"}");
        }

        void heardLobby(Player p, Heard h) {
            switch (h.type()) {
                case "seeking" -> {
                    synchronized (p) {
                        if (p.state == State.SEEKING && p.waitingSinceNanos == 0) {
                            p.waitingSinceNanos = System.nanoTime();
                        }
                    }
                }
                case "paired" -> paired(p, h);
                case "error" -> {
                    error("pairing: " + h.code());
                    synchronized (p) {
                        if (p.state == State.SEEKING) {
                            p.state = State.IDLE;
                            idle.add(p);
                        }
                    }
                }
                default -> { }
            }
        }

        void paired(Player p, Heard h) {
            long now = System.nanoTime();
            List<Player> room = rooms.computeIfAbsent(h.code(), k -> new ArrayList<>(2));
            Player other = null;
            synchronized (room) {
                if (room.contains(p) || room.size() >= 2) {
                    doubles.increment(); // the same player twice in one room, or a third player in it
                    return;
                }
                room.add(p);
                if (room.size() == 2) {
                    other = room.get(0);
                }
            }
            synchronized (p) {
                if (p.state != State.SEEKING) {
                    doubles.increment(); // paired while not waiting: a second pairing of one entry
                    return;
                }
                p.state = State.PLAYING;
                p.pairedNanos = now;
                p.code = h.code();
                p.seat = h.seat();
            }
            if (other != null) {
                pairings.increment();
                // The entry that completed the pair is the later of the two: a match was waiting for it.
                Player later;
                synchronized (other) {
                    later = other.seekSentNanos > p.seekSentNanos ? other : p;
                }
                synchronized (later) {
                    record(paired, later.pairedNanos - later.seekSentNanos);
                }
            }
            LoadSocket game = new LoadSocket(g -> heardGame(p, g), why -> {
                synchronized (p) {
                    if (p.state == State.PLAYING) {
                        error("game socket closed");
                    }
                }
            });
            synchronized (p) {
                p.game = game;
            }
            try {
                sockets.connect(game, URI.create(p.node + "/ws/" + h.code()))
                    .whenComplete((s, e) -> {
                        if (e != null) {
                            error("game connect");
                        } else {
                            game.send("{\"type\":\"join\",\"token\":\"" + h.token() + "\"}");
                        }
                    });
            } catch (java.io.IOException e) {
                error("game connect");
            }
        }

        void heardGame(Player p, Heard h) {
            if (h.type().equals("error")) {
                error("game: " + h.code());
                return;
            }
            if (!h.type().equals("state") || h.game() == null) {
                return;
            }
            Heard.Game g = h.game();
            String move = null;
            boolean over = false;
            synchronized (p) {
                if (p.state != State.PLAYING) {
                    return;
                }
                if (!p.seated) {
                    p.seated = true;
                    List<Player> room = rooms.get(p.code);
                    Player later = null;
                    synchronized (room) {
                        if (room.size() == 2 && room.get(0).seated && room.get(1).seated) {
                            later = room.get(0).seekSentNanos > room.get(1).seekSentNanos ? room.get(0) : room.get(1);
                        }
                    }
                    if (later != null) {
                        seatedPairs.increment();
                        record(seated, System.nanoTime() - later.seekSentNanos);
                    }
                }
                if (g.status().equals("over")) {
                    over = true;
                    p.state = State.IDLE;
                    p.game.close();
                    p.game = null;
                } else if (g.status().equals("playing") && p.seat.equals(g.turn()) && g.moveCount() > p.ply) {
                    p.ply = g.moveCount();
                    move = g.randomMove(new SplittableRandom(moveSeed.incrementAndGet()), p.ply);
                }
            }
            if (over) {
                if (p.seat.equals("X")) {
                    gamesOver.increment();
                }
                if (entering) {
                    idle.add(p);
                }
            } else if (move != null) {
                p.game.send(move);
            }
        }

        /**
         * Two players who have both waited over a second in the one pool, when any two would do: a pairing missed.
         * Sampled every 100 ms, from when the server said each one waits.
         */
        void lookForLongWaits() {
            long now = System.nanoTime();
            List<Player> longWaiting = new ArrayList<>();
            for (Player p : all) {
                synchronized (p) {
                    if (p.state == State.SEEKING && p.waitingSinceNanos != 0
                        && now - p.waitingSinceNanos > PARTNER_WAIT_NANOS) {
                        longWaiting.add(p);
                    }
                }
            }
            // One alone may wait as long as it takes; two who have both waited over a second had each other.
            if (longWaiting.size() >= 2) {
                waitedLong.addAll(longWaiting);
            }
        }

        void record(Histogram h, long nanos) {
            synchronized (h) {
                h.recordValue(Math.min(60_000_000L, Math.max(0, nanos / 1000)));
            }
        }
    }
}
