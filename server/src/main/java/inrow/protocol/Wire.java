package inrow.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
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
    /** Reads a well-formed message straight into its record; see {@link #decode}. */
    private final ObjectReader messages;
    private final ObjectReader pairingMessages;
    private final ObjectWriter frames;

    public Wire() {
        this.mapper = strictMapper();
        this.messages = mapper.readerFor(ClientMessage.class);
        this.pairingMessages = mapper.readerFor(ClientMessage.Pairing.class);
        this.frames = mapper.writerFor(ServerMessage.class);
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

    /**
     * A well-formed message is read straight into its record. Only when that fails is the frame read again as a
     * tree, to say what is wrong with it: reading every frame through a tree (the parser, the tree and its maps, the
     * record made from it) was about a sixth of all the server allocated under load (JFR), for messages that nearly
     * always are well-formed. Both ways apply the same strict mapper, so a frame the first accepts is one the second
     * accepts as the same message (WireTest checks this).
     */
    public Decoded decode(String frame) {
        ClientMessage direct = direct(frame, messages);
        if (direct != null) {
            return new Decoded.Ok(direct);
        }
        Object explained = explained(frame, ClientMessage.class);
        return explained instanceof Decoded.Bad bad ? bad : new Decoded.Ok((ClientMessage) explained);
    }

    /** A pairing socket's frame, read as strictly as a game socket's. */
    public sealed interface PairingDecoded {
        record Ok(ClientMessage.Pairing message) implements PairingDecoded {
        }

        record Bad(String reason, MessageId id) implements PairingDecoded {
        }
    }

    public PairingDecoded decodePairing(String frame) {
        ClientMessage.Pairing direct = direct(frame, pairingMessages);
        Object m = direct != null ? direct : explained(frame, ClientMessage.Pairing.class);
        return m instanceof Decoded.Bad bad ? new PairingDecoded.Bad(bad.reason(), bad.id())
            : new PairingDecoded.Ok((ClientMessage.Pairing) m);
    }

    private <T> T direct(String frame, ObjectReader reader) {
        // Read into a polymorphic record, a root array ["ping", {...}] would pass as a typed message; the tree
        // refuses anything but an object.
        if (!startsAnObject(frame)) {
            return null;
        }
        try {
            T m = reader.readValue(frame);
            MessageId id = m instanceof ClientMessage c ? c.id() : m instanceof ClientMessage.Pairing p ? p.id() : null;
            if (m == null || id != null && !validId(id.value())) {
                return null;
            }
            // Read into a record, "id": null is the same as no id, but the tree reading refuses it: a frame that
            // might name an id (plainly or escaped) and came out without one is left to the tree.
            if (id == null && (frame.contains("\"id\"") || frame.indexOf('\\') >= 0)) {
                return null;
            }
            return m;
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
    }

    /** Reads a frame as a tree, to tell what is wrong with it (or, for a frame that is fine, the message). */
    Decoded explained(String frame) {
        Object m = explained(frame, ClientMessage.class);
        return m instanceof Decoded.Bad bad ? bad : new Decoded.Ok((ClientMessage) m);
    }

    /** The message of type {@code type}, or a {@link Decoded.Bad} saying what is wrong with the frame. */
    private Object explained(String frame, Class<?> target) {
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
            return mapper.treeToValue(tree, target);
        } catch (InvalidTypeIdException e) {
            return new Decoded.Bad("Unknown message type \"" + clip(type.asText()) + "\".", id);
        } catch (UnrecognizedPropertyException e) {
            return new Decoded.Bad("Unknown field \"" + clip(e.getPropertyName()) + "\" in " + clip(type.asText())
                + ".", id);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return new Decoded.Bad("Malformed " + clip(type.asText()) + " message.", id);
        }
    }

    /**
     * The same as {@link #encode}, as UTF-8: a frame that goes to sockets is wanted as bytes, and writing them
     * directly skips a string and its encoding on every change broadcast.
     */
    public byte[] encodeUtf8(ServerMessage message) {
        try {
            return frames.writeValueAsBytes(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + message, e);
        }
    }

    public String encode(ServerMessage message) {
        try {
            return frames.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + message, e);
        }
    }

    /** One event as an events frame spells it (for tests and docs). */
    public String encodeEvent(WireEvent event) {
        try {
            return mapper.writerFor(WireEvent.class).writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + event, e);
        }
    }

    private static boolean startsAnObject(String frame) {
        for (int i = 0; i < frame.length(); i++) {
            char c = frame.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return c == '{';
            }
        }
        return false;
    }

    private static boolean validId(JsonNode id) {
        return id.isIntegralNumber() || (id.isTextual() && id.asText().length() <= MAX_ID_LENGTH);
    }

    private static String clip(String s) {
        return s.length() <= 32 ? s : s.substring(0, 32) + "...";
    }
}
