package inrow.pairing;

import java.util.List;

/** A player's last paired games, oldest first: whom they met and which side they had. */
public record Recent(List<String> opponents, List<Side> sides) {
    public static final Recent NONE = new Recent(List.of(), List.of());

    public Recent {
        opponents = List.copyOf(opponents);
        sides = List.copyOf(sides);
    }

    /** Whom they met last, or null. */
    public String lastOpponent() {
        return opponents.isEmpty() ? null : opponents.get(opponents.size() - 1);
    }

    /** How many more of these games they moved first in than second (negative: second more often). */
    public long firstsOverSeconds() {
        return sides.stream().mapToLong(s -> s == Side.FIRST ? 1 : -1).sum();
    }

    /** The side they had last, or null. */
    public Side lastSide() {
        return sides.isEmpty() ? null : sides.get(sides.size() - 1);
    }
}
