package inrow.tournament;

/**
 * A free player waiting to be paired: their score and rating (the order pairing follows), their colour balance
 * (games as X minus games as O), the colour they had last (null: none yet) and their last opponent (null: none).
 */
public record Candidate(String account, int score, double rating, int colourBalance, String lastColour,
                        String lastOpponent) {
}
