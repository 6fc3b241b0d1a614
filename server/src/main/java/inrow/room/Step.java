package inrow.room;

import java.util.ArrayList;
import java.util.List;

/**
 * What a verdict's changes come to: the table after them, and the changes to make durable. Those are the verdict's
 * own, followed by what the table worked out from them that the store keeps as it is: the offers that stand when a
 * step changed them ({@link Change.Standing}) and a round that ended ({@link Change.Scored}). The store so repeats
 * none of the table's rules (when an offer lapses, who won a round after a swap opening exchanged the seats), and a
 * game read back is the game the room held.
 */
public record Step(Table after, List<Change> changes) {

    /** The step a room takes for {@code decided}, from {@code before}. */
    public static Step of(Table before, List<Change> decided) {
        return of(before, decided, null);
    }

    /** {@code played}: the judge's play of the verdict's move, or null (see {@link Table#evolve}). */
    static Step of(Table before, List<Change> decided, Verdict.Played played) {
        Table after = Table.fold(before, decided, played);
        boolean offers = !after.offers().equals(before.offers());
        int scored = after.series().size() - before.series().size();
        if (!offers && scored == 0) {
            return new Step(after, decided); // most moves: nothing worked out to keep
        }
        List<Change> changes = new ArrayList<>(decided);
        for (RoundResult result : after.series().subList(before.series().size(), after.series().size())) {
            changes.add(new Change.Scored(after.code(), result));
        }
        if (offers) {
            changes.add(new Change.Standing(after.code(), after.round(), after.offers()));
        }
        return new Step(after, List.copyOf(changes));
    }
}
