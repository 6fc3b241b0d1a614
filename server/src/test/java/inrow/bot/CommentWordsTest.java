package inrow.bot;

import org.junit.jupiter.api.parallel.Isolated;
import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Rules;
import inrow.protocol.CommentWords;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Everything the computer players say has a catalogue key, so the page can say it in every language: whole games
 * between every pair of levels on the boards people play, every comment looked up.
 */
// The computer's strength here is what it finds in a time budget: other classes' work beside it would weaken it.
@Isolated
class CommentWordsTest {
    @Test
    void everyCommentTheBotsMakeHasAKey() {
        Set<String> unknown = new TreeSet<>();
        Set<String> heard = new TreeSet<>();
        Rules[] boards = {Rules.TICTACTOE, new Rules(7, 6, 4, true), new Rules(9, 9, 4, false), new Rules(11, 11, 5, true)};
        int seed = 0;
        for (Rules rules : boards) {
            for (Level[] pair : LevelPairs.neighbours()) {
                Level x = pair[0];
                Level o = pair[1];
                Bot bx = x.create(new Random(seed++));
                Bot bo = o.create(new Random(seed++));
                Game game = Game.start(rules);
                while (!game.isOver()) {
                    Decision d = (game.ply() % 2 == 0 ? bx : bo).choose(game, Budget.millis(40));
                    if (d.comment() != null) {
                        heard.add(d.comment());
                        if (CommentWords.of(d.comment()) == null) {
                            unknown.add(d.comment());
                        }
                    }
                    game = ((MoveResult.Played) game.play(d.move().x(), d.move().y())).game();
                }
            }
        }
        assertEquals(Set.of(), unknown, "comments without a key (heard " + heard.size() + ": " + heard + ")");
    }

    @Test
    void numbersInACommentBecomeArguments() {
        assertEquals(new CommentWords.Spoken("blockRow", java.util.Map.of("n", 4)),
            CommentWords.of("Blocking your four in a row"));
        assertEquals(new CommentWords.Spoken("lineUp", java.util.Map.of("n", 3)), CommentWords.of("Lining up three"));
        assertEquals(new CommentWords.Spoken("blockFour", java.util.Map.of()), CommentWords.of("Blocking your four"));
        assertEquals(null, CommentWords.of("Something new"));
    }
}
