package inrow.room;

import inrow.game.Table;
import inrow.game.GameStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every error code a room produces. {@link RoomKit.Table#assertRefused} checks each time that only the sender got
 * one error (with its id), that the game is unchanged and that no version was spent.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomErrorsTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void notStarted() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection x = t.player("x", null);

        t.assertRefused(x, "{'type':'move','x':0,'y':0,'ply':0}", "not_started");
        t.assertRefused(x, "{'type':'resign'}", "not_started");
    }

    @Test
    void notYourTurn() {
        RoomKit.Table t = kit.started();

        t.assertRefused(t.o, "{'type':'move','x':0,'y':0,'ply':0}", "not_your_turn");
        t.play(t.x, 0, 0);
        t.assertRefused(t.x, "{'type':'move','x':1,'y':0,'ply':1}", "not_your_turn");
        t.assertRefused(t.x, "{'type':'move','x':1,'y':0}", "not_your_turn");
    }

    @Test
    void occupied() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 1, 1);

        t.assertRefused(t.o, "{'type':'move','x':1,'y':1,'ply':1}", "occupied");
        t.play(t.o, 0, 0);
        t.assertRefused(t.x, "{'type':'move','x':0,'y':0,'ply':2}", "occupied");
        t.assertRefused(t.x, "{'type':'move','x':1,'y':1,'ply':2}", "occupied");
    }

    @Test
    void outOfBounds() {
        RoomKit.Table t = kit.started();

        t.assertRefused(t.x, "{'type':'move','x':3,'y':0,'ply':0}", "out_of_bounds");
        t.assertRefused(t.x, "{'type':'move','x':0,'y':3,'ply':0}", "out_of_bounds");
        t.assertRefused(t.x, "{'type':'move','x':-1,'y':0,'ply':0}", "out_of_bounds");
        t.assertRefused(t.x, "{'type':'move','x':0,'y':-1}", "out_of_bounds");
        t.assertRefused(t.x, "{'type':'move','x':2147483647,'y':2147483647}", "out_of_bounds");
    }

    @Test
    void gameOver() {
        RoomKit.Table t = kit.started();
        t.send(t.x, "{'type':'resign'}");
        assertEquals(inrow.protocol.GameStatus.OVER, t.room.view().status());

        t.assertRefused(t.o, "{'type':'move','x':0,'y':0,'ply':0}", "game_over");
        t.assertRefused(t.x, "{'type':'move','x':0,'y':0}", "game_over");
        t.assertRefused(t.o, "{'type':'resign'}", "game_over");
    }

    @Test
    void gameOverAfterAWinOnTheBoard() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 0, 1);
        t.play(t.x, 1, 0);
        t.play(t.o, 1, 1);
        t.play(t.x, 2, 0);

        t.assertRefused(t.o, "{'type':'move','x':2,'y':1,'ply':5}", "game_over");
        t.assertRefused(t.x, "{'type':'move','x':2,'y':2,'ply':5}", "game_over");
    }

    @Test
    void notOver() {
        RoomKit.Table t = kit.started();

        t.assertRefused(t.x, "{'type':'rematch'}", "not_over");
        t.play(t.x, 1, 1);
        t.assertRefused(t.o, "{'type':'rematch'}", "not_over");
        assertTrue(t.room.view().rematch().isEmpty());
    }

    @Test
    void notOverWhileWaiting() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection x = t.player("x", null);

        t.assertRefused(x, "{'type':'rematch'}", "not_over");
    }

    @Test
    void notAPlayer() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.spectator("s");

        t.assertRefused(s, "{'type':'move','x':0,'y':0,'ply':0}", "not_a_player");
        t.assertRefused(s, "{'type':'resign'}", "not_a_player");
        t.send(t.x, "{'type':'resign'}");
        t.assertRefused(s, "{'type':'rematch'}", "not_a_player");
    }

    @Test
    void notAPlayerBeforeJoining() {
        RoomKit.Table t = kit.started();
        FakeConnection lurker = t.connect("lurker");

        t.assertRefused(lurker, "{'type':'move','x':0,'y':0,'ply':0}", "not_a_player");
    }

    @Test
    void stale() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.play(t.o, 1, 1);

        // X's turn at ply 2; a client that still thinks it is ply 0 or 1, or that runs ahead, is stale.
        t.assertRefused(t.x, "{'type':'move','x':2,'y':2,'ply':0}", "stale");
        t.assertRefused(t.x, "{'type':'move','x':2,'y':2,'ply':1}", "stale");
        t.assertRefused(t.x, "{'type':'move','x':2,'y':2,'ply':3}", "stale");
        // X's own earlier move sent again, but not as the last move: stale, not a resend.
        t.assertRefused(t.x, "{'type':'move','x':0,'y':0,'ply':0}", "stale");
    }

    @Test
    void badToken() {
        RoomKit.Table t = kit.started();
        FakeConnection eve = t.connect("eve");

        t.assertRefused(eve, "{'type':'join','token':'not-a-token'}", "bad_token");
        t.assertRefused(eve, "{'type':'join','token':'" + t.created.token().toUpperCase() + "x'}", "bad_token");
    }

    @Test
    void badMessageForAMoveWithoutCoordinates() {
        RoomKit.Table t = kit.started();

        t.assertRefused(t.x, "{'type':'move','y':0,'ply':0}", "bad_message");
        t.assertRefused(t.x, "{'type':'move','x':0,'ply':0}", "bad_message");
        t.assertRefused(t.x, "{'type':'move'}", "bad_message");
        t.assertRefused(t.x, "{'type':'join','role':'king'}", "bad_message");
    }
}
