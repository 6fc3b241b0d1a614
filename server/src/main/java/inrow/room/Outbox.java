package inrow.room;

import inrow.game.ChatLine;
import inrow.game.Verdict;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.Event;
import inrow.protocol.Can;
import inrow.protocol.ErrorCode;
import inrow.protocol.Patch;
import inrow.protocol.WireEvent;
import inrow.protocol.WireEvents;
import inrow.protocol.GameView;
import inrow.protocol.MessageId;
import inrow.protocol.MovedView;
import inrow.protocol.OpeningPhase;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The one place a room builds wire frames and sends them: states (numbered by the room's version), moves, welcomes,
 * errors, chat lines and pongs. It is called only from the room's queue, so every connection gets its frames in the
 * order the room made them. It holds the view last shown and its version.
 */
final class Outbox {
    private static final System.Logger LOG = System.getLogger(Outbox.class.getName());

    private final String code;
    private final Wire wire;
    private final Attendance here;
    private GameView shown;
    private long version;

    /** Who a member is to the game now, and what one at a seat may do: the room's judge says, on its queue. */
    interface Viewers {
        /** The member's seat in this round's colours; null for a spectator. */
        Mark seat(Member m);

        Can can(Mark seat);
    }

    private final Viewers viewers;

    Outbox(String code, Wire wire, Attendance here, GameView first, Viewers viewers) {
        this.viewers = viewers;
        this.code = code;
        this.wire = wire;
        this.here = here;
        this.shown = first;
    }

    /** The version last shown. */
    long version() {
        return version;
    }

    GameView shown() {
        return shown;
    }

    /**
     * What happened since the room was last shown, as the judge and the reducer said it (the events of a step, a
     * crowd, rematch asks); null when the next show has a cause nobody named (someone came or went, a computer began
     * thinking, a table rebuilt from the record): events sockets are then sent the whole state.
     */
    private List<Event> pending;
    /**
     * The events sockets that hold a state on this connection: one that does not yet (it just joined) is sent the
     * whole state, with no events, before it is told what happens next.
     */
    private final Set<Connection> holding = new HashSet<>();

    /** The connection left: it holds nothing any more. */
    void left(Connection c) {
        holding.remove(c);
    }

    /** Adds to what the next {@link #show} says happened. */
    void happened(List<Event> events) {
        if (pending == null) {
            pending = new ArrayList<>(events);
        } else {
            pending.addAll(events);
        }
    }

    /**
     * Adds to what the next {@link #show} says happened when its cause is known; an unknown one is shown whole,
     * which says this too.
     */
    void also(Event event) {
        if (pending != null) {
            pending.add(event);
        }
    }

    /** Forgets what was to be said: it was not shown (a commit answered by a confirmation alone). */
    void unsaid() {
        pending = null;
    }

    /**
     * A change happened: bump the version and send {@code next} to every joined connection, in arrival order. A
     * connection that takes events gets this version's events it may see, the fields they changed and what it may do
     * now; one that takes moves gets a move alone as a move; the others get the whole state. Each frame is encoded
     * once per kind of viewer; only {@code cause} (whose message caused the change) gets a copy echoing {@code id}.
     * Returns how many were sent to.
     */
    int show(Connection cause, MessageId id, GameView next) {
        version++;
        shown = next;
        List<Event> events = pending == null ? null : unsaid(pending);
        pending = null;
        // A move alone goes as a move; a swap opening's stones change the opening too, which MOVED does not carry.
        Event.Moved alone = events != null && events.size() == 1 && events.get(0) instanceof Event.Moved m
            && (next.opening() == null || next.opening().phase() == OpeningPhase.DONE) && !someoneAway(next) ? m : null;
        ServerMessage.Moved moved = alone == null ? null : new ServerMessage.Moved(version,
            new Point(alone.x(), alone.y()), alone.mark().name(), MovedView.of(next), null);
        Frames whole = null;
        Frames move = moved == null ? null : frames(echo -> wire.encodeUtf8(moved.withId(echo)), id);
        Map<Mark, Frames> told = new HashMap<>(); // events, by the viewer's seat (null: a spectator)
        Map<Mark, Frames> toldWhole = new HashMap<>(); // the state with what the viewer may do, likewise
        Patch patch = null;
        int n = 0;
        for (Map.Entry<Connection, Member> e : here.members().entrySet()) {
            if (!e.getValue().joined()) {
                continue;
            }
            Connection c = e.getKey();
            Frames frames;
            if (c.takesEvents()) {
                Mark seat = viewers.seat(e.getValue());
                boolean joining = holding.add(c); // from now on it holds a state, whichever this frame is
                if (events == null || joining) {
                    frames = toldWhole.computeIfAbsent(seat, s -> frames(echo -> stateFrame(echo, s), id));
                } else {
                    if (patch == null) {
                        patch = Patch.of(wire.mapper(), next, WireEvents.of(events));
                    }
                    Patch changed = patch;
                    frames = told.computeIfAbsent(seat, s -> frames(echo -> wire.encodeUtf8(new ServerMessage.Events(
                        version, seen(events, s), changed, viewers.can(s), echo)), id));
                }
            } else if (move != null && c.takesMoves()) {
                frames = move;
            } else {
                if (whole == null) {
                    whole = frames(this::stateFrame, id);
                }
                frames = whole;
            }
            send(c, c == cause ? frames.echo() : frames.all());
            n++;
        }
        return n;
    }

    /**
     * The events but chat lines, which went as chat frames ({@link #said}) when they were stored; the same list when
     * it has none (the usual case: a chat line's own step is shown to nobody).
     */
    private static List<Event> unsaid(List<Event> events) {
        if (events.stream().noneMatch(e -> e instanceof Event.Said)) {
            return events;
        }
        List<Event> out = new ArrayList<>(events.size());
        for (Event e : events) {
            if (!(e instanceof Event.Said)) {
                out.add(e);
            }
        }
        return out;
    }

    /**
     * The events a viewer at {@code seat} (null: a spectator) may see, in the wire's words. Chat lines go as chat
     * frames to every socket (docs/protocol.md), so not here too.
     */
    private static List<WireEvent> seen(List<Event> events, Mark seat) {
        List<WireEvent> out = new ArrayList<>(events.size());
        for (Event event : events) {
            if (event.audience().includes(seat)) {
                out.add(WireEvents.of(event));
            }
        }
        return out;
    }

    /**
     * Whether a person is away in this view: its {@code away_ms} is as of now, which MOVED does not carry, so a
     * socket that takes moves gets the whole state then, as the events sockets get the players with the move.
     */
    private static boolean someoneAway(GameView v) {
        for (GameView.PlayerView p : v.players().values()) {
            if (p != null && p.awayMs() != null) {
                return true;
            }
        }
        return false;
    }

    /** One change as sent: {@code all} to everyone, {@code echo} (the same with its id) to the one who caused it. */
    private record Frames(SharedFrame all, SharedFrame echo) {
    }

    private static Frames frames(Function<MessageId, byte[]> encode, MessageId id) {
        SharedFrame all = new SharedFrame(encode.apply(null));
        return new Frames(all, id == null ? all : new SharedFrame(encode.apply(id)));
    }

    /** The connection alone gets the room as last shown, echoing {@code id}. */
    void state(Connection c, MessageId id) {
        if (c.takesEvents()) {
            holding.add(c);
        }
        c.send(new SharedFrame(c.takesEvents() ? stateFrame(id, seatOf(c)) : stateFrame(id)));
    }

    /** The connection alone gets {@code view} (the room as shown, with its clocks as they are now), at this version. */
    void state(Connection c, GameView view) {
        Can can = null;
        if (c.takesEvents()) {
            holding.add(c);
            can = viewers.can(seatOf(c));
        }
        c.send(new SharedFrame(wire.encodeUtf8(new ServerMessage.State(version, view, null, can))));
    }

    private byte[] stateFrame(MessageId id) {
        return wire.encodeUtf8(new ServerMessage.State(version, shown, id));
    }

    /** The state as an events socket gets it: with what its viewer may do now. */
    private byte[] stateFrame(MessageId id, Mark seat) {
        return wire.encodeUtf8(new ServerMessage.State(version, shown, id, viewers.can(seat)));
    }

    private Mark seatOf(Connection c) {
        Member m = here.member(c);
        return m == null ? null : viewers.seat(m);
    }

    /** The connection holds {@code seat} (null: only watches) with {@code token}. */
    void welcome(Connection c, Mark seat, String token, MessageId id) {
        c.send(wire.encode(new ServerMessage.Welcome(seat == null ? null : seat.name(), token, id)));
    }

    void error(Connection c, ServerMessage.Error error) {
        c.send(wire.encode(error));
    }

    void error(Connection c, ErrorCode code, String message, MessageId id) {
        error(c, code.reply(message, id));
    }

    /** The judge refused the connection's message. */
    void refused(Connection c, Verdict.Refuse no, MessageId id) {
        error(c, ErrorCode.of(no.code()).reply(no.message(), id, no.foul() == null ? null : no.foul().code()));
    }

    void pong(Connection c, MessageId id) {
        c.send(wire.encode(new ServerMessage.Pong(id)));
    }

    /** Sends a last error and closes: for a connection that broke the rules of the transport (flood, size). */
    void expel(Connection c, ServerMessage.Error error, int closeCode) {
        error(c, error);
        c.close(closeCode, error.code());
    }

    /** Tells a connection there is no such game (any more), and closes it. */
    void gone(Connection c) {
        error(c, ErrorCode.UNKNOWN_GAME, "No game with code " + code + ".", null);
        c.close(1008, "unknown game");
    }

    /** The connection's seat went back to the lobby: it is told, and watches from now on. */
    void seatLost(Connection c) {
        error(c, ErrorCode.SEAT_LOST, "You did not make your first move in time, so your seat went "
            + "back to the lobby. You are watching now.", null);
        welcome(c, null, null, null);
    }

    /** The chat the connection may read, as it joins. */
    void chat(Connection c, List<ChatLine> lines) {
        for (ChatLine line : lines) {
            c.send(wire.encode(WireEvents.chat(new Event.Said(line, false))));
        }
    }

    /**
     * Sends each chat line among {@code events} as a chat frame to every joined connection its audience includes:
     * a line is not versioned, so it goes at once, to events sockets too.
     */
    void said(List<Event> events) {
        for (Event event : events) {
            if (event instanceof Event.Said said) {
                SharedFrame frame = new SharedFrame(wire.encodeUtf8(WireEvents.chat(said)));
                here.members().forEach((c, m) -> {
                    if (m.joined() && said.audience().includes(viewers.seat(m))) {
                        send(c, frame);
                    }
                });
            }
        }
    }

    /**
     * One frame to one connection of a broadcast. A connection whose send throws (a transport bug, a socket torn
     * down under it) is logged and passed over: it must not take the frames of the others, among them the answer
     * to the message that caused the change, down with it.
     */
    private static void send(Connection c, SharedFrame frame) {
        try {
            c.send(frame);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "a send to " + c + " failed; the others are still sent to", e);
        }
    }
}
