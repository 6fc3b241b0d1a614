package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Result;
import java.util.Set;

/**
 * What happened at a table, in the words of the game, each with who may see it. The {@link Reducer} says them as it
 * applies a durable change, from the change and its own reasoning (never by comparing two tables); the room adds
 * those that are not durable ({@link Rematch}, {@link Crowd}, {@link Presence}) and numbers them by its version.
 * Marks are the seats' colours as the table stood after the change.
 */
public sealed interface Event {
    Audience audience();

    /** Someone sat down at {@code mark}. */
    record Seated(Mark mark, Player player) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    record Renamed(Mark mark, String name) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** The seat at {@code mark} is open again (its first move never came) and the round starts over. */
    record Unseated(Mark mark) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** A stone of {@code mark} at x, y; {@code ply}: the moves before it (the first move is ply 0). */
    record Moved(Mark mark, int x, int y, int ply) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    record Offered(OfferKind kind, Mark by) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** The offer {@code by}'s opponent made was declined by {@code by}. */
    record Declined(OfferKind kind, Mark by) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** The offer {@code by} had made lapsed: the other side moved instead, a takeback or the round's end. */
    record Lapsed(OfferKind kind, Mark by) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** The round went back to its first {@code ply} moves. */
    record TakenBack(int ply) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** A swap opening's choice, by the seat that chose (its colour before the choice). */
    record Chose(Mark mark, Take take) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** A tournament opening's step ({@link TournamentMove#code}), by the seat that took it (its colour before it). */
    record Stepped(Mark mark, String step) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** The clocks changed without a move: a takeback's refund, a new round, an arena's berserk. */
    record Clock() implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** A chat line, for those who may read its room (the spectators' chat is everyone's once the game is over). */
    record Said(ChatLine line, boolean over) implements Event {
        public Audience audience() {
            if (line.room() == ChatRoom.PLAYERS) {
                return Audience.PLAYERS;
            }
            return over ? Audience.EVERYONE : Audience.SPECTATORS;
        }
    }

    /** The round ended: {@code winner} null for none. */
    record GameOver(Mark winner, Result.Reason reason) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    record NewRound(int round) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** Not durable (the room says it): the seats that asked for a rematch this round. */
    record Rematch(Set<Mark> asks) implements Event {
        public Rematch {
            asks = Set.copyOf(asks);
        }

        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** Not durable (the room says it): how many watch. */
    record Crowd(int spectators) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** Not durable (the room says it): the seat's person has a connection or has none. */
    record Presence(Mark mark, boolean connected) implements Event {
        public Audience audience() {
            return Audience.EVERYONE;
        }
    }
}
