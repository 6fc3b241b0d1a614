package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

class ReplayTest {
    @Test
    void replayingARecordedGameGivesTheSameGame() {
        Game played = Boards.play(new Rules(7, 6, 4, true), """
                .......
                ..O....
                ..Oo...
                .XoX...
                .oXX...
                oXXOX..
                """, "D4");
        Game replayed = Game.replay(played.rules(), played.moves());

        assertEquals(played.rows(), replayed.rows());
        assertEquals(played.moves(), replayed.moves());
        assertEquals(played.result(), replayed.result());
        assertEquals(Mark.O, replayed.result().winner());
    }

    @Test
    void replayingAGameInProgress() {
        Game played = Boards.play(Rules.GOMOKU, """
                ...............
                ...............
                ...............
                ...............
                ...............
                ...............
                ......O........
                .......XX......
                ...............
                ...............
                ...............
                ...............
                ...............
                ...............
                ...............
                """, "I8");
        Game replayed = Game.replay(Rules.GOMOKU, played.moves());

        assertEquals(played.rows(), replayed.rows());
        assertEquals(played.lastMove(), replayed.lastMove());
        assertEquals(Mark.O, replayed.turn());
    }

    @Test
    void replayingNothingIsTheStart() {
        assertEquals(Game.start(Rules.TICTACTOE).rows(), Game.replay(Rules.TICTACTOE, List.of()).rows());
    }

    @Test
    void aCorruptRecordIsABug() {
        List<Point> twice = List.of(new Point(1, 1), new Point(1, 1));
        assertThrows(IllegalStateException.class, () -> Game.replay(Rules.TICTACTOE, twice));
        List<Point> outside = List.of(new Point(3, 0));
        assertThrows(IllegalStateException.class, () -> Game.replay(Rules.TICTACTOE, outside));
    }
}
