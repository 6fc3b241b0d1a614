package inrow.tournament;

/** Two players to start a game: {@code x} moves first. */
public record Pair(String x, String o) {
}
