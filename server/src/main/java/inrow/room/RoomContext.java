package inrow.room;

import inrow.game.Timekeeper;
import inrow.protocol.Wire;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/**
 * What every room shares: the pool its queue runs on, the codec, token source and clock, the bot thinker, a timer
 * for paced bot moves and retries (null: none, as in tests), the store rooms are loaded from, how long a player may
 * be gone before the opponent can claim the game, the four cluster ports (each a trivial one on a single node) and
 * the meter the commit loop reports to; how long the side to move has for its first move in a listed untimed game
 * ({@code listedFirstMoveMillis}), the node's book of seats lost that way by address ({@link SeatLosses}), and the
 * names of the accounts that own seats ({@link AccountNames}) and, in rated games, their ratings ({@link SeatRatings}).
 */
public record RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                          ScheduledExecutorService timer, GameStore store, long abandonMillis, StepLog steps,
                          RoomChannel channel, BotLease lease, LobbyIndex lobby, RoomMeter meter,
                          long listedFirstMoveMillis, SeatLosses seatLosses, AccountNames names,
                          SeatRatings ratings) {
    public static final long DEFAULT_ABANDON_MILLIS = 60_000;
    public static final long LISTED_FIRST_MOVE_MILLIS = Timekeeper.LISTED_FIRST_MOVE_MS;

    /** No ratings shown. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis, StepLog steps,
                       RoomChannel channel, BotLease lease, LobbyIndex lobby, RoomMeter meter,
                       long listedFirstMoveMillis, SeatLosses seatLosses, AccountNames names) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease, lobby, meter,
            listedFirstMoveMillis, seatLosses, names, SeatRatings.NONE);
    }

    /** No accounts. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis, StepLog steps,
                       RoomChannel channel, BotLease lease, LobbyIndex lobby, RoomMeter meter,
                       long listedFirstMoveMillis, SeatLosses seatLosses) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease, lobby, meter,
            listedFirstMoveMillis, seatLosses, AccountNames.NONE);
    }

    /** The timed games' first-move time, a fresh book of lost seats. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis, StepLog steps,
                       RoomChannel channel, BotLease lease, LobbyIndex lobby, RoomMeter meter) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease, lobby, meter,
            Timekeeper.LISTED_FIRST_MOVE_MS, new SeatLosses());
    }

    /** Every port from one shared ledger (cluster mode, or the in-memory cluster of tests). */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis, Ledger ledger) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, ledger, ledger, ledger, ledger,
            RoomMeter.NONE);
    }

    /** One node: steps go to the store alone. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer, GameStore store, long abandonMillis) {
        this(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, StepLog.local(store),
            RoomChannel.NONE, BotLease.ALWAYS, LobbyIndex.NONE, RoomMeter.NONE);
    }

    /** Without a store or a timer: rooms alone, for tests. */
    public RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                       ScheduledExecutorService timer) {
        this(pool, wire, tokens, clock, thinker, timer, GameStore.NONE, DEFAULT_ABANDON_MILLIS);
    }

    public RoomContext withMeter(RoomMeter m) {
        return new RoomContext(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease,
            lobby, m, listedFirstMoveMillis, seatLosses, names, ratings);
    }

    /** A listed untimed game's first-move time: shorter in tests that wait for it on a real server. */
    public RoomContext withListedFirstMove(long millis) {
        return new RoomContext(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease,
            lobby, meter, millis, seatLosses, names, ratings);
    }

    /** Seats' owners shown by these names. */
    public RoomContext withNames(AccountNames n) {
        return new RoomContext(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease,
            lobby, meter, listedFirstMoveMillis, seatLosses, n, ratings);
    }

    /** Rated games' seats shown with these ratings. */
    public RoomContext withRatings(SeatRatings r) {
        return new RoomContext(pool, wire, tokens, clock, thinker, timer, store, abandonMillis, steps, channel, lease,
            lobby, meter, listedFirstMoveMillis, seatLosses, names, r);
    }
}
