package inrow.room;

import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.protocol.GameView;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/** All live rooms by code. Creating and finding rooms never locks a room; each room serialises its own work. */
public final class Rooms {
    /** What the creator of a room gets back: the code, and the seat and token if they took one. */
    public record Created(String code, Mark seat, String token) {
    }

    private final ConcurrentHashMap<String, Room> rooms = new ConcurrentHashMap<>();
    private final Executor pool;
    private final Wire wire;
    private final Tokens tokens;
    private final LongSupplier clock;
    private final RoomLimits limits;

    public Rooms(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, RoomLimits limits) {
        this.pool = pool;
        this.wire = wire;
        this.tokens = tokens;
        this.clock = clock;
        this.limits = limits;
    }

    /** A new room, or null when the server already holds as many rooms as its limits allow. */
    public Created create(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        if (rooms.size() >= limits.maxRooms()) {
            return null;
        }
        while (true) {
            String code = tokens.newCode();
            Room room = new Room(code, rules, new SerialExecutor(pool), wire, tokens, clock,
                () -> rooms.remove(code));
            Mark seat = x == SeatSpec.CREATOR ? Mark.X : o == SeatSpec.CREATOR ? Mark.O : null;
            String token = seat == null ? null : room.seatCreator(seat, creatorName);
            room.publishInitial();
            if (rooms.putIfAbsent(code, room) == null) {
                return new Created(code, seat, token);
            }
        }
    }

    public Room find(String code) {
        return code == null ? null : rooms.get(code);
    }

    /** Games not yet over, most watched first: the lobby's list. */
    public List<GameView> live() {
        List<GameView> out = new ArrayList<>();
        for (Room room : rooms.values()) {
            GameView v = room.view();
            if (!"over".equals(v.status())) {
                out.add(v);
            }
        }
        out.sort(Comparator.comparingInt(GameView::spectators).reversed()
            .thenComparing(v -> v.moves().size(), Comparator.reverseOrder()));
        return out;
    }

    /** Drops rooms that have stood empty past their time; called periodically. */
    public void sweep() {
        for (Room room : rooms.values()) {
            if (room.present() == 0) {
                room.closeIfIdle(limits);
            }
        }
    }

    public int size() {
        return rooms.size();
    }
}
