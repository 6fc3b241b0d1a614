package inrow.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Arena pairing of the free players, as lichess's arena does it in spirit: ranked by score, then rating, each player
 * meets the nearest one below them, except their last opponent; an odd one out waits for the next round of pairing.
 * Two players who just met meet again at once only when they are the arena's only two active players: otherwise
 * they wait a few seconds for someone else to be free. Colours are balanced: whoever had X less often (X games minus
 * O games) gets X; if even, whoever had O last; if still even, the better ranked.
 */
public final class ArenaPairing {
    private ArenaPairing() {
    }

    /** {@code active}: how many players the arena pairs at all (free or playing, not paused). */
    public static List<Pair> pair(List<Candidate> free, int active) {
        List<Candidate> order = new ArrayList<>(free);
        order.sort(Comparator.comparingInt((Candidate c) -> -c.score()).thenComparingDouble(c -> -c.rating())
            .thenComparing(Candidate::account));
        List<Pair> pairs = new ArrayList<>();
        boolean[] taken = new boolean[order.size()];
        for (int i = 0; i < order.size(); i++) {
            if (taken[i]) {
                continue;
            }
            Candidate a = order.get(i);
            int partner = -1;
            int rematch = -1;
            for (int j = i + 1; j < order.size(); j++) {
                if (taken[j]) {
                    continue;
                }
                Candidate b = order.get(j);
                if (a.account().equals(b.lastOpponent()) || b.account().equals(a.lastOpponent())) {
                    rematch = rematch < 0 ? j : rematch;
                    continue;
                }
                partner = j;
                break;
            }
            // The same opponent again only for two players alone in the arena.
            if (partner < 0 && rematch >= 0 && active <= 2) {
                partner = rematch;
            }
            if (partner < 0) {
                continue;
            }
            taken[i] = true;
            taken[partner] = true;
            pairs.add(colours(a, order.get(partner)));
        }
        return pairs;
    }

    /** {@code a} ranks above {@code b}. */
    static Pair colours(Candidate a, Candidate b) {
        boolean aFirst;
        if (a.colourBalance() != b.colourBalance()) {
            aFirst = a.colourBalance() < b.colourBalance();
        } else if ("O".equals(a.lastColour()) != "O".equals(b.lastColour())) {
            aFirst = "O".equals(a.lastColour());
        } else {
            aFirst = true;
        }
        return aFirst ? new Pair(a.account(), b.account()) : new Pair(b.account(), a.account());
    }
}
