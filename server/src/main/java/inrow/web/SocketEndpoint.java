package inrow.web;

import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import inrow.room.Room;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One game socket, as Jetty sees it: turns its events into room calls. It checks what belongs to the transport
 * (frame size, message budget, JSON shape) and leaves every game decision to the room. It holds only what it needs
 * (its room, its connection, its address), not the HTTP request that opened it (see {@link UpgradeResponseLeak} for
 * the one path by which Jetty still kept it). Public only because Jetty calls its methods through method handles.
 */
public final class SocketEndpoint implements Session.Listener.AutoDemanding {
    /** Dead peers (a laptop lid shut) stop answering pings and time out, which frees their seat mark. */
    static final long PING_SECONDS = 15;

    private final GameSocket shared;
    private final String code;
    private final String address;
    private final String account;
    /** The place {@link SocketCounts} reserved for this socket before its upgrade. */
    private final SocketCounts.Place place;
    /** Whether the client takes {@code moved} frames (see {@link inrow.room.Connection#takesMoves}). */
    private final boolean moves;
    private final boolean events;
    private volatile SocketConnection conn;
    /** This socket's entry in {@link SocketCounts}, from when it opened. */
    private volatile SocketCounts.Held held;
    private volatile Room room;
    /** The slot {@link PingRounds} dealt this socket into; -1 until it is pinged. */
    private volatile int pingSlot = -1;

    /** The player this socket's page is (its account, or its browser's guest cookie), or null: unknown. */
    private final String visitor;

    /**
     * {@code account}: who the upgrade's session cookie signs in, or null for a guest; {@code visitor}: the player
     * the upgrade's cookies name ({@link Visitor}), or null.
     */
    SocketEndpoint(GameSocket shared, String code, String address, SocketCounts.Place place, boolean moves,
                   boolean events, String account, String visitor) {
        this.account = account;
        this.visitor = visitor;
        this.moves = moves;
        this.events = events;
        this.shared = shared;
        this.code = code;
        this.address = address;
        this.place = place;
    }

    @Override
    public void onWebSocketOpen(Session session) {
        UpgradeResponseLeak.cut(session);
        SocketConnection c = new SocketConnection(session,
            new MessageBudget(GameSocket.BUDGET_MESSAGES, GameSocket.BUDGET_WINDOW_NANOS, System::nanoTime), address,
            moves, events, shared.limits.applies(address), account);
        conn = c;
        shared.meter.socketOpened();
        held = shared.sockets.claim(place, c);
        shared.visitors.arrived(visitor);
        Room r = shared.rooms.find(code);
        if (r == null) {
            c.send(shared.wire.encode(ErrorCode.UNKNOWN_GAME.reply("No game with code " + code + ".", null)));
            c.close(1008, "unknown game");
            return;
        }
        room = r;
        pingSlot = shared.pings.add(c);
        c.ping(); // a first round trip measured at once: until one is, no lag is refunded
        r.connect(c);
    }

    @Override
    public void onWebSocketText(String text) {
        SocketConnection c = conn;
        Room r = room;
        if (c != null) {
            c.heard();
        }
        if (!withinBudget(c, r)) {
            return;
        }
        if (tooLarge(text)) {
            c.expelled = true;
            r.expel(c, ErrorCode.TOO_LARGE.reply("Messages are limited to " + GameSocket.MAX_FRAME_BYTES
                + " bytes.", null), 1009);
            return;
        }
        Wire.Decoded decoded = shared.wire.decode(text);
        if (decoded instanceof Wire.Decoded.Ok ok) {
            r.receive(c, ok.message());
        } else if (decoded instanceof Wire.Decoded.Bad bad) {
            r.refuse(c, ErrorCode.BAD_MESSAGE.reply(bad.reason(), bad.id()));
        }
    }

    /** Our ping's answer: the round trip the lag refund may trust. */
    @Override
    public void onWebSocketPong(ByteBuffer payload) {
        SocketConnection c = conn;
        if (c != null) {
            c.ponged(payload);
        }
    }

    @Override
    public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
        callback.succeed();
        SocketConnection c = conn;
        Room r = room;
        if (c != null) {
            c.heard();
        }
        // The protocol is JSON text only: a binary frame is answered like any frame that cannot be read, and counts
        // against the same budget, so it is neither a silent hole nor a free flood.
        if (withinBudget(c, r)) {
            r.refuse(c, ErrorCode.BAD_MESSAGE.reply("Messages are JSON text frames; a binary frame is not read.",
                null));
        }
    }

    /** False (and the socket expelled, for a flood) when this frame is not to be read. */
    private boolean withinBudget(SocketConnection c, Room r) {
        if (c == null || r == null || c.expelled) {
            return false;
        }
        if (!c.budget.take() || shared.limits.applies(address) && shared.messages.take(address) > 0) {
            c.expelled = true;
            r.expel(c, ErrorCode.RATE_LIMITED.reply("Too many messages: at most " + GameSocket.BUDGET_MESSAGES
                + " per 20 seconds.", null), 1008);
            return false;
        }
        return true;
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        gone();
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        gone();
    }

    /** Close and error may both arrive for one socket; the room ignores the second, and so does the meter. */
    private void gone() {
        SocketConnection c = conn;
        Room r = room;
        if (c != null && c.markGone()) {
            shared.meter.socketClosed();
            shared.sockets.closed(held);
            shared.visitors.left(visitor);
            int slot = pingSlot;
            if (slot >= 0) {
                shared.pings.remove(c, slot);
            }
        }
        if (c != null && r != null) {
            r.disconnect(c);
        }
    }

    private static boolean tooLarge(String text) {
        if (text.length() > GameSocket.MAX_FRAME_BYTES) {
            return true;
        }
        return text.length() * 3 > GameSocket.MAX_FRAME_BYTES
            && text.getBytes(StandardCharsets.UTF_8).length > GameSocket.MAX_FRAME_BYTES;
    }
}
