package inrow.room;

import inrow.bot.Level;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.ChatRoom;
import inrow.protocol.GameStatus;
import inrow.protocol.OfferKind;
import inrow.protocol.OpeningPhase;
import inrow.protocol.SeatKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A room's whole state as one immutable value: the game and how it is played (rules, clock, takebacks, whether the
 * lobby lists it), who sits in each slot, the round and the series so far, the clocks, the standing offers, the
 * recent chat, the step the ledger numbered last, the round's takebacks (so that a turn after one is a new turn for a
 * computer), and what the judge and the view need of who is here (since when a
 * player is away, the rematch asks of this node and of the others). Durable facts change it only through {@link #evolve}; what a room
 * sees of its connections changes it through the {@code with...} methods, which nothing stores.
 *
 * <p>Players and absences are kept by slot (slot 0 was X in round 1), so a rematch's colour swap is only the
 * round's parity, and a swap opening's seat exchange one bit more ({@link Opening#exchanged}): {@link #markOf} and
 * {@link #slot} translate.
 */
public record Table(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl control,
                    boolean takebacks, boolean unlisted, Game game, int round, long seq, List<Player> players,
                    List<Long> awaySince, Set<Mark> asksHere, Set<Mark> asksElsewhere, String comment, long lastMoveAt, Clocks clocks,
                    Offers offers, List<Integer> drawOfferedAt, List<RoundResult> series, List<ChatLine> chat,
                    Opening opening, int takenBack, TakebackBook takebackBook, List<Integer> chatSaid) {
    private static final System.Logger LOG = System.getLogger(Table.class.getName());
    /** Chat lines kept per room (players', spectators'): what a joiner is sent. */
    static final int CHAT_KEPT = 50;
    /**
     * Moves after a player's draw offer before that player may offer again (lichess waits 20 plies in chess, whose
     * games are longer): an offer declined or lapsed is not repeated at every move. The most; see
     * {@link #drawOfferGap}.
     */
    static final int DRAW_OFFER_GAP = 10;

    /**
     * The wait between a player's draw offers on this board: an eighth of its points, from 2 to
     * {@link #DRAW_OFFER_GAP}. Ten on a board of nine points meant "Draw from move 13" in a game of at most nine.
     */
    static int drawOfferGap(Rules rules) {
        return Math.max(2, Math.min(DRAW_OFFER_GAP, rules.width() * rules.height() / 8));
    }

    public Table {
        players = fixedTwo(players);
        awaySince = fixedTwo(awaySince);
        drawOfferedAt = fixedTwo(drawOfferedAt);
        chatSaid = fixedTwo(chatSaid);
        asksHere = marks(asksHere);
        asksElsewhere = marks(asksElsewhere);
        series = List.copyOf(series);
        chat = List.copyOf(chat);
    }

    // A room makes a new table for every change it applies, several per move, and most fields come over unchanged:
    // the ones copied on the way in are kept as they are when they are already this class's own immutable form.

    private static <T> List<T> fixedTwo(List<T> two) {
        if (two instanceof Two<T> kept) {
            return kept;
        }
        if (two.size() != 2) {
            throw new IllegalArgumentException("a table has two slots, not " + two.size());
        }
        return new Two<>(two.get(0), two.get(1));
    }

    /** Two slots, either of them possibly null (an open seat, a player who is here). */
    private static final class Two<T> extends java.util.AbstractList<T> implements java.util.RandomAccess {
        private final T first;
        private final T second;

        Two(T first, T second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public T get(int index) {
            return switch (index) {
                case 0 -> first;
                case 1 -> second;
                default -> throw new IndexOutOfBoundsException("slot " + index + " of 2");
            };
        }

        @Override
        public int size() {
            return 2;
        }
    }

    private static final Set<Mark> NO_MARK = Collections.unmodifiableSet(EnumSet.noneOf(Mark.class));
    private static final Set<Mark> ONLY_X = Collections.unmodifiableSet(EnumSet.of(Mark.X));
    private static final Set<Mark> ONLY_O = Collections.unmodifiableSet(EnumSet.of(Mark.O));
    private static final Set<Mark> BOTH = Collections.unmodifiableSet(EnumSet.allOf(Mark.class));

    /** The same marks as one of the four shared immutable sets there are. */
    private static Set<Mark> marks(Set<Mark> marks) {
        boolean x = marks.contains(Mark.X);
        boolean o = marks.contains(Mark.O);
        return x ? (o ? BOTH : ONLY_X) : (o ? ONLY_O : NO_MARK);
    }

    /**
     * Rebuilds a stored game: the same facts, folded through the same {@link #evolve} as live steps. The clock of
     * the side to move resumes {@code now}: nobody is charged for the time the server was away.
     */
    public static Table rebuild(StoredGame stored, long now) {
        Table table = fold(null, stored.asChanges());
        return table.with(b -> b.clocks = b.clocks.since(now)).withSeq(stored.seq());
    }

    /**
     * The one place a durable fact is applied: a step this node is about to commit, a step another node took, and a
     * game read back from the store all come through here. {@code table} is null only before {@link Change.Created}.
     */
    public static Table evolve(Table table, Change change) {
        return evolve(table, change, null);
    }

    /** {@code changes} applied one after another to {@code table} (null: none yet, the first is a creation). */
    public static Table fold(Table table, List<Change> changes) {
        return fold(table, changes, null);
    }

    /** The same, with the judge's play of the move (see below). */
    static Table fold(Table table, List<Change> changes, Verdict.Played played) {
        for (Change change : changes) {
            table = evolve(table, change, played);
        }
        return table;
    }

    /**
     * The same, where the judge already played the move ({@code played}, or null): it is kept only if it was played
     * on this table's game, the same object, and is the move the change names; else the move is played here.
     */
    static Table evolve(Table table, Change change, Verdict.Played played) {
        if (change instanceof Change.Created c) {
            return new Table(c.code(), c.rules(), c.thinkMillis(), c.paceMillis(), c.clock(), c.takebacks(),
                c.unlisted(), Game.start(c.rules()), 1, 0, Arrays.asList(null, null), Arrays.asList(null, null),
                Set.of(), Set.of(), null, c.at(), Clocks.start(c.clock(), c.at()), Offers.NONE,
                Arrays.asList(null, null), List.of(), List.of(), Opening.of(c.opening()), 0, TakebackBook.EMPTY,
                Arrays.asList(0, 0));
        }
        if (change instanceof Change.Seated s) {
            Level level = s.kind() == SeatKind.BOT ? Level.parse(s.level()) : null;
            Player p = level != null ? Player.computer(level) : Player.person(s.token(), s.name());
            return table.withPlayer(s.slot(), p);
        }
        if (change instanceof Change.Unseated u) {
            return table.unseated(u);
        }
        if (change instanceof Change.Renamed r) {
            return table.withPlayer(r.slot(), table.players.get(r.slot()).renamed(r.name()));
        }
        if (change instanceof Change.Moved mv) {
            return table.moved(mv, played);
        }
        if (change instanceof Change.Status st) {
            return table.statusChanged(st);
        }
        if (change instanceof Change.NewRound n) {
            return table.with(b -> {
                b.game = Game.start(table.rules);
                b.round = n.round();
                b.asksHere = Set.of();
                b.asksElsewhere = Set.of();
                b.comment = null;
                b.lastMoveAt = n.at();
                b.clocks = Clocks.start(table.control, n.at());
                b.offers = Offers.NONE;
                b.drawOfferedAt = Arrays.asList(null, null);
                b.opening = table.opening.fresh(); // the same rule; the opener is whoever sits at X now
                b.takenBack = 0;
                b.takebackBook = TakebackBook.EMPTY;
            });
        }
        if (change instanceof Change.Chose ch) {
            return table.chose(ch);
        }
        if (change instanceof Change.Offered o) {
            // Nothing stands once the round is over.
            if (o.round() != table.round || table.game.isOver()) {
                return table;
            }
            return table.with(b -> {
                b.offers = table.offers.with(o.kind(), o.by());
                if (o.kind() == OfferKind.TAKEBACK && o.by() != null) {
                    b.takebackBook = table.takebackBook.asked(table.slot(o.by()), table.game.ply());
                }
                if (o.kind() == OfferKind.DRAW && o.by() != null) {
                    Integer[] at = table.drawOfferedAt.toArray(new Integer[2]);
                    at[table.slot(o.by())] = table.game.ply();
                    b.drawOfferedAt = Arrays.asList(at);
                }
            });
        }
        if (change instanceof Change.Standing st) {
            // Worked out by a table from the same step's facts, so normally what this table holds already; read back
            // from the store, it is what stood when the server stopped.
            return st.round() != table.round || table.game.isOver() || st.offers().equals(table.offers) ? table
                : table.with(b -> b.offers = st.offers());
        }
        if (change instanceof Change.Scored sc) {
            // The same step's Status already counted it; this fact is for the store.
            return table.series.stream().anyMatch(r -> r.round() == sc.result().round()) ? table
                : table.with(b -> b.series = withResult(table.series, sc.result()));
        }
        if (change instanceof Change.TakenBack tb) {
            if (tb.round() != table.round || tb.ply() > table.game.ply()) {
                return table;
            }
            return table.with(b -> {
                b.game = table.game.upTo(tb.ply());
                // A takeback written before the values came with it: worked out here, by the same rule.
                b.clocks = table.clocks.takenBack(table.control == null ? null : tb.xLeft() != null
                    ? table.bySlot(tb.xLeft(), tb.oLeft())
                    : table.bySlot(table.keptAfterTakeback(Mark.X, tb.ply(), tb.at()),
                        table.keptAfterTakeback(Mark.O, tb.ply(), tb.at())), tb.at());
                b.offers = Offers.NONE;
                b.lastMoveAt = tb.at();
                b.comment = null; // the computer's word on a move that is gone
                b.takenBack = table.takenBack + 1;
                b.takebackBook = table.takebackBook.takenBack(tb.ply());
            });
        }
        if (change instanceof Change.Said said) {
            return table.with(b -> {
                b.chat = kept(table.chat, said.line());
                if (said.line().room() == ChatRoom.PLAYERS && said.line().from() != null) {
                    Integer[] n = table.chatSaid.toArray(new Integer[2]);
                    n[table.slot(said.line().from())]++;
                    b.chatSaid = Arrays.asList(n);
                }
            });
        }
        if (change instanceof Change.Sequenced q) {
            return table.withSeq(q.to());
        }
        if (change instanceof Change.ChatForgotten) {
            return table; // only the store forgets: a room in memory keeps what it shows until it closes
        }
        if (change instanceof Change.Deleted) {
            return table; // only the store forgets; a room in memory closes when idle
        }
        throw new IllegalArgumentException("no rule for " + change);
    }

    private Table moved(Change.Moved mv, Verdict.Played known) {
        Game after = null;
        if (mv.round() == round && mv.ply() == game.ply()) {
            if (known != null && known.from() == game && known.to().ply() == game.ply() + 1
                && known.to().lastMove().x() == mv.x() && known.to().lastMove().y() == mv.y()) {
                after = known.to();
            } else if (game.play(mv.x(), mv.y()) instanceof MoveResult.Played played) {
                after = played.game();
            }
        }
        if (after == null) {
            LOG.log(System.Logger.Level.ERROR,
                "step does not fit " + code + " at round " + round + " ply " + game.ply() + ": " + mv);
            return this;
        }
        Game kept = after;
        Mark mover = game.turn();
        Player p = player(toAct()); // in an opening, who places a stone is not the stone's colour
        return with(b -> {
            b.game = kept;
            // A computer's move brings its own comment; a person's move keeps the last one on show.
            b.comment = p != null && p.isBot() ? mv.comment() : comment;
            b.lastMoveAt = mv.at();
            b.clocks = clocks.moved(slot(mover), mv.clockMs(), mv.at());
            b.takebackBook = takebackBook.moved(game.ply(), clocks.left() == null ? null : clocks.left().get(slot(mover)));
            // A draw offer lapses when the player it was made to moves. A takeback request lapses with any move: the
            // move it asked to undo is no longer the last, and granting it later would undo the granter's own move
            // too (lichess drops it on a move as well).
            Offers left = offers.draw() != null && offers.draw() != mover ? offers.with(OfferKind.DRAW, null) : offers;
            b.offers = left.takeback() != null ? left.with(OfferKind.TAKEBACK, null) : left;
            if (kept.isOver()) {
                b.offers = Offers.NONE;
            }
        });
    }

    /** The seat is open again and the round starts over, as if its player had never come: no stones, no offers. */
    private Table unseated(Change.Unseated u) {
        Player[] left = players.toArray(new Player[2]);
        left[u.slot()] = null;
        Long[] away = awaySince.toArray(new Long[2]);
        away[u.slot()] = null;
        return with(b -> {
            b.players = Arrays.asList(left);
            b.awaySince = Arrays.asList(away);
            b.game = Game.start(rules);
            b.comment = null;
            b.lastMoveAt = u.at();
            b.clocks = Clocks.start(control, u.at());
            b.offers = Offers.NONE;
            b.drawOfferedAt = Arrays.asList(null, null);
            b.opening = opening.fresh();
            b.takenBack = 0;
            b.takebackBook = TakebackBook.EMPTY;
        });
    }

    private Table chose(Change.Chose ch) {
        if (ch.round() != round || ch.ply() != game.ply() || opening.phase(game.ply()) != OpeningPhase.CHOOSE
            || (ch.take() == inrow.protocol.Take.MORE && !opening.moreOffered())) {
            LOG.log(System.Logger.Level.ERROR,
                "choice does not fit " + code + " at round " + round + " ply " + game.ply() + ": " + ch);
            return this;
        }
        return with(b -> {
            b.opening = opening.chose(ch.take());
            b.clocks = clocks.since(ch.at()); // the next turn starts now
            b.lastMoveAt = ch.at();
        });
    }

    /** The round starts, or ends: an ending the board cannot tell (resignation, time...) is applied here. */
    private Table statusChanged(Change.Status st) {
        if (st.round() != round) {
            return this;
        }
        if (st.status() == GameStatus.PLAYING && game.ply() == 0 && !game.isOver()) {
            return with(b -> b.clocks = clocks.since(st.at())); // both seats taken: the first turn starts now
        }
        if (st.status() != GameStatus.OVER) {
            return this;
        }
        Game ended = game;
        if (!game.isOver() && st.reason() != null) {
            ended = switch (st.reason()) {
                case RESIGN, ABANDONED, TIME -> st.winner() == null ? game : game.forfeit(st.winner().other(), st.reason());
                case AGREEMENT, ABORTED -> game.end(null, st.reason());
                case LINE, DRAW -> game; // the board already tells; a record that says otherwise is not followed
            };
        } else if (!game.isOver() && st.winner() != null) {
            ended = game.forfeit(st.winner().other(), Result.Reason.RESIGN);
        }
        Game over = ended;
        Mark run = running();
        return with(b -> {
            b.game = over;
            b.offers = Offers.NONE;
            if (run != null) {
                b.clocks = clocks.stopped(slot(run), st.at()); // the clocks stop where the game ended
            }
            if (series.stream().noneMatch(r -> r.round() == round)) {
                // As the step says: a round rebuilt from the record without its moves still counts in the series.
                // By the seat the winner held when the round began, so the score follows the people by the round's
                // parity even when a swap opening exchanged the seats (the store keeps it as a Change.Scored).
                Mark seriesWinner = st.winner() != null && opening.exchanged() ? st.winner().other() : st.winner();
                b.series = withResult(series, new RoundResult(round, seriesWinner, st.reason()));
            }
        });
    }

    private static List<RoundResult> withResult(List<RoundResult> series, RoundResult result) {
        List<RoundResult> more = new ArrayList<>(series);
        more.add(result);
        return more;
    }

    private static List<ChatLine> kept(List<ChatLine> chat, ChatLine line) {
        List<ChatLine> out = new ArrayList<>(chat);
        out.add(line);
        long same = out.stream().filter(l -> l.room() == line.room()).count();
        if (same > CHAT_KEPT) {
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i).room() == line.room()) {
                    out.remove(i);
                    break;
                }
            }
        }
        return out;
    }

    // ---- reading ----

    /** Slot 0 is whoever was X in round 1; colours swap every round, slots never do. */
    public static int slot(Mark mark, int round) {
        return (mark == Mark.X ? 0 : 1) ^ ((round - 1) & 1);
    }

    public static Mark markOf(int slot, int round) {
        return slot(Mark.X, round) == slot ? Mark.X : Mark.O;
    }

    /** The slot playing this colour now: by the round's parity, exchanged if a swap opening's choice said so. */
    public int slot(Mark mark) {
        return slot(mark, round) ^ (opening.exchanged() ? 1 : 0);
    }

    public Mark markOf(int slot) {
        return slot(Mark.X) == slot ? Mark.X : Mark.O;
    }

    /** Where this round's swap opening stands (always done without one). */
    public OpeningPhase phase() {
        return opening.phase(game.ply());
    }

    /**
     * The seat that must act now: in a swap opening the person placing or choosing, whatever colour the next stone
     * is; otherwise the side to move.
     */
    public Mark toAct() {
        if (phase() == OpeningPhase.DONE) {
            return game.turn();
        }
        int opener = slot(Mark.X, round); // the opener sits at X until colours are settled
        return markOf(opening.openerActs(game.ply()) ? opener : 1 - opener);
    }

    /** The seat of the person who placed the stone of this ply. */
    public Mark placedBy(int ply) {
        Boolean byOpener = opening.placedByOpener(ply);
        if (byOpener == null) {
            return Judge.moverOf(ply);
        }
        int opener = slot(Mark.X, round);
        return markOf(byOpener ? opener : 1 - opener);
    }

    /**
     * Whether both sides have made their first move with colours settled (after a swap opening's stones): from then
     * on the clocks run, an abort is too late and an idle game can be claimed.
     */
    public boolean begun() {
        return opening.settled() && game.ply() >= opening.stones() + 2;
    }

    /** Who sits at this colour this round, or null for an open seat. */
    public Player player(Mark mark) {
        return players.get(slot(mark));
    }

    public GameStatus status() {
        if (game.isOver()) {
            return GameStatus.OVER;
        }
        return full() ? GameStatus.PLAYING : GameStatus.WAITING;
    }

    public boolean full() {
        return players.get(0) != null && players.get(1) != null;
    }

    /** How many seats people hold (not computers). */
    public int people() {
        return (int) players.stream().filter(p -> p != null && !p.isBot()).count();
    }

    /** The first open seat, X before O, or null. */
    public Mark open() {
        for (Mark mark : Mark.values()) {
            if (player(mark) == null) {
                return mark;
            }
        }
        return null;
    }

    /** The seat this token proves, or null. Every filled seat is compared, so timing tells nothing. */
    public Mark holding(String token) {
        Mark found = null;
        for (Mark mark : Mark.values()) {
            Player p = player(mark);
            if (p != null && Tokens.same(p.token(), token)) {
                found = mark;
            }
        }
        return found;
    }

    /** How long the seat's person has had no connection on any node, or -1 when connected (or a computer, or open). */
    public long awayFor(Mark mark, long now) {
        Long since = awaySince.get(slot(mark));
        return since == null ? -1 : now - since;
    }

    /** Every rematch ask of this round, here and on the other nodes. */
    public Set<Mark> asks() {
        EnumSet<Mark> all = EnumSet.noneOf(Mark.class);
        all.addAll(asksHere);
        all.addAll(asksElsewhere);
        return all;
    }

    /**
     * Identifies one turn of one round: a computer's answer for any other turn is stale. A takeback makes the turns
     * after it new ones: the same ply again is another position, to be searched afresh (with the ply alone, the
     * computer took the person's next move for the turn it had answered and never moved again).
     */
    public long turnKey() {
        return ((long) round << 32) | ((long) takenBack << 12) | ((long) game.ply() << 2) | opening.choices().size();
    }

    public boolean neverStarted() {
        return round == 1 && game.ply() == 0 && !game.isOver();
    }

    /** The colour whose clock runs: the side to move, once both sides have made their first move. */
    public Mark running() {
        return control != null && status() == GameStatus.PLAYING && begun() ? game.turn() : null;
    }

    /**
     * The ply from which a colour may offer a draw again (0: now, or whenever it likes): a few moves after its last
     * offer of the round. Kept in memory only, so a restart or another node that loads the room later forgets it
     * (the player may then offer once sooner).
     */
    public int drawOfferFrom(Mark mark) {
        Integer at = drawOfferedAt.get(slot(mark));
        return at == null ? 0 : at + drawOfferGap(rules);
    }

    /** Two values by colour, put in slot order (colours swap slots on a rematch). */
    private java.util.List<Long> bySlot(long x, long o) {
        Long[] slots = new Long[2];
        slots[slot(Mark.X)] = x;
        slots[slot(Mark.O)] = o;
        return java.util.Arrays.asList(slots);
    }

    /**
     * What a colour's clock keeps when the round goes back to its first {@code back} moves at {@code at}: its time
     * then, less the increments its moves being taken back earned (or moving fast and taking back would bank time);
     * null when untimed. Only moves made once the clocks ran earned one.
     */
    public Long keptAfterTakeback(Mark mark, int back, long at) {
        if (control == null) {
            return null;
        }
        int earned = 0;
        for (int ply = Math.max(back, opening.stones() + 2); ply < game.ply(); ply++) {
            earned += Judge.moverOf(ply) == mark ? 1 : 0;
        }
        return Math.max(0, timeLeft(mark, at) - earned * control.incrementMs());
    }

    /**
     * What the colour that grants a takeback keeps when the round goes back to its first {@code back} moves: its
     * clock as it was then, the time it spent on its moves taken back given back (and their increments gone), so
     * granting costs nothing (a computer lost on time after four ask-and-grant cycles); null when untimed.
     */
    public Long restoredAfterTakeback(Mark mark, int back) {
        if (control == null) {
            return null;
        }
        for (int ply = back; ply < game.ply(); ply++) {
            if (Judge.moverOf(ply) == mark && takebackBook.turnStart(ply) != null) {
                return takebackBook.turnStart(ply);
            }
        }
        return clocks.left().get(slot(mark)); // it has not moved since: as of its turn's start if its clock runs
    }

    /** The ply from which a colour may ask for a takeback again (0: now): a refused request is not repeated at once. */
    public int takebackAskFrom(Mark mark) {
        return takebackBook.askFrom(slot(mark));
    }

    /** A colour's time left at {@code now}, or -1 when untimed. */
    public long timeLeft(Mark mark, long now) {
        return control == null ? -1 : clocks.leftAt(slot(mark), mark == running(), now);
    }

    /**
     * Players' chat lines said this game by the colour's player, and by both (counted from the lines this table saw:
     * a room read back from the store counts the last lines it keeps, the store's last fifty).
     */
    public int chatSaidBy(Mark mark) {
        return chatSaid.get(slot(mark));
    }

    public int chatSaidInAll() {
        return chatSaid.get(0) + chatSaid.get(1);
    }

    /** The chat lines a connection may read ({@link #mayRead}). */
    public List<ChatLine> chatFor(boolean seated) {
        boolean over = status() == GameStatus.OVER;
        return chat.stream().filter(l -> mayRead(l.room(), seated, over)).toList();
    }

    /**
     * Who reads a chat room: the players' chat is the two players' alone, always (as on lichess: a spectator, or
     * anyone opening the finished game, never reads it); the spectators' is theirs while the game is on, and the
     * players' too once it is over.
     */
    static boolean mayRead(ChatRoom room, boolean seated, boolean over) {
        return seated ? room == ChatRoom.PLAYERS || over : room == ChatRoom.SPECTATORS;
    }

    // ---- what is not stored ----

    /** A table to change a few things of: everything else is copied. */
    private static final class Builder {
        Game game;
        int round;
        long seq;
        List<Player> players;
        List<Long> awaySince;
        Set<Mark> asksHere;
        Set<Mark> asksElsewhere;
        String comment;
        long lastMoveAt;
        Clocks clocks;
        Offers offers;
        List<Integer> drawOfferedAt;
        List<RoundResult> series;
        List<ChatLine> chat;
        Opening opening;
        int takenBack;
        TakebackBook takebackBook;
        List<Integer> chatSaid;
    }

    private Table with(java.util.function.Consumer<Builder> edit) {
        Builder b = new Builder();
        b.game = game;
        b.round = round;
        b.seq = seq;
        b.players = players;
        b.awaySince = awaySince;
        b.asksHere = asksHere;
        b.asksElsewhere = asksElsewhere;
        b.comment = comment;
        b.lastMoveAt = lastMoveAt;
        b.clocks = clocks;
        b.offers = offers;
        b.drawOfferedAt = drawOfferedAt;
        b.series = series;
        b.chat = chat;
        b.opening = opening;
        b.takenBack = takenBack;
        b.takebackBook = takebackBook;
        b.chatSaid = chatSaid;
        edit.accept(b);
        return new Table(code, rules, thinkMillis, paceMillis, control, takebacks, unlisted, b.game, b.round, b.seq,
            b.players, b.awaySince, b.asksHere, b.asksElsewhere, b.comment, b.lastMoveAt, b.clocks, b.offers,
            b.drawOfferedAt, b.series, b.chat, b.opening, b.takenBack, b.takebackBook, b.chatSaid);
    }

    public Table withSeq(long step) {
        return with(b -> b.seq = step);
    }

    Table withPlayer(int slot, Player player) {
        Player[] next = players.toArray(new Player[2]);
        next[slot] = player;
        return with(b -> b.players = Arrays.asList(next));
    }

    // These two are applied after every change (who is here, the other nodes' asks) and nearly always change
    // nothing: then the table is kept, not copied.

    Table withAwaySince(List<Long> bySlot) {
        return bySlot.equals(awaySince) ? this : with(b -> b.awaySince = bySlot);
    }

    Table withAsks(Set<Mark> here, Set<Mark> elsewhere) {
        if (here.equals(asksHere) && elsewhere.equals(asksElsewhere)) {
            return this;
        }
        return with(b -> {
            b.asksHere = here;
            b.asksElsewhere = elsewhere;
        });
    }

    /** This table with the view-only state another table had (absences, asks of the same round, the comment). */
    Table keeping(Table before) {
        boolean sameRound = before.round == round;
        // The record does not go on from the moves this table had: a takeback was among the steps it missed. The
        // count goes up, so the turns after it are new ones to a computer (its turn key), as on the step-by-step
        // path, and the computer's word on the move taken back goes.
        List<inrow.engine.Point> had = before.game.moves();
        List<inrow.engine.Point> now = game.moves();
        boolean goesOn = sameRound && had.size() <= now.size() && now.subList(0, had.size()).equals(had);
        return with(b -> {
            b.awaySince = before.awaySince;
            b.asksHere = sameRound ? before.asksHere : Set.of();
            b.asksElsewhere = sameRound ? before.asksElsewhere : Set.of();
            b.comment = goesOn ? before.comment : null;
            b.drawOfferedAt = sameRound ? before.drawOfferedAt : Arrays.asList(null, null);
            b.chat = before.chat.size() > chat.size() ? before.chat : chat;
            b.chatSaid = Arrays.asList(Math.max(before.chatSaid.get(0), chatSaid.get(0)),
                Math.max(before.chatSaid.get(1), chatSaid.get(1)));
            b.takenBack = !sameRound ? takenBack : goesOn ? before.takenBack : before.takenBack + 1;
            b.takebackBook = sameRound ? takebackBook.askedAs(before.takebackBook) : takebackBook;
        });
    }
}
