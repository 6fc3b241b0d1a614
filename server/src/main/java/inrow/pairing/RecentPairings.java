package inrow.pairing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link History} in memory: each player's last {@link #KEPT} pairings, for at most {@code players} players (the
 * ones paired longest ago are forgotten first, so a busy node's memory stays bounded). Thread-safe.
 */
public final class RecentPairings implements History {
    /** How many games "lately" means, for colours and for repeats. */
    public static final int KEPT = 10;

    private final Map<String, Recent> byPlayer;

    public RecentPairings(int players) {
        this.byPlayer = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Recent> eldest) {
                return size() > players;
            }
        };
    }

    @Override
    public synchronized Recent recent(String player) {
        return byPlayer.getOrDefault(player, Recent.NONE);
    }

    @Override
    public synchronized void paired(String player, String opponent, Side side) {
        Recent r = byPlayer.getOrDefault(player, Recent.NONE);
        List<String> opponents = new ArrayList<>(r.opponents());
        List<Side> sides = new ArrayList<>(r.sides());
        opponents.add(opponent);
        sides.add(side);
        if (opponents.size() > KEPT) {
            opponents.remove(0);
            sides.remove(0);
        }
        byPlayer.put(player, new Recent(opponents, sides));
    }
}
