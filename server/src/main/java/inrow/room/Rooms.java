package inrow.room;

import inrow.game.Step;

import inrow.game.Table;
import inrow.game.Change;
import inrow.game.StoredGame;
import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.GameView;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The rooms in memory by code, backed by the store. Creating and finding rooms never locks a room; each room
 * serialises its own work. A stored game not in memory (finished long ago, or dropped while idle) is loaded again
 * when someone asks for it.
 */
public final class Rooms {
    /** What the creator of a room gets back: the code, and the seat and token if they took one. */
    /**
     * A new room: the creator's seat and token (null when the creator only watches or there is no creator), and the
     * token of each reserved seat ({@link SeatSpec#reserved}), by colour.
     */
    public record Created(String code, Mark seat, String token, java.util.Map<Mark, String> reserved) {
        public Created(String code, Mark seat, String token) {
            this(code, seat, token, java.util.Map.of());
        }
    }

    /** Creating a room failed for a reason the caller should tell the user. */
    public static final class Unavailable extends Exception {
        public Unavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** The owner already has as many computer games running as it may. */
    public static final class TooMany extends Exception {
        public TooMany(String message) {
            super(message);
        }
    }

    /** The server holds as many rooms as its limits allow and none can leave memory now. */
    public static final class Full extends RuntimeException {
        public Full() {
            super("The server holds as many games as it can; try again later.");
        }
    }

    private static final long CREATE_COMMIT_TIMEOUT_SECONDS = 10;
    /** A game nobody has been connected to for this long drops out of the lobby's live list. */
    static final long IDLE_UNLISTED_MILLIS = 10 * 60_000L;
    private static final int CREATE_ATTEMPTS = 3;
    /** How long a computer game still counts against its owner once nobody has it open (a reload, a lost network). */
    static final long ATTENDED_GRACE_MILLIS = OwnerLimits.ATTENDED_GRACE_MILLIS;

    private final ConcurrentHashMap<String, Room> rooms = new ConcurrentHashMap<>();
    private final RoomContext context;
    private final RoomLimits limits;
    private final OwnerLimits owners;

    public Rooms(RoomContext context, RoomLimits limits) {
        this.context = context;
        this.limits = limits;
        this.owners = new OwnerLimits(rooms, context, limits);
    }

    /**
     * Rooms whose bots think on the caller's thread and move without pacing, with no store: for tests that want
     * everything to happen synchronously on a direct executor.
     */
    public Rooms(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, RoomLimits limits) {
        this(new RoomContext(pool, wire, tokens, clock, Rooms::thinkInline, null), limits);
    }

    private static void thinkInline(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted,
                                    Consumer<Decision> answer) {
        answer.accept(bot.choose(game, Budget.millis(thinkMillis, () -> !wanted.getAsBoolean())));
    }

    /** Brings back every unfinished game from the store, with its bots thinking again. Returns how many. */
    public int restore() {
        int n = 0;
        for (StoredGame stored : context.store().unfinished()) {
            if (rooms.size() >= limits.maxRooms()) {
                break; // the rest load when someone opens them, if there is room then
            }
            Room room = rebuild(stored);
            if (rooms.putIfAbsent(stored.code(), room) == null) {
                room.open();
                n++;
            }
        }
        return n;
    }

    public Created create(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        try {
            return create(RoomSetup.humans(rules, x, o, creatorName));
        } catch (Unavailable | TooMany e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A new room, its first step durable before anyone hears of it (its creator's token must survive a crash), or
     * null when the server already holds as many rooms as its limits allow. Creation goes through the step log like
     * every later change.
     */
    public Created create(RoomSetup setup) throws Unavailable, TooMany {
        return create(setup, null);
    }

    /** {@code account}: the signed-in creator's, who then owns the creator's seat (null: a guest). */
    public Created create(RoomSetup setup, String account) throws Unavailable, TooMany {
        String tooMany = setup.owner() == null ? null : owners.makeRoomFor(setup);
        if (tooMany != null) {
            throw new TooMany(tooMany);
        }
        if (!Evictions.makeSpace(rooms, limits)) {
            return null;
        }
        Mark seat = setup.creatorSeat();
        for (int attempt = 1; ; attempt++) {
            String code = context.tokens().newCode();
            if (rooms.containsKey(code)) {
                continue;
            }
            String token = seat == null ? null : context.tokens().newToken();
            java.util.Map<Mark, String> reserved = new java.util.EnumMap<>(Mark.class);
            for (Mark m : setup.reservedSeats()) {
                reserved.put(m, context.tokens().newToken());
            }
            List<Change> facts = setup.facts(code, token, account, reserved, context.clock().getAsLong());
            // Not through Step: a game's first step has no table before it, and creation stands no offer and
            // scores no round, so there is nothing worked out for the store to keep.
            Table table = Table.fold(null, facts);
            StepLog.Appended appended;
            try {
                appended = context.steps().append(code, 0, facts).get(CREATE_COMMIT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Unavailable("Interrupted while saving the new game.", e);
            } catch (ExecutionException e) {
                // The store's primary key refuses a code some stored game already has: draw another, a few times.
                if (attempt < CREATE_ATTEMPTS) {
                    continue;
                }
                throw new Unavailable("The new game could not be saved; try again.", e);
            } catch (TimeoutException e) {
                throw new Unavailable("The new game could not be saved; try again.", e);
            }
            if (!appended.taken()) {
                // Some game already has steps under this code: draw another.
                if (attempt < CREATE_ATTEMPTS) {
                    continue;
                }
                throw new Unavailable("The new game could not be saved; try again.", null);
            }
            Room room = new Room(table.withSeq(appended.seq()), context, () -> rooms.remove(code), true);
            if (rooms.putIfAbsent(code, room) == null) {
                room.open();
                owners.made(setup, code);
                return new Created(code, seat, token, java.util.Map.copyOf(reserved));
            }
        }
    }

    /** The rooms' time in milliseconds (a test's own clock when it gave one). */
    public LongSupplier clock() {
        return context.clock();
    }

    /**
     * A seat owner's account changed what rooms show of it (it was deleted): every room in memory where it owns a
     * seat shows its players again. Read from each room's published snapshot, so rooms it is not in are not woken.
     */
    public void ownerChanged(String account) {
        for (Room room : rooms.values()) {
            if (owns(room.snapshot().table(), account)) {
                room.ownerChanged(account);
            }
        }
    }

    /** Whether {@code account} owns one of the table's seats. */
    static boolean owns(Table table, String account) {
        for (inrow.game.Player p : table.players()) {
            if (p != null && account.equals(p.account())) {
                return true;
            }
        }
        return false;
    }

    /** The room with this code: in memory, or loaded from the store; null when there is no such game. */
    public Room find(String code) {
        if (code == null) {
            return null;
        }
        Room room = rooms.get(code);
        if (room != null || !Tokens.looksLikeCode(code)) {
            return room;
        }
        Optional<StoredGame> stored = context.store().load(code);
        if (stored.isEmpty()) {
            return null;
        }
        if (!Evictions.makeSpace(rooms, limits)) {
            throw new Full();
        }
        Room loaded = rebuild(stored.get());
        Room raced = rooms.putIfAbsent(code, loaded);
        if (raced != null) {
            return raced;
        }
        loaded.open();
        return loaded;
    }

    private Room rebuild(StoredGame stored) {
        return new Room(Table.rebuild(stored, context.clock().getAsLong()), context, () -> rooms.remove(stored.code()),
            false);
    }

    /**
     * Games not yet over that someone is in or has been in within the last ten minutes, less those their creators
     * left out and those waiting on people who have all gone ({@link RoomSnapshot#listable}), most watched first, then most moves: the lobby's list (of every
     * node, in cluster mode).
     */
    public List<GameView> live() {
        List<GameView> out = new ArrayList<>();
        List<GameView> everyNode;
        try {
            everyNode = context.lobby().lobby();
        } catch (RuntimeException clusterAway) {
            everyNode = null; // the other nodes cannot be asked: this node's games are still worth showing
        }
        long now = context.clock().getAsLong();
        if (everyNode == null) {
            for (Room r : rooms.values()) {
                RoomSnapshot s = r.snapshot();
                if (s.listable(now) && (s.present() > 0 || now - s.emptySince() < IDLE_UNLISTED_MILLIS)) {
                    out.add(s.view());
                }
            }
        } else {
            for (GameView v : everyNode) {
                Room held = rooms.get(v.code());
                if (held != null ? held.snapshot().listable(now) : RoomSnapshot.listable(v)) {
                    out.add(v);
                }
            }
        }
        // The code last, so the order is the same from one call to the next and pages of it do not overlap.
        out.sort(Comparator.comparingInt(GameView::spectators).reversed()
            .thenComparing(v -> v.moves().size(), Comparator.reverseOrder())
            .thenComparing(GameView::code));
        return out;
    }

    /**
     * Every round of a game: its moves, who sat at each colour and, for a finished round, how it ended and who won.
     * Earlier rounds come from the store (every move there is durable); null when there is no such game.
     */
    public List<RoundRecord> rounds(String code) {
        Room room = find(code);
        return room == null ? null : RoundRecords.of(room.snapshot(), context.store().movesByRound(code));
    }

    /** Recently finished games, newest first, from the store. */
    public List<StoredGame> finished(int limit) {
        return context.store().finished(limit);
    }

    /**
     * Loads the unfinished games between two people nobody has moved in for longer than the judge allows an untimed
     * game to sit, so that their rooms end them (their alarms ring at once). Rooms left memory long before; only
     * the store still knows them. Called periodically; returns how many were loaded.
     */
    public int reviveLongIdle(long idleMillis) {
        long cutOff = context.clock().getAsLong() - idleMillis;
        int n = 0;
        for (StoredGame g : context.store().unfinished()) {
            boolean people = g.slots().stream().allMatch(s -> s != null && s.kind() == inrow.game.SeatKind.HUMAN);
            if (g.clock() == null && people && g.updatedAt() < cutOff && !rooms.containsKey(g.code())) {
                try {
                    if (find(g.code()) != null) {
                        n++;
                    }
                } catch (Full full) {
                    break; // no space now: next time
                }
            }
        }
        return n;
    }

    /** Drops rooms that have stood empty past their time; called periodically. */
    public void sweep() {
        for (Room room : rooms.values()) {
            if (room.snapshot().present() == 0) {
                room.closeIfIdle(limits);
            }
        }
    }

    /**
     * Deletes stored games that never started and were created before the cut-off, unless someone is in them (on
     * any node, in cluster mode).
     */
    public int forgetNeverStarted(long createdBefore) {
        java.util.Set<String> inUse = new java.util.HashSet<>();
        rooms.forEach((code, room) -> {
            if (room.snapshot().present() > 0) {
                inUse.add(code);
            }
        });
        try {
            List<GameView> everyNode = context.lobby().lobby();
            if (everyNode != null) {
                everyNode.forEach(v -> inUse.add(v.code())); // held on some node: someone may be waiting there
            }
        } catch (RuntimeException clusterAway) {
            return 0; // cannot tell which games other nodes hold: delete nothing this time
        }
        return context.store().deleteNeverStarted(createdBefore, inUse);
    }

    /**
     * Closes every connection with 1001 "going away", each after the frames already queued for it; waits (a
     * little) until every room has done so, so the close frames leave before the server stops.
     */
    public void goingAway() {
        CompletableFuture<?>[] all = rooms.values().stream().map(Room::goingAway).toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(all).get(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // a stuck room must not stop the shutdown
        }
    }

    public int size() {
        return rooms.size();
    }
}
