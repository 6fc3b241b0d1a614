package inrow.tournament.swiss;

/** One pairing of the next round, by player ids, colours decided. */
public record Board(int white, int black) {
}
