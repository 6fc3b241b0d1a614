package inrow.room;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameView;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * One game room: its game, its two seats and every connection watching it. All changes run one at a time on the
 * room's own {@link SerialExecutor}, and every frame a change produces is sent from inside that change, so every
 * connection sees the room's states in the order they happened. Fields below the queue are touched only there;
 * readers outside (lobby, HTTP) get the last published {@link GameView}.
 */
public final class Room {
    public enum Status {
        WAITING, PLAYING, OVER;

        public String code() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** What a connection is to this room: not yet joined, a seat, or a spectator (joined, no seat). */
    private static final class Member {
        boolean joined;
        Mark seat;
    }

    private final String code;
    private final Rules rules;
    private final SerialExecutor queue;
    private final Wire wire;
    private final Tokens tokens;
    private final LongSupplier clock;
    private final BotRunner.Thinker thinker;
    private final ScheduledExecutorService timer;
    private final long thinkMillis;
    private final long paceMillis;
    private final Runnable onClosed;

    private Game game;
    private final EnumMap<Mark, Player> seats = new EnumMap<>(Mark.class);
    private final EnumMap<Mark, Connection> seatConnections = new EnumMap<>(Mark.class);
    /** Insertion-ordered so broadcasts go out in a stable order. */
    private final Map<Connection, Member> members = new LinkedHashMap<>();
    private final EnumSet<Mark> rematchAsks = EnumSet.noneOf(Mark.class);
    private long version;
    private int round = 1;
    private boolean closed;
    /** What the last bot said about its last move in this round. */
    private String comment;
    private long lastMoveAt;
    /** The turn a bot search was last started for, so one turn never gets two searches. */
    private long searchedTurn = -1;

    /** The turn a bot answer is still wanted for; read by bot threads to give up early. -1: none. */
    private volatile long liveTurn = -1;

    private volatile GameView published;
    private volatile int present;
    private volatile long emptySince;

    Room(String code, RoomSetup setup, RoomContext context, Runnable onClosed) {
        this.code = code;
        this.rules = setup.rules();
        this.queue = new SerialExecutor(context.pool());
        this.wire = context.wire();
        this.tokens = context.tokens();
        this.clock = context.clock();
        this.thinker = context.thinker();
        this.timer = context.timer();
        this.thinkMillis = setup.thinkMillis();
        this.paceMillis = setup.paceMillis();
        this.onClosed = onClosed;
        this.game = Game.start(rules);
        this.emptySince = clock.getAsLong();
        this.lastMoveAt = clock.getAsLong();
    }

    /** Seats the creator before the room is shared, so no other thread can see it yet. Returns the token. */
    String seatCreator(Mark seat, String name) {
        Player player = new Player(tokens.newToken(), Names.clean(name, "Player " + seat));
        seats.put(seat, player);
        return player.token;
    }

    /** Puts a computer in a seat before the room is shared. */
    void seatBot(Mark seat, Level level) {
        seats.put(seat, Player.computer(level, level.create(new SplittableRandom())));
    }

    /** Publishes the first view and, in a computer-vs-computer room, sets the first bot thinking. */
    void open() {
        publish();
        queue.execute(this::driveBots);
    }

    public String code() {
        return code;
    }

    public Rules rules() {
        return rules;
    }

    /** The latest public view; safe from any thread. */
    public GameView view() {
        return published;
    }

    public int present() {
        return present;
    }

    // ---- entry points: each queues one change ----

    public void connect(Connection c) {
        queue.execute(() -> {
            if (closed) {
                c.send(wire.encode(ErrorCode.UNKNOWN_GAME.reply("No game with code " + code + ".", null)));
                c.close(1008, "unknown game");
                return;
            }
            members.put(c, new Member());
            present = members.size();
        });
    }

    public void receive(Connection c, ClientMessage message) {
        queue.execute(() -> {
            Member m = members.get(c);
            if (m == null) {
                return; // already gone
            }
            if (message instanceof ClientMessage.Join j) {
                join(c, m, j);
            } else if (message instanceof ClientMessage.Move mv) {
                move(c, m, mv);
            } else if (message instanceof ClientMessage.Resign r) {
                resign(c, m, r);
            } else if (message instanceof ClientMessage.Rematch r) {
                rematch(c, m, r);
            } else if (message instanceof ClientMessage.Ping p) {
                c.send(wire.encode(new ServerMessage.Pong(p.id())));
            }
        });
    }

    /** Answers a frame that could not be read, in order with the replies to the frames around it. */
    public void refuse(Connection c, ServerMessage.Error error) {
        queue.execute(() -> {
            if (members.containsKey(c)) {
                c.send(wire.encode(error));
            }
        });
    }

    /** Sends a last error and closes: for a connection that broke the rules of the transport (flood, size). */
    public void expel(Connection c, ServerMessage.Error error, int closeCode) {
        queue.execute(() -> {
            c.send(wire.encode(error));
            c.close(closeCode, error.code());
        });
    }

    /** Safe to call twice (close and error may both report the same socket). */
    public void disconnect(Connection c) {
        queue.execute(() -> {
            Member m = members.remove(c);
            if (m == null) {
                return;
            }
            present = members.size();
            if (members.isEmpty()) {
                emptySince = clock.getAsLong();
            }
            if (m.seat != null && seatConnections.get(m.seat) == c) {
                seatConnections.remove(m.seat);
            }
            if (m.joined && !closed) {
                broadcast(null, null);
            }
        });
    }

    /**
     * Removes the room if nobody has been in it for longer than its time to live, which depends on how far the game
     * got. Runs in the queue so it cannot race a join; a connection arriving later finds the room closed.
     */
    void closeIfIdle(RoomLimits limits) {
        queue.execute(() -> {
            if (closed || !members.isEmpty()) {
                return;
            }
            long ttl = neverStarted() ? limits.waitingTtlMillis()
                : status() == Status.OVER ? limits.finishedTtlMillis() : limits.abandonedTtlMillis();
            if (clock.getAsLong() - emptySince >= ttl) {
                closed = true;
                onClosed.run();
            }
        });
    }

    // ---- the changes ----

    private void join(Connection c, Member m, ClientMessage.Join j) {
        if (j.role() != null && !j.role().equals("player") && !j.role().equals("spectator")) {
            error(c, ErrorCode.BAD_MESSAGE, "role must be \"player\" or \"spectator\".", j.id());
            return;
        }
        Mark seat = null;
        if (j.wantsToWatch()) {
            seat = null;
        } else if (j.token() != null) {
            seat = seatHolding(j.token());
            if (seat == null) {
                error(c, ErrorCode.BAD_TOKEN, "That token holds no seat in this game.", j.id());
                return;
            }
        } else if (m.seat != null) {
            seat = m.seat; // already seated: a repeated join changes nothing but the name
        } else {
            seat = takeOpenSeat(j.name());
        }

        if (m.seat != null && m.seat != seat && seatConnections.get(m.seat) == c) {
            seatConnections.remove(m.seat);
        }
        if (seat != null) {
            Connection previous = seatConnections.put(seat, c);
            if (previous != null && previous != c) {
                // The seat moved to a newer connection (another tab, a reconnect): the old one now only watches.
                Member old = members.get(previous);
                if (old != null) {
                    old.seat = null;
                }
                previous.send(wire.encode(new ServerMessage.Welcome(null, null, null)));
            }
            if (j.name() != null) {
                Player p = seats.get(seat);
                p.name = Names.clean(j.name(), p.name);
            }
        }
        m.joined = true;
        m.seat = seat;
        c.send(wire.encode(new ServerMessage.Welcome(seatName(seat), seat == null ? null : seats.get(seat).token,
            j.id())));
        broadcast(null, null);
    }

    private void move(Connection c, Member m, ClientMessage.Move mv) {
        if (mv.x() == null || mv.y() == null) {
            error(c, ErrorCode.BAD_MESSAGE, "A move needs x and y.", mv.id());
            return;
        }
        Mark seat = m.seat;
        if (seat == null) {
            error(c, ErrorCode.NOT_A_PLAYER, "Only the two players can move; you are watching.", mv.id());
            return;
        }
        if (isResend(seat, mv)) {
            // The client missed our confirmation and sent the same move again: confirm, never apply twice.
            c.send(stateFrame(mv.id()));
            return;
        }
        Status status = status();
        if (status == Status.WAITING) {
            error(c, ErrorCode.NOT_STARTED, "The game starts when both seats are taken.", mv.id());
            return;
        }
        if (status == Status.OVER) {
            error(c, ErrorCode.GAME_OVER, "The game is over.", mv.id());
            return;
        }
        if (game.turn() != seat) {
            error(c, ErrorCode.NOT_YOUR_TURN, "Not your turn: it is " + game.turn() + "'s move.", mv.id());
            return;
        }
        if (mv.ply() != null && mv.ply() != game.ply()) {
            error(c, ErrorCode.STALE, "The game has moved on (move " + (game.ply() + 1) + " is next).", mv.id());
            return;
        }
        MoveResult result = game.play(mv.x(), mv.y());
        if (result instanceof MoveResult.Refused refused) {
            error(c, codeOf(refused), refused.reason().message, mv.id());
        } else {
            game = ((MoveResult.Played) result).game();
            lastMoveAt = clock.getAsLong();
            broadcast(c, mv.id());
        }
    }

    private boolean isResend(Mark seat, ClientMessage.Move mv) {
        Point last = game.lastMove();
        return mv.ply() != null && last != null && mv.ply() == game.ply() - 1
            && last.x() == mv.x() && last.y() == mv.y() && moverOf(game.ply() - 1) == seat;
    }

    private void resign(Connection c, Member m, ClientMessage.Resign r) {
        if (m.seat == null) {
            error(c, ErrorCode.NOT_A_PLAYER, "Only a player can resign.", r.id());
        } else if (status() == Status.WAITING) {
            error(c, ErrorCode.NOT_STARTED, "The game has not started.", r.id());
        } else if (status() == Status.OVER) {
            error(c, ErrorCode.GAME_OVER, "The game is already over.", r.id());
        } else {
            game = game.forfeit(m.seat, Result.Reason.RESIGN);
            broadcast(c, r.id());
        }
    }

    private void rematch(Connection c, Member m, ClientMessage.Rematch r) {
        if (m.seat == null) {
            error(c, ErrorCode.NOT_A_PLAYER, "Only a player can ask for a rematch.", r.id());
            return;
        }
        if (status() != Status.OVER) {
            error(c, ErrorCode.NOT_OVER, "A rematch can be asked for once the game is over.", r.id());
            return;
        }
        rematchAsks.add(m.seat);
        seats.forEach((seat, player) -> {
            if (player.isBot()) {
                rematchAsks.add(seat); // a computer always wants another game
            }
        });
        if (rematchAsks.size() == 2) {
            startNextRound();
        }
        broadcast(c, r.id());
    }

    /** Colours swap, so whoever moved second last time moves first now. Tokens stay with their players. */
    private void startNextRound() {
        Player x = seats.get(Mark.X);
        Player o = seats.get(Mark.O);
        seats.put(Mark.X, o);
        seats.put(Mark.O, x);
        Connection cx = seatConnections.remove(Mark.X);
        Connection co = seatConnections.remove(Mark.O);
        if (co != null) {
            seatConnections.put(Mark.X, co);
            members.get(co).seat = Mark.X;
        }
        if (cx != null) {
            seatConnections.put(Mark.O, cx);
            members.get(cx).seat = Mark.O;
        }
        game = Game.start(rules);
        round++;
        rematchAsks.clear();
        comment = null;
        lastMoveAt = clock.getAsLong();
        seats.values().forEach(p -> {
            if (p.isBot()) {
                p.bot.reset();
            }
        });
        seatConnections.forEach((seat, conn) ->
            conn.send(wire.encode(new ServerMessage.Welcome(seatName(seat), seats.get(seat).token, null))));
    }

    // ---- helpers ----

    private Mark seatHolding(String token) {
        Mark found = null;
        for (Mark mark : Mark.values()) {
            Player p = seats.get(mark);
            // Compare against every filled seat, so the time taken does not tell which seat matched.
            if (p != null && Tokens.same(p.token, token)) {
                found = mark;
            }
        }
        return found;
    }

    private Mark takeOpenSeat(String name) {
        for (Mark mark : Mark.values()) {
            if (seats.get(mark) == null) {
                seats.put(mark, new Player(tokens.newToken(), Names.clean(name, "Player " + mark)));
                return mark;
            }
        }
        return null;
    }

    private Status status() {
        if (game.isOver()) {
            return Status.OVER;
        }
        return seats.size() < 2 ? Status.WAITING : Status.PLAYING;
    }

    private boolean neverStarted() {
        return round == 1 && game.ply() == 0 && !game.isOver();
    }

    private static Mark moverOf(int ply) {
        return ply % 2 == 0 ? Mark.X : Mark.O;
    }

    private static String seatName(Mark seat) {
        return seat == null ? null : seat.name();
    }

    private static ErrorCode codeOf(MoveResult.Refused refused) {
        return switch (refused.reason()) {
            case OUT_OF_BOUNDS -> ErrorCode.OUT_OF_BOUNDS;
            case OCCUPIED -> ErrorCode.OCCUPIED;
            case GAME_OVER -> ErrorCode.GAME_OVER;
        };
    }

    private void error(Connection c, ErrorCode code, String message, JsonNode id) {
        c.send(wire.encode(code.reply(message, id)));
    }

    /**
     * A change happened: bump the version and send the new state to every joined connection, in member order. The
     * frame is encoded once; only the connection whose message caused the change gets a copy echoing its id.
     */
    private void broadcast(Connection cause, JsonNode id) {
        version++;
        publish();
        liveTurn = status() == Status.PLAYING ? turnKey() : -1;
        String frame = stateFrame(null);
        String reply = id == null ? frame : stateFrame(id);
        for (Map.Entry<Connection, Member> e : members.entrySet()) {
            if (e.getValue().joined) {
                e.getKey().send(e.getKey() == cause ? reply : frame);
            }
        }
        driveBots();
    }

    // ---- computer players ----

    /**
     * If a bot is to move, hands a snapshot of the game to the thinker. The search runs elsewhere; its answer comes
     * back through this room's queue like any other move, and is dropped if the game has moved on meanwhile.
     */
    private void driveBots() {
        if (closed || status() != Status.PLAYING) {
            return;
        }
        Mark seat = game.turn();
        Player player = seats.get(seat);
        long turn = turnKey();
        if (!player.isBot() || searchedTurn == turn) {
            return;
        }
        searchedTurn = turn;
        liveTurn = turn;
        thinker.think(player.bot, game, thinkMillis, () -> liveTurn == turn,
            decision -> deliver(turn, seat, decision));
    }

    /** Called on a bot thread: waits out the pace, then applies the move in the room's order. */
    private void deliver(long turn, Mark seat, Decision decision) {
        long wait = lastMoveAt + paceMillis - clock.getAsLong();
        Runnable apply = () -> queue.execute(() -> applyBotMove(turn, seat, decision));
        if (wait > 0 && timer != null) {
            timer.schedule(apply, wait, TimeUnit.MILLISECONDS);
        } else {
            apply.run();
        }
    }

    private void applyBotMove(long turn, Mark seat, Decision decision) {
        if (closed || status() != Status.PLAYING || turnKey() != turn || game.turn() != seat) {
            return; // resigned, or a new round began, while the bot thought
        }
        MoveResult result = game.play(decision.move().x(), decision.move().y());
        if (result instanceof MoveResult.Played played) {
            game = played.game();
            comment = decision.comment();
            lastMoveAt = clock.getAsLong();
            broadcast(null, null);
        } else {
            // A bot proposing an illegal move is a bug in the bot; say so, and let it try again.
            System.getLogger(Room.class.getName()).log(System.Logger.Level.ERROR,
                "bot " + seats.get(seat).level + " proposed an illegal move " + decision.move() + " in " + code);
            searchedTurn = -1;
            driveBots();
        }
    }

    /** Identifies one turn of one round: a bot answer for any other turn is stale. */
    private long turnKey() {
        return ((long) round << 32) | game.ply();
    }

    private String stateFrame(JsonNode id) {
        return wire.encode(new ServerMessage.State(version, published, id));
    }

    private void publish() {
        published = Views.of(code, game, status(), seats, seatConnections.keySet(), spectators(), round,
            rematchAsks, comment);
    }

    private int spectators() {
        int n = 0;
        for (Member m : members.values()) {
            if (m.joined && m.seat == null) {
                n++;
            }
        }
        return n;
    }
}
