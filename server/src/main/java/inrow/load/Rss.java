package inrow.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Resident memory of a process on Linux, from /proc: what the server really holds, not what the JVM reserved. */
final class Rss {
    private Rss() {
    }

    /** Kilobytes, or -1 when the process (or /proc) is not there. */
    static long kilobytes(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
