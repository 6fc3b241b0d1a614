package inrow.web;

import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import io.javalin.http.HttpStatus;

/** The two HTML pages; everything live on them comes over the socket afterwards. */
final class Pages {
    /** The language cookie lasts a year: a choice made once holds on every page and every visit. */
    private static final int LANGUAGE_COOKIE_SECONDS = 365 * 24 * 3600;
    private final Rooms rooms;
    private final Templates templates;
    private final Site site;
    private final Catalogue catalogue;
    /** Null when the server has no accounts. */
    private final SessionCookie sessions;

    Pages(Rooms rooms, Templates templates, Site site, Catalogue catalogue, SessionCookie sessions) {
        this.rooms = rooms;
        this.templates = templates;
        this.site = site;
        this.catalogue = catalogue;
        this.sessions = sessions;
    }

    /**
     * The words for this request's person: ?lang= (remembered in a cookie, so a shared link can carry it), then the
     * cookie, then Accept-Language, then English.
     */
    Texts texts(Context ctx) {
        String asked = ctx.queryParam("lang");
        Language chosen = Language.of(asked);
        if (chosen != null) {
            Cookie cookie = new Cookie("lang", chosen.tag, "/", LANGUAGE_COOKIE_SECONDS);
            cookie.setSameSite(SameSite.LAX);
            ctx.cookie(cookie);
        }
        String viewer = sessions == null ? null
            : sessions.viewer(ctx).map(v -> v.account().name()).orElse(null);
        return new Texts(Language.choose(asked, ctx.cookie("lang"), ctx.header("Accept-Language")), catalogue, viewer);
    }

    void render(Context ctx, String template, Object page) {
        Texts t = texts(ctx);
        ctx.header("Content-Language", t.lang());
        ctx.html(templates.render(template, page, t));
    }

    void lobby(Context ctx) {
        boolean signedIn = sessions != null && sessions.viewer(ctx).isPresent();
        render(ctx, "lobby.jte", LobbyPage.of(rooms.live(), rooms.finished(10), signedIn));
    }

    /**
     * Words a page fetches with a module it loads only when needed, so its first load does not carry them: the
     * lobby's seeks (their list and form), the game page's review of a finished round and its notice that this
     * browser's seek was accepted. By the name in {@code /api/texts/NAME}.
     */
    private static final java.util.Map<String, String> LATER_WORDS = java.util.Map.of(
        "seeks", "js.seeks.,lobby.quick.game.",
        "review", "js.review.",
        "notice", "js.notice.");

    void laterWords(Context ctx) {
        String prefixes = LATER_WORDS.get(ctx.pathParam("group"));
        if (prefixes == null) {
            throw new ApiError(404, inrow.protocol.ErrorCode.NOT_FOUND, "No words by that name.");
        }
        Texts t = texts(ctx);
        ctx.header("Content-Language", t.lang());
        ctx.contentType("application/json").result(t.json(prefixes));
    }

    /** What the service worker shows when a page is opened with no network; fetched once, while online. */
    void offline(Context ctx) {
        render(ctx, "offline.jte", null);
    }

    /** The analysis board: an empty board of any rules, or the position and tree its link carries (read by its script). */
    void analysis(Context ctx) {
        render(ctx, "analysis.jte", null);
    }

    /** The styled 404: for a game code that names no game, or (code null) for any unknown address. */
    void notFound(Context ctx, String code) {
        ctx.attribute(App.ANSWERED, true);
        ctx.status(404);
        render(ctx, "notfound.jte", new NotFoundPage(code));
    }

    void game(Context ctx) {
        String typed = ctx.pathParam("code");
        String code = RoomCode.normalize(typed);
        if (!code.equals(typed) && code.matches("[A-Z0-9]{4,16}")) {
            // "/g/k7m2-qx9p" as a friend typed it: send the browser to the one address of the game.
            String query = ctx.queryString();
            ctx.redirect("/g/" + code + (query == null ? "" : "?" + query), HttpStatus.FOUND);
            return;
        }
        Room room = rooms.find(code);
        if (room == null) {
            notFound(ctx, typed);
            return;
        }
        var view = room.view();
        String link = site.gameUrl(ctx, code);
        render(ctx, "game.jte", GamePage.of(view, link, site.linkWorksHereOnly(ctx))
            .fromTournament(ctx.queryParam("t")));
    }
}
