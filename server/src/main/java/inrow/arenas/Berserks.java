package inrow.arenas;

/**
 * The one thing an arena asks of a game's room: halve a player's clock before their first move. Kept as a port so
 * the arenas know no room internals (and a test can see what was asked).
 */
public interface Berserks {
    /** Halves the clock of the side paired at X ({@code x}) or O; false when that side has moved or it cannot. */
    boolean halve(String code, boolean x);

    /** Whether {@link #halve} would still succeed now. */
    boolean possible(String code, boolean x);

    /** No room to ask: berserk is refused. */
    Berserks NONE = new Berserks() {
        @Override
        public boolean halve(String code, boolean x) {
            return false;
        }

        @Override
        public boolean possible(String code, boolean x) {
            return false;
        }
    };
}
