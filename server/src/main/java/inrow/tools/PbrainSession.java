package inrow.tools;

import inrow.bot.Bot;
import inrow.bot.Budget;
import inrow.bot.ColourChoice;
import inrow.bot.Decision;
import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * One run of the Piskvork/Gomocup brain protocol: reads commands line by line, answers on {@code out} (protocol lines
 * only, flushed one by one), logs to {@code log}. Returns from {@link #run()} on END or at the end of the input.
 * Coordinates are "x,y", zero-based, x the column, as in InRow.
 */
public final class PbrainSession {
    static final String ABOUT = "name=\"InRow\", version=\"0.1\", author=\"InRow developers\", country=\"Unknown\", www=\"\"";

    private final BufferedReader in;
    private final PrintStream out;
    private final PrintStream log;
    private final String botName;
    private final Function<RandomGenerator, Bot> bots;
    private final int win;
    private final SplittableRandom seeds;
    private final ExecutorService thinker = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "pbrain-bot");
        t.setDaemon(true);
        return t;
    });

    private PbrainBoard board;
    private Bot bot;
    private long timeoutTurn = ThinkTime.DEFAULT_TURN_MILLIS;
    private long timeoutMatch;
    private long timeLeft = -1;
    private long maxMemory;
    private int gameType = 1;
    private int rule;
    private String folder;
    /** When the command being answered arrived: the manager's clock for this move starts there. */
    private long commandNanos;

    /**
     * @param level the bot playing; the Gomocup brain is {@link Level#MASTER}
     * @param win   stones in a row that win: 5 in Gomocup
     * @param seed  seeds the bots' random choices
     */
    public PbrainSession(BufferedReader in, PrintStream out, PrintStream log, Level level, int win, long seed) {
        this(in, out, log, level.code(), level::create, win, seed);
    }

    /** With any bot: {@code bots} makes a fresh one from a random source (at START, RESTART, and after a failure). */
    PbrainSession(BufferedReader in, PrintStream out, PrintStream log, String botName,
                  Function<RandomGenerator, Bot> bots, int win, long seed) {
        this.in = in;
        this.out = out;
        this.log = log;
        this.botName = botName;
        this.bots = bots;
        this.win = win;
        this.seeds = new SplittableRandom(seed);
    }

    /** Serves commands until END or the end of the input. */
    public void run() throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                commandNanos = System.nanoTime();
                line = line.strip();
                if (line.isEmpty()) {
                    continue;
                }
                if (!command(line)) {
                    return;
                }
            }
        } finally {
            thinker.shutdownNow();
        }
    }

    /** Handles one command; false on END. */
    private boolean command(String line) throws IOException {
        int space = line.indexOf(' ');
        String name = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
        String arg = space < 0 ? "" : line.substring(space + 1).strip();
        switch (name) {
            case "START" -> start(arg, arg);
            case "RECTSTART" -> {
                String[] wh = arg.split(",", -1);
                if (wh.length != 2) {
                    send("ERROR RECTSTART expects width,height");
                } else {
                    start(wh[0].strip(), wh[1].strip());
                }
            }
            case "RESTART" -> {
                if (started()) {
                    board.clear();
                    newBot();
                    send("OK");
                }
            }
            case "BEGIN" -> {
                if (started()) {
                    move();
                }
            }
            case "TURN" -> {
                Point p = started() ? point(arg, "TURN") : null;
                if (p != null) {
                    if (!board.isEmpty(p.x(), p.y())) {
                        send("ERROR cell " + p.x() + "," + p.y() + " is not empty");
                    } else {
                        board.place(p.x(), p.y(), PbrainBoard.OPPONENT);
                        move();
                    }
                }
            }
            case "PLAY" -> {
                Point p = started() ? point(arg, "PLAY") : null;
                if (p != null) {
                    if (!board.isEmpty(p.x(), p.y())) {
                        send("ERROR cell " + p.x() + "," + p.y() + " is not empty");
                    } else {
                        board.place(p.x(), p.y(), PbrainBoard.OWN);
                        send(p.x() + "," + p.y());
                    }
                }
            }
            case "BOARD" -> {
                if (!readBoard()) {
                    return false;
                }
            }
            case "TAKEBACK" -> {
                Point p = started() ? point(arg, "TAKEBACK") : null;
                if (p != null) {
                    if (board.remove(p.x(), p.y())) {
                        send("OK");
                    } else {
                        send("ERROR no stone at " + p.x() + "," + p.y());
                    }
                }
            }
            case "SWAP2BOARD" -> {
                if (!swap2()) {
                    return false;
                }
            }
            case "INFO" -> info(arg);
            case "ABOUT" -> send(ABOUT);
            case "END" -> {
                return false;
            }
            default -> send("UNKNOWN command " + line);
        }
        return true;
    }

    private void start(String widthText, String heightText) {
        int width;
        int height;
        try {
            width = Integer.parseInt(widthText);
            height = Integer.parseInt(heightText);
        } catch (NumberFormatException e) {
            board = null;
            send("ERROR bad board size: " + widthText + (widthText.equals(heightText) ? "" : "," + heightText));
            return;
        }
        String problem = Rules.problem(width, height, win);
        if (problem != null) {
            board = null;
            send("ERROR unsupported size " + width + "x" + height + ": " + problem + " (" + win + " in a row)");
            return;
        }
        board = new PbrainBoard(width, height);
        newBot();
        send("OK");
    }

    /** False, after telling the manager, when no board was set up. */
    private boolean started() {
        if (board == null) {
            send("ERROR no board: send START first");
            return false;
        }
        return true;
    }

    /** The cell "x,y" on the board, or null after answering ERROR. */
    private Point point(String text, String command) {
        String[] xy = text.split(",", -1);
        if (xy.length == 2) {
            try {
                int x = Integer.parseInt(xy[0].strip());
                int y = Integer.parseInt(xy[1].strip());
                if (board.contains(x, y)) {
                    return new Point(x, y);
                }
                send("ERROR " + command + " " + text + " is off the " + board.width() + "x" + board.height() + " board");
                return null;
            } catch (NumberFormatException e) {
                // answered below
            }
        }
        send("ERROR " + command + " expects x,y, got '" + text + "'");
        return null;
    }

    /** The non-blank lines of a block (BOARD, SWAP2BOARD) up to its DONE, stripped; null when the input ended first. */
    private List<String> linesUntilDone() throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            line = line.strip();
            if (line.equalsIgnoreCase("DONE")) {
                return lines;
            }
            if (!line.isEmpty()) {
                lines.add(line);
            }
        }
        return null;
    }

    /** BOARD: a whole new position, one "x,y,field" line per stone, then DONE; false when the input ended. */
    private boolean readBoard() throws IOException {
        PbrainBoard fresh = board == null ? null : new PbrainBoard(board.width(), board.height());
        List<String> lines = linesUntilDone();
        if (lines == null) {
            return false;
        }
        for (String line : lines) {
            if (fresh == null) {
                continue;
            }
            String[] parts = line.split(",", -1);
            try {
                int x = Integer.parseInt(parts[0].strip());
                int y = Integer.parseInt(parts[1].strip());
                int field = Integer.parseInt(parts[2].strip());
                if (parts.length != 3 || field < 1 || field > 3 || !fresh.isEmpty(x, y)) {
                    throw new IllegalArgumentException();
                }
                fresh.place(x, y, (byte) field);
            } catch (RuntimeException e) {
                log.println("pbrain: ignored BOARD line '" + line + "': expected x,y,field on an empty cell");
            }
        }
        commandNanos = System.nanoTime();
        if (started()) {
            board = fresh;
            move();
        }
        return true;
    }

    /**
     * SWAP2BOARD (Gomocup's swap2 extension): the opening stones so far, one "x,y" a line (black, white, black,
     * white, black), then DONE. With none we place three; with three we answer SWAP (we take black), our fourth stone
     * as white, or two more stones (white, black) for the opponent to choose; with five, SWAP or our sixth stone as
     * white. False when the input ended.
     */
    private boolean swap2() throws IOException {
        List<Point> stones = new ArrayList<>();
        boolean bad = false;
        List<String> lines = linesUntilDone();
        if (lines == null) {
            return false;
        }
        for (String line : lines) {
            String[] xy = line.split(",", -1);
            try {
                stones.add(new Point(Integer.parseInt(xy[0].strip()), Integer.parseInt(xy[1].strip())));
                bad |= xy.length != 2;
            } catch (RuntimeException e) {
                bad = true;
            }
        }
        commandNanos = System.nanoTime();
        if (!started()) {
            return true;
        }
        Rules rules = rules();
        Game game = Game.start(rules);
        for (Point p : stones) {
            if (bad || !(game.play(p.x(), p.y()) instanceof MoveResult.Played played) || played.game().isOver()) {
                send("ERROR SWAP2BOARD: stones x,y, one a line, each legal in turn: " + stones);
                return true;
            }
            game = played.game();
        }
        switch (stones.size()) {
            case 0 -> send(points(opening(game, 3)));
            case 3, 5 -> {
                ColourChoice choice = colour(game, stones.size() == 3);
                log.println("pbrain: swap2 with " + stones.size() + " stones: " + choice);
                switch (choice) {
                    case BLACK -> {
                        board = openingBoard(stones, Mark.X);
                        send("SWAP");
                    }
                    case WHITE -> {
                        board = openingBoard(stones, Mark.O);
                        Point move = think(new PbrainBoard.Position.Ready(game, Mark.O));
                        board.place(move.x(), move.y(), PbrainBoard.OWN);
                        send(move.x() + "," + move.y());
                    }
                    case MORE -> send(points(opening(game, 2)));
                    default -> throw new IllegalStateException("unknown colour choice " + choice);
                }
            }
            default -> send("ERROR SWAP2BOARD expects 0, 3 or 5 stones, got " + stones.size());
        }
        return true;
    }

    /** The bot's opening stones; past the turn's hard limit, stones near the centre instead. */
    private List<Point> opening(Game game, int count) {
        ThinkTime time = ThinkTime.of(timeoutTurn, timeoutMatch, timeLeft, board.emptyCells());
        SplittableRandom random = new SplittableRandom(seeds.nextLong());
        Bot current = bot;
        Future<List<Point>> answer = thinker.submit(() -> current.placeOpening(game, count, random));
        try {
            return answer.get(Math.max(1, time.hardMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            answer.cancel(true);
            newBot();
            log.println("pbrain: no opening from the bot in time (" + e + "); placing stones near the centre");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Level.RANDOM.create(random).placeOpening(game, count, random);
    }

    /** The bot's colour choice within the turn's time; black (SWAP) if it cannot decide in time. */
    private ColourChoice colour(Game game, boolean moreOffered) {
        ThinkTime time = ThinkTime.of(timeoutTurn, timeoutMatch, timeLeft, board.emptyCells());
        AtomicBoolean cancelled = new AtomicBoolean();
        Budget budget = Budget.millis(Math.max(1, time.thinkMillis()), cancelled::get);
        Bot current = bot;
        Future<ColourChoice> answer = thinker.submit(() -> current.chooseColour(game, moreOffered, budget));
        try {
            return answer.get(Math.max(1, time.hardMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            cancelled.set(true);
            answer.cancel(true);
            newBot();
            log.println("pbrain: no colour choice from the bot in time (" + e + "); taking black");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return ColourChoice.BLACK;
    }

    /** Our board after the opening stones when we play {@code us}, so that a TURN may follow as well as a BOARD. */
    private PbrainBoard openingBoard(List<Point> stones, Mark us) {
        PbrainBoard b = new PbrainBoard(board.width(), board.height());
        for (int i = 0; i < stones.size(); i++) {
            Mark colour = i % 2 == 0 ? Mark.X : Mark.O;
            b.place(stones.get(i).x(), stones.get(i).y(), colour == us ? PbrainBoard.OWN : PbrainBoard.OPPONENT);
        }
        return b;
    }

    private static String points(List<Point> points) {
        StringBuilder sb = new StringBuilder();
        for (Point p : points) {
            sb.append(sb.length() == 0 ? "" : " ").append(p.x()).append(',').append(p.y());
        }
        return sb.toString();
    }

    private void info(String arg) {
        int space = arg.indexOf(' ');
        String key = (space < 0 ? arg : arg.substring(0, space)).toLowerCase(Locale.ROOT);
        String value = space < 0 ? "" : arg.substring(space + 1).strip();
        try {
            switch (key) {
                case "timeout_turn" -> timeoutTurn = Long.parseLong(value);
                case "timeout_match" -> timeoutMatch = Long.parseLong(value);
                case "time_left" -> timeLeft = Long.parseLong(value);
                case "max_memory" -> maxMemory = Long.parseLong(value);
                case "game_type" -> gameType = Integer.parseInt(value);
                case "rule" -> {
                    rule = Integer.parseInt(value);
                    if ((rule & ~5) != 0) {
                        log.println("pbrain: rule " + rule + ": bits 1 (exactly five) and 4 (renju) are played; "
                            + "the others (2 continuous game, 8 caro) are ignored");
                    }
                }
                case "folder" -> folder = value;
                case "evaluate" -> log.println("pbrain: evaluate " + value + " (no evaluation shown)");
                default -> log.println("pbrain: ignored INFO " + arg);
            }
        } catch (NumberFormatException e) {
            log.println("pbrain: ignored INFO " + arg + ": not a number");
        }
    }

    /**
     * Rules for the current board and INFO rule (Gomocup's bits): 1 asks for exactly five (standard), 4 for renju
     * (black may not make 3-3, 4-4 or an overline; white wins with five or more). Renju needs five in a row.
     */
    private Rules rules() {
        if ((rule & 4) != 0 && win == 5) {
            return new Rules(board.width(), board.height(), 5, true, true);
        }
        return new Rules(board.width(), board.height(), win, (rule & 1) == 0);
    }

    /** Chooses our move on the current board, plays it and answers it. */
    private void move() {
        if (board.emptyCells() == 0) {
            send("ERROR the board is full");
            return;
        }
        PbrainBoard.Position position = board.toGame(rules());
        Point move;
        if (position instanceof PbrainBoard.Position.Invalid invalid) {
            send("ERROR " + invalid.reason());
            return;
        } else if (position instanceof PbrainBoard.Position.Decided decided) {
            log.println("pbrain: " + decided.reason() + "; answering a legal move anyway");
            move = board.fallback();
        } else {
            move = think((PbrainBoard.Position.Ready) position);
        }
        board.place(move.x(), move.y(), PbrainBoard.OWN);
        send(move.x() + "," + move.y());
    }

    private Point think(PbrainBoard.Position.Ready position) {
        ThinkTime time = ThinkTime.of(timeoutTurn, timeoutMatch, timeLeft, board.emptyCells());
        long spent = (System.nanoTime() - commandNanos) / 1_000_000;
        AtomicBoolean cancelled = new AtomicBoolean();
        Budget budget = Budget.millis(Math.max(1, time.thinkMillis() - spent), cancelled::get);
        Bot current = bot;
        long begin = System.nanoTime();
        Future<Decision> answer = thinker.submit(() -> current.choose(position.game(), budget));
        Decision decision = null;
        try {
            decision = answer.get(Math.max(1, time.hardMillis() - spent), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            cancelled.set(true);
            answer.cancel(true);
            // The abandoned bot may still be thinking: the next move gets a fresh one rather than share it.
            newBot();
            log.println("pbrain: the bot did not answer within " + time.hardMillis() + " ms; playing a fallback move");
        } catch (ExecutionException e) {
            newBot();
            log.println("pbrain: the bot failed: " + e.getCause());
            e.getCause().printStackTrace(log);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancelled.set(true);
        }
        long millis = (System.nanoTime() - begin) / 1_000_000;
        Point move = decision == null ? null : decision.move();
        if (move == null || !board.isEmpty(move.x(), move.y())) {
            if (move != null) {
                log.println("pbrain: the bot chose " + move.x() + "," + move.y() + ", which is taken; playing a fallback move");
            }
            // renju: the list is empty unless we are black, to move
            List<Point> forbidden = position.game().forbidden();
            return board.fallback(p -> !forbidden.contains(p));
        }
        log.printf(Locale.ROOT, "pbrain: %s as %s plays %d,%d after %d ms of %d (%s)%n", botName, position.us(),
            move.x(), move.y(), millis, time.thinkMillis(), decision.comment());
        if (decision.comment() != null && !decision.comment().isBlank() && gameType == 0) {
            send("MESSAGE " + decision.comment().replace('\n', ' '));
        }
        return move;
    }

    private void newBot() {
        bot = bots.apply(new SplittableRandom(seeds.nextLong()));
    }

    private void send(String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

    /** Settings the manager sent that the bot does not use, kept for the log. */
    @Override
    public String toString() {
        return "pbrain[" + botName + ", timeout_turn=" + timeoutTurn + ", timeout_match=" + timeoutMatch
            + ", time_left=" + timeLeft + ", max_memory=" + maxMemory + ", game_type=" + gameType + ", rule=" + rule
            + ", folder=" + folder + "]";
    }
}
