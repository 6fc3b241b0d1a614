package inrow.room;

import inrow.game.Table;
import inrow.game.Judge;
import inrow.game.Verdict;
import inrow.game.Player;
import inrow.game.Opening;
import inrow.bot.Bot;
import inrow.bot.Level;
import inrow.bot.ColourChoice;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.game.GameStatus;
import inrow.game.OpeningPhase;
import inrow.game.Take;
import inrow.game.TournamentOpening;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The computer players of one room: their engines by slot (an engine keeps state between moves of a round), which
 * turn a search was started for (so one turn never gets two searches), the bot lease in cluster mode, and the pace
 * between shown moves. An answer comes back into the room's queue as an {@link Answer}, to be judged like any move.
 * In a swap opening a computer that must place is asked for all its stones at once ({@link Bot#placeOpening}) and
 * plays them one by one as its moves, each paced and committed like any other; one that must choose is asked
 * {@link Bot#chooseColour}. In renju's tournament openings a computer is asked for each step it must take
 * ({@link Bot#tournamentStep}), one step a turn. Everything runs in the room's queue but the check of {@code live},
 * which bot threads read.
 */
final class BotTurns {
    private static final long LEASE_RETRY_MILLIS = 2000;


    /**
     * {@code phase}: a move (done), opening stones to place, or a colour to choose; {@code more}: swap2's offer;
     * {@code tournament}: renju's tournament opening while it waits for this computer's step (null otherwise).
     */
    private record Search(long turn, Mark seat, Bot bot, Game game, OpeningPhase phase, int round, boolean more,
                          TournamentOpening tournament) {
    }

    /** A computer's opening stones, asked for at once and played one a turn: from ply {@code from} of the round. */
    private record Plan(int round, int from, List<Point> stones) {
        /** The stone for this game's next ply, if the stones so far are the plan's. */
        Point next(int round, Game game) {
            int i = game.ply() - from;
            if (round != this.round || i < 0 || i >= stones.size()) {
                return null;
            }
            List<Point> moves = game.moves();
            for (int k = 0; k < i; k++) {
                if (!moves.get(from + k).equals(stones.get(k))) {
                    return null;
                }
            }
            return stones.get(i);
        }
    }

    private final String code;
    private final RoomContext ctx;
    private final Executor queue;
    private final Supplier<Table> table;
    private final Judge judge;
    /** Where a computer's answer goes: into the room's queue, to be judged against the table as it is then. */
    private final Consumer<Function<Table, Verdict>> answers;
    private final Bot[] bots = new Bot[2];
    private long searched = -1;
    private Plan plan;
    /** The turn a standing draw offer was last put to the computer, so it is asked once per offer and turn. */
    private long drawAsked = -1;
    private boolean closed;
    /** The turn an answer is still wanted for; -1: none. */
    private volatile long live = -1;

    BotTurns(String code, RoomContext ctx, Executor queue, Supplier<Table> table, Judge judge,
             Consumer<Function<Table, Verdict>> answers) {
        this.code = code;
        this.judge = judge;
        this.ctx = ctx;
        this.queue = queue;
        this.table = table;
        this.answers = answers;
    }

    /**
     * If a computer is to move and no search was started for this turn, starts one once this node holds the
     * room's lease. The search runs on the thinker's threads, never in the room's queue.
     */
    void drive() {
        Table t = table.get();
        askDraw(t);
        Search search = due(t);
        if (search == null) {
            return;
        }
        CompletableFuture<Boolean> lease = ctx.lease().mayThink(code);
        if (lease.isDone() && !lease.isCompletedExceptionally() && lease.join()) {
            think(search, t); // one node: always
            return;
        }
        lease.whenComplete((mine, failure) -> queue.execute(() -> {
            Table now = table.get();
    if (closed || now.status() != GameStatus.PLAYING || now.turnKey() != search.turn()) {
                return;
            }
            if (Boolean.TRUE.equals(mine)) {
                think(search, now);
            } else {
                // Another node thinks for this room (or Redis is away): ask again later, to take over if it dies.
                retry(LEASE_RETRY_MILLIS);
            }
        }));
    }

    private Search due(Table t) {
        if (closed || t.status() != GameStatus.PLAYING) {
            return null;
        }
        Mark seat = t.toAct();
        Player player = t.player(seat);
        if (player == null || !player.isBot() || searched == t.turnKey()) {
            return null;
        }
        searched = t.turnKey();
        int slot = t.slot(seat);
        if (bots[slot] == null) {
            bots[slot] = Level.parse(player.level()).create(new SplittableRandom());
        }
        return new Search(t.turnKey(), seat, bots[slot], t.game(), t.phase(), t.round(),
            t.opening().moreOffered(), t.current().inTournament() ? t.current().tournament() : null);
    }

    private void think(Search s, Table t) {
        live = s.turn();
        if (s.tournament() != null) {
            ctx.thinker().tournamentStep(s.bot(), s.tournament(), new SplittableRandom(),
                step -> deliver(now -> judge.botStep(now, s.turn(), s.seat(), step)));
            return;
        }
        switch (s.phase()) {
            case DONE -> ctx.thinker().think(s.bot(), s.game(), t.thinkMillis(), () -> live == s.turn(),
                decision -> deliver(now -> judge.botMove(now, s.turn(), s.seat(), decision.move(), decision.comment())));
            case PLACE -> place(s);
            case CHOOSE -> ctx.thinker().chooseColour(s.bot(), s.game(), s.more(), t.thinkMillis(),
                () -> live == s.turn(), choice -> deliver(now -> judge.botChoose(now, s.turn(), s.seat(), take(choice))));
            default -> throw new IllegalStateException("no way to think in phase " + s.phase());
        }
    }

    /** The next of the computer's opening stones: from its plan, or from a plan asked for now (off this queue). */
    private void place(Search s) {
        Point next = plan == null ? null : plan.next(s.round(), s.game());
        if (next != null) {
            deliver(now -> judge.botMove(now, s.turn(), s.seat(), next, null));
            return;
        }
        int count = (s.game().ply() < Opening.FIRST_STONES ? Opening.FIRST_STONES
            : Opening.FIRST_STONES + Opening.MORE_STONES) - s.game().ply();
        ctx.thinker().placeOpening(s.bot(), s.game(), count, new SplittableRandom(),
            stones -> queue.execute(() -> {
                if (closed || stones.isEmpty()) {
                    return;
                }
                plan = new Plan(s.round(), s.game().ply(), List.copyOf(stones));
                Point first = stones.get(0);
                deliver(now -> judge.botMove(now, s.turn(), s.seat(), first, null));
            }));
    }

    /** A computer's colour choice as the wire says it: X is black. */
    private static Take take(ColourChoice choice) {
        return switch (choice) {
            case BLACK -> Take.X;
            case WHITE -> Take.O;
            case MORE -> Take.MORE;
        };
    }

    /**
     * A draw offer standing against a computer is put to it while it is not searching for a move (an engine's
     * calls never overlap); on its own turn its move makes the offer lapse, as a person's would.
     */
    private void askDraw(Table t) {
        Mark offerer = t.offers().draw();
        if (closed || offerer == null || t.status() != GameStatus.PLAYING || drawAsked == t.turnKey()) {
            return;
        }
        Mark self = offerer.other();
        Player p = t.player(self);
        if (p == null || !p.isBot() || t.game().turn() == self) {
            return;
        }
        drawAsked = t.turnKey();
        int slot = t.slot(self);
        if (bots[slot] == null) {
            bots[slot] = Level.parse(p.level()).create(new SplittableRandom());
        }
        ctx.thinker().judgeDraw(bots[slot], t.game(), self, t.thinkMillis(),
            accept -> queue.execute(() -> answers.accept(now -> judge.botDraw(now, self, accept))));
    }

    /** On a bot thread: waits out the pace since the last move shown, then hands the answer to the room's queue. */
    private void deliver(Function<Table, Verdict> answer) {
        Table t = table.get();
        long wait = t.lastMoveAt() + t.paceMillis() - ctx.clock().getAsLong();
        Runnable submit = () -> queue.execute(() -> answers.accept(answer));
        if (wait > 0 && ctx.timer() != null) {
            try {
                ctx.timer().schedule(submit, wait, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopping) {
                // The server is shutting down; the bot thinks again after the restart.
            }
        } else {
            submit.run();
        }
    }

    /** The table as shown now: an answer is wanted only for its turn, if it is in play. */
    void shown(Table t) {
        live = t.status() == GameStatus.PLAYING ? t.turnKey() : -1;
    }

    /** The search for this turn came to nothing (an illegal answer, a failed save): search again now. */
    void again() {
        searched = -1;
        plan = null; // a stone of it was refused: ask for new ones
        drive();
    }

    /** Search again for this turn after a while (the lease is elsewhere, or the store failed). */
    void retry(long millis) {
        searched = -1;
        if (ctx.timer() == null) {
            return;
        }
        try {
            ctx.timer().schedule(() -> queue.execute(this::drive), millis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException stopping) {
            // shutting down: nothing to retry
        }
    }

    /** A new round: engines start afresh. */
    void newRound() {
        plan = null;
        for (Bot bot : bots) {
            if (bot != null) {
                bot.reset();
            }
        }
    }

    /** The room closed: no answer is wanted any more, and nothing starts. */
    void close() {
        closed = true;
        live = -1;
    }
}
