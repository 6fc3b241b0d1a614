package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Point;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Decides what a command does to a table: a pure function of the table, the sender's seat and the command (plus the
 * time and a fresh token, both injected). No queue, no futures, no I/O: the room carries the verdict out. Each job
 * has its collaborator (as lila's round module has a drawer, a takebacker, a rematcher...); this class only sends
 * each command to the one whose job it is.
 */
public final class Judge {
    private final Seating seating;
    private final Moving moving;
    private final Choosing choosing;
    private final Stepping stepping;
    private final Drawing drawing;
    private final TakingBack takingBack;
    private final Aborting aborting;
    private final Chatting chatting;
    private final Rematching rematching;
    private final Finishing finishing;
    private final Timekeeper timekeeper;

    public Judge(Supplier<String> newToken, LongSupplier clock, long abandonMillis) {
        this(newToken, clock, abandonMillis, Timekeeper.LISTED_FIRST_MOVE_MS);
    }

    /** {@code listedFirstMoveMillis}: a listed untimed game's first-move time. */
    public Judge(Supplier<String> newToken, LongSupplier clock, long abandonMillis, long listedFirstMoveMillis) {
        this.seating = new Seating(newToken, clock);
        this.moving = new Moving(clock);
        this.choosing = new Choosing(clock);
        this.stepping = new Stepping(clock);
        this.drawing = new Drawing(clock);
        this.takingBack = new TakingBack(clock);
        this.aborting = new Aborting(clock);
        this.chatting = new Chatting(clock);
        this.rematching = new Rematching(clock);
        this.finishing = new Finishing(clock, abandonMillis);
        this.timekeeper = new Timekeeper(clock, listedFirstMoveMillis);
    }

    /**
     * What {@code command} from the sender at {@code seat} (null: not seated) does to {@code t}, with its people
     * where {@code w} says. Every kind of command has its case here; a test checks that none falls through.
     */
    public Verdict decide(Table t, Whereabouts w, Mark seat, Command command) {
        if (command instanceof Command.Sit c) {
            return seating.sit(t, seat, c);
        } else if (command instanceof Command.Link c) {
            return seating.link(t, c);
        } else if (command instanceof Command.Berserk c) {
            return Berserking.berserk(t, c.slot());
        } else if (command instanceof Command.Move c) {
            return moving.move(t, seat, c);
        } else if (command instanceof Command.Resign) {
            return finishing.resign(t, seat);
        } else if (command instanceof Command.Rematch) {
            return rematching.rematch(t, w, seat);
        } else if (command instanceof Command.Claim) {
            return finishing.claim(t, w, seat);
        } else if (command instanceof Command.Ping) {
            return new Verdict.Answer(new Verdict.Pong());
        } else if (command instanceof Command.Draw c) {
            return drawing.draw(t, seat, c.accept());
        } else if (command instanceof Command.Takeback c) {
            return takingBack.takeback(t, seat, c.accept());
        } else if (command instanceof Command.Abort) {
            return aborting.abort(t, seat);
        } else if (command instanceof Command.Say c) {
            return chatting.say(t, seat, c);
        } else if (command instanceof Command.Choose c) {
            return choosing.choose(t, seat, c.take());
        } else if (command instanceof Command.Step c) {
            return stepping.step(t, seat, c.step());
        }
        throw new IllegalArgumentException("no rule for " + command.getClass().getSimpleName());
    }

    /**
     * What the sender at {@code seat} may do now, by the same checks {@link #decide} refuses with: a spectator may
     * do none of it.
     */
    public Capabilities can(Table t, Whereabouts w, Mark seat) {
        if (seat == null) {
            return Capabilities.NONE;
        }
        return new Capabilities(Moving.check(t, seat) == null, Drawing.check(t, seat) == null,
            TakingBack.check(t, seat) == null, Aborting.check(t, seat) == null,
            finishing.checkClaim(t, w, seat) == null,
            Rematching.check(t, seat) == null && !w.asks(t).contains(seat), // asked already: nothing more to do
            Finishing.checkResign(t, seat) == null, Choosing.check(t, seat) == null,
            Stepping.check(t, seat) == null);
    }

    /** How long the side to act has for its first move in this table (shown to the players). */
    public long firstMoveLimit(Table t) {
        return timekeeper.firstMoveLimit(t);
    }

    /** When something is next due in this table without anyone sending anything; {@link Long#MAX_VALUE}: never. */
    public long deadline(Table t, Whereabouts w) {
        return timekeeper.deadline(t, w);
    }

    /** What the clock alone decides now: a flag, a first move not made, a game left for good; else nothing. */
    public Verdict tick(Table t, Whereabouts w) {
        return timekeeper.tick(t, w);
    }

    /** Both players asked for a rematch (on any node): the next round, or the state as it is. */
    public Verdict nextRound(Table t, Whereabouts w) {
        return rematching.nextRound(t, w);
    }

    /** A computer's move for the turn {@code turn} (see {@link Table#turnKey}). */
    public Verdict botMove(Table t, long turn, Mark seat, Point move, String comment) {
        return moving.botMove(t, turn, seat, move, comment);
    }

    /** A computer's swap-opening choice for the turn {@code turn}. */
    /** A computer's tournament step, for the turn it was asked for (ignored once the table has moved on). */
    public Verdict botStep(Table t, long turn, Mark seat, TournamentMove step) {
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || !t.current().inTournament()
            || t.toAct() != seat) {
            return new Verdict.Ignore();
        }
        return stepping.step(t, seat, step.code(t.rules()));
    }

    public Verdict botChoose(Table t, long turn, Mark seat, Take take) {
        return choosing.botChoose(t, turn, seat, take);
    }

    /** A computer's answer to the draw offer standing against it. */
    public Verdict botDraw(Table t, Mark bot, boolean accept) {
        return drawing.botDraw(t, bot, accept);
    }
}
