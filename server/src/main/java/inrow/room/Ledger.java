package inrow.room;

/**
 * Everything a cluster shares, for an implementation that does all four jobs over one connection (Redis, or the
 * in-memory cluster of the room tests). Rooms use each job through its own port.
 */
public interface Ledger extends StepLog, RoomChannel, BotLease, LobbyIndex {
}
