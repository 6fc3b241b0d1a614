package inrow.web;

import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

/** The two HTML pages; everything live on them comes over the socket afterwards. */
final class Pages {
    private final Rooms rooms;
    private final Templates templates;
    private final Site site;

    Pages(Rooms rooms, Templates templates, Site site) {
        this.rooms = rooms;
        this.templates = templates;
        this.site = site;
    }

    void lobby(Context ctx) {
        ctx.html(templates.render("lobby.jte", LobbyPage.of(rooms.live(), rooms.finished(10))));
    }

    /** What the service worker shows when a page is opened with no network; fetched once, while online. */
    void offline(Context ctx) {
        ctx.html(templates.render("offline.jte"));
    }

    /** The styled 404: for a game code that names no game, or (code null) for any unknown address. */
    void notFound(Context ctx, String code) {
        ctx.attribute(App.ANSWERED, true);
        ctx.status(404).html(templates.render("notfound.jte", new NotFoundPage(code)));
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
        ctx.html(templates.render("game.jte", GamePage.of(view, link, site.linkWorksHereOnly(ctx),
            LobbyPage.label(view))));
    }
}
