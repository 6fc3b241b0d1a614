package inrow.bench;

import inrow.bot.Budget;
import inrow.bot.Decision;
import inrow.bot.MasterBot;
import inrow.bot.book.RenjuBook;
import inrow.engine.CanonicalOpening;
import inrow.engine.Game;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Makes the master's renju book (a main to run by hand, see docs/bots.md): from each of the 26 canonical openings,
 * the master's own search (no book) thinks {@code --think-ms} on every position of one line {@code --plies} deep
 * (white's 4th, black's reply, and so on: one move per position, the search's best). Lines go to {@code --out} as
 * they are found; an existing file is read first and its positions are not searched again, so an interrupted run
 * goes on where it stopped.
 *
 * <pre>java -cp target/inrow.jar:target/test-classes inrow.bench.RenjuBookMaker --think-ms 10000 --plies 4 \
 *     --out server/src/main/resources/inrow/bot/book/renju-book.txt</pre>
 */
public final class RenjuBookMaker {
    private RenjuBookMaker() {
    }

    public static void main(String[] args) throws IOException {
        long thinkMs = 10_000;
        int plies = 4;
        Path out = Path.of("renju-book.txt");
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--think-ms" -> thinkMs = Long.parseLong(args[i + 1]);
                case "--plies" -> plies = Integer.parseInt(args[i + 1]);
                case "--out" -> out = Path.of(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        RenjuBook known = RenjuBook.empty();
        if (Files.exists(out)) {
            try (Reader r = Files.newBufferedReader(out, StandardCharsets.UTF_8)) {
                known = RenjuBook.read(r);
            }
        } else {
            Files.writeString(out, "# The master's renju book: from each of the 26 canonical openings, one line of "
                + plies + " plies, each move the master's own search\n# after " + thinkMs + " ms (inrow.bench."
                + "RenjuBookMaker --think-ms " + thinkMs + " --plies " + plies + "). Stones in play order > move.\n",
                StandardCharsets.UTF_8);
        }
        Rules rules = Rules.RENJU;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.APPEND)) {
            for (CanonicalOpening o : CanonicalOpening.values()) {
                Game game = Game.replay(rules, o.stones(rules));
                MasterBot master = new MasterBot(RenjuBook.empty()); // one per line: its tables follow the game
                if (known.move(game) == null) {
                    w.write("# " + o.code() + " " + o.title() + "\n");
                }
                for (int ply = 0; ply < plies && game.result() == null; ply++) {
                    Point move = known.move(game);
                    long started = System.nanoTime();
                    if (move == null) {
                        Decision d = master.choose(game, Budget.millis(thinkMs));
                        move = d.move();
                        RenjuBook.Line line = new RenjuBook.Line(game.moves(), move);
                        w.write(line.text() + "\n");
                        w.flush();
                        System.out.printf("%s %s (%d ms; %s)%n", o.code(), line.text(),
                            (System.nanoTime() - started) / 1_000_000, master.lastStats());
                    }
                    MoveResult r = game.play(move.x(), move.y());
                    if (!(r instanceof MoveResult.Played p)) {
                        throw new IllegalStateException("the search chose an illegal move " + move + ": " + r);
                    }
                    game = p.game();
                }
            }
        }
    }
}
