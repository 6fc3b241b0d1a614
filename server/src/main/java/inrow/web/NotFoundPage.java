package inrow.web;

/** A page for a game code that names no game. */
public record NotFoundPage(String code) {
}
