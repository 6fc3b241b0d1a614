package inrow.bot;

import java.util.ArrayList;
import java.util.List;

/**
 * The games the bot tests play to see every level finish legally: each level against the next one in the list, as X
 * and as O, so every level plays both colours against two different opponents. With eight ladder levels beside the
 * named players every pair (144 games a board, a quarter of them the master's at its full time) took minutes; what
 * each game checks (every move legal, the game ends) is the same.
 */
final class LevelPairs {
    private LevelPairs() {
    }

    /** [x, o] pairs: (L0, L1), (L1, L0), (L1, L2), (L2, L1), ... (Ln, L0), (L0, Ln). */
    static List<Level[]> neighbours() {
        Level[] all = Level.values();
        List<Level[]> pairs = new ArrayList<>();
        for (int i = 0; i < all.length; i++) {
            Level a = all[i];
            Level b = all[(i + 1) % all.length];
            pairs.add(new Level[] {a, b});
            pairs.add(new Level[] {b, a});
        }
        return pairs;
    }
}
