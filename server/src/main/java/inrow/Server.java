package inrow;

import inrow.protocol.Wire;
import inrow.room.BotRunner;
import inrow.room.RoomContext;
import inrow.room.RoomLimits;
import inrow.room.Rooms;
import inrow.room.Tokens;
import inrow.web.App;
import io.javalin.Javalin;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The composition root: wires the room pool, the rooms, the sweeper and the web app, in one place, and owns
 * their threads. Tests start one on port 0.
 */
public final class Server implements AutoCloseable {
    public record Options(String host, int port, boolean dev, RoomLimits limits) {
        public static Options forTest() {
            return new Options("127.0.0.1", 0, false, RoomLimits.DEFAULT);
        }
    }

    private final ExecutorService roomPool;
    private final ScheduledExecutorService sweeper;
    private final BotRunner bots;
    private final Rooms rooms;
    private final Javalin app;

    private Server(Options options) {
        // Room work never blocks (sends are queued by Jetty), so one thread per core keeps every core busy.
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        this.roomPool = Executors.newFixedThreadPool(threads, daemon("room"));
        this.sweeper = Executors.newSingleThreadScheduledExecutor(daemon("timer"));
        this.bots = BotRunner.sizedToMachine();
        Wire wire = new Wire();
        RoomContext context = new RoomContext(roomPool, wire, new Tokens(), System::currentTimeMillis,
            bots.thinker(), sweeper);
        this.rooms = new Rooms(context, options.limits());
        this.app = App.create(rooms, wire, options.dev());
    }

    public static Server start(Options options) {
        Server server = new Server(options);
        server.app.start(options.host(), options.port());
        server.sweeper.scheduleWithFixedDelay(server.rooms::sweep, 30, 30, TimeUnit.SECONDS);
        return server;
    }

    public int port() {
        return app.port();
    }

    public Rooms rooms() {
        return rooms;
    }

    @Override
    public void close() {
        app.stop();
        sweeper.shutdownNow();
        bots.close();
        roomPool.shutdown();
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
