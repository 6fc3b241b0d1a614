package inrow.web;

import inrow.lobby.PairingClient;
import inrow.lobby.QuickPairing;
import inrow.lobby.Seeks;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The lobby's pairing socket, {@code /pairing?me=ID}: enter a pool, leave it, hear the pools' counts and the game
 * made; open, cancel and accept seeks and hear the open ones. {@code me} is the browser's own random id (kept in its local storage), so two tabs of one browser are one
 * player, never paired with each other; without one, the socket is a player of its own. A signed-in person's socket
 * is their account's (every browser of one account is one player), and may enter rated pools. Lobby sockets are few and
 * short-lived, so this one is a plain Javalin socket; sends to one socket go out one at a time, in order.
 */
final class PairingSocket {
    static final String PATH = "/pairing";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final QuickPairing pairing;
    private final Seeks seeks;
    private final Wire wire;
    private final OriginCheck sameSite;
    private final Map<String, Client> clients = new ConcurrentHashMap<>();
    private final java.util.function.Function<WsContext, String> accountOf;

    /**
     * {@code seeks}: the custom games offered on this node; {@code accountOf}: who an upgraded socket's session cookie
     * signs in (null: a server without accounts).
     */
    PairingSocket(QuickPairing pairing, Seeks seeks, Wire wire, OriginCheck sameSite,
                  java.util.function.Function<WsContext, String> accountOf) {
        this.seeks = seeks;
        this.accountOf = accountOf;
        this.pairing = pairing;
        this.wire = wire;
        this.sameSite = sameSite;
    }

    /** Before the upgrade: another site's page may not pair on a visitor's behalf. */
    void beforeUpgrade(io.javalin.http.Context ctx) {
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            ctx.enableAutomaticPings();
            String me = ctx.queryParam("me");
            String account = accountOf == null ? null : accountOf.apply(ctx);
            String known = Visitor.of(account, me);
            String player = known != null ? known : Visitor.of(null, fresh());
            Client c = new Client(ctx, player, account, new MessageBudget(GameSocket.BUDGET_MESSAGES,
                GameSocket.BUDGET_WINDOW_NANOS, System::nanoTime));
            clients.put(ctx.sessionId(), c);
            pairing.connected(c);
            seeks.connected(c);
        });
        ws.onMessage(ctx -> {
            Client c = clients.get(ctx.sessionId());
            if (c == null || c.expelled) {
                return;
            }
            if (!c.budget.take()) {
                c.expelled = true;
                c.send(ErrorCode.RATE_LIMITED.reply("Too many messages: at most " + GameSocket.BUDGET_MESSAGES
                    + " per 20 seconds.", null));
                gone(ctx);
                ctx.closeSession(1008, "rate limited");
                return;
            }
            String text = ctx.message();
            if (text.length() > GameSocket.MAX_FRAME_BYTES) {
                c.send(ErrorCode.TOO_LARGE.reply("Messages are limited to " + GameSocket.MAX_FRAME_BYTES
                    + " bytes.", null));
                return;
            }
            Wire.PairingDecoded decoded = wire.decodePairing(text);
            if (decoded instanceof Wire.PairingDecoded.Bad bad) {
                c.send(ErrorCode.BAD_MESSAGE.reply(bad.reason(), bad.id()));
            } else if (decoded instanceof Wire.PairingDecoded.Ok ok) {
                ClientMessage.Pairing m = ok.message();
                if (m instanceof ClientMessage.Pairing.Seek s) {
                    pairing.seek(c, s.pool(), s.name(), s.id());
                } else if (m instanceof ClientMessage.Pairing.Unseek u) {
                    pairing.unseek(c, u.id());
                } else if (m instanceof ClientMessage.Pairing.SeekOpen o) {
                    seeks.open(c, o.game(), o.clock(), Boolean.TRUE.equals(o.rated()), o.min(), o.max(), o.name(),
                        o.id());
                } else if (m instanceof ClientMessage.Pairing.SeekCancel x) {
                    seeks.cancel(c, x.id());
                } else if (m instanceof ClientMessage.Pairing.SeekAccept a) {
                    seeks.accept(c, a.seek(), a.name(), a.id());
                } else {
                    throw new IllegalStateException("unhandled pairing message " + m);
                }
            }
        });
        ws.onClose(this::gone);
        ws.onError(this::gone);
    }

    /** Close and error may both come: the second finds nothing. */
    private void gone(WsContext ctx) {
        Client c = clients.remove(ctx.sessionId());
        if (c != null) {
            pairing.disconnected(c);
            seeks.disconnected(c);
        }
    }

    /** The last message encoded, and its text: the pools' counts go to every socket as one message. */
    private volatile Object[] lastEncoded = {null, null};

    private String encoded(ServerMessage message) {
        Object[] last = lastEncoded;
        if (last[0] == message) {
            return (String) last[1];
        }
        String text = wire.encode(message);
        lastEncoded = new Object[] {message, text};
        return text;
    }

    private static String fresh() {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    private final class Client implements PairingClient {
        private final WsContext ctx;
        private final String player;
        private final String account;
        final MessageBudget budget;
        volatile boolean expelled;

        Client(WsContext ctx, String player, String account, MessageBudget budget) {
            this.ctx = ctx;
            this.player = player;
            this.account = account;
            this.budget = budget;
        }

        @Override
        public String player() {
            return player;
        }

        @Override
        public String account() {
            return account;
        }

        /** One at a time: Jetty sends in the order of the calls, and this fixes that order across threads. */
        @Override
        public synchronized void send(ServerMessage message) {
            if (ctx.session.isOpen()) {
                ctx.send(encoded(message));
            }
        }
    }
}
