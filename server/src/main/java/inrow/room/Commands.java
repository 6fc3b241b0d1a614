package inrow.room;

import inrow.game.Chat;

import inrow.engine.Mark;
import inrow.game.Command;
import inrow.game.Judge;
import inrow.game.Table;
import inrow.game.Verdict;
import inrow.game.Whereabouts;
import inrow.protocol.ClientMessage;

/**
 * The one place a wire message becomes the game's {@link Command}, with what the room knows of its sender (its
 * seat, whether it has joined, a spectator's name, the lag trusted on its connection).
 */
final class Commands {
    private Commands() {
    }

    static Command of(Member m, ClientMessage message) {
        return of(m, message, null);
    }

    /** {@code account}: the sender's, or null for a guest. */
    static Command of(Member m, ClientMessage message, String account) {
        if (message instanceof ClientMessage.Join j) {
            return new Command.Sit(j.token(), j.name(), j.wantsToWatch(), account);
        } else if (message instanceof ClientMessage.Move mv) {
            return new Command.Move(mv.x(), mv.y(), mv.ply(), m.lagMs());
        } else if (message instanceof ClientMessage.Resign) {
            return new Command.Resign();
        } else if (message instanceof ClientMessage.Rematch) {
            return new Command.Rematch();
        } else if (message instanceof ClientMessage.Claim) {
            return new Command.Claim();
        } else if (message instanceof ClientMessage.Ping) {
            return new Command.Ping();
        } else if (message instanceof ClientMessage.Draw d) {
            return new Command.Draw(d.accept());
        } else if (message instanceof ClientMessage.Takeback tb) {
            return new Command.Takeback(tb.accept());
        } else if (message instanceof ClientMessage.Abort) {
            return new Command.Abort();
        } else if (message instanceof ClientMessage.Chat c) {
            return new Command.Say(c.text(), m.joined(), m.name());
        } else if (message instanceof ClientMessage.Choose c) {
            return new Command.Choose(c.take().toGame());
        } else if (message instanceof ClientMessage.Step s) {
            return new Command.Step(s.step());
        }
        throw new IllegalArgumentException("no command for " + message.getClass().getSimpleName());
    }

    /** The seat the member speaks for at this table (its slot's colour this round), or null. */
    static Mark seat(Table t, Member m) {
        return m.seated() ? t.markOf(m.slot()) : null;
    }

    static Verdict decide(Judge judge, Table t, Whereabouts w, Member m, ClientMessage message) {
        return decide(judge, t, w, m, message, null);
    }

    /** What the judge rules on this member's message; {@code account}: the sender's, or null for a guest. */
    static Verdict decide(Judge judge, Table t, Whereabouts w, Member m, ClientMessage message, String account) {
        return judge.decide(t, w, seat(t, m), of(m, message, account));
    }
}
