package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * A constructed tournament for the oracle: its players, rounds, who joins late or withdraws, and the seed that
 * decides the results. The results follow the ratings (the Elo expectation), so score groups look like real ones.
 *
 * @param joins player id to the first round he is paired in (a late joiner is absent, zero points, before it)
 * @param withdrawals player id to the last round he plays (not paired after it)
 * @param drawRate share of games drawn; 0 for a decisive game (more colour conflicts)
 * @param forfeitRate share of games forfeited (the loser did not come): points but no game, no colour
 */
record SwissCase(String name, int players, int rounds, long seed, Colour initialColour, Map<Integer, Integer> joins,
                 Map<Integer, Integer> withdrawals, double drawRate, double forfeitRate) {

    private static List<SwissCase> all() {
        List<SwissCase> cases = new ArrayList<>(STATED);
        cases.addAll(MIXED);
        return List.copyOf(cases);
    }

    /** The cases the issue asks for, each named by what it exercises. */
    static final List<SwissCase> STATED = List.of(
        new SwissCase("eight-players-four-rounds", 8, 4, 1, Colour.WHITE, Map.of(), Map.of(), 0.2, 0),
        new SwissCase("nine-players-byes", 9, 5, 2, Colour.WHITE, Map.of(), Map.of(), 0.2, 0),
        new SwissCase("late-joiner", 10, 5, 3, Colour.BLACK, Map.of(3, 3), Map.of(), 0.2, 0),
        new SwissCase("withdrawal", 11, 5, 4, Colour.WHITE, Map.of(), Map.of(5, 2), 0.2, 0),
        new SwissCase("colour-heavy-no-draws", 10, 7, 5, Colour.WHITE, Map.of(), Map.of(), 0, 0),
        new SwissCase("colour-heavy-odd", 7, 6, 6, Colour.BLACK, Map.of(), Map.of(), 0.1, 0),
        new SwissCase("twenty-rated", 20, 6, 7, Colour.WHITE, Map.of(), Map.of(), 0.25, 0),
        new SwissCase("forfeits", 12, 5, 8, Colour.WHITE, Map.of(), Map.of(), 0.2, 0.1),
        new SwissCase("joiner-and-withdrawal-odd", 13, 6, 9, Colour.WHITE, Map.of(12, 2), Map.of(2, 3), 0.2, 0));

    static final List<SwissCase> MIXED = mixed();

    static final List<SwissCase> ALL = all();

    /**
     * Thirty more, mixed by seed so that the sizes, lengths, draw and forfeit rates, late joiners and withdrawals
     * vary: 6 to 33 players, 4 to 11 rounds (never more rounds than a round robin has).
     */
    private static List<SwissCase> mixed() {
        List<SwissCase> cases = new ArrayList<>();
        for (int seed = 100; seed < 130; seed++) {
            Random r = new Random(seed);
            int players = 6 + r.nextInt(28);
            int rounds = Math.min(players - 1, 4 + r.nextInt(8));
            Map<Integer, Integer> joins = r.nextInt(3) == 0 ? Map.of(1 + r.nextInt(players), 2 + r.nextInt(2))
                : Map.of();
            Map<Integer, Integer> withdrawals = new HashMap<>();
            if (r.nextInt(3) == 0) {
                int id = 1 + r.nextInt(players);
                if (!joins.containsKey(id)) {
                    withdrawals.put(id, 1 + r.nextInt(rounds - 1));
                }
            }
            double draws = r.nextInt(4) * 0.1;
            double forfeits = r.nextInt(4) == 0 ? 0.05 : 0;
            Colour initial = r.nextBoolean() ? Colour.WHITE : Colour.BLACK;
            cases.add(new SwissCase("mixed-" + seed, players, rounds, seed, initial, joins, Map.copyOf(withdrawals),
                draws, forfeits));
        }
        return cases;
    }

    @Override
    public String toString() {
        return name;
    }

    String file() {
        return name + ".trf";
    }

    /** Players by rating, strongest first; ids 1..n in that order, ratings spread out with a seeded jitter. */
    List<Player> ranking() {
        Random random = new Random(seed);
        List<Player> list = new ArrayList<>();
        int rating = 2200;
        for (int id = 1; id <= players; id++) {
            rating -= 10 + random.nextInt(60);
            list.add(new Player(id, String.format("Player %02d", id), rating));
        }
        list.sort(Player.INITIAL_RANKING);
        return list;
    }

    /** Who is not paired in round {@code round}. */
    Set<Integer> absentIn(int round) {
        Set<Integer> away = new HashSet<>();
        joins.forEach((id, first) -> {
            if (round < first) {
                away.add(id);
            }
        });
        withdrawals.forEach((id, lastPlayed) -> {
            if (round > lastPlayed) {
                away.add(id);
            }
        });
        return away;
    }

    /** The results of one round's boards, from the random source the case carries through its rounds. */
    Round play(Pairings pairings, SwissState state, Random random) {
        List<Game> games = new ArrayList<>();
        for (Board b : pairings.boards()) {
            int rw = state.player(b.white()).rating();
            int rb = state.player(b.black()).rating();
            double expected = 1 / (1 + Math.pow(10, (rb - rw) / 400.0));
            double roll = random.nextDouble();
            Result result;
            if (random.nextDouble() < forfeitRate) {
                result = roll < 0.5 ? Result.WHITE_WINS_BY_FORFEIT : Result.BLACK_WINS_BY_FORFEIT;
            } else if (roll < drawRate) {
                result = Result.DRAW;
            } else {
                double decisive = (roll - drawRate) / (1 - drawRate);
                result = decisive < expected ? Result.WHITE_WINS : Result.BLACK_WINS;
            }
            games.add(new Game(b.white(), b.black(), result));
        }
        Set<Integer> byes = new HashSet<>();
        pairings.bye().ifPresent(byes::add);
        return new Round(games, byes);
    }
}
