package inrow.room;

/** Who fills a seat when a room is created. */
public enum SeatSpec {
    /** The person creating the room: it gets the token at once. */
    CREATOR,
    /** The first visitor of the link who wants to play. */
    OPEN
}
