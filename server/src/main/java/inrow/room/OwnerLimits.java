package inrow.room;

import inrow.game.Change;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What each owner (a client, by its cookie) may hold of the server's rooms: computer games it attends, and games
 * that never started. {@link Rooms} asks before it creates a room and tells after.
 */
final class OwnerLimits {
    /** How long a computer game still counts against its owner once nobody has it open (a reload, a lost network). */
    static final long ATTENDED_GRACE_MILLIS = 60_000L;
    private static final long WRITE_TIMEOUT_SECONDS = 10;

    private final Map<String, Room> rooms;
    private final RoomContext ctx;
    private final RoomLimits limits;
    /** By owner: the codes of its games that may not have started yet, oldest first; and of its computer games. */
    private final ConcurrentHashMap<String, Deque<String>> openByOwner = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Deque<String>> computerByOwner = new ConcurrentHashMap<>();

    OwnerLimits(Map<String, Room> rooms, RoomContext ctx, RoomLimits limits) {
        this.rooms = rooms;
        this.ctx = ctx;
        this.limits = limits;
    }

    /** A room was made for {@code setup} under {@code code}: it counts against its owner, if it has one. */
    void made(RoomSetup setup, String code) {
        if (setup.owner() != null) {
            (setup.hasComputer() ? computerByOwner : openByOwner)
                .computeIfAbsent(setup.owner(), o -> new ConcurrentLinkedDeque<>())
                .addLast(code);
        }
    }

    /**
     * Holds an owner to its limits before it creates a room: a computer game past its running ones is refused; a
     * game past its games that never started drops the oldest of those (closed and forgotten, as the sweeper
     * forgets never-started games), so one client can neither pile up rooms nor keep the computers busy. Returns why
     * the room is refused, or null.
     */
    synchronized String makeRoomFor(RoomSetup setup) {
        if (setup.hasComputer()) {
            Deque<String> mine = computerByOwner.getOrDefault(setup.owner(), new ArrayDeque<>());
            mine.removeIf(code -> rooms.get(code) == null || rooms.get(code).over());
            long now = ctx.clock().getAsLong();
            long attended = mine.stream().map(rooms::get).filter(r -> r != null && attended(r, now)).count();
            if (attended >= limits.computerGamesPerOwner()) {
                return "You have " + attended + " games against the computer going; finish one first.";
            }
            return null;
        }
        Deque<String> open = openByOwner.get(setup.owner());
        if (open == null) {
            return null;
        }
        open.removeIf(code -> rooms.get(code) == null || !rooms.get(code).snapshot().waitingForAPlayer());
        while (open.size() >= limits.neverStartedPerOwner()) {
            String oldest = open.pollFirst();
            Room room = rooms.get(oldest);
            if (room != null) {
                room.drop();
            }
            try {
                ctx.store().write(List.of(new Change.Deleted(oldest))).get(WRITE_TIMEOUT_SECONDS,
                    TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            } catch (ExecutionException | TimeoutException e) {
                // kept in the store: the sweeper forgets it after a day like any game that never started
            }
        }
        return null;
    }

    /**
     * Whether a computer game still counts against its owner: someone has it open, or left it (or it was made) less
     * than {@link #ATTENDED_GRACE_MILLIS} ago. Games whose people closed the browser count no more (they lapse on
     * their own), so a family or a classroom behind one address is not locked out by games nobody plays; what keeps
     * the computers fair is the bot pool, which shares its time between every game that wants to think.
     */
    private static boolean attended(Room room, long now) {
        RoomSnapshot s = room.snapshot();
        return s.present() > 0 || now - s.emptySince() < ATTENDED_GRACE_MILLIS;
    }
}
