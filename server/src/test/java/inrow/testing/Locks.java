package inrow.testing;

/**
 * Names of what test classes running side by side must not use at the same time (JUnit's {@code @ResourceLock}).
 */
public final class Locks {
    /**
     * Starting server processes: a class that starts several JVMs (a cluster's nodes, a crashed and restarted
     * server) waits for another such class to finish, so that two of them do not each need a minute of the two
     * cores just to start their processes. Other classes still run beside it.
     */
    public static final String SERVER_PROCESSES = "server-processes";

    private Locks() {
    }
}
