package inrow.web;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.HttpStream;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.component.LifeCycle;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Deadlines for reading a request. An idle timeout restarts with every byte, so a client that sends one byte every
 * few seconds would hold its connection (and, while a body is read, a thread) for ever; Jetty 12 has no minimum
 * data rate. So an HTTP connection must bring a request's line and headers within {@link #HEADERS} of opening or of
 * its previous answer, and the request's body within {@link #BODY} of its headers, or it is closed. Handling and
 * answering have no deadline here. A connection upgraded to a WebSocket is no longer the one watched, and keeps its
 * own idle timeout and pings.
 */
final class RequestDeadlines implements Connection.Listener, HttpConfiguration.Customizer {
    static final Duration HEADERS = Duration.ofSeconds(10);
    static final Duration BODY = Duration.ofSeconds(10);

    private final Map<Connection, Watch> watched = new ConcurrentHashMap<>();
    private Scheduler scheduler;

    /** Watches every HTTP connection of the server's connectors (Javalin adds its connector after configuring). */
    void install(Server server) {
        scheduler = server.getScheduler();
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleStarting(LifeCycle event) {
                for (Connector connector : server.getConnectors()) {
                    HttpConnectionFactory http = connector.getConnectionFactory(HttpConnectionFactory.class);
                    if (http != null) {
                        http.addEventListener(RequestDeadlines.this);
                        HttpConfiguration config = http.getHttpConfiguration();
                        if (!config.getCustomizers().contains(RequestDeadlines.this)) {
                            config.addCustomizer(RequestDeadlines.this);
                        }
                    }
                }
            }
        });
    }

    @Override
    public void onOpened(Connection connection) {
        Watch watch = new Watch(connection);
        watched.put(connection, watch);
        watch.arm(HEADERS);
    }

    @Override
    public void onClosed(Connection connection) {
        Watch watch = watched.remove(connection);
        if (watch != null) {
            watch.stop();
        }
    }

    /** Called once a request's headers are in, before it is handled. */
    @Override
    public Request customize(Request request, HttpFields.Mutable responseHeaders) {
        Watch watch = watched.get(request.getConnectionMetaData().getConnection());
        if (watch == null) {
            return request;
        }
        if (request.getLength() > 0 || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING)) {
            watch.arm(BODY);
            request.addHttpStreamWrapper(stream -> new HttpStream.Wrapper(stream) {
                @Override
                public Content.Chunk read() {
                    Content.Chunk chunk = super.read();
                    if (chunk != null && chunk.isLast()) {
                        watch.disarm();
                    }
                    return chunk;
                }
            });
        } else {
            watch.disarm();
        }
        Request.addCompletionListener(request, failure -> watch.arm(HEADERS));
        return request;
    }

    /** One connection's current deadline; arming replaces it, and a deadline replaced meanwhile does nothing. */
    private final class Watch {
        private final Connection connection;
        private Scheduler.Task pending;
        private long generation;
        private boolean stopped;

        Watch(Connection connection) {
            this.connection = connection;
        }

        synchronized void arm(Duration deadline) {
            disarm();
            if (stopped) {
                return;
            }
            long armed = generation;
            pending = scheduler.schedule(() -> expire(armed), deadline.toMillis(), TimeUnit.MILLISECONDS);
        }

        synchronized void disarm() {
            generation++;
            if (pending != null) {
                pending.cancel();
                pending = null;
            }
        }

        synchronized void stop() {
            stopped = true;
            disarm();
        }

        private void expire(long armed) {
            synchronized (this) {
                if (armed != generation || stopped) {
                    return;
                }
            }
            EndPoint endPoint = connection.getEndPoint();
            if (endPoint.getConnection() == connection) {
                // A timeout as the cause: a handler blocked reading the body fails with it, and Javalin logs that
                // quietly, as for any client that is too slow, instead of as an uncaught exception.
                endPoint.close(new TimeoutException("request not read within its deadline"));
            }
        }
    }
}
