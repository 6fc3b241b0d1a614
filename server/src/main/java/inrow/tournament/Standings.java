package inrow.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The standings follow from the entrants and the finished games alone: every sheet is the games replayed in the
 * order they ended, so what is stored is the games, and a restart or another node works out the same table.
 * Ranked by score, then rating, then who joined first.
 */
public final class Standings {
    private Standings() {
    }

    /** Each player's sheet, replaying the finished games in the order they ended. */
    public static Map<String, Sheet> sheets(List<Entrant> entrants, List<ArenaGame> games) {
        Map<String, Sheet> sheets = new HashMap<>();
        entrants.forEach(e -> sheets.put(e.account(), Sheet.EMPTY));
        List<ArenaGame> done = new ArrayList<>(games.stream().filter(ArenaGame::over).toList());
        done.sort(Comparator.comparingLong(ArenaGame::endedAt).thenComparing(ArenaGame::code));
        for (ArenaGame g : done) {
            for (String p : List.of(g.x(), g.o())) {
                GameResult r = g.resultFor(p);
                if (r != null) {
                    sheets.put(p, sheets.getOrDefault(p, Sheet.EMPTY).plus(r, g.berserkOf(p), g.berserkCounts(p)));
                }
            }
        }
        return sheets;
    }

    /** {@code ratings}: each player's rating now, by account (missing: a newcomer's 1500). */
    public static List<Standing> of(List<Entrant> entrants, List<ArenaGame> games, Map<String, Double> ratings) {
        Map<String, Sheet> sheets = sheets(entrants, games);
        List<Entrant> order = new ArrayList<>(entrants);
        order.sort(Comparator.comparingInt((Entrant e) -> -sheets.get(e.account()).score())
            .thenComparingDouble(e -> -ratings.getOrDefault(e.account(), 1500.0))
            .thenComparingLong(Entrant::joinedAt));
        Map<String, Integer> performances = performances(games);
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            Entrant e = order.get(i);
            out.add(new Standing(i + 1, e, sheets.get(e.account()), ratings.getOrDefault(e.account(), 1500.0),
                performances.getOrDefault(e.account(), 0)));
        }
        return out;
    }

    /**
     * Every player's {@link #performance}, in one pass over the games: one pass per player made each arena page
     * (and each join, which answers with it) cost players times games, 10 million steps at 1,000 players.
     */
    static Map<String, Integer> performances(List<ArenaGame> games) {
        Map<String, double[]> sums = new HashMap<>(); // opponents' ratings, games, wins - losses
        for (ArenaGame g : games) {
            if (!g.over()) {
                continue;
            }
            for (String p : List.of(g.x(), g.o())) {
                GameResult r = g.resultFor(p);
                if (r == null) {
                    continue;
                }
                double[] s = sums.computeIfAbsent(p, k -> new double[3]);
                s[0] += g.opponentRating(p);
                s[1]++;
                s[2] += r == GameResult.WIN ? 1 : r == GameResult.LOSS ? -1 : 0;
            }
        }
        Map<String, Integer> out = new HashMap<>();
        sums.forEach((p, s) -> out.put(p, (int) Math.round((s[0] + 500.0 * s[2]) / s[1])));
        return out;
    }

    /**
     * The podium once the arena is over: the first three who played at least one game (a player who withdrew
     * keeps their place unless they never played).
     */
    public static List<Standing> podium(List<Standing> standings) {
        return standings.stream().filter(s -> s.sheet().games() > 0).limit(3).toList();
    }

    /**
     * Performance as lichess's arena shows it: the opponents' average rating plus 500 times (wins - losses) per
     * game, over the games on the sheet; 0 with none.
     */
    static int performance(String account, List<ArenaGame> games) {
        double sum = 0;
        int n = 0;
        int balance = 0;
        for (ArenaGame g : games) {
            if (!g.over() || !g.plays(account)) {
                continue;
            }
            GameResult r = g.resultFor(account);
            if (r == null) {
                continue;
            }
            n++;
            sum += g.opponentRating(account);
            balance += r == GameResult.WIN ? 1 : r == GameResult.LOSS ? -1 : 0;
        }
        return n == 0 ? 0 : (int) Math.round((sum + 500.0 * balance) / n);
    }
}
