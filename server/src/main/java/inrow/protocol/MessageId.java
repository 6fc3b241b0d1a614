package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The {@code id} a client may put on a message, echoed as it came (a number or a short string, checked by
 * {@link Wire}). Opaque to everyone but the codec, so the rooms pass it along without knowing JSON.
 */
public record MessageId(JsonNode value) {
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static MessageId of(JsonNode value) {
        return value == null || value.isNull() ? null : new MessageId(value);
    }

    @JsonValue
    public JsonNode value() {
        return value;
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
