package inrow.room;

import inrow.protocol.GameView;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Where a room's changes go to last and, with several nodes, to be shared. On one node that is just the store
 * ({@link #local}). In cluster mode ({@code inrow.cluster}) each change is a numbered step of its room: an append
 * is taken only if the room is still at the step the node validated against, so two nodes never both take the same
 * step, and every node holding the room hears every step in order.
 */
public interface Ledger {
    /** What an append came to: taken as step {@code seq}, or refused because the room is already at {@code seq}. */
    record Appended(boolean taken, long seq) {
    }

    /** The steps a room missed, in order; or, when they can no longer be had one by one, the whole record. */
    record CatchUp(List<RoomEvent> events, StoredGame record) {
    }

    /**
     * Makes {@code changes} durable as step {@code after + 1}; completes with (true, after + 1) once they are, with
     * (false, latest) when another change took that step first, or fails (nothing was changed).
     */
    CompletableFuture<Appended> append(String code, long after, List<Change> changes, String comment);

    /** The steps after {@code after} up to {@code upTo}. */
    CompletableFuture<CatchUp> since(String code, long after, long upTo);

    /** The room's latest step as the ledger knows it (a node may not have heard it yet). */
    CompletableFuture<Long> latest(String code);

    /** The room is now held on this node: it hears the other nodes' steps and presence from now on. */
    void attach(Room room);

    void detach(Room room);

    /** Who this node has in the room changed. */
    void presence(Room room, Presence presence);

    /** Whether this node may think for the room's computer players (one node at a time). */
    CompletableFuture<Boolean> mayThink(String code);

    /**
     * The lobby's games across every node, or null when this node's rooms are all there is; fails when the other
     * nodes' games cannot be had just now.
     */
    List<GameView> lobby();

    /** One node: a change is durable once the store has it, and this node is alone. */
    static Ledger local(GameStore store) {
        return new Ledger() {
            @Override
            public CompletableFuture<Appended> append(String code, long after, List<Change> changes, String comment) {
                return store.write(changes).thenApply(done -> new Appended(true, after + 1));
            }

            @Override
            public CompletableFuture<CatchUp> since(String code, long after, long upTo) {
                return CompletableFuture.completedFuture(new CatchUp(List.of(), null));
            }

            @Override
            public CompletableFuture<Long> latest(String code) {
                return CompletableFuture.completedFuture(0L); // this node is the ledger: never behind
            }

            @Override
            public void attach(Room room) {
            }

            @Override
            public void detach(Room room) {
            }

            @Override
            public void presence(Room room, Presence presence) {
            }

            @Override
            public CompletableFuture<Boolean> mayThink(String code) {
                return CompletableFuture.completedFuture(true);
            }

            @Override
            public List<GameView> lobby() {
                return null;
            }
        };
    }
}
