package inrow.lobby;

import inrow.engine.Rules;
import inrow.game.TimeControl;
import inrow.pairing.PoolKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pools the lobby offers, in the order it shows them: per game kind, clocks that suit it. Gomoku (freestyle,
 * standard, renju): 1+0, 3+2, 5+3, 10+5, 15+10 and a day per move, lichess's quick-pairing grid. Tic-tac-toe lasts
 * seconds: 1+1, 10 s a move, and untimed. Connect Four: 1+1, 3+2, 5+3, 30 s a move and a day per move. Clocks are
 * named {@code M+S} (minutes + seconds of increment), {@code Ns} (per move), {@code Nd} (days per move) or
 * {@code none}. Every timed pool has a rated twin ({@code gomoku-standard/3+2/rated}) for signed-in players; untimed
 * pools are casual only (an untimed game has no speed to be rated in, see {@link inrow.rating.Speed}).
 */
public final class PoolCatalogue {
    private static final List<String> GOMOKU_CLOCKS = List.of("1+0", "3+2", "5+3", "10+5", "15+10", "1d");

    private final Map<PoolKey, PoolGame> pools = new LinkedHashMap<>();

    public static PoolCatalogue standard() {
        PoolCatalogue c = new PoolCatalogue();
        GOMOKU_CLOCKS.forEach(clock -> c.add("gomoku-freestyle", Rules.GOMOKU, clock));
        GOMOKU_CLOCKS.forEach(clock -> c.add("gomoku-standard", Rules.STANDARD, clock));
        GOMOKU_CLOCKS.forEach(clock -> c.add("gomoku-renju", Rules.RENJU, clock));
        List.of("1+1", "10s", "none").forEach(clock -> c.add("tictactoe", Rules.TICTACTOE, clock));
        List.of("1+1", "3+2", "5+3", "30s", "1d").forEach(clock -> c.add("connect4", Rules.CONNECT4, clock));
        return c;
    }

    private void add(String game, Rules rules, String clock) {
        for (boolean rated : new boolean[] {false, true}) {
            if (rated && clock.equals("none")) {
                continue;
            }
            PoolKey key = new PoolKey(game, clock, rated);
            pools.put(key, new PoolGame(key, rules, clock(clock)));
        }
    }

    /** A clock's name as a time control (null for {@code none}). */
    static TimeControl clock(String name) {
        if (name.equals("none")) {
            return null;
        }
        if (name.endsWith("d")) {
            return TimeControl.days(Long.parseLong(name.substring(0, name.length() - 1)));
        }
        if (name.endsWith("s")) {
            return TimeControl.perMove(Long.parseLong(name.substring(0, name.length() - 1)));
        }
        String[] parts = name.split("\\+");
        return TimeControl.fischer(Long.parseLong(parts[0]) * 60, Long.parseLong(parts[1]));
    }

    /** The pool named {@code id} as the wire names it ({@code "gomoku-standard/3+2"}), or null. */
    public PoolGame byId(String id) {
        for (PoolGame g : pools.values()) {
            if (g.key().id().equals(id)) {
                return g;
            }
        }
        return null;
    }

    public PoolGame get(PoolKey key) {
        return pools.get(key);
    }

    public List<PoolGame> all() {
        return new ArrayList<>(pools.values());
    }
}
