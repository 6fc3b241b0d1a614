package inrow.tournament;

/**
 * One game on a player's sheet: how it went for them, the points it gave, whether they went berserk in it and
 * whether it was played on fire (points doubled by a streak).
 */
public record SheetEntry(GameResult result, int points, boolean berserk, boolean fire) {
}
