import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Fills a server on this machine with idle game sockets from many loopback addresses, then tries honest sockets
 * from 127.0.0.1 and says how many got in. Loopback only; it closes everything and stops by itself.
 *
 *   java docs/perf/SocketFlood.java PORT ADDRESSES SOCKETS_PER_ADDRESS HONEST
 *
 * Each flood socket comes from 127.2.x.y and upgrades to /ws/CODE of one game, then says nothing (the server's
 * pings are answered by the kernel's buffers only: nobody reads them).
 */
public class SocketFlood {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        int addresses = Integer.parseInt(args[1]);
        int perAddress = Integer.parseInt(args[2]);
        int honest = Integer.parseInt(args[3]);
        HttpResponse<String> made = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/api/games")).header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        String code = made.body().replaceAll(".*\"code\":\"([A-Z0-9]+)\".*", "$1");
        List<Socket> open = new ArrayList<>();
        int floodIn = 0;
        int floodRefused = 0;
        for (int a = 0; a < addresses; a++) {
            String from = "127.2." + (a / 250) + "." + (a % 250 + 1);
            for (int i = 0; i < perAddress; i++) {
                Socket s = new Socket();
                s.bind(new InetSocketAddress(from, 0));
                String status = upgrade(s, port, code);
                if (status.contains(" 101 ")) {
                    floodIn++;
                    open.add(s);
                } else {
                    floodRefused++;
                    s.close();
                }
            }
        }
        Thread.sleep(1000);
        int honestIn = 0;
        String lastRefusal = "";
        long worst = 0;
        for (int i = 0; i < honest; i++) {
            Socket s = new Socket();
            long t = System.nanoTime();
            String status = upgrade(s, port, code);
            worst = Math.max(worst, (System.nanoTime() - t) / 1_000_000);
            if (status.contains(" 101 ")) {
                honestIn++;
                open.add(s);
            } else {
                lastRefusal = status;
                s.close();
            }
        }
        Thread.sleep(1000);
        int floodShed = 0;
        for (Socket s : open) {
            if (s.getInputStream().available() > 0 || s.isClosed()) {
                floodShed++; // a close frame (or anything) arrived: only the shed ones hear from the server
            }
        }
        for (Socket s : open) {
            s.close();
        }
        System.out.printf("flood: %d addresses x %d: %d sockets in, %d refused%n", addresses, perAddress, floodIn,
            floodRefused);
        System.out.printf("honest from 127.0.0.1: %d of %d got in (slowest upgrade %d ms)%s%n", honestIn, honest,
            worst, lastRefusal.isEmpty() ? "" : "; refused with: " + lastRefusal);
        System.out.printf("sockets that heard from the server after the flood (shed, or pinged): %d%n", floodShed);
    }

    /** The status line of the answer to a WebSocket upgrade on this socket. */
    private static String upgrade(Socket s, int port, String code) throws Exception {
        s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        s.setSoTimeout(10_000);
        s.getOutputStream().write(("GET /ws/" + code + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: "
            + "websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: "
            + "dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        InputStream in = s.getInputStream();
        StringBuilder line = new StringBuilder();
        StringBuilder all = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0) {
            all.append((char) c);
            if (all.length() >= 4 && all.substring(all.length() - 4).equals("\r\n\r\n")) {
                break;
            }
        }
        String head = all.toString();
        return head.isEmpty() ? "(no answer)" : head.substring(0, head.indexOf('\r') < 0 ? head.length()
            : head.indexOf('\r'));
    }
}
