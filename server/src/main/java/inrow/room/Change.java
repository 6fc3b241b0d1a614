package inrow.room;

import inrow.engine.Rules;

/**
 * One durable fact about a game, as the store writes it. A room writes a list of these per change and shows the
 * change to anyone only once the list is committed. Seats are kept by slot: slot 0 is the player who was X in
 * round 1; colours swap every round, slots never do.
 */
public sealed interface Change {
    String code();

    record Created(String code, Rules rules, long thinkMillis, long paceMillis, long at) implements Change {
    }

    /** kind is "human" (with a token) or "bot" (with a level). */
    record Seated(String code, int slot, String token, String name, String kind, String level) implements Change {
    }

    record Renamed(String code, int slot, String name) implements Change {
    }

    record Moved(String code, int round, int ply, int x, int y, long at) implements Change {
    }

    /** The game's status and result after a change, kept for listings and for endings a replay cannot tell. */
    record Status(String code, int round, String status, String winner, String reason, long at) implements Change {
    }

    record NewRound(String code, int round, long at) implements Change {
    }

    /**
     * Cluster mode: the game's change count moves from {@code from} to {@code to}, and only from {@code from}; the
     * write fails if another node already took that step.
     */
    record Sequenced(String code, long from, long to) implements Change {
    }

    /** A game that never started, forgotten after a day. */
    record Deleted(String code) implements Change {
    }
}
