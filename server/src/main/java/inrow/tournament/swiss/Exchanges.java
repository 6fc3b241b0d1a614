package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.HashMap;
import java.util.Map;

/**
 * C.04.3 B.6 (exchanges in a homogeneous bracket or remainder): swap x players of S1 with x of S2, trying the
 * smallest difference between the BSN sums first, then moving the lowest players of S1, then the highest of S2.
 */
final class Exchanges {
    /** One exchange by positions in the bracket: S1 is 0..n1-1, S2 follows. */
    record Exchange(List<Integer> fromS1, List<Integer> fromS2) {
        boolean swaps(int position) {
            return fromS1.contains(position) || fromS2.contains(position);
        }
    }

    /** Exchange lists by bracket shape, kept for one round's pairing (brackets of one shape recur often). */
    private final Map<List<Integer>, List<Exchange>> made = new HashMap<>();

    List<Exchange> of(int n1, int n2, int x) {
        return made.computeIfAbsent(List.of(n1, n2, x), k -> make(n1, n2, x));
    }

    private static List<Exchange> make(int n1, int n2, int x) {
        List<List<Integer>> a = new ArrayList<>();
        combine(0, n1, x, new ArrayList<>(), a);
        List<List<Integer>> b = new ArrayList<>();
        combine(n1, n1 + n2, x, new ArrayList<>(), b);
        List<Exchange> out = new ArrayList<>();
        for (List<Integer> fromS1 : a) {
            for (List<Integer> fromS2 : b) {
                out.add(new Exchange(fromS1, fromS2));
            }
        }
        out.sort(Comparator.<Exchange>comparingInt(e -> sum(e.fromS2()) - sum(e.fromS1()))
            .thenComparing((e, f) -> compareDescending(f.fromS1(), e.fromS1()))
            .thenComparing((e, f) -> compareAscending(e.fromS2(), f.fromS2())));
        return List.copyOf(out);
    }

    private static void combine(int from, int to, int k, List<Integer> acc, List<List<Integer>> out) {
        if (acc.size() == k) {
            out.add(List.copyOf(acc));
            return;
        }
        for (int i = from; i < to; i++) {
            acc.add(i);
            combine(i + 1, to, k, acc, out);
            acc.remove(acc.size() - 1);
        }
    }

    private static int sum(List<Integer> xs) {
        return xs.stream().mapToInt(Integer::intValue).sum();
    }

    /** Compares the largest elements first. */
    private static int compareDescending(List<Integer> a, List<Integer> b) {
        for (int i = a.size() - 1; i >= 0; i--) {
            int d = Integer.compare(a.get(i), b.get(i));
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }

    private static int compareAscending(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < a.size(); i++) {
            int d = Integer.compare(a.get(i), b.get(i));
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }
}
