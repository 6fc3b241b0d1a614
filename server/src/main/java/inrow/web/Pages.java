package inrow.web;

import inrow.room.Room;
import inrow.room.Rooms;
import io.javalin.http.Context;

/** The two HTML pages; everything live on them comes over the socket afterwards. */
final class Pages {
    private final Rooms rooms;
    private final Templates templates;

    Pages(Rooms rooms, Templates templates) {
        this.rooms = rooms;
        this.templates = templates;
    }

    void lobby(Context ctx) {
        ctx.html(templates.render("lobby.jte", LobbyPage.of(rooms.live(), rooms.finished(10))));
    }

    void game(Context ctx) {
        String code = ctx.pathParam("code");
        Room room = rooms.find(code);
        if (room == null) {
            ctx.status(404).html(templates.render("notfound.jte", new NotFoundPage(code)));
            return;
        }
        var view = room.view();
        ctx.html(templates.render("game.jte", GamePage.of(view, ctx.url(), LobbyPage.label(view))));
    }
}
