package inrow.game;

/**
 * Who sends a command in these tests, as a room knows its connections: joined or not, the slot it speaks for (-1:
 * none), a spectator's name, the lag trusted on its connection. {@link #decide} hands the judge what a room would.
 */
record Sender(boolean joined, int slot, String name, long lagMs) {
    static final Sender NEW = new Sender(false, -1, null, 0);

    static Sender watching() {
        return new Sender(true, -1, null, 0);
    }

    static Sender seatedAt(int slot) {
        return new Sender(true, slot, null, 0);
    }

    /** The judge's verdict on {@code command} from {@code s}: its seat this round, its lag, its chat name. */
    static Verdict decide(Judge judge, Table t, Sender s, Command command) {
        return decide(judge, t, Whereabouts.NONE, s, command);
    }

    /** The same, with its people where {@code w} says. */
    static Verdict decide(Judge judge, Table t, Whereabouts w, Sender s, Command command) {
        Command told = command;
        if (command instanceof Command.Move m) {
            told = new Command.Move(m.x(), m.y(), m.ply(), s.lagMs());
        } else if (command instanceof Command.Say say) {
            told = new Command.Say(say.text(), s.joined(), s.name());
        }
        return judge.decide(t, w, s.slot() < 0 ? null : t.markOf(s.slot()), told);
    }
}
