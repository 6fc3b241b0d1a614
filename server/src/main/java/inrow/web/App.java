package inrow.web;

import inrow.protocol.Wire;
import inrow.protocol.ErrorCode;
import inrow.room.Rooms;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.time.Duration;
import java.util.Map;

/**
 * Builds the whole web server from its dependencies and returns it un-started, so tests can start it on port 0.
 * Routes, the socket adapter and the pages; no game logic lives here.
 */
public final class App {
    /** Bigger than any frame we accept, so an oversized frame reaches us and gets a too_large answer. */
    private static final long JETTY_MAX_MESSAGE = 128 * 1024;

    static final String ANSWERED = "inrow.answered";
    /** Prometheus's text exposition format, which {@link WebMeter#scrape()} writes. */
    static final String METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private App() {
    }

    /** {@code trustProxy}: a reverse proxy writes the X-Forwarded-* headers, so they may be believed. */
    public static Javalin create(Rooms rooms, Wire wire, boolean dev, WebMeter meter, boolean trustProxy) {
        return create(rooms, wire, dev, meter, trustProxy, ClientLimits.DEFAULT);
    }

    /** {@code limits}: what one client address may do (new games, sockets, messages). */
    public static Javalin create(Rooms rooms, Wire wire, boolean dev, WebMeter meter, boolean trustProxy,
                                 ClientLimits limits) {
        return create(rooms, wire, dev, meter, trustProxy, limits, new Site(null, trustProxy));
    }

    /** {@code site}: the address invitations carry. */
    public static Javalin create(Rooms rooms, Wire wire, boolean dev, WebMeter meter, boolean trustProxy,
                                 ClientLimits limits, Site site) {
        Templates templates = dev ? Templates.fromDirectory(java.nio.file.Path.of("web", "templates"))
            : Templates.precompiled();
        Catalogue catalogue = Catalogue.load(dev);
        Pages pages = new Pages(rooms, templates, site, catalogue);
        OriginCheck sameSite = new OriginCheck(trustProxy);
        GamesApi api = new GamesApi(rooms, wire.mapper(), sameSite, limits, trustProxy, System::nanoTime);
        SocketCounts sockets = new SocketCounts();
        GameSocket socket = new GameSocket(rooms, wire, meter, limits, trustProxy, sockets);

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
            cfg.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setMaxTextMessageSize(JETTY_MAX_MESSAGE);
                factory.setMaxBinaryMessageSize(1024);
                factory.setIdleTimeout(Duration.ofSeconds(60));
                // A peer that stops reading is cut off once this many frames wait for it, instead of piling up.
                factory.setMaxOutgoingFrames(1024);
            });

            cfg.routes.before(SecurityHeaders::apply);
            get(cfg.routes, "/healthz", ctx -> ctx.result("ok"));
            get(cfg.routes, "/metrics", ctx -> ctx.contentType(METRICS_CONTENT_TYPE).result(meter.scrape()));
            get(cfg.routes, "/", pages::lobby);
            get(cfg.routes, "/offline", pages::offline);
            // The installable app's two files live at the root: a service worker controls only the paths under its own.
            AppFiles appFiles = new AppFiles(dev);
            get(cfg.routes, "/sw.js", ctx -> appFiles.serve(ctx, "sw.js", "text/javascript; charset=utf-8"));
            get(cfg.routes, "/manifest.webmanifest", ctx -> appFiles.manifest(ctx, wire.mapper(), catalogue,
                Language.choose(null, ctx.cookie("lang"), ctx.header("Accept-Language"))));
            get(cfg.routes, "/g/{code}", pages::game);
            cfg.routes.post("/api/games", api::create);
            get(cfg.routes, "/api/games", api::list);
            get(cfg.routes, "/api/games/{code}", api::show);
            get(cfg.routes, "/api/games/{code}/record", api::record);
            get(cfg.routes, "/api/games/{code}/chat", api::chat);
            get(cfg.routes, "/api/games/{code}/rounds", api::rounds);
            get(cfg.routes, "/api/games/{code}/record.psq", api::psq);
            cfg.routes.wsBeforeUpgrade("/ws/{code}", ctx -> {
                if (!sameSite.allows(ctx)) {
                    throw OriginCheck.refusal();
                }
                // Refused before the upgrade, while the process still has files to spare.
                SocketCounts.Refusal[] why = new SocketCounts.Refusal[1];
                SocketCounts.Place place = sockets.reserve(ClientAddress.of(ctx, trustProxy), limits, why);
                ctx.attribute(GameSocket.PLACE, place);
                SocketCounts.Refusal refusal = why[0];
                if (refusal == SocketCounts.Refusal.ADDRESS) {
                    ctx.header("Retry-After", "60");
                    throw new ApiError(429, ErrorCode.RATE_LIMITED, "Too many open connections from your address (at "
                        + "most " + limits.socketsPerAddress() + "); close some tabs.");
                }
                if (refusal == SocketCounts.Refusal.SERVER) {
                    ctx.header("Retry-After", "30");
                    throw new ApiError(503, ErrorCode.BUSY, "The server holds as many connections as it can; try "
                        + "again soon.");
                }
            });
            cfg.routes.ws("/ws/{code}", socket::configure);

            cfg.routes.exception(ApiError.class, (e, ctx) -> {
                ctx.attribute(ANSWERED, true);
                ctx.status(e.status).json(Map.of("error", Map.of("code", e.code.code(),
                    "message", errorMessage(catalogue, ctx, e.code.code(), e.getMessage()))));
            });
            // Unknown API paths answer JSON too, whatever the client accepts; any other unknown path gets the styled
            // page a person can find their way back from. Our own 404s keep their body.
            cfg.routes.error(HttpStatus.NOT_FOUND.getCode(), ctx -> {
                if (ctx.attribute(ANSWERED) != null) {
                    return;
                }
                if (ctx.path().startsWith("/api/")) {
                    ctx.json(Map.of("error", Map.of("code", "not_found",
                        "message", errorMessage(catalogue, ctx, "not_found", "No such endpoint."))));
                } else {
                    pages.notFound(ctx, null);
                }
            });
        });
    }

    /**
     * An API error's message in the client's language (its lang cookie, else Accept-Language); the code stays the
     * same in every language, and English keeps the server's own detailed wording.
     */
    private static String errorMessage(Catalogue catalogue, Context ctx, String code, String english) {
        // The page's own requests carry the person's chosen language in its cookie; other clients have only
        // Accept-Language.
        Language l = Language.choose(null, ctx.cookie("lang"), ctx.header("Accept-Language"));
        if (l == Language.EN) {
            return english;
        }
        return catalogue.format(l, "js.error." + code, "turn", "");
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
