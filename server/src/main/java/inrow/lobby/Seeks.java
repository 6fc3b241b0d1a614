package inrow.lobby;

import inrow.engine.Mark;
import inrow.game.Names;
import inrow.pairing.PoolKey;
import inrow.pairing.Seek;
import inrow.protocol.ErrorCode;
import inrow.protocol.MessageId;
import inrow.protocol.ServerMessage;
import inrow.rating.Rating;
import inrow.room.Rooms;
import inrow.room.SeatSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Seeks: custom games offered to anyone in the lobby, kept on a {@link SeekBoard} (this node's, or a cluster's in
 * Redis). One open seek per player; it lives while its creator is anywhere on the site ({@link Visitors}: any socket
 * of theirs open, on a lobby or a game page, or a page without one saying it is open) and {@link #GRACE_MILLIS}
 * after they were last seen; a pairing from a pool or accepting another seek withdraws it. Accepting makes the room
 * as a pairing does ({@link QuickPairing#room}): the creator plays first, both are told {@code paired}, the creator
 * on whichever node and page they are: at once on a lobby, else on the next lobby or page that asks
 * ({@link #visit}) while they stay on the site. Every refusal changes nothing.
 */
public final class Seeks {
    /** How long a seek outlives its creator's last sign of being on the site: long enough to load another page. */
    public static final long GRACE_MILLIS = 30_000;
    private static final System.Logger LOG = System.getLogger(Seeks.class.getName());

    private final PoolCatalogue catalogue;
    private final QuickPairing pairing;
    private final LongSupplier clock;
    private final inrow.room.AccountNames names;
    private final SeekBoard board;
    private final Visitors visitors;
    /** Guards the two maps below; sends happen outside it. */
    private final Object lock = new Object();
    /** This node's open pairing sockets, by player. */
    private final Map<String, Set<PairingClient>> sockets = new HashMap<>();
    /** A game made for a creator with no pairing socket here: told on their next one, or page that asks. */
    private final Map<String, ServerMessage.Paired> held = new HashMap<>();
    private final AtomicBoolean changed = new AtomicBoolean();
    /** Players a pool paired, whose open seek is still to be withdrawn. */
    private final java.util.Queue<String> paired = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private volatile ServerMessage.Seeks lastSent = new ServerMessage.Seeks(List.of());

    /** One node on its own, its creators seen by their pairing sockets only. */
    public Seeks(PoolCatalogue catalogue, QuickPairing pairing, LongSupplier clock, inrow.room.AccountNames names) {
        this(catalogue, pairing, clock, names, SeekBoard.alone(), new Visitors(clock));
    }

    /**
     * {@code pairing}: how ratings are read and rooms made, the same for a seek as for a pool; {@code names}: the
     * username the list shows for a creator's account; {@code board}: where seeks are kept; {@code visitors}: who is
     * on the site (this node's sockets and pages).
     */
    public Seeks(PoolCatalogue catalogue, QuickPairing pairing, LongSupplier clock, inrow.room.AccountNames names,
                 SeekBoard board, Visitors visitors) {
        this.names = names;
        this.catalogue = catalogue;
        this.pairing = pairing;
        this.clock = clock;
        this.board = board;
        this.visitors = visitors;
        board.listen(this::taken);
        // A player a pool paired has a game: their offer of another goes, on the next publish rather than inside
        // the pairing (on a cluster that is a call to Redis, which pairing need not wait for).
        pairing.onPaired(player -> {
            paired.add(player);
            changed.set(true);
        });
    }

    public void connected(PairingClient client) {
        visitors.arrived(client.player());
        ServerMessage.Paired waiting;
        synchronized (lock) {
            sockets.computeIfAbsent(client.player(), p -> new HashSet<>()).add(client);
            waiting = held.remove(client.player());
        }
        client.send(list());
        client.send(new ServerMessage.MySeek(mine(client.player()), null));
        if (waiting != null) {
            client.send(waiting);
        }
    }

    /** Safe twice. The player is seen leaving; their seek lives while they are elsewhere on the site. */
    public void disconnected(PairingClient client) {
        boolean was;
        synchronized (lock) {
            Set<PairingClient> open = sockets.get(client.player());
            was = open != null && open.remove(client);
            if (was && open.isEmpty()) {
                sockets.remove(client.player());
            }
        }
        if (was) {
            visitors.left(client.player());
        }
    }

    /**
     * A page without a socket says {@code player} is still on the site: the game made from their seek meanwhile, if
     * any (told once), else null.
     */
    public ServerMessage.Paired visit(String player) {
        visitors.seen(player);
        synchronized (lock) {
            return held.remove(player);
        }
    }

    public void open(PairingClient client, String game, String clock, boolean rated, Integer min, Integer max,
                     String name, MessageId id) {
        PoolGame pool = game == null || clock == null ? null : catalogue.get(new PoolKey(game, clock, rated));
        if (pool == null) {
            client.send(ErrorCode.UNKNOWN_POOL.reply("No " + (rated ? "rated " : "") + "game \"" + clip(game)
                + "\" with the clock \"" + clip(clock) + "\".", id));
            return;
        }
        if (!Seek.validRange(min, max)) {
            client.send(ErrorCode.BAD_RANGE.reply("A rating range lies within " + Seek.LOWEST + ".." + Seek.HIGHEST
                + ", its minimum at most its maximum.", id));
            return;
        }
        if (rated && client.account() == null) {
            client.send(ErrorCode.NEEDS_ACCOUNT.reply("Rated seeks are for signed-in players.", id));
            return;
        }
        Rating rating = pairing.ratingFor(client, pool);
        inrow.room.AccountNames.Owner owner = client.account() == null ? null : names.of(client.account());
        Seek seek;
        try {
            seek = board.open(new Seek(null, client.player(), Names.clean(name, "Player 1"), client.account(),
                owner == null ? null : owner.name(), (int) Math.round(rating.rating()), rating.provisional(), game,
                clock, rated, min, max, this.clock.getAsLong()));
        } catch (IllegalStateException e) {
            client.send(unavailable(id));
            return;
        }
        if (seek == null) {
            client.send(ErrorCode.ALREADY_SEEKING.reply("You already have an open seek; cancel it first.", id));
            return;
        }
        changed.set(true);
        client.send(new ServerMessage.MySeek(seek.id(), id));
    }

    public void cancel(PairingClient client, MessageId id) {
        try {
            if (board.withdraw(client.player()).isPresent()) {
                changed.set(true);
            }
        } catch (IllegalStateException e) {
            client.send(unavailable(id));
            return;
        }
        client.send(new ServerMessage.MySeek(null, id));
    }

    public void accept(PairingClient client, String seekId, String name, MessageId id) {
        Seek seek;
        try {
            seek = seekId == null ? null : board.byId(seekId).orElse(null);
        } catch (IllegalStateException e) {
            client.send(unavailable(id));
            return;
        }
        if (seek == null) {
            client.send(ErrorCode.UNKNOWN_SEEK.reply("That seek is no longer open.", id));
            return;
        }
        if (seek.player().equals(client.player())) {
            client.send(ErrorCode.OWN_SEEK.reply("That seek is your own.", id));
            return;
        }
        if (seek.rated() && client.account() == null) {
            client.send(ErrorCode.NEEDS_ACCOUNT.reply("Rated games are for signed-in players.", id));
            return;
        }
        PoolGame pool = catalogue.get(new PoolKey(seek.game(), seek.clock(), seek.rated()));
        Rating rating = pairing.ratingFor(client, pool);
        if (!seek.admits(rating.rating())) {
            client.send(ErrorCode.OUT_OF_RANGE.reply("Your rating, " + rating.label() + ", is outside this seek's range.",
                id));
            return;
        }
        Optional<Seek> taken;
        try {
            // Whoever takes it out first has it; anyone after finds it gone.
            taken = board.take(seekId);
            if (taken.isPresent()) {
                board.withdraw(client.player()); // a player starting a game withdraws their own offer
            }
        } catch (IllegalStateException e) {
            client.send(unavailable(id));
            return;
        }
        if (taken.isEmpty()) {
            client.send(ErrorCode.UNKNOWN_SEEK.reply("That seek is no longer open.", id));
            return;
        }
        changed.set(true);
        seek = taken.get();
        Rooms.Created created = pairing.room(pool, SeatSpec.reserved(seek.name(), seek.account()),
            SeatSpec.reserved(Names.clean(name, "Player 2"), client.account()));
        if (created == null) {
            // The offer stands again (under a new id), unless its creator opened another meanwhile.
            try {
                board.open(seek);
            } catch (IllegalStateException e) {
                LOG.log(System.Logger.Level.WARNING, "a seek could not be put back: " + e.getMessage());
            }
            client.send(ErrorCode.UNAVAILABLE.reply("The game could not be made; try again.", id));
            return;
        }
        String poolId = pool.key().id();
        board.tell(new SeekBoard.Taken(seek.player(), new ServerMessage.Paired(poolId, created.code(), "X",
            created.reserved().get(Mark.X))));
        client.send(new ServerMessage.Paired(poolId, created.code(), "O", created.reserved().get(Mark.O)));
    }

    /** A seek was taken (here or on another node): its creator's sockets here are told, or it waits for them. */
    private void taken(SeekBoard.Taken taken) {
        List<PairingClient> creator;
        synchronized (lock) {
            creator = new ArrayList<>(sockets.getOrDefault(taken.player(), Set.of()));
            if (creator.isEmpty()) {
                held.put(taken.player(), taken.paired());
            }
        }
        for (PairingClient c : creator) {
            c.send(taken.paired());
            c.send(new ServerMessage.MySeek(null, null));
        }
        changed.set(true);
    }

    /**
     * Once a second: the board hears when this node last saw each creator; seeks of creators gone longer than the
     * grace lapse, and so do games held for players gone as long. The list is looked at again (other nodes change it).
     */
    public void tick() {
        long now = clock.getAsLong();
        long cutoff = now - GRACE_MILLIS;
        try {
            Map<String, Long> seen = new HashMap<>();
            for (Seek s : board.all()) {
                long at = visitors.lastSeen(s.player());
                if (at != Long.MIN_VALUE) {
                    seen.put(s.player(), at);
                }
            }
            if (!seen.isEmpty()) {
                board.seen(seen);
            }
            board.lapse(cutoff);
        } catch (IllegalStateException e) {
            LOG.log(System.Logger.Level.WARNING, "seeks tick: " + e.getMessage());
        }
        synchronized (lock) {
            held.keySet().removeIf(p -> visitors.lastSeen(p) <= cutoff);
        }
        visitors.forget(2 * GRACE_MILLIS);
        changed.set(true);
    }

    /** The list, to every socket, if it changed since last said (one message for all, encoded once). */
    public void publish() {
        if (!changed.getAndSet(false)) {
            return;
        }
        for (String player = paired.poll(); player != null; player = paired.poll()) {
            try {
                board.withdraw(player);
            } catch (IllegalStateException e) {
                LOG.log(System.Logger.Level.WARNING, "could not withdraw the seek of " + player + ": " + e.getMessage());
            }
        }
        ServerMessage.Seeks now;
        try {
            now = read();
        } catch (IllegalStateException e) {
            return; // the board out of reach: the list stays as last said
        }
        List<PairingClient> everyone = new ArrayList<>();
        synchronized (lock) {
            if (now.equals(lastSent)) {
                return;
            }
            lastSent = now;
            sockets.values().forEach(everyone::addAll);
        }
        for (PairingClient c : everyone) {
            c.send(now);
        }
    }

    /** The list as it is, or as last said when the board is out of reach. */
    ServerMessage.Seeks list() {
        try {
            return read();
        } catch (IllegalStateException e) {
            return lastSent;
        }
    }

    private ServerMessage.Seeks read() {
        List<ServerMessage.SeekView> views = new ArrayList<>();
        for (Seek s : board.all()) {
            views.add(new ServerMessage.SeekView(s.id(), s.name(), s.username(), s.rating(), s.provisional(),
                s.game(), s.clock(), s.rated(), s.min(), s.max(), s.since()));
        }
        return new ServerMessage.Seeks(views);
    }

    private String mine(String player) {
        try {
            return board.of(player).map(Seek::id).orElse(null);
        } catch (IllegalStateException e) {
            return null;
        }
    }

    private static ServerMessage.Error unavailable(MessageId id) {
        return ErrorCode.UNAVAILABLE.reply("Seeks are unavailable for a moment; try again.", id);
    }

    private static String clip(String s) {
        return s == null ? "" : s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
