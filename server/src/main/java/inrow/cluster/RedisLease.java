package inrow.cluster;

import static inrow.cluster.RedisLink.key;
import static inrow.cluster.RedisLink.keys;

import inrow.game.SeatKind;
import inrow.room.BotLease;
import inrow.room.GameStore;
import inrow.room.RoomChannel.Listener;
import inrow.game.StoredGame;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One node at a time thinks for a room's computers: the holder of a lease that lapses when the node dies. Rooms
 * whose computer is to move are listed, so a node with nobody in such a room still takes it over.
 */
final class RedisLease implements BotLease {
    private static final System.Logger LOG = System.getLogger(RedisLease.class.getName());
    private static final long LEASE_MILLIS = 5000;
    /** The games some node must hold so that their computers play. */
    private static final String BOTS = "inrow:bots";

    private final RedisLink link;
    private final RedisAsyncCommands<String, String> redis;
    private final String node;
    private final HeldRooms held;
    private final GameStore store;
    private final Set<String> leases = ConcurrentHashMap.newKeySet();
    private volatile Function<String, ? extends Listener> finder = code -> null;

    RedisLease(RedisLink link, HeldRooms held, GameStore store) {
        this.link = link;
        this.redis = link.redis();
        this.node = link.node();
        this.held = held;
        this.store = store;
    }

    /** How to load a room on this node when nobody holds it and its computer is to move. */
    void loadRoomsWith(Function<String, ? extends Listener> finder) {
        this.finder = finder;
    }

    @Override
    public CompletableFuture<Boolean> mayThink(String code) {
        return link.<Long>eval(Scripts.LEASE, ScriptOutputType.INTEGER, keys(code, "lease"), node,
                Long.toString(LEASE_MILLIS))
            .thenApply(granted -> {
                if (granted == 1 && held.holds(code)) {
                    leases.add(code);
                    return true;
                }
                if (granted == 1) {
                    // The room closed here while the lease was on its way: let it go, or nobody would take over.
                    link.eval(Scripts.RELEASE, ScriptOutputType.INTEGER, keys(code, "lease"), node);
                }
                return false;
            })
            .exceptionally(failure -> false);
    }

    /** A room is now held here: one with computers is listed, in case they are to move. */
    void attached(Listener room) {
        if (room.hasComputer()) {
            redis.sadd(BOTS, room.code());
        }
    }

    /** A room is no longer held here: its lease, if this node had it, goes at once. */
    void detached(String code) {
        if (leases.remove(code)) {
            link.eval(Scripts.RELEASE, ScriptOutputType.INTEGER, keys(code, "lease"), node);
        }
    }

    /** Keeps this node's leases on every beat, forgetting those another node took since. */
    void renew() {
        for (String code : leases) {
            link.eval(Scripts.LEASE, ScriptOutputType.INTEGER, keys(code, "lease"), node, Long.toString(LEASE_MILLIS))
                .thenAccept(still -> {
                    if (!Long.valueOf(1).equals(still)) {
                        leases.remove(code);
                    }
                });
        }
    }

    /** Keeps the set of held rooms whose computer is to move up to date (with every listing). */
    void markComputersToMove() {
        for (Listener room : held.all()) {
            if (room.hasComputer()) {
                // Only a computer about to move needs a node: a game waiting for an absent person must not be
                // loaded again by every node forever.
                if (room.computerToMove()) {
                    redis.sadd(BOTS, room.code());
                } else {
                    redis.srem(BOTS, room.code());
                }
            }
        }
    }

    /**
     * Rooms with computers and no lease holder (their node died, or nobody opened them since a restart) are
     * loaded here; the room then takes the lease and its computers play on.
     */
    void keepComputersPlaying() {
        redis.smembers(BOTS).thenAccept(codes -> {
            for (String code : codes) {
                if (held.holds(code)) {
                    continue;
                }
                redis.exists(key(code, "lease")).thenAccept(n -> {
                    if (n == 0) {
                        link.blocking().execute(() -> {
                            Listener room = finder.apply(code);
                            if (room == null || room.over()) {
                                redis.srem(BOTS, code);
                            }
                        });
                    }
                });
            }
        });
    }

    /** At start, and after Redis lost its data: every unfinished game with a computer in it, from the record. */
    void listComputerGames() {
        try {
            for (StoredGame g : store.unfinished()) {
                if (g.slots().stream().anyMatch(s -> s != null && s.kind() == SeatKind.BOT)) {
                    redis.sadd(BOTS, g.code());
                }
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "could not list games with computers: " + e.getMessage());
        }
    }

    /** Lets go of every lease at once, so other nodes need not wait for them to lapse (the node is closing). */
    List<CompletableFuture<?>> releaseAll() {
        List<CompletableFuture<?>> released = new ArrayList<>();
        for (String code : leases) {
            released.add(link.eval(Scripts.RELEASE, ScriptOutputType.INTEGER, keys(code, "lease"), node));
        }
        return released;
    }
}
