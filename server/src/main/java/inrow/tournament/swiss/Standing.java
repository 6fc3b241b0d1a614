package inrow.tournament.swiss;

/** A player's place in the table: points, then Buchholz, then Sonneborn-Berger. */
public record Standing(int player, double points, double buchholz, double sonnebornBerger) {
}
