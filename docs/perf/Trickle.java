import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Slow request bodies from many loopback addresses against a server on this machine, while an honest client loads
 * pages and creates games; prints the honest client's latencies. Loopback only, and it stops by itself.
 *
 *   java docs/perf/Trickle.java PORT ADDRESSES BODIES_PER_ADDRESS SECONDS
 *
 * Each attacking connection comes from its own 127.1.x.y address (all of 127.0.0.0/8 is loopback on Linux), sends the
 * headers of a POST /api/games with a 1,000-byte body, then one byte of it a second; a connection the server closes
 * is opened again. The honest client is 127.0.0.1: GET / and POST /api/games, one after the other, for the whole run.
 */
public class Trickle {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        int addresses = Integer.parseInt(args[1]);
        int perAddress = Integer.parseInt(args[2]);
        long seconds = Long.parseLong(args[3]);
        long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
        List<Slow> slow = new ArrayList<>();
        for (int a = 0; a < addresses; a++) {
            String from = "127.1." + (a / 250) + "." + (a % 250 + 1);
            for (int i = 0; i < perAddress; i++) {
                slow.add(new Slow(from, port));
            }
        }
        Thread attack = new Thread(() -> {
            while (System.nanoTime() < end) {
                long tick = System.nanoTime();
                for (Slow s : slow) {
                    s.step();
                }
                long left = 1_000_000_000L - (System.nanoTime() - tick);
                if (left > 0) {
                    try {
                        Thread.sleep(left / 1_000_000);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "attack");
        attack.start();
        Thread.sleep(3000); // let the slow bodies take their places first
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20)).build();
        List<Long> pages = new ArrayList<>();
        List<Long> creates = new ArrayList<>();
        int failed = 0;
        while (System.nanoTime() < end) {
            failed += time(http, HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).GET(), pages);
            failed += time(http, HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/games"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")), creates);
            Thread.sleep(200);
        }
        attack.join();
        int open = 0;
        long reopened = 0;
        for (Slow s : slow) {
            open += s.socket != null && !s.socket.isClosed() ? 1 : 0;
            reopened += s.opened;
            s.close();
        }
        System.out.printf("attack: %d addresses x %d bodies, %d connections opened in all, %d open at the end%n",
            addresses, perAddress, reopened, open);
        System.out.println("GET /            " + summary(pages));
        System.out.println("POST /api/games  " + summary(creates));
        System.out.println("honest requests failed or over 20 s: " + failed);
    }

    private static int time(HttpClient http, HttpRequest.Builder request, List<Long> into) {
        long t = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
            into.add((System.nanoTime() - t) / 1_000_000);
            return r.statusCode() < 300 || r.statusCode() == 429 ? 0 : 1;
        } catch (Exception e) {
            into.add((System.nanoTime() - t) / 1_000_000);
            return 1;
        }
    }

    private static String summary(List<Long> ms) {
        List<Long> s = new ArrayList<>(ms);
        Collections.sort(s);
        if (s.isEmpty()) {
            return "none";
        }
        return String.format("n=%d p50=%d ms p90=%d ms p99=%d ms max=%d ms", s.size(), s.get(s.size() / 2),
            s.get(s.size() * 9 / 10), s.get(Math.min(s.size() - 1, s.size() * 99 / 100)), s.get(s.size() - 1));
    }

    /** One slow body: headers at once, then a byte a second; opened again when the server closes it. */
    static final class Slow {
        final String from;
        final int port;
        Socket socket;
        OutputStream out;
        InputStream in;
        long opened;

        Slow(String from, int port) {
            this.from = from;
            this.port = port;
        }

        void step() {
            try {
                if (socket == null || socket.isClosed() || in.available() > 0) {
                    close();
                    socket = new Socket();
                    socket.bind(new InetSocketAddress(from, 0));
                    socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                    out = socket.getOutputStream();
                    in = socket.getInputStream();
                    opened++;
                    out.write(("POST /api/games HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: "
                        + "application/json\r\nContent-Length: 1000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
                } else {
                    out.write(' ');
                }
                out.flush();
            } catch (Exception e) {
                close();
            }
        }

        void close() {
            try {
                if (socket != null) {
                    socket.close();
                }
            } catch (Exception ignored) {
                // closing anyway
            }
            socket = null;
        }
    }
}
