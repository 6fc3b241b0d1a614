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
 * same browser does not). A signed-in player pairs as their account (two browsers of one account are one
 * player) at their rating in the pool's kind and speed; guests pair at a newcomer's 1500/350 and only in casual
 * pools. A rated pool's room is rated in the pool's game kind, both seats owned by the players' accounts.
 *
 * <p>The sockets' threads only hand work over: entering, leaving and matching run on one desk thread, in the order
 * they came, and the rooms of the pairs made are made on threads of their own, so neither waits for the other.
 */
public final class QuickPairing {
    /**
     * How often the pools' counts go out when they changed. Sent on every entry, to every socket, they made each
     * entry cost one message per open socket: at 200 sockets, pairings queued behind the sending (five a second).
     */
    public static final long COUNTS_MILLIS = 250;
    /** How many players' recent pairings are remembered for colours and repeats. */
    private static final int HISTORY_PLAYERS = 100_000;
    /** Rooms being made at once for pairings (each thread waits on the store's commit, not on a core). */
    private static final int ROOM_MAKERS = 16;

    private final PoolCatalogue catalogue;
    private final Pools pools;
    private final Rooms rooms;
    private final LongSupplier clock;
    private final inrow.rated.RatingStore ratings;
    private final PairingNodes nodes;
    /** Open pairing sockets. */
    private final Set<PairingClient> clients = ConcurrentHashMap.newKeySet();
    /** The socket that entered each waiting player, and the name it gave. */
    private final Map<String, Seat> waiting = new ConcurrentHashMap<>();
    /** Rooms made from pools, still being played. */
    private final Map<String, PoolKey> playing = new ConcurrentHashMap<>();
    /**
     * Every change to the pools, one at a time in arrival order. The pools were a lock taken on the sockets' own
     * threads: at 400 entries a second two hundred of them queued on it (JFR: 772 waits, 2 s each), and with every
     * server thread parked there the game sockets of the pairs just made could not be served.
     */
    private final java.util.concurrent.ExecutorService desk = daemons("pairing-desk", 1);
    /**
     * Where the rooms of pairings are made, several at once: each waits for its first step to be durable, and the
     * store commits the steps that wait together in one transaction.
     */
    private final java.util.concurrent.ExecutorService roomMakers = daemons("pairing-rooms", ROOM_MAKERS);
    private volatile ServerMessage.Pools lastCounts;
    /** Told of each player a pool paired here, wherever they wait (their open seek goes: they have a game). */
    private final List<java.util.function.Consumer<String>> pairedListeners =
        new java.util.concurrent.CopyOnWriteArrayList<>();
    private final java.util.concurrent.atomic.AtomicBoolean countsChanged = new java.util.concurrent.atomic.AtomicBoolean();

    private record Seat(PairingClient client, String name) {
        String account() {
            return client.account();
        }
    }

    /** The seeker's rating in {@code game}'s kind and speed as it stands now; a newcomer's for guests and untimed. */
    Rating ratingFor(PairingClient client, PoolGame game) {
        inrow.game.TimeControl tc = game.clock();
        if (client.account() == null || tc == null) {
            return Rating.fresh();
        }
        try {
            Rating stored = ratings.of(client.account(), game.key().game(),
                inrow.rating.Speed.of(tc.initialMs(), tc.incrementMs(), tc.perMoveMs()));
            return new inrow.rating.Glicko2().atTime(stored, java.time.Instant.ofEpochMilli(clock.getAsLong()));
        } catch (RuntimeException e) {
            return Rating.fresh(); // the database out of reach: pair as a newcomer rather than not at all
        }
    }

    public QuickPairing(PoolCatalogue catalogue, Rooms rooms, LongSupplier clock) {
        this(catalogue, rooms, clock, inrow.rated.RatingStore.NONE, PairingNodes.alone());
    }

    /**
     * {@code ratings}: where signed-in players' ratings are read, to pair them by strength; {@code nodes}: where
     * entries wait and how a player waiting on another node is told of a pairing made here.
     */
    public QuickPairing(PoolCatalogue catalogue, Rooms rooms, LongSupplier clock, inrow.rated.RatingStore ratings,
                        PairingNodes nodes) {
        this.ratings = ratings;
        this.catalogue = catalogue;
        this.rooms = rooms;
        this.clock = clock;
        this.nodes = nodes;
        this.pools = new Pools(catalogue.all().stream().map(PoolGame::key).collect(Collectors.toSet()),
            new RecentPairings(HISTORY_PLAYERS), clock, nodes.waiting());
        nodes.listen(this::told);
    }

    /**
     * A pairing made on another node for a player waiting here: their socket is told, and their history keeps it. A
     * pairing made here for a player here was told directly; it comes back on a cluster's channel and finds nobody.
     */
    private void told(PairingNodes.Told told) {
        Seat seat = waiting.remove(told.player());
        if (seat == null) {
            return;
        }
        pools.pairedElsewhere(told.player(), told.opponent(), told.first() ? inrow.pairing.Side.FIRST
            : inrow.pairing.Side.SECOND);
        seat.client().send(told.paired());
        countsMayHaveChanged();
    }

    /** {@code paired} hears the player id of each player a pool pairs on this node. */
    public void onPaired(java.util.function.Consumer<String> paired) {
        pairedListeners.add(paired);
    }

    public void connected(PairingClient client) {
        clients.add(client);
        client.send(counts());
        client.send(seekingOf(client.player(), null));
    }

    /** The socket closed (or failed): its entry, if it made the one waiting, leaves the pool. Safe twice. */
    public void disconnected(PairingClient client) {
        clients.remove(client);
        onDesk("leaving on close", () -> gone(client));
    }

    private void gone(PairingClient client) {
        Seat seat = waiting.get(client.player());
        if (seat != null && seat.client() == client && waiting.remove(client.player(), seat)) {
            cancel(client.player());
            countsMayHaveChanged();
        }
    }

    /** Takes the player's entry out; the shared pools away, their node's beat ends it within seconds anyway. */
    private void cancel(String player) {
        try {
            pools.cancel(player);
        } catch (IllegalStateException e) {
            System.getLogger(QuickPairing.class.getName()).log(System.Logger.Level.WARNING,
                "could not take " + player + " out of the pools: " + e.getMessage());
        }
    }

    public void seek(PairingClient client, String poolId, String name, MessageId id) {
        PoolGame game = catalogue.byId(poolId);
        if (game == null) {
            client.send(ErrorCode.UNKNOWN_POOL.reply("No pool \"" + clip(poolId) + "\".", id));
            return;
        }
        // On the socket's thread: a database read, kept off the desk.
        Rating rating = ratingFor(client, game);
        onDesk("entering", () -> enter(client, game, rating, name, id));
    }

    private void enter(PairingClient client, PoolGame game, Rating rating, String name, MessageId id) {
        Seeker seeker = new Seeker(client.player(), client.account() != null, rating.rating(), rating.deviation(),
            name, client.account());
        // Reserved before entering, so a pairing made at once finds where to send.
        Seat seat = new Seat(client, name);
        if (waiting.putIfAbsent(client.player(), seat) != null) {
            client.send(ErrorCode.ALREADY_SEEKING.reply("You are already looking for a game; cancel it first.", id));
            return;
        }
        Pools.Entered entered;
        try {
            entered = pools.enter(seeker, game.key());
        } catch (IllegalStateException e) {
            // The shared pools are out of reach (a cluster's Redis away): nothing was entered.
            waiting.remove(client.player(), seat);
            client.send(ErrorCode.UNAVAILABLE.reply("Pairing is unavailable for a moment; try again.", id));
            return;
        }
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
        onDesk("leaving", () -> leave(client, id));
    }

    private void leave(PairingClient client, MessageId id) {
        Seat seat = waiting.get(client.player());
        if (seat != null && waiting.remove(client.player(), seat)) {
            cancel(client.player());
        }
        client.send(seekingOf(client.player(), id));
        countsMayHaveChanged();
    }

    /** Once a second: ranges have widened, games have ended. */
    public void tick() {
        onDesk("tick", () -> {
            try {
                start(pools.tick());
            } catch (IllegalStateException e) {
                System.getLogger(QuickPairing.class.getName()).log(System.Logger.Level.WARNING,
                    "pairing tick: " + e.getMessage());
            }
        });
        playing.keySet().removeIf(code -> {
            Room room = rooms.find(code);
            return room == null || room.over();
        });
        countsMayHaveChanged();
    }

    /** On the desk: the pairs' seats are taken at once (in order with a cancel); their rooms are made elsewhere. */
    private void start(List<Pairing> pairings) {
        for (Pairing p : pairings) {
            Seat first = waiting.remove(p.first().player());
            Seat second = waiting.remove(p.second().player());
            roomMakers.execute(() -> open(p, first, second));
        }
    }

    /** The pair's room, durable before either player hears of it. */
    private void open(Pairing p, Seat first, Seat second) {
        Rooms.Created created;
        try {
            created = room(catalogue.get(p.pool()), reserved(p.first()), reserved(p.second()));
        } catch (RuntimeException e) {
            System.getLogger(QuickPairing.class.getName()).log(System.Logger.Level.WARNING,
                "the room of a pairing could not be made", e);
            created = null;
        }
        if (created == null) {
            // A player waiting on another node is not told: their page still says it is looking, with no
            // entry, until they enter again.
            for (Seat s : new Seat[] {first, second}) {
                if (s != null) {
                    s.client().send(ErrorCode.UNAVAILABLE.reply("The game could not be made; try again.", null));
                }
            }
            return;
        }
        playing.put(created.code(), p.pool());
        for (java.util.function.Consumer<String> l : pairedListeners) {
            l.accept(p.first().player());
            l.accept(p.second().player());
        }
        tell(first, new PairingNodes.Told(p.first().player(), p.second().player(), true,
            new ServerMessage.Paired(p.pool().id(), created.code(), "X", created.reserved().get(Mark.X))));
        tell(second, new PairingNodes.Told(p.second().player(), p.first().player(), false,
            new ServerMessage.Paired(p.pool().id(), created.code(), "O", created.reserved().get(Mark.O))));
    }

    /**
     * The room two players meet in, made as {@code POST /api/games} makes a friend's game, unlisted; rated in the
     * game's kind when its pool is. Null when no room can be made now (the store away, too many rooms).
     */
    Rooms.Created room(PoolGame game, SeatSpec first, SeatSpec second) {
        PoolKey key = game.key();
        RoomSetup setup = new RoomSetup(game.rules(), first, second, null, RoomSetup.DEFAULT_THINK_MILLIS, 0,
            game.clock(), !key.rated()).unlisted(true).rated(key.rated() ? key.game() : null);
        try {
            return rooms.create(setup);
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            return null;
        }
    }

    /** The seat kept for a paired player, by the name and account they entered with (on whichever node). */
    private static SeatSpec reserved(Entry entry) {
        return SeatSpec.reserved(entry.seeker().name(), entry.seeker().account());
    }

    /** The player's socket, if they wait here; else the node where they wait. */
    private void tell(Seat seat, PairingNodes.Told told) {
        if (seat != null) {
            seat.client().send(told.paired());
        } else {
            nodes.tell(told);
        }
    }

    private ServerMessage.Seeking seekingOf(String player, MessageId id) {
        return pools.entryOf(player).map(e -> new ServerMessage.Seeking(e.pool().id(), e.enteredAt(), id))
            .orElse(new ServerMessage.Seeking(null, null, id));
    }

    /** Runs {@code work} on the desk after everything handed to it before; a failure is logged, not lost. */
    private void onDesk(String what, Runnable work) {
        desk.execute(() -> {
            try {
                work.run();
            } catch (RuntimeException e) {
                System.getLogger(QuickPairing.class.getName()).log(System.Logger.Level.WARNING,
                    "quick pairing, " + what + " failed", e);
            }
        });
    }

    /** Threads that end when idle for a while, so a server stopped (or a test's) leaves none behind. */
    private static java.util.concurrent.ExecutorService daemons(String name, int threads) {
        java.util.concurrent.ThreadPoolExecutor pool = new java.util.concurrent.ThreadPoolExecutor(threads, threads,
            5, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(),
            inrow.Daemons.named(name));
        pool.allowCoreThreadTimeOut(true);
        return pool;
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
