package inrow.room;

import inrow.game.Table;
import inrow.game.Player;
import inrow.game.GameStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Mark;
import inrow.engine.Rules;
import inrow.protocol.GameView;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomCreationTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void creatorSeatGetsATokenAndTheOtherSeatIsOpen() {
        RoomKit.Table t = kit.ticTacToe();

        assertEquals(Mark.X, t.created.seat());
        assertNotNull(t.created.token());
        assertTrue(t.created.token().length() >= 20, "a token carries enough randomness: " + t.created.token());
        assertTrue(Tokens.looksLikeCode(t.created.code()), t.created.code());
        assertNotNull(t.room);
        assertEquals(t.created.code(), t.room.code());

        GameView v = t.room.view();
        assertEquals(inrow.protocol.GameStatus.WAITING, v.status());
        assertNull(v.turn());
        assertEquals("Ann", v.players().get("X").name());
        assertEquals(false, v.players().get("X").connected(), "nobody is connected yet");
        assertNull(v.players().get("O"), "O is open");
        assertEquals(List.of("...", "...", "..."), v.board());
        assertEquals(0, v.moves().size());
        assertEquals(1, v.round());
        assertEquals(0, v.spectators());
        assertEquals(List.of(), v.rematch());
        assertNull(v.result());
    }

    @Test
    void creatorCanTakeO() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.CREATOR, "Olga");

        assertEquals(Mark.O, t.created.seat());
        assertNotNull(t.created.token());
        assertNull(t.room.view().players().get("X"));
        assertEquals("Olga", t.room.view().players().get("O").name());
    }

    @Test
    void roomWithTwoOpenSeatsHasNoCreatorToken() {
        RoomKit.Table t = kit.create(Rules.GOMOKU, SeatSpec.OPEN, SeatSpec.OPEN, "Nobody");

        assertNull(t.created.seat());
        assertNull(t.created.token());
        assertNull(t.room.view().players().get("X"));
        assertNull(t.room.view().players().get("O"));
        assertEquals(15, t.room.view().board().size());
    }

    @Test
    void eachRoomGetsItsOwnCodeAndToken() {
        RoomKit.Table a = kit.ticTacToe();
        RoomKit.Table b = kit.ticTacToe();

        assertNotEquals(a.created.code(), b.created.code());
        assertNotEquals(a.created.token(), b.created.token());
        assertEquals(2, kit.rooms.size());
    }

    @Test
    void statusIsWaitingUntilBothSeatsAreFilled() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);

        FakeConnection first = t.player("first", "First");
        JsonNode afterFirst = first.game();
        assertEquals("waiting", afterFirst.path("status").asText());
        assertTrue(afterFirst.path("turn").isNull());
        assertEquals(inrow.protocol.GameStatus.WAITING, t.room.view().status());

        FakeConnection second = t.player("second", "Second");
        for (FakeConnection c : List.of(first, second)) {
            assertEquals("playing", c.game().path("status").asText(), c.label);
            assertEquals("X", c.game().path("turn").asText(), c.label);
        }
        assertEquals(inrow.protocol.GameStatus.PLAYING, t.room.view().status());
    }

    @Test
    void moveBeforeBothSeatsAreFilledGetsNotStarted() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection first = t.player("first", null);
        assertEquals("X", first.last("welcome").path("seat").asText());

        t.assertRefused(first, "{'type':'move','x':1,'y':1,'ply':0}", "not_started");
        t.assertRefused(first, "{'type':'move','x':1,'y':1}", "not_started");
        t.assertRefused(first, "{'type':'resign'}", "not_started");
        assertEquals(inrow.protocol.GameStatus.WAITING, t.room.view().status());
    }

    @Test
    void creatorNameIsCleaned() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "  Ann\u0000\n  Lee \u202E ");
        assertEquals("Ann Lee", t.room.view().players().get("X").name());

        RoomKit.Table blank = kit.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, " \t ");
        assertEquals("Player 1", blank.room.view().players().get("X").name());

        // Named by arrival, not by colour: a creator seated at O is still the first player.
        RoomKit.Table second = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.CREATOR, "");
        assertEquals("Player 1", second.room.view().players().get("O").name());
    }
}
