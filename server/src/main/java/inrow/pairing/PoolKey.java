package inrow.pairing;

/**
 * One pool: a game kind and a time control as the catalogue names them ({@code "gomoku-standard"}, {@code "3+2"}),
 * and whether its games are rated. Opaque here: what a kind or a clock means is the catalogue's business.
 */
public record PoolKey(String game, String clock, boolean rated) {
    public PoolKey {
        if (game == null || game.isBlank() || clock == null || clock.isBlank()) {
            throw new IllegalArgumentException("a pool needs a game and a clock");
        }
    }

    /** As the wire and the page name it: {@code gomoku-standard/3+2} or {@code gomoku-standard/3+2/rated}. */
    public String id() {
        return game + "/" + clock + (rated ? "/rated" : "");
    }
}
