package inrow.room;

import inrow.game.Change;
import inrow.game.StoredGame;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Where games are kept. Writes are asynchronous and complete once durable; a room waits for that (without holding
 * a thread) before it shows the change to anyone. Reads are for start-up, archives and listings.
 */
public interface GameStore extends AutoCloseable {
    /** Commits the changes together; the future completes once they are durable, or fails. */
    CompletableFuture<Void> write(List<Change> changes);

    /** Games whose current round is not over: restored at start. */
    List<StoredGame> unfinished();

    Optional<StoredGame> load(String code);

    /** Every round's moves of a game, by round (the current one included); empty for an unknown game. */
    java.util.Map<Integer, List<inrow.engine.Point>> movesByRound(String code);

    /**
     * Recently finished games, newest first; games called off (aborted), games left out of the lobby (unlisted:
     * between friends) and a person's games against the computer (theirs, not a show) are not among them.
     */
    List<StoredGame> finished(int limit);

    /** Deletes games still waiting for a player that were created before the cut-off, except those in keep. */
    int deleteNeverStarted(long createdBefore, java.util.Set<String> keep);

    /**
     * Drops the players' chat of games finished before the cut-off (the game, its moves and result stay); returns
     * how many games lost their chat. The chat of a finished game is the two players' alone, and kept for ever it
     * only grows (issue 38).
     */
    default int forgetChat(long finishedBefore) {
        return 0;
    }

    @Override
    void close();

    /** Keeps nothing: for tests of rooms alone, and for a server run without a data directory. */
    GameStore NONE = new GameStore() {
        @Override
        public CompletableFuture<Void> write(List<Change> changes) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public List<StoredGame> unfinished() {
            return List.of();
        }

        @Override
        public Optional<StoredGame> load(String code) {
            return Optional.empty();
        }

        @Override
        public java.util.Map<Integer, List<inrow.engine.Point>> movesByRound(String code) {
            return java.util.Map.of();
        }

        @Override
        public List<StoredGame> finished(int limit) {
            return List.of();
        }

        @Override
        public int deleteNeverStarted(long createdBefore, java.util.Set<String> keep) {
            return 0;
        }

        @Override
        public void close() {
        }
    };
}
