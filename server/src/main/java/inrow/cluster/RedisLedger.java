package inrow.cluster;

import static inrow.cluster.RedisLink.codeOf;
import static inrow.cluster.RedisLink.key;

import inrow.protocol.GameView;
import inrow.room.Change;
import inrow.room.GameStore;
import inrow.room.Ledger;
import inrow.room.Presence;
import inrow.room.RoomChannel.Listener;
import inrow.store.StoreException;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Cluster mode: the rooms of several nodes joined through Redis, with the database (PostgreSQL) as the record.
 *
 * <ul>
 *   <li><b>Steps.</b> Each room has a step count in Redis. A node appends a change only if the count is still the
 *   one it validated against ({@link Scripts#APPEND}), writes it to the database (which checks the same count
 *   again), then publishes it to the room's stream and channel. So two nodes never both take one step, nothing is
 *   shown before it is durable, and only a step the database has is ever published. A step left reserved by a node
 *   that died is settled by whoever finds it: taken back if the database lacks it, else the room is rebuilt from
 *   the database.</li>
 *   <li><b>Fan-out.</b> Every node holding a room subscribes to its channel and hears its steps and the other
 *   nodes' presence in order; a gap is filled from the stream, or from the database when Redis lost it.</li>
 *   <li><b>Presence.</b> Nodes beat every second on Redis's clock; a node silent for five is gone, with its
 *   spectators and seats, and read again if it comes back.</li>
 *   <li><b>Computers.</b> One node at a time thinks for a room's computers: the holder of a lease that lapses when
 *   the node dies. Rooms whose computer is to move are listed, so a node with nobody in such a room still takes it
 *   over.</li>
 *   <li><b>Lobby.</b> Each node writes the views of the rooms it holds to one hash; any node lists them all.</li>
 * </ul>
 *
 * With Redis away, appends fail (the player is told, nothing changes); the client reconnects by itself, and on
 * reconnection every held room is subscribed again, its count raised to the database's, every node's presence sent
 * again, and every saved step Redis could not take published again. Redis keeps a room's keys for a week after
 * their last use; the database keeps everything.
 */
public final class RedisLedger implements Ledger, AutoCloseable {
    private static final System.Logger LOG = System.getLogger(RedisLedger.class.getName());
    private static final long BEAT_MILLIS = 1000;
    private static final long NODE_GONE_MILLIS = 5000;
    /** How long Redis keeps a room's keys after its last step or presence: the record has it all anyway. */
    private static final long KEEP_MILLIS = TimeUnit.DAYS.toMillis(7);
    private static final String NODES = "inrow:nodes";

    private final RedisLink link;
    private final String node;
    /** How every message this node sends begins ({@link Messages.Heard} writes the node first). */
    private final String echo;
    private final RedisAsyncCommands<String, String> redis;
    private final StatefulRedisPubSubConnection<String, String> pubsub;
    private final Messages messages;
    private final ScheduledExecutorService timer;
    private final ExecutorService blocking;
    private final RedisSteps steps;
    private final HeldRooms held = new HeldRooms();
    private final RedisLease lease;
    private final RedisLobby lobby;
    private volatile Set<String> liveNodes = Set.of();

    private RedisLedger(RedisLink link, GameStore store) {
        this.link = link;
        this.node = link.node();
        this.echo = "{\"node\":\"" + node + "\",";
        this.redis = link.redis();
        this.pubsub = link.pubsub();
        this.messages = link.messages();
        this.timer = link.timer();
        this.blocking = link.blocking();
        this.steps = new RedisSteps(link, store);
        this.lease = new RedisLease(link, held, store);
        this.lobby = new RedisLobby(link, held);
        pubsub.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                hear(channel, message);
            }
        });
        link.onReconnect(this::resync);
    }

    /** Connects to Redis (or fails with a {@link StoreException} before the node serves anything). */
    public static RedisLedger connect(String url, GameStore store, LongSupplier clock) {
        return new RedisLedger(RedisLink.connect(url, clock), store);
    }

    /** Starts beating, listing and keeping computer games alive; {@code finder} loads a room on this node. */
    public void start(Function<String, ? extends Listener> finder) {
        lease.loadRoomsWith(finder);
        beat();
        timer.scheduleWithFixedDelay(this::beat, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::list, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(lease::keepComputersPlaying, 2 * BEAT_MILLIS, 2 * BEAT_MILLIS,
            TimeUnit.MILLISECONDS);
        blocking.execute(lease::listComputerGames);
    }

    public String node() {
        return node;
    }

    // ---- steps ----

    @Override
    public CompletableFuture<Appended> append(String code, long after, List<Change> changes) {
        return steps.append(code, after, changes);
    }

    @Override
    public CompletableFuture<CatchUp> since(String code, long after, long upTo) {
        return steps.since(code, after, upTo);
    }

    @Override
    public CompletableFuture<Long> latest(String code) {
        return steps.latest(code);
    }

    // ---- rooms held on this node ----

    @Override
    public void attach(Listener room) {
        String code = room.code();
        held.add(room);
        pubsub.async().subscribe(key(code, "events")).toCompletableFuture()
            .thenCompose(subscribed -> steps.latest(code))
            .thenAccept(room::latest)
            .thenCompose(x -> redis.hgetall(key(code, "presence")).toCompletableFuture())
            .thenAccept(presence -> presence.forEach((other, text) -> {
                if (!other.equals(node) && liveNodes.contains(other)) {
                    room.heardPresence(other, messages.heard(text).presence());
                }
            }))
            .exceptionally(failure -> {
                LOG.log(System.Logger.Level.WARNING, "could not join " + code + " in Redis (retried when it is back): "
                    + failure.getMessage());
                return null;
            });
        lease.attached(room);
    }

    @Override
    public void detach(Listener room) {
        String code = room.code();
        if (!held.remove(room)) {
            return;
        }
        lobby.detached(code);
        pubsub.async().unsubscribe(key(code, "events"));
        redis.hdel(key(code, "presence"), node);
        lease.detached(code);
    }

    @Override
    public void presence(Listener room, Presence presence) {
        String code = room.code();
        String text = messages.presence(node, presence);
        redis.hset(key(code, "presence"), node, text);
        redis.pexpire(key(code, "presence"), KEEP_MILLIS); // a game nobody holds any more leaves nothing behind
        redis.publish(key(code, "events"), text);
    }

    private void hear(String channel, String message) {
        String code = codeOf(channel);
        Listener room = code == null ? null : held.get(code);
        if (room == null || message.startsWith(echo)) {
            return; // not held here, or this node's own step or presence coming back: already applied
        }
        Messages.Heard heard;
        try {
            heard = messages.heard(message);
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.ERROR, "unreadable message on " + channel, e);
            return;
        }
        if (heard.event() != null) {
            room.heard(heard.event());
        } else if (heard.presence() != null && !node.equals(heard.node())) {
            room.heardPresence(heard.node(), heard.presence());
        } else if (heard.latest() != null) {
            room.latest(heard.latest());
        }
    }

    // ---- computers ----

    @Override
    public CompletableFuture<Boolean> mayThink(String code) {
        return lease.mayThink(code);
    }

    // ---- nodes and the lobby ----

    /**
     * Says this node is alive, learns which others are (on Redis's clock), forgets the presence of nodes gone and
     * reads again that of nodes that (re)appeared, keeps its leases, and publishes steps Redis could not take.
     */
    private void beat() {
        link.<List<Object>>eval(Scripts.BEAT, ScriptOutputType.MULTI, new String[] {NODES}, node,
                Long.toString(NODE_GONE_MILLIS))
            .thenAccept(reply -> {
                link.redisTimeIs(Long.parseLong(String.valueOf(reply.get(0))));
                Set<String> alive = new HashSet<>();
                reply.subList(1, reply.size()).forEach(n -> alive.add(String.valueOf(n)));
                Set<String> before = liveNodes;
                liveNodes = Set.copyOf(alive);
                for (String gone : before) {
                    if (!alive.contains(gone)) {
                        held.all().forEach(room -> room.heardPresence(gone, null));
                    }
                }
                for (String back : alive) {
                    if (!before.contains(back) && !back.equals(node)) {
                        held.all().forEach(room -> readPresence(room, back));
                    }
                }
            })
            .exceptionally(failure -> null);
        lease.renew();
        steps.publishAgain();
    }

    private void readPresence(Listener room, String other) {
        redis.hget(key(room.code(), "presence"), other).thenAccept(text -> {
            if (text != null) {
                room.heardPresence(other, messages.heard(text).presence());
            }
        });
    }

    /** Keeps the set of rooms whose computer is to move, and the lobby's view of this node's rooms. */
    private void list() {
        lease.markComputersToMove();
        lobby.list();
    }

    @Override
    public List<GameView> lobby() {
        return lobby.lobby();
    }

    // ---- Redis came back ----

    /**
     * After a reconnection Redis may have restarted empty: give every held room its count again from the record,
     * catch up if the record is ahead, send this node's presence again, and list everything again.
     */
    private void resync() {
        lobby.listAllAgain();
        for (Listener room : held.all()) {
            // A subscription asked for while Redis was away was never made; asking again is harmless.
            pubsub.async().subscribe(key(room.code(), "events"));
            steps.seedFromRecord(room.code()).thenAccept(room::latest).exceptionally(f -> null);
            room.announceAgain();
        }
        steps.publishAgain();
        blocking.execute(lease::listComputerGames);
    }

    @Override
    public void close() {
        link.stopTimer();
        // Leave at once rather than after the timeouts: let go of the leases and say this node is gone.
        List<CompletableFuture<?>> goodbyes = new ArrayList<>(lease.releaseAll());
        held.codes().forEach(code -> goodbyes.add(redis.hdel(key(code, "presence"), node).toCompletableFuture()));
        goodbyes.add(redis.zrem(NODES, node).toCompletableFuture());
        try {
            CompletableFuture.allOf(goodbyes.toArray(CompletableFuture[]::new)).get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            // Redis away: the leases lapse and the node is forgotten by itself within seconds
        }
        link.close();
    }

}
