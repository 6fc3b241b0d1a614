package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.testing.TestServerExtension;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A client abandoning its uploads halfway is behaving as clients may: it must not write a stack trace per request
 * into the server's log (one address wrote 886 WARNs of 5 KB a second).
 */
@Timeout(60)
class LogFloodTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();

    @Test
    void uploadsAbandonedMidBodyAreLoggedBrieflyAndRarely() throws Exception {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            for (int i = 0; i < 40; i++) {
                try (Socket s = new Socket("127.0.0.1", server.port())) {
                    s.getOutputStream().write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"rules\":")
                        .getBytes(StandardCharsets.US_ASCII));
                    s.getOutputStream().flush();
                }
            }
            // The server sees each end of file on its own; an honest request after them is answered after them.
            Thread.sleep(1500);
            assertEquals(201, server.post("/api/games", "{}").statusCode());
        } finally {
            System.setErr(original);
        }
        String log = captured.toString(StandardCharsets.UTF_8);
        long traces = log.lines().filter(l -> l.startsWith("\tat ")).count();
        long warnings = log.lines().filter(l -> l.contains(" WARN ") || l.contains(" ERROR ")).count();
        assertEquals(0, traces, log.length() > 3000 ? log.substring(0, 3000) : log);
        assertEquals(0, warnings, log.length() > 3000 ? log.substring(0, 3000) : log);
        assertTrue(log.lines().count() <= 2, log);
    }

    @Test
    void aClientsFaultsAreCountedAndSaidOncePerMinute() {
        AtomicLong nanos = new AtomicLong();
        List<String> lines = new ArrayList<>();
        ClientFaults faults = new ClientFaults(nanos::get, lines::add);
        Exception eof = new org.eclipse.jetty.io.EofException("Early EOF");
        assertTrue(ClientFaults.byClient(eof));
        assertTrue(ClientFaults.byClient(new java.io.UncheckedIOException(new org.eclipse.jetty.io.EofException())));
        assertTrue(!ClientFaults.byClient(new IllegalStateException("ours")), "our own bugs are not the client's");
        for (int i = 0; i < 1000; i++) {
            faults.note("POST /api/games", "203.0.113.7", eof);
            nanos.addAndGet(1_000_000L);
        }
        assertEquals(1, lines.size(), "a thousand in a second: one line");
        assertTrue(lines.get(0).length() < 300 && !lines.get(0).contains("\n"), lines.get(0));
        nanos.set(ClientFaults.EVERY_NANOS + 5);
        faults.note("POST /api/games", "203.0.113.7", eof);
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).startsWith("1000 requests cut short"), lines.get(1));
    }
}
