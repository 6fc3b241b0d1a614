package inrow.room;

import inrow.engine.Game;
import inrow.engine.Illegal;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.protocol.ClientMessage;
import inrow.protocol.ErrorCode;
import inrow.protocol.ChatRoom;
import inrow.protocol.GameStatus;
import inrow.protocol.OpeningPhase;
import inrow.protocol.Take;
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
    private final Manners manners;
    private final Timekeeper timekeeper;

    public Judge(Supplier<String> newToken, LongSupplier clock, long abandonMillis) {
        this(newToken, clock, abandonMillis, Timekeeper.LISTED_FIRST_MOVE_MS);
    }

    /** {@code listedFirstMoveMillis}: a listed untimed game's first-move time. */
    public Judge(Supplier<String> newToken, LongSupplier clock, long abandonMillis, long listedFirstMoveMillis) {
        this.newToken = newToken;
        this.clock = clock;
        this.abandonMillis = abandonMillis;
        this.manners = new Manners(clock);
        this.timekeeper = new Timekeeper(clock, listedFirstMoveMillis);
    }

    /** How long the side to act has for its first move in this table (shown to the players). */
    public long firstMoveLimit(Table t) {
        return timekeeper.firstMoveLimit(t);
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
            return manners.draw(t, seat, d.accept());
        } else if (message instanceof ClientMessage.Takeback tb) {
            return manners.takeback(t, seat, tb.accept());
        } else if (message instanceof ClientMessage.Abort) {
            return manners.abort(t, seat);
        } else if (message instanceof ClientMessage.Chat c) {
            return chat(t, m, seat, c.text());
        } else if (message instanceof ClientMessage.Choose c) {
            return choose(t, seat, c.take());
        }
        throw new IllegalArgumentException("no rule for " + message.getClass().getSimpleName());
    }

    /** Whether the person at {@code other} goes by this name already (in any case). */
    private static boolean takenBy(Table t, Mark other, String name) {
        Player p = t.player(other);
        return p != null && !p.isBot() && p.name().equalsIgnoreCase(name);
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
                // Named by arrival, not by colour: colours swap on a rematch and are chosen in a swap opening.
                String name = Names.clean(j.name(), "Player " + (t.people() + 1));
                newcomer = Player.person(newToken.get(), takenBy(t, seat.other(), name) ? name + " 2" : name);
            }
        }
        List<Change> changes = new ArrayList<>();
        if (newcomer != null) {
            changes.add(seated(t, seat, newcomer));
            changes.add(status(t, t.game(), t.withPlayer(t.slot(seat), newcomer).full(), t.round()));
        } else if (seat != null && j.name() != null) {
            String rename = Names.clean(j.name(), t.player(seat).name());
            // Not to the opponent's name: two players of one name make a record nobody can read.
            if (!rename.equals(t.player(seat).name()) && !takenBy(t, seat.other(), rename)) {
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
        if (mv.y() == null && !game.rules().gravity()) {
            return new Verdict.Refuse(ErrorCode.BAD_MESSAGE, "A move needs x and y; only a board with gravity takes x "
                + "alone.");
        }
        if (isResend(t, seat, mv)) {
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
        if (t.toAct() != seat) {
            return Outcome.no(ErrorCode.NOT_YOUR_TURN, t.phase() == OpeningPhase.DONE
                ? "Not your turn: it is " + game.turn() + "'s move."
                : "Not your turn: in the opening, " + t.toAct() + " acts now.");
        }
        if (t.phase() == OpeningPhase.CHOOSE) {
            return Outcome.no(ErrorCode.NOT_ALLOWED, "Choose a colour first (or, in swap2, to place two more stones).");
        }
        if (mv.ply() != null && mv.ply() != game.ply()) {
            return Outcome.no(ErrorCode.STALE, "The game has moved on (move " + (game.ply() + 1) + " is next).");
        }
        // With gravity and no row, the stone drops into the column; a row given must be where it would land.
        MoveResult result = mv.y() == null ? game.drop(mv.x()) : game.play(mv.x(), mv.y());
        if (result instanceof MoveResult.Refused refused) {
            // With gravity a taken cell is a full column: said as such (a person drops a disc, names no cell).
            String words = refused.reason() == Illegal.OCCUPIED && game.rules().gravity() ? "That column is full."
                : refused.message();
            return new Outcome(new Verdict.Refuse(codeOf(refused), words, false, refused.foul()));
        }
        long now = clock.getAsLong();
        Long left = Timekeeper.clockAfter(t, seat, now, m.lagMs());
        if (left != null && left <= 0) {
            // The move came after the mover's time ran out (the server's timer had not fired yet): time decides.
            return new Outcome(new Verdict.Commit(List.of(ending(t, seat.other(), Result.Reason.TIME, clock.getAsLong())),
                new Verdict.Show()));
        }
        Game next = ((MoveResult.Played) result).game();
        return new Outcome(new Verdict.Commit(moveChanges(t, next, left, null), new Verdict.Show(),
            new Verdict.Played(game, next)));
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

    private static boolean isResend(Table t, Mark seat, ClientMessage.Move mv) {
        Game game = t.game();
        Point last = game.lastMove();
        return mv.ply() != null && last != null && mv.ply() == game.ply() - 1
            && last.x() == mv.x() && (mv.y() == null || last.y() == mv.y()) && t.placedBy(game.ply() - 1) == seat;
    }

    // ---- swap openings ----

    /**
     * A swap opening's choice: a colour (the seats then follow it) or, in swap2's first choice, two more stones.
     * Outside a choice, or {@code more} where it is not offered: {@code not_allowed}; the other person:
     * {@code not_your_turn}.
     */
    private Verdict choose(Table t, Mark seat, Take take) {
        if (seat == null) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Only a player can choose a colour.");
        } else if (t.status() == GameStatus.WAITING) {
            return new Verdict.Refuse(ErrorCode.NOT_STARTED, "The game has not started.");
        } else if (t.status() == GameStatus.OVER) {
            return new Verdict.Refuse(ErrorCode.GAME_OVER, "The game is over.");
        } else if (t.phase() != OpeningPhase.CHOOSE) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, t.opening().rule() == null
                ? "This game has no swap opening." : "There is no colour to choose now.");
        } else if (t.toAct() != seat) {
            return new Verdict.Refuse(ErrorCode.NOT_YOUR_TURN, "Not your choice: " + t.toAct() + " chooses now.");
        } else if (take == Take.MORE && !t.opening().moreOffered()) {
            return new Verdict.Refuse(ErrorCode.NOT_ALLOWED, "Placing more stones is not offered now: choose X or O.");
        }
        return commit(new Change.Chose(t.code(), t.round(), t.game().ply(), take, clock.getAsLong()));
    }

    /** A computer's choice for the turn {@code turn}: dropped if the game moved on while it thought. */
    public Verdict botChoose(Table t, long turn, Mark seat, Take take) {
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || t.phase() != OpeningPhase.CHOOSE
            || t.toAct() != seat) {
            return new Verdict.Ignore();
        }
        Take allowed = take == Take.MORE && !t.opening().moreOffered() ? Take.X : take; // a bot's slip: take black
        return commit(new Change.Chose(t.code(), t.round(), t.game().ply(), allowed, clock.getAsLong()));
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
        if (!Timekeeper.claimable(t)) {
            return new Verdict.Refuse(ErrorCode.NOT_CLAIMABLE,
                "A game with days per move is not claimed for being away: only the deadline decides.");
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

    /** The round ends off the board ({@code winner} null for no winner), as of {@code now}. */
    static Change.Status ending(Table t, Mark winner, Result.Reason reason, long now) {
        return status(t, t.game().end(winner, reason), true, t.round(), now);
    }

    static Verdict commit(Change change) {
        return new Verdict.Commit(List.of(change), new Verdict.Show());
    }

    // ---- chat ----

    static final int CHAT_MAX_LENGTH = 140;
    /**
     * Players' lines are kept with the game (spectators' only in memory, the last fifty): at most this many a player
     * may say in one game, and the two of them together, so one client cannot fill the store (148 KB in 20 s).
     */
    static final int CHAT_PER_PLAYER = 200;
    static final int CHAT_PER_GAME = 300;

    /**
     * Players talk to each other; spectators to the other spectators. Text is cleaned like a name. The limit counts
     * characters (code points), so most emoji are one, not the two UTF-16 units Java counts.
     */
    private Verdict chat(Table t, Member m, Mark seat, String text) {
        if (!m.joined()) {
            return new Verdict.Refuse(ErrorCode.NOT_A_PLAYER, "Join the game first.");
        }
        // Cleaned past the limit (in UTF-16 units, two per character at most), so a line too long is told so rather
        // than cut: cut at the limit's units, 100 emoji arrived as 70 and a letter line's last emoji vanished.
        String clean = Names.clean(text, "", 2 * (CHAT_MAX_LENGTH + 1));
        if (clean.isEmpty()) {
            return new Verdict.Refuse(ErrorCode.BAD_MESSAGE, "A chat line needs some text.");
        }
        if (clean.codePointCount(0, clean.length()) > CHAT_MAX_LENGTH) {
            return new Verdict.Refuse(ErrorCode.BAD_MESSAGE,
                "A chat line is at most " + CHAT_MAX_LENGTH + " characters.");
        }
        if (seat != null && (t.chatSaidBy(seat) >= CHAT_PER_PLAYER || t.chatSaidInAll() >= CHAT_PER_GAME)) {
            return new Verdict.Refuse(ErrorCode.CHAT_FULL, t.chatSaidBy(seat) >= CHAT_PER_PLAYER
                ? "You have said " + CHAT_PER_PLAYER + " lines in this game, the most a player may."
                : "This game's chat is full (" + CHAT_PER_GAME + " lines).");
        }
                ChatLine line = seat != null
            ? new ChatLine(ChatRoom.PLAYERS, seat, t.player(seat).name(), clean, clock.getAsLong())
            : new ChatLine(ChatRoom.SPECTATORS, null, m.name() == null ? "Spectator" : m.name(), clean,
                clock.getAsLong());
        return new Verdict.Commit(List.of(new Change.Said(t.code(), line)), new Verdict.Quiet());
    }

    /** When something is next due in this table without anyone sending anything; {@link Long#MAX_VALUE}: never. */
    public long deadline(Table t) {
        return timekeeper.deadline(t);
    }

    /** What the clock alone decides now: a flag, a first move not made, a game left for good; else nothing. */
    public Verdict tick(Table t) {
        return timekeeper.tick(t);
    }

    /** A computer's answer to the draw offer standing against it. */
    public Verdict botDraw(Table t, Mark bot, boolean accept) {
        return manners.botDraw(t, bot, accept);
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
        if (t.status() != GameStatus.PLAYING || t.turnKey() != turn || t.toAct() != seat
            || t.phase() == OpeningPhase.CHOOSE) {
            return new Verdict.Ignore();
        }
        MoveResult result = t.game().play(move.x(), move.y());
        if (result instanceof MoveResult.Refused refused) {
            return new Verdict.Refuse(codeOf(refused), refused.reason().message);
        }
        Long left = Timekeeper.clockAfter(t, seat, clock.getAsLong(), 0);
        if (left != null && left <= 0) {
            return commit(ending(t, seat.other(), Result.Reason.TIME, clock.getAsLong()));
        }
        Game next = ((MoveResult.Played) result).game();
        return new Verdict.Commit(moveChanges(t, next, left, comment), new Verdict.Show(),
            new Verdict.Played(t.game(), next));
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
        return status(t, g, full, forRound, clock.getAsLong());
    }

    private static Change.Status status(Table t, Game g, boolean full, int forRound, long now) {
        Result r = g.result();
        GameStatus status = g.isOver() ? GameStatus.OVER : full ? GameStatus.PLAYING : GameStatus.WAITING;
        return new Change.Status(t.code(), forRound, status, r == null ? null : r.winner(),
            r == null ? null : r.reason(), now);
    }

    static Mark moverOf(int ply) {
        return ply % 2 == 0 ? Mark.X : Mark.O;
    }

    private static ErrorCode codeOf(MoveResult.Refused refused) {
        return switch (refused.reason()) {
            case OUT_OF_BOUNDS -> ErrorCode.OUT_OF_BOUNDS;
            case OCCUPIED -> ErrorCode.OCCUPIED;
            case GAME_OVER -> ErrorCode.GAME_OVER;
            case FORBIDDEN -> ErrorCode.FORBIDDEN;
            case FLOATING -> ErrorCode.FLOATING;
        };
    }
}
