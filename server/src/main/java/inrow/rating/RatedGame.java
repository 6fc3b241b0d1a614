package inrow.rating;

/** Both players' ratings after one rated game, and what each gained or lost (shown as +12 / -12). */
public record RatedGame(Rating first, Rating second, double firstChange, double secondChange) {
}
