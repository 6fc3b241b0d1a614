package inrow.game;

import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Result;
import inrow.engine.Rules;

/**
 * One durable fact about a game. A room commits a list of these as one step and shows it to anyone only once the
 * list is durable; {@link Table#evolve} is the one place that says what each fact does to a room, for a step this
 * node took, a step heard from another node and a game rebuilt from the store alike. Seats are kept by slot: slot 0
 * is the player who was X in round 1; colours swap every round, slots never do.
 */
public sealed interface Change {
    String code();

    /**
     * {@code clock}: null for an untimed game; {@code takebacks}: whether players may take moves back;
     * {@code opening}: a swap opening every round starts with, or null; {@code unlisted}: the lobby leaves the game
     * out (its players share its link); {@code ratedKind}: the game kind its rounds are rated in (a pool's
     * {@code "gomoku-standard"}), null for a casual game; {@code tournament}: renju's tournament opening every round
     * starts with, or null (never with a swap opening); {@code canonical}: the canonical renju opening whose three
     * stones every round starts with, or null (never with another opening).
     */
    record Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock, boolean takebacks,
                   long at, OpeningRule opening, boolean unlisted, String ratedKind, TournamentRule tournament,
                   inrow.engine.CanonicalOpening canonical)
        implements Change {
        /** No canonical opening. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at, OpeningRule opening, boolean unlisted, String ratedKind,
                       TournamentRule tournament) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, opening, unlisted, ratedKind, tournament,
                null);
        }

        /** No tournament opening. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at, OpeningRule opening, boolean unlisted, String ratedKind) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, opening, unlisted, ratedKind,
                (TournamentRule) null);
        }

        /** Casual, with a tournament opening. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at, OpeningRule opening, boolean unlisted, TournamentRule tournament) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, opening, unlisted, (String) null,
                tournament);
        }

        /** Casual, no tournament opening. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at, OpeningRule opening, boolean unlisted) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, opening, unlisted, (String) null);
        }

        /** Listed in the lobby. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at, OpeningRule opening) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, opening, false);
        }

        /** No swap opening. */
        public Created(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                       boolean takebacks, long at) {
            this(code, rules, thinkMillis, paceMillis, clock, takebacks, at, null);
        }
    }

    /**
     * A person (with a token) or a computer (with a level code) sits down in a slot. {@code account}: the account
     * that owns a person's seat (an opaque id; null for a guest or a computer).
     */
    record Seated(String code, int slot, String token, String name, SeatKind kind, String level, String account)
        implements Change {
        /** A guest's seat or a computer's. */
        public Seated(String code, int slot, String token, String name, SeatKind kind, String level) {
            this(code, slot, token, name, kind, level, null);
        }
    }

    /**
     * A guest's seat becomes {@code account}'s: its token was shown by that account (a guest who signed up adds the
     * games played in that browser). The token keeps working.
     */
    record Linked(String code, int slot, String account) implements Change {
    }

    record Renamed(String code, int slot, String name) implements Change {
    }

    /**
     * A listed game's seat goes back to the lobby {@code at}: its person did not make the first move in time (issue
     * 38: a script took strangers' seats and never moved). The slot is open again and the round starts over with
     * no stones; the other player keeps their seat and token.
     */
    record Unseated(String code, int slot, long at) implements Change {
    }

    /**
     * A stone placed. {@code clockMs}: the mover's time left after the move (null when untimed), stored so that a
     * restart or a takeback puts the clocks back where they were. {@code comment} is what a computer said about its
     * move: shown until the next computer move, never stored.
     */
    record Moved(String code, int round, int ply, int x, int y, long at, Long clockMs, String comment)
        implements Change {
    }

    /** A player offers a draw or asks for a takeback ({@code by}), or the standing one is gone ({@code by} null). */
    record Offered(String code, int round, OfferKind kind, Mark by) implements Change {
    }

    /**
     * The offers that stand after a step, as the table worked them out from the step's other facts: a room adds it
     * to a step that changed them ({@link Step}). The store keeps it as it is and {@link Offered} not at all, so the
     * rules for when an offer lapses (a move, a takeback, the round's end) live only in {@link Table}.
     */
    record Standing(String code, int round, Offers offers) implements Change {
    }

    /**
     * A finished round as it counts in the series, as the table worked it out (by the seat its winner held when the
     * round began, whatever a swap opening exchanged): a room adds it to the step that ended the round, and the store
     * keeps it as it is.
     */
    record Scored(String code, RoundResult result) implements Change {
    }

    /**
     * A takeback was granted: the round goes back to its first {@code ply} moves. The clocks do not go back: each
     * colour keeps the time it has {@code at} ({@code xLeft}, {@code oLeft}; null when untimed), or a player could
     * take a move back to think as long as they liked (a computer grants every takeback at once).
     */
    record TakenBack(String code, int round, int ply, long at, Long xLeft, Long oLeft) implements Change {
    }

    /**
     * An arena player went berserk before their first move of the round: the clock of {@code slot} now holds
     * {@code leftMs} (half its start). The store keeps it with the seat until the round ends, so a restart before the
     * player's first move still shows the halved clock.
     */
    record Berserked(String code, int round, int slot, long leftMs) implements Change {
    }

    /** A chat line: the players' lines are kept with the game; the spectators' live as long as the room. */
    record Said(String code, ChatLine line) implements Change {
    }

    /** The game's status and result after a change, kept for listings and for endings a replay cannot tell. */
    record Status(String code, int round, GameStatus status, Mark winner, Result.Reason reason, long at)
        implements Change {
    }

    /**
     * A swap opening's choice, made with {@code ply} stones on the board: a colour (the seats follow it: the
     * chooser's slot plays that colour from now on) or two more stones. Starts the next turn's time {@code at}.
     */
    record Chose(String code, int round, int ply, Take take, long at) implements Change {
    }

    /**
     * A step of the round's tournament opening, spelt as {@link TournamentMove#code} ("place h8", "swap", "declare
     * j10 3", "offer g8 g9", "pick g9"...), taken {@code at} by whoever the opening waited for; the next turn's time
     * starts then. A string, so the store and the cluster keep it as it is.
     */
    record Stepped(String code, int round, String step, long at) implements Change {
    }

    record NewRound(String code, int round, long at) implements Change {
    }

    /**
     * Cluster mode: the game's change count moves from {@code from} to {@code to}, and only from {@code from}; the
     * write fails if another node already took that step.
     */
    record Sequenced(String code, long from, long to) implements Change {
    }

    /** A finished game's players' chat, forgotten a while after its end (see README, What survives what). */
    record ChatForgotten(String code) implements Change {
    }

    /** A game that never started, forgotten after a day. */
    record Deleted(String code) implements Change {
    }
}
