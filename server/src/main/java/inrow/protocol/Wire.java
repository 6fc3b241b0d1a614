package inrow.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * Turns frames into messages and back. Parsing is strict: unknown fields, duplicate keys, trailing data, and
 * numbers where text is expected (or the reverse) are refused, so a client bug shows up as an error at once.
 */
public final class Wire {
    private static final int MAX_ID_LENGTH = 64;

    private final ObjectMapper mapper;

    public Wire() {
        this.mapper = strictMapper();
    }

    private static ObjectMapper strictMapper() {
        JsonMapper mapper = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .addModule(Spellings.module())
            .build();
        mapper.coercionConfigFor(LogicalType.Textual)
            .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
            .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
            .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }

    public ObjectMapper mapper() {
        return mapper;
    }

    /** The result of reading one frame: a message, or a reason to answer bad_message (with the id, if readable). */
    public sealed interface Decoded {
        record Ok(ClientMessage message) implements Decoded {
        }

        record Bad(String reason, MessageId id) implements Decoded {
        }
    }

    public Decoded decode(String frame) {
        JsonNode tree;
        try {
            tree = mapper.readTree(frame);
        } catch (JsonProcessingException e) {
            return new Decoded.Bad("Not valid JSON.", null);
        }
        if (tree == null || !tree.isObject()) {
            return new Decoded.Bad("A message must be a JSON object.", null);
        }
        JsonNode idNode = tree.get("id");
        if (idNode != null && !validId(idNode)) {
            return new Decoded.Bad("\"id\" must be a number or a string of at most " + MAX_ID_LENGTH
                + " characters.", null);
        }
        MessageId id = MessageId.of(idNode);
        JsonNode type = tree.get("type");
        if (type == null || !type.isTextual()) {
            return new Decoded.Bad("A message needs a \"type\".", MessageId.of(idNode));
        }
        try {
            return new Decoded.Ok(mapper.treeToValue(tree, ClientMessage.class));
        } catch (InvalidTypeIdException e) {
            return new Decoded.Bad("Unknown message type \"" + clip(type.asText()) + "\".", id);
        } catch (UnrecognizedPropertyException e) {
            return new Decoded.Bad("Unknown field \"" + clip(e.getPropertyName()) + "\" in " + clip(type.asText())
                + ".", id);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Decoded.Bad("Malformed " + clip(type.asText()) + " message.", id);
        }
    }

    public String encode(ServerMessage message) {
        try {
            return mapper.writerFor(ServerMessage.class).writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + message, e);
        }
    }

    private static boolean validId(JsonNode id) {
        return id.isIntegralNumber() || (id.isTextual() && id.asText().length() <= MAX_ID_LENGTH);
    }

    private static String clip(String s) {
        return s.length() <= 32 ? s : s.substring(0, 32) + "...";
    }
}
