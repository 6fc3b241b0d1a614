package inrow.room;

import java.nio.charset.StandardCharsets;

/**
 * One frame going to many sockets: a state after a move goes to both players and every spectator. It is encoded as
 * UTF-8 once, instead of once per socket inside the socket library (which was the second largest share of the heap
 * allocated under load), and written as bytes in the first place: the text is made only for whoever asks for it
 * (test connections, which read frames as text).
 */
public final class SharedFrame {
    private final byte[] utf8;

    public SharedFrame(byte[] utf8) {
        this.utf8 = utf8;
    }

    public SharedFrame(String text) {
        this(text.getBytes(StandardCharsets.UTF_8));
    }

    public String text() {
        return new String(utf8, StandardCharsets.UTF_8);
    }

    /** The encoded text; callers only read it (each wraps it in a buffer of its own). */
    public byte[] utf8() {
        return utf8;
    }
}
