package inrow;

import inrow.account.AccountStore;
import inrow.review.ReviewStore;
import inrow.review.Reviews;
import inrow.account.Accounts;
import inrow.account.Passkeys;
import inrow.account.Passwords;
import inrow.account.SignInThrottle;
import inrow.protocol.Wire;
import inrow.store.JdbcAccountStore;
import inrow.web.OwnerNames;
import inrow.room.OwnerNews;
import inrow.room.BotRunner;
import inrow.cluster.RedisLedger;
import inrow.metrics.ServerMetrics;
import inrow.room.GameStore;
import inrow.game.Timekeeper;
import inrow.store.JdbcStore;
import inrow.store.StoreException;
import inrow.store.PostgresStore;
import inrow.store.SqliteStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import inrow.room.RoomContext;
import inrow.room.RoomLimits;
import inrow.room.RoomMeter;
import inrow.room.Rooms;
import inrow.room.Tokens;
import inrow.web.App;
import inrow.web.Features;
import inrow.web.WebSettings;
import inrow.web.Site;
import inrow.web.ClientLimits;
import inrow.web.TrustedProxies;
import io.javalin.Javalin;
import java.util.function.LongSupplier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The composition root: wires the room pool, the rooms, the sweeper and the web app, in one place, and owns
 * their threads. Tests start one on port 0.
 */
public final class Server implements AutoCloseable {
    /**
     * {@code dataDir} null keeps nothing (tests of rooms alone); the command line always gives one. {@code proxies}:
     * the reverse proxies in front of the server whose X-Forwarded-* headers may be believed.
     */
    public record Options(String host, int port, boolean dev, RoomLimits limits, Path dataDir, long abandonMillis,
                          String databaseUrl, String redisUrl, TrustedProxies trustProxy, ClientLimits clients,
                          String publicUrl, int metricsPort, long listedFirstMoveMillis, int reviewThreads,
                          inrow.rated.LeaderboardRule leaderboard,
                          java.util.List<inrow.arenas.ScheduledArena> arenaSchedule) {
        public Options(String host, int port, boolean dev, RoomLimits limits, Path dataDir, long abandonMillis) {
            this(host, port, dev, limits, dataDir, abandonMillis, null, null, TrustedProxies.NONE, ClientLimits.DEFAULT,
                null, -1, RoomContext.LISTED_FIRST_MOVE_MILLIS, REVIEW_THREADS, inrow.rated.LeaderboardRule.STANDARD,
                java.util.List.of());
        }

        /** Loopback, any free port, a fresh data directory: a real server as a user would run it. */
        public static Options forTest() {
            try {
                // The suite's many clients all come from loopback: exempt it, as the load tool's server is; the tests
                // of the limits themselves name other addresses (through a trusted proxy's X-Forwarded-For).
                return new Options("127.0.0.1", 0, false, RoomLimits.DEFAULT, Files.createTempDirectory("inrow-test"),
                    RoomContext.DEFAULT_ABANDON_MILLIS).withClients(ClientLimits.DEFAULT.exemptingLoopback(true));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public Options withDataDir(Path dir) {
            return edit(b -> b.dataDir = dir);
        }

        public Options withAbandonMillis(long millis) {
            return edit(b -> b.abandonMillis = millis);
        }

        /** Keeps games in this PostgreSQL database instead of SQLite in the data directory. */
        public Options withDatabase(String url) {
            return edit(b -> b.databaseUrl = url);
        }

        /** Cluster mode: shares rooms with every other node on this Redis (needs the shared database too). */
        public Options withRedis(String url) {
            return edit(b -> b.redisUrl = url);
        }

        /**
         * Believes the X-Forwarded-* headers of requests from a proxy on this machine (true), or of nobody (false);
         * the tests' clients are all on loopback, so for them the first is "through a proxy".
         */
        public Options withTrustProxy(boolean trust) {
            return withTrustProxy(trust ? TrustedProxies.LOOPBACK : TrustedProxies.NONE);
        }

        /** Believes the X-Forwarded-* headers of requests whose peer is one of these proxies. */
        public Options withTrustProxy(TrustedProxies proxies) {
            return edit(b -> b.trustProxy = proxies);
        }

        /** What one client address may do. */
        public Options withClients(ClientLimits c) {
            return edit(b -> b.clients = c);
        }

        /** The address people outside reach this server by ("https://inrow.example"): invitations use it. */
        public Options withPublicUrl(String url) {
            return edit(b -> b.publicUrl = url);
        }

        /** Serves /metrics on this port only (0: any free one); -1 keeps it on the game's port, for loopback. */
        public Options withMetricsPort(int p) {
            return edit(b -> b.metricsPort = p);
        }

        /**
         * How long the side to act has for its first move in a listed untimed game before its seat goes back to the
         * lobby (default 30 s): tests that wait for it on a real server shorten it.
         */
        public Options withListedFirstMoveMillis(long millis) {
            return edit(b -> b.listedFirstMoveMillis = millis);
        }

        /** Threads that review finished games (0: no reviews); they never take the rooms' or the bots' threads. */
        public Options withReviewThreads(int n) {
            return edit(b -> b.reviewThreads = n);
        }

        /** Who a leaderboard lists (default {@link inrow.rated.LeaderboardRule#STANDARD}); tests ask fewer games. */
        public Options withLeaderboard(inrow.rated.LeaderboardRule rule) {
            return edit(b -> b.leaderboard = rule);
        }

        /** The site's own arenas, made again on their schedule (default: none; the command line's: hourly). */
        public Options withArenaSchedule(java.util.List<inrow.arenas.ScheduledArena> schedule) {
            return edit(b -> b.arenaSchedule = schedule);
        }

        public Options withLimits(RoomLimits l) {
            return edit(b -> b.limits = l);
        }

        /** A copy with one thing changed: each wither names its field once, so a new option touches four places. */
        private Options edit(java.util.function.Consumer<Builder> change) {
            Builder b = new Builder(this);
            change.accept(b);
            return b.build();
        }

        private static final class Builder {
            private String host;
            private int port;
            private boolean dev;
            private RoomLimits limits;
            private Path dataDir;
            private long abandonMillis;
            private String databaseUrl;
            private String redisUrl;
            private TrustedProxies trustProxy;
            private ClientLimits clients;
            private String publicUrl;
            private int metricsPort;
            private long listedFirstMoveMillis;
            private int reviewThreads;
            private inrow.rated.LeaderboardRule leaderboard;
            private java.util.List<inrow.arenas.ScheduledArena> arenaSchedule;

            private Builder(Options o) {
                host = o.host;
                port = o.port;
                dev = o.dev;
                limits = o.limits;
                dataDir = o.dataDir;
                abandonMillis = o.abandonMillis;
                databaseUrl = o.databaseUrl;
                redisUrl = o.redisUrl;
                trustProxy = o.trustProxy;
                clients = o.clients;
                publicUrl = o.publicUrl;
                metricsPort = o.metricsPort;
                listedFirstMoveMillis = o.listedFirstMoveMillis;
                reviewThreads = o.reviewThreads;
                leaderboard = o.leaderboard;
                arenaSchedule = o.arenaSchedule;
            }

            private Options build() {
                return new Options(host, port, dev, limits, dataDir, abandonMillis, databaseUrl, redisUrl, trustProxy,
                    clients, publicUrl, metricsPort, listedFirstMoveMillis, reviewThreads, leaderboard, arenaSchedule);
            }
        }
    }

    /** One thread reviews finished games, at the lowest priority, unless the operator says otherwise. */
    public static final int REVIEW_THREADS = 1;
    /** Each position of a review is given this long (a 60-move game: about 20 s on one thread). */
    public static final long REVIEW_BUDGET_MILLIS = 300;

    private static final long NEVER_STARTED_KEPT_MILLIS = TimeUnit.DAYS.toMillis(1);
    /** How long the players' chat of a finished game is kept (README, What survives what). */
    private static final long CHAT_KEPT_AFTER_END_MILLIS = TimeUnit.DAYS.toMillis(30);

    private final ExecutorService roomPool;
    private final ScheduledExecutorService sweeper;
    private final BotRunner bots;
    private final GameStore store;
    /** Cluster mode only; null on a single node. */
    private final RedisLedger cluster;
    private final Rooms rooms;
    private final ServerMetrics metrics;
    private final Javalin app;
    private final Accounts accounts;
    private final Reviews reviews;
    private final inrow.arenas.Arenas arenas;
    private final inrow.swiss.Swisses swisses;
    /** The arenas' own timer: their database reads never delay a room's deadline on the sweeper's thread. */
    private final ScheduledExecutorService arenaTimer = Daemons.timer("arenas");
    /** Failed sign-ins allowed in 15 minutes for one name, and from one address (issue 40). */
    private static final int SIGN_IN_FAILURES_PER_NAME = 5;
    private static final int SIGN_IN_FAILURES_PER_ADDRESS = 20;

    private Server(Options options, GameStore store, RedisLedger cluster, LongSupplier clock, LongSupplier nanos,
                   ScheduledExecutorService roomTimer) {
        this.store = store;
        this.cluster = cluster;
        this.metrics = new ServerMetrics();
        if (store instanceof JdbcStore jdbc) {
            jdbc.meter(metrics);
        }
        if (cluster != null) {
            cluster.onError(metrics::clusterError);
        }
        // Room work never blocks (sends are queued by Jetty), so one thread per core keeps every core busy. A client's
        // message that finds its room idle is judged on Jetty's reader instead (SerialExecutor.executeHere); this
        // pool runs the rest: queued messages, what follows a commit, alarms, computers' moves.
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        this.roomPool = Executors.newFixedThreadPool(threads, Daemons.named("room"));
        this.sweeper = Daemons.timer("timer");
        // The rooms' deadlines, paces and crowd pacing share the sweeper's thread, unless a test's clock drives them.
        ScheduledExecutorService timer = roomTimer != null ? roomTimer : sweeper;
        this.bots = BotRunner.sizedToMachine();
        Wire wire = new Wire();
        RoomContext context = (cluster != null
            ? new RoomContext(roomPool, wire, new Tokens(), clock, bots.thinker(), timer, store,
                options.abandonMillis(), cluster.stepLog(), cluster.roomChannel(), cluster.botLease(),
                cluster.lobbyIndex(), RoomMeter.NONE)
            : new RoomContext(roomPool, wire, new Tokens(), clock, bots.thinker(), timer, store,
                options.abandonMillis())).withMeter(metrics).withListedFirstMove(options.listedFirstMoveMillis());
        // Accounts live in the games' database (SQLite or the cluster's PostgreSQL), so any node knows any session.
        AccountStore accountStore = store instanceof SqliteStore sqlite ? sqlite.accounts()
            : store instanceof PostgresStore postgres ? postgres.accounts() : JdbcAccountStore.inMemory();
        this.accounts = new Accounts(accountStore, new Passwords(Passwords.Cost.DEFAULT), new Passkeys(),
            new SignInThrottle(SIGN_IN_FAILURES_PER_NAME, SIGN_IN_FAILURES_PER_ADDRESS, clock), clock);
        OwnerNews news = cluster != null ? cluster.ownerNews() : OwnerNews.local();
        // The rooms show a seat's owner by the account's name, which lives with the accounts, not the game.
        OwnerNames owners = new OwnerNames(accounts, nanos, news);
        // Ratings are written with the rounds' ends, in the games' database; rated games show them beside the seats.
        inrow.rated.RatingStore ratings = store instanceof JdbcStore rated ? rated.ratings()
            : inrow.rated.RatingStore.NONE;
        this.rooms = new Rooms(context.withNames(owners).withRatings(new inrow.web.RatedSeats(ratings, clock)),
            options.limits());
        // A deleted account, on whichever node: its name is forgotten and the rooms it sits in are shown again.
        news.listen(account -> {
            owners.forget(account);
            rooms.ownerChanged(account);
        });
        metrics.liveRooms(rooms::size);
        // Reviews are kept with the games, so a review finished on one node is every node's.
        this.reviews = new Reviews(store instanceof SqliteStore sqlite ? sqlite.reviews()
            : store instanceof PostgresStore postgres ? postgres.reviews() : ReviewStore.inMemory(),
            options.reviewThreads(), REVIEW_BUDGET_MILLIS, cluster != null ? cluster.node() : "local", clock);
        // Arenas are kept with the games too, so a restart (or another node) carries on from what is stored.
        inrow.store.JdbcTournamentStore tournaments = store instanceof SqliteStore sqlite ? sqlite.tournaments()
            : store instanceof PostgresStore postgres ? postgres.tournaments()
            : inrow.store.JdbcTournamentStore.inMemory();
        String node = cluster != null ? cluster.node() : "local";
        this.arenas = new inrow.arenas.Arenas(tournaments, rooms, ratings, clock,
            new inrow.arenas.RoomBerserks(rooms), options.arenaSchedule(), node);
        this.swisses = new inrow.swiss.Swisses(tournaments, tournaments, rooms, ratings, clock, node);
        this.app = App.create(rooms, wire, new WebSettings(options.dev(), metrics, options.trustProxy(),
            options.clients(), new Site(options.publicUrl(), options.trustProxy()), options.host(),
            options.metricsPort(), nanos), new Features(accounts,
            store instanceof JdbcStore jdbc ? jdbc : inrow.career.AccountGames.NONE, owners, reviews,
            ratings, options.leaderboard(), inrow.analysis.Analyses.standard(reviews),
            cluster != null ? cluster.pairingNodes() : null, arenas, cluster != null ? cluster.seekBoard() : null,
            swisses));
    }

    /**
     * Opens the store (or fails with a {@link StoreException} before anything listens), brings back every
     * unfinished game, then starts serving.
     */
    public static Server start(Options options) {
        return start(options, System::currentTimeMillis);
    }

    /**
     * {@code clock}: the rooms' time in milliseconds (clocks, deadlines, chat pacing); a test's own, which it may stop
     * or move on, instead of sleeping through the real one.
     */
    public static Server start(Options options, LongSupplier clock) {
        return start(options, clock, System::nanoTime);
    }

    /**
     * {@code nanos}: the per-address limits' time, as System.nanoTime (a socket's settling before it may be shed,
     * the rates); a test moves it on with {@code clock}.
     */
    public static Server start(Options options, LongSupplier clock, LongSupplier nanos) {
        return start(options, clock, nanos, null);
    }

    /**
     * {@code roomTimer}: what schedules the rooms' deadlines, a computer's pace and the crowd's pacing, a test's timer
     * that rings as its clock is moved on (the server does not shut it down); null: the server's own timer thread.
     */
    public static Server start(Options options, LongSupplier clock, LongSupplier nanos,
                               ScheduledExecutorService roomTimer) {
        // Roomy from the first moment: the collector's first marking cycle comes during start-up, and at the JVM's
        // default ratios it shrinks the heap to a third of its initial size (148 MiB here), where the young
        // generation fills several times as often under load; ratios set later wait for the next marking cycle,
        // which a server under steady load may not reach for a long time.
        HeapSizing.Jvm heap = new HeapSizing.Jvm();
        HeapSizing.safely(heap::roomy, "could not make the heap roomy");
        if (options.redisUrl() != null && options.databaseUrl() == null) {
            throw new StoreException("several nodes need one shared database: give --db postgresql://... with --redis",
                null);
        }
        GameStore store = options.databaseUrl() != null ? PostgresStore.open(options.databaseUrl())
            : options.dataDir() == null ? GameStore.NONE : SqliteStore.open(options.dataDir());
        RedisLedger cluster;
        try {
            cluster = options.redisUrl() == null ? null
                : RedisLedger.connect(options.redisUrl(), store, clock);
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
        Server server = new Server(options, store, cluster, clock, nanos, roomTimer);
        try {
            if (cluster == null) {
                server.restored = server.rooms.restore();
            } else {
                // Any node may serve any game: rooms load where someone opens them, computer games wherever a
                // node is free to take them.
                cluster.start(server.rooms::find);
            }
            server.app.start(options.host(), options.port());
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        server.sweeper.scheduleWithFixedDelay(server.rooms::sweep, 30, 30, TimeUnit.SECONDS);
        // Arenas start, pair, score and finish within a moment of their time: a quarter of a second after the last
        // tick ended, since a player who finished a game waits for the next tick (issue 44's p99 of 2 s from a
        // game's end to the next pairing; with a second between ticks the 1,000-player arena's p99 was 2.1 s).
        server.arenaTimer.scheduleWithFixedDelay(server::arenasTick, 250, 250, TimeUnit.MILLISECONDS);
        HeapSizing sizing = new HeapSizing(server.metrics::activity, System::nanoTime, heap, true);
        server.sweeper.scheduleWithFixedDelay(sizing, 5, 5, TimeUnit.SECONDS);
        // Expired sessions and WebAuthn challenges are refused anyway; this keeps their tables small.
        server.sweeper.scheduleWithFixedDelay(() -> {
            try {
                server.accounts.forgetExpired();
            } catch (AccountStore.Unavailable e) {
                System.getLogger(Server.class.getName()).log(System.Logger.Level.WARNING, e.getMessage());
            }
        }, 10, 60, TimeUnit.MINUTES);
        server.sweeper.scheduleWithFixedDelay(
            () -> server.rooms.forgetNeverStarted(clock.getAsLong() - NEVER_STARTED_KEPT_MILLIS),
            1, 60, TimeUnit.MINUTES);
        // The players' chat of a game finished 30 days ago is dropped (README, What survives what; issue 38).
        server.sweeper.scheduleWithFixedDelay(
            () -> server.store.forgetChat(clock.getAsLong() - CHAT_KEPT_AFTER_END_MILLIS), 10, 60,
            TimeUnit.MINUTES);
        // Untimed games between people that nobody touched for 30 days end as abandoned; their rooms left memory
        // long ago, so they are loaded to be judged.
        server.sweeper.scheduleWithFixedDelay(() -> server.rooms.reviveLongIdle(Timekeeper.UNTIMED_IDLE_MS),
            5, 60, TimeUnit.MINUTES);
        return server;
    }

    private int restored;

    /** How many unfinished games were brought back at start. */
    public int restored() {
        return restored;
    }

    /** This node's name in the cluster, or null on a single node. */
    public String node() {
        return cluster == null ? null : cluster.node();
    }

    public int port() {
        return app.port();
    }

    /** The port /metrics is served on when it has one of its own, else -1. */
    public int metricsPort() {
        return App.metricsPort(app);
    }

    public Rooms rooms() {
        return rooms;
    }

    /** The arenas this server runs; a test on a {@code TestClock} ticks them itself after moving the clock. */
    public inrow.arenas.Arenas arenas() {
        return arenas;
    }

    /** The Swiss tournaments this server runs, on the arenas' timer; a test ticks them itself likewise. */
    public inrow.swiss.Swisses swisses() {
        return swisses;
    }

    private void arenasTick() {
        try {
            arenas.tick();
        } catch (RuntimeException e) {
            System.getLogger(Server.class.getName()).log(System.Logger.Level.WARNING, "arena tick failed", e);
        }
        try {
            swisses.tick();
        } catch (RuntimeException e) {
            System.getLogger(Server.class.getName()).log(System.Logger.Level.WARNING, "Swiss tick failed", e);
        }
    }

    /**
     * Tells every socket the server is going away (1001: browsers reconnect), stops listening, then lets the store
     * commit every write already made before closing it.
     */
    @Override
    public void close() {
        bots.close();
        reviews.close();
        rooms.goingAway();
        app.stop();
        if (cluster != null) {
            cluster.close(); // while the rooms' threads still run, so nothing Redis delivers meanwhile is refused
        }
        sweeper.shutdownNow();
        arenaTimer.shutdownNow();
        roomPool.shutdown();
        try {
            roomPool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        store.close();
        metrics.close();
    }

}
