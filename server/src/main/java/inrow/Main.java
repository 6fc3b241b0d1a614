package inrow;

import inrow.room.RoomLimits;
import inrow.web.ClientLimits;
import inrow.web.TrustedProxies;
import inrow.store.StoreException;
import inrow.store.Urls;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code java -jar inrow.jar}: serves InRow. */
@Command(name = "inrow", mixinStandardHelpOptions = true, version = "InRow 0.1",
    description = "Serves InRow: tic-tac-toe, gomoku and any m,n,k game, played live in the browser.",
    sortOptions = false,
    subcommands = {inrow.tools.Pbrain.class, inrow.tools.Tournament.class, inrow.load.LoadTest.class, inrow.load.PairingLoad.class,
        inrow.load.ArenaLoad.class,
        inrow.tools.BackupCommand.class, inrow.tools.RestoreCommand.class})
public final class Main implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "7070", paramLabel = "N",
        description = "Port to listen on; 0 picks any free port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--host", defaultValue = "0.0.0.0", paramLabel = "ADDRESS",
        description = "Interface to listen on; 0.0.0.0 means all (default: ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--data", defaultValue = "data", paramLabel = "DIR",
        description = "Directory of the embedded database (created if missing); games survive restarts and "
            + "crashes (default: ${DEFAULT-VALUE}).")
    Path data;

    // The two URLs may carry passwords: from the environment they stay out of `ps`.
    @Option(names = "--db", defaultValue = "${env:INROW_DB}", paramLabel = "URL",
        description = "Keep games in PostgreSQL (postgresql://user:password@host:port/database) instead of SQLite "
            + "in --data: the shared record when several nodes serve the same games. Env: INROW_DB.")
    String database;

    @Option(names = "--redis", defaultValue = "${env:INROW_REDIS}", paramLabel = "URL",
        description = "Cluster mode: share rooms with every other node on this Redis (redis://host:port); needs "
            + "--db. Any node then serves any game. Env: INROW_REDIS.")
    String redis;

    @Option(names = "--abandon", defaultValue = "60", paramLabel = "SECONDS",
        description = "How long a player may be gone before the opponent can claim the game (default: "
            + "${DEFAULT-VALUE}).")
    long abandonSeconds;

    // Bare, it means a proxy on this machine: the README's recipe, and the one reading that cannot open the limits
    // to every client of a reachable port.
    @Option(names = "--trust-proxy", arity = "0..1", fallbackValue = "loopback", paramLabel = "ADDRESSES",
        description = "Reverse proxies in front of the server, as addresses or CIDR blocks (127.0.0.1,10.0.0.0/8): "
            + "believe the X-Forwarded-* headers of requests from them, and only from them. Bare: loopback "
            + "(127.0.0.0/8, ::1). Without it the headers are the client's word and ignored.")
    String trustProxy;

    @Option(names = "--create-burst", defaultValue = "10", paramLabel = "N",
        description = "New games one client address may create at once (default: ${DEFAULT-VALUE}); then one every "
            + "--create-every seconds. Over it: 429 rate_limited with Retry-After.")
    int createBurst;

    @Option(names = "--create-every", defaultValue = "10", paramLabel = "SECONDS",
        description = "Seconds per new game after the burst (default: ${DEFAULT-VALUE}).")
    long createEvery;

    @Option(names = "--open-games-per-address", defaultValue = "24", paramLabel = "N",
        description = "Games that never started one address may keep; the oldest are dropped when more come "
            + "(default: ${DEFAULT-VALUE}).")
    int openGames;

    @Option(names = "--computer-games-per-address", defaultValue = "30", paramLabel = "N",
        description = "Games against the computer one address may have running with someone at them (open, or left "
            + "less than a minute ago) (default: ${DEFAULT-VALUE}).")
    int computerGames;

    @Option(names = "--sockets-per-address", defaultValue = "200", paramLabel = "N",
        description = "Open game sockets one address may hold (default: ${DEFAULT-VALUE}); over it the upgrade is "
            + "refused with 429.")
    int socketsPerAddress;

    @Option(names = "--sockets-total", defaultValue = "16000", paramLabel = "N",
        description = "Open game sockets in all, below the process's open-file limit (default: ${DEFAULT-VALUE}); "
            + "over it the upgrade is refused with 503.")
    int socketsTotal;

    @Option(names = "--uploads-per-address", defaultValue = "8", paramLabel = "N",
        description = "Requests with a body (creating a game) one address may have being read at once (default: "
            + "${DEFAULT-VALUE}); over it: 429 at once, before the body is read.")
    int uploadsPerAddress;

    @Option(names = "--exempt-loopback",
        description = "For load tests only: clients on loopback (127.x, ::1) are held to no per-address limit.")
    boolean exemptLoopback;

    @Option(names = "--public-url", defaultValue = "${env:INROW_PUBLIC_URL}", paramLabel = "URL",
        description = "The address people outside reach this server by (https://inrow.example): invitation links "
            + "and QR codes use it. Default: the address each page was opened by. Env: INROW_PUBLIC_URL.")
    String publicUrl;

    @Option(names = "--metrics-port", defaultValue = "-1", paramLabel = "N",
        description = "Serve GET /metrics on this port (of --host) only, to whoever reaches it. Default: on the game's "
            + "port, to clients on this machine only.")
    int metricsPort;

    @Option(names = "--review-threads", defaultValue = "1", paramLabel = "N",
            description = "Threads that review finished games and analyse the analysis board's positions for players "
            + "who ask (0 turns both off). On Linux they run only when the CPU is otherwise idle, so games and "
            + "computer players come first.")
    int reviewThreads;

    @Option(names = "--arenas", defaultValue = "${env:INROW_ARENAS:-" + inrow.arenas.ScheduledArena.DEFAULT + "}",
        paramLabel = "LIST",
        description = "The site's own arenas, each GAME:M+S:MINUTES@EVERY_MINUTES, comma-separated; \"none\" for none. "
            + "Default: ${DEFAULT-VALUE} (an hourly freestyle gomoku blitz arena, 57 minutes, on the hour, UTC). "
            + "Env: INROW_ARENAS.")
    String arenas;

    @Option(names = "--dev",
        description = "Development mode: read templates and static files from ./web and reload them on change.")
    boolean dev;

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }

    @Override
    public Integer call() throws InterruptedException {
        // A variable set but empty (INROW_DB= in a compose file) means none, as INROW_PUBLIC_URL does.
        if (database != null && database.isBlank()) {
            database = null;
        }
        if (redis != null && redis.isBlank()) {
            redis = null;
        }
        if (port < 0 || port > 65535) {
            System.err.println("inrow: --port must be 0 to 65535");
            return 2;
        }
        if (metricsPort < -1 || metricsPort > 65535 || metricsPort >= 0 && metricsPort == port && port != 0) {
            System.err.println("inrow: --metrics-port must be 0 to 65535, and not --port");
            return 2;
        }
        if (abandonSeconds < 1) {
            System.err.println("inrow: --abandon must be at least 1 second");
            return 2;
        }
        TrustedProxies proxies;
        try {
            proxies = trustProxy == null ? TrustedProxies.NONE : TrustedProxies.parse(trustProxy);
            new inrow.web.Site(publicUrl, proxies);
        } catch (IllegalArgumentException e) {
            System.err.println("inrow: " + e.getMessage());
            return 2;
        }
        String taken = portTaken();
        if (taken != null) {
            // Asked before the store opens and games are restored, and in one line: Javalin's own failure adds a
            // logged ERROR before ours.
            System.err.println("inrow: cannot start: " + taken);
            return 1;
        }
        Server server;
        try {
            if (createBurst < 1 || createEvery < 1 || openGames < 1 || computerGames < 1 || socketsPerAddress < 1
                || socketsTotal < 1 || uploadsPerAddress < 1) {
                System.err.println("inrow: the per-address limits must be at least 1");
                return 2;
            }
            if (reviewThreads < 0 || reviewThreads > 64) {
                System.err.println("inrow: --review-threads is from 0 (no reviews) to 64");
                return 2;
            }
            java.util.List<inrow.arenas.ScheduledArena> schedule;
            try {
                schedule = inrow.arenas.ScheduledArena.parse(arenas);
            } catch (IllegalArgumentException e) {
                System.err.println("inrow: --arenas: " + e.getMessage());
                return 2;
            }
            ClientLimits clients = new ClientLimits(createBurst, createEvery, socketsPerAddress, socketsTotal,
                ClientLimits.DEFAULT.addressMessages(), ClientLimits.DEFAULT.addressWindowSeconds(), exemptLoopback,
                uploadsPerAddress);
            server = Server.start(new Server.Options(host, port, dev, RoomLimits.DEFAULT.perOwner(openGames,
                computerGames), data, abandonSeconds * 1000).withDatabase(database).withRedis(redis)
                .withTrustProxy(proxies).withClients(clients).withPublicUrl(publicUrl).withMetricsPort(metricsPort)
                .withReviewThreads(reviewThreads).withArenaSchedule(schedule));
        } catch (StoreException e) {
            // Never half-running: without its store the server would lose moves it had acknowledged.
            System.err.println("inrow: cannot start: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            String why = cause instanceof java.net.BindException
                ? "cannot listen on " + host + ":" + port + " (" + cause.getMessage() + ")" : String.valueOf(cause);
            System.err.println("inrow: cannot start: " + why);
            return 1;
        }
        String shown = host.equals("0.0.0.0") || host.equals("::") ? "localhost" : host;
        if (server.restored() > 0) {
            int n = server.restored();
            System.out.println("Restored " + n + " unfinished game" + (n == 1 ? "" : "s") + " from "
                + (database != null ? "the database" : data.toAbsolutePath()));
        }
        if (redis != null) {
            System.out.println("Cluster mode: node " + server.node() + " shares rooms through "
                + Urls.withoutPassword(redis));
        }
        System.out.println("InRow is listening on http://" + shown + ":" + server.port() + "/");
        if (server.metricsPort() >= 0) {
            System.out.println("Metrics are served on http://" + shown + ":" + server.metricsPort() + "/metrics");
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("InRow is stopping: closing connections and saving what was played");
            server.close();
            System.out.println("InRow stopped");
            stopped.countDown();
        }, "shutdown"));
        stopped.await();
        return 0;
    }

    /** Why the port cannot be listened on, or null when it can (or is 0, any free port). */
    private String portTaken() {
        if (port == 0) {
            return null;
        }
        try (java.net.ServerSocket probe = new java.net.ServerSocket()) {
            probe.setReuseAddress(true); // as Jetty binds: a port in TIME_WAIT is free to it
            probe.bind(new java.net.InetSocketAddress(host, port));
            return null;
        } catch (java.io.IOException e) {
            return "cannot listen on " + host + ":" + port + " (" + e.getMessage() + ")";
        }
    }
}
