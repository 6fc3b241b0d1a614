package inrow.web;

import inrow.engine.Point;
import inrow.protocol.GameStatus;
import java.util.List;
import inrow.protocol.GameView;
import inrow.protocol.SeatKind;
import inrow.room.RoundRecord;

/** A game written out for people and for other programs: plain text with board coordinates, and Piskvork .psq. */
final class Records {
    private Records() {
    }

    /**
     * Rules, players, and every round with its result and moves, numbered in pairs and named exactly as the page's
     * move list names them ("1. H8 J9"). Colours swap every round, so a game of several rounds names who sat at each
     * colour in each round, and every result names its winner.
     */
    static String text(GameView g, List<RoundRecord> rounds, Texts english) {
        var r = g.rules();
        Seats seats = Seats.of(r);
        StringBuilder out = new StringBuilder();
        out.append("InRow game ").append(g.code()).append('\n');
        out.append("Rules: ").append(r.width()).append('x').append(r.height()).append(", ").append(r.win())
            .append(" in a row, ").append(r.renju() ? "renju (black: exactly five, no 3-3, 4-4 or overline)"
                : r.overline() ? "longer lines win too" : "exactly " + r.win())
            .append(r.gravity() ? ", gravity (stones drop to the lowest empty cell of their column)" : "").append('\n');
        // In the words the page and the lobby use: a 3+2 game is not a 3+0 one.
        out.append("Time control: ").append(GamePage.clockTerms(english, g.clock())).append('\n');
        if (g.opening() != null) {
            // The first stones were an opening, not a fight: say so, and that the seats below are the colours chosen.
            out.append("Opening: ").append(g.opening().rule()).append(" (the first ").append(g.opening().stones())
                .append(" stones were placed as the opening; each player then sat at the colour chosen)").append('\n');
        }
        boolean several = rounds.size() > 1;
        if (several) {
            out.append("Players: ").append(who(g.players().get("X"))).append(", ").append(who(g.players().get("O")))
                .append('\n');
        } else {
            for (String seat : new String[] {"X", "O"}) {
                out.append(seats.name(seat)).append(": ").append(who(g.players().get(seat))).append('\n');
            }
        }
        for (RoundRecord round : rounds) {
            boolean current = round.round() == g.round();
            if (several) {
                out.append("\nRound ").append(round.round()).append('\n');
                if (round.seats() == null) {
                    out.append("Colours: as chosen in the opening (not kept for earlier rounds)\n");
                } else {
                    out.append(seats.name("X")).append(": ").append(round.seats().get("X")).append('\n');
                    out.append(seats.name("O")).append(": ").append(round.seats().get("O")).append('\n');
                }
            } else {
                out.append("Round: ").append(g.round()).append('\n');
            }
            out.append("Result: ").append(current ? result(g, seats) : ended(round, seats));
            if (several && round.winnerName() != null && round.winner() != null) {
                out.append(" (").append(round.winnerName()).append(')');
            }
            out.append('\n');
            out.append("Moves:");
            for (int i = 0; i < round.moves().size(); i++) {
                if (i % 2 == 0) {
                    out.append('\n').append(i / 2 + 1).append('.');
                }
                out.append(' ').append(round.moves().get(i).name(r.height()));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** "Ana", "Master (computer)"; a computer's level too when its name does not say it. */
    private static String who(GameView.PlayerView p) {
        if (p == null) {
            return "(open seat)";
        }
        if (p.kind() != SeatKind.BOT) {
            return p.name();
        }
        return p.name() + (p.name().equalsIgnoreCase(p.level()) ? " (computer)" : " (computer, " + p.level() + ")");
    }

    /** How an earlier round ended, in the words {@link #result} uses; by name when its colours are not known. */
    private static String ended(RoundRecord round, Seats seats) {
        if (round.reason() == null) {
            return "not finished";
        }
        if (round.winner() == null && round.winnerName() != null) {
            return round.winnerName() + switch (round.reason()) {
                case RESIGN -> " wins, the other resigned";
                case ABANDONED -> " wins, the other abandoned the game";
                case TIME -> " wins, the other ran out of time";
                case LINE, DRAW, AGREEMENT, ABORTED -> " wins" + (round.line().size() > 1
                    ? " with " + round.line().size() + " in a row" : " on the board");
            };
        }
        GameView.ResultView r = new GameView.ResultView(round.winner(), round.reason(), round.line());
        return describe(r, r.line().size(), seats);
    }

    /**
     * Piskvork's game file: a header with the board size, then one "x,y,time" line per move, one-based from the
     * top-left as Gomocup managers count. InRow does not keep per-move thinking times, so time is 0. A file holds one
     * game, so one round: the current one unless another is asked for.
     */
    static String psq(GameView g, List<Point> moves) {
        StringBuilder out = new StringBuilder();
        out.append("Piskvorky ").append(g.rules().width()).append('x').append(g.rules().height())
            .append(", 11:11, 0\n");
        for (Point m : moves) {
            out.append(m.x() + 1).append(',').append(m.y() + 1).append(",0\n");
        }
        return out.toString();
    }

    private static String result(GameView g, Seats seats) {
        if (g.status() != GameStatus.OVER) {
            return g.status() == GameStatus.WAITING ? "not started" : "in progress";
        }
        return describe(g.result(), g.result().line().size(), seats);
    }

    private static String describe(GameView.ResultView r, int lineLength, Seats seats) {
        if (r.winner() == null) {
            return switch (r.reason()) {
                case AGREEMENT -> "draw by agreement";
                case ABORTED -> "aborted";
                default -> "draw";
            };
        }
        String winner = seats.name(r.winner());
        String loser = seats.name(r.winner().equals("X") ? "O" : "X");
        return switch (r.reason()) {
            case RESIGN -> winner + " wins, " + loser + " resigned";
            case ABANDONED -> winner + " wins, " + loser + " abandoned the game";
            case TIME -> winner + " wins, " + loser + " ran out of time";
            case LINE, DRAW, AGREEMENT, ABORTED -> winner + " wins" + (lineLength > 1 ? " with " + lineLength
                + " in a row" : " on the board");
        };
    }

    /**
     * What the record calls the two seats: Black and White where the page draws stones (gomoku, renju: black moves
     * first, as the seat X does), X and O on the boards drawn with marks.
     */
    private record Seats(boolean stones) {
        static Seats of(GameView.RulesView rules) {
            return new Seats(BoardLook.stones(rules));
        }

        String name(String seat) {
            return !stones ? seat : seat.equals("X") ? "Black" : "White";
        }
    }
}
