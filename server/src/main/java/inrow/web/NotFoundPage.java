package inrow.web;

/** The 404 page: for a game code that names no game, or (code null) for an address that names nothing. */
public record NotFoundPage(String code) {
}
