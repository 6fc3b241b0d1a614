package inrow.room;

/**
 * How long an empty room lives before it is dropped from memory, by how far its game got, and how many rooms may
 * exist at once; and, per owner (the client address that created them), how many games that never started it may
 * keep open (the oldest go first) and how many computer games with someone at them it may have running. Together
 * they keep memory and CPU bounded whatever one visitor does.
 */
public record RoomLimits(long waitingTtlMillis, long finishedTtlMillis, long abandonedTtlMillis, int maxRooms,
                         int neverStartedPerOwner, int computerGamesPerOwner) {
    /**
     * 30 computer games with someone at them per address: a classroom behind one router plays at once; the bot
     * pool, not this cap, keeps the computers' time fair.
     */
    public static final RoomLimits DEFAULT = new RoomLimits(10 * 60_000L, 60 * 60_000L, 6 * 3600_000L, 100_000, 24,
        30);

    public RoomLimits(long waitingTtlMillis, long finishedTtlMillis, long abandonedTtlMillis, int maxRooms) {
        this(waitingTtlMillis, finishedTtlMillis, abandonedTtlMillis, maxRooms, DEFAULT.neverStartedPerOwner,
            DEFAULT.computerGamesPerOwner);
    }

    public RoomLimits perOwner(int neverStarted, int computerGames) {
        return new RoomLimits(waitingTtlMillis, finishedTtlMillis, abandonedTtlMillis, maxRooms, neverStarted,
            computerGames);
    }
}
