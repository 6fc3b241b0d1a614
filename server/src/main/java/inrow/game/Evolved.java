package inrow.game;

import java.util.List;

/**
 * What the {@link Reducer} makes of durable changes: the new table, what happened (in order), and the facts it
 * worked out that the store keeps as they are ({@link Change.Standing} when the step changed the standing offers,
 * {@link Change.Scored} for a round that ended), so the store repeats none of the table's rules.
 */
public record Evolved(Table table, List<Event> events, List<Change> worked) {
    public Evolved {
        events = List.copyOf(events);
        worked = List.copyOf(worked);
    }
}
