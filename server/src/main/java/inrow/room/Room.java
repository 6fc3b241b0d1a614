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
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * One game room: its game, its two seats and every connection watching it. All changes run one at a time on the
 * room's own {@link SerialExecutor}, and every frame a change produces is sent from inside that change, so every
 * connection sees the room's states in the order they happened. A change that must survive a crash is committed
 * to the store first: the queue holds (no thread waits) until the commit, and only then is the change applied and
 * shown. Fields below the queue are touched only there; readers outside get the last published {@link GameView}.
 *
 * <p>Every durable change goes through the {@link Ledger} as the room's next numbered step. In cluster mode the
 * ledger refuses a step another node took first; the room then catches up on the steps it missed and answers the
 * message again against the new state. Steps taken on other nodes arrive through {@link #heard}.
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
    private final RoomContext ctx;
    private final Wire wire;
    private final long thinkMillis;
    private final long paceMillis;
    private final Runnable onClosed;
    private static final int MAX_CONFLICTS = 5;
    private static final long LEASE_RETRY_MILLIS = 2000;

    private Game game;
    private final Seats seats = new Seats();
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
    /** Steps taken so far: the ledger's number for this room's last applied change. */
    private long seq;
    /** Cluster mode: what every other node holding this room has in it. */
    private final OtherNodes others = new OtherNodes();
    /** What this node last told the others it has here. */
    private Presence announced = Presence.NONE;
    /** Appends refused in a row because other nodes got there first; bounded so a message cannot loop forever. */
    private int conflicts;

    /** The turn a bot answer is still wanted for; read by bot threads to give up early. -1: none. */
    private volatile long liveTurn = -1;
    private volatile GameView published;
    private volatile int present;
    private volatile long emptySince;

    Room(String code, RoomSetup setup, RoomContext ctx, Runnable onClosed) {
        this.code = code;
        this.rules = setup.rules();
        this.queue = new SerialExecutor(ctx.pool());
        this.ctx = ctx;
        this.wire = ctx.wire();
        this.thinkMillis = setup.thinkMillis();
        this.paceMillis = setup.paceMillis();
        this.onClosed = onClosed;
        this.game = Game.start(rules);
        this.emptySince = now();
        this.lastMoveAt = now();
    }

    /** The facts that create this room in the store: rules, timings, and the seats filled at creation. */
    List<Change> creation(long at) {
        List<Change> changes = new ArrayList<>();
        changes.add(new Change.Created(code, rules, thinkMillis, paceMillis, at));
        seats.players().forEach((mark, p) -> changes.add(seated(mark, p)));
        changes.add(statusChange(game, seats.full(), round));
        return changes;
    }

    /** Seats the creator before the room is shared, so no other thread can see it yet. Returns the token. */
    String seatCreator(Mark seat, String name) {
        Player player = new Player(ctx.tokens().newToken(), Names.clean(name, "Player " + seat));
        seats.put(seat, player, now());
        return player.token;
    }

    /** Puts a computer in a seat before the room is shared. */
    void seatBot(Mark seat, Level level) {
        seats.put(seat, Player.computer(level, level.create(new SplittableRandom())), now());
    }

    /** Rebuilds a stored game before the room is shared: players by slot, round, moves and a stored ending. */
    void restore(StoredGame stored) {
        round = stored.round();
        seq = stored.seq();
        for (int slot = 0; slot < stored.slots().size(); slot++) {
            StoredGame.Slot s = stored.slots().get(slot);
            if (s != null) {
                seats.put(Seats.markOf(slot, round), player(s.token(), s.name(), s.kind(), s.level()), now());
            }
        }
        game = Game.replay(rules, stored.moves());
        if (!game.isOver() && "over".equals(stored.status()) && stored.winner() != null) {
            // Resignation and abandonment leave no trace on the board; the stored ending says who lost.
            Result.Reason reason = "abandoned".equals(stored.reason()) ? Result.Reason.ABANDONED
                : Result.Reason.RESIGN;
            game = game.forfeit(Mark.valueOf(stored.winner()).other(), reason);
        }
    }

    private static Player player(String token, String name, String kind, String levelCode) {
        Level level = Level.parse(levelCode);
        return "bot".equals(kind) && level != null ? Player.computer(level, level.create(new SplittableRandom()))
            : new Player(token, name);
    }

    /** Publishes the first view, joins the cluster if there is one, and, if a computer is to move, sets it thinking. */
    void open() {
        publish();
        ctx.ledger().attach(this);
        queue.execute(this::driveBots);
    }

    public String code() {
        return code;
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
            conflicts = 0;
            handle(c, m, message);
        });
    }

    private void handle(Connection c, Member m, ClientMessage message) {
        if (message instanceof ClientMessage.Join j) {
            join(c, m, j);
        } else if (message instanceof ClientMessage.Move mv) {
            move(c, m, mv, false);
        } else if (message instanceof ClientMessage.Resign r) {
            resign(c, m, r);
        } else if (message instanceof ClientMessage.Rematch r) {
            rematch(c, m, r);
        } else if (message instanceof ClientMessage.Claim cl) {
            claim(c, m, cl);
        } else if (message instanceof ClientMessage.Ping p) {
            c.send(wire.encode(new ServerMessage.Pong(p.id())));
        }
    }

    /** Answers the message again, against the state as it is now: after catching up on steps taken elsewhere. */
    private Runnable again(Connection c, ClientMessage message) {
        return () -> {
            Member m = members.get(c);
            if (m != null) {
                handle(c, m, message);
            }
        };
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

    /** The server is stopping: close every connection after what was already sent to it. */
    CompletableFuture<Void> goingAway() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        queue.execute(() -> {
            members.keySet().forEach(c -> c.close(1001, "server restarting"));
            done.complete(null);
        });
        return done;
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
                emptySince = now();
            }
            if (m.seat != null) {
                seats.unbind(m.seat, c, now());
            }
            if (m.joined && !closed) {
                announce();
                broadcast(null, null);
            }
        });
    }

    /**
     * Removes the room from memory if nobody has been in it for longer than its time to live, which depends on how
     * far the game got. Runs in the queue so it cannot race a join; a connection arriving later finds the room
     * closed. A stored game can be loaded again later.
     */
    void closeIfIdle(RoomLimits limits) {
        queue.execute(() -> {
            if (closed || !members.isEmpty()) {
                return;
            }
            long ttl = neverStarted() ? limits.waitingTtlMillis()
                : status() == Status.OVER ? limits.finishedTtlMillis() : limits.abandonedTtlMillis();
            if (now() - emptySince >= ttl) {
                closed = true;
                liveTurn = -1;
                ctx.ledger().detach(this);
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
        Mark seat;
        Player newcomer = null;
        if (j.wantsToWatch()) {
            seat = null;
        } else if (j.token() != null) {
            seat = seats.holding(j.token());
            if (seat == null) {
                judgeWhenCaughtUp(c, j, j.id(),
                    () -> error(c, ErrorCode.BAD_TOKEN, "That token holds no seat in this game.", j.id()));
                return;
            }
        } else if (m.seat != null) {
            seat = m.seat; // already seated: a repeated join changes nothing but the name
        } else {
            seat = seats.open();
            if (seat != null) {
                newcomer = new Player(ctx.tokens().newToken(), Names.clean(j.name(), "Player " + seat));
            }
        }

        List<Change> changes = new ArrayList<>();
        String rename = null;
        if (newcomer != null) {
            changes.add(seated(seat, newcomer));
            changes.add(statusChange(game, seats.players().size() + 1 == 2, round));
        } else if (seat != null && j.name() != null) {
            rename = Names.clean(j.name(), seats.get(seat).name);
            if (!rename.equals(seats.get(seat).name)) {
                changes.add(new Change.Renamed(code, Seats.slot(seat, round), rename));
            }
        }
        Player taking = newcomer;
        String renamed = rename;
        Runnable apply = () -> {
            if (taking != null) {
                seats.put(seat, taking, now());
            }
            if (renamed != null) {
                seats.get(seat).name = renamed;
            }
            bind(c, m, seat);
            c.send(wire.encode(new ServerMessage.Welcome(seatName(seat),
                seat == null ? null : seats.get(seat).token, j.id())));
            announce();
            broadcast(null, null);
        };
        if (changes.isEmpty()) {
            apply.run();
        } else {
            commit(changes, null, apply, c, j.id(), again(c, j));
        }
    }

    /**
     * A message that may be wrong only because this node lags (a token or a ply from a step taken on another node
     * and not heard here yet): ask the ledger for the latest step; if behind, catch up and answer the message again,
     * else {@code judge} it as it stands. A doubt is answered unavailable, never with an error the page acts on for
     * good (on bad_token it forgets its seat). On one node the ledger is never ahead.
     */
    private void judgeWhenCaughtUp(Connection c, ClientMessage message, JsonNode id, Runnable judge) {
        CompletableFuture<Long> latest = ctx.ledger().latest(code);
        queue.holdUntil(latest, failure -> {
            if (failure != null) {
                error(c, ErrorCode.UNAVAILABLE, "The game is out of reach for a moment, so nothing changed. "
                    + "Try again.", id);
            } else if (latest.join() > seq) {
                catchUp(latest.join(), c, id, again(c, message));
            } else {
                judge.run();
            }
        });
    }

    /** Makes the connection the seat's (or a spectator); the seat's older connection, if any, now only watches. */
    private void bind(Connection c, Member m, Mark seat) {
        if (m.seat != null && m.seat != seat) {
            seats.unbind(m.seat, c, now());
        }
        if (seat != null) {
            Connection previous = seats.bind(seat, c);
            if (previous != null && previous != c) {
                Member old = members.get(previous);
                if (old != null) {
                    old.seat = null;
                }
                previous.send(wire.encode(new ServerMessage.Welcome(null, null, null)));
            }
        }
        m.joined = true;
        m.seat = seat;
    }

    /** {@code caughtUp}: this node already asked the ledger whether it is behind for this message. */
    private void move(Connection c, Member m, ClientMessage.Move mv, boolean caughtUp) {
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
        if (!caughtUp && mv.ply() != null && mv.ply() > game.ply()) {
            // The player knows a later state than this node (from another node): catch up, then judge the move.
            judgeWhenCaughtUp(c, mv, mv.id(), () -> move(c, m, mv, true));
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
            return;
        }
        Game next = ((MoveResult.Played) result).game();
        commit(moveChanges(next), null, () -> {
            game = next;
            lastMoveAt = now();
            broadcast(c, mv.id());
        }, c, mv.id(), again(c, mv));
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
            forfeit(m.seat, Result.Reason.RESIGN, c, r.id(), again(c, r));
        }
    }

    /** A player whose opponent has been gone past the abandonment time may take the win. */
    private void claim(Connection c, Member m, ClientMessage.Claim cl) {
        if (m.seat == null) {
            error(c, ErrorCode.NOT_A_PLAYER, "Only a player can claim a win.", cl.id());
            return;
        }
        if (status() != Status.PLAYING) {
            error(c, status() == Status.OVER ? ErrorCode.GAME_OVER : ErrorCode.NOT_STARTED,
                status() == Status.OVER ? "The game is already over." : "The game has not started.", cl.id());
            return;
        }
        Mark opponent = m.seat.other();
        long away = seats.awayFor(opponent, now());
        if (away < 0) {
            error(c, ErrorCode.NOT_CLAIMABLE, "Your opponent is still here.", cl.id());
        } else if (away < ctx.abandonMillis()) {
            long left = (ctx.abandonMillis() - away + 999) / 1000;
            error(c, ErrorCode.NOT_CLAIMABLE, "Your opponent may still come back: wait " + left + " s more.",
                cl.id());
        } else {
            forfeit(opponent, Result.Reason.ABANDONED, c, cl.id(), again(c, cl));
        }
    }

    private void forfeit(Mark loser, Result.Reason reason, Connection c, JsonNode id, Runnable retry) {
        Game next = game.forfeit(loser, reason);
        commit(List.of(statusChange(next, true, round)), null, () -> {
            game = next;
            broadcast(c, id);
        }, c, id, retry);
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
        seats.players().forEach((seat, player) -> {
            if (player.isBot()) {
                rematchAsks.add(seat); // a computer always wants another game
            }
        });
        announce();
        if (asks().size() < 2) {
            broadcast(c, r.id());
            return;
        }
        nextRound(c, r.id());
    }

    /** Both players want another game (they may have asked on different nodes): start it. */
    private void nextRound(Connection c, JsonNode id) {
        int next = round + 1;
        commit(List.of(new Change.NewRound(code, next, now()), statusChange(Game.start(rules), true, next)), null,
            () -> {
                startRound(next);
                broadcast(c, id);
            }, c, id, () -> {
                if (status() == Status.OVER && asks().size() == 2) {
                    nextRound(c, id);
                } else if (c != null) {
                    c.send(stateFrame(id)); // another node started the round first: that answers this ask
                }
            });
    }

    /** The rematch asks of this round, here and on every other node. */
    private EnumSet<Mark> asks() {
        EnumSet<Mark> all = EnumSet.copyOf(rematchAsks);
        all.addAll(others.asks(round));
        return all;
    }

    /** Colours swap, so whoever moved second last time moves first now. Tokens stay with their players. */
    private void startRound(int next) {
        seats.swap();
        members.forEach((conn, member) -> {
            if (member.seat != null) {
                member.seat = member.seat.other();
            }
        });
        game = Game.start(rules);
        round = next;
        rematchAsks.clear();
        comment = null;
        lastMoveAt = now();
        seats.players().values().forEach(p -> {
            if (p.isBot()) {
                p.bot.reset();
            }
        });
        seats.connections().forEach((seat, conn) ->
            conn.send(wire.encode(new ServerMessage.Welcome(seatName(seat), seats.get(seat).token, null))));
        refreshElsewhere();
        announce();
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
        CompletableFuture<Boolean> lease = ctx.ledger().mayThink(code);
        if (lease.isDone() && !lease.isCompletedExceptionally() && lease.join()) {
            think(turn, seat, player); // one node: always
            return;
        }
        lease.whenComplete((mine, failure) -> queue.execute(() -> {
            if (closed || status() != Status.PLAYING || turnKey() != turn) {
                return;
            }
            if (Boolean.TRUE.equals(mine)) {
                think(turn, seat, player);
            } else {
                // Another node thinks for this room (or Redis is away): ask again later, to take over if it dies.
                searchedTurn = -1;
                later(LEASE_RETRY_MILLIS, this::driveBots);
            }
        }));
    }

    private void think(long turn, Mark seat, Player player) {
        liveTurn = turn;
        ctx.thinker().think(player.bot, game, thinkMillis, () -> liveTurn == turn,
            decision -> deliver(turn, seat, decision));
    }

    /** Runs a task in this room's queue after a delay, unless the server is stopping. */
    private void later(long millis, Runnable task) {
        if (ctx.timer() == null) {
            return;
        }
        try {
            ctx.timer().schedule(() -> queue.execute(task), millis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // shutting down: nothing to retry
        }
    }

    /** Called on a bot thread: waits out the pace, then applies the move in the room's order. */
    private void deliver(long turn, Mark seat, Decision decision) {
        long wait = lastMoveAt + paceMillis - now();
        Runnable apply = () -> queue.execute(() -> applyBotMove(turn, seat, decision));
        if (wait > 0 && ctx.timer() != null) {
            try {
                ctx.timer().schedule(apply, wait, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopping) {
                // The server is shutting down; the bot thinks again after the restart.
            }
        } else {
            apply.run();
        }
    }

    private void applyBotMove(long turn, Mark seat, Decision decision) {
        if (closed || status() != Status.PLAYING || turnKey() != turn || game.turn() != seat) {
            return; // resigned, or a new round began, while the bot thought
        }
        MoveResult result = game.play(decision.move().x(), decision.move().y());
        if (!(result instanceof MoveResult.Played played)) {
            // A bot proposing an illegal move is a bug in the bot; say so, and let it think again.
            System.getLogger(Room.class.getName()).log(System.Logger.Level.ERROR,
                "bot " + seats.get(seat).level + " proposed an illegal move " + decision.move() + " in " + code);
            searchedTurn = -1;
            driveBots();
            return;
        }
        Game next = played.game();
        commit(moveChanges(next), decision.comment(), () -> {
            game = next;
            comment = decision.comment();
            lastMoveAt = now();
            broadcast(null, null);
        }, null, null, () -> {
            searchedTurn = -1;
            driveBots();
        });
    }

    /** Identifies one turn of one round: a bot answer for any other turn is stale. */
    private long turnKey() {
        return ((long) round << 32) | game.ply();
    }

    // ---- durability ----

    /**
     * Appends the changes as this room's next step and holds the queue until they are durable; then applies and
     * shows the change. If another node took the step first, catches up and runs {@code retry} (the message is
     * answered again against the new state). If the write fails nothing changes, the sender is told, and a waiting
     * bot is asked again later.
     */
    private void commit(List<Change> changes, String said, Runnable apply, Connection c, JsonNode id,
                        Runnable retry) {
        CompletableFuture<Ledger.Appended> appended;
        try {
            appended = ctx.ledger().append(code, seq, changes, said);
        } catch (RuntimeException e) {
            appended = CompletableFuture.failedFuture(e);
        }
        CompletableFuture<Ledger.Appended> result = appended;
        queue.holdUntil(result, failure -> {
            if (failure == null && result.join().taken()) {
                seq = result.join().seq();
                conflicts = 0;
                apply.run();
            } else if (failure == null && ++conflicts <= MAX_CONFLICTS) {
                catchUp(result.join().seq(), c, id, retry);
            } else {
                if (failure != null) {
                    System.getLogger(Room.class.getName()).log(System.Logger.Level.ERROR, "could not save " + code,
                        failure);
                }
                if (c != null) {
                    error(c, ErrorCode.UNAVAILABLE, "The game could not be saved, so nothing changed. Try again.", id);
                }
                searchedTurn = -1;
                later(1000, this::driveBots);
            }
        });
    }

    /**
     * Holds the queue until the steps up to {@code upTo} taken elsewhere are here, applies them in order, then runs
     * {@code then}. When they can no longer be had one by one, the room is rebuilt from the record.
     */
    private void catchUp(long upTo, Connection c, JsonNode id, Runnable then) {
        CompletableFuture<Ledger.CatchUp> missed = ctx.ledger().since(code, seq, upTo);
        queue.holdUntil(missed, failure -> {
            if (failure != null) {
                System.getLogger(Room.class.getName()).log(System.Logger.Level.WARNING,
                    "could not catch up " + code + " to step " + upTo, failure);
                if (c != null) {
                    error(c, ErrorCode.UNAVAILABLE, "The game is out of reach for a moment, so nothing changed. "
                        + "Try again.", id);
                }
                return;
            }
            Ledger.CatchUp got = missed.join();
            if (got.record() != null) {
                reload(got.record());
            } else {
                got.events().forEach(this::applyStep);
            }
            then.run();
        });
    }

    // ---- cluster mode: what the other nodes did ----

    /** A step another node took in this room. Steps come in order; a gap is filled from the ledger first. */
    public void heard(RoomEvent event) {
        queue.execute(() -> {
            if (closed || event.seq() <= seq) {
                return; // our own step, or one already caught up on
            }
            if (event.seq() == seq + 1) {
                applyStep(event);
            } else {
                catchUp(event.seq(), null, null, () -> { });
            }
        });
    }

    /** The ledger's latest step for this room (on joining the cluster, or after Redis came back). */
    public void latest(long latest) {
        queue.execute(() -> {
            if (!closed && latest > seq) {
                catchUp(latest, null, null, () -> { });
            }
        });
    }

    /** What another node has in this room; null when that node is gone. */
    public void heardPresence(String node, Presence presence) {
        queue.execute(() -> {
            if (!others.hear(node, presence) || closed) {
                return;
            }
            refreshElsewhere();
            if (status() == Status.OVER && asks().size() == 2) {
                nextRound(null, null); // the second ask came from another node
            } else {
                broadcast(null, null);
            }
        });
    }

    /** What this node has in the room now, sent again (after Redis came back). */
    public void announceAgain() {
        queue.execute(() -> {
            announced = Presence.NONE;
            announce();
        });
    }

    /** Whether a computer sits at this table: the cluster keeps such rooms held somewhere so they play on. */
    public boolean hasComputer() {
        GameView v = published;
        return v != null && v.players().values().stream().anyMatch(p -> p != null && "bot".equals(p.kind()));
    }

    private void applyStep(RoomEvent event) {
        Mark mover = null;
        for (Change change : event.changes()) {
            if (change instanceof Change.Moved) {
                mover = game.turn();
            }
            applyChange(change);
        }
        seq = event.seq();
        if (mover != null) {
            lastMoveAt = now();
            Player p = seats.get(mover);
            if (p != null && p.isBot()) {
                comment = event.comment(); // as the node that took the step: a person's move keeps the last comment
            }
        }
        broadcast(null, null);
    }

    /** The same facts the store keeps, applied to this room as the node that took the step applied them. */
    private void applyChange(Change change) {
        if (change instanceof Change.Seated s) {
            seats.put(Seats.markOf(s.slot(), round), player(s.token(), s.name(), s.kind(), s.level()), now());
        } else if (change instanceof Change.Renamed r) {
            seats.get(Seats.markOf(r.slot(), round)).name = r.name();
        } else if (change instanceof Change.Moved mv) {
            MoveResult result = mv.round() == round && mv.ply() == game.ply() ? game.play(mv.x(), mv.y()) : null;
            if (result instanceof MoveResult.Played played) {
                game = played.game();
            } else {
                System.getLogger(Room.class.getName()).log(System.Logger.Level.ERROR,
                    "step does not fit " + code + " at round " + round + " ply " + game.ply() + ": " + mv);
            }
        } else if (change instanceof Change.Status st) {
            if ("over".equals(st.status()) && !game.isOver() && st.winner() != null) {
                Result.Reason reason = "abandoned".equals(st.reason()) ? Result.Reason.ABANDONED
                    : Result.Reason.RESIGN;
                game = game.forfeit(Mark.valueOf(st.winner()).other(), reason);
            }
        } else if (change instanceof Change.NewRound n) {
            startRound(n.round());
        }
    }

    /**
     * Rebuilds the game from the record, keeping every connection; across a new round each player keeps their seat
     * and is told its new colour, as {@link #startRound} does.
     */
    private void reload(StoredGame stored) {
        boolean newRound = stored.round() != round;
        if (((stored.round() - round) & 1) != 0) {
            seats.swap();
            members.values().forEach(member -> {
                if (member.seat != null) {
                    member.seat = member.seat.other();
                }
            });
        }
        if (newRound) {
            rematchAsks.clear();
            comment = null;
        }
        restore(stored);
        if (newRound) {
            seats.connections().forEach((seat, conn) ->
                conn.send(wire.encode(new ServerMessage.Welcome(seatName(seat), seats.get(seat).token, null))));
        }
        refreshElsewhere();
        announce();
        broadcast(null, null);
    }

    /** Tells the other nodes what this node has in the room, if that changed. */
    private void announce() {
        Presence now = new Presence(localSpectators(), OtherNodes.bits(seats.connections().keySet(), round), round,
            OtherNodes.bits(rematchAsks, round));
        if (!now.equals(announced)) {
            announced = now;
            ctx.ledger().presence(this, now);
        }
    }

    /** Which seats another node has a connection for, by this round's colours. */
    private void refreshElsewhere() {
        seats.elsewhere(others.connected(round), now());
    }

    private List<Change> moveChanges(Game next) {
        Point p = next.lastMove();
        List<Change> changes = new ArrayList<>(2);
        changes.add(new Change.Moved(code, round, next.ply() - 1, p.x(), p.y(), now()));
        if (next.isOver()) {
            changes.add(statusChange(next, true, round));
        }
        return changes;
    }

    private Change.Seated seated(Mark mark, Player p) {
        return new Change.Seated(code, Seats.slot(mark, round), p.token, p.name, p.isBot() ? "bot" : "human",
            p.isBot() ? p.level.code() : null);
    }

    private Change.Status statusChange(Game g, boolean full, int forRound) {
        Result r = g.result();
        String status = g.isOver() ? "over" : full ? "playing" : "waiting";
        return new Change.Status(code, forRound, status, r == null || r.winner() == null ? null : r.winner().name(),
            r == null ? null : r.reason().code(), now());
    }

    // ---- helpers ----

    private Status status() {
        if (game.isOver()) {
            return Status.OVER;
        }
        return seats.full() ? Status.PLAYING : Status.WAITING;
    }

    private boolean neverStarted() {
        return round == 1 && game.ply() == 0 && !game.isOver();
    }

    private long now() {
        return ctx.clock().getAsLong();
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

    private String stateFrame(JsonNode id) {
        return wire.encode(new ServerMessage.State(version, published, id));
    }

    private void publish() {
        published = Views.of(code, game, status(), seats, localSpectators() + others.spectators(), round, asks(),
            comment, now(),
            ctx.abandonMillis());
    }

    private int localSpectators() {
        int n = 0;
        for (Member m : members.values()) {
            if (m.joined && m.seat == null) {
                n++;
            }
        }
        return n;
    }
}
