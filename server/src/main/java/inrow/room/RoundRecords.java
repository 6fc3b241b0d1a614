package inrow.room;

import inrow.game.Table;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.GameView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Every round of a game as {@link RoundRecord}s, from the room as it stands and the store's earlier moves. */
final class RoundRecords {
    private RoundRecords() {
    }

    /** {@code stored}: the moves of each round the store holds (every move there is durable). */
    static List<RoundRecord> of(RoomSnapshot snapshot, Map<Integer, List<Point>> stored) {
        GameView view = snapshot.view();
        List<String> names = snapshot.namesBySlot();
        int xSlotNow = snapshot.xSlotNow();
        List<RoundRecord> out = new ArrayList<>();
        for (int round = 1; round <= view.round(); round++) {
            int r = round;
            GameView.SeriesEntry result = view.series().stream().filter(e -> e.round() == r).findFirst().orElse(null);
            boolean current = round == view.round();
            List<Point> moves = current ? view.moves() : stored.getOrDefault(round, List.of());
            // The series keeps a winner by the colour the round's parity gave them (Table.slot), which names the
            // person even after a swap opening exchanged the colours; the colours themselves are known for the round
            // in play, and for every round of a game without such an opening.
            String winnerName = result == null || result.winner() == null ? null
                : names.get(Table.slot(Mark.valueOf(result.winner()), round));
            Map<String, String> seats = null;
            Integer xSlot = null; // the slot of whoever played X that round, when known
            if (current) {
                xSlot = xSlotNow;
                seats = new LinkedHashMap<>();
                for (String seat : List.of("X", "O")) {
                    GameView.PlayerView p = view.players().get(seat);
                    seats.put(seat, p == null ? null : p.name());
                }
            } else if (view.opening() == null) {
                xSlot = Table.slot(Mark.X, round);
                seats = new LinkedHashMap<>();
                seats.put("X", names.get(Table.slot(Mark.X, round)));
                seats.put("O", names.get(Table.slot(Mark.O, round)));
            }
            String winner = current && view.result() != null ? view.result().winner()
                : seats == null || result == null ? null : result.winner();
            Result board = result == null || result.reason() != Result.Reason.LINE || current ? null
                : Game.replay(snapshot.rules(), moves).result();
            if (seats == null && board != null && board.winner() != null && winnerName != null) {
                // After a swap opening the chosen colours are not kept, but a win on the board tells them: the
                // winner placed the winning stone, so the winner's colour is that stone's.
                Mark won = board.winner();
                int winnerSlot = Table.slot(Mark.valueOf(result.winner()), round);
                String loserName = names.get(1 - winnerSlot);
                xSlot = won == Mark.X ? winnerSlot : 1 - winnerSlot;
                seats = new LinkedHashMap<>();
                seats.put("X", won == Mark.X ? winnerName : loserName);
                seats.put("O", won == Mark.O ? winnerName : loserName);
                winner = won.name();
            }
            List<Point> line = result == null || result.reason() != Result.Reason.LINE ? List.of()
                : current ? view.result().line() : board.line();
            out.add(new RoundRecord(round, moves, seats, winner, winnerName, result == null ? null : result.reason(),
                line, xSlot == null ? null : xSlot != xSlotNow));
        }
        return out;
    }
}
