package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.List;
import java.util.Map;

/**
 * The public view of a game: what every connection of a room and {@code GET /api/games/{code}} see. It holds no
 * token. {@code players} maps "X" and "O" to a player or null (an open seat). {@code thinking} names the seat of a
 * computer that is choosing its move; {@code comment} is what the last computer move of the round came with;
 * {@code abandon_ms} is how long a player may be gone before the opponent can claim the game (null: never, in a
 * correspondence game only the deadline decides); {@code unlisted}
 * (sent only when true): the lobby leaves the game out, its players share its link. {@code next_level} (null unless
 * a person has just beaten a level of the computers' ladder below the top): the code of the level to offer next,
 * as the server's ladder says ("5" after beating level 4).
 */
public record GameView(
    String code,
    RulesView rules,
    List<String> board,
    List<Point> moves,
    String turn,
    GameStatus status,
    ResultView result,
    Map<String, PlayerView> players,
    int spectators,
    int round,
    List<String> rematch,
    String thinking,
    String comment,
    @JsonProperty("abandon_ms") Long abandonMs,
    ClockView clock,
    OffersView offers,
    List<SeriesEntry> series,
    boolean takebacks,
    @JsonProperty("first_move_ms") Long firstMoveMs,
    @JsonProperty("comment_key") String commentKey,
    @JsonProperty("comment_args") Map<String, Object> commentArgs,
    List<Point> forbidden,
    OpeningView opening,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean unlisted,
    @JsonProperty("next_level") String nextLevel) {

    /** A game the lobby lists. */
    public GameView(String code, RulesView rules, List<String> board, List<Point> moves, String turn,
                    GameStatus status, ResultView result, Map<String, PlayerView> players, int spectators, int round,
                    List<String> rematch, String thinking, String comment, Long abandonMs, ClockView clock,
                    OffersView offers, List<SeriesEntry> series, boolean takebacks, Long firstMoveMs,
                    String commentKey, Map<String, Object> commentArgs, List<Point> forbidden, OpeningView opening) {
        this(code, rules, board, moves, turn, status, result, players, spectators, round, rematch, thinking, comment,
            abandonMs, clock, offers, series, takebacks, firstMoveMs, commentKey, commentArgs, forbidden, opening,
            false, null);
    }

    /**
     * A swap opening (null without one): its rule ("swap", "swap2"), its phase, and the seat of the person who must
     * act now ("X", "O"; null once done or while the game is not on), whatever colour the next stone is.
     * {@code more}: whether the choice now offered includes placing two more stones; {@code stones}: how many
     * stones the opening has (3, or 5 after swap2's {@code more}; those are never taken back).
     *
     * <p>Renju's tournament openings ({@code rule} "soosorv8", "taraguchi10") add the step the opening waits for
     * ({@code step}: "place", "swap", "declare", "fifth", "offer", "pick", "done"), the number of fifths declared
     * ({@code declared}, once declared) and the fifths offered in notation ({@code offered}, "g8"); their phase is
     * "place" until the opening is done and {@code stones} counts the stones on the board so far.
     *
     * <p>A canonical renju opening ({@code rule} "canonical") is done from the start ({@code phase} "done", {@code
     * stones} 3) and adds its code and name ({@code name}: "2I Kyogetsu").
     */
    public record OpeningView(String rule, OpeningPhase phase, String actor, boolean more, int stones,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String step,
                              @JsonInclude(JsonInclude.Include.NON_NULL) Integer declared,
                              @JsonInclude(JsonInclude.Include.NON_NULL) List<String> offered,
                              @JsonInclude(JsonInclude.Include.NON_NULL) String name) {
        /** A swap opening's. */
        public OpeningView(String rule, OpeningPhase phase, String actor, boolean more, int stones) {
            this(rule, phase, actor, more, stones, null, null, null, null);
        }

        /** A tournament opening's. */
        public OpeningView(String rule, OpeningPhase phase, String actor, boolean more, int stones, String step,
                           Integer declared, List<String> offered) {
            this(rule, phase, actor, more, stones, step, declared, offered, null);
        }

        /** A canonical renju opening's: its three stones are on the board from the start, nothing to do. */
        public static OpeningView canonical(inrow.engine.CanonicalOpening o) {
            return new OpeningView("canonical", OpeningPhase.DONE, null, false, 3, null, null, null,
                o.code() + " " + o.title());
        }
    }

    /**
     * The clocks as of the moment this view was made: each side's milliseconds left, and whose clock runs (null
     * before both sides have moved, and once the game is over). The view's own {@code first_move_ms} says, while
     * the side to move has yet to make its first move, how long it has left before the game is called off.
     */
    public record ClockView(@JsonProperty("initial_ms") long initialMs, @JsonProperty("increment_ms") long incrementMs,
                            @JsonProperty("per_move_ms") long perMoveMs, @JsonProperty("X") long x,
                            @JsonProperty("O") long o, String running) {
    }

    /**
     * Who has a standing draw offer or takeback request ("X", "O" or null); {@code draw_from} and
     * {@code takeback_from}, for a seat that offered a draw or asked for a takeback a few moves ago, the ply (moves
     * played) from which it may ask again (left out when none waits).
     */
    public record OffersView(String draw, String takeback,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) @JsonProperty("draw_from")
                             Map<String, Integer> drawFrom,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) @JsonProperty("takeback_from")
                             Map<String, Integer> takebackFrom) {
        public OffersView {
            // Left out of the JSON when empty (and by a node of an older release): read back as none waiting.
            drawFrom = drawFrom == null ? Map.of() : drawFrom;
            takebackFrom = takebackFrom == null ? Map.of() : takebackFrom;
        }

        public OffersView(String draw, String takeback) {
            this(draw, takeback, Map.of(), Map.of());
        }

        public OffersView(String draw, String takeback, Map<String, Integer> drawFrom) {
            this(draw, takeback, drawFrom, Map.of());
        }

    }

    /** How one finished round ended: the winner's colour in that round, or null. */
    public record SeriesEntry(int round, String winner, Result.Reason reason) {
    }

    /** The old shape, for callers that do not know clocks, offers or series yet. */
    public GameView(String code, RulesView rules, List<String> board, List<Point> moves, String turn, GameStatus status,
                    ResultView result, Map<String, PlayerView> players, int spectators, int round, List<String> rematch,
                    String thinking, String comment, long abandonMs) {
        this(code, rules, board, moves, turn, status, result, players, spectators, round, rematch, thinking, comment,
            abandonMs, null, new OffersView(null, null), List.of(), true, null, null, null, List.of(), null);
    }

    /**
     * {@code renju}: black is restricted (see the engine's Renju); only with win 5 and overline. {@code gravity}: a
     * stone falls to the lowest empty cell of its column (Connect Four); never with renju.
     */
    public record RulesView(int width, int height, int win, boolean overline, boolean renju, boolean gravity) {
        public RulesView(int width, int height, int win, boolean overline) {
            this(width, height, win, overline, false, false);
        }

        public static RulesView of(Rules r) {
            return new RulesView(r.width(), r.height(), r.win(), r.overline(), r.renju(), r.gravity());
        }

        public Rules toRules() {
            return new Rules(width, height, win, overline, renju, gravity);
        }
    }

    public record ResultView(String winner, Result.Reason reason, List<Point> line) {
    }

    /**
     * {@code level} names a computer's strength (left out for people); {@code away_ms} says how long a person had
     * been without a connection when this view was made (left out while connected). {@code account}: the username
     * of the account that owns the seat (its profile is {@code /@/NAME}; left out for a guest or a computer);
     * {@code deleted}: true when that account was deleted (left out otherwise).
     */
    public record PlayerView(String name, SeatKind kind, boolean connected,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String level,
                             @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("away_ms") Long awayMs,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String account,
                             @JsonInclude(JsonInclude.Include.NON_NULL) Boolean deleted,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String rating,
                             @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("rating_change")
                             Long ratingChange) {
        /** A guest's seat or a computer's. */
        public PlayerView(String name, SeatKind kind, boolean connected, String level, Long awayMs) {
            this(name, kind, connected, level, awayMs, null, null);
        }

        /** Not in a rated game. */
        public PlayerView(String name, SeatKind kind, boolean connected, String level, Long awayMs, String account,
                          Boolean deleted) {
            this(name, kind, connected, level, awayMs, account, deleted, null, null);
        }
    }
}
