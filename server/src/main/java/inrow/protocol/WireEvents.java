package inrow.protocol;

import inrow.engine.Mark;
import inrow.game.Capabilities;
import inrow.game.ChatLine;
import inrow.game.Event;
import java.util.List;

/**
 * The game's events and capabilities in the wire's words: the one place a {@link Event} becomes a {@link WireEvent}
 * (one case per kind; WireEventsTest takes one of each) and {@link Capabilities} becomes {@link Can}.
 */
public final class WireEvents {
    private WireEvents() {
    }

    public static WireEvent of(Event event) {
        if (event instanceof Event.Moved m) {
            return new WireEvent.Moved(m.mark().name(), m.x(), m.y(), m.ply());
        } else if (event instanceof Event.Offered o) {
            return new WireEvent.Offered(OfferKind.from(o.kind()), seat(o.by()));
        } else if (event instanceof Event.Declined d) {
            return new WireEvent.Declined(OfferKind.from(d.kind()), seat(d.by()));
        } else if (event instanceof Event.Lapsed l) {
            return new WireEvent.Lapsed(OfferKind.from(l.kind()), seat(l.by()));
        } else if (event instanceof Event.TakenBack t) {
            return new WireEvent.TakenBack(t.ply());
        } else if (event instanceof Event.Chose c) {
            return new WireEvent.Chose(seat(c.mark()), Take.from(c.take()));
        } else if (event instanceof Event.Stepped s) {
            return new WireEvent.Stepped(seat(s.mark()), s.step());
        } else if (event instanceof Event.Seated s) {
            return new WireEvent.Seated(seat(s.mark()), s.player().name());
        } else if (event instanceof Event.Renamed r) {
            return new WireEvent.Renamed(seat(r.mark()), r.name());
        } else if (event instanceof Event.Unseated u) {
            return new WireEvent.Unseated(seat(u.mark()));
        } else if (event instanceof Event.GameOver o) {
            return new WireEvent.GameOver(seat(o.winner()), o.reason());
        } else if (event instanceof Event.NewRound n) {
            return new WireEvent.NewRound(n.round());
        } else if (event instanceof Event.Rematch r) {
            return new WireEvent.Rematch(r.asks().stream().sorted().map(Mark::name).toList());
        } else if (event instanceof Event.Clock) {
            return new WireEvent.Clock();
        } else if (event instanceof Event.Crowd c) {
            return new WireEvent.Crowd(c.spectators());
        } else if (event instanceof Event.Presence p) {
            return new WireEvent.Presence(seat(p.mark()), p.connected());
        }
        throw new IllegalArgumentException("no wire word for " + event.getClass().getSimpleName());
    }

    /**
     * A chat line goes as a {@code chat} frame on every socket, events or not: it changes nothing in the game and
     * carries no version (docs/protocol.md).
     */
    public static ServerMessage.Chat chat(Event.Said said) {
        ChatLine line = said.line();
        return new ServerMessage.Chat(ChatRoom.from(line.room()), seat(line.from()), line.name(), line.text(),
            line.at());
    }

    public static List<WireEvent> of(List<Event> events) {
        return events.stream().map(WireEvents::of).toList();
    }

    public static Can can(Capabilities c) {
        return new Can(c.move(), c.draw(), c.takeback(), c.abort(), c.claim(), c.rematch(), c.resign(), c.choose(),
            c.step());
    }

    private static String seat(Mark mark) {
        return mark == null ? null : mark.name();
    }
}
