package inrow.tournament;

/** One line of an arena's standings: rank (1 first), the player, their sheet and the rating they are ranked by. */
public record Standing(int rank, Entrant entrant, Sheet sheet, double rating, int performance) {
    public int score() {
        return sheet.score();
    }
}
