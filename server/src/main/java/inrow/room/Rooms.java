package inrow.room;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.protocol.GameView;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/** All live rooms by code. Creating and finding rooms never locks a room; each room serialises its own work. */
public final class Rooms {
    /** What the creator of a room gets back: the code, and the seat and token if they took one. */
    public record Created(String code, Mark seat, String token) {
    }

    private final ConcurrentHashMap<String, Room> rooms = new ConcurrentHashMap<>();
    private final RoomContext context;
    private final RoomLimits limits;

    public Rooms(RoomContext context, RoomLimits limits) {
        this.context = context;
        this.limits = limits;
    }

    /**
     * Rooms whose bots think on the caller's thread and move without pacing: for tests that want everything to
     * happen synchronously on a direct executor.
     */
    public Rooms(Executor pool, Wire wire, Tokens tokens, LongSupplier clock, RoomLimits limits) {
        this(new RoomContext(pool, wire, tokens, clock, Rooms::thinkInline, null), limits);
    }

    private static void thinkInline(Bot bot, Game game, long thinkMillis, BooleanSupplier wanted,
                                    Consumer<Decision> answer) {
        answer.accept(bot.choose(game, Budget.millis(thinkMillis, () -> !wanted.getAsBoolean())));
    }

    public Created create(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        return create(RoomSetup.humans(rules, x, o, creatorName));
    }

    /** A new room, or null when the server already holds as many rooms as its limits allow. */
    public Created create(RoomSetup setup) {
        if (rooms.size() >= limits.maxRooms()) {
            return null;
        }
        while (true) {
            String code = context.tokens().newCode();
            Room room = new Room(code, setup, context, () -> rooms.remove(code));
            Mark seat = setup.x() == SeatSpec.CREATOR ? Mark.X : setup.o() == SeatSpec.CREATOR ? Mark.O : null;
            String token = seat == null ? null : room.seatCreator(seat, setup.creatorName());
            if (setup.x().isBot()) {
                room.seatBot(Mark.X, setup.x().level());
            }
            if (setup.o().isBot()) {
                room.seatBot(Mark.O, setup.o().level());
            }
            if (rooms.putIfAbsent(code, room) == null) {
                room.open();
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
