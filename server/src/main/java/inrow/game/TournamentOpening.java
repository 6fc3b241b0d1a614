package inrow.game;

import inrow.engine.CanonicalOpening;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.MoveResult;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.engine.Symmetry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A tournament opening ({@link TournamentRule}) in progress, as a pure value: the stones so far, whether the two
 * people exchanged colours, what the opening waits for, the number of fifth moves declared (Soosorv) and the fifths
 * offered. People are named by the seat they sat at when the round began: the opener at {@code X} starts as black.
 * Every step returns the next value or a refusal; a refused step changes nothing.
 *
 * <p>A swap is decided once after each stage, by the person the rule calls "the other player": the one who did not
 * place the stone just placed, who is also the one holding the colour of the next stone.
 */
public record TournamentOpening(TournamentRule rule, Game game, boolean exchanged, TournamentStep step, int declared,
                         List<Point> offered) {
    public TournamentOpening {
        offered = List.copyOf(offered);
    }

    /** What a step gives: the opening after it, or why not (and nothing changed). */
    public sealed interface Answer {
        record Next(TournamentOpening opening) implements Answer {
        }

        record No(Refusal why, String message) implements Answer {
        }
    }

    /** A fresh opening of {@code rule} on an empty renju board. */
    public static TournamentOpening start(TournamentRule rule, Rules rules) {
        if (!CanonicalOpening.fits(rules)) {
            throw new IllegalArgumentException("a tournament opening needs an odd square board: " + rules);
        }
        return new TournamentOpening(rule, Game.start(rules), false, TournamentStep.PLACE, 0, List.of());
    }

    /** {@code move} taken by {@code by}. */
    public Answer apply(Mark by, TournamentMove move) {
        if (move instanceof TournamentMove.Place p) {
            return place(by, p.at());
        } else if (move instanceof TournamentMove.Swap s) {
            return swap(by, s.take());
        } else if (move instanceof TournamentMove.Declare d) {
            return declare(by, d.fourth(), d.fifths());
        } else if (move instanceof TournamentMove.Fifth f) {
            return placeFifth(by, f.at());
        } else if (move instanceof TournamentMove.Offer o) {
            return offer(by, o.fifths());
        } else if (move instanceof TournamentMove.Pick p) {
            return pick(by, p.fifth());
        }
        throw new IllegalArgumentException("no such step: " + move);
    }

    /**
     * The opening after {@code moves}, each taken by whoever had to act: a record's replay. A step the rules refuse
     * means the record is corrupt, which is a bug, not input.
     */
    public static TournamentOpening replay(TournamentRule rule, Rules rules, List<TournamentMove> moves) {
        TournamentOpening t = start(rule, rules);
        for (TournamentMove m : moves) {
            Answer a = t.apply(t.actor(), m);
            if (a instanceof Answer.No no) {
                throw new IllegalStateException("step " + m.code(rules) + " is refused: " + no.message());
            }
            t = ((Answer.Next) a).opening();
        }
        return t;
    }

    /** The fifths offered, in notation ("g8"), as the step messages spell points. */
    public List<String> offeredNames() {
        return offered.stream().map(p -> TournamentMove.name(p, game.rules())).toList();
    }

    /** The seat of the person holding {@code colour} now. */
    public Mark holder(Mark colour) {
        return exchanged ? colour.other() : colour;
    }

    /** The colour of the next stone on the board. */
    private Mark next() {
        return game.ply() % 2 == 0 ? Mark.X : Mark.O;
    }

    /** The seat that must act now, or null when the opening is over. */
    public Mark actor() {
        return switch (step) {
            case PLACE -> rule == TournamentRule.SOOSORV_8 ? Mark.X : holder(next()); // Soosorv: the opener's 26
            case SWAP -> holder(next());
            case DECLARE, PICK -> holder(Mark.O);
            case FIFTH, OFFER -> holder(Mark.X);
            case DONE -> null;
        };
    }

    /**
     * The side of the central square a stone of this ply must lie in (1: the centre itself), or 0 for anywhere:
     * 1, 3, 5 for the first three (Soosorv's 26 openings are exactly these, see {@link CanonicalOpening}); 7 for
     * Taraguchi's 4th and 9 for its single 5th.
     */
    public int area(int ply) {
        if (ply < 3) {
            return 2 * ply + 1;
        }
        if (rule == TournamentRule.TARAGUCHI_10 && ply <= 4) {
            return 2 * ply + 1;
        }
        return 0;
    }

    /**
     * Places the next of the first stones: Soosorv's opener places all three of one of the 26 openings; Taraguchi's
     * stones one at a time by their colour's holder, each followed by a swap decision.
     */
    public Answer place(Mark by, Point p) {
        Answer.No no = check(by, TournamentStep.PLACE);
        if (no != null) {
            return no;
        }
        Placed after = put(p, area(game.ply()));
        if (after.no() != null) {
            return after.no();
        }
        Game g = after.game();
        boolean more = rule == TournamentRule.SOOSORV_8 && g.ply() < 3;
        return next(g, exchanged, more ? TournamentStep.PLACE : TournamentStep.SWAP, declared, offered);
    }

    /** The other player swaps colours ({@code take}) or keeps them; either way the opening goes on. */
    public Answer swap(Mark by, boolean take) {
        Answer.No no = check(by, TournamentStep.SWAP);
        if (no != null) {
            return no;
        }
        int ply = game.ply();
        TournamentStep then;
        if (rule == TournamentRule.SOOSORV_8) {
            then = ply == 3 ? TournamentStep.DECLARE : TournamentStep.OFFER;
        } else {
            then = ply < 4 ? TournamentStep.PLACE : ply == 4 ? TournamentStep.FIFTH : TournamentStep.DONE;
        }
        return next(game, exchanged ^ take, then, declared, offered);
    }

    /** Soosorv: white places the 4th stone anywhere and declares how many fifth moves black will offer (1 to 8). */
    public Answer declare(Mark by, Point fourth, int fifths) {
        Answer.No no = check(by, TournamentStep.DECLARE);
        if (no != null) {
            return no;
        }
        if (fifths < 1 || fifths > rule.fifths()) {
            return new Answer.No(Refusal.BAD_MESSAGE, "Declare from 1 to " + rule.fifths() + " fifth moves.");
        }
        Placed after = put(fourth, 0);
        return after.no() != null ? after.no() : next(after.game(), exchanged, TournamentStep.SWAP, fifths, offered);
    }

    /** Taraguchi: black plays one 5th stone within the central 9x9 square; the other player may then swap. */
    public Answer placeFifth(Mark by, Point p) {
        Answer.No no = check(by, TournamentStep.FIFTH);
        if (no != null) {
            return no;
        }
        Placed after = put(p, area(game.ply()));
        return after.no() != null ? after.no() : next(after.game(), exchanged, TournamentStep.SWAP, declared, offered);
    }

    /** How many fifth moves black must offer now: the number declared (Soosorv) or ten (Taraguchi). */
    public int fifthsDue() {
        return rule == TournamentRule.SOOSORV_8 ? declared : rule.fifths();
    }

    /**
     * Black offers the fifth moves: exactly {@link #fifthsDue} of them, each a legal point, no two the same position
     * up to the board's symmetries (white's choice among them would be no choice).
     */
    public Answer offer(Mark by, List<Point> fifths) {
        TournamentStep due = rule == TournamentRule.SOOSORV_8 ? TournamentStep.OFFER : TournamentStep.FIFTH;
        Answer.No no = check(by, due);
        if (no != null) {
            return no;
        }
        if (fifths.size() != fifthsDue()) {
            return new Answer.No(Refusal.BAD_MESSAGE, "Offer exactly " + fifthsDue() + " fifth moves, not "
                + fifths.size() + ".");
        }
        if (new HashSet<>(fifths).size() != fifths.size()) {
            return new Answer.No(Refusal.BAD_MESSAGE, "The same point is offered twice.");
        }
        for (Point p : fifths) {
            Answer.No refused = put(p, 0).no();
            if (refused != null) {
                return refused;
            }
        }
        for (int i = 0; i < fifths.size(); i++) {
            for (int j = i + 1; j < fifths.size(); j++) {
                if (symmetric(fifths.get(i), fifths.get(j))) {
                    Rules r = game.rules();
                    return new Answer.No(Refusal.NOT_ALLOWED, "Offers " + fifths.get(i).name(r.height()) + " and "
                        + fifths.get(j).name(r.height()) + " are symmetrical: they leave the same position.");
                }
            }
        }
        return next(game, exchanged, TournamentStep.PICK, declared, fifths);
    }

    /** White takes one of the offered fifth moves; it goes on the board and white plays the 6th as usual. */
    public Answer pick(Mark by, Point p) {
        Answer.No no = check(by, TournamentStep.PICK);
        if (no != null) {
            return no;
        }
        if (!offered.contains(p)) {
            return new Answer.No(Refusal.NOT_ALLOWED, "Pick one of the fifth moves black offered.");
        }
        return next(put(p, 0).game(), exchanged, TournamentStep.DONE, declared, offered);
    }

    /** Whether black's fifth at {@code a} and at {@code b} leave the same position up to the board's symmetries. */
    public boolean symmetric(Point a, Point b) {
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        List<Point> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            (i % 2 == 0 ? black : white).add(moves.get(i));
        }
        List<Point> withA = new ArrayList<>(black);
        withA.add(a);
        List<Point> withB = new ArrayList<>(black);
        withB.add(b);
        return Symmetry.congruent(game.rules(), withA, white, withB, white);
    }

    // ---- the parts every step shares ----

    private Answer.No check(Mark by, TournamentStep expected) {
        if (step == TournamentStep.DONE) {
            return new Answer.No(Refusal.NOT_ALLOWED, "The opening is over: play goes on by the renju rules.");
        }
        if (step != expected) {
            return new Answer.No(Refusal.NOT_ALLOWED, "Not now: the opening waits for " + waitsFor() + ".");
        }
        if (by != actor()) {
            return new Answer.No(Refusal.NOT_YOUR_TURN, "Not yours: the other player " + waitsFor() + ".");
        }
        return null;
    }

    private String waitsFor() {
        return switch (step) {
            case PLACE -> "a stone";
            case SWAP -> "a swap decision";
            case DECLARE -> "the 4th stone and the number of fifth moves";
            case FIFTH -> "black's fifth move or ten offered";
            case OFFER -> declared + " fifth moves offered";
            case PICK -> "white's pick of a fifth move";
            case DONE -> "nothing";
        };
    }

    /** The game with the next stone at {@code p} within the central square of side {@code side} (0: anywhere). */
    private Placed put(Point p, int side) {
        Rules r = game.rules();
        int c = r.width() / 2;
        int half = side / 2;
        if (side > 0 && (Math.abs(p.x() - c) > half || Math.abs(p.y() - c) > half)) {
            String where = side == 1 ? "The first stone goes on the centre."
                : "This stone goes within the central " + side + "x" + side + " square.";
            return new Placed(null, new Answer.No(Refusal.OUT_OF_BOUNDS, where));
        }
        MoveResult played = game.play(p.x(), p.y());
        if (played instanceof MoveResult.Refused no) {
            Refusal why = switch (no.reason()) {
                case OCCUPIED -> Refusal.OCCUPIED;
                case OUT_OF_BOUNDS -> Refusal.OUT_OF_BOUNDS;
                case FORBIDDEN -> Refusal.FORBIDDEN;
                default -> Refusal.NOT_ALLOWED;
            };
            return new Placed(null, new Answer.No(why, no.message()));
        }
        return new Placed(((MoveResult.Played) played).game(), null);
    }

    /** A stone put on the board, or why not. */
    private record Placed(Game game, Answer.No no) {
    }

    private Answer next(Game g, boolean swapped, TournamentStep then, int fifths, List<Point> offers) {
        return new Answer.Next(new TournamentOpening(rule, g, swapped, then, fifths, offers));
    }
}
