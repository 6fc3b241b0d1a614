package inrow.arenas;

import java.security.SecureRandom;

/** New tournament ids: 8 random characters without look-alikes, the same for arenas and Swiss tournaments. */
public final class TournamentIds {
    private static final String ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
    private final SecureRandom random = new SecureRandom();

    public String next() {
        StringBuilder id = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            id.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return id.toString();
    }
}
