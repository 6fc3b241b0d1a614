package inrow.arenas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.WsClient;
import inrow.web.AccountClient;
import inrow.web.SeatOwnersTest;
import java.net.http.HttpResponse;

/** Signed-up players of a tournament (arena or Swiss) on a real server, as the arena page drives it: HTTP and the game's socket. */
public final class ArenaPlayers {
    private ArenaPlayers() {
    }

    public static AccountClient player(int port, String name) {
        return SeatOwnersTest.signedUp(port, name);
    }

    /** Signs in again (on a restarted server): the account and its password are in the database. */
    public static AccountClient signedIn(int port, String name) {
        AccountClient p = new AccountClient(port);
        HttpResponse<String> r = p.post("/api/account/signin", "{\"name\":\"" + name
            + "\",\"password\":\"correct horse\"}");
        assertEquals(200, r.statusCode(), r.body());
        return p;
    }

    public static String body(String name, String game, long initialMs, long incrementMs, int minutes, String more) {
        return "{\"kind\":\"arena\",\"name\":\"" + name + "\",\"game\":\"" + game + "\",\"opening\":null,"
            + "\"clock\":{\"initialMs\":" + initialMs + ",\"incrementMs\":" + incrementMs + "},\"minutes\":" + minutes
            + ",\"startsAt\":null,\"rated\":false" + (more == null ? "" : "," + more) + "}";
    }

    public static String create(AccountClient c, String body) {
        HttpResponse<String> r = c.post("/api/tournaments", body);
        assertEquals(201, r.statusCode(), r.body());
        JsonNode n = Http.json(r);
        assertEquals("/tournament/" + n.get("id").asText(), n.get("url").asText());
        return n.get("id").asText();
    }

    public static JsonNode ok(HttpResponse<String> r) {
        assertEquals(200, r.statusCode(), r.body());
        return Http.json(r);
    }

    public static JsonNode join(AccountClient c, String id) {
        return ok(c.post("/api/tournaments/" + id + "/join", "{\"password\":null}"));
    }

    public static JsonNode show(AccountClient c, String id) {
        return ok(c.get("/api/tournaments/" + id));
    }

    /** The error code of a refused request, checking its status. */
    public static String refused(HttpResponse<String> r, int status) {
        assertEquals(status, r.statusCode(), r.body());
        return Http.json(r).at("/error/code").asText();
    }

    /**
     * Plays a game from both seats: {@code moves} alternate from X; returns the last state. {@code x} and {@code o}
     * are the seats' tokens.
     */
    public static JsonNode play(int port, String code, String x, String o, int[][] moves) {
        try (WsClient wx = WsClient.open(port, code, "x-" + code);
             WsClient wo = WsClient.open(port, code, "o-" + code)) {
            wx.join(x, null);
            wo.join(o, null);
            for (int ply = 0; ply < moves.length; ply++) {
                (ply % 2 == 0 ? wx : wo).send(WsClient.move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                int n = ply + 1;
                wx.awaitGame("move " + n, g -> g.path("moves").size() == n);
                wo.awaitGame("move " + n, g -> g.path("moves").size() == n);
            }
            return wx.lastState();
        }
    }

    /** Both seats of a game, connected: moves can be played a few at a time. */
    public static final class Seats implements AutoCloseable {
        public final WsClient x;
        public final WsClient o;
        private int ply;

        public Seats(int port, String code, String xToken, String oToken) {
            x = WsClient.open(port, code, "x-" + code);
            o = WsClient.open(port, code, "o-" + code);
            x.join(xToken, null);
            o.join(oToken, null);
        }

        /** Goes on from this ply (a game begun before a restart). */
        public Seats from(int ply) {
            this.ply = ply;
            return this;
        }

        /** Plays {@code moves} from the next ply up to (not including) {@code until}. */
        public void play(int[][] moves, int until) {
            for (; ply < until; ply++) {
                (ply % 2 == 0 ? x : o).send(WsClient.move(moves[ply][0], moves[ply][1], ply, "m" + ply));
                int n = ply + 1;
                x.awaitGame("move " + n, g -> g.path("moves").size() == n);
                o.awaitGame("move " + n, g -> g.path("moves").size() == n);
            }
        }

        @Override
        public void close() {
            x.close();
            o.close();
        }
    }

    /** Tic-tac-toe: X takes the top row while O plays the middle one. */
    public static final int[][] X_WINS = {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}};
    /** Tic-tac-toe: O takes the left column. */
    public static final int[][] O_WINS = {{1, 0}, {0, 0}, {2, 2}, {0, 1}, {2, 1}, {0, 2}};
    /** Tic-tac-toe: a full board, nobody three in a row. */
    public static final int[][] DRAW = {{0, 0}, {1, 1}, {2, 2}, {0, 1}, {2, 1}, {2, 0}, {0, 2}, {1, 2}, {1, 0}};
}
