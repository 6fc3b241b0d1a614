package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * FIDE's Tournament Report File (TRF-16, fixed columns) as pairing programs such as bbpPairings and JaVaFo read it:
 * a {@code 012} name line, {@code XXR} (rounds planned), {@code XXC} (the initial colour, {@code white1} or
 * {@code black1}) and one {@code 001} line per player with his score and, for every round, opponent's pairing
 * number, colour and result ({@code 1 = 0} played, {@code + -} forfeit, {@code U} pairing-allocated bye,
 * {@code Z} absent). Players to be left out of the next round get a {@code 0000 - Z} in its column, which is how
 * the pairing programs are told. A rating outside TRF's four digits is written as 0 or 9999 (pairing numbers, not
 * ratings, decide the pairing). Our player id rides in the FIDE-id column so a file reads back to the same state.
 */
public final class Trf {
    private static final int FIRST_ROUND = 91;
    private static final int ROUND_WIDTH = 10;

    private Trf() {
    }

    public static String write(SwissState state, String tournamentName) {
        Map<Integer, Scorecard> cards = Scorecard.all(state);
        StringBuilder out = new StringBuilder();
        out.append("012 ").append(tournamentName).append('\n');
        for (Scorecard card : cards.values()) {
            Player p = state.player(card.player());
            StringBuilder line = new StringBuilder();
            line.append("001 ").append(pad(card.pairingNumber(), 4)).append("      ");
            line.append(String.format("%-33.33s", p.name())).append(' ');
            line.append(pad(Math.max(0, Math.min(9999, p.rating())), 4)).append("     ").append(pad(p.id(), 11)).append(' ');
            line.append(" ".repeat(10)).append(' ');
            line.append(String.format("%4.1f", card.halves() / 2.0)).append(' ').append(pad(card.pairingNumber(), 4));
            for (Entry e : card.entries()) {
                line.append("  ").append(entry(e, state));
            }
            if (state.absent().contains(p.id())) {
                line.append("  0000 - Z");
            }
            out.append(line).append('\n');
        }
        out.append("XXR ").append(state.totalRounds()).append('\n');
        out.append("XXC ").append(state.initialColour() == Colour.WHITE ? "white1" : "black1").append('\n');
        return out.toString();
    }

    private static String entry(Entry e, SwissState state) {
        switch (e.kind()) {
            case BYE:
                return "0000 - U";
            case ABSENT:
                return "0000 - Z";
            case GAME:
                char result;
                if (!e.played()) {
                    result = e.halves() == 2 ? '+' : '-';
                } else {
                    result = e.halves() == 2 ? '1' : e.halves() == 1 ? '=' : '0';
                }
                char colour = e.colour() == Colour.WHITE ? 'w' : 'b';
                return pad(state.pairingNumber(e.opponent()), 4) + " " + colour + " " + result;
            default:
                throw new IllegalStateException("entry kind " + e.kind());
        }
    }

    private static String pad(int n, int width) {
        return String.format("%" + width + "d", n);
    }

    /** Reads a file {@link #write} made (or one in the same subset of TRF-16). */
    public static SwissState read(String trf) {
        List<Player> players = new ArrayList<>();
        List<List<String>> columns = new ArrayList<>();
        int totalRounds = -1;
        Colour initial = Colour.WHITE;
        for (String line : trf.split("\r?\n")) {
            if (line.startsWith("001")) {
                int pn = Integer.parseInt(line.substring(4, 8).trim());
                if (pn != players.size() + 1) {
                    throw new IllegalArgumentException("players must be listed by pairing number: " + pn);
                }
                String name = field(line, 14, 47);
                int rating = parseOr(field(line, 48, 52), 0);
                int id = parseOr(field(line, 57, 68), pn);
                players.add(new Player(id, name, rating));
                List<String> rounds = new ArrayList<>();
                for (int at = FIRST_ROUND; at + 8 <= line.length(); at += ROUND_WIDTH) {
                    rounds.add(line.substring(at, at + 8));
                }
                columns.add(rounds);
            } else if (line.startsWith("XXR")) {
                totalRounds = Integer.parseInt(line.substring(3).trim());
            } else if (line.startsWith("XXC")) {
                initial = line.contains("black1") ? Colour.BLACK : Colour.WHITE;
            }
        }
        int width = columns.stream().mapToInt(List::size).max().orElse(0);
        int played = 0;
        for (int r = 0; r < width; r++) {
            for (List<String> c : columns) {
                if (r < c.size() && !isAbsence(c.get(r))) {
                    played = r + 1;
                }
            }
        }
        List<Round> rounds = new ArrayList<>();
        for (int r = 0; r < played; r++) {
            List<Game> games = new ArrayList<>();
            Set<Integer> byes = new HashSet<>();
            for (int i = 0; i < players.size(); i++) {
                String cell = r < columns.get(i).size() ? columns.get(i).get(r) : "        ";
                char result = cell.charAt(7);
                if (result == 'U') {
                    byes.add(players.get(i).id());
                } else if (!isAbsence(cell) && cell.charAt(5) == 'w') {
                    int opponent = Integer.parseInt(cell.substring(0, 4).trim());
                    games.add(new Game(players.get(i).id(), players.get(opponent - 1).id(), whiteResult(result)));
                }
            }
            rounds.add(new Round(games, byes));
        }
        Set<Integer> absent = new HashSet<>();
        for (int i = 0; i < players.size(); i++) {
            List<String> c = columns.get(i);
            if (played < c.size() && isAbsence(c.get(played)) && c.get(played).charAt(7) == 'Z') {
                absent.add(players.get(i).id());
            }
        }
        return new SwissState(players, rounds, totalRounds < 0 ? played : totalRounds, initial, absent);
    }

    private static boolean isAbsence(String cell) {
        char result = cell.charAt(7);
        return result == 'Z' || result == ' ';
    }

    private static Result whiteResult(char c) {
        switch (c) {
            case '1':
                return Result.WHITE_WINS;
            case '=':
                return Result.DRAW;
            case '0':
                return Result.BLACK_WINS;
            case '+':
                return Result.WHITE_WINS_BY_FORFEIT;
            case '-':
                return Result.BLACK_WINS_BY_FORFEIT;
            default:
                throw new IllegalArgumentException("result " + c + " is not supported");
        }
    }

    private static String field(String line, int from, int to) {
        if (line.length() <= from) {
            return "";
        }
        return line.substring(from, Math.min(to, line.length())).trim();
    }

    private static int parseOr(String s, int fallback) {
        return s.isEmpty() ? fallback : Integer.parseInt(s);
    }
}
