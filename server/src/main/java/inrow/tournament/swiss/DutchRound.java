package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeSet;

/**
 * One pairing of one round. Contestants are indexed by rank (score, then pairing number), so a lower index is a
 * higher ranked player and a bracket's BSNs follow index order.
 */
final class DutchRound {
    private final SwissState state;
    private final Contestant[] c;
    private final boolean[][] compatible;
    private final int[] level;
    private final int levels;
    private final boolean[] byeCandidate;
    private final Exchanges exchanges = new Exchanges();
    /** Completion answers for this round, once the bye candidates are settled. */
    private Completion completion;

    DutchRound(SwissState state) {
        this.state = state;
        Map<Integer, Scorecard> cards = Scorecard.all(state);
        boolean lastRound = state.nextRound() >= state.totalRounds();
        List<Contestant> list = new ArrayList<>();
        int entered = 0;
        for (Scorecard card : cards.values()) {
            boolean here = !state.absent().contains(card.player());
            if (here || card.entries().stream().anyMatch(e -> e.kind() != Entry.Kind.ABSENT)) {
                entered++;
            }
            if (here) {
                list.add(Contestant.of(card, entered, cards, lastRound));
            }
        }
        list.sort((a, b) -> a.ranksAbove(b) ? -1 : b.ranksAbove(a) ? 1 : 0);
        c = list.toArray(new Contestant[0]);
        int n = c.length;
        compatible = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                compatible[i][j] = i != j && mayMeet(c[i], c[j], lastRound);
            }
        }
        level = new int[n];
        TreeSet<Integer> scores = new TreeSet<>(Comparator.reverseOrder());
        for (Contestant x : c) {
            scores.add(x.halves());
        }
        List<Integer> ordered = new ArrayList<>(scores);
        for (int i = 0; i < n; i++) {
            level[i] = ordered.indexOf(c[i].halves());
        }
        levels = ordered.size();
        byeCandidate = new boolean[n];
    }

    /** C.1 and C.3: absolute criteria. */
    private static boolean mayMeet(Contestant a, Contestant b, boolean lastRound) {
        if (a.met().contains(b.id())) {
            return false;
        }
        boolean sameAbsolute = a.absolute() && b.absolute() && a.preference() == b.preference();
        return !sameAbsolute || (lastRound && (a.topscorer() || b.topscorer()));
    }

    Optional<Pairings> pair() {
        int n = c.length;
        BitSet all = new BitSet();
        all.set(0, n);
        if (n % 2 == 1 && !chooseByeScore(all)) {
            return Optional.empty();
        }
        completion = new Completion();
        if (n % 2 == 0 && !completion.possible(all)) {
            return Optional.empty();
        }
        List<int[]> pairs = new ArrayList<>();
        List<Integer> moved = new ArrayList<>();
        int next = 0;
        while (next < n) {
            int score = c[next].halves();
            List<Integer> residents = new ArrayList<>();
            while (next < n && c[next].halves() == score) {
                residents.add(next++);
            }
            List<Integer> lower = new ArrayList<>();
            List<Integer> nextGroup = new ArrayList<>();
            for (int i = next; i < n; i++) {
                lower.add(i);
                if (c[i].halves() == c[next].halves()) {
                    nextGroup.add(i);
                }
            }
            Bracket bracket = new Bracket(moved, residents, lower, nextGroup);
            bracket.search();
            pairs.addAll(bracket.bestPairs);
            moved = bracket.bestFloaters;
        }
        if (moved.size() > 1) {
            throw new IllegalStateException("completion left " + moved.size() + " players unpaired");
        }
        pairs.sort(Comparator.<int[]>comparingInt(p -> -Math.max(c[p[0]].halves(), c[p[1]].halves()))
            .thenComparingInt(p -> -(c[p[0]].halves() + c[p[1]].halves()))
            .thenComparingInt(p -> Math.min(p[0], p[1])));
        List<Board> boards = new ArrayList<>();
        for (int[] p : pairs) {
            boards.add(ColourAllocation.board(c[p[0]], c[p[1]], state.initialColour()));
        }
        OptionalInt bye = moved.isEmpty() ? OptionalInt.empty() : OptionalInt.of(c[moved.get(0)].id());
        return Optional.of(new Pairings(boards, bye));
    }

    /**
     * The bye goes to the lowest score that still lets everyone else be paired (C.2 and C.4): eligible players
     * at or below that score are the bye candidates for the whole round.
     */
    private boolean chooseByeScore(BitSet all) {
        TreeSet<Integer> scores = new TreeSet<>();
        for (Contestant x : c) {
            scores.add(x.halves());
        }
        for (int s : scores) {
            for (int i = 0; i < c.length; i++) {
                byeCandidate[i] = c[i].byeEligible() && c[i].halves() <= s;
            }
            if (new Completion().possible(all)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a set of players can all be paired, one bye candidate left over if the count is odd (C.4). */
    private final class Completion {
        private final Map<BitSet, Boolean> known = new HashMap<>();

        boolean possible(BitSet players) {
            return known.computeIfAbsent((BitSet) players.clone(), this::match);
        }

        /** A perfect matching, with a stand-in opponent for the bye that only bye candidates may meet. */
        private boolean match(BitSet players) {
            int[] who = players.stream().toArray();
            boolean odd = who.length % 2 == 1;
            int size = who.length + (odd ? 1 : 0);
            boolean[][] adjacent = new boolean[size][size];
            for (int a = 0; a < who.length; a++) {
                for (int b = 0; b < who.length; b++) {
                    adjacent[a][b] = compatible[who[a]][who[b]];
                }
                if (odd && byeCandidate[who[a]]) {
                    adjacent[a][size - 1] = true;
                    adjacent[size - 1][a] = true;
                }
            }
            return Blossom.maximumMatching(adjacent) * 2 == size;
        }
    }

    /**
     * C.7 for one choice of downfloaters: the most pairs the next bracket (the downfloaters and the next score
     * group) can make while everyone below can still be paired, then the most points among those pairs (each pair
     * counted at its higher player's score). As {@code [-pairs, -pairs at the top score, ...]}, smaller is better.
     */
    private final class NextBracket {
        /** Matchings looked at before settling for the best seen. */
        static final int BUDGET = 20_000;

        private final List<Integer> players = new ArrayList<>();
        private final BitSet below;
        private final int bound;
        private long[] best;
        private BitSet bestLeftover;
        private int leaves;

        NextBracket(BitSet bracket, BitSet below) {
            bracket.stream().forEach(players::add);
            this.below = below;
            this.bound = players.size() / 2;
        }

        long[] best() {
            explore(0, new boolean[players.size()], new BitSet(), new long[levels + 1]);
            return best == null ? new long[levels + 1] : best;
        }

        /** Enough: the budget is spent, or the best has all the pairs there can be and leaves no floater out. */
        private boolean done() {
            if (leaves > BUDGET) {
                return true;
            }
            if (best == null || -best[0] != bound) {
                return false;
            }
            int groupLevel = level[players.get(players.size() - 1)];
            return bestLeftover.stream().allMatch(v -> level[v] == groupLevel);
        }

        private void explore(int from, boolean[] decided, BitSet leftover, long[] value) {
            if (done()) {
                return;
            }
            int i = from;
            while (i < players.size() && decided[i]) {
                i++;
            }
            int undecided = 0;
            for (int k = i; k < players.size(); k++) {
                if (!decided[k]) {
                    undecided++;
                }
            }
            if (best != null && -value[0] + undecided / 2 < -best[0]) {
                return;
            }
            if (i == players.size()) {
                leaves++;
                if (best != null && compare(value, best) >= 0) {
                    return;
                }
                BitSet rest = (BitSet) below.clone();
                rest.or(leftover);
                if (completion.possible(rest)) {
                    best = value.clone();
                    bestLeftover = (BitSet) leftover.clone();
                }
                return;
            }
            decided[i] = true;
            int v = players.get(i);
            for (int j = i + 1; j < players.size(); j++) {
                int u = players.get(j);
                if (decided[j] || !compatible[v][u]) {
                    continue;
                }
                decided[j] = true;
                value[0]--;
                value[1 + level[v]]--;
                explore(i + 1, decided, leftover, value);
                value[1 + level[v]]++;
                value[0]++;
                decided[j] = false;
            }
            leftover.set(v);
            explore(i + 1, decided, leftover, value);
            leftover.clear(v);
            decided[i] = false;
        }
    }

    /**
     * One pairing bracket: moved-down players (MDPs) above the residents of one score group. Candidates are made in
     * the rules' order: for each choice of MDPs to pair (the highest first), the MDP-pairing by transpositions of
     * the residents, and for each, the remainder by exchanges (fewest, then smallest BSN difference) and within an
     * exchange by transpositions. The first candidate that no later one can beat wins; otherwise the best seen.
     */
    private final class Bracket {
        /**
         * Pairs tried for one number of pairs before settling for the best candidate seen: the bound on time when
         * no candidate is perfect and the penalties cannot prune the search (docs/tournaments.md).
         */
        static final int BUDGET = 400_000;

        final List<Integer> moved;
        final List<Integer> residents;
        final List<Integer> next;
        final boolean last;
        final BitSet lowerBits = new BitSet();
        /** Where each criterion sits in a quality vector. */
        final int bye = 2 * levels + 1;
        final int colour = bye + 1;
        final int floats = colour + 4;
        final int floatScores = floats + 4;
        /** The penalties of the pairs made so far on the way down the candidate tree. */
        long[] partial;
        /** The score vector of the MDP choice being tried (C.6 is fixed by it and the number of pairs). */
        long[] choiceScores;
        final BitSet belowNext = new BitSet();
        final Map<BitSet, long[]> nextValues = new HashMap<>();
        final int roundsPlayed = state.rounds().size();
        List<int[]> bestPairs;
        List<Integer> bestFloaters;
        long[] bestQuality;
        boolean bestPrefixIdeal;
        /** Pairs tried so far for this number of pairs. */
        int leaves;
        boolean stop;
        int nextBound;

        Bracket(List<Integer> moved, List<Integer> residents, List<Integer> lower, List<Integer> next) {
            this.moved = moved;
            this.residents = residents;
            this.next = next;
            this.last = lower.isEmpty();
            lower.forEach(lowerBits::set);
            belowNext.or(lowerBits);
            next.forEach(belowNext::clear);
        }

        void search() {
            int size = moved.size() + residents.size();
            for (int pairs = size / 2; pairs >= 0; pairs--) {
                bestQuality = null;
                leaves = 0;
                stop = false;
                partial = new long[floatScores + 4 * levels];
                nextBound = last ? 0 : (size - 2 * pairs + next.size()) / 2;
                for (int m1 = Math.min(Math.min(moved.size(), residents.size()), pairs); m1 >= 0 && !stop; m1--) {
                    int remainderPairs = pairs - m1;
                    if (2 * remainderPairs > residents.size() - m1) {
                        continue;
                    }
                    for (List<Integer> s1 : choices(m1)) {
                        if (stop) {
                            break;
                        }
                        choiceScores = new long[levels];
                        s1.forEach(m -> choiceScores[level[m]]--);
                        choiceScores[level[residents.get(0)]] -= remainderPairs;
                        if (bestQuality != null && compare(choiceScores, bestQuality) > 0) {
                            continue;
                        }
                        List<Integer> limbo = new ArrayList<>(moved);
                        limbo.removeAll(s1);
                        pairMoved(s1, limbo, 0, new boolean[residents.size()], new ArrayList<>(), remainderPairs);
                    }
                }
                if (bestQuality != null) {
                    return;
                }
            }
            throw new IllegalStateException("no candidate for a bracket that completion allowed");
        }

        /** The ways to pick m1 MDPs to pair, those with more points first (C.6), then in BSN order. */
        private List<List<Integer>> choices(int m1) {
            List<List<Integer>> out = new ArrayList<>();
            combine(moved, m1, 0, new ArrayList<>(), out);
            out.sort((a, b) -> {
                for (int i = 0; i < a.size(); i++) {
                    int d = c[b.get(i)].halves() - c[a.get(i)].halves();
                    if (d != 0) {
                        return d;
                    }
                }
                return 0;
            });
            return out;
        }

        private void combine(List<Integer> from, int k, int start, List<Integer> acc, List<List<Integer>> out) {
            if (acc.size() == k) {
                out.add(List.copyOf(acc));
                return;
            }
            for (int i = start; i < from.size(); i++) {
                acc.add(from.get(i));
                combine(from, k, i + 1, acc, out);
                acc.remove(acc.size() - 1);
            }
        }

        private void pairMoved(List<Integer> s1, List<Integer> limbo, int i, boolean[] used, List<int[]> acc,
                               int remainderPairs) {
            if (stop) {
                return;
            }
            if (i == s1.size()) {
                List<Integer> remainder = new ArrayList<>();
                for (int r = 0; r < residents.size(); r++) {
                    if (!used[r]) {
                        remainder.add(residents.get(r));
                    }
                }
                pairRemainder(remainder, remainderPairs, acc, limbo);
                return;
            }
            for (int r = 0; r < residents.size() && !stop; r++) {
                if (used[r] || !compatible[s1.get(i)][residents.get(r)]) {
                    continue;
                }
                int[] pair = {s1.get(i), residents.get(r)};
                if (++leaves > BUDGET) {
                    stop = true;
                    return;
                }
                addPair(partial, pair, 1);
                if (!hopeless()) {
                    used[r] = true;
                    acc.add(pair);
                    pairMoved(s1, limbo, i + 1, used, acc, remainderPairs);
                    acc.remove(acc.size() - 1);
                    used[r] = false;
                }
                addPair(partial, pair, -1);
            }
        }

        private void pairRemainder(List<Integer> remainder, int pairs, List<int[]> acc, List<Integer> limbo) {
            int k = remainder.size();
            int most = Math.min(pairs, k - pairs);
            for (int x = 0; x <= most && !stop; x++) {
                for (Exchanges.Exchange e : exchanges.of(pairs, k - pairs, x)) {
                    if (stop) {
                        return;
                    }
                    List<Integer> s1 = new ArrayList<>();
                    List<Integer> s2 = new ArrayList<>();
                    for (int i = 0; i < k; i++) {
                        boolean inS1 = i < pairs;
                        boolean swapped = e.swaps(i);
                        (inS1 != swapped ? s1 : s2).add(remainder.get(i));
                    }
                    transpose(s1, s2, 0, new boolean[s2.size()], acc, limbo);
                }
            }
        }

        private void transpose(List<Integer> s1, List<Integer> s2, int i, boolean[] used, List<int[]> acc,
                               List<Integer> limbo) {
            if (stop) {
                return;
            }
            if (i == s1.size()) {
                List<Integer> floaters = new ArrayList<>(limbo);
                for (int j = 0; j < s2.size(); j++) {
                    if (!used[j]) {
                        floaters.add(s2.get(j));
                    }
                }
                floaters.sort(null);
                consider(acc, floaters);
                return;
            }
            for (int j = 0; j < s2.size() && !stop; j++) {
                if (used[j] || !compatible[s1.get(i)][s2.get(j)]) {
                    continue;
                }
                int[] pair = {s1.get(i), s2.get(j)};
                if (++leaves > BUDGET) {
                    stop = true;
                    return;
                }
                addPair(partial, pair, 1);
                used[j] = true;
                int conflicts = bestPrefixIdeal ? unavoidableConflicts(s1, i + 1, s2, used) : 0;
                used[j] = false;
                if (!hopeless(conflicts)) {
                    used[j] = true;
                    acc.add(pair);
                    transpose(s1, s2, i + 1, used, acc, limbo);
                    acc.remove(acc.size() - 1);
                    used[j] = false;
                }
                addPair(partial, pair, -1);
            }
        }

        private void consider(List<int[]> pairs, List<Integer> floaters) {
            long[] q = quality(pairs, floaters);
            if (bestQuality != null && compare(q, bestQuality) >= 0) {
                return;
            }
            BitSet rest = (BitSet) lowerBits.clone();
            floaters.forEach(rest::set);
            if (!completion.possible(rest)) {
                return;
            }
            bestQuality = q;
            bestPairs = new ArrayList<>(pairs);
            bestFloaters = new ArrayList<>(floaters);
            bestPrefixIdeal = nextIdeal(q, floaters.size()) && q[bye] == 0;
            if (perfect(q, floaters.size())) {
                stop = true;
            }
        }

        /**
         * The quality criteria after C.5 (the number of pairs, fixed by the caller), smaller is better, compared
         * in order: C.6 points paired, C.7 pairs in the next bracket, C.9 the bye assignee's unplayed games, the
         * colour criteria (C.8 to C.11), repeated floats (C.12 to C.15) and their scores (C.16 to C.19).
         */
        private long[] quality(List<int[]> pairs, List<Integer> floaters) {
            long[] q = new long[floatScores + 4 * levels];
            for (int[] p : pairs) {
                addPair(q, p, 1);
            }
            for (int f : floaters) {
                if (roundsPlayed >= 1 && c[f].lastFloat() == Float.DOWN) {
                    q[floats]++;
                    q[floatScores + level[f]]++;
                }
                if (roundsPlayed >= 2 && c[f].floatBefore() == Float.DOWN) {
                    q[floats + 2]++;
                    q[floatScores + 2 * levels + level[f]]++;
                }
            }
            if (!last) {
                BitSet nextBracket = new BitSet();
                floaters.forEach(nextBracket::set);
                next.forEach(nextBracket::set);
                long[] value = nextValues.computeIfAbsent(nextBracket, b -> new NextBracket(b, belowNext).best());
                System.arraycopy(value, 0, q, levels, levels + 1);
            } else if (floaters.size() == 1) {
                q[bye] = roundsPlayed - c[floaters.get(0)].colours().size();
            }
            return q;
        }

        /**
         * No candidate below this point can beat the best: the best already has this choice's C.6 points, all C.7
         * could give and no bye penalty, so only the penalties are left to compare, and they only grow as pairs
         * and floaters are added.
         */
        private boolean hopeless() {
            return hopeless(0);
        }

        /**
         * As {@link #hopeless()}, knowing that the pairs still to be made must leave at least {@code moreConflicts}
         * colour preferences unmet (C.10).
         */
        private boolean hopeless(int moreConflicts) {
            if (bestQuality == null || !bestPrefixIdeal) {
                return false;
            }
            for (int i = 0; i < levels; i++) {
                if (choiceScores[i] != bestQuality[i]) {
                    return false;
                }
            }
            for (int i = colour; i < partial.length; i++) {
                long at = partial[i] + (i == colour + 2 ? moreConflicts : 0);
                if (at != bestQuality[i]) {
                    return at > bestQuality[i];
                }
            }
            return true;
        }

        /**
         * A lower bound on the colour preferences the rest of S1 must leave unmet (C.10), from counts alone: a
         * player who wants white needs a partner who wants black or has no preference, and so on.
         */
        private int unavoidableConflicts(List<Integer> s1, int from, List<Integer> s2, boolean[] used) {
            int w1 = 0;
            int b1 = 0;
            for (int k = from; k < s1.size(); k++) {
                Colour p = c[s1.get(k)].preference();
                if (p == Colour.WHITE) {
                    w1++;
                } else if (p == Colour.BLACK) {
                    b1++;
                }
            }
            int w2 = 0;
            int b2 = 0;
            int none2 = 0;
            for (int k = 0; k < s2.size(); k++) {
                if (used[k]) {
                    continue;
                }
                Colour p = c[s2.get(k)].preference();
                if (p == Colour.WHITE) {
                    w2++;
                } else if (p == Colour.BLACK) {
                    b2++;
                } else {
                    none2++;
                }
            }
            int bound = Math.max(w1 - b2 - none2, b1 - w2 - none2);
            return Math.max(0, Math.max(bound, w1 + b1 - (w2 + b2 + none2)));
        }

        /** Adds (sign 1) or takes back (sign -1) what one pair counts in the score vector and the penalties. */
        private void addPair(long[] q, int[] p, int sign) {
            int hi = Math.min(p[0], p[1]);
            int lo = Math.max(p[0], p[1]);
            q[level[hi]] -= sign;
            Contestant a = c[lo];
            Contestant b = c[hi];
            if (a.absoluteImbalance() && b.absoluteImbalance() && a.preference() == b.preference()) {
                q[colour] += sign;
            }
            if (a.absolute() && b.absolute() && a.preference() == b.preference() && thirdSameColour(a, b)) {
                q[colour + 1] += sign;
            }
            if (a.preference() != null && a.preference() == b.preference()) {
                q[colour + 2] += sign;
            }
            boolean aFirm = a.strong() || a.absolute();
            boolean bFirm = b.strong() || b.absolute();
            if (aFirm && bFirm && !(a.absolute() && b.absolute()) && a.preference() == b.preference()) {
                q[colour + 3] += sign;
            }
            boolean downPair = c[hi].halves() > c[lo].halves();
            if (roundsPlayed >= 1) {
                if (downPair && c[hi].lastFloat() == Float.DOWN) {
                    q[floats] += sign;
                }
                if (downPair && c[lo].lastFloat() == Float.UP) {
                    q[floats + 1] += sign;
                    q[floatScores + levels + level[hi]] += sign;
                }
            }
            if (roundsPlayed >= 2) {
                if (downPair && c[hi].floatBefore() == Float.DOWN) {
                    q[floats + 2] += sign;
                }
                if (downPair && c[lo].floatBefore() == Float.UP) {
                    q[floats + 3] += sign;
                    q[floatScores + 3 * levels + level[hi]] += sign;
                }
            }
        }

        /** The next bracket makes all the pairs it can, with every downfloater in one. */
        private boolean nextIdeal(long[] q, int floaters) {
            if (last) {
                return true;
            }
            if (q[levels] != -nextBound) {
                return false;
            }
            long floaterPairs = 0;
            for (int l = 0; l < level[next.get(0)]; l++) {
                floaterPairs -= q[levels + 1 + l];
            }
            return floaterPairs == floaters;
        }

        /** C.9's case: both absolute for the same colour and one would get it a third time running. */
        private boolean thirdSameColour(Contestant a, Contestant b) {
            if (a.imbalance() == b.imbalance()) {
                return a.repeated() != null && a.repeated() == b.repeated();
            }
            Contestant lesser = a.imbalance() > b.imbalance() ? b : a;
            return lesser.repeated() == a.preference().opposite();
        }

        /**
         * Nothing later can beat this candidate: no quality penalty, and the next bracket makes all the pairs it can
         * with every downfloater in one (so its points paired are the most too).
         */
        private boolean perfect(long[] q, int floaters) {
            if (!nextIdeal(q, floaters)) {
                return false;
            }
            for (int i = 2 * levels + 1; i < q.length; i++) {
                if (q[i] != 0) {
                    return false;
                }
            }
            return true;
        }
    }

    private static int compare(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return Long.compare(a[i], b[i]);
            }
        }
        return 0;
    }
}
