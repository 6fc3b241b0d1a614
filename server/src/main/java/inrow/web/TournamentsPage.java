package inrow.web;

import java.util.List;

/**
 * The tournaments page's model: the server's time (the page counts down from it, not from the browser's clock) and
 * the create form's choices. The lists themselves come from {@code GET /api/tournaments}.
 */
public record TournamentsPage(long now) {
    /** The lists, in the order the page shows them; each names its heading ({@code arena.list.<kind>}). */
    public List<String> kinds() {
        return List.of("running", "upcoming", "finished");
    }

    /** The games an arena may be played at, as {@code POST /api/games} names their rules. */
    public List<String> games() {
        return List.of("gomoku", "standard", "renju", "tictactoe", "connect4");
    }

    /** The clocks on offer: arenas are timed, and short clocks make for many games (web/static/js/arena-view.js). */
    public List<Clock> clocks() {
        return List.of(new Clock(1, 0), new Clock(2, 1), new Clock(3, 0), new Clock(3, 2), new Clock(5, 0),
            new Clock(5, 3), new Clock(10, 0), new Clock(10, 5));
    }

    /** Minutes on the clock and seconds added a move; {@code code()} is how the form's menu names it, "3+2". */
    public record Clock(int minutes, int seconds) {
        public String code() {
            return minutes + "+" + seconds;
        }
    }
}
