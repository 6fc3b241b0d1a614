package inrow.room;

/**
 * How long an empty room lives before it is dropped from memory, by how far its game got, and how many rooms may
 * exist at once. Together they keep memory bounded whatever visitors do.
 */
public record RoomLimits(long waitingTtlMillis, long finishedTtlMillis, long abandonedTtlMillis, int maxRooms) {
    public static final RoomLimits DEFAULT = new RoomLimits(10 * 60_000L, 60 * 60_000L, 6 * 3600_000L, 100_000);
}
