package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Renju;
import java.util.List;
import java.util.Set;

/**
 * What the {@link Judge} says a message does to a table: refuse it, answer it without a durable change, or commit
 * changes as the room's next step and then answer. Only the room's commit loop carries a verdict out.
 */
public sealed interface Verdict {
    /**
     * Nothing changes; the sender gets {@code code}. {@code unlessBehind}: the refusal may be wrong only because
     * this node has not heard a step another node took (an unknown token, a ply ahead): the room asks the step log
     * first and, if it is behind, catches up and judges again.
     */
    record Refuse(Refusal code, String message, boolean unlessBehind, Renju.Foul foul) implements Verdict {
        public Refuse(Refusal code, String message) {
            this(code, message, false, null);
        }

        public Refuse(Refusal code, String message, boolean unlessBehind) {
            this(code, message, unlessBehind, null);
        }

        Refuse lagging(boolean maybe) {
            return new Refuse(code, message, unlessBehind || maybe, foul);
        }
    }

    /** Nothing durable changes; the room does {@code then}. */
    record Answer(Then then) implements Verdict {
    }

    /**
     * The changes become the room's next step; once they are durable and applied, the room does {@code then}.
     * {@code played}: the judge's own play of the move it commits, or null.
     */
    record Commit(List<Change> changes, Then then, Played played) implements Verdict {
        public Commit {
            changes = List.copyOf(changes);
        }

        public Commit(List<Change> changes, Then then) {
            this(changes, then, null);
        }
    }

    /**
     * The judge had to play a move to know it is legal, and {@code to} is what came of playing it on {@code from}.
     * The room hands this to {@link Reducer#evolve(Table, Change, Played)}, which keeps {@code to} instead of playing
     * the move a second time on the room's actor (copying the cells, looking for a line, in renju for a foul).
     * A game is immutable, so the same move on the same game (the same object) gives the same game.
     */
    record Played(Game from, Game to) {
    }

    /** A commit of one change, after which everyone is shown the table. */
    static Verdict commit(Change change) {
        return new Commit(List.of(change), new Show());
    }

    /** Nothing to do, nothing to say: a computer's answer for a turn that is gone. */
    record Ignore() implements Verdict {
    }

    /** What the room does once a verdict holds. */
    sealed interface Then {
    }

    /**
     * The sender now holds this seat (null: watches, chatting as {@code name}): welcome it, send it the chat it may
     * read, and show everyone the room.
     */
    record Seat(Mark seat, String name) implements Then {
        public Seat(Mark seat) {
            this(seat, null);
        }
    }

    /** The committed change speaks for itself (a chat line goes to those who may read it); no state to show. */
    record Quiet() implements Then {
    }

    /** Show everyone the new state; the sender's copy echoes its id. */
    record Show() implements Then {
    }

    /** The sender alone gets the state as it is (a resent move, a rematch another node already started). */
    record Confirm() implements Then {
    }

    record Pong() implements Then {
    }

    /** This node's rematch asks are now {@code asks}; the round starts once both players asked, on any node. */
    record Ask(Set<Mark> asks) implements Then {
    }
}
