package inrow.web;

import inrow.protocol.Wire;
import inrow.lobby.QuickPairing;
import inrow.room.Rooms;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import jakarta.servlet.DispatcherType;
import java.util.EnumSet;
import java.util.Map;
import org.eclipse.jetty.ee10.servlet.FilterHolder;

/**
 * Builds the whole web server from its dependencies and returns it un-started, so tests can start it on port 0.
 * Routes, the socket adapter and the pages; no game logic lives here.
 */
public final class App {
    static final String ANSWERED = "inrow.answered";
    /** Prometheus's text exposition format, which {@link WebMeter#scrape()} writes. */
    static final String METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private App() {
    }

    /** The whole site for these rooms; {@code features}: what it offers beyond them. */
    public static Javalin create(Rooms rooms, Wire wire, WebSettings web, Features features) {
        boolean dev = web.dev();
        WebMeter meter = web.meter();
        TrustedProxies proxies = web.proxies();
        ClientLimits limits = web.limits();
        Site site = web.site();
        java.util.function.LongSupplier nanos = web.nanos();
        inrow.account.Accounts accounts = features.accounts();
        OwnerNames owners = features.owners();
        inrow.review.Reviews reviews = features.reviews();
        Templates templates = dev ? Templates.fromDirectory(java.nio.file.Path.of("web", "templates"))
            : Templates.precompiled();
        Catalogue catalogue = Catalogue.load(dev);
        SessionCookie sessions = accounts == null ? null : new SessionCookie(site, accounts);
        Pages pages = new Pages(rooms, templates, site, catalogue, sessions);
        ClientFaults faults = ClientFaults.toLog();
        OriginCheck sameSite = new OriginCheck(proxies);
        inrow.career.Career career = new inrow.career.Career(features.games());
        AccountApi accountApi = accounts == null ? null
            : new AccountApi(accounts, sessions, wire.mapper(), sameSite, proxies, site, catalogue, career, owners,
                features.ratings());
        Leaderboards boards = new Leaderboards(features.ratings(), features.leaderboard(), pages,
            rooms.clock());
        AccountPages accountPages = accounts == null ? null
            : new AccountPages(accounts, sessions, pages, career);
        MyGamesApi myGames = accounts == null ? null : new MyGamesApi(rooms, career, accountApi, accounts::now);
        GamesApi api = new GamesApi(rooms, wire.mapper(), sameSite, limits, proxies, nanos, catalogue, sessions);
        inrow.lobby.Visitors visitors = new inrow.lobby.Visitors(rooms.clock());
        GameSocket socket = new GameSocket(rooms, wire, meter, limits, proxies, new SocketCounts(nanos), sameSite,
            catalogue, sessions == null ? null : sessions::account, visitors);
        QuickPairing quick = new QuickPairing(inrow.lobby.PoolCatalogue.standard(), rooms, rooms.clock(),
            features.ratings(), features.pairing() != null ? features.pairing() : inrow.lobby.PairingNodes.alone());
        inrow.lobby.Seeks seeks = new inrow.lobby.Seeks(inrow.lobby.PoolCatalogue.standard(), quick, rooms.clock(),
            owners != null ? owners : inrow.room.AccountNames.NONE,
            features.seeks() != null ? features.seeks() : inrow.lobby.SeekBoard.alone(), visitors);
        PairingSocket pairing = new PairingSocket(quick, seeks, wire, sameSite,
            sessions == null ? null : sessions::account);
        java.util.function.Function<Context, String> accountOf = sessions == null ? c -> null
            : c -> sessions.account(c.req());
        java.util.concurrent.ScheduledExecutorService pairingTimer = inrow.Daemons.timer("pairing");

        return Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.jsonMapper(new JavalinJackson(wire.mapper(), false));
            cfg.http.maxRequestSize = 16 * 1024;
            cfg.staticFiles.add(sf -> {
                sf.hostedPath = "/static";
                sf.directory = dev ? "web/static" : "/static";
                sf.location = dev ? Location.EXTERNAL : Location.CLASSPATH;
                sf.headers = Map.of("Cache-Control", dev ? "no-cache" : "public, max-age=300");
            });
            cfg.jetty.modifyServer(new RequestDeadlines()::install);
            cfg.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            MetricsDoor metricsDoor = new MetricsDoor(web.host(), web.metricsPort(), catalogue, wire.mapper());
            if (metricsDoor.ownPort()) {
                cfg.jetty.modifyServer(metricsDoor::install);
            }
            cfg.jetty.modifyServletContextHandler(handler -> handler.addFilter(new FilterHolder(metricsDoor), "/*",
                EnumSet.of(DispatcherType.REQUEST)));
            // A request to a host that is not this site's is answered by nothing else.
            cfg.jetty.modifyServletContextHandler(handler -> handler.addFilter(new FilterHolder(
                new HostCheck(site.publicUrl(), proxies, catalogue, wire.mapper())), "/*",
                EnumSet.of(DispatcherType.REQUEST)));
            // Bodies are read whole, without a thread, before Javalin's servlet runs (see BodyDoor for why). Javalin
            // puts its servlet context inside the innermost wrapper, the door's.
            cfg.jetty.modifyServer(server -> server.setHandler(new BodyDoor(limits, proxies, catalogue,
                wire.mapper())));
            // The game sockets are upgraded here, before Javalin's servlet (see GameSocket for why).
            cfg.jetty.modifyServletContextHandler(handler -> handler.addFilter(new FilterHolder(socket),
                GameSocket.PATH + "*", EnumSet.of(DispatcherType.REQUEST)));

            // Ranges widen with waiting and games end: the pools look again once a second.
            cfg.events.serverStarted(() -> pairingTimer.scheduleWithFixedDelay(() -> {
                try {
                    quick.tick();
                    seeks.tick();
                } catch (RuntimeException e) {
                    System.getLogger(App.class.getName()).log(System.Logger.Level.WARNING, "pairing tick failed", e);
                }
            }, 1, 1, java.util.concurrent.TimeUnit.SECONDS));
            // The counts every pairing socket shows, at most four times a second however many enter.
            cfg.events.serverStarted(() -> pairingTimer.scheduleWithFixedDelay(() -> {
                quick.publishCounts();
                seeks.publish();
            }, QuickPairing.COUNTS_MILLIS, QuickPairing.COUNTS_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS));
            cfg.events.serverStopped(pairingTimer::shutdownNow);
            cfg.routes.wsBeforeUpgrade(PairingSocket.PATH, pairing::beforeUpgrade);
            cfg.routes.ws(PairingSocket.PATH, pairing::configure);

            cfg.routes.before(SecurityHeaders::apply);
            get(cfg.routes, "/healthz", ctx -> ctx.result("ok"));
            get(cfg.routes, "/metrics", ctx -> ctx.contentType(METRICS_CONTENT_TYPE).result(meter.scrape()));
            get(cfg.routes, "/", pages::lobby);
            get(cfg.routes, "/offline", pages::offline);
            // The installable app's two files live at the root: a service worker controls only the paths under its own.
            AppFiles appFiles = new AppFiles(dev);
            get(cfg.routes, "/sw.js", ctx -> appFiles.serve(ctx, "sw.js", "text/javascript; charset=utf-8"));
            get(cfg.routes, "/manifest.webmanifest", ctx -> appFiles.manifest(ctx, wire.mapper(), catalogue,
                Language.of(ctx)));
            get(cfg.routes, "/g/{code}", pages::game);
            cfg.routes.post("/api/games", api::create);
            get(cfg.routes, "/api/texts/{group}", pages::laterWords);
            cfg.routes.post(PresenceApi.PATH, new PresenceApi(seeks, wire, sameSite,
                sessions == null ? null : sessions::account)::beat);
            get(cfg.routes, "/api/games", api::list);
            get(cfg.routes, "/api/openings", api::openings);
            get(cfg.routes, "/api/games/{code}", api::show);
            get(cfg.routes, "/api/games/{code}/record", api::record);
            get(cfg.routes, "/api/games/{code}/chat", api::chat);
            get(cfg.routes, "/api/games/{code}/rounds", api::rounds);
            get(cfg.routes, "/api/games/{code}/record.psq", api::psq);
            if (reviews != null) {
                ReviewApi reviewApi = new ReviewApi(rooms, reviews, sameSite, proxies, accountOf);
                cfg.routes.post("/api/games/{code}/review", reviewApi::ask);
                get(cfg.routes, "/api/games/{code}/review", reviewApi::show);
            }
            if (features.analyses() != null) {
                AnalysisApi analysis = new AnalysisApi(features.analyses(), wire.mapper(), sameSite, proxies, accountOf);
                cfg.routes.post("/api/analysis", analysis::ask);
                get(cfg.routes, "/api/analysis/{id}", analysis::show);
                get(cfg.routes, "/analysis", pages::analysis);
            }
            if (accounts != null) {
                accountApi.routes(cfg.routes);
                myGames.routes(cfg.routes);
                get(cfg.routes, "/signup", accountPages::signUp);
                get(cfg.routes, "/signin", accountPages::signIn);
                get(cfg.routes, "/account", accountPages::account);
                get(cfg.routes, "/@/{name}", accountPages::profile);
                get(cfg.routes, "/leaderboard", boards::page);
                get(cfg.routes, "/api/leaderboard", boards::api);
                if (features.arenas() != null) {
                    new TournamentApi(features.arenas(), features.swisses(), wire.mapper(), sameSite, accountOf,
                        id -> accounts.byId(id).map(a -> a.name()).orElse("?")).routes(cfg.routes);
                    TournamentPages tournaments = new TournamentPages(pages, rooms.clock());
                    get(cfg.routes, "/tournaments", tournaments::list);
                    get(cfg.routes, "/tournament/{id}", tournaments::arena);
                }
            }

            // A client that leaves while its request is read (a body abandoned halfway, a deadline passed) is no
            // fault of ours: a short line now and then, not a stack trace each (see ClientFaults).
            cfg.routes.exception(java.io.IOException.class, (e, ctx) -> clientGone(e, ctx, faults, proxies));
            cfg.routes.exception(java.io.UncheckedIOException.class, (e, ctx) -> clientGone(e, ctx, faults, proxies));
            cfg.routes.exception(ApiError.class, (e, ctx) -> {
                ctx.attribute(ANSWERED, true);
                ctx.status(e.status).json(e.body(errorMessage(catalogue, ctx, e.key, e.getMessage(), e.args)));
            });
            // Unknown API paths answer JSON too, whatever the client accepts; any other unknown path gets the styled
            // page a person can find their way back from. Our own 404s keep their body.
            cfg.routes.error(HttpStatus.NOT_FOUND.getCode(), ctx -> {
                if (ctx.attribute(ANSWERED) != null) {
                    return;
                }
                if (ctx.path().startsWith("/api/")) {
                    ctx.json(ApiError.body("not_found",
                        errorMessage(catalogue, ctx, "js.error.not_found", "No such endpoint.")));
                } else {
                    pages.notFound(ctx, null);
                }
            });
        });
    }

    /**
     * A request whose reading or answering failed: the client's doing is counted quietly; anything else is ours and
     * logged with its stack trace, as Javalin would have.
     */
    private static void clientGone(Exception e, Context ctx, ClientFaults faults, TrustedProxies proxies) {
        if (ClientFaults.byClient(e)) {
            faults.note(ctx.method() + " " + ctx.path(), ClientAddress.of(ctx, proxies), e);
        } else {
            System.getLogger(App.class.getName()).log(System.Logger.Level.WARNING,
                "failed to serve " + ctx.method() + " " + ctx.path(), e);
        }
        ctx.attribute(ANSWERED, true);
        ctx.header("Connection", "close");
        ctx.status(ClientFaults.byClient(e) ? 400 : 500).json(ApiError.body(ClientFaults.byClient(e) ? "bad_request"
            : "unavailable", "The request could not be read."));
    }

    /** The port /metrics has of its own on this started app, or -1. */
    public static int metricsPort(Javalin app) {
        return MetricsDoor.portOf(app.jettyServer().server());
    }

    /**
     * An API error's message in the client's language (its lang cookie, else Accept-Language); the code stays the
     * same in every language, and English keeps the server's own detailed wording.
     */
    private static String errorMessage(Catalogue catalogue, Context ctx, String key, String english, Object... args) {
        return errorMessage(catalogue, Language.of(ctx), key, english, args);
    }

    static String errorMessage(Catalogue catalogue, Language l, String key, String english, Object... args) {
        if (l == Language.EN) {
            return english;
        }
        // "turn" fills not_your_turn's slot, which an API answer has no use for.
        return args.length > 0 ? catalogue.format(l, key, args) : catalogue.format(l, key, "turn", "");
    }

    /**
     * A GET route that answers HEAD too: left alone, Javalin answers HEAD for a GET route with an empty 200 text/plain
     * without running it (even where GET would say 404). Jetty drops the body of a HEAD answer.
     */
    private static void get(RoutesConfig routes, String path, Handler handler) {
        routes.get(path, handler);
        routes.head(path, handler);
    }
}
