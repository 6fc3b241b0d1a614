package inrow.web;

import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * The WebSocket adapter: turns socket events into room calls. It checks what belongs to the transport (frame
 * size, message budget, JSON shape) and leaves every game decision to the room.
 */
final class GameSocket {
    static final int MAX_FRAME_BYTES = 4096;
    static final int BUDGET_MESSAGES = 100;
    static final long BUDGET_WINDOW_NANOS = TimeUnit.SECONDS.toNanos(20);
    private static final String CONNECTION = "inrow.connection";
    private static final String ROOM = "inrow.room";
    /** The place {@link SocketCounts} reserved for this socket before its upgrade. */
    static final String PLACE = "inrow.socketPlace";

    private final Rooms rooms;
    private final Wire wire;
    private final WebMeter meter;

    private final ClientLimits limits;
    private final boolean trustProxy;
    private final SocketCounts sockets;
    /** Messages per client address, shared by its sockets: reconnecting does not start a fresh budget. */
    private final AddressBuckets messages;

    GameSocket(Rooms rooms, Wire wire, WebMeter meter, ClientLimits limits, boolean trustProxy, SocketCounts sockets) {
        this.limits = limits;
        this.trustProxy = trustProxy;
        this.sockets = sockets;
        this.messages = new AddressBuckets(limits.addressMessages(),
            TimeUnit.SECONDS.toNanos(limits.addressWindowSeconds()), System::nanoTime);
        this.rooms = rooms;
        this.wire = wire;
        this.meter = meter;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String address = ClientAddress.of(ctx, trustProxy);
            SocketConnection conn = new SocketConnection(ctx.session,
                new MessageBudget(BUDGET_MESSAGES, BUDGET_WINDOW_NANOS, System::nanoTime), address);
            ctx.attribute(CONNECTION, conn);
            meter.socketOpened();
            SocketCounts.Place place = ctx.attribute(PLACE);
            if (place != null) {
                sockets.claim(place);
            } else {
                sockets.opened(address);
            }
            Room room = rooms.find(ctx.pathParam("code"));
            if (room == null) {
                conn.send(wire.encode(ErrorCode.UNKNOWN_GAME.reply("No game with code " + ctx.pathParam("code")
                    + ".", null)));
                conn.close(1008, "unknown game");
                return;
            }
            ctx.attribute(ROOM, room);
            // Dead peers (a laptop lid shut) stop answering pings and time out, which frees their seat mark.
            ctx.enableAutomaticPings(15, TimeUnit.SECONDS);
            room.connect(conn);
        });
        ws.onMessage(ctx -> {
            SocketConnection conn = ctx.attribute(CONNECTION);
            Room room = ctx.attribute(ROOM);
            if (conn != null) {
                conn.heard();
            }
            if (conn == null || room == null || conn.expelled) {
                return;
            }
            if (!conn.budget.take() || limits.applies(conn.address) && messages.take(conn.address) > 0) {
                conn.expelled = true;
                room.expel(conn, ErrorCode.RATE_LIMITED.reply("Too many messages: at most " + BUDGET_MESSAGES
                    + " per 20 seconds.", null), 1008);
                return;
            }
            String text = ctx.message();
            if (tooLarge(text)) {
                conn.expelled = true;
                room.expel(conn, ErrorCode.TOO_LARGE.reply("Messages are limited to " + MAX_FRAME_BYTES
                    + " bytes.", null), 1009);
                return;
            }
            Wire.Decoded decoded = wire.decode(text);
            if (decoded instanceof Wire.Decoded.Ok ok) {
                room.receive(conn, ok.message());
            } else if (decoded instanceof Wire.Decoded.Bad bad) {
                room.refuse(conn, ErrorCode.BAD_MESSAGE.reply(bad.reason(), bad.id()));
            }
        });
        ws.onClose(this::gone);
        ws.onError(this::gone);
    }

    /** Close and error may both arrive for one socket; the room ignores the second, and so does the meter. */
    private void gone(WsContext ctx) {
        SocketConnection conn = ctx.attribute(CONNECTION);
        Room room = ctx.attribute(ROOM);
        if (conn != null && conn.markGone()) {
            meter.socketClosed();
            sockets.closed(conn.address);
        }
        if (conn != null && room != null) {
            room.disconnect(conn);
        }
    }

    private static boolean tooLarge(String text) {
        if (text.length() > MAX_FRAME_BYTES) {
            return true;
        }
        return text.length() * 3 > MAX_FRAME_BYTES && text.getBytes(StandardCharsets.UTF_8).length > MAX_FRAME_BYTES;
    }
}
