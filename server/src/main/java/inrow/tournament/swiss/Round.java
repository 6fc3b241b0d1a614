package inrow.tournament.swiss;

import java.util.List;
import java.util.Set;

/**
 * A finished round: its games and the pairing-allocated bye (a full point, C.04.1). A registered player in neither
 * was absent (not yet joined, withdrawn, or excused): zero points and no colour.
 */
public record Round(List<Game> games, Set<Integer> byes) {
    public Round {
        games = List.copyOf(games);
        byes = Set.copyOf(byes);
    }

    public boolean present(int player) {
        return byes.contains(player) || games.stream().anyMatch(g -> g.involves(player));
    }
}
