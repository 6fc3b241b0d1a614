package inrow.web;

import java.util.Locale;

/**
 * A room code as people type or paste it: "k7m2 qx9p", "K7M2-QX9P", or the whole link
 * ("https://inrow.example/g/K7M2QX9P?watch=1"). Reads all of them as the code itself; the lobby's box does the same
 * in the page (lobby.js).
 */
final class RoomCode {
    private RoomCode() {
    }

    static String normalize(String typed) {
        if (typed == null) {
            return "";
        }
        String s = typed.strip();
        int link = s.lastIndexOf("/g/");
        if (link >= 0) {
            s = s.substring(link + 3);
            int end = indexOfAny(s, "?#/");
            if (end >= 0) {
                s = s.substring(0, end);
            }
        }
        return s.replaceAll("[\\s\\-_.]+", "").toUpperCase(Locale.ROOT);
    }

    private static int indexOfAny(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }
}
