package inrow.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Ports for the servers the tests run as child processes (Redis, PostgreSQL), which bind their port some time after
 * it was chosen. A port is only known free when it is checked, so a server that finds it taken must be started
 * again on another one; these make that rare. They come from below the kernel's ephemeral range: every outgoing
 * connection takes its local port from that range, so a port there can be taken by any loopback client between the
 * check and the bind, or while a server is down to be restarted on it (even by a client reconnecting to that very
 * port, which then connects to itself).
 */
public final class LoopbackPorts {
    private static final int LOWEST = 10_000;
    /** The range Linux ships with, for a kernel that does not say. */
    private static final int EPHEMERAL_FROM = 32_768;
    /** Given out before in this JVM: a server stopped for a restart leaves its port free, yet still needs it. */
    private static final Set<Integer> GIVEN = ConcurrentHashMap.newKeySet();

    private LoopbackPorts() {
    }

    /** A loopback port nothing listens on now, not given out before in this JVM. */
    public static int pick() {
        int below = ephemeralFrom();
        for (int tries = 0; tries < 1000; tries++) {
            int port = below - LOWEST > 1000 ? ThreadLocalRandom.current().nextInt(LOWEST, below) : anyFree();
            if (port > 0 && free(port) && GIVEN.add(port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free loopback port found");
    }

    /** A server could not bind its port: another process took it between its pick and the bind. */
    public static final class Taken extends IllegalStateException {
        public Taken(String message) {
            super(message);
        }
    }

    /** Starts a server on a port; throws {@link Taken} when the port was taken, anything else for other failures. */
    public interface Start<T, E extends Exception> {
        T on(int port) throws E;
    }

    /** Ports tried before giving up, each taken by someone else between its pick and the server's bind. */
    public static final int ATTEMPTS = 5;

    /**
     * {@code start} on ports from {@code ports} until one is still free when the server binds it (at most
     * {@link #ATTEMPTS}): a port is only known free when it is picked, so a server started later may find it taken.
     */
    public static <T, E extends Exception> T firstThatBinds(java.util.function.IntSupplier ports, Start<T, E> start)
            throws E {
        for (int attempt = 1; ; attempt++) {
            try {
                return start.on(ports.getAsInt());
            } catch (Taken e) {
                if (attempt == ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    private static boolean free(int port) {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Where the kernel starts handing out local ports to outgoing connections. */
    private static int ephemeralFrom() {
        try {
            return Integer.parseInt(Files.readString(Path.of("/proc/sys/net/ipv4/ip_local_port_range"))
                .strip().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return EPHEMERAL_FROM;
        }
    }

    /** A kernel that hands out nearly every port: any free one it gives. */
    private static int anyFree() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            return 0;
        }
    }
}
