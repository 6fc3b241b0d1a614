package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A Swiss tournament between rounds: everything the pairing of the next round depends on.
 *
 * @param players the initial ranking list; a player's pairing number is his place in it, from 1. A late joiner is
 *     listed from the start and absent from the rounds before he joined (zero points, no colour).
 * @param rounds the finished rounds, in order
 * @param totalRounds the rounds the tournament will have (the Dutch rules relax colours for leaders in the last)
 * @param initialColour the colour pairing number 1 gets in the first round (drawn by lot before it)
 * @param absent players not to be paired next round: withdrawn, or not yet joined
 */
public record SwissState(List<Player> players, List<Round> rounds, int totalRounds, Colour initialColour,
                         Set<Integer> absent) {
    public SwissState {
        players = List.copyOf(players);
        rounds = List.copyOf(rounds);
        absent = Set.copyOf(absent);
        Set<Integer> ids = new HashSet<>();
        for (Player p : players) {
            if (!ids.add(p.id())) {
                throw new IllegalArgumentException("player listed twice: " + p.id());
            }
        }
        if (totalRounds < rounds.size()) {
            throw new IllegalArgumentException("more rounds played than planned");
        }
    }

    public static SwissState start(List<Player> ranking, int totalRounds, Colour initialColour) {
        return new SwissState(ranking, List.of(), totalRounds, initialColour, Set.of());
    }

    /** The next round's number, from 1. */
    public int nextRound() {
        return rounds.size() + 1;
    }

    public SwissState withRound(Round round) {
        List<Round> more = new ArrayList<>(rounds);
        more.add(round);
        return new SwissState(players, more, totalRounds, initialColour, absent);
    }

    public SwissState withAbsent(Set<Integer> absentNext) {
        return new SwissState(players, rounds, totalRounds, initialColour, absentNext);
    }

    /** The tournament as it stood before round {@code round} was paired, with that round's absentees. */
    public SwissState beforeRound(int round) {
        Round that = rounds.get(round - 1);
        Set<Integer> away = new HashSet<>();
        for (Player p : players) {
            if (!that.present(p.id())) {
                away.add(p.id());
            }
        }
        return new SwissState(players, rounds.subList(0, round - 1), totalRounds, initialColour, away);
    }

    /** 1-based place in the ranking list. */
    public int pairingNumber(int id) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).id() == id) {
                return i + 1;
            }
        }
        throw new NoSuchElementException("no player " + id);
    }

    public Player player(int id) {
        return players.get(pairingNumber(id) - 1);
    }
}
