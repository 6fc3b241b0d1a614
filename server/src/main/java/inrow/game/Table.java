package inrow.game;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.List;

/**
 * A room's durable state as one immutable value, in the parts that change together: how the game is played
 * ({@link Setup}, fixed at creation), who sits in each slot, the round in play ({@link Round}), the series so far,
 * the recent chat, and the step the ledger numbered last. Durable facts change it only through {@link Reducer}; who
 * is connected is not here (see {@link Whereabouts}).
 *
 * <p>Players are kept by slot (slot 0 was X in round 1), so a rematch's colour swap is only the round's parity, and
 * a swap opening's seat exchange one bit more ({@link Opening#exchanged}): {@link #markOf} and {@link #slot}
 * translate.
 */
public record Table(Setup setup, List<Player> players, Round current, List<RoundResult> series, Chat chat,
                    long seq) {
    /**
     * Moves after a player's draw offer before that player may offer again (lichess waits 20 plies in chess, whose
     * games are longer): an offer declined or lapsed is not repeated at every move. The most; see
     * {@link #drawOfferGap}.
     */
    public static final int DRAW_OFFER_GAP = 10;

    /**
     * The wait between a player's draw offers on this board: an eighth of its points, from 2 to
     * {@link #DRAW_OFFER_GAP}. Ten on a board of nine points meant "Draw from move 13" in a game of at most nine.
     */
    public static int drawOfferGap(Rules rules) {
        return Math.max(2, Math.min(DRAW_OFFER_GAP, rules.width() * rules.height() / 8));
    }

    public Table {
        players = Slots.copy(players);
        series = List.copyOf(series);
    }

    /** A stored game rebuilt through the one reducer (see {@link Reducer#rebuild}). */
    public static Table rebuild(StoredGame stored, long now) {
        return Reducer.rebuild(stored, now);
    }

    /** The table after one durable fact (see {@link Reducer#evolve}); null before {@link Change.Created}. */
    public static Table evolve(Table table, Change change) {
        return Reducer.evolve(table, change, null).table();
    }

    /** {@code changes} applied one after another to {@code table} (null: none yet, the first is a creation). */
    public static Table fold(Table table, List<Change> changes) {
        return Reducer.fold(table, changes, null).table();
    }

    // ---- the parts, as the rest of the server reads them ----

    public String code() {
        return setup.code();
    }

    public Rules rules() {
        return setup.rules();
    }

    public long thinkMillis() {
        return setup.thinkMillis();
    }

    public long paceMillis() {
        return setup.paceMillis();
    }

    public TimeControl control() {
        return setup.control();
    }

    public boolean takebacks() {
        return setup.takebacks();
    }

    public boolean unlisted() {
        return setup.unlisted();
    }

    public Game game() {
        return current.game();
    }

    /** The round's number: 1, then one more at every rematch. */
    public int round() {
        return current.number();
    }

    public String comment() {
        return current.comment();
    }

    public long lastMoveAt() {
        return current.lastMoveAt();
    }

    public Clocks clocks() {
        return current.clocks();
    }

    public Offers offers() {
        return current.offers();
    }

    public Opening opening() {
        return current.opening();
    }

    public int takenBack() {
        return current.takenBack();
    }

    TakebackBook takebackBook() {
        return current.takebackBook();
    }

    // ---- reading ----

    /** Slot 0 is whoever was X in round 1; colours swap every round, slots never do. */
    public static int slot(Mark mark, int round) {
        return (mark == Mark.X ? 0 : 1) ^ ((round - 1) & 1);
    }

    public static Mark markOf(int slot, int round) {
        return slot(Mark.X, round) == slot ? Mark.X : Mark.O;
    }

    /** The side that places the stone of this ply, in the game's own order (X first). */
    public static Mark moverOf(int ply) {
        return ply % 2 == 0 ? Mark.X : Mark.O;
    }

    /** The slot playing this colour now: by the round's parity, exchanged if a swap opening's choice said so. */
    public int slot(Mark mark) {
        boolean exchanged = opening().exchanged() ^ (current.tournament() != null && current.tournament().exchanged());
        return slot(mark, round()) ^ (exchanged ? 1 : 0);
    }

    public Mark markOf(int slot) {
        return slot(Mark.X) == slot ? Mark.X : Mark.O;
    }

    /** Where this round's swap opening stands (always done without one). */
    public OpeningPhase phase() {
        return opening().phase(game().ply());
    }

    /**
     * The seat that must act now: in a swap opening the person placing or choosing, whatever colour the next stone
     * is; otherwise the side to move.
     */
    public Mark toAct() {
        if (current.inTournament()) {
            // The opening names people by the seat they held when the round began.
            return markOf(slot(current.tournament().actor(), round()));
        }
        if (phase() == OpeningPhase.DONE) {
            return game().turn();
        }
        int opener = slot(Mark.X, round()); // the opener sits at X until colours are settled
        return markOf(opening().openerActs(game().ply()) ? opener : 1 - opener);
    }

    /** The seat of the person who placed the stone of this ply. */
    public Mark placedBy(int ply) {
        Boolean byOpener = opening().placedByOpener(ply);
        if (byOpener == null) {
            return moverOf(ply);
        }
        int opener = slot(Mark.X, round());
        return markOf(byOpener ? opener : 1 - opener);
    }

    /**
     * Whether both sides have made their first move with colours settled (after a swap opening's stones): from then
     * on the clocks run, an abort is too late and an idle game can be claimed.
     */
    public boolean begun() {
        return opening().settled() && !current.inTournament() && game().ply() >= setup.openingStones(current) + 2;
    }

    /** Who sits at this colour this round, or null for an open seat. */
    public Player player(Mark mark) {
        return players.get(slot(mark));
    }

    public GameStatus status() {
        if (game().isOver()) {
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

    /** Whether a computer holds a seat. */
    public boolean hasComputer() {
        return players.stream().anyMatch(p -> p != null && p.isBot());
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
            if (p != null && p.holds(token)) {
                found = mark;
            }
        }
        return found;
    }

    /**
     * Identifies one turn of one round: a computer's answer for any other turn is stale. A takeback makes the turns
     * after it new ones: the same ply again is another position, to be searched afresh (with the ply alone, the
     * computer took the person's next move for the turn it had answered and never moved again).
     */
    public long turnKey() {
        // A tournament opening's steps that place no stone (a swap) are new turns too.
        return ((long) round() << 32) | ((long) takenBack() << 12)
            | ((long) (game().ply() + current.tournamentSteps()) << 2) | opening().choices().size();
    }

    public boolean neverStarted() {
        return round() == 1 && game().ply() == 0 && !game().isOver();
    }

    /** The colour whose clock runs: the side to move, once both sides have made their first move. */
    public Mark running() {
        return control() != null && status() == GameStatus.PLAYING && begun() ? game().turn() : null;
    }

    /**
     * The ply from which a colour may offer a draw again (0: now, or whenever it likes): a few moves after its last
     * offer of the round. Kept in memory only, so a restart or another node that loads the room later forgets it
     * (the player may then offer once sooner).
     */
    public int drawOfferFrom(Mark mark) {
        Integer at = current.drawOfferedAt().get(slot(mark));
        return at == null ? 0 : at + drawOfferGap(rules());
    }

    /** Two values by colour, put in slot order (colours swap slots on a rematch). */
    List<Long> bySlot(long x, long o) {
        return slot(Mark.X) == 0 ? Slots.of(x, o) : Slots.of(o, x);
    }

    /** The ply from which a colour may ask for a takeback again (0: now): a refused request is not repeated at once. */
    public int takebackAskFrom(Mark mark) {
        return takebackBook().askFrom(slot(mark));
    }

    /** A colour's time left at {@code now}, or -1 when untimed. */
    public long timeLeft(Mark mark, long now) {
        return control() == null ? -1 : clocks().leftAt(slot(mark), mark == running(), now);
    }

    /** Players' chat lines said this game by the colour's player ({@link Chat}). */
    public int chatSaidBy(Mark mark) {
        return chat.saidBySlot().get(slot(mark));
    }

    public int chatSaidInAll() {
        return chat.saidBySlot().get(0) + chat.saidBySlot().get(1);
    }

    /** The chat lines a connection may read ({@link #mayRead}). */
    public List<ChatLine> chatFor(boolean seated) {
        boolean over = status() == GameStatus.OVER;
        return chat.lines().stream().filter(l -> mayRead(l.room(), seated, over)).toList();
    }

    /**
     * Who reads a chat room: the players' chat is the two players' alone, always (as on lichess: a spectator, or
     * anyone opening the finished game, never reads it); the spectators' is theirs while the game is on, and the
     * players' too once it is over.
     */
    public static boolean mayRead(ChatRoom room, boolean seated, boolean over) {
        return seated ? room == ChatRoom.PLAYERS || over : room == ChatRoom.SPECTATORS;
    }

    // ---- new tables ----

    public Table withSeq(long step) {
        return new Table(setup, players, current, series, chat, step);
    }

    Table withPlayer(int slot, Player player) {
        return new Table(setup, Slots.with(players, slot, player), current, series, chat, seq);
    }

    Table with(Round round) {
        return new Table(setup, players, round, series, chat, seq);
    }

    Table with(List<Player> seated, Round round) {
        return new Table(setup, seated, round, series, chat, seq);
    }

    Table with(Round round, List<RoundResult> results) {
        return new Table(setup, players, round, results, chat, seq);
    }

    Table with(Chat said) {
        return new Table(setup, players, current, series, said, seq);
    }

    /**
     * This table, rebuilt from the record by a catch-up, with what only the memory of the one before it held (the
     * comment, the draw offers' spacing, the takeback asks, the chat it saw).
     */
    public Table keeping(Table before) {
        boolean sameRound = before.round() == round();
        // The record does not go on from the moves this table had: a takeback was among the steps it missed. The
        // count goes up, so the turns after it are new ones to a computer (its turn key), as on the step-by-step
        // path, and the computer's word on the move taken back goes.
        List<Point> had = before.game().moves();
        List<Point> now = game().moves();
        boolean goesOn = sameRound && had.size() <= now.size() && now.subList(0, had.size()).equals(had);
        Round remembered = current.remembering(goesOn ? before.comment() : null,
            sameRound ? before.current.drawOfferedAt() : Slots.none(),
            !sameRound ? takenBack() : goesOn ? before.takenBack() : before.takenBack() + 1,
            sameRound ? takebackBook().askedAs(before.takebackBook()) : takebackBook());
        return new Table(setup, players, remembered, series, chat.longest(before.chat), seq);
    }
}
