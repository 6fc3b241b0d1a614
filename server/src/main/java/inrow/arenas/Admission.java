package inrow.arenas;

import inrow.rating.Rating;
import inrow.tournament.ArenaSettings;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.function.Supplier;

/** Whether a newcomer may enter a tournament: its password, if it has one, and its entry conditions. */
public final class Admission {
    private Admission() {
    }

    /** Null when admitted; {@code rating}: the newcomer's rating now, read only when a condition needs it. */
    public static Refusal check(ArenaSettings s, String password, Supplier<Rating> rating) {
        if (s.locked() && (password == null || !MessageDigest.isEqual(digest(password).getBytes(StandardCharsets.UTF_8),
            s.passwordDigest().getBytes(StandardCharsets.UTF_8)))) {
            return Refusal.WRONG_PASSWORD;
        }
        if (s.minRating() != null || s.maxRating() != null || s.minRatedGames() != null) {
            Rating r = rating.get();
            if ((s.minRating() != null && r.rating() < s.minRating())
                || (s.maxRating() != null && r.rating() > s.maxRating())) {
                return Refusal.RATING_RANGE;
            }
            if (s.minRatedGames() != null && r.games() < s.minRatedGames()) {
                return Refusal.RATED_GAMES;
            }
        }
        return null;
    }

    /** A password as kept: its SHA-256 (a tournament's password keeps strangers out; it guards no account). */
    public static String digest(String password) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(password.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
