package inrow.room;

import inrow.engine.Mark;

import inrow.protocol.WireEvents;

import inrow.protocol.Can;

import inrow.game.Event;

import inrow.game.Judge;
import inrow.game.Table;
import inrow.game.Verdict;

import inrow.game.GameStatus;
import inrow.game.Whereabouts;
import inrow.protocol.GameView;
import inrow.protocol.MessageId;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * A room's state and how it is shown: its table, who is here ({@link Attendance}), and the {@link RoomSnapshot} other
 * threads read. A durable table lands here ({@link #adopt}, the one way, for steps taken here, heard from other
 * nodes or rebuilt from the record) and is shown through the {@link Outbox}; what a verdict says to do once it holds
 * is done here ({@link #answer}). Touched only in the room's queue, but for the snapshot.
 */
final class Stage implements Committer.Actor {
    private final String code;
    private final RoomContext ctx;
    private final Judge judge;
    private final Attendance here;
    private final Outbox outbox;
    private final Usher usher;
    private final BotTurns bots;
    private final Alarm alarm;
    private final Crowd crowd;
    private final RoomChannel.Listener room;
    private final Runnable onClosed;
    /** Where a round both players asked for goes to be judged and committed. */
    private final Consumer<Committer.Request> nextRound;
    /** Replaced whole, only in the queue; read by any thread (bots for pacing, the cluster, the lobby, the web). */
    private volatile RoomSnapshot snapshot;

    /**
     * {@code ring} and {@code crowdDue}: what the room's alarm and its crowd's timer set going in the room's queue.
     * The first view is worked out here, before the room is in Rooms' map: once there, any thread may queue work in
     * it (a socket's join), and this must not write the table or read the attendance beside that work.
     */
    Stage(Table table, boolean justMade, RoomContext ctx, SerialExecutor queue, Judge judge, Attendance here,
          BotTurns bots, RoomChannel.Listener room, Runnable onClosed, Parts parts) {
        this.code = table.code();
        this.ctx = ctx;
        this.judge = judge;
        this.here = here;
        this.bots = bots;
        this.room = room;
        this.onClosed = onClosed;
        this.nextRound = parts.nextRound();
        RoomSnapshot made = RoomSnapshot.first(table, null, now())
            .withWhereabouts(here.attend(table, Whereabouts.NONE, now()));
        made = made.shown(view(made), 0);
        this.snapshot = justMade ? made.arriving(now() + RoomSnapshot.INVITATION_ARRIVAL_MILLIS) : made;
        this.outbox = new Outbox(code, ctx.wire(), here, snapshot.view(), new Outbox.Viewers() {
            @Override
            public Mark seat(Member m) {
                return m.seated() ? table().markOf(m.slot()) : null;
            }

            @Override
            public Can can(Mark seat) {
                return WireEvents.can(judge.can(table(), whereabouts(), seat));
            }
        });
        this.usher = new Usher(here, outbox, ctx.seatLosses());
        ScheduledExecutorService timer = ctx.timer();
        this.alarm = new Alarm(timer, queue, ctx.clock(), parts.ring());
        this.crowd = new Crowd(timer, queue, ctx.clock(), this::showCrowd, parts.crowdDue());
    }

    /** The room's own callbacks into its mailbox. */
    record Parts(Runnable ring, Runnable crowdDue, Consumer<Committer.Request> nextRound) {
    }

    RoomSnapshot snapshot() {
        return snapshot;
    }

    Outbox outbox() {
        return outbox;
    }

    @Override
    public Table table() {
        return snapshot.table();
    }

    /** Who is away since when, and the rematch asks: beside the table, since none of it is durable. */
    Whereabouts whereabouts() {
        return snapshot.whereabouts();
    }

    @Override
    public boolean closed() {
        return snapshot.closed();
    }

    // ---- who comes and goes ----

    void arrive(Connection c) {
        if (closed()) {
            outbox.gone(c);
            return;
        }
        here.arrive(c);
        snapshot = snapshot.attended(here.size(), snapshot.emptySince());
    }

    void leave(Connection c) {
        outbox.left(c);
        Member m = here.leave(c);
        if (m == null) {
            return;
        }
        snapshot = snapshot.attended(here.size(), here.size() == 0 ? now() : snapshot.emptySince());
        boolean shows = m.joined() && !closed() && m.seated();
        if (shows) {
            outbox.happened(List.of()); // named: the seat's presence, which attend says
        }
        attend();
        if (m.joined() && !closed()) {
            announce();
            if (shows) {
                show(); // a player away is shown at once
            } else {
                crowd.changed();
            }
        }
    }

    /** Another node's news was recorded: what it changed here. */
    void heard(OtherNodes.Heard heard) {
        if (heard == OtherNodes.Heard.NOTHING || closed()) {
            return;
        }
        if (heard == OtherNodes.Heard.COUNT) {
            attend();
            crowd.changed(); // spectators come and go on the other node: counted here as they are there
            return;
        }
        // Named: a seat's presence or the rematch asks there, which attend says.
        outbox.happened(List.of());
        attend();
        if (table().status() == GameStatus.OVER && whereabouts().asks(table()).size() == 2) {
            // The second ask came from elsewhere: the new round it starts says everything, and may not come (a
            // failed save), so nothing is left waiting to be said with some later show.
            outbox.unsaid();
            nextRound.accept(new Committer.Request(null, null, t -> judge.nextRound(t, whereabouts()), false));
        } else {
            show();
        }
    }

    /** A seat's owner is shown otherwise now (its account was deleted): the players, shown again as a named change. */
    void ownerChanged(String account) {
        if (closed() || !Rooms.owns(table(), account)) {
            return;
        }
        outbox.happened(List.of()); // named: the players, whose names the view reads from the accounts
        show();
    }

    void announceAgain() {
        here.forgetAnnounced();
        announce();
    }

    /** Brings who is where up to date with who is here and on the other nodes. */
    private void attend() {
        Attendance.Attended now = here.attended(table(), whereabouts(), now());
        snapshot = snapshot.withWhereabouts(now.whereabouts());
        now.events().forEach(outbox::also); // said when the show they belong to has a named cause
    }

    @Override
    public void announce() {
        Presence news = here.news(table(), whereabouts().asksHere(table()));
        if (news != null) {
            ctx.channel().presence(room, news);
        }
    }

    // ---- leaving memory ----

    /** Closes if nobody has been here for longer than the room's time to live, which depends on how far it got. */
    void sweep(RoomLimits limits) {
        if (closed() || here.size() > 0) {
            return;
        }
        Table t = table();
        long ttl = t.neverStarted() ? limits.waitingTtlMillis()
            : t.status() == GameStatus.OVER ? limits.finishedTtlMillis() : limits.abandonedTtlMillis();
        if (now() - snapshot.emptySince() >= ttl) {
            close();
        }
    }

    /** Closes if empty and not in play; whether it left. */
    boolean evict() {
        if (!closed() && (here.size() > 0 || table().status() == GameStatus.PLAYING)) {
            return false;
        }
        close();
        return true;
    }

    /** Each connection is told the game is gone, as if it had never been, and the room closes. */
    void drop() {
        List.copyOf(here.connections()).forEach(outbox::gone);
        close();
    }

    private void close() {
        if (!closed()) {
            snapshot = snapshot.close();
            alarm.cancel();
            bots.close();
            ctx.channel().detach(room);
            onClosed.run();
        }
    }

    // ---- what a verdict does once it holds ----

    @Override
    public void answer(Committer.Request r, Verdict.Then then, boolean changed) {
        Connection c = r.from();
        if (then instanceof Verdict.Show) {
            show(c, r.id());
        } else if (then instanceof Verdict.Quiet) {
            return;
        } else if (then instanceof Verdict.Seat s) {
            seat(c, s, changed, r.id());
        } else if (then instanceof Verdict.Confirm) {
            if (c != null) {
                outbox.state(c, r.id());
            }
        } else if (then instanceof Verdict.Pong) {
            outbox.pong(c, r.id());
        } else if (then instanceof Verdict.Ask ask) {
            if (ask.asks().equals(whereabouts().asksHere(table()))) {
                outbox.state(c, r.id()); // asked again: nothing changed for anyone else
                return;
            }
            snapshot = snapshot.withWhereabouts(whereabouts().withAsks(table().round(), ask.asks(),
                whereabouts().asksElsewhere(table())));
            announce();
            outbox.happened(List.of(new Event.Rematch(whereabouts().asks(table()))));
            if (whereabouts().asks(table()).size() == 2) {
                nextRound.accept(new Committer.Request(c, r.id(), t -> judge.nextRound(t, whereabouts()), false));
            } else {
                show(c, r.id());
            }
        } else {
            throw new IllegalArgumentException("no way to carry out " + then);
        }
    }

    private void seat(Connection c, Verdict.Seat s, boolean changed, MessageId id) {
        Usher.Seated how = usher.seat(c, s, changed, table(), id);
        if (how == Usher.Seated.SEATED && !changed) {
            outbox.happened(List.of()); // named: a person back at their seat, which attend says, and the crowd
        }
        if (how != Usher.Seated.GONE) {
            attend();
            snapshot = snapshot.joined();
        }
        if (how == Usher.Seated.AS_BEFORE) {
            return;
        }
        announce();
        if (how != Usher.Seated.WATCHING) {
            show();
        } else if (!crowd.changed()) {
            // A spectator more, to be counted a moment later: it gets the room as everyone else holds it (the same
            // version and count), but with its clocks as they are now, not as they were when last shown.
            outbox.state(c, Views.of(table(), whereabouts(), outbox.shown().spectators(), now(), ctx.abandonMillis(),
                judge.firstMoveLimit(table()), ctx.names()));
        }
    }

    // ---- a durable table lands, and is shown ----

    /**
     * Makes {@code next} the table. A seat back in the lobby is taken from its connection. A new round swaps colours,
     * and so may a swap opening's choice: every seated connection is told its new seat (its token stays), and the
     * other nodes hear this node's presence again. A new round also starts the computers afresh.
     */
    @Override
    public void adopt(Table next) {
        Table before = table();
        snapshot = snapshot.withTable(next);
        for (int slot = 0; slot < 2; slot++) {
            if (before.players().get(slot) != null && next.players().get(slot) == null) {
                usher.unseated(slot, now());
                announce();
            }
        }
        attend();
        arm();
        if (next.round() != before.round()) {
            bots.newRound();
        }
        if (next.round() != before.round() || next.markOf(0) != before.markOf(0)) {
            usher.swapped(next);
            announce();
        }
    }

    @Override
    public void show() {
        show(null, null);
    }

    /** A change happened: everyone joined is shown the room as it is now, under the next version. */
    private void show(Connection cause, MessageId id) {
        long started = System.nanoTime();
        if (outbox.shown().spectators() != here.spectators()) {
            outbox.also(new Event.Crowd(here.spectators())); // the count on show was out of date: this shows it
        }
        GameView next = view(snapshot);
        bots.shown(table());
        // Published before it is sent: a client that reads the lobby or the API on hearing it finds it there.
        snapshot = snapshot.shown(next, outbox.version() + 1);
        int sent = outbox.show(cause, id, next);
        ctx.meter().shown(sent, System.nanoTime() - started);
        bots.drive();
    }

    /** Shows the room if the spectator count on show is out of date; for {@link Crowd}. */
    private boolean showCrowd() {
        if (closed() || outbox.shown().spectators() == here.spectators()) {
            return false;
        }
        outbox.happened(List.of()); // known: the count, which show() adds
        show();
        return true;
    }

    void crowdDue() {
        crowd.rang();
    }

    /**
     * Sets the alarm for the table's next deadline. Several nodes may ring for one table: the step log lets one
     * ending through, and the others find the game over when they judge again.
     */
    void arm() {
        if (!closed()) {
            alarm.set(judge.deadline(table(), whereabouts()));
        }
    }

    private GameView view(RoomSnapshot s) {
        return Views.of(s.table(), s.whereabouts(), here.spectators(), now(), ctx.abandonMillis(),
            judge.firstMoveLimit(s.table()), ctx.names());
    }

    private long now() {
        return ctx.clock().getAsLong();
    }
}
