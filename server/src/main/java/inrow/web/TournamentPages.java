package inrow.web;

import io.javalin.http.Context;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * {@code /tournaments} and {@code /tournament/{id}}: shells whose scripts read the arena API. The server's time goes
 * into each, so that countdowns read the server's clock rather than the browser's.
 */
final class TournamentPages {
    /** What a tournament id may look like; anything else is not one, and gets the 404 page without a lookup. */
    static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,32}");

    private final Pages pages;
    private final LongSupplier clock;

    TournamentPages(Pages pages, LongSupplier clock) {
        this.pages = pages;
        this.clock = clock;
    }

    void list(Context ctx) {
        pages.render(ctx, "tournaments.jte", new TournamentsPage(clock.getAsLong()));
    }

    void arena(Context ctx) {
        String id = ctx.pathParam("id");
        if (!ID.matcher(id).matches()) {
            pages.notFound(ctx, null);
            return;
        }
        pages.render(ctx, "tournament.jte", new TournamentPage(id, clock.getAsLong()));
    }
}
