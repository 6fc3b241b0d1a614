package inrow.cluster;

import inrow.protocol.GameView;
import inrow.room.BotLease;
import inrow.game.Change;
import inrow.room.GameStore;
import inrow.room.Ledger;
import inrow.room.LobbyIndex;
import inrow.room.Presence;
import inrow.room.RoomChannel;
import inrow.room.StepLog;
import inrow.store.StoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Cluster mode: the rooms of several nodes joined through Redis, with the database (PostgreSQL) as the record.
 *
 * <ul>
 *   <li><b>Steps</b> ({@link RedisSteps}). Each room has a step count in Redis. A node appends a change only if the
 *   count is still the one it validated against ({@link Scripts#APPEND}), writes it to the database (which checks
 *   the same count again), then publishes it to the room's stream and channel. So two nodes never both take one
 *   step, nothing is shown before it is durable, and only a step the database has is ever published. A step left
 *   reserved by a node that died is settled by whoever finds it: taken back if the database lacks it, else the room
 *   is rebuilt from the database.</li>
 *   <li><b>Fan-out</b> ({@link RedisChannel}). Every node holding a room subscribes to its channel and hears its
 *   steps and the other nodes' presence in order; a gap is filled from the stream, or from the database when Redis
 *   lost it.</li>
 *   <li><b>Presence</b> ({@link RedisChannel}). Nodes beat every second on Redis's clock; a node silent for five is
 *   gone, with its spectators and seats, and read again if it comes back.</li>
 *   <li><b>Computers</b> ({@link RedisLease}). One node at a time thinks for a room's computers: the holder of a
 *   lease that lapses when the node dies. Rooms whose computer is to move are listed, so a node with nobody in such
 *   a room still takes it over.</li>
 *   <li><b>Lobby</b> ({@link RedisLobby}). Each node writes the views of the rooms it holds to one hash; any node
 *   lists them all.</li>
 * </ul>
 *
 * With Redis away, appends fail (the player is told, nothing changes); the client reconnects by itself, and on
 * reconnection every held room is subscribed again, its count raised to the database's, every node's presence sent
 * again, and every saved step Redis could not take published again. Redis keeps a room's keys for a week after
 * their last use; the database keeps everything.
 *
 * <p>This class only puts the four jobs together over one {@link RedisLink} and runs their clocks: rooms use each
 * job through its own port.
 */
public final class RedisLedger implements Ledger, AutoCloseable {
    private static final long BEAT_MILLIS = 1000;

    private final RedisLink link;
    private final RedisSteps steps;
    private final RedisChannel channel;
    private final RedisOwnerNews owners;
    private final RedisLease lease;
    private final RedisLobby lobby;
    private final RedisPairing pairing;
    private final RedisSeeks seeks;

    private RedisLedger(RedisLink link, GameStore store) {
        this.link = link;
        HeldRooms held = new HeldRooms();
        this.steps = new RedisSteps(link, store);
        this.lease = new RedisLease(link, held, store);
        this.lobby = new RedisLobby(link, held);
        this.channel = new RedisChannel(link, held, steps, lease, lobby);
        this.owners = new RedisOwnerNews(link);
        this.pairing = new RedisPairing(link);
        this.seeks = new RedisSeeks(link);
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
        ScheduledExecutorService timer = link.timer();
        timer.scheduleWithFixedDelay(this::beat, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(this::list, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        timer.scheduleWithFixedDelay(lease::keepComputersPlaying, 2 * BEAT_MILLIS, 2 * BEAT_MILLIS,
            TimeUnit.MILLISECONDS);
        link.blocking().execute(lease::listComputerGames);
    }

    public String node() {
        return link.node();
    }

    public StepLog stepLog() {
        return steps;
    }

    public RoomChannel roomChannel() {
        return channel;
    }

    public BotLease botLease() {
        return lease;
    }

    public LobbyIndex lobbyIndex() {
        return lobby;
    }

    /** Seat owners' news (a deleted account), heard on every node. */
    public inrow.room.OwnerNews ownerNews() {
        return owners;
    }

    /** Quick pairing's pools, shared by every node. */
    public inrow.lobby.PairingNodes pairingNodes() {
        return pairing;
    }

    /** The lobby's seeks, shared by every node. */
    public inrow.lobby.SeekBoard seekBoard() {
        return seeks;
    }

    /**
     * Says this node is alive and learns which others are, keeps its leases, and publishes steps Redis could not
     * take.
     */
    private void beat() {
        channel.beat();
        pairing.beat();
        seeks.beat();
        lease.renew();
        steps.publishAgain();
    }

    /** Keeps the set of rooms whose computer is to move, and the lobby's view of this node's rooms. */
    private void list() {
        lease.markComputersToMove();
        lobby.list();
    }

    /**
     * After a reconnection Redis may have restarted empty: give every held room its count again from the record,
     * catch up if the record is ahead, send this node's presence again, and list everything again.
     */
    private void resync() {
        lobby.listAllAgain();
        channel.joinAllAgain();
        owners.subscribe();
        pairing.subscribe();
        seeks.subscribe();
        steps.publishAgain();
        link.blocking().execute(lease::listComputerGames);
    }

    /** Told "append", "publish" or "fetch" each time one fails (for metrics). */
    public void onError(java.util.function.Consumer<String> sink) {
        steps.onError(sink);
    }

    @Override
    public void close() {
        link.stopTimer();
        // Leave at once rather than after the timeouts: let go of the leases and say this node is gone.
        List<CompletableFuture<?>> goodbyes = new ArrayList<>(lease.releaseAll());
        goodbyes.addAll(channel.leave());
        try {
            CompletableFuture.allOf(goodbyes.toArray(CompletableFuture[]::new)).get(2, TimeUnit.SECONDS);
        } catch (Exception e) {
            // Redis away: the leases lapse and the node is forgotten by itself within seconds
        }
        link.close();
    }

    // ---- the four ports, for whoever takes them as one Ledger ----

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

    @Override
    public void attach(Listener room) {
        channel.attach(room);
    }

    @Override
    public void detach(Listener room) {
        channel.detach(room);
    }

    @Override
    public void presence(Listener room, Presence presence) {
        channel.presence(room, presence);
    }

    @Override
    public CompletableFuture<Boolean> mayThink(String code) {
        return lease.mayThink(code);
    }

    @Override
    public List<GameView> lobby() {
        return lobby.lobby();
    }
}
