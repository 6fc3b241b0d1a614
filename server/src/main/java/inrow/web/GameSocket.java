package inrow.web;

import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import inrow.room.Rooms;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServerContainer;

/**
 * The game sockets' door, {@code /ws/{code}}: refuses an upgrade from another site's page or past the socket limits
 * (with the same JSON errors as the API), and hands an allowed one to Jetty with a {@link SocketEndpoint} of its
 * own. It sits in front of Javalin's WebSocket routes because a Javalin socket keeps its whole upgrade context for
 * as long as the socket is open (the servlet request and response, maps of its headers, cookies and attributes, and
 * an HTTP session Javalin asks for): 3.4 of the 17.7 KiB of heap an idle socket took (see docs/performance.md).
 */
final class GameSocket implements Filter {
    static final String PATH = "/ws/";
    static final int MAX_FRAME_BYTES = 4096;
    static final int BUDGET_MESSAGES = 100;
    static final long BUDGET_WINDOW_NANOS = TimeUnit.SECONDS.toNanos(20);
    /** Bigger than any frame we accept, so an oversized frame reaches us and gets a too_large answer. */
    private static final long JETTY_MAX_MESSAGE = 128 * 1024;
    /**
     * Bigger than the messages a client sends in play (a move, a ping: under 100 bytes). Jetty starts every text
     * message in a string builder of this size, so it is most of what a message costs to receive; a longer one (a
     * chat line, up to the frame limit) still arrives, over several reads.
     */
    static final int INPUT_BUFFER_BYTES = 256;

    final Rooms rooms;
    final Wire wire;
    final WebMeter meter;
    final ClientLimits limits;
    final SocketCounts sockets;
    /** Messages per client address, shared by its sockets: reconnecting does not start a fresh budget. */
    final AddressBuckets messages;
    /** Every joined game socket, pinged once every {@link SocketEndpoint#PING_SECONDS}, one slot a second. */
    final PingRounds<SocketConnection> pings = new PingRounds<>((int) SocketEndpoint.PING_SECONDS,
        SocketConnection::ping, SocketConnection::isOpen);
    /** Started with the filter, so a GameSocket that never serves leaves no thread behind. */
    private volatile ScheduledExecutorService pingTimer;
    private final TrustedProxies proxies;
    private final OriginCheck sameSite;
    private final Catalogue catalogue;
    private volatile JettyWebSocketServerContainer container;
    /** Who a request's session cookie signs in (an account id), or null; null itself on a server without accounts. */
    private final java.util.function.Function<HttpServletRequest, String> accountOf;

    /** Who is on the site: a game page's socket keeps its visitor's seek listed while it is open. */
    final inrow.lobby.Visitors visitors;

    /**
     * {@code accountOf}: who a request's session cookie signs in (null: a server without accounts); {@code visitors}:
     * told of each socket whose upgrade names its player ({@link Visitor}).
     */
    GameSocket(Rooms rooms, Wire wire, WebMeter meter, ClientLimits limits, TrustedProxies proxies, SocketCounts sockets,
               OriginCheck sameSite, Catalogue catalogue,
               java.util.function.Function<HttpServletRequest, String> accountOf, inrow.lobby.Visitors visitors) {
        this.accountOf = accountOf;
        this.visitors = visitors;
        this.rooms = rooms;
        this.wire = wire;
        this.meter = meter;
        this.limits = limits;
        this.proxies = proxies;
        this.sockets = sockets;
        this.sameSite = sameSite;
        this.catalogue = catalogue;
        this.messages = new AddressBuckets(limits.addressMessages(),
            TimeUnit.SECONDS.toNanos(limits.addressWindowSeconds()), System::nanoTime);
    }

    @Override
    public void init(FilterConfig config) {
        pingTimer = inrow.Daemons.timer("ping");
        pingTimer.scheduleWithFixedDelay(pings::tick, 1, 1, TimeUnit.SECONDS);
    }

    @Override
    public void destroy() {
        ScheduledExecutorService timer = pingTimer;
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
        throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse res = (HttpServletResponse) response;
        String code = code(req);
        // Anything but an upgrade to /ws/{code} goes on to Javalin, which answers it as before (404).
        if (code == null || req.getHeader("Sec-WebSocket-Version") == null) {
            chain.doFilter(request, response);
            return;
        }
        if (!sameSite.allows(req)) {
            refuse(req, res, OriginCheck.refusal(), null);
            return;
        }
        // Refused before the upgrade, while the process still has files to spare.
        String address = ClientAddress.of(req, proxies);
        SocketCounts.Refusal[] why = new SocketCounts.Refusal[1];
        SocketCounts.Place place = sockets.reserve(address, limits, why);
        if (why[0] == SocketCounts.Refusal.ADDRESS) {
            refuse(req, res, new ApiError(429, ErrorCode.RATE_LIMITED, "Too many open connections from your address "
                + "(at most " + limits.socketsPerAddress() + "); close some tabs."), "60");
            return;
        }
        if (why[0] == SocketCounts.Refusal.SERVER) {
            refuse(req, res, new ApiError(503, ErrorCode.BUSY, "The server holds as many connections as it can; try "
                + "again soon."), "30");
            return;
        }
        // A request Jetty cannot upgrade (not a GET, a bad key) is answered by Jetty; its place is given back
        // once unclaimed.
        // A page that applies moves says so (?moves=1); one from before them, kept in a browser's cache, does not.
        boolean moves = "1".equals(req.getParameter("moves"));
        // A client that applies events says so (?events=1): the page does; bots and scripts get states as before.
        boolean events = "1".equals(req.getParameter("events"));
        // The session cookie comes with the upgrade (same site: the check above): the account takes and proves seats.
        String account = accountOf == null ? null : accountOf.apply(req);
        String visitor = Visitor.fromCookies(account, req);
        container(req).upgrade((upgradeRequest, upgradeResponse) -> {
            // No permessage-deflate, which every browser offers and Jetty would accept: each socket would keep a
            // compressor and a decompressor (19,000 idle sockets peaked at 956 MiB resident instead of 661), and every
            // frame would be compressed, for frames of a few hundred bytes (docs/performance.md).
            upgradeResponse.setExtensions(List.of());
            return new SocketEndpoint(this, code, address, place, moves, events, account, visitor);
        }, req, res);
    }

    /** The room code of a /ws/{code} path, or null for any other path. */
    private static String code(HttpServletRequest req) {
        String path = req.getRequestURI().substring(req.getContextPath().length());
        if (!path.startsWith(PATH)) {
            return null;
        }
        String code = path.substring(PATH.length());
        return code.isEmpty() || code.indexOf('/') >= 0 ? null : code;
    }

    private JettyWebSocketServerContainer container(HttpServletRequest req) {
        JettyWebSocketServerContainer c = container;
        if (c == null) {
            c = JettyWebSocketServerContainer.getContainer(req.getServletContext());
            c.setMaxTextMessageSize(JETTY_MAX_MESSAGE);
            c.setMaxBinaryMessageSize(1024);
            c.setIdleTimeout(Duration.ofSeconds(60));
            // Jetty reads into a buffer of this size and starts every text message in a string builder of it too:
            // at its default, 4 KiB, the builders were the largest share of the heap allocated under load, and at
            // 1 KiB still 9 % (JFR; the performance journal, git show b57482f:docs/performance.md, "The tool's own
            // pauses, and less garbage per message"), for messages of about 50 bytes.
            c.setInputBufferSize(INPUT_BUFFER_BYTES);
            // A peer that stops reading is cut off once this many frames wait for it, instead of piling up.
            c.setMaxOutgoingFrames(1024);
            container = c;
        }
        return c;
    }

    private void refuse(HttpServletRequest req, HttpServletResponse res, ApiError e, String retryAfter)
        throws IOException {
        Refusal.send(req, res, e, retryAfter, catalogue, wire.mapper());
    }
}
