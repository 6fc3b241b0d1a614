package inrow.room;

import inrow.game.Change;
import inrow.game.Chat;
import inrow.game.ChatLine;
import inrow.game.Table;
import inrow.game.Verdict;

import inrow.engine.Mark;
import inrow.protocol.ErrorCode;
import inrow.protocol.GameView;
import inrow.protocol.MessageId;
import inrow.protocol.MovedView;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
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

    Outbox(String code, Wire wire, Attendance here, GameView first) {
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
     * A change happened: bump the version and send {@code next} to every joined connection, in arrival order. The
     * frame is encoded once; only {@code cause} (whose message caused the change) gets a copy echoing {@code id}.
     * Every joined connection holds the version before this one, so a move alone goes out as a move to those that
     * take moves; the others get the whole state. Returns how many were sent to.
     */
    int show(Connection cause, MessageId id, GameView next) {
        version++;
        GameView before = shown;
        shown = next;
        ServerMessage.Moved moved = MovedView.between(version, before, next);
        Frames whole = null;
        Frames move = moved == null ? null : frames(echo -> wire.encodeUtf8(moved.withId(echo)), id);
        int n = 0;
        for (Map.Entry<Connection, Member> e : here.members().entrySet()) {
            if (!e.getValue().joined()) {
                continue;
            }
            Connection c = e.getKey();
            Frames frames = move;
            if (move == null || !c.takesMoves()) {
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

    /** One change as sent: {@code all} to everyone, {@code echo} (the same with its id) to the one who caused it. */
    private record Frames(SharedFrame all, SharedFrame echo) {
    }

    private static Frames frames(Function<MessageId, byte[]> encode, MessageId id) {
        SharedFrame all = new SharedFrame(encode.apply(null));
        return new Frames(all, id == null ? all : new SharedFrame(encode.apply(id)));
    }

    /** The connection alone gets the room as last shown, echoing {@code id}. */
    void state(Connection c, MessageId id) {
        c.send(new SharedFrame(stateFrame(id)));
    }

    /** The connection alone gets {@code view} (the room as shown, with its clocks as they are now), at this version. */
    void state(Connection c, GameView view) {
        c.send(new SharedFrame(wire.encodeUtf8(new ServerMessage.State(version, view, null))));
    }

    private byte[] stateFrame(MessageId id) {
        return wire.encodeUtf8(new ServerMessage.State(version, shown, id));
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
            c.send(chatFrame(line));
        }
    }

    /** Sends each chat line among the changes to every joined connection that may read it ({@link Table#mayRead}). */
    void said(List<Change> changes, boolean over) {
        for (Change change : changes) {
            if (change instanceof Change.Said said) {
                SharedFrame frame = new SharedFrame(chatFrame(said.line()));
                here.members().forEach((c, m) -> {
                    if (m.joined() && Table.mayRead(said.line().room(), m.seated(), over)) {
                        send(c, frame);
                    }
                });
            }
        }
    }

    private String chatFrame(ChatLine line) {
        return wire.encode(new ServerMessage.Chat(inrow.protocol.ChatRoom.from(line.room()), line.from() == null ? null : line.from().name(),
            line.name(), line.text(), line.at()));
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
