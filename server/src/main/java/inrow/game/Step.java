package inrow.game;

import java.util.ArrayList;
import java.util.List;

/**
 * What a verdict's changes come to: the table after them, what happened, and the changes to make durable. Those are
 * the verdict's own, followed by what the reducer worked out from them that the store keeps as it is: a round that
 * ended ({@link Change.Scored}) and the offers that stand when the step changed them ({@link Change.Standing}).
 * The store so repeats none of the table's rules (when an offer lapses, who won a round after a swap opening
 * exchanged the seats), and a game read back is the game the room held.
 */
public record Step(Table after, List<Change> changes, List<Event> events) {
    public Step {
        changes = List.copyOf(changes);
        events = List.copyOf(events);
    }

    /** The step a room takes for {@code decided}, from {@code before}. */
    public static Step of(Table before, List<Change> decided) {
        return of(before, decided, null);
    }

    /** {@code played}: the judge's play of the verdict's move, or null (see {@link Verdict.Played}). */
    public static Step of(Table before, List<Change> decided, Verdict.Played played) {
        Evolved evolved = Reducer.fold(before, decided, played);
        if (evolved.worked().isEmpty()) {
            return new Step(evolved.table(), decided, evolved.events()); // most moves: nothing worked out to keep
        }
        List<Change> changes = new ArrayList<>(decided);
        changes.addAll(evolved.worked());
        return new Step(evolved.table(), changes, evolved.events());
    }
}
