package inrow.room;

import inrow.protocol.Wire;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;

/**
 * What every room shares: the pool its queue runs on, the codec, token source and clock, the bot thinker, and a
 * timer for paced bot moves (null: no pacing, as in tests).
 */
public record RoomContext(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, BotRunner.Thinker thinker,
                          ScheduledExecutorService timer) {
}
