package inrow.lobby;

import inrow.pairing.Seek;
import inrow.protocol.ServerMessage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Where the open seeks are kept: this node's memory ({@link #alone}), or Redis, shared by every node of a cluster.
 * Each change is one atomic step, so a player has at most one open seek, and of several taking one seek at once
 * exactly one gets it. A seek lapses when its creator was last seen (on any node) too long ago. A cluster's store
 * throws {@link IllegalStateException} when it cannot be reached; nothing changed then.
 */
public interface SeekBoard {
    /** Adds the seek (its id is the board's to give) unless its player has one open: the seek as added, or null. */
    Seek open(Seek draft);

    /** Takes the player's open seek out, if any. */
    Optional<Seek> withdraw(String player);

    /** Takes the seek out if it is still open: of several calls at once, exactly one gets it. */
    Optional<Seek> take(String id);

    Optional<Seek> byId(String id);

    Optional<Seek> of(String player);

    /** Every open seek, oldest first. */
    List<Seek> all();

    /** When these players were last on the site (epoch ms, as this node saw them); later sightings win. */
    void seen(Map<String, Long> lastSeen);

    /** Takes out the seeks of every creator last seen at or before {@code cutoff}; returns how many. */
    int lapse(long cutoff);

    /** Tells whichever node {@code taken.player()} is on that their seek was taken (this node hears it too). */
    void tell(Taken taken);

    /** What to do when a seek is taken (on this node or another). */
    void listen(Consumer<Taken> heard);

    /** A seek of {@code player}'s was accepted: the game made for them. */
    record Taken(String player, ServerMessage.Paired paired) {
    }

    /** One node: seeks in memory. */
    static SeekBoard alone() {
        return new LocalSeekBoard();
    }
}
