package inrow.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Wire#decode} reads a frame straight into its record and reads it as a tree only to explain a failure. The
 * tree reading is the oracle: for every frame, well-formed or not, decoding must give exactly what the tree reading
 * gives, so the quicker way can neither accept what the strict one refuses nor change what a message says.
 */
class WireTest {
    private final Wire wire = new Wire();

    static List<String> wellFormed() {
        return List.of(
            "{\"type\":\"move\",\"x\":7,\"y\":8}",
            "{\"type\":\"move\",\"x\":7,\"y\":8,\"ply\":12,\"id\":3}",
            "{\"id\":\"m-1\",\"x\":0,\"type\":\"move\"}",
            "{\"type\":\"move\",\"x\":3}",
            "{\"type\":\"move\",\"x\":3,\"y\":null}",
            "{\"type\":\"ping\",\"id\":123456789012345}",
            "{\"type\":\"ping\",\"rtt_ms\":42}",
            "{\"type\":\"join\"}",
            "{\"type\":\"join\",\"token\":\"abc\",\"name\":\"Ann\"}",
            "{\"type\":\"join\",\"role\":\"spectator\"}",
            "{\"type\":\"resign\",\"id\":\"" + "x".repeat(64) + "\"}",
            "{\"type\":\"rematch\"}",
            "{\"type\":\"claim\"}",
            "{\"type\":\"abort\"}",
            "{\"type\":\"draw\"}",
            "{\"type\":\"choose\",\"take\":\"O\"}",
            "{\"type\":\"choose\",\"take\":\"more\",\"id\":\"c\"}",
            "{\"type\":\"draw\",\"accept\":false}",
            "{\"type\":\"takeback\",\"accept\":true,\"id\":9}",
            "{\"type\":\"chat\",\"text\":\"你好, well played\"}",
            "{\"type\":\"chat\",\"text\":\"my \\\"id\\\" is \\u0041nn\"}",
            "{\"type\":\"ping\",\"\\u0069d\":7}",
            "  {\"type\":\"ping\"}  ");
    }

    static List<String> malformed() {
        return List.of(
            "",
            "null",
            "[]",
            "[\"ping\",{}]",
            "[\"move\",{\"x\":7,\"y\":8}]",
            " [\"join\",{}]",
            "\uFEFF{\"type\":\"ping\"}",
            "\"move\"",
            "{",
            "{\"type\":\"move\",\"x\":1,\"y\":2}{}",
            "{\"type\":\"move\",\"x\":1,\"y\":2} 5",
            "{\"x\":1,\"y\":2}",
            "{\"type\":7,\"x\":1}",
            "{\"type\":true}",
            "{\"type\":[\"move\"]}",
            "{\"type\":\"fly\"}",
            "{\"type\":\"move\",\"x\":1,\"y\":2,\"z\":3}",
            "{\"type\":\"move\",\"y\":2}",
            "{\"type\":\"move\",\"x\":null}",
            "{\"type\":\"move\",\"x\":1.5,\"y\":2}",
            "{\"type\":\"move\",\"x\":1.0,\"y\":2}",
            "{\"type\":\"move\",\"x\":\"1\",\"y\":2}",
            "{\"type\":\"move\",\"x\":99999999999,\"y\":2}",
            "{\"type\":\"move\",\"x\":1,\"x\":2}",
            "{\"type\":\"move\",\"type\":\"ping\",\"x\":1}",
            "{\"type\":\"ping\",\"id\":1.5}",
            "{\"type\":\"ping\",\"id\":null}",
            "{\"type\":\"ping\",\"\\u0069d\":null}",
            "{\"type\":\"move\",\"x\":1,\"y\":2,\"id\":null}",
            "{\"type\":\"ping\",\"id\":{}}",
            "{\"type\":\"ping\",\"id\":[1]}",
            "{\"type\":\"ping\",\"id\":true}",
            "{\"type\":\"ping\",\"id\":\"" + "x".repeat(65) + "\"}",
            "{\"type\":\"join\",\"name\":5}",
            "{\"type\":\"join\",\"role\":\"referee\"}",
            "{\"type\":\"chat\",\"text\":false}",
            "{\"type\":\"resign\",\"why\":\"tired\"}",
            "{\"type\":\"draw\",\"accept\":\"yes\"}",
            "{\"type\":\"draw\",\"accept\":1}",
            "{\"type\":\"choose\"}",
            "{\"type\":\"choose\",\"take\":\"red\"}",
            "{\"type\":\"chat\"}");
    }

    @ParameterizedTest
    @MethodSource("wellFormed")
    void aWellFormedMessageReadsAsTheTreeReadsIt(String frame) {
        Wire.Decoded decoded = wire.decode(frame);
        assertInstanceOf(Wire.Decoded.Ok.class, decoded, frame);
        assertEquals(wire.explained(frame), decoded, frame);
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void aMalformedMessageIsRefusedWithTheTreesReason(String frame) {
        Wire.Decoded decoded = wire.decode(frame);
        assertInstanceOf(Wire.Decoded.Bad.class, decoded, frame);
        assertEquals(wire.explained(frame), decoded, frame);
    }
}
