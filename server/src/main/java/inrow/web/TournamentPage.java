package inrow.web;

/**
 * An arena page's model: only its id and the server's time; the arena itself, its standings and what this person may
 * do come from {@code GET /api/tournaments/{id}}, polled.
 */
public record TournamentPage(String id, long now) {
}
