package inrow.game;

import inrow.engine.OpeningRule;
import java.util.ArrayList;
import java.util.List;

/**
 * A round's swap opening, as a value: the rule (null: none) and the choices made so far this round. Everything else
 * follows from them and the number of stones on the board. The opener is whoever sits at X when the round starts
 * (slots alternate by round, so the opener alternates too); the opener places three stones, the other player
 * chooses; under swap2 the other player may place two more instead and the opener chooses. The seats follow the
 * colour chosen: {@link #exchanged()} says whether the two people swapped seats.
 */
public record Opening(OpeningRule rule, List<Take> choices) {
    /** Stones the opener places. */
    public static final int FIRST_STONES = 3;
    /** Stones the other player places after swap2's {@code more}. */
    public static final int MORE_STONES = 2;

    public static final Opening NONE = new Opening(null, List.of());

    public Opening {
        choices = List.copyOf(choices);
    }

    static Opening of(OpeningRule rule) {
        return rule == null ? NONE : new Opening(rule, List.of());
    }

    /** The same rule for a new round: nothing chosen yet. */
    Opening fresh() {
        return of(rule);
    }

    Opening chose(Take take) {
        List<Take> more = new ArrayList<>(choices);
        more.add(take);
        return new Opening(rule, more);
    }

    private boolean more() {
        return !choices.isEmpty() && choices.get(0) == Take.MORE;
    }

    /** Where the opening stands with {@code ply} stones on the board. */
    public OpeningPhase phase(int ply) {
        if (rule == null || settled()) {
            return OpeningPhase.DONE;
        }
        int stones = more() ? FIRST_STONES + MORE_STONES : FIRST_STONES;
        return ply < stones ? OpeningPhase.PLACE : OpeningPhase.CHOOSE;
    }

    /** Whether colours are settled (always, without an opening). */
    public boolean settled() {
        return rule == null || (!choices.isEmpty() && choices.get(choices.size() - 1) != Take.MORE);
    }

    /** Whether the opener must act now (else the other player), with {@code ply} stones on the board. */
    boolean openerActs(int ply) {
        return phase(ply) == OpeningPhase.PLACE ? !more() : more();
    }

    /** Whether the choice now offered includes placing two more stones: swap2's first choice. */
    public boolean moreOffered() {
        return rule == OpeningRule.SWAP2 && choices.isEmpty();
    }

    /** Whether the two people swapped seats: the one who chose took the colour the other sat at. */
    public boolean exchanged() {
        if (!settled() || rule == null) {
            return false;
        }
        Take last = choices.get(choices.size() - 1);
        return more() ? last == Take.O : last == Take.X; // the opener sits at X; the other player at O
    }

    /** The stones placed before colours were settled (0 without an opening). */
    public int stones() {
        return rule == null ? 0 : more() ? FIRST_STONES + MORE_STONES : FIRST_STONES;
    }

    /** Whether the opener placed the stone of this ply (null: no opening stone, the colour's player did). */
    Boolean placedByOpener(int ply) {
        if (rule == null || ply >= stones() && settled()) {
            return null;
        }
        if (ply < FIRST_STONES) {
            return true;
        }
        return more() && ply < FIRST_STONES + MORE_STONES ? Boolean.FALSE : null;
    }
}
