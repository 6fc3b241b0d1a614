package inrow.cluster;

import inrow.protocol.ServerMessage;
import java.util.Map;

/**
 * A player's new game as a cluster channel carries it to the node their socket is on (a pool's pairing, a seek taken):
 * the same four fields either way, so they are written and read in one place.
 */
final class PairedNews {
    private PairedNews() {
    }

    static void put(Map<String, Object> m, ServerMessage.Paired paired) {
        m.put("pool", paired.pool());
        m.put("code", paired.code());
        m.put("seat", paired.seat());
        m.put("token", paired.token());
    }

    static ServerMessage.Paired read(Map<?, ?> m) {
        return new ServerMessage.Paired((String) m.get("pool"), (String) m.get("code"), (String) m.get("seat"),
            (String) m.get("token"));
    }
}
