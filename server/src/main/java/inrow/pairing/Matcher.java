package inrow.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The matching rule for one pool's waiting entries, as a pure function. Longest waiting first, each takes the
 * closest rating among those who accept it ({@link RatingRange#mutual}; ties go to whoever waited longer). A first
 * pass never pairs the same two who met in either one's last game; a second pass pairs the rest as they come, so a
 * repeat happens only when no other choice was left. Never a player with themself.
 */
public final class Matcher {
    private static final Comparator<Entry> LONGEST_WAITING =
        Comparator.comparingLong(Entry::enteredAt).thenComparing(Entry::player);

    private Matcher() {
    }

    public static List<Pairing> match(List<Entry> waiting, long now) {
        List<Entry> queue = new ArrayList<>(waiting);
        queue.sort(LONGEST_WAITING);
        Set<String> taken = new HashSet<>();
        List<Pairing> pairs = new ArrayList<>();
        for (boolean repeatsAllowed : new boolean[] {false, true}) {
            for (Entry a : queue) {
                if (taken.contains(a.player())) {
                    continue;
                }
                Entry best = null;
                for (Entry b : queue) {
                    if (b.player().equals(a.player()) || taken.contains(b.player())
                        || !RatingRange.mutual(a, b, now) || (!repeatsAllowed && repeat(a, b))) {
                        continue;
                    }
                    if (best == null || gap(a, b) < gap(a, best)) {
                        best = b;
                    }
                }
                if (best != null) {
                    taken.add(a.player());
                    taken.add(best.player());
                    pairs.add(Colours.assign(a, best));
                }
            }
        }
        return pairs;
    }

    /** The two met in the last game of either. */
    static boolean repeat(Entry a, Entry b) {
        return b.player().equals(a.recent().lastOpponent()) || a.player().equals(b.recent().lastOpponent());
    }

    private static double gap(Entry a, Entry b) {
        return Math.abs(a.rating() - b.rating());
    }
}
