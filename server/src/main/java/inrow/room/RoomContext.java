package inrow.room;

import inrow.protocol.Wire;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/**
 * What every room shares: the pool its queue runs on, the codec, token source and clock, the bot thinker, a timer
 * for paced bot moves and retries (null: none, as in tests), the store, and how long a player may be gone before
 * the opponent can claim the game, and the ledger that makes changes durable and, in cluster mode, shares them.
 */
public record RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                          ScheduledExecutorService timer, GameStore store, long abandonMillis, Ledger ledger) {
    public static final long DEFAULT_ABANDON_MILLIS = 60_000;

    /** One node: changes go to the store alone. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, Ledger.local(store));
    }

    /** Without a store or a timer: rooms alone, for tests. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer) {
        this(pool, wire, tokens, clock, thinker, timer, GameStore.NONE, DEFAULT_ABANDON_MILLIS);
    }
}
