package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.component.LifeCycle;

/**
 * Who may read {@code /metrics}: it is the most expensive read the server has, and it shows open files and threads,
 * which let an attacker watch a flood work. By default only a client on this machine, asking directly (no proxy
 * forwarded the request for someone else). With {@code --metrics-port} it is served on that port only, to whoever
 * reaches it (the operator's firewall decides), and that port serves nothing else.
 */
final class MetricsDoor implements Filter {
    static final String PATH = "/metrics";
    /** -1: no port of its own. */
    private final int port;
    private final String host;
    private final Catalogue catalogue;
    private final ObjectMapper mapper;
    private volatile ServerConnector connector;

    MetricsDoor(String host, int port, Catalogue catalogue, ObjectMapper mapper) {
        this.host = host;
        this.port = port;
        this.catalogue = catalogue;
        this.mapper = mapper;
    }

    boolean ownPort() {
        return port >= 0;
    }

    /**
     * Adds the metrics port's listener once the server starts, after the game's: Javalin makes its own only when
     * none was given, and reports the first one's port as the server's.
     */
    void install(Server server) {
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarting(LifeCycle event) {
                if (connector == null) {
                    HttpConnectionFactory game = server.getConnectors()[0]
                        .getConnectionFactory(HttpConnectionFactory.class);
                    server.addConnector(connector(server, game.getHttpConfiguration()));
                }
            }
        });
    }

    private ServerConnector connector(Server server, HttpConfiguration http) {
        ServerConnector c = new ServerConnector(server, new HttpConnectionFactory(http));
        c.setName("metrics");
        c.setHost(host);
        c.setPort(port);
        connector = c;
        return c;
    }

    /** The port metrics are served on, or -1 when they have none of their own. */
    int localPort() {
        return portOf(connector);
    }

    /** The metrics port of a started server, or -1. */
    static int portOf(Server server) {
        for (org.eclipse.jetty.server.Connector c : server.getConnectors()) {
            if ("metrics".equals(c.getName()) && c instanceof ServerConnector s) {
                return s.getLocalPort();
            }
        }
        return -1;
    }

    private static int portOf(ServerConnector c) {
        return c == null ? -1 : c.getLocalPort();
    }

    /**
     * Whether the request is for the metrics, however its path is spelled: the router also serves "/metrics/"
     * (and ignores ";params"), so comparing the raw URI with "/metrics" let "/metrics/" past this door.
     */
    static boolean isMetrics(HttpServletRequest req) {
        String path = req.getServletPath() + (req.getPathInfo() == null ? "" : req.getPathInfo());
        int params = path.indexOf(';');
        if (params >= 0) {
            path = path.substring(0, params);
        }
        while (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        return path.equalsIgnoreCase(PATH) || path.regionMatches(true, 0, PATH + "/", 0, PATH.length() + 1);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
        throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        boolean metrics = isMetrics(req);
        boolean onMetricsPort = ownPort() && req.getLocalPort() == localPort();
        boolean allowed = ownPort() ? metrics == onMetricsPort : !metrics || askedHere(req);
        if (allowed) {
            chain.doFilter(request, response);
            return;
        }
        Refusal.send(req, (HttpServletResponse) response, 404, "not_found", "js.error.not_found", "No such endpoint.",
            new Object[0], null, catalogue, mapper);
    }

    /** From this machine, and not on anyone else's behalf: a proxy here would make every visitor look local. */
    private static boolean askedHere(HttpServletRequest req) {
        if (!ClientAddress.isLoopback(String.valueOf(req.getRemoteAddr())) || req.getHeader("Forwarded") != null) {
            return false;
        }
        for (String line : Collections.list(req.getHeaders("X-Forwarded-For"))) {
            for (String hop : line.split(",")) {
                if (!hop.isBlank() && !ClientAddress.isLoopback(hop.strip())) {
                    return false;
                }
            }
        }
        return true;
    }
}
