package inrow.game;

import inrow.engine.Mark;
import java.util.ArrayList;
import java.util.List;

/** The {@link Reducer}'s rules for offers: one made or answered, a takeback granted, offers that lapse. */
final class Offering {
    private Offering() {
    }

    /** The events of the offers in {@code standing} lapsing all at once (the round ends or starts over). */
    static List<Event> lapsed(Offers standing) {
        List<Event> events = new ArrayList<>(2);
        if (standing.draw() != null) {
            events.add(new Event.Lapsed(OfferKind.DRAW, standing.draw()));
        }
        if (standing.takeback() != null) {
            events.add(new Event.Lapsed(OfferKind.TAKEBACK, standing.takeback()));
        }
        return events;
    }

    static Evolved offered(Table t, Change.Offered o) {
        // Nothing stands once the round is over.
        if (o.round() != t.round() || t.game().isOver()) {
            return Reducer.quiet(t);
        }
        Mark before = t.offers().by(o.kind());
        TakebackBook book = t.takebackBook();
        List<Integer> drawAt = t.current().drawOfferedAt();
        if (o.kind() == OfferKind.TAKEBACK && o.by() != null) {
            book = book.asked(t.slot(o.by()), t.game().ply());
        }
        if (o.kind() == OfferKind.DRAW && o.by() != null) {
            drawAt = Slots.with(drawAt, t.slot(o.by()), t.game().ply());
        }
        Table table = t.with(t.current().withOffers(t.offers().with(o.kind(), o.by()), book, drawAt));
        if (before == o.by()) {
            return Reducer.quiet(table);
        }
        Event event = o.by() != null ? new Event.Offered(o.kind(), o.by())
            : new Event.Declined(o.kind(), before.other());
        return new Evolved(table, List.of(event), List.of(Reducer.standing(table)));
    }

    static Evolved takenBack(Table t, Change.TakenBack tb) {
        if (tb.round() != t.round() || tb.ply() > t.game().ply()) {
            return Reducer.quiet(t);
        }
        // A takeback written before the values came with it: worked out here, by the same rule.
        List<Long> left = t.control() == null ? null : tb.xLeft() != null
            ? t.bySlot(tb.xLeft(), tb.oLeft())
            : t.bySlot(TakingBack.kept(t, Mark.X, tb.ply(), tb.at()),
                TakingBack.kept(t, Mark.O, tb.ply(), tb.at()));
        Round back = t.current().takenBack(t.game().upTo(tb.ply()), t.clocks().takenBack(left, tb.at()), tb.at(),
            t.takebackBook().takenBack(tb.ply()));
        Table table = t.with(back);
        List<Event> events = new ArrayList<>();
        if (t.offers().draw() != null) {
            events.add(new Event.Lapsed(OfferKind.DRAW, t.offers().draw())); // the granted request is answered
        }
        events.add(new Event.TakenBack(tb.ply()));
        events.add(new Event.Clock());
        return new Evolved(table, events, t.offers().equals(Offers.NONE) ? List.of()
            : List.of(Reducer.standing(table)));
    }
}
