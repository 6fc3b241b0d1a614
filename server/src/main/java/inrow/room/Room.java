package inrow.room;

import inrow.game.Table;
import inrow.game.Whereabouts;
import inrow.game.Judge;
import inrow.game.Change;
import inrow.game.Verdict;
import inrow.game.Player;
import inrow.game.ChatLine;
import inrow.game.Step;
import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.game.GameStatus;
import inrow.protocol.GameView;
import inrow.protocol.MessageId;
import inrow.protocol.MovedView;
import inrow.game.SeatKind;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * One game room as an actor: its serial queue, the connections in it, and its {@link Table}. Everything runs one
 * task at a time on the room's own {@link SerialExecutor}, and every frame is sent from inside a task, so every
 * connection sees the room's states in the order they happened.
 *
 * <p>A message goes through one loop ({@link #carryOut}): the {@link Judge} decides it against the table; a
 * verdict with changes becomes a {@link Step} (the table {@link Table#evolve evolved} by them, and what it worked
 * out that the store keeps), which is appended to the {@link StepLog} as the room's next step; the queue holds (no
 * thread waits) until it is durable, then the evolved table becomes the room's and everyone is shown it. If another
 * node took that step first, the room catches up and the judge decides again. Steps heard from other nodes go
 * through the same {@code evolve}.
 */
public final class Room implements RoomChannel.Listener {
    private static final int MAX_ATTEMPTS = 5;
    private static final long SAVE_RETRY_MILLIS = 1000;
    /** How long a new game waiting for a player is listed before its creator has come to it. */
    static final long INVITATION_ARRIVAL_MILLIS = 60_000;
    private static final System.Logger LOG = System.getLogger(Room.class.getName());

    /**
     * A message to judge and carry out: who sent it (null for the room's own work and its computers), its id, and
     * how to decide it against a table; {@code bot}: a computer's move, whose failures make it think again.
     */
    private record Request(Connection from, MessageId id, Function<Table, Verdict> decide, boolean bot) {
    }

    private final String code;
    private final SerialExecutor queue;
    private final RoomContext ctx;
    private final Wire wire;
    private final Judge judge;
    private final BotTurns bots;
    private final Runnable onClosed;
    private final Attendance here = new Attendance();
    /** Each seat's budget of renames and seat changes (issue 38: each is a whole state to everyone). */
    private final SeatChurn churn = new SeatChurn();
    /**
     * The address of the connection that took each slot on this node, or null: a seat that goes back to the lobby
     * is counted against it ({@link SeatLosses}), whichever node's timer reopened it. Not durable, as the count.
     */
    private final String[] seatedFrom = new String[2];
    private long version;
    private boolean closed;
    private final Alarm alarm;
    private final Crowd crowd;

    /** Written only in the queue; read by bot threads for pacing and by the cluster for the lobby. */
    private volatile Table table;
    /** Who is away since when and the rematch asks: not durable, so beside the table, not in it. */
    private volatile Whereabouts whereabouts = Whereabouts.NONE;
    private volatile GameView published;
    private volatile int present;
    private volatile long emptySince;
    /** Whether anyone ever joined this room while it was in memory: rooms nobody joined are evicted first. */
    private volatile boolean everJoined;
    /**
     * Until when a game just made is listed before anyone has come (the clock's milliseconds): its creator's page is
     * opening. Never for a room loaded from the store (a restart, a link opened later): its people had their chance.
     */
    private volatile long arrivalUntil = Long.MIN_VALUE;

    Room(Table table, RoomContext ctx, Runnable onClosed) {
        this.code = table.code();
        this.table = table;
        this.queue = new SerialExecutor(ctx.pool(), ctx.meter()::resumed);
        this.ctx = ctx;
        this.wire = ctx.wire();
        this.judge = new Judge(ctx.tokens()::newToken, ctx.clock(), ctx.abandonMillis(), ctx.listedFirstMoveMillis());
        this.onClosed = onClosed;
        this.emptySince = now();
        this.alarm = new Alarm(ctx.timer(), queue, ctx.clock(), this::ring);
        this.crowd = new Crowd(ctx.timer(), queue, ctx.clock(), this::showCrowd);
        this.bots = new BotTurns(code, ctx, queue, () -> this.table, judge,
            answer -> carryOut(new Request(null, null, answer, true), 0));
        // The first view, worked out before the room is in Rooms' map: once there, any thread may queue work in it
        // (a socket's join), and this must not write the table or read the attendance beside that work.
        attend();
        publish();
    }

    /** Joins the cluster if there is one, and, if a computer is to move, sets it thinking. */
    void open() {
        ctx.channel().attach(this);
        queue.execute(() -> {
            arm();
            bots.drive();
        });
    }

    @Override
    public String code() {
        return code;
    }

    /** The latest public view; safe from any thread. */
    @Override
    public GameView view() {
        return published;
    }

    /** The version last shown. Read it on the room's queue (tests whose rooms run synchronously may read it). */
    long version() {
        return version;
    }

    public int present() {
        return present;
    }

    /** Since when nobody has been connected here (meaningless while someone is). */
    public long emptySince() {
        return emptySince;
    }

    /** The game's rules (the same in every round). */
    public Rules rules() {
        return table.game().rules();
    }

    /** Who sits in each slot (0: whoever was X in round 1; colours swap every round, slots never do), by name. */
    public List<String> namesBySlot() {
        Table t = table;
        List<String> names = new java.util.ArrayList<>(2);
        for (Player p : t.players()) {
            names.add(p == null ? null : p.name());
        }
        return names;
    }

    /** The slot of the player at X this round (after a swap opening's choice, the one who chose X). */
    public int xSlotNow() {
        return table.slot(Mark.X);
    }

    /** A finished game's public chat, the spectators'; nothing while the game is on. The players' is theirs alone. */
    public List<ChatLine> chatAfterTheGame() {
        Table t = table;
        return t.status() == GameStatus.OVER ? t.chatFor(false) : List.of();
    }

    /** How this room ranks for eviction when the server is full; null when it must stay (in play, or occupied). */
    Eviction eviction() {
        Table t = table;
        if (present > 0 || closed || t.status() == GameStatus.PLAYING) {
            return null;
        }
        int rank = !everJoined ? 0 : t.status() == GameStatus.OVER ? 1 : 2;
        return new Eviction(this, rank, emptySince);
    }

    /**
     * Whether the lobby may list the room: not over, not left out by its creator ({@code unlisted}: a game between
     * friends, who share its link), and not waiting on people who have all gone (see {@link #peopleGone}), except
     * for a minute after it was made, before anyone has come, while its creator's page opens.
     */
    public boolean listable() {
        GameView v = published;
        if (playersLongGone(table, whereabouts, now())) {
            return false;
        }
        return listable(v) || v.status() != inrow.protocol.GameStatus.OVER && !v.unlisted() && !everJoined && now() < arrivalUntil;
    }

    /** A game between two people both gone this long leaves the lobby, watched or not: nothing happens in it. */
    static final long PLAYERS_GONE_UNLISTED_MILLIS = 10 * 60_000L;

    /**
     * Whether both seats hold people who have both been gone for {@link #PLAYERS_GONE_UNLISTED_MILLIS}. Watchers
     * once kept such a game listed for as long as they watched, and drew more watchers to an empty table.
     */
    static boolean playersLongGone(Table t, Whereabouts w, long now) {
        for (Mark m : Mark.values()) {
            Player p = t.player(m);
            if (p == null || p.isBot() || w.awayFor(t, m, now) < PLAYERS_GONE_UNLISTED_MILLIS) {
                return false;
            }
        }
        return true;
    }

    /**
     * The same judged from a view alone (another node's room, known by its lobby entry): not over, not unlisted, not
     * waiting on people who have all gone.
     */
    public static boolean listable(GameView v) {
        return v.status() != inrow.protocol.GameStatus.OVER && !v.unlisted() && !peopleGone(v);
    }

    /**
     * Whether the game waits on people seated in it who are all gone (on every node: the view says): an invitation
     * whose inviter left, which an opponent who accepted it would find with an empty chair; or a game against the
     * computer whose person left, which stands still (the computer never moves out of turn) until they come back or
     * it is abandoned, and would only fill the lobby's list with games where nothing happens. A game between two
     * people is not: either may come back, and onlookers may wait with it.
     */
    public static boolean peopleGone(GameView v) {
        boolean people = false;
        boolean computer = false;
        for (GameView.PlayerView p : v.players().values()) {
            if (p != null && p.kind() == inrow.protocol.SeatKind.HUMAN) {
                if (p.connected()) {
                    return false;
                }
                people = true;
            }
            computer |= p != null && p.kind() == inrow.protocol.SeatKind.BOT;
        }
        return people && (v.status() == inrow.protocol.GameStatus.WAITING || computer);
    }

    /** A game made now, not loaded: listed for a minute while its creator's page opens (see {@link #listable}). */
    void justMade() {
        arrivalUntil = now() + INVITATION_ARRIVAL_MILLIS;
    }

    /** Whether the game still waits for a player and nobody has moved: it never started. */
    boolean waitingForAPlayer() {
        Table t = table;
        return t.status() == GameStatus.WAITING && t.neverStarted();
    }

    /**
     * Closes the room whoever is in it (its owner made too many games that never started): each connection is told
     * the game is gone, as if it had never been.
     */
    void drop() {
        queue.execute(() -> {
            List.copyOf(here.connections()).forEach(this::gone);
            close();
        });
    }

    /** A room that may leave memory to make space: lower ranks first, then the longest empty. */
    record Eviction(Room room, int rank, long emptySince) {
    }

    /**
     * Leaves memory now if still empty and not in play (the game stays in the store and loads again when opened).
     * Completes with whether it left.
     */
    CompletableFuture<Boolean> evict() {
        CompletableFuture<Boolean> left = new CompletableFuture<>();
        queue.execute(() -> {
            if (!closed && (here.size() > 0 || table.status() == GameStatus.PLAYING)) {
                left.complete(false);
                return;
            }
            close();
            left.complete(true);
        });
        return left;
    }

    /** Whether a computer sits at this table: the cluster keeps such rooms held somewhere so they play on. */
    @Override
    public boolean hasComputer() {
        Table t = table;
        return t.players().stream().anyMatch(p -> p != null && p.isBot());
    }

    @Override
    public boolean computerToMove() {
        Table t = table;
        Player p = t.status() == GameStatus.PLAYING ? t.player(t.toAct()) : null;
        return p != null && p.isBot();
    }

    @Override
    public boolean over() {
        return table.status() == GameStatus.OVER;
    }

    @Override
    public boolean delisted() {
        return playersLongGone(table, whereabouts, now());
    }

    // ---- entry points: each queues one task (a client's message runs at once if the room is idle) ----

    public void connect(Connection c) {
        queue.execute(() -> {
            if (closed) {
                gone(c);
                return;
            }
            here.arrive(c);
            present = here.size();
        });
    }

    /**
     * A client's message, from the socket's reader: judged on that thread when the room is idle (a move then wakes
     * no room thread on its way in), else queued behind what the room is doing.
     */
    public void receive(Connection c, ClientMessage message) {
        long queued = System.nanoTime();
        queue.executeHere(() -> {
            ctx.meter().waited(System.nanoTime() - queued);
            if (message instanceof ClientMessage.Ping p && p.rttMs() != null) {
                here.measured(c, p.rttMs());
            }
            if (message instanceof ClientMessage.Chat && here.member(c) != null && !here.mayChat(c, now())) {
                c.send(wire.encode(ErrorCode.RATE_LIMITED.reply("At most one chat line a second, please.",
                    message.id())));
                return;
            }
            if (message instanceof ClientMessage.Join j && here.member(c) != null) {
                int slot = SeatChurn.slotSpent(table, here.member(c), j);
                if (slot >= 0 && !churn.take(slot, now())) {
                    c.send(wire.encode(ErrorCode.TOO_SOON.reply("You changed your name or seat a moment ago: wait "
                        + SeatChurn.EVERY_MS / 1000 + " s.", message.id())));
                    return;
                }
            }
            if (message instanceof ClientMessage.Join j && takesListedSeat(here.member(c), j)) {
                long barred = ctx.seatLosses().barredFor(c.address(), now());
                if (barred > 0) {
                    c.send(wire.encode(ErrorCode.SEAT_BARRED.reply("Seats you took here went back to the lobby "
                        + SeatLosses.MOST + " times unused: you may take a listed game's seat again in "
                        + (barred + 999) / 1000 + " s. You may watch meanwhile.", message.id())));
                    return;
                }
            }
            carryOut(new Request(c, message.id(), t -> {
                Member m = here.member(c);
                // Gone meanwhile: its socket has closed (a connection is a member from its open to its close), so
                // nobody waits for an answer. The lag refund is as the server measured it, whatever the client claims.
                return m == null ? new Verdict.Ignore() : Commands.decide(judge, t, whereabouts, m.trusted(c.measuredRttMs()), message);
            }, false), 0);
        });
    }

    /** Whether this join would take a stranger's open seat in a listed game (not a seat the sender holds already). */
    private boolean takesListedSeat(Member m, ClientMessage.Join j) {
        Table t = table;
        return m != null && !m.seated() && !j.wantsToWatch() && j.token() == null && !t.unlisted()
            && t.open() != null;
    }

    /** Answers a frame that could not be read, in order with the replies to the frames around it. */
    public void refuse(Connection c, ServerMessage.Error error) {
        queue.execute(() -> {
            if (here.member(c) != null) {
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
            here.connections().forEach(c -> c.close(1001, "server restarting"));
            done.complete(null);
        });
        return done;
    }

    /** Safe to call twice (close and error may both report the same socket). */
    public void disconnect(Connection c) {
        queue.execute(() -> {
            Member m = here.leave(c);
            if (m == null) {
                return;
            }
            present = here.size();
            if (present == 0) {
                emptySince = now();
            }
            attend();
            if (m.joined() && !closed) {
                announce();
                if (m.seated()) {
                    broadcast(null, null); // a player away is shown at once
                } else {
                    crowd.changed();
                }
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
            if (closed || here.size() > 0) {
                return;
            }
            long ttl = table.neverStarted() ? limits.waitingTtlMillis()
                : table.status() == GameStatus.OVER ? limits.finishedTtlMillis() : limits.abandonedTtlMillis();
            if (now() - emptySince >= ttl) {
                close();
            }
        });
    }

    /** Tells a connection there is no such game (any more), and closes it. */
    private void gone(Connection c) {
        c.send(wire.encode(ErrorCode.UNKNOWN_GAME.reply("No game with code " + code + ".", null)));
        c.close(1008, "unknown game");
    }

    private void close() {
        if (!closed) {
            closed = true;
            alarm.cancel();
            bots.close();
            ctx.channel().detach(this);
            onClosed.run();
        }
    }

    // ---- the one commit loop ----

    /**
     * Judges the request against the table as it is and carries the verdict out: a refusal is sent (after a
     * catch-up, if this node may only be behind); an answer is given at once; changes are worked out into a step and
     * appended as the next one, and once durable the table they made is adopted and the answer is given. A step
     * another node took first is caught up on and the request judged again, at most {@link #MAX_ATTEMPTS} times.
     */
    private void carryOut(Request r, int attempt) {
        if (closed && r.from() == null) {
            return;
        }
        Verdict verdict;
        try {
            verdict = r.decide().apply(table);
        } catch (RuntimeException bug) {
            dropped(r, bug);
            return;
        }
        if (verdict instanceof Verdict.Ignore) {
            return;
        }
        if (verdict instanceof Verdict.Refuse no) {
            if (!no.unlessBehind() || attempt >= MAX_ATTEMPTS) {
                refused(r, no);
                return;
            }
            CompletableFuture<Long> latest = ctx.steps().latest(code);
            queue.holdUntil(latest, failure -> {
                if (failure != null) {
                    unavailable(r, "The game is out of reach for a moment, so nothing changed. Try again.");
                } else if (latest.join() > table.seq()) {
                    catchUp(latest.join(), r, attempt + 1);
                } else {
                    refused(r, no);
                }
            });
            return;
        }
        if (verdict instanceof Verdict.Answer answer) {
            then(r, answer.then(), false);
            return;
        }
        Verdict.Commit commit = (Verdict.Commit) verdict;
        long started = System.nanoTime();
        // Worked out now, shown once durable: the queue is held until then, so the table cannot change meanwhile.
        Step step;
        try {
            step = Step.of(table, commit.changes(), commit.played());
        } catch (RuntimeException bug) {
            dropped(r, bug);
            return;
        }
        CompletableFuture<StepLog.Appended> appended;
        try {
            appended = ctx.steps().append(code, table.seq(), step.changes());
        } catch (RuntimeException e) {
            appended = CompletableFuture.failedFuture(e);
        }
        CompletableFuture<StepLog.Appended> result = appended;
        queue.holdUntil(result, failure -> {
            if (failure == null && result.join().taken()) {
                try {
                    adopt(step.after().withSeq(result.join().seq()));
                    ctx.meter().committed(moves(commit.changes()), System.nanoTime() - started);
                    said(commit.changes());
                    then(r, commit.then(), true);
                } catch (RuntimeException bug) {
                    // Durable already: the sender is shown the room as it now stands rather than left waiting.
                    LOG.log(System.Logger.Level.ERROR, "showing a step of " + code + " failed", bug);
                    confirm(r);
                }
            } else if (failure == null && attempt < MAX_ATTEMPTS) {
                catchUp(result.join().seq(), r, attempt + 1);
            } else {
                if (failure != null) {
                    SaveFailures.LOGGED.failed(code, failure);
                }
                unavailable(r, "The game could not be saved, so nothing changed. Try again.");
                bots.retry(SAVE_RETRY_MILLIS);
            }
        });
    }

    /** What the room does once a verdict holds; {@code changed}: it committed a step. */
    private void then(Request r, Verdict.Then then, boolean changed) {
        Connection c = r.from();
        if (then instanceof Verdict.Show) {
            broadcast(c, r.id());
        } else if (then instanceof Verdict.Quiet) {
            return;
        } else if (then instanceof Verdict.Seat s) {
            if (here.member(c) == null) {
                announce(); // gone while the seat was being saved: the seat is taken all the same
                broadcast(null, null);
                return;
            }
            Member before = here.member(c);
            bind(c, s.seat(), s.name());
            if (changed && s.seat() != null && !before.seated()) {
                seatedFrom[table.slot(s.seat())] = c.address();
            }
            everJoined = true;
            c.send(wire.encode(new ServerMessage.Welcome(nameOf(s.seat()),
                s.seat() == null ? null : table.player(s.seat()).token(), r.id())));
            if (!changed && before.joined() && before.slot() == here.member(c).slot()) {
                return; // joined again as it was: the welcome answers it, and nobody else hears of it
            }
            for (ChatLine line : table.chatFor(s.seat() != null)) {
                c.send(chatFrame(line));
            }
            announce();
            if (s.seat() != null || changed || before.seated()) {
                broadcast(null, null);
            } else if (!crowd.changed()) {
                // A spectator more, to be counted a moment later: it gets the room as everyone else holds it (the
                // same version and count), but with its clocks as they are now, not as they were when last shown.
                c.send(new SharedFrame(stateFrame(Views.of(table, whereabouts, published.spectators(), now(), ctx.abandonMillis(), judge.firstMoveLimit(table)),
                    null)));
            }
        } else if (then instanceof Verdict.Confirm) {
            if (c != null) {
                c.send(new SharedFrame(stateFrame(r.id())));
            }
        } else if (then instanceof Verdict.Pong) {
            c.send(wire.encode(new ServerMessage.Pong(r.id())));
        } else if (then instanceof Verdict.Ask ask) {
            if (ask.asks().equals(whereabouts.asksHere(table))) {
                c.send(new SharedFrame(stateFrame(r.id()))); // asked again: nothing changed for anyone else
                return;
            }
            whereabouts = whereabouts.withAsks(table.round(), ask.asks(), whereabouts.asksElsewhere(table));
            announce();
            if (whereabouts.asks(table).size() == 2) {
                carryOut(new Request(c, r.id(), t -> judge.nextRound(t, whereabouts), false), 0);
            } else {
                broadcast(c, r.id());
            }
        } else {
            throw new IllegalArgumentException("no way to carry out " + then);
        }
    }

    private void refused(Request r, Verdict.Refuse no) {
        if (r.bot()) {
            // A computer proposing an illegal move is a bug in the bot: say so, and let it think again.
            LOG.log(System.Logger.Level.ERROR, "a computer proposed an illegal move in " + code + ": " + no.message());
            bots.again();
        } else if (r.from() != null) {
            String foul = no.foul() == null ? null : no.foul().code();
            r.from().send(wire.encode(ErrorCode.of(no.code()).reply(no.message(), r.id(), foul)));
        }
    }

    /**
     * A bug stopped the request before anything changed. Thrown out of the room's task it would be logged by the
     * queue and the sender left with a message neither played nor refused: every message gets one answer.
     */
    private void dropped(Request r, RuntimeException bug) {
        LOG.log(System.Logger.Level.ERROR, "a message to " + code + " failed before anything changed", bug);
        unavailable(r, "Something went wrong on the server, so nothing changed. Try again.");
    }

    /** The sender alone gets the room's state as it is, echoing its id. */
    private void confirm(Request r) {
        if (r.from() != null) {
            r.from().send(new SharedFrame(stateFrame(r.id())));
        }
    }

    private void unavailable(Request r, String message) {
        if (r.from() != null) {
            r.from().send(wire.encode(ErrorCode.UNAVAILABLE.reply(message, r.id())));
        }
    }

    /**
     * Holds the queue until the steps up to {@code upTo} taken elsewhere are here, shows each in order (or the room
     * rebuilt from the record), then judges {@code r} again if there is one.
     */
    private void catchUp(long upTo, Request r, int attempt) {
        CompletableFuture<StepLog.CatchUp> missed = ctx.steps().since(code, table.seq(), upTo);
        queue.holdUntil(missed, failure -> {
            if (failure != null) {
                LOG.log(System.Logger.Level.WARNING, "could not catch up " + code + " to step " + upTo, failure);
                if (r != null) {
                    unavailable(r, "The game is out of reach for a moment, so nothing changed. Try again.");
                }
                return;
            }
            StepLog.CatchUp got = missed.join();
            List<Table> tables;
            try {
                tables = Replication.caughtUp(table, got, now());
            } catch (RuntimeException bug) {
                if (r != null) {
                    dropped(r, bug);
                }
                return;
            }
            try {
                for (int i = 0; i < tables.size(); i++) {
                    adopt(tables.get(i));
                    if (got.record() != null) {
                        announce();
                    } else {
                        said(got.events().get(i).changes());
                    }
                    broadcast(null, null);
                }
            } catch (RuntimeException bug) {
                // Thrown out of the task it would drop the request being judged again: it is answered instead.
                if (r != null) {
                    dropped(r, bug);
                } else {
                    LOG.log(System.Logger.Level.ERROR, "catching up " + code + " failed", bug);
                }
                return;
            }
            if (r != null) {
                carryOut(r, attempt);
            }
        });
    }

    /**
     * Makes {@code next} the table. A new round swaps colours, and so may a swap opening's choice: every seated
     * connection is told its new seat (its token stays), and the other nodes hear this node's presence again. A new
     * round also starts the computers afresh.
     */
    private void adopt(Table next) {
        Table before = table;
        table = next;
        for (int slot = 0; slot < 2; slot++) {
            if (before.players().get(slot) != null && next.players().get(slot) == null) {
                unseated(slot);
            }
        }
        attend();
        arm();
        if (next.round() != before.round()) {
            bots.newRound();
        }
        if (next.round() != before.round() || next.markOf(0) != before.markOf(0)) {
            for (int slot = 0; slot < 2; slot++) {
                if (here.at(slot) != null && next.players().get(slot) != null) {
                    Mark mark = next.markOf(slot);
                    here.at(slot).send(wire.encode(new ServerMessage.Welcome(mark.name(),
                        next.player(mark).token(), null)));
                }
            }
            announce();
        }
    }

    /**
     * A listed game's seat went back to the lobby (on this node's timer or another's): the address that took it here
     * is counted, and the connection that spoke for it is told and only watches from now on.
     */
    private void unseated(int slot) {
        ctx.seatLosses().lost(seatedFrom[slot], now());
        seatedFrom[slot] = null;
        Connection c = here.at(slot);
        if (c != null) {
            here.bind(c, Member.NO_SEAT, null);
            c.send(wire.encode(ErrorCode.SEAT_LOST.reply("You did not make your first move in time, so your seat went "
                + "back to the lobby. You are watching now.", null)));
            c.send(wire.encode(new ServerMessage.Welcome(null, null, null)));
        }
        announce();
    }

    private static int moves(List<Change> changes) {
        int n = 0;
        for (Change change : changes) {
            if (change instanceof Change.Moved) {
                n++;
            }
        }
        return n;
    }

    // ---- who is here ----

    /** Makes the connection the seat's (or a spectator); the seat's older connection, if any, now only watches. */
    private void bind(Connection c, Mark seat, String name) {
        Connection previous = here.bind(c, seat == null ? Member.NO_SEAT : table.slot(seat), name);
        if (previous != null) {
            previous.send(wire.encode(new ServerMessage.Welcome(null, null, null)));
        }
        attend();
    }

    private void attend() {
        whereabouts = here.attend(table, whereabouts, now());
    }

    /** Tells the other nodes what this node has in the room, if that changed. */
    private void announce() {
        Presence news = here.news(table, whereabouts);
        if (news != null) {
            ctx.channel().presence(this, news);
        }
    }

    // ---- cluster mode: what the other nodes did ----

    /** A step another node took in this room. Steps come in order; a gap is filled from the step log first. */
    @Override
    public void heard(RoomEvent event) {
        queue.execute(() -> {
            if (closed) {
                return;
            }
            switch (Replication.classify(table, event)) {
                case KNOWN -> { }
                case NEXT -> {
                    adopt(Replication.apply(table, event));
                    said(event.changes());
                    broadcast(null, null);
                }
                case GAP -> catchUp(event.seq(), null, 0);
                default -> throw new IllegalStateException();
            }
        });
    }

    /** The step log's latest step for this room (on joining the cluster, or after Redis came back). */
    @Override
    public void latest(long latest) {
        queue.execute(() -> {
            if (!closed && latest > table.seq()) {
                catchUp(latest, null, 0);
            }
        });
    }

    /** What another node has in this room; null when that node is gone. */
    @Override
    public void heardPresence(String node, Presence presence) {
        queue.execute(() -> {
            OtherNodes.Heard heard = here.hear(node, presence);
            if (heard == OtherNodes.Heard.NOTHING || closed) {
                return;
            }
            attend();
            if (heard == OtherNodes.Heard.COUNT) {
                crowd.changed(); // spectators come and go on the other node: counted here as they are there
            } else if (table.status() == GameStatus.OVER && whereabouts.asks(table).size() == 2) {
                carryOut(new Request(null, null, t -> judge.nextRound(t, whereabouts), false), 0); // the second ask came from elsewhere
            } else {
                broadcast(null, null);
            }
        });
    }

    /** What this node has in the room now, sent again (after Redis came back). */
    @Override
    public void announceAgain() {
        queue.execute(() -> {
            here.forgetAnnounced();
            announce();
        });
    }

    // ---- chat ----

    /** Sends each chat line among the changes to every connection here that may read it. */
    private void said(List<Change> changes) {
        for (Change change : changes) {
            if (change instanceof Change.Said said) {
                here.tell(said.line(), chatFrame(said.line()), table.status() == GameStatus.OVER);
            }
        }
    }

    private String chatFrame(ChatLine line) {
        return wire.encode(new ServerMessage.Chat(inrow.protocol.ChatRoom.from(line.room()), nameOf(line.from()), line.name(), line.text(),
            line.at()));
    }

    // ---- the server's own timer ----

    /**
     * Sets the alarm for the table's next deadline. Several nodes may ring for one table: the step log lets one
     * ending through, and the others find the game over when they judge again.
     */
    private void arm() {
        if (!closed) {
            alarm.set(judge.deadline(table, whereabouts));
        }
    }

    private void ring() {
        if (!closed) {
            carryOut(new Request(null, null, t -> judge.tick(t, whereabouts), false), 0);
            arm();
        }
    }

    // ---- the versioned broadcast ----

    /**
     * A change happened: bump the version and send the new state to every joined connection, in member order. The
     * frame is encoded once; only the connection whose message caused the change gets a copy echoing its id.
     */
    private void broadcast(Connection cause, MessageId id) {
        long started = System.nanoTime();
        version++;
        GameView before = published;
        publish();
        bots.shown(table);
        // Every joined connection holds the version before this one, so a move alone goes out as a move (to those
        // that take moves; the others get the whole state).
        ServerMessage.Moved moved = MovedView.between(version, before, published);
        int sent = moved == null
            ? here.sendToJoined(cause, frames(this::stateFrame, id), null)
            : here.sendToJoined(cause, frames(echo -> wire.encodeUtf8(moved.withId(echo)), id),
                () -> frames(this::stateFrame, id));
        ctx.meter().shown(sent, System.nanoTime() - started);
        bots.drive();
    }

    /** A change encoded for everyone, and again with the id for its cause only when there is one. */
    private static Attendance.Frames frames(Function<MessageId, byte[]> encode, MessageId id) {
        SharedFrame all = new SharedFrame(encode.apply(null));
        return new Attendance.Frames(all, id == null ? all : new SharedFrame(encode.apply(id)));
    }

    private byte[] stateFrame(MessageId id) {
        return stateFrame(published, id);
    }

    /** {@code view} at the room's current version. */
    private byte[] stateFrame(GameView view, MessageId id) {
        return wire.encodeUtf8(new ServerMessage.State(version, view, id));
    }

    /** Shows the room if the spectator count on show is out of date; for {@link Crowd}. */
    private boolean showCrowd() {
        if (closed || published.spectators() == here.spectators()) {
            return false;
        }
        broadcast(null, null);
        return true;
    }

    private void publish() {
        published = Views.of(table, whereabouts, here.spectators(), now(), ctx.abandonMillis(), judge.firstMoveLimit(table));
    }

    private long now() {
        return ctx.clock().getAsLong();
    }

    private static String nameOf(Mark seat) {
        return seat == null ? null : seat.name();
    }
}
