package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Three in a row on a 5 wide, 4 high board, in every direction against every edge and into every corner it can reach.
 * The lowercase stones are the line that must be reported; each board is played once with each of them as the last
 * stone (both ends and the middle). Other stones of the winner sit next to the line without extending it, and the
 * opponent caps some ends, so a line reported too long or too short shows.
 */
class WinAtEdgesTest {
    private static final Rules RULES = new Rules(5, 4, 3, true);

    static Stream<Arguments> boards() {
        List<Arguments> cases = new ArrayList<>();
        add(cases, "horizontal, top left corner", """
                xxx.X
                OO...
                .....
                O....
                """);
        add(cases, "horizontal, top right corner", """
                X.ooo
                .X...
                X....
                .....
                """);
        add(cases, "horizontal, bottom left corner", """
                ....O
                O....
                .X..O
                xxx..
                """);
        add(cases, "horizontal, bottom right corner", """
                X....
                .X...
                ...X.
                ..ooo
                """);
        add(cases, "horizontal, left edge", """
                ..O..
                xxx.O
                ...X.
                .O...
                """);
        add(cases, "horizontal, right edge", """
                X.X..
                ....X
                ..ooo
                XO...
                """);
        add(cases, "horizontal, top edge", """
                .xxx.
                O.X.O
                ..O..
                .....
                """);
        add(cases, "horizontal, bottom edge", """
                ..X..
                X...X
                X...O
                .ooo.
                """);

        add(cases, "vertical, top left corner", """
                xO...
                x....
                xO...
                O..X.
                """);
        add(cases, "vertical, top right corner", """
                X...o
                .X..o
                ....o
                ...X.
                """);
        add(cases, "vertical, bottom left corner", """
                O.O..
                x....
                xX...
                x..O.
                """);
        add(cases, "vertical, bottom right corner", """
                X...X
                .X..o
                ....o
                ....o
                """);
        add(cases, "vertical, top edge", """
                .Ox..
                ..xX.
                .Ox..
                ..O..
                """);
        add(cases, "vertical, bottom edge", """
                ..X..
                .Xo..
                ..o.X
                ..o..
                """);

        add(cases, "diagonal, top left corner", """
                xO...
                .x.X.
                ..x..
                O..O.
                """);
        add(cases, "diagonal, bottom right corner", """
                .X...
                ..o..
                X..o.
                ..X.o
                """);
        add(cases, "diagonal, top edge", """
                .x...
                O.x..
                X..x.
                O...O
                """);
        add(cases, "diagonal, left and bottom edges", """
                X....
                o.X..
                .o...
                ..o.X
                """);
        add(cases, "diagonal, top and right edges", """
                O.x..
                .X.x.
                .O..x
                ...O.
                """);
        add(cases, "diagonal, bottom edge", """
                X....
                .o...
                ..oX.
                X..o.
                """);

        add(cases, "anti-diagonal, top right corner", """
                ...Ox
                ...x.
                ..x.X
                .O..O
                """);
        add(cases, "anti-diagonal, bottom left corner", """
                ...X.
                ..o..
                .o..X
                o.X..
                """);
        add(cases, "anti-diagonal, top edge", """
                ...x.
                X.x.O
                .x...
                O..O.
                """);
        add(cases, "anti-diagonal, left and top edges", """
                ..o..
                .o..X
                o.X..
                X....
                """);
        add(cases, "anti-diagonal, right and bottom edges", """
                O....
                O...x
                ...x.
                .Ox.X
                """);
        add(cases, "anti-diagonal, bottom edge", """
                ....X
                ...o.
                X.o..
                .o.X.
                """);
        return cases.stream();
    }

    private static void add(List<Arguments> cases, String where, String board) {
        for (Point last : Boards.marked(board)) {
            cases.add(Arguments.of(where, board, last));
        }
    }

    @ParameterizedTest(name = "{0}, last stone {2}")
    @MethodSource("boards")
    void winsThroughExactlyTheLine(String where, String board, Point last) {
        Game game = Boards.play(RULES, board, last);

        Wins.assertWonByMarkedLine(game, board);
        assertEquals(last, game.lastMove());
    }
}
