package inrow.room;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.ChatRoom;
import inrow.protocol.GameStatus;
import inrow.protocol.OfferKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Decides what a message does to a table: a pure function of the table, the sender and the message (plus the
 * time and a fresh token, both injected). No queue, no futures, no I/O: the room carries the verdict out.
 */
public final class Judge {
    private final Supplier<String> newToken;
    private final LongSupplier clock;
    private final long abandonMillis;

    public Judge(Supplier<String> newToken, LongSupplier clock, long abandonMillis) {
        this.newToken = newToken;
        this.clock = clock;
        this.abandonMillis = abandonMillis;
    }

    /** Every kind of client message has its case here; a test checks that none falls through. */
    public Verdict decide(Table t, Member m, ClientMessage message) {
        Mark seat = m.seated() ? t.markOf(m.slot()) : null;
        if (message instanceof ClientMessage.Join j) {
            return join(t, m, seat, j);
        } else if (message instanceof ClientMessage.Move mv) {
            return move(t, m, seat, mv);
        } else if (message instanceof ClientMessage.Resign) {
            return resign(t, seat);
        } else if (message instanceof ClientMessage.Rematch) {
            return rematch(t, seat);
        } else if (message instanceof ClientMessage.Claim) {
            return claim(t, seat);
        } else if (message instanceof ClientMessage.Ping) {
            return new Verdict.Answer(new Verdict.Pong());
        } else if (message instanceof ClientMessage.Draw d) {
            return draw(t, seat, d.accept());
        } else if (message instanceof ClientMessage.Takeback tb) {
            return takeback(t, seat, tb.accept());
        } else if (message instanceof ClientMessage.Abort) {
            return abort(t, seat);
        } else if (message instanceof ClientMessage.Chat c) {
            return chat(t, m, seat, c.text());
        }
        throw new IllegalArgumentException("no rule for " + message.getClass().getSimpleName());
    }

    private Verdict join(Table t, Member m, Mark current, ClientMessage.Join j) {
        Mark seat;
        Player newcomer = null;
        if (j.wantsToWatch()) {
            seat = null;
        } else if (j.token() != null) {
            seat = t.holding(j.token());
            if (seat == null) {
                return new Verdict.Refuse(ErrorCode.BAD_TOKEN, "That token holds no seat in this game.", true);
            }
        } else if (current != null) {
            seat = current; // already seated: a repeated join changes nothing but the name
        } else {
            seat = t.open();
            if (seat != null) {
                newcomer = Player.person(newToken.get(), Names.clean(j.name(), "Player " + seat));
            }
        }
        List<Change> changes = new ArrayList<>();
        if (newcomer != null) {
            changes.add(seated(t, seat, newcomer));
            changes.add(status(t, t.game(), t.withPlayer(t.slot(seat), newcomer).full(), t.round()));
        } else if (seat != null && j.name() != null) {
            String rename = Names.clean(j.name(), t.player(seat).name());
            if (!rename.equals(t.player(seat).name())) {
                changes.add(new Change.Renamed(t.code(), t.slot(seat), rename));
            }
        }
        Verdict.Then then = new Verdict.Seat(seat, seat == null ? Names.clean(j.name(), "Spectator") : null);
        return changes.isEmpty() ? new Verdict.Answer(then) : new Verdict.Commit(changes, then);
    }

    private Verdict move(Table t, Member m, Mark seat, ClientMessage.Move mv) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only the two players can move; you are watching.");
        }
        Game game = t.game();
        if (isResend(game, seat, mv)) {
            // The client missed our confirmation and sent the same move again: confirm, never apply twice.
            return new Verdict.Answer(new Verdict.Confirm());
        }
        // The player may know a later state than this node (from another node): any refusal waits for a catch-up.
        boolean ahead = mv.ply() != null && mv.ply() > game.ply();
        return play(t, m, seat, mv).lagging(ahead);
    }

    /** A move's verdict, written as a refusal or a commit; {@link #move} marks refusals a lag may explain. */
    private Outcome play(Table t, Member m, Mark seat, ClientMessage.Move mv) {
        Game game = t.game();
        GameStatus status = t.status();
        if (status == GameStatus.WAITING) {
            return Outcome.no(ErrorCode.NOT_STARTED, "The game starts when both seats are taken.");
        }
        if (status == GameStatus.OVER) {
            return Outcome.no(ErrorCode.GAME_OVER, "The game is over.");
        }
        if (game.turn() != seat) {
            return Outcome.no(ErrorCode.NOT_YOUR_TURN, "Not your turn: it is " + game.turn() + "'s move.");
        }
        if (mv.ply() != null && mv.ply() != game.ply()) {
            return Outcome.no(ErrorCode.STALE, "The game has moved on (move " + (game.ply() + 1) + " is next).");
        }
        MoveResult result = game.play(mv.x(), mv.y());
        if (result instanceof MoveResult.Refused refused) {
            return Outcome.no(codeOf(refused), refused.reason().message);
        }
        long now = clock.getAsLong();
        Long left = clockAfter(t, seat, now, m.lagMs());
        if (left != null && left <= 0) {
            // The move came after the mover's time ran out (the server's timer had not fired yet): time decides.
            return new Outcome(new Verdict.Commit(List.of(ending(t, seat.other(), Result.Reason.TIME)),
                new Verdict.Show()));
        }
        return new Outcome(new Verdict.Commit(moveChanges(t, ((MoveResult.Played) result).game(), left, null),
            new Verdict.Show()));
    }

    /**
     * The mover's time left after a move made {@code now}: charged from when its turn began, less the lag measured
     * on its connection (at most {@link Member#MAX_LAG_REFUND_MS}); not charged for either side's first move.
     * Null when untimed; zero or less when the time had run out.
     */
    private static Long clockAfter(Table t, Mark mover, long now, long lagMs) {
        TimeControl control = t.control();
        if (control == null) {
            return null;
        }
        if (t.game().ply() < 2) {
            return control.startMs();
        }
        long held = t.clocks().left().get(t.slot(mover));
        long used = Math.max(0, now - t.clocks().since() - Math.min(lagMs, Member.MAX_LAG_REFUND_MS));
        long remaining = held - used;
        return remaining <= 0 ? remaining : control.afterMove(remaining);
    }

    /** A verdict that can still learn it may be explained by lag. */
    private record Outcome(Verdict verdict) {
        static Outcome no(ErrorCode code, String message) {
            return new Outcome(new Verdict.Refuse(code, message));
        }

        Verdict lagging(boolean maybe) {
            return verdict instanceof Verdict.Refuse r ? r.lagging(maybe) : verdict;
        }
    }

    private static boolean isResend(Game game, Mark seat, ClientMessage.Move mv) {
        Point last = game.lastMove();
        return mv.ply() != null && last != null && mv.ply() == game.ply() - 1
            && last.x() == mv.x() && last.y() == mv.y() && moverOf(game.ply() - 1) == seat;
    }

    private Verdict resign(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can resign.");
        } else if (t.status() == GameStatus.WAITING) {
            return new Verdict.Refuse(ErrorCode.NOT_STARTED, "The game has not started.");
        } else if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(ErrorCode.GAME_OVER, "The game is already over.");
        }
        return forfeit(t, seat, Result.Reason.RESIGN);
    }

    /** A player whose opponent has been gone past the abandonment time may take the win. */
    private Verdict claim(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can claim a win.");
        }
        if (t.status() != GameStatus.PLAYING) {
            boolean over = t.status() == GameStatus.OVER;
            return new Verdict.Refuse(over ? ErrorCode.GAME_OVER : ErrorCode.NOT_STARTED,
                over ? "The game is already over." : "The game has not started.");
        }
        Mark opponent = seat.other();
        long away = t.awayFor(opponent, clock.getAsLong());
        if (away < 0) {
            return new Verdict.Refuse(ErrorCode.NOT_CLAIMABLE, "Your opponent is still here.");
        } else if (away < abandonMillis) {
            long left = (abandonMillis - away + 999) / 1000;
            return new Verdict.Refuse(ErrorCode.NOT_CLAIMABLE,
                "Your opponent may still come back: wait " + left + " s more.");
        }
        return forfeit(t, opponent, Result.Reason.ABANDONED);
    }

    private Verdict forfeit(Table t, Mark loser, Result.Reason reason) {
        return new Verdict.Commit(List.of(status(t, t.game().forfeit(loser, reason), true, t.round())),
            new Verdict.Show());
    }

    /** The round ends off the board: {@code winner} null for no winner. */
    private Change.Status ending(Table t, Mark winner, Result.Reason reason) {
        return status(t, t.game().end(winner, reason), true, t.round());
    }

    // ---- table manners ----

    /** Offer a draw, accept the opponent's standing offer, or ({@code accept} false) decline it. */
    private Verdict draw(Table t, Mark seat, Boolean accept) {
        Verdict no = manners(t, seat, "offer a draw");
        if (no != null) {
            return no;
        }
        Mark standing = t.offers().draw();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null))
                : new Verdict.Refuse(ErrorCode.NO_OFFER, "There is no draw offer to decline.");
        }
        if (standing == seat.other()) {
            return commit(ending(t, null, Result.Reason.AGREEMENT));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm()); // offered already
        }
        return commit(new Change.Offered(t.code(), t.round(), OfferKind.DRAW, seat));
    }

    /**
     * Ask to take back one's last move (a computer opponent grants it at once), grant the opponent's standing
     * request, or ({@code accept} false) refuse it. Granted, the round goes back to before the asker's last move,
     * with the asker to move.
     */
    private Verdict takeback(Table t, Mark seat, Boolean accept) {
        Verdict no = manners(t, seat, "ask for a takeback");
        if (no != null) {
            return no;
        }
        if (!t.takebacks()) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "Takebacks are off in this game.");
        }
        Mark standing = t.offers().takeback();
        if (Boolean.FALSE.equals(accept)) {
            return standing == seat.other()
                ? commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, null))
                : new Verdict.Refuse(ErrorCode.NO_OFFER, "There is no takeback request to refuse.");
        }
        if (standing == seat.other()) {
            return commit(takenBack(t, seat.other()));
        }
        if (standing == seat) {
            return new Verdict.Answer(new Verdict.Confirm());
        }
        if (lastMoveOf(t.game(), seat) < 0) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "You have no move to take back.");
        }
        Player opponent = t.player(seat.other());
        if (opponent != null && opponent.isBot()) {
            return commit(takenBack(t, seat)); // a computer always grants a takeback to a person
        }
        return commit(new Change.Offered(t.code(), t.round(), OfferKind.TAKEBACK, seat));
    }

    private Change takenBack(Table t, Mark asker) {
        return new Change.TakenBack(t.code(), t.round(), lastMoveOf(t.game(), asker), clock.getAsLong());
    }

    /** The ply of this side's last move in the game, or -1. */
    private static int lastMoveOf(Game game, Mark side) {
        int last = game.ply() - 1;
        while (last >= 0 && moverOf(last) != side) {
            last--;
        }
        return last;
    }

    /** Either player may call the game off before both sides have made their first move. */
    private Verdict abort(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can abort the game.");
        }
        if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "The game is already over.");
        }
        if (t.game().ply() >= 2) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED,
                "Too late to abort: both sides have moved. Resign, or offer a draw.");
        }
        return commit(ending(t, null, Result.Reason.ABORTED));
    }

    /** What refuses an offer whatever it is: a spectator, or a game that is not on. */
    private static Verdict manners(Table t, Mark seat, String what) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can " + what + ".");
        }
        if (t.status() != GameStatus.PLAYING) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, t.status() == GameStatus.OVER
                ? "The game is over." : "The game has not started.");
        }
        return null;
    }

    private static Verdict commit(Change change) {
        return new Verdict.Commit(List.of(change), new Verdict.Show());
    }

    // ---- chat ----

    static final int CHAT_MAX_LENGTH = 140;

    /** Players talk to each other; spectators to the other spectators. Text is cleaned like a name. */
    private Verdict chat(Table t, Member m, Mark seat, String text) {
        if (!m.joined()) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Join the game first.");
        }
        // Cleaned one character past the limit, so a line too long is told so rather than cut.
        String clean = Names.clean(text, "", CHAT_MAX_LENGTH + 1);
        if (clean.isEmpty()) {
            return new Verdict.Refuse(ErrorCode.BAD_MESSAGE, "A chat line needs some text.");
        }
        if (clean.length() > CHAT_MAX_LENGTH) {
            return new Verdict.Refuse(ErrorCode.BAD_MESSAGE,
                "A chat line is at most " + CHAT_MAX_LENGTH + " characters.");
        }
        ChatLine line = seat != null
            ? new ChatLine(ChatRoom.PLAYERS, seat, t.player(seat).name(), clean, clock.getAsLong())
            : new ChatLine(ChatRoom.SPECTATORS, null, m.name() == null ? "Spectator" : m.name(), clean,
                clock.getAsLong());
        return new Verdict.Commit(List.of(new Change.Said(t.code(), line)), new Verdict.Quiet());
    }

    // ---- the server's own timer ----

    /** How long a side may take over its first move in an untimed game before the game is called off. */
    static final long UNTIMED_FIRST_MOVE_MS = 60_000;
    /** A game against the computer that its person left for this long ends, the computer winning. */
    static final long COMPUTER_GAME_LEFT_MS = 3_600_000;
    /** An untimed game between people that nobody touched for this long ends against the side to move. */
    public static final long UNTIMED_IDLE_MS = 30L * 86_400_000;

    /** When something is next due in this table without anyone sending anything; {@link Long#MAX_VALUE}: never. */
    public long deadline(Table t) {
        if (t.status() != GameStatus.PLAYING) {
            return Long.MAX_VALUE;
        }
        long since = t.clocks().since();
        long due = Long.MAX_VALUE;
        if (t.game().ply() < 2) {
            due = since + firstMoveLimit(t);
        } else if (t.control() != null) {
            due = since + t.clocks().left().get(t.slot(t.game().turn())) + Member.MAX_LAG_REFUND_MS;
        } else if (!hasComputer(t)) {
            due = t.lastMoveAt() + UNTIMED_IDLE_MS; // from the last move as stored: a restart does not reset it
        }
        Long left = personLeftComputer(t);
        return left == null ? due : Math.min(due, left + COMPUTER_GAME_LEFT_MS);
    }

    /** What the clock alone decides now: a flag, a first move not made, a game left for good; else nothing. */
    public Verdict tick(Table t) {
        long now = clock.getAsLong();
        if (t.status() != GameStatus.PLAYING) {
            return new Verdict.Ignore();
        }
        Mark turn = t.game().turn();
        long waited = now - t.clocks().since();
        if (t.game().ply() < 2 && waited >= firstMoveLimit(t)) {
            return commit(ending(t, null, Result.Reason.ABORTED));
        }
        if (t.game().ply() >= 2 && t.control() != null
            && waited - Member.MAX_LAG_REFUND_MS >= t.clocks().left().get(t.slot(turn))) {
            return commit(ending(t, turn.other(), Result.Reason.TIME));
        }
        Long left = personLeftComputer(t);
        if (left != null && now - left >= COMPUTER_GAME_LEFT_MS) {
            Mark person = t.player(Mark.X).isBot() ? Mark.O : Mark.X;
            return commit(ending(t, person.other(), Result.Reason.ABANDONED));
        }
        if (t.control() == null && !hasComputer(t) && t.game().ply() >= 2
            && now - t.lastMoveAt() >= UNTIMED_IDLE_MS) {
            return commit(ending(t, turn.other(), Result.Reason.ABANDONED));
        }
        return new Verdict.Ignore();
    }

    private static long firstMoveLimit(Table t) {
        return t.control() == null ? UNTIMED_FIRST_MOVE_MS : t.control().firstMoveMs();
    }

    private static boolean hasComputer(Table t) {
        return t.players().stream().anyMatch(p -> p != null && p.isBot());
    }

    /** In a game of one person against the computer: since when the person has been gone, or null. */
    private static Long personLeftComputer(Table t) {
        Player x = t.player(Mark.X);
        Player o = t.player(Mark.O);
        if (x == null || o == null || x.isBot() == o.isBot()) {
            return null;
        }
        return t.awaySince().get(t.slot(x.isBot() ? Mark.O : Mark.X));
    }

    /** A computer's answer to the draw offer standing against it. */
    public Verdict botDraw(Table t, Mark bot, boolean accept) {
        if (t.status() != GameStatus.PLAYING || t.offers().draw() != bot.other()) {
            return new Verdict.Ignore();
        }
        return commit(accept ? ending(t, null, Result.Reason.AGREEMENT)
            : new Change.Offered(t.code(), t.round(), OfferKind.DRAW, null));
    }

    /** An ask is not durable: it lives in presence until both players asked (a computer always wants more). */
    private Verdict rematch(Table t, Mark seat) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can ask for a rematch.");
        }
        if (t.status() != GameStatus.OVER) {
            return new Verdict.Refuse(ErrorCode.NOT_OVER, "A rematch can be asked for once the game is over.");
        }
        EnumSet<Mark> asks = EnumSet.of(seat);
        asks.addAll(t.asksHere());
        for (Mark mark : Mark.values()) {
            Player p = t.player(mark);
            if (p != null && p.isBot()) {
                asks.add(mark);
            }
        }
        return new Verdict.Answer(new Verdict.Ask(asks));
    }

    /**
     * Both players want another game (they may have asked on different nodes): start it. If the round has already
     * begun (another node started it first), the state as it is answers the ask.
     */
    public Verdict nextRound(Table t) {
        if (t.status() != GameStatus.OVER || t.asks().size() < 2) {
            return new Verdict.Answer(new Verdict.Confirm());
        }
        int next = t.round() + 1;
        return new Verdict.Commit(List.of(new Change.NewRound(t.code(), next, clock.getAsLong()),
            status(t, Game.start(t.rules()), true, next)), new Verdict.Show());
    }

    /**
     * A computer's move for the turn {@code turn}: dropped if the game moved on while it thought (a resignation, a
     * new round); refused if illegal, which is a bug in the bot.
     */
    public Verdict botMove(Table t, long turn, Mark seat, Point move, String comment) {
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || t.game().turn() != seat) {
            return new Verdict.Ignore();
        }
        MoveResult result = t.game().play(move.x(), move.y());
        if (result instanceof MoveResult.Refused refused) {
            return new Verdict.Refuse(codeOf(refused), refused.reason().message);
        }
        Long left = clockAfter(t, seat, clock.getAsLong(), 0);
        if (left != null && left <= 0) {
            return commit(ending(t, seat.other(), Result.Reason.TIME));
        }
        return new Verdict.Commit(moveChanges(t, ((MoveResult.Played) result).game(), left, comment),
            new Verdict.Show());
    }

    private List<Change> moveChanges(Table t, Game next, Long clockMs, String comment) {
        Point p = next.lastMove();
        List<Change> changes = new ArrayList<>(2);
        changes.add(new Change.Moved(t.code(), t.round(), next.ply() - 1, p.x(), p.y(), clock.getAsLong(), clockMs,
            comment));
        if (next.isOver()) {
            changes.add(status(t, next, true, t.round()));
        }
        return changes;
    }

    private static Change.Seated seated(Table t, Mark mark, Player p) {
        return new Change.Seated(t.code(), t.slot(mark), p.token(), p.name(), p.kind(),
            p.isBot() ? p.level().code() : null);
    }

    private Change.Status status(Table t, Game g, boolean full, int forRound) {
        Result r = g.result();
        GameStatus status = g.isOver() ? GameStatus.OVER : full ? GameStatus.PLAYING : GameStatus.WAITING;
        return new Change.Status(t.code(), forRound, status, r == null ? null : r.winner(),
            r == null ? null : r.reason(), clock.getAsLong());
    }

    private static Mark moverOf(int ply) {
        return ply % 2 == 0 ? Mark.X : Mark.O;
    }

    private static ErrorCode codeOf(MoveResult.Refused refused) {
        return switch (refused.reason()) {
            case OUT_OF_BOUNDS -> ErrorCode.OUT_OF_BOUNDS;
            case OCCUPIED -> ErrorCode.OCCUPIED;
            case GAME_OVER -> ErrorCode.GAME_OVER;
        };
    }
}
