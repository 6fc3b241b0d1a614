package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import inrow.engine.Result;
import java.util.List;
import java.util.Map;

/**
 * The public view of a game: what every connection of a room and {@code GET /api/games/{code}} see. It holds no
 * token. {@code players} maps "X" and "O" to a player or null (an open seat). {@code thinking} names the seat of a
 * computer that is choosing its move; {@code comment} is what the last computer move of the round came with;
 * {@code abandon_ms} is how long a player may be gone before the opponent can claim the game.
 */
public record GameView(
    String code,
    RulesView rules,
    List<String> board,
    List<int[]> moves,
    String turn,
    GameStatus status,
    ResultView result,
    Map<String, PlayerView> players,
    int spectators,
    int round,
    List<String> rematch,
    String thinking,
    String comment,
    @JsonProperty("abandon_ms") long abandonMs) {

    public record RulesView(int width, int height, int win, boolean overline) {
    }

    public record ResultView(String winner, Result.Reason reason, List<int[]> line) {
    }

    /**
     * {@code level} names a computer's strength (left out for people); {@code away_ms} says how long a person had
     * been without a connection when this view was made (left out while connected).
     */
    public record PlayerView(String name, SeatKind kind, boolean connected,
                             @JsonInclude(JsonInclude.Include.NON_NULL) String level,
                             @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("away_ms") Long awayMs) {
    }
}
