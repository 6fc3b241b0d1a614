package inrow.room;

import inrow.engine.Point;
import inrow.engine.Result;
import java.util.List;
import java.util.Map;

/**
 * One round of a game, for replays and records: its moves; the name at each colour ("X", "O"), or null when a
 * swap opening chose the colours of an earlier round (they are not kept); the winning colour (null when there is
 * none or it is not known), the winner's name, why the round ended (null while it goes on) and the winning line
 * when it was won on the board; and whether its colours were the other way round from this round's (null when
 * not known), so that a replay shows each person at the colour they had then without working it out itself.
 */
public record RoundRecord(int round, List<Point> moves, Map<String, String> seats, String winner, String winnerName,
                          Result.Reason reason, List<Point> line, Boolean swapped) {
}
