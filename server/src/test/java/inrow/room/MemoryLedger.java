package inrow.room;

import inrow.game.Change;
import inrow.game.StoredGame;
import inrow.protocol.GameView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/**
 * The cluster side of {@link Ledger} in memory, for several "nodes" in one test: what {@code inrow.cluster.RedisLedger}
 * does with Redis and PostgreSQL, without either.
 *
 * <ul>
 *   <li>Each room code has one log of steps and a step count. {@link #node(String)} gives one node's view; its
 *   {@code append} reserves step {@code after + 1} atomically (or answers {@code (false, count)}), makes it durable
 *   in the shared {@link MemoryStore} together with a {@link Change.Sequenced} (as RedisLedger does), then publishes
 *   it: every room attached for that code on another node hears it.</li>
 *   <li>{@code presence} is kept per node (like Redis's hash) and heard by the rooms on the other nodes; a node
 *   attaching a room is told the latest step and the presence the other nodes already have there.</li>
 *   <li>{@code mayThink} grants one lease per room to the first node that asks; {@link #gone} lets it go.</li>
 * </ul>
 *
 * <p>Delivery is controllable. By default everything is delivered at once, in order (a delivery caused while
 * delivering waits behind the ones already queued, as on a channel). After {@link #hold()}, deliveries wait in
 * {@link #pending()} until the test delivers, drops or reorders them. After {@link #holdAppends()}, appends are
 * reserved at once but not completed (nor published) until {@link #completeAppends()} or {@link #complete}; a
 * {@code since} asking for a reserved step waits for it, as RedisLedger's catch-up waits for a pending step. With
 * {@link #fromRecord(boolean)} a catch-up answers with the whole record (a trimmed stream, Redis lost its data).
 */
final class MemoryLedger {
    /** Something on its way to one node: a step, another node's presence, or the latest step count. */
    record Delivery(long id, String to, String code, RoomEvent step, String from, Presence presence, Long latest,
                    boolean gone) {
        @Override
        public String toString() {
            String what = step != null ? "step " + step.seq() + " from " + step.node()
                : latest != null ? "latest " + latest
                : gone ? "node " + from + " gone" : "presence of " + from + " " + presence;
            return "#" + id + " " + what + " to " + to + " (" + code + ")";
        }

        boolean isStep() {
            return step != null;
        }
    }

    /** An append reserved but not yet completed (held by {@link #holdAppends()}). */
    record InFlight(String node, String code, RoomEvent step, CompletableFuture<Ledger.Appended> done) {
    }

    /** One call of {@code since}, for tests that check a gap was filled from the ledger. */
    record SinceCall(String node, String code, long after, long upTo) {
    }

    private record Waiter(String code, long after, long upTo, CompletableFuture<Ledger.CatchUp> out) {
    }

    private static final class Log {
        final List<RoomEvent> steps = new ArrayList<>();
        /** Steps published (durable and sent) so far; the rest are reserved. */
        long published;
    }

    private final MemoryStore store;
    private final Map<String, Log> logs = new HashMap<>();
    /** code -> node -> room held there. */
    private final Map<String, Map<String, RoomChannel.Listener>> attached = new HashMap<>();
    /** code -> node -> presence, as in Redis's presence hash. */
    private final Map<String, Map<String, Presence>> presences = new HashMap<>();
    private final Map<String, String> leases = new HashMap<>();
    private final Map<String, Node> nodes = new LinkedHashMap<>();
    private final List<Delivery> queue = new ArrayList<>();
    private final List<InFlight> inFlight = new ArrayList<>();
    private final List<Waiter> waiters = new ArrayList<>();
    private final List<SinceCall> sinceCalls = new ArrayList<>();
    private long ids;
    private boolean held;
    private boolean appendsHeld;
    private boolean fromRecord;
    private boolean delivering;
    private RuntimeException failAppends;

    MemoryLedger(MemoryStore store) {
        this.store = store;
    }

    /** The ledger one node's rooms use. */
    synchronized Ledger node(String name) {
        return nodes.computeIfAbsent(name, Node::new);
    }

    // ---- control ----

    /** From now on deliveries wait in {@link #pending()}. */
    synchronized void hold() {
        held = true;
    }

    /** Back to delivering at once; delivers everything waiting, in order. */
    void release() {
        synchronized (this) {
            held = false;
        }
        flush();
    }

    synchronized List<Delivery> pending() {
        return new ArrayList<>(queue);
    }

    synchronized List<Delivery> pending(Predicate<Delivery> which) {
        return queue.stream().filter(which).toList();
    }

    /** Delivers everything waiting, in order, and whatever that causes, until nothing waits. Returns how many. */
    int flush() {
        return flush(d -> true);
    }

    /** Delivers, in order, the waiting deliveries that match (and those they cause that match). */
    int flush(Predicate<Delivery> which) {
        int n = 0;
        while (true) {
            Delivery next;
            synchronized (this) {
                next = queue.stream().filter(which).findFirst().orElse(null);
                if (next == null) {
                    return n;
                }
                queue.remove(next);
            }
            run(next);
            n++;
        }
    }

    /** Delivers one waiting delivery now, whatever its place in the queue. */
    void deliver(Delivery d) {
        synchronized (this) {
            if (!queue.remove(d)) {
                throw new IllegalArgumentException(d + " is not waiting");
            }
        }
        run(d);
    }

    /** Loses one waiting delivery (a message the node never hears). */
    synchronized void drop(Delivery d) {
        if (!queue.remove(d)) {
            throw new IllegalArgumentException(d + " is not waiting");
        }
    }

    /** From now on appends are reserved but complete only when the test says so. */
    synchronized void holdAppends() {
        appendsHeld = true;
    }

    synchronized List<InFlight> inFlight() {
        return new ArrayList<>(inFlight);
    }

    /** Completes every held append, oldest first, and stops holding them. */
    void completeAppends() {
        synchronized (this) {
            appendsHeld = false;
        }
        while (true) {
            InFlight next;
            synchronized (this) {
                if (inFlight.isEmpty()) {
                    return;
                }
                next = inFlight.get(0);
            }
            complete(next);
        }
    }

    /** Completes one held append: durable, published (delivered, or queued if held), and answered to its node. */
    void complete(InFlight f) {
        synchronized (this) {
            if (!inFlight.remove(f)) {
                throw new IllegalArgumentException("not in flight: " + f.step());
            }
        }
        publish(f.node(), f.code(), f.step(), f.done());
    }

    /** A catch-up answers with the whole record from the store instead of the steps (or back to steps). */
    synchronized void fromRecord(boolean on) {
        fromRecord = on;
    }

    /** Appends fail (Redis away) with this, or succeed again with null. */
    synchronized void failAppends(RuntimeException failure) {
        failAppends = failure;
    }

    /**
     * The node stopped beating: its presence is forgotten (every other node's rooms hear it gone), its rooms hear
     * nothing more, and its leases lapse.
     */
    void gone(String node) {
        synchronized (this) {
            presences.values().forEach(byNode -> byNode.remove(node));
            attached.values().forEach(byNode -> byNode.remove(node));
            leases.values().removeIf(node::equals);
            for (Map.Entry<String, Map<String, RoomChannel.Listener>> e : attached.entrySet()) {
                for (String other : e.getValue().keySet()) {
                    enqueue(new Delivery(++ids, other, e.getKey(), null, node, null, null, true));
                }
            }
        }
        pump();
    }

    /** Tells the room on {@code node} the latest step, as RedisLedger does after Redis came back. */
    void tellLatest(String node, String code) {
        synchronized (this) {
            enqueue(new Delivery(++ids, node, code, null, null, null, log(code).published, false));
        }
        pump();
    }

    // ---- what the test reads ----

    /** Every step reserved for the room, in order (published or not). */
    synchronized List<RoomEvent> steps(String code) {
        return new ArrayList<>(log(code).steps);
    }

    synchronized List<SinceCall> sinceCalls() {
        return new ArrayList<>(sinceCalls);
    }

    synchronized String leaseHolder(String code) {
        return leases.get(code);
    }

    synchronized Presence presenceOf(String node, String code) {
        return presences.getOrDefault(code, Map.of()).get(node);
    }

    // ---- the mechanics ----

    private Log log(String code) {
        return logs.computeIfAbsent(code, k -> {
            Log l = new Log();
            // Seeded from the record, as RedisLedger seeds its count.
            l.published = store.load(code).map(StoredGame::seq).orElse(0L);
            for (long s = 0; s < l.published; s++) {
                l.steps.add(null); // steps from before this ledger existed: only the record has them
            }
            return l;
        });
    }

    private CompletableFuture<Ledger.Appended> append(String node, String code, long after, List<Change> changes) {
        CompletableFuture<Ledger.Appended> done = new CompletableFuture<>();
        InFlight reserved;
        synchronized (this) {
            if (failAppends != null) {
                return CompletableFuture.failedFuture(failAppends);
            }
            Log log = log(code);
            long count = log.steps.size();
            if (count != after) {
                return CompletableFuture.completedFuture(new Ledger.Appended(false, count));
            }
            RoomEvent step = new RoomEvent(after + 1, node, List.copyOf(changes));
            log.steps.add(step);
            reserved = new InFlight(node, code, step, done);
            if (appendsHeld) {
                inFlight.add(reserved);
                return done;
            }
        }
        publish(reserved.node(), reserved.code(), reserved.step(), reserved.done());
        return done;
    }

    /** Durable first (with the step count checked again by the store), then sent to the others, then answered. */
    private void publish(String node, String code, RoomEvent step, CompletableFuture<Ledger.Appended> done) {
        List<Change> durable = new ArrayList<>(step.changes());
        durable.add(new Change.Sequenced(code, step.seq() - 1, step.seq()));
        CompletableFuture<Void> written = store.write(durable);
        if (written.isCompletedExceptionally()) {
            synchronized (this) {
                log(code).steps.remove(step); // taken back, as RedisLedger's ABORT does
            }
            written.whenComplete((x, failure) -> done.completeExceptionally(failure));
            return;
        }
        List<Waiter> ready = new ArrayList<>();
        synchronized (this) {
            Log log = log(code);
            log.published = Math.max(log.published, step.seq());
            for (String other : attached.getOrDefault(code, Map.of()).keySet()) {
                if (!other.equals(node)) {
                    enqueue(new Delivery(++ids, other, code, step, node, null, null, false));
                }
            }
            waiters.removeIf(w -> {
                if (w.code().equals(code) && w.upTo() <= log.published) {
                    ready.add(w);
                    return true;
                }
                return false;
            });
        }
        pump();
        ready.forEach(w -> w.out().complete(answer(w.code(), w.after(), w.upTo())));
        done.complete(new Ledger.Appended(true, step.seq()));
    }

    private CompletableFuture<Ledger.CatchUp> since(String node, String code, long after, long upTo) {
        synchronized (this) {
            sinceCalls.add(new SinceCall(node, code, after, upTo));
            if (fromRecord || log(code).published >= upTo) {
                return CompletableFuture.completedFuture(answer(code, after, upTo));
            }
            CompletableFuture<Ledger.CatchUp> out = new CompletableFuture<>();
            waiters.add(new Waiter(code, after, upTo, out));
            return out;
        }
    }

    private synchronized Ledger.CatchUp answer(String code, long after, long upTo) {
        Log log = log(code);
        boolean missing = false;
        List<RoomEvent> out = new ArrayList<>();
        for (long s = after + 1; s <= upTo; s++) {
            RoomEvent e = log.steps.get((int) s - 1);
            missing |= e == null;
            out.add(e);
        }
        if (fromRecord || missing) {
            return new Ledger.CatchUp(List.of(), store.load(code).orElseThrow());
        }
        return new Ledger.CatchUp(out, null);
    }

    private void attach(String node, RoomChannel.Listener room) {
        synchronized (this) {
            String code = room.code();
            attached.computeIfAbsent(code, k -> new LinkedHashMap<>()).put(node, room);
            enqueue(new Delivery(++ids, node, code, null, null, null, log(code).published, false));
            presences.getOrDefault(code, Map.of()).forEach((other, p) -> {
                if (!other.equals(node)) {
                    enqueue(new Delivery(++ids, node, code, null, other, p, null, false));
                }
            });
        }
        pump();
    }

    private synchronized void detach(String node, RoomChannel.Listener room) {
        Map<String, RoomChannel.Listener> byNode = attached.get(room.code());
        if (byNode != null && byNode.get(node) == room) {
            byNode.remove(node);
            presences.getOrDefault(room.code(), new HashMap<>()).remove(node);
            leases.remove(room.code(), node);
        }
    }

    private void presence(String node, RoomChannel.Listener room, Presence p) {
        synchronized (this) {
            String code = room.code();
            presences.computeIfAbsent(code, k -> new LinkedHashMap<>()).put(node, p);
            for (String other : attached.getOrDefault(code, Map.of()).keySet()) {
                if (!other.equals(node)) {
                    enqueue(new Delivery(++ids, other, code, null, node, p, null, false));
                }
            }
        }
        pump();
    }

    private synchronized CompletableFuture<Boolean> mayThink(String node, String code) {
        String holder = leases.putIfAbsent(code, node);
        return CompletableFuture.completedFuture(holder == null || holder.equals(node));
    }

    private void enqueue(Delivery d) {
        queue.add(d);
    }

    /** Delivers what waits unless held, or unless a delivery further up the stack is already doing so. */
    private void pump() {
        synchronized (this) {
            if (held || delivering) {
                return;
            }
            delivering = true;
        }
        try {
            while (true) {
                Delivery next;
                synchronized (this) {
                    if (held || queue.isEmpty()) {
                        return;
                    }
                    next = queue.remove(0);
                }
                run(next);
            }
        } finally {
            synchronized (this) {
                delivering = false;
            }
        }
    }

    /** Hands one delivery to the room its node holds now (none: lost, as a message to a node that let go). */
    private void run(Delivery d) {
        RoomChannel.Listener room;
        synchronized (this) {
            room = attached.getOrDefault(d.code(), Map.of()).get(d.to());
        }
        if (room == null) {
            return;
        }
        if (d.step() != null) {
            room.heard(d.step());
        } else if (d.latest() != null) {
            room.latest(d.latest());
        } else {
            room.heardPresence(d.from(), d.gone() ? null : d.presence());
        }
    }

    /** One node's view of the shared ledger. */
    private final class Node implements Ledger {
        private final String name;

        Node(String name) {
            this.name = name;
        }

        @Override
        public CompletableFuture<Appended> append(String code, long after, List<Change> changes) {
            return MemoryLedger.this.append(name, code, after, changes);
        }

        @Override
        public CompletableFuture<CatchUp> since(String code, long after, long upTo) {
            return MemoryLedger.this.since(name, code, after, upTo);
        }

        @Override
        public void attach(RoomChannel.Listener room) {
            MemoryLedger.this.attach(name, room);
        }

        @Override
        public void detach(RoomChannel.Listener room) {
            MemoryLedger.this.detach(name, room);
        }

        @Override
        public void presence(RoomChannel.Listener room, Presence presence) {
            MemoryLedger.this.presence(name, room, presence);
        }

        @Override
        public CompletableFuture<Boolean> mayThink(String code) {
            return MemoryLedger.this.mayThink(name, code);
        }

        @Override
        public CompletableFuture<Long> latest(String code) {
            synchronized (MemoryLedger.this) {
                return CompletableFuture.completedFuture((long) log(code).steps.size()); // reserved ones too, as Redis
            }
        }

        @Override
        public List<GameView> lobby() {
            return null;
        }

        @Override
        public String toString() {
            return "node " + name;
        }
    }
}
