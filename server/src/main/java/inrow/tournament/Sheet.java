package inrow.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * A player's arena sheet, oldest game first, scored as lichess's arena FAQ says: a win is 2, a draw 1, a loss 0;
 * after two wins in a row the player is on fire and every further game's points are doubled until a game is not
 * won (the game that ends the streak is still doubled: W W D gives 2 + 2 + 2); a berserk win gives one point more,
 * not doubled, when the berserker made at least {@link #BERSERK_MOVES} moves.
 */
public record Sheet(List<SheetEntry> entries) {
    /** lichess: "Berserk only grants an extra point if you play at least 7 moves in the game." */
    public static final int BERSERK_MOVES = 7;
    public static final Sheet EMPTY = new Sheet(List.of());

    public Sheet {
        entries = List.copyOf(entries);
    }

    /** The sheet with one more game; {@code berserkCounts}: berserked and made enough moves for the extra point. */
    public Sheet plus(GameResult result, boolean berserk, boolean berserkCounts) {
        boolean fire = onFire();
        int base = switch (result) {
            case WIN -> 2;
            case DRAW -> 1;
            case LOSS -> 0;
        };
        int points = base * (fire ? 2 : 1) + (result == GameResult.WIN && berserk && berserkCounts ? 1 : 0);
        List<SheetEntry> next = new ArrayList<>(entries);
        next.add(new SheetEntry(result, points, berserk, fire));
        return new Sheet(next);
    }

    /** The next game's points are doubled: the last two games were both won. */
    public boolean onFire() {
        int n = entries.size();
        return n >= 2 && entries.get(n - 1).result() == GameResult.WIN && entries.get(n - 2).result() == GameResult.WIN;
    }

    public int score() {
        return entries.stream().mapToInt(SheetEntry::points).sum();
    }

    public int games() {
        return entries.size();
    }

    public int wins() {
        return (int) entries.stream().filter(e -> e.result() == GameResult.WIN).count();
    }

    public int losses() {
        return (int) entries.stream().filter(e -> e.result() == GameResult.LOSS).count();
    }

    public int berserks() {
        return (int) entries.stream().filter(SheetEntry::berserk).count();
    }
}
