package inrow.game;

import inrow.engine.CanonicalOpening;
import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything kept of one game, enough to rebuild its room exactly: rules, bot timings, clock and takeback
 * settings, the players by slot (null where a seat was never taken), the round, its moves with the mover's time
 * left after each (null when untimed), how it ended if a replay cannot tell (resignation, time...), how every
 * finished round ended, and the players' chat. {@code seq} counts the steps sequenced in cluster mode (0 on a
 * single node). {@code opening}: the game's swap opening (null: none), and {@code choices} the round's choices in
 * it, in order (the first made with three stones on the board, swap2's second with five). {@code offers}: the
 * round's standing draw offer and takeback request. {@code unlisted}: left out of the lobby. {@code ratedKind}: the
 * game kind its rounds are rated in, null for a casual game. {@code tournament}: renju's tournament opening (null:
 * none), and {@code steps} the round's steps in it, spelt as {@link TournamentMove#code}; its stones are not among
 * {@code moves}, which then start at the opening's last stone. {@code canonical}: the canonical renju opening every
 * round starts with (null: none); its three stones are not among {@code moves} either.
 */
public record StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                         boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                         GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                         List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                         List<Take> choices, Offers offers, boolean unlisted, String ratedKind,
                         TournamentRule tournament, List<String> steps, CanonicalOpening canonical) {

    public StoredGame {
        choices = choices == null ? List.of() : List.copyOf(choices);
        offers = offers == null ? Offers.NONE : offers;
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** No canonical opening. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                      List<Take> choices, Offers offers, boolean unlisted, String ratedKind,
                      TournamentRule tournament, List<String> steps) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, opening, choices, offers, unlisted, ratedKind, tournament,
            steps, null);
    }

    /** Casual, with a tournament opening or none. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                      List<Take> choices, Offers offers, boolean unlisted, TournamentRule tournament,
                      List<String> steps) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, opening, choices, offers, unlisted, null, tournament,
            steps);
    }

    /** No tournament opening. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                      List<Take> choices, Offers offers, boolean unlisted, String ratedKind) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, opening, choices, offers, unlisted, ratedKind, null,
            List.of());
    }

    /** Casual, no tournament opening. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                      List<Take> choices, Offers offers, boolean unlisted) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, opening, choices, offers, unlisted, (String) null);
    }

    /** Listed in the lobby. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq, OpeningRule opening,
                      List<Take> choices, Offers offers) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, opening, choices, offers, false);
    }

    /** A game without a swap opening or a standing offer. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, TimeControl clock,
                      boolean takebacks, List<Slot> slots, int round, List<Point> moves, List<Long> moveClocks,
                      GameStatus status, Mark winner, Result.Reason reason, List<RoundResult> series,
                      List<ChatLine> chat, long createdAt, long updatedAt, long seq) {
        this(code, rules, thinkMillis, paceMillis, clock, takebacks, slots, round, moves, moveClocks, status, winner,
            reason, series, chat, createdAt, updatedAt, seq, null, List.of(), Offers.NONE);
    }

    /**
     * {@code level}: a computer's level code, null for a person; {@code account}: the seat's owner, or null;
     * {@code berserkMs}: the clock this seat's berserk left it in the stored round, or null (no berserk).
     */
    public record Slot(String token, String name, SeatKind kind, String level, String account, Long berserkMs) {
        public Slot(String token, String name, SeatKind kind, String level, String account) {
            this(token, name, kind, level, account, null);
        }

        public Slot(String token, String name, SeatKind kind, String level) {
            this(token, name, kind, level, null);
        }
    }

    /** A game as the first release kept it: untimed, takebacks on, no series or chat recorded. */
    public StoredGame(String code, Rules rules, long thinkMillis, long paceMillis, List<Slot> slots, int round,
                      List<Point> moves, GameStatus status, Mark winner, Result.Reason reason, long createdAt,
                      long updatedAt, long seq) {
        this(code, rules, thinkMillis, paceMillis, null, true, slots, round, moves, null, status, winner, reason,
            List.of(), List.of(), createdAt, updatedAt, seq);
    }

    /** Who sits at this colour in the stored round (after its opening's choices), or null for a seat never taken. */
    public Slot seat(Mark mark) {
        int slot = slotAt(mark);
        return slot < slots.size() ? slots.get(slot) : null;
    }

    /** The slot that plays this colour in the stored round, after its opening's choices. */
    public int slotAt(Mark mark) {
        boolean exchanged = new Opening(opening, choices).exchanged()
            ^ (tournament != null && tournamentOpening().exchanged());
        return Table.slot(mark, round) ^ (exchanged ? 1 : 0);
    }

    /** The round's tournament opening as its steps leave it (call only with a tournament). */
    private TournamentOpening tournamentOpening() {
        return openingOf(tournament, rules, steps);
    }

    private static TournamentOpening openingOf(TournamentRule rule, Rules rules, List<String> steps) {
        return TournamentOpening.replay(rule, rules, steps.stream().map(s -> TournamentMove.parse(rules, s)).toList());
    }

    /**
     * The stones a tournament opening's steps put on the board, in order (none without one): a store keeps them in
     * the steps, not among the moves, until the round is over.
     */
    public static List<Point> openingStones(TournamentRule rule, Rules rules, List<String> steps) {
        return rule == null || steps.isEmpty() ? List.of() : openingOf(rule, rules, steps).game().moves();
    }

    /** The round's stones as they went down, as the page and a record list them: the opening's, then the moves. */
    public List<Point> stones() {
        List<Point> opening = canonical != null ? canonical.stones(rules) : openingStones(tournament, rules, steps);
        if (opening.isEmpty()) {
            return moves;
        }
        List<Point> all = new ArrayList<>(opening);
        all.addAll(moves);
        return all;
    }

    /**
     * The facts that rebuild this game, in the order they happened as far as the record tells: creation, seats,
     * the rounds before this one, the chat, this round's opening steps, berserks and moves, its standing offers, and
     * its ending. Folding them through {@link Table#evolve} gives the room.
     */
    public List<Change> asChanges() {
        List<Change> changes = new ArrayList<>();
        changes.add(new Change.Created(code, rules, thinkMillis, paceMillis, clock, takebacks, createdAt, opening,
            unlisted, ratedKind, tournament, canonical));
        for (int slot = 0; slot < slots.size(); slot++) {
            Slot s = slots.get(slot);
            if (s != null) {
                changes.add(new Change.Seated(code, slot, s.token(), s.name(), s.kind(), s.level(), s.account()));
            }
        }
        // Earlier rounds: each started and ended as recorded (their moves are kept, but not needed to go on).
        for (RoundResult r : series) {
            if (r.round() < round) {
                if (r.round() > 1) {
                    changes.add(new Change.NewRound(code, r.round(), createdAt));
                }
                changes.add(new Change.Status(code, r.round(), GameStatus.OVER, r.winner(), r.reason(), createdAt));
            }
        }
        if (round != 1) {
            changes.add(new Change.NewRound(code, round, updatedAt));
        }
        for (ChatLine line : chat) {
            changes.add(new Change.Said(code, line));
        }
        if (status != GameStatus.WAITING) {
            changes.add(new Change.Status(code, round, GameStatus.PLAYING, null, null, updatedAt));
        }
        for (String step : steps) {
            changes.add(new Change.Stepped(code, round, step, updatedAt));
        }
        // Before the moves: a berserk comes before its player's first move, and each move sets only its mover's
        // clock, so a berserker who has moved since ends with their move's clock, one who has not with the half.
        for (int slot = 0; slot < slots.size() && status != GameStatus.WAITING; slot++) {
            Slot s = slots.get(slot);
            if (s != null && s.berserkMs() != null) {
                changes.add(new Change.Berserked(code, round, slot, s.berserkMs()));
            }
        }
        // Moves start after an opening's stones.
        int first = canonical != null ? 3 : tournament == null ? 0 : tournamentOpening().game().ply();
        for (int ply = 0; ply <= moves.size(); ply++) {
            // A choice is made with three stones on the board, swap2's second with five.
            int choice = (ply - Opening.FIRST_STONES) / Opening.MORE_STONES;
            if (ply >= Opening.FIRST_STONES && (ply - Opening.FIRST_STONES) % Opening.MORE_STONES == 0
                && choice < choices.size()) {
                changes.add(new Change.Chose(code, round, ply, choices.get(choice), updatedAt));
            }
            if (ply == moves.size()) {
                break;
            }
            Point p = moves.get(ply);
            Long left = moveClocks == null || ply >= moveClocks.size() ? null : moveClocks.get(ply);
            changes.add(new Change.Moved(code, round, first + ply, p.x(), p.y(), updatedAt, left, null));
        }
        // After the moves they stand on: what stood when the game was last written, as the table had worked it out.
        if (!offers.equals(Offers.NONE)) {
            changes.add(new Change.Standing(code, round, offers));
        }
        changes.add(new Change.Status(code, round, status, winner, reason, updatedAt));
        return changes;
    }
}
