package inrow.room;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import inrow.bot.Level;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Computer games count against their owner's address only while someone is at them (or left less than a minute
 * ago): three games started and the browser closed used to lock the address out for an hour.
 */
class ComputerGamesPerOwnerTest {
    private final RoomKit kit = new RoomKit(RoomLimits.DEFAULT.perOwner(24, 3));

    private Rooms.Created vsComputer(String owner) throws Exception {
        return kit.rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.bot(Level.RANDOM), "Ann",
            RoomSetup.DEFAULT_THINK_MILLIS, 0).ownedBy(owner));
    }

    @Test
    void gamesWhosePeopleLeftCountNoMore() throws Exception {
        for (int i = 0; i < 3; i++) {
            assertNotNull(vsComputer("school"));
        }
        assertThrows(Rooms.TooMany.class, () -> vsComputer("school"), "just made: their people are on their way");
        kit.clock.addAndGet(Rooms.ATTENDED_GRACE_MILLIS - 1);
        assertThrows(Rooms.TooMany.class, () -> vsComputer("school"), "a reload is not leaving");
        kit.clock.addAndGet(1);
        // The browser was closed a minute ago: the fourth, fifth and sixth start.
        for (int i = 0; i < 3; i++) {
            assertNotNull(vsComputer("school"));
        }
        assertThrows(Rooms.TooMany.class, () -> vsComputer("school"));
    }

    @Test
    void gamesWithSomeoneAtThemKeepCounting() throws Exception {
        List<Room> rooms = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Room room = kit.rooms.find(vsComputer("home").code());
            room.connect(new FakeConnection("player" + i));
            rooms.add(room);
        }
        kit.clock.addAndGet(10 * Rooms.ATTENDED_GRACE_MILLIS);
        assertThrows(Rooms.TooMany.class, () -> vsComputer("home"), "three people are playing");
        assertNotNull(vsComputer("elsewhere"), "another address is not held to it");
    }

    @Test
    void theDefaultLetsAClassroomPlayTenAtOnce() throws Exception {
        RoomKit classroom = new RoomKit(RoomLimits.DEFAULT);
        for (int i = 0; i < 10; i++) {
            Room room = classroom.rooms.find(classroom.rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR,
                SeatSpec.bot(Level.RANDOM), "Pupil " + i, RoomSetup.DEFAULT_THINK_MILLIS, 0).ownedBy("school"))
                .code());
            assertNotNull(room);
            room.connect(new FakeConnection("pupil" + i));
        }
    }
}
