package inrow.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A pbrain program for {@link BrainMatchTest}, JDK only: it fills its row ({@code --row}, from the left) and can
 * misbehave as Rapfi does, answering {@code ERROR Unknown command} to its first {@code --error-turns} TURNs, or to a
 * TURN that comes less than {@code --racy-ms} after its own last answer.
 */
public final class FakeBrain {
    private FakeBrain() {
    }

    public static void main(String[] args) throws Exception {
        int row = 0;
        int errorTurns = 0;
        long racyNanos = 0;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--row" -> row = Integer.parseInt(args[i + 1]);
                case "--error-turns" -> errorTurns = Integer.parseInt(args[i + 1]);
                case "--racy-ms" -> racyNanos = Long.parseLong(args[i + 1]) * 1_000_000L;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int size = 15;
        boolean[] taken = new boolean[size * size];
        long answeredAt = 0;
        String line;
        while ((line = in.readLine()) != null) {
            long now = System.nanoTime();
            String command = line.strip();
            String answer = null;
            if (command.startsWith("START")) {
                size = Integer.parseInt(command.substring(6).strip());
                taken = new boolean[size * size];
                answer = "OK";
            } else if (command.equals("RESTART")) {
                taken = new boolean[size * size];
                answer = "OK";
            } else if (command.equals("END")) {
                return;
            } else if (command.equals("BEGIN")) {
                answer = move(taken, size, row);
            } else if (command.equals("BOARD")) {
                taken = new boolean[size * size];
                String stone;
                while (!(stone = in.readLine().strip()).equals("DONE")) {
                    String[] f = stone.split(",");
                    taken[Integer.parseInt(f[1]) * size + Integer.parseInt(f[0])] = true;
                }
                answer = move(taken, size, row);
            } else if (command.startsWith("TURN ")) {
                String[] f = command.substring(5).split(",");
                if (errorTurns > 0 || now - answeredAt < racyNanos) {
                    errorTurns--;
                    answer = "ERROR Unknown command: " + f[0] + "," + f[1];
                } else {
                    taken[Integer.parseInt(f[1]) * size + Integer.parseInt(f[0])] = true;
                    answer = move(taken, size, row);
                }
            }
            if (answer != null) {
                System.out.print(answer + "\r\n");
                System.out.flush();
                answeredAt = System.nanoTime();
            }
        }
    }

    /** The leftmost free cell of its row (then of any row), marked taken. */
    private static String move(boolean[] taken, int size, int row) {
        for (int i = 0; i < taken.length; i++) {
            int cell = (row * size + i) % taken.length;
            if (!taken[cell]) {
                taken[cell] = true;
                return cell % size + "," + cell / size;
            }
        }
        throw new IllegalStateException("the board is full");
    }
}
