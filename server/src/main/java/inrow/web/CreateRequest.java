package inrow.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.bot.Level;
import inrow.engine.CanonicalOpening;
import inrow.engine.OpeningRule;
import inrow.game.TournamentRule;
import inrow.engine.Rules;
import inrow.room.RoomSetup;
import inrow.room.SeatSpec;
import inrow.game.TimeControl;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code POST /api/games}; every field is optional. Turns itself into engine rules and seat specs, or
 * throws an {@link ApiError} that says what is wrong.
 */
record CreateRequest(RulesRequest rules, Map<String, String> seats, String name,
                     @JsonProperty("think_ms") Integer thinkMs, @JsonProperty("pace_ms") Integer paceMs,
                     ClockRequest clock, Boolean takebacks, String opening, Boolean unlisted) {
    static final CreateRequest EMPTY = new CreateRequest(null, null, null, null, null, null, null, null, null);

    record RulesRequest(String preset, Integer width, Integer height, Integer win, Boolean overline, Boolean renju,
                        Boolean gravity) {
    }

    /** One of: a bank and an increment (Fischer), a time per move, or days per move (correspondence). */
    record ClockRequest(@JsonProperty("initial_s") Long initialS, @JsonProperty("increment_s") Long incrementS,
                        @JsonProperty("per_move_s") Long perMoveS, @JsonProperty("days_per_move") Long daysPerMove) {
    }

    /** The time control asked for, or null (untimed); a value out of range is a 400 that says the range. */
    TimeControl toClock() {
        if (clock == null) {
            return null;
        }
        boolean fischer = clock.initialS() != null || clock.incrementS() != null;
        int kinds = (fischer ? 1 : 0) + (clock.perMoveS() != null ? 1 : 0) + (clock.daysPerMove() != null ? 1 : 0);
        if (kinds != 1) {
            throw ApiError.badRequest("A clock is one of {initial_s, increment_s}, {per_move_s} or {days_per_move}.");
        }
        try {
            if (fischer) {
                return TimeControl.fischer(clock.initialS() == null ? 0 : clock.initialS(),
                    clock.incrementS() == null ? 0 : clock.incrementS());
            }
            return clock.perMoveS() != null ? TimeControl.perMove(clock.perMoveS())
                : TimeControl.days(clock.daysPerMove());
        } catch (IllegalArgumentException outOfRange) {
            throw ApiError.badRequest(outOfRange.getMessage());
        }
    }

    Rules toRules() {
        if (rules == null) {
            return Rules.TICTACTOE;
        }
        if (rules.preset() != null) {
            if (rules.width() != null || rules.height() != null || rules.win() != null || rules.overline() != null
                || rules.renju() != null || rules.gravity() != null) {
                throw ApiError.badRequest("Give either a preset or width, height and win, not both.");
            }
            Rules preset = Rules.preset(rules.preset());
            if (preset == null) {
                throw ApiError.badRequest("Unknown preset \"" + rules.preset()
                    + "\"; use tictactoe, gomoku, freestyle, standard, renju or connect4.");
            }
            return preset;
        }
        if (rules.width() == null || rules.height() == null || rules.win() == null) {
            throw ApiError.badRequest("Custom rules need width, height and win.");
        }
        String problem = Rules.problem(rules.width(), rules.height(), rules.win());
        if (problem != null) {
            throw ApiError.badRequest(problem.substring(0, 1).toUpperCase() + problem.substring(1) + ".");
        }
        boolean overline = rules.overline() == null || rules.overline();
        boolean renju = rules.renju() != null && rules.renju();
        if (renju && (rules.win() != 5 || !overline)) {
            throw ApiError.badRequest("Renju is played five in a row, with longer lines winning for white: win 5 and "
                + "overline true.");
        }
        boolean gravity = rules.gravity() != null && rules.gravity();
        if (renju && gravity) {
            throw ApiError.badRequest("Renju is played on an open board: renju and gravity cannot be combined.");
        }
        return new Rules(rules.width(), rules.height(), rules.win(), overline, renju, gravity);
    }

    /** [X, O]. Without "seats" the creator plays X and O is open; a seat left out of "seats" is open. */
    SeatSpec[] toSeats() {
        if (seats == null) {
            return new SeatSpec[] {SeatSpec.CREATOR, SeatSpec.OPEN};
        }
        for (String key : seats.keySet()) {
            if (!Set.of("X", "O").contains(key)) {
                throw ApiError.badRequest("Seats are \"X\" and \"O\", not \"" + key + "\".");
            }
        }
        SeatSpec x = seat(seats.get("X"));
        SeatSpec o = seat(seats.get("O"));
        if (x == SeatSpec.CREATOR && o == SeatSpec.CREATOR) {
            throw ApiError.badRequest("At most one seat can be the creator's.");
        }
        return new SeatSpec[] {x, o};
    }

    /**
     * The most a creator may ask a computer to think per move on a public server (they cost the server's CPU), and
     * the largest board a computer plays on (a search's cost grows with the board).
     */
    static final int MAX_THINK_MS = 5_000;
    static final int MAX_COMPUTER_BOARD = 19;

    /** The whole setup; a bot seat gets its think and pace times, checked against their ranges. */
    RoomSetup toSetup() {
        Rules r = toRules();
        SeatSpec[] s = toSeats();
        boolean bothBots = s[0].isBot() && s[1].isBot();
        if ((s[0].isBot() || s[1].isBot()) && (r.width() > MAX_COMPUTER_BOARD || r.height() > MAX_COMPUTER_BOARD)) {
            throw ApiError.badRequest("The computer plays on boards up to " + MAX_COMPUTER_BOARD + " x "
                + MAX_COMPUTER_BOARD + ".");
        }
        long think = range("think_ms", thinkMs, RoomSetup.DEFAULT_THINK_MILLIS, 50, MAX_THINK_MS);
        long pace = range("pace_ms", paceMs, bothBots ? RoomSetup.DEFAULT_BOTS_PACE_MILLIS : 0, 0, 5_000);
        return new RoomSetup(r, s[0], s[1], name, think, pace, toClock(), takebacks == null || takebacks)
            .withOpening(toOpening(r)).withTournament(toTournament(r)).withCanonical(toCanonical(r))
            .unlisted(unlisted != null && unlisted);
    }

    /** The swap opening asked for ("swap", "swap2"; absent: none), if these rules allow one. */
    private OpeningRule toOpening(Rules r) {
        if (opening == null || TournamentRule.of(opening) != null || CanonicalOpening.named(opening) != null) {
            return null;
        }
        OpeningRule rule = switch (opening) {
            case "swap" -> OpeningRule.SWAP;
            case "swap2" -> OpeningRule.SWAP2;
            default -> throw ApiError.badRequest("Unknown opening \"" + opening
                + "\"; use swap, swap2, soosorv8, taraguchi10 or one of renju's 26 canonical openings by code (1D to "
                + "13D, 1I to 13I) or name (Kansei...).");
        };
        String problem = RoomSetup.openingProblem(r);
        if (problem != null) {
            throw ApiError.badRequest(problem);
        }
        return rule;
    }

    /** Renju's tournament opening asked for ("soosorv8", "taraguchi10"), if these rules allow one. */
    private TournamentRule toTournament(Rules r) {
        TournamentRule rule = opening == null ? null : TournamentRule.of(opening);
        if (rule == null) {
            return null;
        }
        if (!r.renju() || !CanonicalOpening.fits(r)) {
            throw ApiError.badRequest("Tournament openings are for renju on an odd square board (15 x 15).");
        }
        return rule;
    }

    /** One of renju's 26 canonical openings asked for by code ("2I") or name ("Kyogetsu"), on renju's board. */
    private CanonicalOpening toCanonical(Rules r) {
        CanonicalOpening named = CanonicalOpening.named(opening);
        if (named == null) {
            return null;
        }
        if (!r.renju() || r.width() != 15 || r.height() != 15) {
            throw ApiError.badRequest("A canonical opening (" + named.code() + " " + named.title()
                + ") is for renju on its 15 x 15 board.");
        }
        return named;
    }

    private static long range(String field, Integer value, long fallback, int min, int max) {
        if (value == null) {
            return fallback;
        }
        if (value < min || value > max) {
            throw ApiError.badRequest(field + " must be between " + min + " and " + max + ".");
        }
        return value;
    }

    private static SeatSpec seat(String spec) {
        if (spec == null || spec.equals("open")) {
            return SeatSpec.OPEN;
        }
        if (spec.equals("creator")) {
            return SeatSpec.CREATOR;
        }
        if (spec.startsWith("bot:")) {
            Level level = Level.parse(spec.substring(4));
            if (level == null) {
                throw ApiError.badRequest("Unknown computer level \"" + spec.substring(4)
                    + "\"; use 1 to 8 (the ladder), random, greedy, minimax or master.");
            }
            return SeatSpec.bot(level);
        }
        throw ApiError.badRequest("A seat is \"creator\", \"open\" or \"bot:LEVEL\", not \"" + spec + "\".");
    }
}
