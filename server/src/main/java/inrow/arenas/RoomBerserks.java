package inrow.arenas;

import inrow.room.Room;
import inrow.room.Rooms;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Berserk through the game's room: a room command ({@link Room#berserk}) the room judges and commits like any
 * other step, so the halved clock is durable, shown to everyone at once and replicated. Slot 0 is the seat the
 * pairing gave X.
 */
public final class RoomBerserks implements Berserks {
    private static final long WAIT_MS = 5_000;
    private final Rooms rooms;

    public RoomBerserks(Rooms rooms) {
        this.rooms = rooms;
    }

    @Override
    public boolean halve(String code, boolean x) {
        Room room = rooms.find(code);
        if (room == null) {
            return false;
        }
        try {
            return room.berserk(x ? 0 : 1).get(WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    @Override
    public boolean possible(String code, boolean x) {
        try {
            Room room = rooms.find(code);
            return room != null && room.berserkable(x ? 0 : 1);
        } catch (RuntimeException e) {
            return false;
        }
    }
}
