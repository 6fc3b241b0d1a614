package inrow.web;

/**
 * What one client address may do, with defaults a person never meets and a script always does: new games (a token
 * bucket: a burst, then one every few seconds), open sockets (per address, and in all, below the process's
 * open-file limit), messages (per address, so reconnecting does not start a fresh budget) and requests with a body
 * being read at once ({@link BodyDoor}). The caps on games that never started and on computer games per address
 * are the rooms' ({@code RoomLimits}). Loopback may be exempt: an option meant for load tests and the test suite,
 * off by default.
 */
public record ClientLimits(int createBurst, long createEverySeconds, int socketsPerAddress, int socketsTotal,
                           int addressMessages, long addressWindowSeconds, boolean exemptLoopback,
                           int uploadsPerAddress) {
    public static final ClientLimits DEFAULT = new ClientLimits(10, 10, 200, 16_000, 300, 20, false, 8);

    public ClientLimits exemptingLoopback(boolean exempt) {
        return new ClientLimits(createBurst, createEverySeconds, socketsPerAddress, socketsTotal, addressMessages,
            addressWindowSeconds, exempt, uploadsPerAddress);
    }

    /** Whether this address is held to the limits. */
    boolean applies(String address) {
        return !(exemptLoopback && ClientAddress.isLoopback(address));
    }
}
