package inrow.pairing;

/**
 * One player waiting in one pool: who, since when ({@code enteredAt}, the injected clock's milliseconds), and what
 * pairing weighs: rating and deviation as they entered, and their recent games.
 */
public record Entry(PoolKey pool, Seeker seeker, long enteredAt, Recent recent) {
    public String player() {
        return seeker.player();
    }

    public double rating() {
        return seeker.rating();
    }
}
