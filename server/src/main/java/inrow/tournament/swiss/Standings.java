package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The table with FIDE's tie-breaks as the Handbook's tie-break regulations of 2009 to 2022 (C.02 section 13, in
 * force until FIDE's 2023 regulations) define them, unplayed games included:
 * <ul>
 * <li>Buchholz: the sum of the opponents' scores; Sonneborn-Berger: the sum of the scores of the opponents beaten
 *     and half the scores of those drawn.</li>
 * <li>An opponent's score counts each of his unplayed games (byes, forfeits, absences) as a draw.</li>
 * <li>A round in which the player had no opponent (a bye, a forfeit either way, an absence) counts as a game
 *     against a virtual opponent whose score is {@code Svon = SPR + (1 - SfPR) + 0.5 * (n - R)}: the player's score
 *     before that round R, plus the opposite of what the player scored in it, plus a draw for every later round of
 *     the n played. For Sonneborn-Berger the player's result in that round counts as a normal result.</li>
 * </ul>
 */
public final class Standings {
    private Standings() {
    }

    public static List<Standing> of(SwissState state) {
        Map<Integer, Scorecard> cards = Scorecard.all(state);
        int n = state.rounds().size();
        List<Standing> out = new ArrayList<>();
        for (Scorecard card : cards.values()) {
            int buchholzHalves = 0;
            int sbQuarters = 0;
            for (int r = 0; r < n; r++) {
                Entry e = card.entries().get(r);
                int opponentHalves;
                if (e.played()) {
                    opponentHalves = drawnUnplayed(cards.get(e.opponent()));
                } else {
                    opponentHalves = card.halvesAfter(r) + (2 - e.halves()) + (n - (r + 1));
                }
                buchholzHalves += opponentHalves;
                sbQuarters += e.halves() * opponentHalves;
            }
            out.add(new Standing(card.player(), card.halves() / 2.0, buchholzHalves / 2.0, sbQuarters / 4.0));
        }
        out.sort(order(state));
        return out;
    }

    /**
     * As {@link #of(SwissState)}, with the full point of each bye of the round being played ({@code byesNow}) counted
     * from the moment the round is paired: the pairing and the TRF read finished rounds only, but a person reading
     * the table sees the point at once. The tie-breaks take that round in when it is over.
     */
    public static List<Standing> of(SwissState state, Set<Integer> byesNow) {
        List<Standing> out = new ArrayList<>();
        for (Standing s : of(state)) {
            out.add(byesNow.contains(s.player())
                ? new Standing(s.player(), s.points() + 1, s.buchholz(), s.sonnebornBerger()) : s);
        }
        out.sort(order(state));
        return out;
    }

    private static Comparator<Standing> order(SwissState state) {
        return Comparator.comparingDouble(Standing::points).reversed()
            .thenComparing(Comparator.comparingDouble(Standing::buchholz).reversed())
            .thenComparing(Comparator.comparingDouble(Standing::sonnebornBerger).reversed())
            .thenComparingInt(s -> state.pairingNumber(s.player()));
    }

    /** A score for others' tie-breaks: games played as they ended, every unplayed game a draw. */
    private static int drawnUnplayed(Scorecard card) {
        int halves = 0;
        for (Entry e : card.entries()) {
            halves += e.played() ? e.halves() : 1;
        }
        return halves;
    }
}
