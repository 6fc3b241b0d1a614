package inrow.game;

/**
 * What a tournament opening waits for: a stone, a swap decision, Soosorv's 4th stone with the number of fifth moves,
 * Taraguchi's 5th (one stone, or ten offered), Soosorv's offered fifths, white's pick among them; or nothing more
 * (the opening is over and play goes on by the renju rules).
 */
public enum TournamentStep {
    PLACE, SWAP, DECLARE, FIFTH, OFFER, PICK, DONE
}
