package inrow.tools;

import inrow.bot.Level;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code inrow pbrain}: an InRow bot as a Piskvork/Gomocup brain on stdin and stdout. */
@Command(name = "pbrain", mixinStandardHelpOptions = true, sortOptions = false,
    description = {
        "Plays the master bot as a Piskvork/Gomocup brain on standard input and output.",
        "Reads the manager's commands on standard input and answers on standard output (START, RECTSTART, "
            + "RESTART, BEGIN, TURN, BOARD, TAKEBACK, PLAY, INFO, ABOUT, END).",
        "Win length is 5; INFO rule with bit 1 set means exactly five (no overline). Boards from 5x5 to 26x26. "
            + "Logs go to standard error."})
public final class Pbrain implements Callable<Integer> {
    @Option(names = "--level", defaultValue = "master", paramLabel = "LEVEL",
        description = "Bot level: random, greedy, minimax or master (default: ${DEFAULT-VALUE}).")
    String level;

    @Option(names = "--win", defaultValue = "5", paramLabel = "K",
        description = "Stones in a row that win (default: ${DEFAULT-VALUE}, as in Gomocup).")
    int win;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the bot's random choices (default: random).")
    Long seed;

    @Override
    public Integer call() throws Exception {
        Level parsed = Level.parse(level);
        if (parsed == null) {
            System.err.println("pbrain: unknown level '" + level + "'; expected random, greedy, minimax or master");
            return 2;
        }
        // Standard output carries protocol lines only: whatever else prints to System.out lands on stderr.
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.US_ASCII);
        System.setOut(System.err);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        long s = seed != null ? seed : System.nanoTime();
        new PbrainSession(in, protocol, System.err, parsed, win, s).run();
        return 0;
    }
}
