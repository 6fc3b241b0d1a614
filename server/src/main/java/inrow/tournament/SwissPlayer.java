package inrow.tournament;

/** A Swiss player's number (the pairing's id for them, from 1 in the order they joined) and ranking rating. */
public record SwissPlayer(String account, int number, int rating) {
}
