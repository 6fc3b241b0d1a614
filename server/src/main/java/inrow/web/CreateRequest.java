package inrow.web;

import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.room.SeatSpec;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code POST /api/games}; every field is optional. Turns itself into engine rules and seat specs, or
 * throws an {@link ApiError} that says what is wrong.
 */
record CreateRequest(RulesRequest rules, Map<String, String> seats, String name) {
    record RulesRequest(String preset, Integer width, Integer height, Integer win, Boolean overline) {
    }

    Rules toRules() {
        if (rules == null) {
            return Rules.TICTACTOE;
        }
        if (rules.preset() != null) {
            if (rules.width() != null || rules.height() != null || rules.win() != null || rules.overline() != null) {
                throw ApiError.badRequest("Give either a preset or width, height and win, not both.");
            }
            Rules preset = Rules.preset(rules.preset());
            if (preset == null) {
                throw ApiError.badRequest("Unknown preset \"" + rules.preset() + "\"; use tictactoe or gomoku.");
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
        return new Rules(rules.width(), rules.height(), rules.win(), rules.overline() == null || rules.overline());
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

    private static SeatSpec seat(String spec) {
        if (spec == null || spec.equals("open")) {
            return SeatSpec.OPEN;
        }
        if (spec.equals("creator")) {
            return SeatSpec.CREATOR;
        }
        if (spec.startsWith("bot:")) {
            throw new ApiError(400, ErrorCode.UNSUPPORTED, "Computer opponents are not available yet.");
        }
        throw ApiError.badRequest("A seat is \"creator\", \"open\" or \"bot:LEVEL\", not \"" + spec + "\".");
    }
}
