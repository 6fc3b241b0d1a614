package inrow.bot;

/** A computer's answer when a swap opening asks it to choose: play black, play white, or (swap2) place two more. */
public enum ColourChoice {
    BLACK, WHITE, MORE
}
