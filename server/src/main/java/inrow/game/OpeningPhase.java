package inrow.game;

/** Where a swap opening stands: stones to place, a colour to choose, or colours settled and play on. */
public enum OpeningPhase {
    PLACE, CHOOSE, DONE
}
