package inrow.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One game the load tool plays: two player sockets and its spectators. Moves follow an open-loop timeline: move
 * i is due one think time after move i-1 was due, whatever the server did meanwhile. A move can only be sent once
 * the previous one is confirmed; if that is late, the move goes out at once and its round trip is still counted
 * from when it was due, so a slow server shows up as latency instead of as fewer moves (no coordinated omission).
 */
final class SimGame {
    final String code;
    final int width;
    final int height;
    final String creatorToken;
    LoadSocket first;
    LoadSocket second;
    final List<LoadSocket> spectators = new ArrayList<>();

    private final Metrics metrics;
    private final ScheduledExecutorService timer;
    private final LongSupplier nanos;
    private final SplittableRandom random;
    private final long thinkMeanNanos;

    /** Moves confirmed to this tool in the current round, in order: what the server must hold at the end. */
    private final List<int[]> confirmed = new ArrayList<>();
    /** When each ply of the current round was sent, for spectator fan-out. */
    private final long[] sentAt;
    private int round = 1;
    private int pendingPly = -1;
    private int[] pendingCell;
    private long pendingDue;
    private long nextDue;
    private boolean stopped;
    private boolean started;
    /** The latest state a player socket brought, so play can begin from it. */
    private Heard.Game latest;
    private final List<String> problems = new ArrayList<>();

    SimGame(String code, int width, int height, String creatorToken, Metrics metrics, ScheduledExecutorService timer,
            LongSupplier nanos, long seed, long thinkMeanNanos) {
        this.code = code;
        this.width = width;
        this.height = height;
        this.creatorToken = creatorToken;
        this.metrics = metrics;
        this.timer = timer;
        this.nanos = nanos;
        this.random = new SplittableRandom(seed);
        this.thinkMeanNanos = thinkMeanNanos;
        this.sentAt = new long[width * height];
    }

    /** Think times are uniform between half and one and a half times the mean: same mean, no long pauses. */
    private long think() {
        return (long) (thinkMeanNanos * (0.5 + random.nextDouble()));
    }

    /** A frame arrived on one of this game's sockets. */
    synchronized void onMessage(LoadSocket from, Heard msg) {
        long now = nanos.getAsLong();
        switch (msg.type()) {
            case "welcome" -> {
                from.seat = msg.seat();
                if (msg.token() != null) {
                    from.token = msg.token();
                }
            }
            case "pong" -> metrics.pings.recordValue(clamp((now - msg.id()) / 1000));
            case "error" -> {
                metrics.error(msg.code() == null ? "error" : msg.code());
                if ((from == first || from == second) && pendingPly >= 0 && "stale".equals(msg.code())) {
                    pendingPly = -1; // our view was behind; the next state decides again
                }
            }
            case "state" -> {
                if (msg.game() == null) {
                    metrics.error("unreadable");
                    return;
                }
                long v = msg.version();
                if (v < from.lastVersion) {
                    problems.add("a socket saw state version " + v + " after " + from.lastVersion);
                }
                from.lastVersion = v;
                from.game = msg.game();
                onState(from, msg.game(), now);
            }
            case "moved" -> {
                // A move applies on top of the version before it, which this socket must hold.
                long v = msg.version();
                if (msg.step() == null || msg.game() == null || from.game == null || v != from.lastVersion + 1) {
                    problems.add("a socket at version " + from.lastVersion + " got move version " + v);
                    return;
                }
                from.lastVersion = v;
                from.game = from.game.after(msg.step(), msg.game());
                onState(from, from.game, now);
            }
            default -> metrics.error("unreadable");
        }
    }

    private void onState(LoadSocket from, Heard.Game game, long now) {
        int n = game.moveCount();
        int stateRound = game.round();
        if (from != first && from != second) {
            if (stateRound == round && n > 0 && sentAt[n - 1] != 0 && sentAt[n - 1] >= metrics.measuredFrom) {
                metrics.fanout.recordValue(clamp((now - sentAt[n - 1]) / 1000));
            }
            return;
        }
        if (stateRound != round) {
            if (stateRound > round) {
                startRound(stateRound);
            } else {
                return;
            }
        }
        if (pendingPly >= 0 && n == pendingPly + 1 && seatOf(from).equals(moverOf(pendingPly))) {
            if (sentAt[pendingPly] != 0 && game.x(n - 1) == pendingCell[0] && game.y(n - 1) == pendingCell[1]) {
                confirmed.add(pendingCell);
                if (sentAt[pendingPly] >= metrics.measuredFrom) {
                    metrics.moves.recordValue(clamp((now - pendingDue) / 1000));
                    metrics.movesConfirmed.increment();
                }
            } else {
                // Someone else's move holds the ply this tool was about to play: the game is not ours any more.
                problems.add("round " + round + ": move " + n + " is " + game.move(n - 1)
                    + ", which this tool did not make");
            }
            pendingPly = -1;
        }
        // A state from the other player's socket may lag behind the one that confirmed our move: not a loss.
        // Losses show at the end of a round and in the final check against the server.
        String status = game.status();
        if (status.equals("over")) {
            if (from.rematchAsked < round) {
                // Each player asks once per round, from its own socket, for the round the state belongs to.
                from.rematchAsked = round;
                if (from == first) {
                    checkAgainst(game, "at the end of round " + round);
                }
                if (!stopped) {
                    from.send("{\"type\":\"rematch\"}");
                }
            }
            return;
        }
        latest = game;
        if (!status.equals("playing") || stopped || !started || pendingPly >= 0) {
            return;
        }
        // Whichever socket brought this state, the move belongs to the socket whose seat is to move.
        LoadSocket mover = seatHolder(game.turn());
        if (mover != null && n == confirmed.size()) {
            scheduleMove(mover, game.board(), n, now);
        }
    }

    private void startRound(int next) {
        round = next;
        confirmed.clear();
        Arrays.fill(sentAt, 0);
        pendingPly = -1;
        nextDue = nanos.getAsLong() + think();
    }

    private void scheduleMove(LoadSocket mover, List<String> board, int ply, long now) {
        int[] cell = pickEmpty(board);
        if (cell == null) {
            return;
        }
        pendingPly = ply;
        pendingCell = cell;
        pendingDue = nextDue;
        nextDue = pendingDue + think();
        long delay = Math.max(0, pendingDue - now);
        String frame = "{\"type\":\"move\",\"x\":" + cell[0] + ",\"y\":" + cell[1] + ",\"ply\":" + ply + "}";
        int expectedRound = round;
        timer.schedule(() -> send(mover, frame, ply, expectedRound), delay, TimeUnit.NANOSECONDS);
    }

    private synchronized void send(LoadSocket mover, String frame, int ply, int expectedRound) {
        if (stopped || round != expectedRound || pendingPly != ply) {
            return;
        }
        sentAt[ply] = nanos.getAsLong();
        if (sentAt[ply] >= metrics.measuredFrom) {
            metrics.movesSent.increment(); // as its confirmation will be counted, or not (Metrics.measuredFrom)
        }
        mover.send(frame);
    }

    private int[] pickEmpty(List<String> board) {
        int empty = 0;
        for (String row : board) {
            for (int x = 0; x < row.length(); x++) {
                if (row.charAt(x) == '.') {
                    empty++;
                }
            }
        }
        if (empty == 0) {
            return null;
        }
        int pick = random.nextInt(empty);
        for (int y = 0; y < board.size(); y++) {
            String row = board.get(y);
            for (int x = 0; x < row.length(); x++) {
                if (row.charAt(x) == '.' && pick-- == 0) {
                    return new int[] {x, y};
                }
            }
        }
        return null;
    }

    /**
     * Who holds a seat follows from the round alone (the creator's socket is X in odd rounds), so it does not
     * depend on when each socket's welcome for a new round arrives.
     */
    private LoadSocket seatHolder(String seat) {
        if (!seat.equals("X") && !seat.equals("O")) {
            return null;
        }
        return seat.equals("X") == (round % 2 == 1) ? first : second;
    }

    private String seatOf(LoadSocket socket) {
        return (socket == first) == (round % 2 == 1) ? "X" : "O";
    }

    private static String moverOf(int ply) {
        return ply % 2 == 0 ? "X" : "O";
    }

    private static long clamp(long micros) {
        return Math.max(0, Math.min(Metrics.MAX_MICROS, micros));
    }

    /** Starts the timeline: nobody moves during set-up, so the run does not open with a burst of overdue moves. */
    synchronized void begin(long now) {
        started = true;
        nextDue = now + think();
        if (latest != null && latest.status().equals("playing") && latest.moveCount() == confirmed.size()) {
            LoadSocket mover = seatHolder(latest.turn());
            if (mover != null) {
                scheduleMove(mover, latest.board(), confirmed.size(), now);
            }
        }
    }

    /** No new moves from now on; a move already sent may still be confirmed. */
    synchronized void stop() {
        stopped = true;
    }

    synchronized boolean settled() {
        return pendingPly < 0 || sentAt[pendingPly] == 0;
    }

    /**
     * Compares the server's moves of the current round with the moves this tool saw confirmed: every confirmed
     * move must be there, in order, once; nothing may be there that the tool did not make.
     */
    synchronized void checkAgainst(Heard.Game server, String when) {
        int n = server.moveCount();
        for (int i = 0; i < Math.min(n, confirmed.size()); i++) {
            int[] c = confirmed.get(i);
            if (server.x(i) != c[0] || server.y(i) != c[1]) {
                problems.add(when + ": move " + (i + 1) + " is " + server.move(i) + " on the server but "
                    + Arrays.toString(c) + " was confirmed");
                return;
            }
        }
        if (n < confirmed.size()) {
            problems.add(when + ": the server lost " + (confirmed.size() - n) + " confirmed moves");
        } else if (n > confirmed.size() && !(n == confirmed.size() + 1 && isOurUnconfirmedMove(server, n - 1))) {
            problems.add(when + ": the server holds " + (n - confirmed.size()) + " moves nobody confirmed");
        }
    }

    /** The one move the server may hold beyond the confirmed ones: ours, sent, its confirmation still on the way. */
    private boolean isOurUnconfirmedMove(Heard.Game server, int ply) {
        return pendingPly == ply && sentAt[ply] != 0 && server.x(ply) == pendingCell[0]
            && server.y(ply) == pendingCell[1];
    }

    synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    synchronized int round() {
        return round;
    }
}
