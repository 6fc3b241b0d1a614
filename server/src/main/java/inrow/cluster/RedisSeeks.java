package inrow.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.lobby.SeekBoard;
import inrow.pairing.Seek;
import io.lettuce.core.ScriptOutputType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The seeks every node of a cluster shares, in Redis ({@link SeekScripts}): every lobby lists them all, a player on
 * any node may accept any of them, and taking one is one atomic script, so of several nodes accepting at once exactly
 * one makes the game. The node that made it tells the creator's node on {@link #CHANNEL} (every node hears it; the
 * one with the creator's page tells it). A node that dies stops beating: within {@link #ALIVE_MILLIS} its seeks are
 * never listed or taken again, and the next beat of any node sweeps them out.
 *
 * <p>Calls wait for Redis (at most {@link #WAIT_MILLIS}), off the rooms' threads. Redis away, they fail with
 * {@link IllegalStateException} and nothing changed.
 */
final class RedisSeeks implements SeekBoard {
    static final String CHANNEL = "inrow:seek-taken";
    /** How long a node's seeks stay alive without a beat. */
    static final long ALIVE_MILLIS = 3_000;
    private static final long WAIT_MILLIS = 2_000;
    private static final System.Logger LOG = System.getLogger(RedisSeeks.class.getName());
    private static final String[] KEYS = {SeekScripts.ALL, SeekScripts.PLAYERS, SeekScripts.SEEN};

    private final RedisLink link;
    private final ObjectMapper json = new ObjectMapper();
    private final List<Consumer<Taken>> listeners = new CopyOnWriteArrayList<>();
    private final NewsChannel news;

    RedisSeeks(RedisLink link) {
        this.link = link;
        this.news = new NewsChannel(link, CHANNEL, "taken seeks", this::heard);
    }

    /** Asked again after a reconnection. */
    void subscribe() {
        news.subscribe();
    }

    /** This node is alive (its seeks may be listed and taken), and dead nodes' seeks go. On the cluster's beat. */
    CompletableFuture<Long> beat() {
        return link.<Long>eval(SeekScripts.BEAT, ScriptOutputType.INTEGER,
                new String[] {SeekScripts.PREFIX + "node:" + link.node(), SeekScripts.ALL, SeekScripts.PLAYERS,
                    SeekScripts.SEEN}, Long.toString(ALIVE_MILLIS))
            .exceptionally(failure -> {
                LOG.log(System.Logger.Level.WARNING, "seeks beat failed: " + failure.getMessage());
                return 0L;
            });
    }

    /** A seek as Redis keeps it: everything but its id (the hash's field), and the node it was opened on. */
    record Stored(String player, String name, String account, String username, int rating, boolean provisional,
                  String game, String clock, boolean rated, Integer min, Integer max, long since, String node) {
        static Stored of(Seek s, String node) {
            return new Stored(s.player(), s.name(), s.account(), s.username(), s.rating(), s.provisional(), s.game(),
                s.clock(), s.rated(), s.min(), s.max(), s.since(), node);
        }

        Seek seek(String id) {
            return new Seek(id, player, name, account, username, rating, provisional, game, clock, rated, min, max,
                since);
        }
    }

    private Seek read(String id, String stored) {
        try {
            return json.readValue(stored, Stored.class).seek(id);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a seek could not be read: " + e.getMessage(), e);
        }
    }

    /** {id, JSON} as a script answers it, or nothing. */
    private Optional<Seek> pair(List<Object> idAndJson) {
        return idAndJson == null || idAndJson.size() < 2 ? Optional.empty()
            : Optional.of(read((String) idAndJson.get(0), (String) idAndJson.get(1)));
    }

    @Override
    public Seek open(Seek draft) {
        String stored;
        try {
            stored = json.writeValueAsString(Stored.of(draft, link.node()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        String id = await(link.<String>eval(SeekScripts.OPEN, ScriptOutputType.VALUE,
            new String[] {SeekScripts.ALL, SeekScripts.PLAYERS, SeekScripts.SEEN, SeekScripts.NEXT}, draft.player(),
            stored, Long.toString(draft.since())));
        return id == null ? null : draft.withId(id);
    }

    @Override
    public Optional<Seek> withdraw(String player) {
        return pair(await(link.<List<Object>>eval(SeekScripts.WITHDRAW, ScriptOutputType.MULTI, KEYS, player)));
    }

    @Override
    public Optional<Seek> take(String id) {
        String stored = await(link.<String>eval(SeekScripts.TAKE, ScriptOutputType.VALUE, KEYS, id));
        return Optional.ofNullable(stored).map(s -> read(id, s));
    }

    @Override
    public Optional<Seek> byId(String id) {
        String stored = await(link.<String>eval(SeekScripts.BY_ID, ScriptOutputType.VALUE, KEYS, id));
        return Optional.ofNullable(stored).map(s -> read(id, s));
    }

    @Override
    public Optional<Seek> of(String player) {
        return pair(await(link.<List<Object>>eval(SeekScripts.OF, ScriptOutputType.MULTI, KEYS, player)));
    }

    @Override
    public List<Seek> all() {
        List<Object> flat = await(link.<List<Object>>eval(SeekScripts.LIST, ScriptOutputType.MULTI, KEYS));
        List<Seek> out = new ArrayList<>(flat.size() / 2);
        for (int i = 0; i + 1 < flat.size(); i += 2) {
            out.add(read((String) flat.get(i), (String) flat.get(i + 1)));
        }
        // Oldest first; ids count up, so they settle seeks opened in the same millisecond.
        out.sort(Comparator.comparingLong(Seek::since).thenComparingLong(s -> number(s.id())));
        return out;
    }

    private static long number(String id) {
        try {
            return Long.parseLong(id.substring(1));
        } catch (RuntimeException e) {
            return Long.MAX_VALUE;
        }
    }

    @Override
    public void seen(Map<String, Long> lastSeen) {
        List<String> args = new ArrayList<>(2 * lastSeen.size());
        lastSeen.forEach((player, at) -> {
            args.add(player);
            args.add(Long.toString(at));
        });
        await(link.<Long>eval(SeekScripts.SEEN_AT, ScriptOutputType.INTEGER,
            new String[] {SeekScripts.PLAYERS, SeekScripts.SEEN}, args.toArray(String[]::new)));
    }

    @Override
    public int lapse(long cutoff) {
        Long gone = await(link.<Long>eval(SeekScripts.LAPSE, ScriptOutputType.INTEGER, KEYS, Long.toString(cutoff)));
        return gone == null ? 0 : gone.intValue();
    }

    @Override
    public void tell(Taken taken) {
        Map<String, Object> m = new HashMap<>();
        m.put("player", taken.player());
        PairedNews.put(m, taken.paired());
        try {
            link.redis().publish(CHANNEL, json.writeValueAsString(m));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void listen(Consumer<Taken> heard) {
        listeners.add(heard);
    }

    private void heard(String message) {
        try {
            Map<?, ?> m = json.readValue(message, Map.class);
            Taken taken = new Taken((String) m.get("player"), PairedNews.read(m));
            listeners.forEach(l -> l.accept(taken));
        } catch (JsonProcessingException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "a taken seek's message could not be read: " + e.getMessage());
        }
    }

    private <T> T await(CompletableFuture<T> call) {
        try {
            return call.get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reaching the seeks", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the seeks are out of reach of Redis: " + e.getMessage(), e);
        }
    }
}
