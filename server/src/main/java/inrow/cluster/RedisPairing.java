package inrow.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.lobby.PairingNodes;
import inrow.pairing.Entry;
import inrow.pairing.PoolKey;
import inrow.pairing.Recent;
import inrow.pairing.Seeker;
import inrow.pairing.Side;
import inrow.pairing.Waiting;
import io.lettuce.core.ScriptOutputType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Quick pairing's pools shared by every node through Redis ({@link PairingScripts}): each node matches the pools
 * when its players enter and on its tick, and takes a pair only by one atomic script, so of several nodes matching at
 * once exactly one takes a given entry. A pairing is told on one channel every node hears; the node where the
 * player waits tells their socket. A node that dies stops beating: within {@link #ALIVE_MILLIS} its entries are never
 * read or paired again, and the next beat of any node sweeps them out.
 *
 * <p>Calls wait for Redis (at most {@link #WAIT_MILLIS}): pairing runs on quick pairing's desk thread, off the
 * sockets' and the rooms' threads. Redis away, entering fails with {@link IllegalStateException}, which the caller
 * reports as unavailable.
 */
final class RedisPairing implements PairingNodes {
    static final String CHANNEL = "inrow:paired";
    /** How long a node's entries stay alive without a beat. */
    static final long ALIVE_MILLIS = 3_000;
    private static final long WAIT_MILLIS = 2_000;
    private static final System.Logger LOG = System.getLogger(RedisPairing.class.getName());

    private final RedisLink link;
    private final ObjectMapper json = new ObjectMapper();
    private final List<Consumer<Told>> listeners = new CopyOnWriteArrayList<>();
    private final Waiting waiting = new Shared();
    private final NewsChannel news;

    RedisPairing(RedisLink link) {
        this.link = link;
        this.news = new NewsChannel(link, CHANNEL, "pairings", this::heard);
    }

    /** Asked again after a reconnection. */
    void subscribe() {
        news.subscribe();
    }

    /** This node is alive (its entries may be paired), and dead nodes' entries go. On the cluster's beat. */
    void beat() {
        link.<Long>eval(PairingScripts.BEAT, ScriptOutputType.INTEGER,
                new String[] {PairingScripts.PREFIX + "node:" + link.node()}, Long.toString(ALIVE_MILLIS))
            .exceptionally(failure -> {
                LOG.log(System.Logger.Level.WARNING, "pairing beat failed: " + failure.getMessage());
                return 0L;
            });
    }

    @Override
    public Waiting waiting() {
        return waiting;
    }

    @Override
    public void tell(Told told) {
        Map<String, Object> m = new HashMap<>();
        m.put("player", told.player());
        m.put("opponent", told.opponent());
        m.put("first", told.first());
        PairedNews.put(m, told.paired());
        try {
            link.redis().publish(CHANNEL, json.writeValueAsString(m));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void listen(Consumer<Told> heard) {
        listeners.add(heard);
    }

    private void heard(String message) {
        try {
            Map<?, ?> m = json.readValue(message, Map.class);
            Told told = new Told((String) m.get("player"), (String) m.get("opponent"),
                Boolean.TRUE.equals(m.get("first")), PairedNews.read(m));
            listeners.forEach(l -> l.accept(told));
        } catch (JsonProcessingException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "a pairing message could not be read: " + e.getMessage());
        }
    }

    private static String poolHash(PoolKey pool) {
        return PairingScripts.PREFIX + "pool:" + pool.id();
    }

    private static String rank(PoolKey pool) {
        return PairingScripts.PREFIX + "rank:" + pool.id();
    }

    private static String seeking(String player) {
        return PairingScripts.PREFIX + "seeking:" + player;
    }

    private <T> T await(java.util.concurrent.CompletableFuture<T> call) {
        try {
            return call.get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pairing", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("pairing is out of reach of Redis: " + e.getMessage(), e);
        }
    }

    /** One entry as Redis keeps it. */
    record Stored(String game, String clock, boolean rated, String player, boolean signedIn, double rating,
                  double deviation, String name, String account, long at, List<String> opponents, List<Side> sides,
                  String node) {
        static Stored of(Entry e, String node) {
            Seeker s = e.seeker();
            return new Stored(e.pool().game(), e.pool().clock(), e.pool().rated(), s.player(), s.signedIn(),
                s.rating(), s.deviation(), s.name(), s.account(), e.enteredAt(), e.recent().opponents(),
                e.recent().sides(), node);
        }

        Entry entry() {
            return new Entry(new PoolKey(game, clock, rated), new Seeker(player, signedIn, rating, deviation, name,
                account), at, new Recent(opponents, sides));
        }
    }

    private Entry read(String stored) {
        try {
            return json.readValue(stored, Stored.class).entry();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a pool entry could not be read: " + e.getMessage(), e);
        }
    }

    /** The pools' entries in Redis. */
    private final class Shared implements Waiting {
        @Override
        public boolean add(Entry entry) {
            String stored;
            try {
                stored = json.writeValueAsString(Stored.of(entry, link.node()));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            Long added = await(link.<Long>eval(PairingScripts.ADD, ScriptOutputType.INTEGER,
                new String[] {seeking(entry.player()), poolHash(entry.pool()), rank(entry.pool())}, entry.player(),
                stored, link.node(), Double.toString(entry.rating())));
            return added != null && added == 1;
        }

        @Override
        public Optional<Entry> remove(String player) {
            String was = await(link.<String>eval(PairingScripts.REMOVE, ScriptOutputType.VALUE,
                new String[] {seeking(player)}, player));
            return Optional.ofNullable(was).map(RedisPairing.this::read);
        }

        @Override
        public Optional<Entry> of(String player) {
            String is = await(link.<String>eval(PairingScripts.OF, ScriptOutputType.VALUE,
                new String[] {seeking(player)}, player));
            return Optional.ofNullable(is).map(RedisPairing.this::read);
        }

        @Override
        public List<Entry> in(PoolKey pool) {
            List<String> all = await(link.<List<String>>eval(PairingScripts.IN, ScriptOutputType.MULTI,
                new String[] {poolHash(pool)}));
            List<Entry> out = new ArrayList<>(all.size());
            all.forEach(s -> out.add(read(s)));
            return out;
        }

        @Override
        public List<Entry> near(PoolKey pool, double rating, double low, double high) {
            List<String> found = await(link.<List<String>>eval(PairingScripts.NEAR, ScriptOutputType.MULTI,
                new String[] {poolHash(pool), rank(pool)}, Double.toString(rating), Double.toString(low),
                Double.toString(high), Integer.toString(NEAR_EACH_SIDE)));
            List<Entry> out = new ArrayList<>(found.size());
            found.forEach(s -> out.add(read(s)));
            return out;
        }

        @Override
        public boolean take(Entry a, Entry b) {
            Long taken = await(link.<Long>eval(PairingScripts.TAKE, ScriptOutputType.INTEGER,
                new String[] {poolHash(a.pool()), seeking(a.player()), seeking(b.player()), rank(a.pool())},
                a.player(), Long.toString(a.enteredAt()), b.player(), Long.toString(b.enteredAt())));
            return taken != null && taken == 1;
        }

        @Override
        public Map<PoolKey, Integer> counts() {
            List<Object> flat = await(link.<List<Object>>eval(PairingScripts.COUNTS, ScriptOutputType.MULTI,
                new String[0]));
            Map<PoolKey, Integer> counts = new HashMap<>();
            for (int i = 0; i + 1 < flat.size(); i += 2) {
                PoolKey key = keyOf(((String) flat.get(i)).substring((PairingScripts.PREFIX + "pool:").length()));
                if (key != null) {
                    counts.put(key, ((Long) flat.get(i + 1)).intValue());
                }
            }
            return counts;
        }
    }

    /** A pool's id back to its key: {@code game/clock} or {@code game/clock/rated} (games and clocks have no '/'). */
    static PoolKey keyOf(String id) {
        String[] parts = id.split("/");
        if (parts.length == 2) {
            return new PoolKey(parts[0], parts[1], false);
        }
        if (parts.length == 3 && parts[2].equals("rated")) {
            return new PoolKey(parts[0], parts[1], true);
        }
        return null;
    }
}
