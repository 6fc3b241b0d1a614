package inrow.room;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.ColourChoice;
import inrow.bot.Decision;
import inrow.bot.RandomBot;
import java.util.SplittableRandom;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.TournamentMove;
import inrow.game.TournamentOpening;
import java.util.List;
import java.util.random.RandomGenerator;
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

        /** Swap openings: the stones the computer places; by default asked on the caller's thread. */
        default void placeOpening(Bot bot, Game game, int count, RandomGenerator random,
                                  Consumer<List<Point>> answer) {
            answer.accept(bot.placeOpening(game, count, random));
        }

        /** Swap openings: the colour the computer takes (or more stones); by default asked on the caller's thread. */
        default void chooseColour(Bot bot, Game game, boolean moreOffered, long thinkMillis, BooleanSupplier wanted,
                                  Consumer<ColourChoice> answer) {
            answer.accept(bot.chooseColour(game, moreOffered, Budget.millis(thinkMillis, () -> !wanted.getAsBoolean())));
        }

        /** Renju's tournament openings: the computer's step; by default asked on the caller's thread. */
        default void tournamentStep(Bot bot, TournamentOpening opening, RandomGenerator random,
                                    Consumer<TournamentMove> answer) {
            answer.accept(bot.tournamentStep(opening, random));
        }
    }

    /** Searches waiting at most; past that a room's computer is asked to think again later (its lease retry). */
    static final int MAX_WAITING = 2000;
    /**
     * Thinking is shared: a search taken from the queue may think for at most this long divided among the searches
     * waiting (but never less than {@link #MIN_THINK_MILLIS}), so a game's turn waits behind a bounded amount of
     * others' thinking however many long searches were asked for. Under no load each gets its full time.
     */
    static final long SHARED_WINDOW_MILLIS = 2000;
    static final long MIN_THINK_MILLIS = 50;

    private final ThreadPoolExecutor pool;
    private final LinkedBlockingQueue<Runnable> waiting = new LinkedBlockingQueue<>(MAX_WAITING);
    private final java.util.concurrent.ScheduledExecutorService retries =
        java.util.concurrent.Executors.newSingleThreadScheduledExecutor(inrow.Daemons.named("bot-retry"));

    public BotRunner(int threads) {
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, waiting,
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

            @Override
            public void placeOpening(Bot bot, Game game, int count, RandomGenerator random,
                                     Consumer<List<Point>> answer) {
                runner.placeOpening(bot, game, count, random, answer);
            }

            @Override
            public void chooseColour(Bot bot, Game game, boolean moreOffered, long thinkMillis, BooleanSupplier wanted,
                                     Consumer<ColourChoice> answer) {
                runner.chooseColour(bot, game, moreOffered, thinkMillis, wanted, answer);
            }

            @Override
            public void tournamentStep(Bot bot, TournamentOpening opening, RandomGenerator random,
                                       Consumer<TournamentMove> answer) {
                runner.tournamentStep(bot, opening, random, answer);
            }
        };
    }

    private void think(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted, Consumer<Decision> answer) {
        submit(wanted, () -> {
            if (!wanted.getAsBoolean()) {
                return; // the game moved on while this search waited for a thread
            }
            Decision decision;
            long started = System.nanoTime();
            // The share is asked again as the search runs: a long search cut short when others queue behind it.
            BooleanSupplier over = () -> !wanted.getAsBoolean()
                || System.nanoTime() - started > TimeUnit.MILLISECONDS.toNanos(share(thinkMillis));
            try {
                decision = bot.choose(game, Budget.millis(share(thinkMillis), over));
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
        submit(() -> true, () -> {
            boolean accept;
            try {
                accept = bot.acceptsDraw(game, self, Budget.millis(share(thinkMillis)));
            } catch (RuntimeException e) {
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed on a draw", e);
                accept = false;
            }
            answer.accept(accept);
        });
    }

    /** A swap opening's stones, on the same pool as moves (a strong level may consult its book or search). */
    private void placeOpening(Bot bot, Game game, int count, RandomGenerator random, Consumer<List<Point>> answer) {
        submit(() -> true, () -> {
            List<Point> stones;
            try {
                stones = bot.placeOpening(game, count, random);
            } catch (RuntimeException e) {
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed to open", e);
                stones = new RandomBot(new SplittableRandom()).placeOpening(game, count, random);
            }
            answer.accept(stones);
        });
    }

    /** A swap opening's choice, on the same pool, with the same share of thinking time as a move. */
    private void chooseColour(Bot bot, Game game, boolean moreOffered, long thinkMillis, BooleanSupplier wanted,
                              Consumer<ColourChoice> answer) {
        submit(wanted, () -> {
            if (!wanted.getAsBoolean()) {
                return;
            }
            ColourChoice choice;
            try {
                choice = bot.chooseColour(game, moreOffered,
                    Budget.millis(share(thinkMillis), () -> !wanted.getAsBoolean()));
            } catch (RuntimeException e) {
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed to choose", e);
                choice = ColourChoice.BLACK;
            }
            answer.accept(choice);
        });
    }

    /**
     * A tournament opening's step, on the same pool as moves (the master scores candidates with its search). A bot
     * that fails answers nothing: the room's first-move allowance then calls the game off, as for a person.
     */
    private void tournamentStep(Bot bot, TournamentOpening opening, RandomGenerator random,
                                Consumer<TournamentMove> answer) {
        submit(() -> true, () -> {
            TournamentMove step;
            try {
                step = bot.tournamentStep(opening, random);
            } catch (RuntimeException e) {
                System.getLogger(BotRunner.class.getName()).log(System.Logger.Level.ERROR, "bot failed to step", e);
                return;
            }
            answer.accept(step);
        });
    }

    /** The time a search taken now may think: what it asked for, or its share when others wait behind it. */
    long share(long thinkMillis) {
        int behind = waiting.size();
        return behind == 0 ? thinkMillis
            : Math.min(thinkMillis, Math.max(MIN_THINK_MILLIS, SHARED_WINDOW_MILLIS / (behind + 1)));
    }

    /**
     * Queues a search. A full queue is asked again a second later, while the answer is still wanted; a pool that
     * refuses because the server is stopping drops it (restored games set their computers thinking again).
     */
    private void submit(BooleanSupplier wanted, Runnable search) {
        try {
            pool.execute(search);
        } catch (java.util.concurrent.RejectedExecutionException refused) {
            if (!pool.isShutdown() && wanted.getAsBoolean()) {
                retries.schedule(() -> submit(wanted, search), 1, TimeUnit.SECONDS);
            }
        }
    }

    @Override
    public void close() {
        retries.shutdownNow();
        pool.shutdownNow();
    }
}
