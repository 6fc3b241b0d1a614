package inrow.rated;

import inrow.rating.Speed;

/**
 * What one rated round did to one player's rating: before and after, on the Glicko scale, {@code at} (epoch ms).
 * The round's key (code, round) is what makes a round rated once.
 */
public record RatingChange(String code, int round, String account, String kind, Speed speed, double before,
                           double deviationBefore, double after, double deviationAfter, long at) {
    /** The change as people read it: +12, -12, 0 (rounded as the two ratings are shown). */
    public long shownChange() {
        return Math.round(after) - Math.round(before);
    }
}
