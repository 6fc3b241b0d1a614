package inrow.tournament;

/** A tournament game whose room was just made, with its seats' tokens (handed to each player by the page). */
public record SeatedGame(ArenaGame game, String xToken, String oToken) {
}
