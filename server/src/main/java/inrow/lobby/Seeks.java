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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Seeks on one node: custom games offered to anyone in the lobby, kept in memory. One open seek per player; it
 * lives while its creator has a pairing socket open here, and {@link #GRACE_MILLIS} after the last one closes, so
 * moving between the site's pages does not lose it. Accepting makes the room as a pairing does
 * ({@link QuickPairing#room}): the creator plays first, both are told {@code paired}. A creator accepted while no
 * socket of theirs is open hears of it when one opens within the grace. Every refusal changes nothing.
 */
public final class Seeks {
    /** How long a seek outlives its creator's last pairing socket: long enough to load another page and come back. */
    public static final long GRACE_MILLIS = 30_000;

    private final PoolCatalogue catalogue;
    private final QuickPairing pairing;
    private final LongSupplier clock;
    private final inrow.room.AccountNames names;
    /** Guards every map below; sends happen outside it. */
    private final Object lock = new Object();
    /** Open seeks by id, oldest first. */
    private final Map<String, Seek> byId = new LinkedHashMap<>();
    private final Map<String, Seek> byPlayer = new HashMap<>();
    private final Map<String, Set<PairingClient>> sockets = new HashMap<>();
    /** When a player with a seek closed their last socket. */
    private final Map<String, Long> leftAt = new HashMap<>();
    /** A game made for a creator who had no socket open, and when: told on their next connection. */
    private final Map<String, Held> held = new HashMap<>();
    private long counter;
    private final AtomicBoolean changed = new AtomicBoolean();
    private volatile ServerMessage.Seeks lastSent;

    private record Held(ServerMessage.Paired paired, long at) {
    }

    /**
     * {@code pairing}: how ratings are read and rooms made, the same for a seek as for a pool; {@code names}: the
     * username the list shows for a creator's account.
     */
    public Seeks(PoolCatalogue catalogue, QuickPairing pairing, LongSupplier clock, inrow.room.AccountNames names) {
        this.names = names;
        this.catalogue = catalogue;
        this.pairing = pairing;
        this.clock = clock;
    }

    public void connected(PairingClient client) {
        Seek mine;
        Held waiting;
        synchronized (lock) {
            sockets.computeIfAbsent(client.player(), p -> new java.util.HashSet<>()).add(client);
            leftAt.remove(client.player());
            mine = byPlayer.get(client.player());
            waiting = held.remove(client.player());
        }
        client.send(list());
        client.send(new ServerMessage.MySeek(mine == null ? null : mine.id(), null));
        if (waiting != null) {
            client.send(waiting.paired());
        }
    }

    /** Safe twice. The player's seek starts its grace when this was their last socket. */
    public void disconnected(PairingClient client) {
        synchronized (lock) {
            Set<PairingClient> open = sockets.get(client.player());
            if (open == null || !open.remove(client) || !open.isEmpty()) {
                return;
            }
            sockets.remove(client.player());
            if (byPlayer.containsKey(client.player())) {
                leftAt.put(client.player(), clock.getAsLong());
            }
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
        synchronized (lock) {
            if (byPlayer.containsKey(client.player())) {
                seek = null;
            } else {
                seek = new Seek("s" + (++counter), client.player(), Names.clean(name, "Player 1"), client.account(),
                    owner == null ? null : owner.name(), (int) Math.round(rating.rating()), rating.provisional(), game, clock, rated, min, max,
                    this.clock.getAsLong());
                byId.put(seek.id(), seek);
                byPlayer.put(seek.player(), seek);
            }
        }
        if (seek == null) {
            client.send(ErrorCode.ALREADY_SEEKING.reply("You already have an open seek; cancel it first.", id));
            return;
        }
        changed.set(true);
        client.send(new ServerMessage.MySeek(seek.id(), id));
    }

    public void cancel(PairingClient client, MessageId id) {
        synchronized (lock) {
            Seek mine = byPlayer.get(client.player());
            if (mine != null) {
                withdraw(mine);
            }
        }
        client.send(new ServerMessage.MySeek(null, id));
    }

    public void accept(PairingClient client, String seekId, String name, MessageId id) {
        Seek seek;
        synchronized (lock) {
            seek = byId.get(seekId);
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
        synchronized (lock) {
            // Whoever takes it out first has it; anyone after finds it gone.
            if (byId.get(seekId) != seek) {
                seek = null;
            } else {
                withdraw(seek);
                Seek own = byPlayer.get(client.player());
                if (own != null) {
                    withdraw(own); // a player starting a game withdraws their own offer
                }
            }
        }
        if (seek == null) {
            client.send(ErrorCode.UNKNOWN_SEEK.reply("That seek is no longer open.", id));
            return;
        }
        Rooms.Created created = pairing.room(pool, SeatSpec.reserved(seek.name(), seek.account()),
            SeatSpec.reserved(Names.clean(name, "Player 2"), client.account()));
        if (created == null) {
            synchronized (lock) {
                if (!byPlayer.containsKey(seek.player())) {
                    byId.put(seek.id(), seek);
                    byPlayer.put(seek.player(), seek);
                    changed.set(true);
                }
            }
            client.send(ErrorCode.UNAVAILABLE.reply("The game could not be made; try again.", id));
            return;
        }
        String poolId = pool.key().id();
        ServerMessage.Paired first = new ServerMessage.Paired(poolId, created.code(), "X",
            created.reserved().get(Mark.X));
        List<PairingClient> creator;
        synchronized (lock) {
            creator = new ArrayList<>(sockets.getOrDefault(seek.player(), Set.of()));
            if (creator.isEmpty()) {
                held.put(seek.player(), new Held(first, clock.getAsLong()));
            }
        }
        for (PairingClient c : creator) {
            c.send(first);
            c.send(new ServerMessage.MySeek(null, null));
        }
        client.send(new ServerMessage.Paired(poolId, created.code(), "O", created.reserved().get(Mark.O)));
    }

    /** Under the lock. */
    private void withdraw(Seek seek) {
        byId.remove(seek.id());
        byPlayer.remove(seek.player());
        leftAt.remove(seek.player());
        changed.set(true);
    }

    /** Once a second: seeks whose creator left the site lapse, and so do games held for them. */
    public void tick() {
        long now = clock.getAsLong();
        synchronized (lock) {
            leftAt.entrySet().removeIf(e -> {
                if (now - e.getValue() < GRACE_MILLIS) {
                    return false;
                }
                Seek seek = byPlayer.remove(e.getKey());
                if (seek != null) {
                    byId.remove(seek.id());
                    changed.set(true);
                }
                return true;
            });
            held.values().removeIf(h -> now - h.at() >= GRACE_MILLIS);
        }
    }

    /** The list, to every socket, if it changed since last said (one message for all, encoded once). */
    public void publish() {
        if (!changed.getAndSet(false)) {
            return;
        }
        ServerMessage.Seeks now = list();
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

    ServerMessage.Seeks list() {
        List<ServerMessage.SeekView> views = new ArrayList<>();
        synchronized (lock) {
            for (Seek s : byId.values()) {
                views.add(new ServerMessage.SeekView(s.id(), s.name(), s.username(), s.rating(), s.provisional(),
                    s.game(), s.clock(), s.rated(), s.min(), s.max(), s.since()));
            }
        }
        return new ServerMessage.Seeks(views);
    }

    private static String clip(String s) {
        return s == null ? "" : s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
