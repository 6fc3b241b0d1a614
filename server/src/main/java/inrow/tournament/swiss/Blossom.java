package inrow.tournament.swiss;

import java.util.Arrays;

/**
 * Edmonds' blossom algorithm: the size of a maximum matching in a general graph, in O(V^3). Completion (C.4) asks
 * whether everyone left can be paired; a search over subsets answers that in exponential time when they cannot,
 * which late rounds of a big tournament hit often.
 */
final class Blossom {
    private final boolean[][] adjacent;
    private final int n;
    private final int[] match;
    private final int[] parent;
    private final int[] base;
    private final boolean[] used;
    private final boolean[] blossom;
    private final int[] queue;

    private Blossom(boolean[][] adjacent) {
        this.adjacent = adjacent;
        this.n = adjacent.length;
        match = new int[n];
        parent = new int[n];
        base = new int[n];
        used = new boolean[n];
        blossom = new boolean[n];
        queue = new int[n];
        Arrays.fill(match, -1);
    }

    static int maximumMatching(boolean[][] adjacent) {
        return new Blossom(adjacent).solve();
    }

    private int solve() {
        int size = 0;
        for (int v = 0; v < n; v++) {
            for (int u = v + 1; u < n && match[v] == -1; u++) {
                if (match[u] == -1 && adjacent[v][u]) {
                    match[v] = u;
                    match[u] = v;
                    size++;
                }
            }
        }
        for (int root = 0; root < n; root++) {
            if (match[root] != -1) {
                continue;
            }
            int u = findPath(root);
            if (u == -1) {
                continue;
            }
            size++;
            while (u != -1) {
                int pv = parent[u];
                int next = match[pv];
                match[u] = pv;
                match[pv] = u;
                u = next;
            }
        }
        return size;
    }

    private int lowestCommonAncestor(int a, int b) {
        boolean[] seen = new boolean[n];
        while (true) {
            a = base[a];
            seen[a] = true;
            if (match[a] == -1) {
                break;
            }
            a = parent[match[a]];
        }
        while (true) {
            b = base[b];
            if (seen[b]) {
                return b;
            }
            b = parent[match[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            blossom[base[v]] = true;
            blossom[base[match[v]]] = true;
            parent[v] = child;
            child = match[v];
            v = parent[match[v]];
        }
    }

    private int findPath(int root) {
        Arrays.fill(used, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < n; i++) {
            base[i] = i;
        }
        used[root] = true;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int to = 0; to < n; to++) {
                if (!adjacent[v][to] || base[v] == base[to] || match[v] == to) {
                    continue;
                }
                if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
                    int current = lowestCommonAncestor(v, to);
                    Arrays.fill(blossom, false);
                    markPath(v, current, to);
                    markPath(to, current, v);
                    for (int i = 0; i < n; i++) {
                        if (blossom[base[i]]) {
                            base[i] = current;
                            if (!used[i]) {
                                used[i] = true;
                                queue[tail++] = i;
                            }
                        }
                    }
                } else if (parent[to] == -1) {
                    parent[to] = v;
                    if (match[to] == -1) {
                        return to;
                    }
                    used[match[to]] = true;
                    queue[tail++] = match[to];
                }
            }
        }
        return -1;
    }
}
