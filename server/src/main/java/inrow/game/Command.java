package inrow.game;

/**
 * What someone at a table asks the {@link Judge} for, in the game's words: the room turns each wire message into
 * one of these (in one place) and hands the judge the sender's seat beside it.
 */
public sealed interface Command {
    /**
     * Take a seat or watch: {@code token} proves a seat already held, else an open seat is taken (or the sender
     * watches, when it asks to or none is open); {@code name}: what the sender wants to be called, or null.
     */
    record Sit(String token, String name, boolean watch, String account) implements Command {
        /** A guest: no account proves a seat or takes one. */
        public Sit(String token, String name, boolean watch) {
            this(token, name, watch, null);
        }
    }

    /** Halve the clock of the player in {@code slot} before their first move (an arena's berserk; the server's). */
    record Berserk(int slot) implements Command {
    }

    /** Make {@code account} the owner of the seat {@code token} proves (a guest's game, added to a new account). */
    record Link(String token, String account) implements Command {
    }

    /**
     * Place a stone at column x, row y ({@code y} null: drop into the column, on a board with gravity); {@code ply}:
     * the moves played as the sender saw them, or null; {@code lagMs}: the network lag this node trusts on the
     * sender's connection, refunded (capped) on a timed move.
     */
    record Move(int x, Integer y, Integer ply, long lagMs) implements Command {
    }

    record Resign() implements Command {
    }

    record Rematch() implements Command {
    }

    /** Take the win from an opponent who has been gone longer than the abandonment time. */
    record Claim() implements Command {
    }

    record Ping() implements Command {
    }

    /** Offer a draw or accept the standing one; {@code accept} false declines it. */
    record Draw(Boolean accept) implements Command {
    }

    /** Ask to take back one's last move or grant the standing request; {@code accept} false refuses it. */
    record Takeback(Boolean accept) implements Command {
    }

    record Abort() implements Command {
    }

    /**
     * A chat line. {@code joined}: whether the sender has joined the room at all; {@code name}: what a spectator
     * goes by (null: "Spectator"); a player speaks under the seat's name.
     */
    record Say(String text, boolean joined, String name) implements Command {
    }

    /** A swap opening's choice: a colour, or (swap2's first choice) two more stones. */
    record Choose(Take take) implements Command {
    }

    /** A tournament opening's step, spelt as {@link TournamentMove#code} ("place h8", "swap", "pick g9"...). */
    record Step(String step) implements Command {
    }
}
