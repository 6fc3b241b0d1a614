package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Everything a client may send on a game socket, in one place. Each message may carry an {@code id} that replies
 * echo. Fields are boxed so that a missing field is visible as null and answered as {@code bad_message}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ClientMessage.Join.class, name = "join"),
    @JsonSubTypes.Type(value = ClientMessage.Move.class, name = "move"),
    @JsonSubTypes.Type(value = ClientMessage.Resign.class, name = "resign"),
    @JsonSubTypes.Type(value = ClientMessage.Rematch.class, name = "rematch"),
    @JsonSubTypes.Type(value = ClientMessage.Claim.class, name = "claim"),
    @JsonSubTypes.Type(value = ClientMessage.Ping.class, name = "ping"),
})
public sealed interface ClientMessage {
    JsonNode id();

    /** Take a seat (by token, or an open one) or watch. Every field is optional. */
    record Join(JsonNode id, String token, String name, String role) implements ClientMessage {
        public boolean wantsToWatch() {
            return "spectator".equals(role);
        }
    }

    /** Place a stone at column x, row y (zero-based). {@code ply}: moves played as the client saw it. */
    record Move(JsonNode id, Integer x, Integer y, Integer ply) implements ClientMessage {
    }

    record Resign(JsonNode id) implements ClientMessage {
    }

    /** Ask for another round with colours swapped; starts when both players have asked. */
    record Rematch(JsonNode id) implements ClientMessage {
    }

    /** Take the win from an opponent who has been gone longer than the abandonment time. */
    record Claim(JsonNode id) implements ClientMessage {
    }

    record Ping(JsonNode id) implements ClientMessage {
    }
}
