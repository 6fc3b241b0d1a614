package inrow.arenas;

import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.Entrant;
import inrow.tournament.Standing;
import java.util.List;

/** One arena as read now: its entrants, its games (oldest first) and its standings, best first. */
public record ArenaState(Arena arena, List<Entrant> entrants, List<ArenaGame> games, List<Standing> standings) {
    public Entrant entrant(String account) {
        return account == null ? null
            : entrants.stream().filter(e -> e.account().equals(account)).findFirst().orElse(null);
    }

    public Standing standing(String account) {
        return account == null ? null
            : standings.stream().filter(s -> s.entrant().account().equals(account)).findFirst().orElse(null);
    }

    /** The game this player is playing now, or null. */
    public ArenaGame playing(String account) {
        return account == null ? null
            : games.stream().filter(g -> !g.over() && g.plays(account)).findFirst().orElse(null);
    }

    /** The game being played by the best-ranked player, or null. */
    public ArenaGame top() {
        for (Standing s : standings) {
            ArenaGame g = playing(s.entrant().account());
            if (g != null) {
                return g;
            }
        }
        return null;
    }
}
