package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fields of GAME that a room version changed, with their new values: what an events frame carries beside its
 * events. Which fields is said by the kinds of the version's events (a move changes the turn, the clocks, the
 * offers...), never found by comparing two views. A {@code moved} event's stone is not in it: the client puts the
 * stone where the event says it landed, so a move's frame stays small on any board.
 */
public record Patch(@JsonValue JsonNode fields) {
    private static final List<String> AFTER_A_MOVE = List.of("turn", "status", "result", "clock", "offers",
        "players", "forbidden", "first_move_ms", "thinking", "comment", "comment_key", "comment_args", "opening",
        "next_level");
    private static final List<String> ROUND_OVER = List.of("status", "result", "turn", "clock", "offers", "series",
        "rematch", "forbidden", "first_move_ms", "thinking", "opening", "abandon_ms", "next_level");
    private static final List<String> POSITION = List.of("board", "moves", "turn", "status", "clock", "offers",
        "forbidden", "first_move_ms", "thinking", "comment", "comment_key", "comment_args", "opening");
    private static final List<String> SEATS = List.of("players", "status", "turn", "clock", "offers", "forbidden",
        "first_move_ms", "thinking", "opening", "board", "moves", "abandon_ms");

    /**
     * The GAME fields each kind of event changes ({@code *}: every field, a new round starts afresh). One entry per
     * kind of {@link WireEvent}; PatchTest checks that none is missing.
     */
    static final Map<Class<? extends WireEvent>, List<String>> FIELDS = Map.ofEntries(
        Map.entry(WireEvent.Moved.class, AFTER_A_MOVE),
        Map.entry(WireEvent.GameOver.class, ROUND_OVER),
        Map.entry(WireEvent.Offered.class, List.of("offers")),
        Map.entry(WireEvent.Declined.class, List.of("offers")),
        Map.entry(WireEvent.Lapsed.class, List.of("offers")),
        Map.entry(WireEvent.TakenBack.class, POSITION),
        Map.entry(WireEvent.Chose.class, List.of("opening", "turn", "players", "thinking", "first_move_ms", "clock",
            "forbidden", "offers")),
        Map.entry(WireEvent.Stepped.class, List.of("opening", "turn", "players", "thinking", "first_move_ms", "clock",
            "forbidden", "offers", "board", "moves")),
        Map.entry(WireEvent.Seated.class, SEATS),
        Map.entry(WireEvent.Renamed.class, List.of("players")),
        Map.entry(WireEvent.Unseated.class, SEATS),
        Map.entry(WireEvent.NewRound.class, List.of("*")),
        Map.entry(WireEvent.Rematch.class, List.of("rematch")),
        Map.entry(WireEvent.Clock.class, List.of("clock", "first_move_ms")),
        Map.entry(WireEvent.Crowd.class, List.of("spectators")),
        Map.entry(WireEvent.Presence.class, List.of("players", "abandon_ms")));

    /** The patch for a version whose events are {@code events}, with the values of {@code after}. */
    public static Patch of(ObjectMapper mapper, GameView after, List<WireEvent> events) {
        Set<String> wanted = new LinkedHashSet<>();
        for (WireEvent e : events) {
            wanted.addAll(FIELDS.get(e.getClass()));
        }
        if (wanted.isEmpty()) {
            return new Patch(mapper.createObjectNode()); // a version this viewer sees nothing change in
        }
        ObjectNode whole = mapper.valueToTree(after);
        if (wanted.contains("*")) {
            return new Patch(whole);
        }
        ObjectNode patch = mapper.createObjectNode();
        for (String field : wanted) {
            JsonNode value = whole.get(field);
            // A field the view leaves out when empty (draw_from...) is sent as null, so that the client clears it.
            patch.set(field, value == null ? mapper.nullNode() : value);
        }
        return new Patch(patch);
    }
}
