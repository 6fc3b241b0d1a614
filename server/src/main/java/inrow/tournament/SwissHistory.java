package inrow.tournament;

import inrow.tournament.swiss.Game;
import inrow.tournament.swiss.Player;
import inrow.tournament.swiss.Result;
import inrow.tournament.swiss.Round;
import inrow.tournament.swiss.SwissState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Swiss tournament as stored (its players, their entries, the rounds paired and the games by room code) read as
 * the pure pairing's {@link SwissState}: the state follows from the store alone, so a restart or another node pairs
 * the same next round. Only rounds whose every game is over are in the state; a player who is not active (withdrew,
 * or did not move in their last game) is absent from the next round.
 */
public record SwissHistory(Swiss swiss, List<SwissPlayer> players, List<Entrant> entrants, List<SwissRound> rounds,
                           Map<String, ArenaGame> games) {
    public SwissHistory {
        players = List.copyOf(players);
        entrants = List.copyOf(entrants);
        rounds = List.copyOf(rounds);
        games = Map.copyOf(games);
    }

    public static SwissHistory of(Swiss swiss, List<SwissPlayer> players, List<Entrant> entrants,
                                  List<SwissRound> rounds, List<ArenaGame> games) {
        Map<String, ArenaGame> byCode = new HashMap<>();
        games.forEach(g -> byCode.put(g.code(), g));
        return new SwissHistory(swiss, players, entrants, rounds, byCode);
    }

    /** The last round paired (0 before the first). */
    public int round() {
        return rounds.size();
    }

    public boolean over(SwissRound r) {
        return r.codes().stream().allMatch(c -> games.get(c) != null && games.get(c).over());
    }

    /** Every round paired so far has all its games over (true before the first). */
    public boolean betweenRounds() {
        return rounds.isEmpty() || over(rounds.get(rounds.size() - 1));
    }

    /** The bye of the round being played (paired, some game not yet over), by number: none between rounds. */
    public Set<Integer> byesBeingPlayed() {
        if (betweenRounds()) {
            return Set.of();
        }
        String bye = rounds.get(rounds.size() - 1).bye();
        return bye == null ? Set.of() : Set.of(number(bye));
    }

    public List<ArenaGame> gamesOf(SwissRound r) {
        return r.codes().stream().map(games::get).toList();
    }

    public Entrant entrant(String account) {
        return account == null ? null
            : entrants.stream().filter(e -> e.account().equals(account)).findFirst().orElse(null);
    }

    /** The game this player is playing now, or null. */
    public ArenaGame playing(String account) {
        if (account == null || rounds.isEmpty()) {
            return null;
        }
        return gamesOf(rounds.get(rounds.size() - 1)).stream().filter(g -> !g.over() && g.plays(account))
            .findFirst().orElse(null);
    }

    public int number(String account) {
        return players.stream().filter(p -> p.account().equals(account)).findFirst().orElseThrow().number();
    }

    public String account(int number) {
        return players.stream().filter(p -> p.number() == number).findFirst().orElseThrow().account();
    }

    public String name(String account) {
        Entrant e = entrant(account);
        return e == null ? null : e.name();
    }

    /** The pairing's state: the initial ranking by rating then name, the finished rounds, who is absent next. */
    public SwissState state() {
        List<Player> ranking = new ArrayList<>();
        for (SwissPlayer p : players) {
            ranking.add(new Player(p.number(), name(p.account()), p.rating()));
        }
        ranking.sort(Player.INITIAL_RANKING);
        List<Round> finished = new ArrayList<>();
        for (SwissRound r : rounds) {
            if (!over(r)) {
                break;
            }
            List<Game> played = new ArrayList<>();
            for (ArenaGame g : gamesOf(r)) {
                played.add(new Game(number(g.x()), number(g.o()), result(g)));
            }
            finished.add(new Round(played, r.bye() == null ? Set.of() : Set.of(number(r.bye()))));
        }
        Set<Integer> absent = new HashSet<>();
        for (SwissPlayer p : players) {
            Entrant e = entrant(p.account());
            if (e == null || !e.active()) {
                absent.add(p.number());
            }
        }
        return new SwissState(ranking, finished, swiss.rounds(), swiss.initialColour(), absent);
    }

    /**
     * A finished game's result, X as white (X moves first). A side that never moved lost it by forfeit: a point
     * without a game for the other, which is no meeting (the two may be paired again) and no colour, as FIDE counts
     * a game not played.
     */
    public static Result result(ArenaGame g) {
        if (g.xMoves() == 0) {
            return Result.BLACK_WINS_BY_FORFEIT;
        }
        if (g.oMoves() == 0) {
            return Result.WHITE_WINS_BY_FORFEIT;
        }
        return switch (g.winner()) {
            case "X" -> Result.WHITE_WINS;
            case "O" -> Result.BLACK_WINS;
            default -> Result.DRAW;
        };
    }

    /** Whoever did not move in this finished game (X moves first: with no X move, X), or null. */
    public static String absentFrom(ArenaGame g) {
        return g.xMoves() == 0 ? g.x() : g.oMoves() == 0 ? g.o() : null;
    }
}
