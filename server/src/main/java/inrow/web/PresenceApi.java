package inrow.web;

import inrow.lobby.Seeks;
import inrow.protocol.ServerMessage;
import inrow.protocol.Wire;
import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletRequest;

/**
 * {@code POST /api/presence}: a page without a socket (a profile, the analysis board, the tournaments) says every few
 * seconds that its visitor is still on the site, so their seek stays listed, and a game page asks the same while its
 * browser has a seek open; the answer is the game made from their seek meanwhile ({@code paired}, told once), or 204.
 */
final class PresenceApi {
    static final String PATH = "/api/presence";

    private final Seeks seeks;
    private final Wire wire;
    private final OriginCheck sameSite;
    private final java.util.function.Function<HttpServletRequest, String> accountOf;

    PresenceApi(Seeks seeks, Wire wire, OriginCheck sameSite,
                java.util.function.Function<HttpServletRequest, String> accountOf) {
        this.seeks = seeks;
        this.wire = wire;
        this.sameSite = sameSite;
        this.accountOf = accountOf;
    }

    void beat(Context ctx) {
        // Another site's page may not keep a visitor's seek alive.
        if (!sameSite.allows(ctx)) {
            throw OriginCheck.refusal();
        }
        String player = Visitor.fromCookies(accountOf == null ? null : accountOf.apply(ctx.req()), ctx.req());
        ServerMessage.Paired paired = player == null ? null : seeks.visit(player);
        if (paired == null) {
            ctx.status(204);
        } else {
            ctx.contentType("application/json").result(wire.encode(paired));
        }
    }
}
