package inrow.bench;

import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.tools.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A small Gomocup manager, to run by hand (not a test): two pbrain programs play a match on 15x15, InRow's engine
 * judging every move (a move it refuses, such as a forbidden point for black in renju, loses; so does no answer within
 * three times the turn limit plus two seconds, or an answer that is not a move, counted apart as a forfeit). Each brain first answers one move on a
 * scratch board, so that start-up work (tables, a JIT) does not fall into a game. Games come in pairs on the same random three-stone opening (black near the
 * centre, white next to it, black within two), colours swapped, the brains told the opening by BOARD. One process per
 * brain for the whole match, RESTART between games.
 *
 * <p>A brain is sent nothing until {@code --quiet-ms} (50) after its last answer: Rapfi, told a TURN while it still
 * finishes its own turn, half-reads it and answers {@code ERROR Unknown command}, and InRow's forced moves come back in
 * 0 to 2 ms. A game in which a brain still answers ERROR to a TURN is replayed from its opening, at most
 * {@link #REPLAYS} times (then it counts as that brain's forfeit), and the replays are counted in the match's line.
 *
 * <p>Arguments: {@code --a "java -jar target/inrow.jar pbrain" --b "/path/to/pbrain-other" --rules renju
 * --games 20 --turn-ms 500 --seed 1}. {@code --rules} takes freestyle (Gomocup rule 0), standard (1) or renju (4).
 */
public final class BrainMatch {
    /** Replays of one game, at most, before a brain's ERROR to a TURN counts as its forfeit. */
    static final int REPLAYS = 3;

    private BrainMatch() {
    }

    /** How one game ended ("X ...", "O ..." for the winner, or "draw ..."), after this many replays. */
    record Played(String outcome, int replays) {
        boolean forfeit() {
            return outcome.contains("gave no move");
        }
    }

    public static void main(String[] args) throws Exception {
        String a = null;
        String b = null;
        String ruleName = "renju";
        int games = 20;
        long turnMillis = 500;
        long seed = 1;
        long quietMillis = 50;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--a" -> a = args[i + 1];
                case "--b" -> b = args[i + 1];
                case "--rules" -> ruleName = args[i + 1];
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--turn-ms" -> turnMillis = Long.parseLong(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--quiet-ms" -> quietMillis = Long.parseLong(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Rules rules = Tournament.parseRules(ruleName);
        int rule = rules.renju() ? 4 : rules.overline() ? 0 : 1;
        long wait = 3 * turnMillis + 2000;
        int forfeits = 0;
        int replays = 0;
        SplittableRandom random = new SplittableRandom(seed);
        int[] aScore = new int[3]; // wins, draws, losses of brain a
        int[][] aByColour = new int[2][3];
        try (Brain first = new Brain("a", a, quietMillis); Brain second = new Brain("b", b, quietMillis)) {
            for (Brain brain : new Brain[] {first, second}) {
                String ok = brain.ask(30_000, "START 15");
                if (!"OK".equals(ok)) {
                    throw new IllegalStateException(brain.name + " did not start: " + ok);
                }
                brain.send("INFO timeout_turn " + turnMillis, "INFO timeout_match 0", "INFO max_memory 268435456",
                    "INFO game_type 1", "INFO rule " + rule);
                System.out.println("warm-up: " + brain.name + " answers " + brain.ask(60_000, "BEGIN")
                    + ", restart " + brain.ask(30_000, "RESTART"));
            }
            List<Point> opening = null;
            for (int g = 0; g < games; g++) {
                if (g % 2 == 0) {
                    opening = opening(rules, random);
                }
                Brain black = g % 2 == 0 ? first : second;
                Brain white = black == first ? second : first;
                if (g > 0) {
                    restart(black, white);
                }
                Played played = game(rules, opening, black, white, wait);
                String outcome = played.outcome() + (played.replays() > 0 ? " (replayed " + played.replays() + ")" : "");
                forfeits += played.forfeit() ? 1 : 0;
                replays += played.replays();
                int aResult = outcome.startsWith("draw") ? 1 : outcome.startsWith(black == first ? "X" : "O") ? 0 : 2;
                aScore[aResult]++;
                aByColour[black == first ? 0 : 1][aResult]++;
                System.out.printf(Locale.ROOT, "game %2d  a as %s  opening %s  %s%n", g + 1, black == first ? "X" : "O",
                    opening, outcome);
            }
            System.out.printf(Locale.ROOT, "%s, %d ms a turn, %d games: a %d wins %d draws %d losses "
                    + "(as X %d-%d-%d, as O %d-%d-%d)%n", rules.label(), turnMillis, games, aScore[0], aScore[1],
                aScore[2], aByColour[0][0], aByColour[0][1], aByColour[0][2], aByColour[1][0], aByColour[1][1],
                aByColour[1][2]);
            System.out.println("forfeits (no move in time, or an answer that is not a move): " + forfeits
                + "; games replayed after an ERROR to a TURN: " + replays);
            for (Brain brain : new Brain[] {first, second}) {
                System.out.printf(Locale.ROOT, "%s: %d moves, avg %.1f ms, max %.1f ms%n", brain.name, brain.moves,
                    brain.nanos / 1e6 / Math.max(1, brain.moves), brain.maxNanos / 1e6);
            }
        }
    }

    /** Three stones: black within one of the centre, white touching it, black within two of both. */
    private static List<Point> opening(Rules rules, SplittableRandom random) {
        while (true) {
            Point b1 = new Point(7 + random.nextInt(3) - 1, 7 + random.nextInt(3) - 1);
            Point w1 = new Point(b1.x() + random.nextInt(3) - 1, b1.y() + random.nextInt(3) - 1);
            Point b2 = new Point(b1.x() + random.nextInt(5) - 2, b1.y() + random.nextInt(5) - 2);
            List<Point> stones = List.of(b1, w1, b2);
            if (stones.stream().distinct().count() == 3 && Math.abs(b2.x() - w1.x()) <= 2
                    && Math.abs(b2.y() - w1.y()) <= 2) {
                return stones;
            }
        }
    }

    /**
     * One game from {@code opening}, both brains fresh (after START or RESTART); replayed from the opening when a
     * brain answers ERROR to a TURN, at most {@link #REPLAYS} times.
     */
    static Played game(Rules rules, List<Point> opening, Brain black, Brain white, long wait)
            throws InterruptedException {
        for (int replays = 0; ; replays++) {
            String outcome = play(Game.replay(rules, opening), black, white, wait, replays < REPLAYS);
            if (outcome != null) {
                return new Played(outcome, replays);
            }
            System.out.println("  replaying: a brain answered " + black.lastAnswer + " / " + white.lastAnswer
                + " to a TURN");
            restart(black, white);
        }
    }

    private static void restart(Brain black, Brain white) throws InterruptedException {
        for (Brain brain : new Brain[] {black, white}) {
            if (!brain.restart(30_000)) {
                throw new IllegalStateException(brain.name + " did not answer RESTART");
            }
        }
    }

    /**
     * Plays the game on from the opening; "X ...", "O ..." (the winner) or "draw", or null when a brain answered
     * ERROR to a TURN and {@code replayOnError} holds.
     */
    private static String play(Game game, Brain black, Brain white, long wait, boolean replayOnError)
            throws InterruptedException {
        List<Point> moves = new ArrayList<>(game.moves());
        Point last = null;
        while (true) {
            boolean blackToMove = game.ply() % 2 == 0;
            Brain mover = blackToMove ? black : white;
            Point p;
            mover.lastAnswer = null;
            boolean turn = false;
            if (last == null || game.ply() <= 4) {
                // the opening and the first move of each brain: the whole board
                List<String> board = new ArrayList<>();
                board.add("BOARD");
                for (int i = 0; i < moves.size(); i++) {
                    boolean own = (i % 2 == 0) == blackToMove;
                    board.add(moves.get(i).x() + "," + moves.get(i).y() + "," + (own ? 1 : 2));
                }
                board.add("DONE");
                p = mover.move(wait, board.toArray(String[]::new));
            } else {
                turn = true;
                p = mover.move(wait, "TURN " + last.x() + "," + last.y());
            }
            String side = blackToMove ? "X" : "O";
            String other = blackToMove ? "O" : "X";
            if (p == null && turn && replayOnError && mover.lastAnswer != null
                    && mover.lastAnswer.startsWith("ERROR")) {
                return null;
            }
            if (p == null) {
                System.out.println("  " + mover.name + " answered " + mover.lastAnswer);
                return other + " wins: " + side + " gave no move (none in time, or not x,y) after " + game.ply() + " stones";
            }
            MoveResult r = game.play(p.x(), p.y());
            if (!(r instanceof MoveResult.Played played)) {
                return other + " wins: " + side + " played " + p + ", refused: " + ((MoveResult.Refused) r).reason();
            }
            game = played.game();
            moves.add(p);
            last = p;
            if (game.isOver()) {
                Result result = game.result();
                return result.winner() == null ? "draw after " + game.ply() + " stones"
                    : result.winner().symbol() + " wins with a line after " + game.ply() + " stones";
            }
        }
    }
}
