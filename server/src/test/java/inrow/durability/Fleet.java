package inrow.durability;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Await;
import inrow.testing.Http;
import inrow.testing.WsClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Many gomoku games played by pairs of socket clients as fast as the server confirms moves, with a record of
 * everything each client saw, so that after a crash or a stop the test can say what the restarted server must
 * still hold.
 *
 * <p>Each player sends its next move (with its ply) as soon as a state shows it to move. X only ever plays cells
 * with {@code (x + 2y) mod 4 < 2} and O the others: no five in a row can appear in any direction (rows run
 * XXOO, columns XOXO, both diagonals XXOO), and the two colours have 113 and 112 cells, so a game lasts all 225
 * moves and ends in a draw. The order within a colour is a seeded shuffle, so stones spread over the board.
 *
 * <p>What a client saw confirmed: every state frame it received. The longest move list either player of a game
 * saw is the game's confirmed prefix; every state must agree with it (one a prefix of the other).
 */
final class Fleet {
    /** Messages a player sends on one connection at most: under the server's 100 per 20 seconds. */
    static final int BUDGET = 90;
    /** Ids of resent moves start here, so the listener leaves their replies to the resend code. */
    static final int RESEND_ID = 1_000_000;
    /** How long a socket may take to open, send or answer: a server process under load is slow. */
    static final Duration SOCKET_TIMEOUT = Duration.ofSeconds(10);

    record Cell(int x, int y) {
        @Override
        public String toString() {
            return "[" + x + "," + y + "]";
        }
    }

    /** A move a player sent and never saw confirmed before its connection died. */
    record Unsure(int ply, Cell cell) {
    }

    final long seed;
    final AtomicBoolean go = new AtomicBoolean();
    final List<String> problems = new CopyOnWriteArrayList<>();
    final List<Table> tables = new ArrayList<>();
    /** Moves that were sent, not confirmed to their sender, and checked after a restart. */
    int unsureChecked;
    /** Of those, how many the restarted server turned out to hold. */
    int unsureFound;
    /** Sockets whose end the JDK client never reported (they went quiet instead). */
    int quietEnds;
    /** How many games the last {@link #verifyRestored} found not over. */
    int lastUnfinished;

    Fleet(long seed) {
        this.seed = seed;
    }

    // ---- one game ----

    final class Table {
        final String code;
        final Seat x;
        final Seat o;
        /** Finished and no longer played (still checked after every restart). */
        boolean retired;
        private List<Cell> confirmed = List.of();
        private String confirmedStatus = "playing";

        Table(String code, String label, String xToken) {
            this.code = code;
            this.x = new Seat(this, "X", label + "-X", xToken);
            this.o = new Seat(this, "O", label + "-O", null);
        }

        synchronized List<Cell> confirmed() {
            return confirmed;
        }

        synchronized boolean confirmedOver() {
            return "over".equals(confirmedStatus);
        }

        /** Every state of a game must agree with the longest move list seen of it. */
        synchronized void saw(String who, List<Cell> moves, String status) {
            int common = Math.min(moves.size(), confirmed.size());
            for (int i = 0; i < common; i++) {
                if (!moves.get(i).equals(confirmed.get(i))) {
                    problems.add(code + ": " + who + " saw move " + i + " as " + moves.get(i) + " but another state had "
                        + confirmed.get(i));
                    break;
                }
            }
            if (moves.size() > confirmed.size()) {
                confirmed = moves;
                confirmedStatus = status;
            } else if (moves.size() == confirmed.size() && "over".equals(status)) {
                confirmedStatus = status;
            }
        }

        List<Seat> seats() {
            return List.of(x, o);
        }
    }

    // ---- one player ----

    final class Seat {
        final Table table;
        final String mark;
        final String label;
        String token;
        private final List<Cell> preferred;
        private final List<Cell> anywhere;
        WsClient sock;
        private int sent;
        private long lastV;
        private JsonNode lastGame;
        private int pendingPly = -1;
        private Cell pendingCell;
        private boolean pendingConfirmed = true;
        /** Taken after the connection died: the move to resend, or null. */
        Unsure unsure;

        Seat(Table table, String mark, String label, String token) {
            this.table = table;
            this.mark = mark;
            this.label = label;
            this.token = token;
            Random r = new Random(seed ^ table.code.hashCode() ^ mark.hashCode());
            List<Cell> mine = new ArrayList<>();
            List<Cell> all = new ArrayList<>();
            for (int y = 0; y < 15; y++) {
                for (int x = 0; x < 15; x++) {
                    all.add(new Cell(x, y));
                    if ((((x + 2 * y) & 3) < 2) == mark.equals("X")) {
                        mine.add(new Cell(x, y));
                    }
                }
            }
            Collections.shuffle(mine, r);
            Collections.shuffle(all, r);
            this.preferred = mine;
            this.anywhere = all;
        }

        /** A fresh connection, with a fresh message budget and version count. */
        void connect(int port) {
            if (sock != null) {
                sock.close();
            }
            synchronized (this) {
                sent = 0;
                lastV = -1;
                lastGame = null;
            }
            sock = WsClient.to(port, table.code).label(label).timeout(SOCKET_TIMEOUT).onMessage(this::onMessage)
                .open();
        }

        /** Joins with the token (or, without one, takes the open seat) and checks the seat and token. */
        void join() {
            synchronized (this) {
                sent++;
            }
            JsonNode welcome = sock.join(token, token == null ? label : null);
            if (!mark.equals(welcome.path("seat").asText())) {
                problems.add(table.code + ": " + label + " joined with its token and got seat " + welcome);
            }
            if (token == null) {
                token = welcome.path("token").asText();
            } else if (!token.equals(welcome.path("token").asText())) {
                problems.add(table.code + ": " + label + " got another token back: " + welcome);
            }
        }

        private synchronized void onMessage(JsonNode m) {
            String type = m.path("type").asText();
            if (type.equals("error")) {
                if (m.path("id").asInt(0) < RESEND_ID) {
                    problems.add(table.code + ": " + label + " got " + m);
                }
                return;
            }
            if (type.equals("gap")) {
                problems.add(table.code + ": " + label + " got " + m);
                return;
            }
            if (!type.equals("state")) {
                return;
            }
            long v = m.path("v").asLong();
            JsonNode game = m.get("game");
            if (v < lastV || v == lastV && !game.equals(lastGame)) {
                // The same v again is fine (a resend is answered with the current state), but only unchanged.
                problems.add(table.code + ": " + label + " got version " + v + " after " + lastV + ": "
                    + sock.recent());
                return;
            }
            lastV = v;
            lastGame = game;
            List<Cell> moves = moves(game);
            table.saw(label, moves, game.path("status").asText());
            if (!pendingConfirmed && moves.size() > pendingPly) {
                if (!moves.get(pendingPly).equals(pendingCell)) {
                    problems.add(table.code + ": " + label + " sent " + pendingCell + " as move " + pendingPly
                        + " but the state has " + moves.get(pendingPly));
                }
                pendingConfirmed = true;
            }
            maybeMove();
        }

        /** Sends the next move if this player is to move and has not sent one for this ply yet. */
        synchronized void maybeMove() {
            JsonNode g = lastGame;
            if (!go.get() || g == null || table.retired || !"playing".equals(g.path("status").asText())
                || !mark.equals(g.path("turn").asText())) {
                return;
            }
            int ply = g.path("moves").size();
            if (ply <= pendingPly || sent >= BUDGET) {
                return;
            }
            Cell cell = choose(g);
            pendingPly = ply;
            pendingCell = cell;
            pendingConfirmed = false;
            sent++;
            sock.sendAsync(WsClient.msg("move", "x", cell.x(), "y", cell.y(), "ply", ply, "id", ply));
        }

        private Cell choose(JsonNode g) {
            JsonNode board = g.get("board");
            for (List<Cell> cells : List.of(preferred, anywhere)) {
                for (Cell c : cells) {
                    if (board.get(c.y()).asText().charAt(c.x()) == '.') {
                        return c;
                    }
                }
            }
            throw new IllegalStateException("no empty cell on a board still playing");
        }

        /** Once the connection is dead: remembers the move this player sent and never saw confirmed. */
        synchronized void takeUnsure() {
            unsure = pendingConfirmed || pendingPly < 0 ? null : new Unsure(pendingPly, pendingCell);
        }
    }

    // ---- the fleet ----

    /** Creates n games over HTTP (creator X) and seats a friend as O over the socket; both stay connected. */
    void create(int port, int n) {
        for (int i = 0; i < n; i++) {
            String label = "g" + tables.size();
            JsonNode created = Http.create(port, "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"" + label + "-X\"}");
            Table t = new Table(created.path("code").asText(), label, created.path("token").asText());
            t.o.connect(port);
            t.o.join();
            t.x.connect(port);
            t.x.join();
            tables.add(t);
        }
    }

    List<Table> active() {
        return tables.stream().filter(t -> !t.retired).toList();
    }

    void play() {
        go.set(true);
        for (Table t : active()) {
            t.seats().forEach(Seat::maybeMove);
        }
    }

    void pause() {
        go.set(false);
    }

    int totalConfirmed() {
        return tables.stream().mapToInt(t -> t.confirmed().size()).sum();
    }

    /**
     * After the server process has exited: waits until every socket has seen the end (or gone quiet), so every
     * frame the server sent and the client received is counted, then notes what each player was unsure of.
     */
    void awaitDisconnected(Duration timeout) {
        long since = System.nanoTime();
        long deadline = since + timeout.toNanos();
        for (Table t : active()) {
            for (Seat s : t.seats()) {
                long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
                if (!s.sock.awaitEnd(since, Duration.ofMillis(left), Duration.ofSeconds(1))) {
                    quietEnds++;
                }
                s.sock.close();
            }
        }
        for (Table t : active()) {
            t.seats().forEach(Seat::takeUnsure);
        }
    }

    long unsureCount() {
        return active().stream().flatMap(t -> t.seats().stream()).filter(s -> s.unsure != null).count();
    }

    /**
     * Reads every game back from the restarted server and checks it against what the clients saw: every
     * confirmed move there, in order; no cell twice; at most one move beyond the confirmed ones, and only a move
     * some player sent; a sent but unconfirmed move either absent or exactly at its ply.
     */
    Map<Table, List<Cell>> verifyRestored(int port) {
        Map<Table, List<Cell>> restored = new LinkedHashMap<>();
        int unfinished = 0;
        for (Table t : tables) {
            JsonNode game = Http.game(port, t.code);
            List<Cell> moves = moves(game);
            restored.put(t, moves);
            List<Cell> confirmed = t.confirmed();
            String where = t.code + " (" + t.x.label.replace("-X", "") + "): ";
            if (moves.size() < confirmed.size() || !moves.subList(0, confirmed.size()).equals(confirmed)) {
                problems.add(where + "confirmed moves lost or reordered: clients saw " + confirmed.size() + " "
                    + confirmed + ", the restarted server has " + moves.size() + " " + moves);
            }
            Set<Cell> distinct = new HashSet<>(moves);
            if (distinct.size() != moves.size()) {
                problems.add(where + "a cell appears twice in " + moves);
            }
            if (moves.size() > confirmed.size() + 1) {
                problems.add(where + (moves.size() - confirmed.size()) + " moves nobody saw confirmed: at most one "
                    + "(the last one sent) can be committed without anyone seeing it; clients saw " + confirmed.size()
                    + ", server has " + moves);
            } else if (moves.size() == confirmed.size() + 1) {
                Cell extra = moves.get(confirmed.size());
                boolean sent = t.seats().stream().anyMatch(s -> s.unsure != null
                    && s.unsure.ply() == confirmed.size() && s.unsure.cell().equals(extra));
                if (!sent) {
                    problems.add(where + "move " + confirmed.size() + " " + extra + " is on the server but no "
                        + "player sent it unconfirmed");
                }
            }
            for (Seat s : t.seats()) {
                if (s.unsure == null) {
                    continue;
                }
                int at = moves.indexOf(s.unsure.cell());
                if (at != -1 && at != s.unsure.ply()) {
                    problems.add(where + s.label + "'s unconfirmed move " + s.unsure + " is at ply " + at);
                }
                if (moves.stream().filter(s.unsure.cell()::equals).count() > 1) {
                    problems.add(where + s.label + "'s unconfirmed move " + s.unsure + " is there twice");
                }
            }
            if (t.confirmedOver() && !"over".equals(game.path("status").asText())) {
                problems.add(where + "clients saw the game over, the restarted server says " + game.path("status"));
            }
            if (!t.x.label.equals(game.path("players").path("X").path("name").asText())
                || !t.o.label.equals(game.path("players").path("O").path("name").asText())) {
                problems.add(where + "players changed: " + game.path("players"));
            }
            if (!"over".equals(game.path("status").asText())) {
                unfinished++;
            }
        }
        lastUnfinished = unfinished;
        return restored;
    }

    /**
     * Every player of a game still played reconnects with its token, gets its seat back, and resends the move it
     * was unsure of. What the resend gets depends on what the server holds: the move as the last one: the current
     * state, unchanged; the move and a later one: stale; not the move: the move is played now.
     */
    void reconnect(int port, Map<Table, List<Cell>> restored) {
        for (Table t : active()) {
            for (Seat s : t.seats()) {
                s.connect(port);
                s.join();
            }
        }
        for (Table t : active()) {
            List<Cell> moves = restored.get(t);
            // Both players may be unsure (the kill fell between the two sends of a state): the earlier move first.
            List<Seat> unsure = t.seats().stream().filter(s -> s.unsure != null)
                .sorted(java.util.Comparator.comparingInt(s -> s.unsure.ply())).toList();
            for (Seat s : unsure) {
                Unsure u = s.unsure;
                s.unsure = null;
                unsureChecked++;
                int id = RESEND_ID + u.ply();
                synchronized (s) {
                    s.sent++;
                }
                s.sock.send(WsClient.msg("move", "x", u.cell().x(), "y", u.cell().y(), "ply", u.ply(), "id", id));
                JsonNode reply = s.sock.awaitId(id);
                int at = moves.indexOf(u.cell());
                String where = t.code + ": " + s.label + " resent " + u + " (server had " + moves.size()
                    + " moves, the move at " + at + ") and got " + reply;
                if (at == u.ply()) {
                    unsureFound++;
                }
                if (at == u.ply() && moves.size() == u.ply() + 1) {
                    if (!"state".equals(reply.path("type").asText())
                        || reply.path("game").path("moves").size() != moves.size()) {
                        problems.add(where + ": expected the current state, move not applied twice");
                    }
                } else if (at == u.ply()) {
                    if (!"stale".equals(reply.path("code").asText())) {
                        problems.add(where + ": expected error stale");
                    }
                } else if (at == -1 && moves.size() == u.ply()) {
                    if (!"state".equals(reply.path("type").asText())
                        || !moves(reply.path("game")).equals(append(moves, u.cell()))) {
                        problems.add(where + ": expected the move to be played now");
                    }
                    moves = append(moves, u.cell());
                } else {
                    problems.add(where + ": the server's moves cannot be explained");
                }
            }
        }
    }

    /** Finished games are left as they are (and still checked); fresh ones take their place. */
    void replaceFinished(int port) {
        int done = 0;
        for (Table t : active()) {
            if (t.confirmedOver()) {
                t.retired = true;
                t.seats().forEach(s -> s.sock.close());
                done++;
            }
        }
        create(port, done);
    }

    /**
     * On a live server, once play has stopped and the last frames have arrived: every game holds exactly the
     * moves its players saw.
     */
    void verifyLive(int port, Duration settle) {
        AtomicReference<List<String>> mismatches = new AtomicReference<>();
        Await.until(settle, Duration.ofMillis(100), () -> {
            List<String> now = new ArrayList<>();
            for (Table t : tables) {
                List<Cell> moves = moves(Http.game(port, t.code));
                if (!moves.equals(t.confirmed())) {
                    now.add(t.code + ": server " + moves.size() + " moves, clients saw " + t.confirmed().size());
                }
            }
            mismatches.set(now);
            return now.isEmpty();
        });
        problems.addAll(mismatches.get());
    }

    void closeAll() {
        for (Table t : tables) {
            for (Seat s : t.seats()) {
                if (s.sock != null) {
                    s.sock.close();
                }
            }
        }
    }

    String report() {
        List<String> shown = problems.subList(0, Math.min(problems.size(), 25));
        return problems.size() + " problem(s) (seed " + seed + "):\n  " + String.join("\n  ", shown);
    }

    static List<Cell> moves(JsonNode game) {
        List<Cell> out = new ArrayList<>();
        for (JsonNode m : game.path("moves")) {
            out.add(new Cell(m.get(0).asInt(), m.get(1).asInt()));
        }
        return out;
    }

    private static List<Cell> append(List<Cell> moves, Cell c) {
        List<Cell> out = new ArrayList<>(moves);
        out.add(c);
        return out;
    }
}
