package inrow.room;

import java.nio.charset.StandardCharsets;

/**
 * One frame going to many sockets: a state after a move goes to both players and every spectator. It is turned into
 * UTF-8 once here, instead of once per socket inside the socket library (which was the second largest share of the
 * heap allocated under load).
 */
public final class SharedFrame {
    private final String text;
    private final byte[] utf8;

    public SharedFrame(String text) {
        this.text = text;
        this.utf8 = text.getBytes(StandardCharsets.UTF_8);
    }

    public String text() {
        return text;
    }

    /** The encoded text; callers only read it (each wraps it in a buffer of its own). */
    public byte[] utf8() {
        return utf8;
    }
}
