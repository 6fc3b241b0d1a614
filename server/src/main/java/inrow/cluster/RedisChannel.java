package inrow.cluster;

import static inrow.cluster.RedisLink.codeOf;
import static inrow.cluster.RedisLink.key;

import inrow.room.Presence;
import inrow.room.RoomChannel;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Every node holding a room subscribes to its channel and hears its steps and the other nodes' presence in order.
 * Nodes beat every second on Redis's clock; a node silent for five is gone, with its spectators and seats, and read
 * again if it comes back.
 */
final class RedisChannel implements RoomChannel {
    private static final System.Logger LOG = System.getLogger(RedisChannel.class.getName());
    private static final long NODE_GONE_MILLIS = 5000;
    /** How long Redis keeps a room's keys after its last step or presence: the record has it all anyway. */
    private static final long KEEP_MILLIS = TimeUnit.DAYS.toMillis(7);
    private static final String NODES = "inrow:nodes";

    private final RedisLink link;
    private final RedisAsyncCommands<String, String> redis;
    private final StatefulRedisPubSubConnection<String, String> pubsub;
    private final Messages messages;
    private final String node;
    /** How every message this node sends begins ({@link Messages.Heard} writes the node first). */
    private final String echo;
    private final HeldRooms held;
    private final RedisSteps steps;
    private final RedisLease lease;
    private final RedisLobby lobby;
    private volatile Set<String> liveNodes = Set.of();

    RedisChannel(RedisLink link, HeldRooms held, RedisSteps steps, RedisLease lease, RedisLobby lobby) {
        this.link = link;
        this.redis = link.redis();
        this.pubsub = link.pubsub();
        this.messages = link.messages();
        this.node = link.node();
        this.echo = "{\"node\":\"" + node + "\",";
        this.held = held;
        this.steps = steps;
        this.lease = lease;
        this.lobby = lobby;
        pubsub.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                hear(channel, message);
            }
        });
    }

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

    /**
     * Says this node is alive, learns which others are (on Redis's clock), forgets the presence of nodes gone and
     * reads again that of nodes that (re)appeared.
     */
    void beat() {
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
    }

    private void readPresence(Listener room, String other) {
        redis.hget(key(room.code(), "presence"), other).thenAccept(text -> {
            if (text != null) {
                room.heardPresence(other, messages.heard(text).presence());
            }
        });
    }

    /**
     * After a reconnection Redis may have restarted empty: give every held room its count again from the record,
     * catch up if the record is ahead, and send this node's presence again.
     */
    void joinAllAgain() {
        for (Listener room : held.all()) {
            // A subscription asked for while Redis was away was never made; asking again is harmless.
            pubsub.async().subscribe(key(room.code(), "events"));
            steps.seedFromRecord(room.code()).thenAccept(room::latest).exceptionally(f -> null);
            room.announceAgain();
        }
    }

    /** Says at once that this node has left every room and the cluster (it is closing), instead of timing out. */
    List<CompletableFuture<?>> leave() {
        List<CompletableFuture<?>> goodbyes = new ArrayList<>();
        held.codes().forEach(code -> goodbyes.add(redis.hdel(key(code, "presence"), node).toCompletableFuture()));
        goodbyes.add(redis.zrem(NODES, node).toCompletableFuture());
        return goodbyes;
    }
}
