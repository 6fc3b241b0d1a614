package inrow.web;

import inrow.career.Career;
import java.util.List;

/**
 * A player's public page: their name, when they joined, and their record in all and per game kind; the recent games
 * the page loads from {@code /api/user/NAME/games}. {@code found} false: no such player (or a deleted one).
 */
public record ProfilePage(String name, long joined, Career.Tally all, List<Kind> kinds, boolean found) {
    /** One game kind's record; {@code kind}: its code (tictactoe, gomoku, standard, renju, connect4, custom). */
    public record Kind(String kind, Career.Tally tally) {
    }

    static ProfilePage notFound(String name) {
        return new ProfilePage(name, 0, new Career.Tally(0, 0, 0, 0), List.of(), false);
    }

    static ProfilePage of(String name, long joined, Career.Record record) {
        return new ProfilePage(name, joined, record.all(),
            record.byKind().entrySet().stream().map(e -> new Kind(e.getKey(), e.getValue())).toList(), true);
    }

    /** The game kinds a filter offers, in the lobby's order. */
    public List<String> filterKinds() {
        return List.of("tictactoe", "gomoku", "standard", "renju", "connect4", "custom");
    }
}
