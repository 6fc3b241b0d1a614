package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Everything a client may send on a game socket, in one place. Each message may carry an {@code id} that replies
 * echo. The codec enforces the shape: a required field missing, an unknown field or an enum value outside its set
 * is answered {@code bad_message} before any room sees the message.
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
    MessageId id();

    /** Take a seat (by token, or an open one) or watch. Every field is optional. */
    record Join(MessageId id, String token, String name, Role role) implements ClientMessage {
        public boolean wantsToWatch() {
            return role == Role.SPECTATOR;
        }
    }

    /** Place a stone at column x, row y (zero-based). {@code ply}: moves played as the client saw it. */
    record Move(MessageId id, @JsonProperty(required = true) int x, @JsonProperty(required = true) int y,
                Integer ply) implements ClientMessage {
    }

    record Resign(MessageId id) implements ClientMessage {
    }

    /** Ask for another round with colours swapped; starts when both players have asked. */
    record Rematch(MessageId id) implements ClientMessage {
    }

    /** Take the win from an opponent who has been gone longer than the abandonment time. */
    record Claim(MessageId id) implements ClientMessage {
    }

    record Ping(MessageId id) implements ClientMessage {
    }
}
