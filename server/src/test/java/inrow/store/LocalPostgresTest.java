package inrow.store;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import inrow.testing.LoopbackPorts;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The test PostgreSQL itself: a port someone took before it could bind it is given up for another. */
@Timeout(120)
class LocalPostgresTest {
    @Test
    void aPortTakenBeforeTheServerBindsItIsGivenUpForAnother() throws Exception {
        assumeTrue(LocalPostgres.binaries() != null, "PostgreSQL is not installed (apt-get install postgresql)");
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int[] ports = {taken.getLocalPort(), LoopbackPorts.pick()};
            AtomicInteger asked = new AtomicInteger();
            try (LocalPostgres pg = LocalPostgres.start(() -> ports[asked.getAndIncrement()])) {
                assertTrue(pg.url().contains(":" + ports[1] + "/"), pg.url());
                // The server listens on the second port: connecting is the check, as a socket to a port nothing
                // listens on throws.
                new Socket(InetAddress.getLoopbackAddress(), ports[1]).close();
            }
        }
    }
}
