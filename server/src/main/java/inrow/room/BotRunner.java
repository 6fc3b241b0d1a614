package inrow.room;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.RandomBot;
import java.util.SplittableRandom;
import inrow.engine.Game;
import inrow.engine.Mark;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Runs bot searches on their own bounded pool, never on the rooms' threads: a search that takes a second must not
 * hold up a move in another room. The pool leaves one core to the rooms on a small machine.
 */
public final class BotRunner implements AutoCloseable {
    /** What rooms need: start a search, get the answer later on some other thread. */
    public interface Thinker {
        void think(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer);

        /** Whether the computer playing {@code self} accepts a draw; by default judged on the caller's thread. */
        default void judgeDraw(Bot bot, Game game, Mark self, long thinkMillis, Consumer<Boolean> answer) {
            answer.accept(bot.acceptsDraw(game, self, Budget.millis(thinkMillis)));
        }
    }

    private final ExecutorService pool;

    public BotRunner(int threads) {
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
            r -> {
                Thread t = new Thread(r, "bot-" + n.incrementAndGet());
                t.setDaemon(true);
                t.setPriority(Thread.MIN_PRIORITY);
                return t;
            });
    }

    /** One thread per core but one, and at least one. */
    public static BotRunner sizedToMachine() {
        return new BotRunner(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
    }

    public Thinker thinker() {
        BotRunner runner = this;
        return new Thinker() {
            @Override
            public void think(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer) {
                runner.think(bot, game, thinkMillis, wanted, answer);
            }

            @Override
            public void judgeDraw(Bot bot, Game game, Mark self, long thinkMillis, Consumer<Boolean> answer) {
                runner.judgeDraw(bot, game, self, thinkMillis, answer);
            }
        };
    }

    private void think(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer) {
        submit(() -> {
            if (!wanted.getAsBoolean()) {
                return; // the game moved on while this search waited for a thread
            }
            Decision decision;
            try {
                decision = bot.choose(game, Budget.millis(thinkMillis, () -> !wanted.getAsBoolean()));
            } catch (RuntimeException e) {
                // A bug in a bot must not freeze the game: log it and play a legal move instead.
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed", e);
                decision = new RandomBot(new SplittableRandom()).choose(game, Budget.millis(thinkMillis));
            }
            answer.accept(decision);
        });
    }

    /** Draw offers are judged on the same pool as moves, never on a room's thread. */
    private void judgeDraw(Bot bot, Game game, Mark self, long thinkMillis, Consumer<Boolean> answer) {
        submit(() -> {
            boolean accept;
            try {
                accept = bot.acceptsDraw(game, self, Budget.millis(thinkMillis));
            } catch (RuntimeException e) {
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed on a draw", e);
                accept = false;
            }
            answer.accept(accept);
        });
    }

    /** The server is stopping when the pool refuses: the computers think again after the restart. */
    private void submit(Runnable search) {
        try {
            pool.execute(search);
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            // nothing to do: restored games set their computers thinking again
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
