package inrow.arenas;

import inrow.tournament.ArenaGame;
import inrow.tournament.GameResult;
import inrow.tournament.Sheet;
import inrow.tournament.Standings;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What one node's tick needs of a running arena between two ticks: the games going on, each player's sheet and
 * their colours and last opponent. Worked out from the store's games when the node first looks at the arena, takes
 * its lease, or finds the store moved on without it (another node started or scored a game); then kept up with the
 * games this node starts and scores, so a tick reads only the games going on instead of every game the arena ever had
 * (at 1,000 players that was tens of thousands of rows a second, and every scored game replayed them all again). The
 * store stays the truth: pages and a restart work the standings out from its games ({@link Standings}).
 */
final class ArenaBook {
    /** A player's colours and last opponent, from the games in the order they began. */
    record Colours(int balance, String lastColour, String lastOpponent) {
        static final Colours NONE = new Colours(0, null, null);

        Colours after(ArenaGame g, String account) {
            boolean x = g.x().equals(account);
            return new Colours(balance + (x ? 1 : -1), x ? "X" : "O", g.opponentOf(account));
        }
    }

    private final Map<String, ArenaGame> going = new LinkedHashMap<>();
    private final Map<String, Sheet> sheets = new HashMap<>();
    private final Map<String, Colours> colours = new HashMap<>();
    private long latestStart;
    private long latestEnd;

    /** The book of an arena with these games (all of them, oldest first, as the store keeps them). */
    static ArenaBook of(List<ArenaGame> games) {
        ArenaBook b = new ArenaBook();
        for (ArenaGame g : games) {
            b.colour(g);
            if (!g.over()) {
                b.going.put(g.code(), g);
            }
        }
        // The sheets replay the finished games in the order they ended, as the standings do.
        b.sheets.putAll(Standings.sheets(List.of(), games));
        b.latestEnd = games.stream().filter(ArenaGame::over).mapToLong(ArenaGame::endedAt).max().orElse(0);
        return b;
    }

    private void colour(ArenaGame g) {
        colours.put(g.x(), colours(g.x()).after(g, g.x()));
        colours.put(g.o(), colours(g.o()).after(g, g.o()));
        latestStart = Math.max(latestStart, g.startedAt());
    }

    /** Whether the store's games going on are the ones this book has (else the store moved on without it). */
    boolean agrees(Set<String> goingInStore) {
        return going.keySet().equals(goingInStore);
    }

    Collection<ArenaGame> going() {
        return new ArrayList<>(going.values());
    }

    void started(ArenaGame g) {
        colour(g);
        going.put(g.code(), g);
    }

    /** A game over, its result on its players' sheets; games must come in the order of their ends. */
    void ended(ArenaGame g) {
        going.remove(g.code());
        latestEnd = Math.max(latestEnd, g.endedAt());
        for (String p : List.of(g.x(), g.o())) {
            GameResult r = g.resultFor(p);
            if (r != null) {
                sheets.put(p, sheet(p).plus(r, g.berserkOf(p), g.berserkCounts(p)));
            }
        }
    }

    Sheet sheet(String account) {
        return sheets.getOrDefault(account, Sheet.EMPTY);
    }

    Colours colours(String account) {
        return colours.getOrDefault(account, Colours.NONE);
    }

    long latestStart() {
        return latestStart;
    }

    long latestEnd() {
        return latestEnd;
    }
}
