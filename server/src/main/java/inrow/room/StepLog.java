package inrow.room;

import inrow.game.Change;
import inrow.game.StoredGame;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Where a room's steps go to last: each durable change is the room's next numbered step. On one node that is the
 * store alone ({@link #local}); in cluster mode an append is taken only if the room is still at the step the node
 * judged against, so two nodes never both take one step.
 */
public interface StepLog {
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
    CompletableFuture<Appended> append(String code, long after, List<Change> changes);

    /** The steps after {@code after} up to {@code upTo}. */
    CompletableFuture<CatchUp> since(String code, long after, long upTo);

    /** The room's latest step as the log knows it (a node may not have heard it yet). */
    CompletableFuture<Long> latest(String code);

    /** One node: a step is durable once the store has it, and this node is never behind. */
    static StepLog local(GameStore store) {
        return new StepLog() {
            @Override
            public CompletableFuture<Appended> append(String code, long after, List<Change> changes) {
                return store.write(changes).thenApply(done -> new Appended(true, after + 1));
            }

            @Override
            public CompletableFuture<CatchUp> since(String code, long after, long upTo) {
                return CompletableFuture.completedFuture(new CatchUp(List.of(), null));
            }

            @Override
            public CompletableFuture<Long> latest(String code) {
                return CompletableFuture.completedFuture(0L);
            }
        };
    }
}
