package inrow.lobby;

import inrow.engine.Mark;
import inrow.pairing.Entry;
import inrow.pairing.Pairing;
import inrow.pairing.PoolKey;
import inrow.pairing.Pools;
import inrow.pairing.RecentPairings;
import inrow.pairing.Refusal;
import inrow.pairing.Seeker;
import inrow.protocol.ErrorCode;
import inrow.protocol.MessageId;
import inrow.protocol.ServerMessage;
import inrow.rating.Rating;
import inrow.room.Room;
import inrow.room.RoomSetup;
import inrow.room.Rooms;
import inrow.room.SeatSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;

/**
 * Quick pairing on one node: the catalogue's pools ({@link Pools}), the open pairing sockets, and what a pairing
 * becomes. A pair is a room made exactly as {@code POST /api/games} makes a friend's game ({@link Rooms#create}),
 * unlisted, with both seats reserved for the two players and each told its own token, so both pages go to it at
 * once. A socket that closes takes its player's entry with it (only the socket that entered: another tab of the
 * same browser does not). Guests pair at a newcomer's rating (1500/350): no pool is rated yet.
 */
public final class QuickPairing {
    /**
     * How often the pools' counts go out when they changed. Sent on every entry, to every socket, they made each
     * entry cost one message per open socket: at 200 sockets, pairings queued behind the sending (five a second).
     */
    public static final long COUNTS_MILLIS = 250;
    /** How many players' recent pairings are remembered for colours and repeats. */
    private static final int HISTORY_PLAYERS = 100_000;

    private final PoolCatalogue catalogue;
    private final Pools pools;
    private final Rooms rooms;
    private final LongSupplier clock;
    /** Open pairing sockets. */
    private final Set<PairingClient> clients = ConcurrentHashMap.newKeySet();
    /** The socket that entered each waiting player, and the name it gave. */
    private final Map<String, Seat> waiting = new ConcurrentHashMap<>();
    /** Rooms made from pools, still being played. */
    private final Map<String, PoolKey> playing = new ConcurrentHashMap<>();
    private volatile ServerMessage.Pools lastCounts;
    private final java.util.concurrent.atomic.AtomicBoolean countsChanged = new java.util.concurrent.atomic.AtomicBoolean();

    private record Seat(PairingClient client, String name) {
    }

    public QuickPairing(PoolCatalogue catalogue, Rooms rooms, LongSupplier clock) {
        this.catalogue = catalogue;
        this.rooms = rooms;
        this.clock = clock;
        this.pools = new Pools(catalogue.all().stream().map(PoolGame::key).collect(Collectors.toSet()),
            new RecentPairings(HISTORY_PLAYERS), clock);
    }

    public void connected(PairingClient client) {
        clients.add(client);
        client.send(counts());
        client.send(seekingOf(client.player(), null));
    }

    /** The socket closed (or failed): its entry, if it made the one waiting, leaves the pool. Safe twice. */
    public void disconnected(PairingClient client) {
        clients.remove(client);
        Seat seat = waiting.get(client.player());
        if (seat != null && seat.client() == client && waiting.remove(client.player(), seat)) {
            pools.cancel(client.player());
            countsMayHaveChanged();
        }
    }

    public void seek(PairingClient client, String poolId, String name, MessageId id) {
        PoolGame game = catalogue.byId(poolId);
        if (game == null) {
            client.send(ErrorCode.UNKNOWN_POOL.reply("No pool \"" + clip(poolId) + "\".", id));
            return;
        }
        Rating fresh = Rating.fresh();
        Seeker seeker = new Seeker(client.player(), false, fresh.rating(), fresh.deviation());
        // Reserved before entering, so a pairing made at once finds where to send.
        Seat seat = new Seat(client, name);
        if (waiting.putIfAbsent(client.player(), seat) != null) {
            client.send(ErrorCode.ALREADY_SEEKING.reply("You are already looking for a game; cancel it first.", id));
            return;
        }
        Pools.Entered entered = pools.enter(seeker, game.key());
        if (!entered.accepted()) {
            waiting.remove(client.player(), seat);
            client.send(refusal(entered.refusal(), id));
            return;
        }
        // The entry as made, even when a pairing took it out again at once: paired follows.
        client.send(new ServerMessage.Seeking(entered.entry().pool().id(), entered.entry().enteredAt(), id));
        start(entered.pairings());
        countsMayHaveChanged();
    }

    public void unseek(PairingClient client, MessageId id) {
        Seat seat = waiting.get(client.player());
        if (seat != null && waiting.remove(client.player(), seat)) {
            pools.cancel(client.player());
        }
        client.send(seekingOf(client.player(), id));
        countsMayHaveChanged();
    }

    /** Once a second: ranges have widened, games have ended. */
    public void tick() {
        start(pools.tick());
        playing.keySet().removeIf(code -> {
            Room room = rooms.find(code);
            return room == null || room.over();
        });
        countsMayHaveChanged();
    }

    private void start(List<Pairing> pairings) {
        for (Pairing p : pairings) {
            Seat first = waiting.remove(p.first().player());
            Seat second = waiting.remove(p.second().player());
            PoolGame game = catalogue.get(p.pool());
            RoomSetup setup = new RoomSetup(game.rules(), SeatSpec.reserved(first == null ? null : first.name()),
                SeatSpec.reserved(second == null ? null : second.name()), null, RoomSetup.DEFAULT_THINK_MILLIS, 0,
                game.clock(), true).unlisted(true);
            Rooms.Created created = null;
            try {
                created = rooms.create(setup);
            } catch (Rooms.Unavailable | Rooms.TooMany e) {
                created = null;
            }
            if (created == null) {
                tell(first, ErrorCode.UNAVAILABLE.reply("The game could not be made; try again.", null));
                tell(second, ErrorCode.UNAVAILABLE.reply("The game could not be made; try again.", null));
                continue;
            }
            playing.put(created.code(), p.pool());
            tell(first, new ServerMessage.Paired(p.pool().id(), created.code(), "X", created.reserved().get(Mark.X)));
            tell(second, new ServerMessage.Paired(p.pool().id(), created.code(), "O",
                created.reserved().get(Mark.O)));
        }
    }

    private static void tell(Seat seat, ServerMessage message) {
        if (seat != null) {
            seat.client().send(message);
        }
    }

    private ServerMessage.Seeking seekingOf(String player, MessageId id) {
        return pools.entryOf(player).map(e -> new ServerMessage.Seeking(e.pool().id(), e.enteredAt(), id))
            .orElse(new ServerMessage.Seeking(null, null, id));
    }

    /** The counts may have changed: said with the next {@link #publishCounts}. */
    private void countsMayHaveChanged() {
        countsChanged.set(true);
    }

    /**
     * The counts, to every socket, if they changed since last said; one message for every socket (encoded once).
     * Every {@link #COUNTS_MILLIS}, on the pairing timer.
     */
    public void publishCounts() {
        if (!countsChanged.getAndSet(false)) {
            return;
        }
        ServerMessage.Pools now = counts();
        synchronized (this) {
            if (now.equals(lastCounts)) {
                return;
            }
            lastCounts = now;
        }
        for (PairingClient c : clients) {
            c.send(now);
        }
    }

    ServerMessage.Pools counts() {
        Map<PoolKey, Integer> seeking = pools.seeking();
        Map<PoolKey, Integer> games = new java.util.HashMap<>();
        playing.values().forEach(k -> games.merge(k, 1, Integer::sum));
        List<ServerMessage.PoolCount> list = new ArrayList<>();
        for (PoolGame g : catalogue.all()) {
            PoolKey k = g.key();
            list.add(new ServerMessage.PoolCount(k.id(), k.game(), k.clock(), k.rated(), seeking.getOrDefault(k, 0),
                2 * games.getOrDefault(k, 0)));
        }
        return new ServerMessage.Pools(list);
    }

    /** Where a player waits, for tests. */
    public java.util.Optional<Entry> entryOf(String player) {
        return pools.entryOf(player);
    }

    private static ServerMessage.Error refusal(Refusal r, MessageId id) {
        switch (r) {
            case ALREADY_SEEKING:
                return ErrorCode.ALREADY_SEEKING.reply("You are already looking for a game; cancel it first.", id);
            case UNKNOWN_POOL:
                return ErrorCode.UNKNOWN_POOL.reply("No such pool.", id);
            case RATED_NEEDS_ACCOUNT:
                return ErrorCode.NEEDS_ACCOUNT.reply("Rated pools are for signed-in players.", id);
            case TOO_MANY_ENTRIES:
                return ErrorCode.RATE_LIMITED.reply("Too many pools entered in a minute: at most "
                    + Pools.ENTRIES_PER_WINDOW + ".", id);
            default:
                throw new IllegalArgumentException("unmapped refusal " + r);
        }
    }

    private static String clip(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
