package inrow.room;

import inrow.game.Command;
import inrow.game.Judge;
import inrow.game.Table;
import inrow.game.Verdict;

import inrow.protocol.ClientMessage;
import inrow.protocol.ServerMessage;
import java.util.concurrent.CompletableFuture;

/**
 * One game room as an actor: a mailbox of {@link RoomCommand}s run one at a time on the room's own
 * {@link SerialExecutor}, and {@link #handle} the one place each kind is taken. A message is judged and committed by
 * the {@link Committer} (judge, durable append, apply, publish); every frame leaves through the {@link Outbox}, from
 * inside a task, so every connection sees the room's states in the order they happened; who is here is the
 * {@link Attendance}'s; what other threads may know of the room is one {@link RoomSnapshot}.
 */
public final class Room implements RoomChannel.Listener {
    private final String code;
    private final SerialExecutor queue;
    private final RoomContext ctx;
    private final Judge judge;
    private final Attendance here = new Attendance();
    private final Doorkeeper door;
    private final BotTurns bots;
    private final Stage stage;
    private final Outbox outbox;
    private final Committer committer;

    /** {@code justMade}: a game made now, not loaded, listed for a minute while its creator's page opens. */
    Room(Table table, RoomContext ctx, Runnable onClosed, boolean justMade) {
        this.code = table.code();
        this.queue = new SerialExecutor(ctx.pool(), ctx.meter()::resumed);
        this.ctx = ctx;
        this.judge = new Judge(ctx.tokens()::newToken, ctx.clock(), ctx.abandonMillis(), ctx.listedFirstMoveMillis());
        this.door = new Doorkeeper(here, ctx.seatLosses());
        this.bots = new BotTurns(code, ctx, queue, this::table, judge,
            answer -> handle(new RoomCommand.ComputerAnswer(answer)));
        this.stage = new Stage(table, justMade, ctx, queue, judge, here, bots, this, onClosed, new Stage.Parts(
            () -> handle(new RoomCommand.AlarmRang()), () -> handle(new RoomCommand.CrowdDue()),
            this::carryOut));
        this.outbox = stage.outbox();
        this.committer = new Committer(code, queue, ctx, outbox, bots, stage);
    }

    @Override
    public String code() {
        return code;
    }

    /** What other threads may know of the room, as one value; safe from any thread. */
    @Override
    public RoomSnapshot snapshot() {
        return stage.snapshot();
    }

    /** The version last shown. Read it on the room's queue (tests whose rooms run synchronously may read it). */
    long version() {
        return snapshot().version();
    }

    @Override
    public boolean delisted() {
        return snapshot().delisted(ctx.clock().getAsLong());
    }

    // ---- the mailbox: every entry point queues one command (a client's message runs at once if the room is idle) ----

    /** Joins the cluster if there is one, and, if a computer is to move, sets it thinking. */
    void open() {
        ctx.channel().attach(this);
        tell(new RoomCommand.Open());
    }

    public void connect(Connection c) {
        tell(new RoomCommand.Arrive(c));
    }

    /**
     * A client's message, from the socket's reader: judged on that thread when the room is idle (a move then wakes
     * no room thread on its way in), else queued behind what the room is doing.
     */
    public void receive(Connection c, ClientMessage message) {
        RoomCommand command = new RoomCommand.Receive(c, message, System.nanoTime());
        queue.executeHere(() -> handle(command));
    }

    public void refuse(Connection c, ServerMessage.Error error) {
        tell(new RoomCommand.Unreadable(c, error));
    }

    public void expel(Connection c, ServerMessage.Error error, int closeCode) {
        tell(new RoomCommand.Expel(c, error, closeCode));
    }

    /** Safe to call twice (close and error may both report the same socket). */
    public void disconnect(Connection c) {
        tell(new RoomCommand.Leave(c));
    }

    /**
     * Makes {@code account} the owner of the seat {@code token} proves; completes, once that is durable, with whether
     * the account owns the seat (false: the token proves no seat, or another account owns it).
     */
    public CompletableFuture<Boolean> link(String token, String account) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        tell(new RoomCommand.Link(token, account, done));
        return done;
    }

    /**
     * Halves the clock of the player in {@code slot} before their first move (an arena's berserk); completes, once
     * durable and shown, with whether it was halved.
     */
    public CompletableFuture<Boolean> berserk(int slot) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        tell(new RoomCommand.Berserk(slot, done));
        return done;
    }

    /** Whether the player in {@code slot} may still go berserk. */
    public boolean berserkable(int slot) {
        return inrow.game.Berserking.possible(snapshot().table(), slot);
    }

    /** A seat owner's account changed what the room shows of it (it was deleted): shown again to everyone here. */
    void ownerChanged(String account) {
        tell(new RoomCommand.OwnerChanged(account));
    }

    /** Leaves memory if nobody has been here past its time to live (which depends on how far the game got). */
    void closeIfIdle(RoomLimits limits) {
        tell(new RoomCommand.Sweep(limits));
    }

    /** Closes the room whoever is in it (its owner made too many games that never started). */
    void drop() {
        tell(new RoomCommand.Drop());
    }

    /** Leaves memory now if still empty and not in play; completes with whether it left. */
    CompletableFuture<Boolean> evict() {
        CompletableFuture<Boolean> left = new CompletableFuture<>();
        tell(new RoomCommand.Evict(left));
        return left;
    }

    /** The server is stopping: close every connection after what was already sent to it. */
    CompletableFuture<Void> goingAway() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        tell(new RoomCommand.GoingAway(done));
        return done;
    }

    @Override
    public void heard(RoomEvent event) {
        tell(new RoomCommand.StepHeard(event));
    }

    @Override
    public void latest(long latest) {
        tell(new RoomCommand.LatestHeard(latest));
    }

    @Override
    public void heardPresence(String node, Presence presence) {
        tell(new RoomCommand.PresenceHeard(node, presence));
    }

    @Override
    public void announceAgain() {
        tell(new RoomCommand.AnnounceAgain());
    }

    private Table table() {
        return stage.table();
    }

    private void carryOut(Committer.Request r) {
        committer.carryOut(r);
    }

    private void tell(RoomCommand command) {
        queue.execute(() -> handle(command));
    }

    /** The one place a room does anything: every kind of command, in the order the queue runs them. */
    void handle(RoomCommand command) {
        if (command instanceof RoomCommand.Receive m) {
            received(m);
        } else if (command instanceof RoomCommand.ComputerAnswer a) {
            carryOut(new Committer.Request(null, null, a.answer(), true));
        } else if (command instanceof RoomCommand.Link l) {
            carryOut(new Committer.Request(null, null, t -> judge.decide(t, stage.whereabouts(), null,
                new Command.Link(l.token(), l.account())), false));
            // Runs once the step is durable and adopted (the commit holds the queue): the table says how it went.
            queue.execute(() -> l.done().complete(Linking.owns(table(), l.token(), l.account())));
        } else if (command instanceof RoomCommand.Berserk b) {
            boolean could = inrow.game.Berserking.possible(table(), b.slot());
            carryOut(new Committer.Request(null, null, t -> judge.decide(t, stage.whereabouts(), null,
                new Command.Berserk(b.slot())), false));
            // Runs once the step is durable and adopted: halved if it could be and the clock now holds less.
            queue.execute(() -> b.done().complete(could && !inrow.game.Berserking.possible(table(), b.slot())));
        } else if (command instanceof RoomCommand.OwnerChanged o) {
            stage.ownerChanged(o.account());
        } else if (command instanceof RoomCommand.Arrive a) {
            stage.arrive(a.from());
        } else if (command instanceof RoomCommand.Leave l) {
            stage.leave(l.from());
        } else if (command instanceof RoomCommand.Unreadable u) {
            if (here.member(u.from()) != null) {
                outbox.error(u.from(), u.error());
            }
        } else if (command instanceof RoomCommand.Expel e) {
            outbox.expel(e.from(), e.error(), e.closeCode());
        } else if (command instanceof RoomCommand.AlarmRang) {
            if (!stage.closed()) {
                carryOut(new Committer.Request(null, null, t -> judge.tick(t, stage.whereabouts()), false));
                stage.arm();
            }
        } else if (command instanceof RoomCommand.CrowdDue) {
            stage.crowdDue();
        } else if (command instanceof RoomCommand.StepHeard s) {
            if (!stage.closed()) {
                committer.heard(s.event());
            }
        } else if (command instanceof RoomCommand.LatestHeard l) {
            if (!stage.closed()) {
                committer.latest(l.latest());
            }
        } else if (command instanceof RoomCommand.PresenceHeard p) {
            stage.heard(here.hear(p.node(), p.presence()));
        } else if (command instanceof RoomCommand.AnnounceAgain) {
            stage.announceAgain();
        } else if (command instanceof RoomCommand.Open) {
            stage.arm();
            bots.drive();
        } else if (command instanceof RoomCommand.Sweep s) {
            stage.sweep(s.limits());
        } else if (command instanceof RoomCommand.Evict e) {
            e.left().complete(stage.evict());
        } else if (command instanceof RoomCommand.Drop) {
            stage.drop();
        } else if (command instanceof RoomCommand.GoingAway g) {
            here.connections().forEach(c -> c.close(1001, "server restarting"));
            g.done().complete(null);
        } else {
            throw new IllegalArgumentException("no way to handle " + command);
        }
    }

    /** A client's message: past the {@link Doorkeeper}, to the {@link Committer}, judged as the sender is now. */
    private void received(RoomCommand.Receive m) {
        ctx.meter().waited(System.nanoTime() - m.queuedNanos());
        Connection c = m.from();
        ClientMessage message = m.message();
        ServerMessage.Error no = door.check(c, message, table(), ctx.clock().getAsLong());
        if (no != null) {
            outbox.error(c, no);
            return;
        }
        carryOut(new Committer.Request(c, message.id(), t -> {
            Member member = here.member(c);
            // Gone meanwhile: its socket has closed (a connection is a member from its open to its close), so
            // nobody waits for an answer. The lag refund is as the server measured it, whatever the client claims.
            return member == null ? new Verdict.Ignore() : Commands.decide(judge, t, stage.whereabouts(),
                member.trusted(c.measuredRttMs()), message, c.account());
        }, false));
    }
}
