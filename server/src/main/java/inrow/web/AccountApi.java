package inrow.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.account.AccountError;
import inrow.account.AccountStore.Account;
import inrow.account.AccountStore.Passkey;
import inrow.account.AccountStore.Session;
import inrow.account.Accounts;
import inrow.account.Outcome;
import inrow.account.Passkeys;
import inrow.protocol.ErrorCode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The account API (docs/protocol.md, "Accounts"): thin routes over {@link Accounts}. Every state-changing request
 * must not come from another site's page (the game API's same-site check) and, when it has a body, must be JSON,
 * which no other site can send without the browser asking first. Refusals are {"error":{"code","message"}} with the
 * code's message in the reader's language; a refused request changed nothing.
 */
final class AccountApi {
    private final Accounts accounts;
    private final SessionCookie cookie;
    private final ObjectMapper mapper;
    private final OriginCheck sameSite;
    private final TrustedProxies proxies;
    private final Site site;
    private final Catalogue catalogue;
    private final inrow.career.Career career;
    /** Told of a deletion, so this node's games show the deleted player at once; null: none. */
    private final OwnerNames owners;

    AccountApi(Accounts accounts, SessionCookie cookie, ObjectMapper mapper, OriginCheck sameSite,
               TrustedProxies proxies, Site site, Catalogue catalogue, inrow.career.Career career, OwnerNames owners) {
        this.career = career;
        this.owners = owners;
        this.accounts = accounts;
        this.cookie = cookie;
        this.mapper = mapper;
        this.sameSite = sameSite;
        this.proxies = proxies;
        this.site = site;
        this.catalogue = catalogue;
    }

    void routes(RoutesConfig r) {
        r.get("/api/account", this::me);
        r.post("/api/account/signup", this::signUp);
        r.post("/api/account/signin", this::signIn);
        r.post("/api/account/signout", this::signOut);
        r.post("/api/account/signout-all", this::signOutAll);
        r.post("/api/account/passkey/signup-options", this::passkeySignUpOptions);
        r.post("/api/account/passkey/signup", this::passkeySignUp);
        r.post("/api/account/passkey/signin-options", this::passkeySignInOptions);
        r.post("/api/account/passkey/signin", this::passkeySignIn);
        r.post("/api/account/passkeys/options", this::addPasskeyOptions);
        r.post("/api/account/passkeys", this::addPasskey);
        r.patch("/api/account/passkeys/{id}", this::renamePasskey);
        r.delete("/api/account/passkeys/{id}", this::removePasskey);
        r.post("/api/account/password", this::setPassword);
        r.post("/api/account/recovery-codes", this::newRecoveryCodes);
        r.get("/api/account/sessions", this::sessions);
        r.delete("/api/account/sessions/{id}", this::endSession);
        r.get("/api/account/data", this::data);
        r.delete("/api/account", this::delete);
        r.get("/api/user/{name}", this::profile);
        r.get("/api/user/{name}/games", this::games);
    }

    /** The relying party and origin a passkey must be bound to: the public URL's, or the page's own on a LAN. */
    Passkeys.Party party(Context ctx) {
        URI base = URI.create(site.base(ctx));
        String origin = base.getScheme() + "://" + base.getHost() + (base.getPort() < 0 ? "" : ":" + base.getPort());
        return new Passkeys.Party(base.getHost(), origin.toLowerCase(Locale.ROOT));
    }

    // ---- sign-up and sign-in ----

    private void signUp(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Outcome<Accounts.Created> o = accounts.signUp(text(body, "name"), text(body, "password"), userAgent(ctx));
        created(ctx, o);
    }

    private void created(Context ctx, Outcome<Accounts.Created> o) {
        if (!o.ok()) {
            refuse(ctx, o);
            return;
        }
        startSession(ctx, o.value().signedIn());
        Map<String, Object> out = account(o.value().signedIn().account());
        out.put("recoveryCodes", o.value().recoveryCodes());
        ctx.status(201).json(out);
    }

    private void signIn(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        String code = text(body, "recoveryCode");
        Outcome<Accounts.SignedIn> o = code != null
            ? accounts.signInWithRecoveryCode(text(body, "name"), code, address(ctx), userAgent(ctx))
            : accounts.signIn(text(body, "name"), text(body, "password"), address(ctx), userAgent(ctx));
        signedIn(ctx, o);
    }

    private void signedIn(Context ctx, Outcome<Accounts.SignedIn> o) {
        if (!o.ok()) {
            refuse(ctx, o);
            return;
        }
        startSession(ctx, o.value());
        ctx.json(account(o.value().account()));
    }

    /** A new session and cookie; the session this browser had before (if any) ends: one browser, one session. */
    private void startSession(Context ctx, Accounts.SignedIn s) {
        accounts.signOut(cookie.token(ctx));
        cookie.set(ctx, s.token());
    }

    private void passkeySignUpOptions(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Outcome<Accounts.Ceremony> o = accounts.signUpOptions(text(body, "name"), party(ctx));
        if (!o.ok()) {
            refuse(ctx, o);
            return;
        }
        ctx.json(ceremony(o.value()));
    }

    private void passkeySignUp(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        created(ctx, accounts.signUpWithPasskey(text(body, "challengeId"), credential(body), party(ctx),
            userAgent(ctx)));
    }

    private void passkeySignInOptions(Context ctx) {
        change(ctx);
        ctx.json(ceremony(accounts.signInOptions(party(ctx))));
    }

    private void passkeySignIn(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        signedIn(ctx, accounts.signInWithPasskey(text(body, "challengeId"), credential(body), party(ctx),
            address(ctx), userAgent(ctx)));
    }

    private void signOut(Context ctx) {
        change(ctx);
        accounts.signOut(cookie.token(ctx));
        cookie.clear(ctx);
        ctx.status(204);
    }

    private void signOutAll(Context ctx) {
        change(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v == null) {
            return;
        }
        int ended = accounts.signOutEverywhere(v.account());
        cookie.clear(ctx);
        ctx.json(Map.of("ended", ended));
    }

    // ---- the signed-in person's own account ----

    private void me(Context ctx) {
        Accounts.Viewer v = viewer(ctx);
        if (v == null) {
            return;
        }
        ctx.json(me(v));
    }

    /** Everything the account page shows. */
    Map<String, Object> me(Accounts.Viewer v) {
        Map<String, Object> out = account(v.account());
        out.put("hasPassword", v.account().passwordHash() != null);
        out.put("recoveryCodesLeft", accounts.recoveryCodesLeft(v.account()));
        out.put("passkeys", accounts.passkeys(v.account()).stream().map(AccountApi::passkey).toList());
        out.put("sessions", accounts.sessions(v.account()).stream().map(s -> session(s, v.session())).toList());
        return out;
    }

    private void addPasskeyOptions(Context ctx) {
        change(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            ctx.json(ceremony(accounts.addPasskeyOptions(v.account(), party(ctx))));
        }
    }

    private void addPasskey(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v == null) {
            return;
        }
        Outcome<Passkey> o = accounts.addPasskey(v.account(), text(body, "challengeId"), credential(body),
            party(ctx), text(body, "name"));
        if (!o.ok()) {
            refuse(ctx, o);
            return;
        }
        ctx.status(201).json(passkey(o.value()));
    }

    private void renamePasskey(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            done(ctx, accounts.renamePasskey(v.account(), ctx.pathParam("id"), text(body, "name")));
        }
    }

    private void removePasskey(Context ctx) {
        change(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            done(ctx, accounts.removePasskey(v.account(), ctx.pathParam("id")));
        }
    }

    private void setPassword(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            done(ctx, accounts.setPassword(v.account(), text(body, "current"), text(body, "password")));
        }
    }

    private void newRecoveryCodes(Context ctx) {
        change(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            ctx.json(Map.of("recoveryCodes", accounts.newRecoveryCodes(v.account())));
        }
    }

    private void sessions(Context ctx) {
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            ctx.json(Map.of("sessions", accounts.sessions(v.account()).stream().map(s -> session(s, v.session()))
                .toList()));
        }
    }

    private void endSession(Context ctx) {
        change(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            done(ctx, accounts.endSession(v.account(), ctx.pathParam("id")));
        }
    }

    private void data(Context ctx) {
        Accounts.Viewer v = viewer(ctx);
        if (v != null) {
            ctx.header("Content-Disposition", "attachment; filename=\"inrow-" + v.account().name() + ".json\"");
            Map<String, Object> out = new LinkedHashMap<>(accounts.data(v.account()));
            out.put("games", allGames(v.account()));
            ctx.json(out);
        }
    }

    private void delete(Context ctx) {
        JsonNode body = changeWithBody(ctx);
        Accounts.Viewer v = viewer(ctx);
        if (v == null) {
            return;
        }
        Outcome<Boolean> o = accounts.delete(v.account(), text(body, "confirm"));
        if (o.ok()) {
            cookie.clear(ctx);
            if (owners != null) {
                owners.gone(v.account().id());
            }
        }
        done(ctx, o);
    }

    /** Every game of the account, as its profile lists them, page after page. */
    private List<Map<String, Object>> allGames(Account a) {
        List<Map<String, Object>> games = new java.util.ArrayList<>();
        for (Integer page = 1; page != null; ) {
            inrow.career.Career.Page p = career.page(a.id(), null, null, page);
            p.games().forEach(g -> games.add(ProfileGames.entry(g, owners)));
            page = p.next();
        }
        return games;
    }

    // ---- public profiles ----

    private void profile(Context ctx) {
        Account a = accounts.byName(ctx.pathParam("name")).orElse(null);
        if (a == null) {
            refuse(ctx, Outcome.refused(AccountError.UNKNOWN_USER));
            return;
        }
        Map<String, Object> out = account(a);
        inrow.career.Career.Record record = career.record(a.id());
        out.put("games", record.all().played());
        out.put("record", record.all());
        out.put("kinds", record.byKind());
        ctx.json(out);
    }

    /**
     * The player's games a page at a time, newest first ({@code ?page=} from 1, {@code ?kind=} a game kind,
     * {@code ?result=} win, draw, loss, aborted or live), each with what a small board needs.
     */
    private void games(Context ctx) {
        Account a = accounts.byName(ctx.pathParam("name")).orElse(null);
        if (a == null) {
            refuse(ctx, Outcome.refused(AccountError.UNKNOWN_USER));
            return;
        }
        ProfileGames.Query q = ProfileGames.query(ctx.queryParam("page"), ctx.queryParam("kind"),
            ctx.queryParam("result"));
        inrow.career.Career.Page page = career.page(a.id(), q.kind(), q.standing(), q.page());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("games", page.games().stream().map(g -> ProfileGames.entry(g, owners)).toList());
        out.put("total", page.total());
        out.put("page", q.page());
        out.put("next", page.next());
        ctx.json(out);
    }

    // ---- shapes ----

    private static Map<String, Object> account(Account a) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("name", a.name());
        out.put("joined", a.createdAt());
        return out;
    }

    private static Map<String, Object> passkey(Passkey p) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", p.credentialId());
        out.put("name", p.name());
        out.put("created", p.createdAt());
        out.put("lastUsed", p.lastUsedAt());
        return out;
    }

    private static Map<String, Object> session(Session s, Session current) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", s.id());
        out.put("created", s.createdAt());
        out.put("lastUsed", s.lastUsedAt());
        out.put("expires", s.expiresAt());
        out.put("userAgent", s.userAgent());
        out.put("current", s.id().equals(current.id()));
        return out;
    }

    private static Map<String, Object> ceremony(Accounts.Ceremony c) {
        return Map.of("challengeId", c.challengeId(), "publicKey", c.publicKey());
    }

    // ---- requests ----

    /** The signed-in person, or null with 401 not_signed_in answered (a forged, ended or expired cookie too). */
    Accounts.Viewer viewer(Context ctx) {
        Accounts.Viewer v = cookie.viewer(ctx).orElse(null);
        if (v == null) {
            refuse(ctx, Outcome.refused(AccountError.NOT_SIGNED_IN));
        }
        return v;
    }

    /** A state-changing request without a body: only not from another site's page. */
    private void change(Context ctx) {
        if (!sameSite.allows(ctx) || "cross-site".equals(ctx.header("Sec-Fetch-Site"))) {
            throw OriginCheck.refusal();
        }
    }

    /** A state-changing request with a JSON object body. */
    JsonNode changeWithBody(Context ctx) {
        change(ctx);
        String type = ctx.contentType();
        if (type == null || !type.split(";", 2)[0].trim().toLowerCase(Locale.ROOT).equals("application/json")) {
            throw new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                "Send the request as JSON, with Content-Type: application/json.");
        }
        try {
            JsonNode node = mapper.readTree(ctx.body());
            if (node == null || !node.isObject()) {
                throw ApiError.badRequest("The body must be a JSON object.");
            }
            return node;
        } catch (java.io.IOException e) {
            throw ApiError.badRequest("The body is not JSON.");
        }
    }

    private static String text(JsonNode body, String field) {
        JsonNode n = body.get(field);
        return n == null || !n.isTextual() ? null : n.asText();
    }

    /** The passkey's answer as PublicKeyCredential's JSON, passed on whole to the library that checks it. */
    private static String credential(JsonNode body) {
        JsonNode n = body.get("credential");
        return n == null || !n.isObject() ? "{}" : n.toString();
    }

    private String address(Context ctx) {
        return ClientAddress.of(ctx, proxies);
    }

    private static String userAgent(Context ctx) {
        return ctx.header("User-Agent");
    }

    private void done(Context ctx, Outcome<?> o) {
        if (o.ok()) {
            ctx.status(204);
        } else {
            refuse(ctx, o);
        }
    }

    private void refuse(Context ctx, Outcome<?> o) {
        AccountError e = o.error();
        if (e == AccountError.THROTTLED) {
            ctx.header("Retry-After", Long.toString(o.retryAfterSeconds()));
        }
        ctx.attribute(App.ANSWERED, true);
        ctx.status(e.status).json(ApiError.body(e.code(), catalogue.format(Language.of(ctx),
            "js.account.error." + e.code(), "s", o.retryAfterSeconds(), "min", inrow.account.Passwords.MIN_LENGTH)));
    }
}
