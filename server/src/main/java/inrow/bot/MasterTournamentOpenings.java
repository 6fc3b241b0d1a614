package inrow.bot;

import inrow.bot.master.Engine;
import inrow.engine.CanonicalOpening;
import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.game.TournamentOpening;
import inrow.game.TournamentMove;
import inrow.game.TournamentRule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.random.RandomGenerator;

/**
 * The master's part in Soosorv-8 and Taraguchi-10, every role, by one simple policy on its evaluation of positions
 * ({@code value}: positive when black is better). Placing the opening's stones it keeps the position close to even
 * (the other player may swap, so a lopsided start only helps the other); a swap decision takes the colour the
 * evaluation prefers; white's 4th keeps the position close to even and declares more fifth moves the better black
 * stands; black offers the fifths best for black, skipping any symmetrical to one already offered (white will take
 * the worst of them for black), and in Taraguchi offers ten only when it stands clearly better, else plays one fifth
 * close to even (a swap may follow); white picks the offered fifth worst for black. No opening book of main lines.
 */
public final class MasterTournamentOpenings {
    /** Evaluation units from even (an open three is about 60) per extra fifth move white declares. */
    static final int PER_FIFTH = 40;
    /**
     * Candidates the evaluation scores at most per step, those nearest the centre: each costs one fixed-depth search
     * (up to 2 s), and a Taraguchi stone's 9x9 square alone has 81 points.
     */
    static final int SCORED = 24;
    /** Points within this many lines of a stone are candidates; the opening never needs a far stone. */
    private static final int NEAR = 2;

    /** The policy with no judgement: every position scores even. */
    static final MasterTournamentOpenings BLIND = new MasterTournamentOpenings(g -> 0);

    private final ToIntFunction<Game> value;

    public MasterTournamentOpenings(ToIntFunction<Game> value) {
        this.value = value;
    }

    /** The master's own evaluation: its fixed-depth search, as in swap openings. */
    public static MasterTournamentOpenings of(Engine engine) {
        return new MasterTournamentOpenings(g -> MasterOpenings.assess(engine, g, 2_000_000_000L));
    }

    /** What the master does at {@code t}'s step (it must be the actor); {@code random} varies the 26 it opens with. */
    public TournamentMove act(TournamentOpening t, RandomGenerator random) {
        Game game = t.game();
        return switch (t.step()) {
            case PLACE -> new TournamentMove.Place(t.rule() == TournamentRule.SOOSORV_8 ? openingStone(t, random)
                : mostEven(game, candidates(game, t.area(game.ply()))));
            case SWAP -> new TournamentMove.Swap(wantsSwap(t));
            case DECLARE -> declare(game);
            case FIFTH -> value.applyAsInt(game) > MasterOpenings.BALANCED
                ? new TournamentMove.Offer(offers(t)) // black stands well: even its tenth best fifth should hold
                : new TournamentMove.Fifth(mostEven(game, candidates(game, t.area(game.ply())))); // a swap may follow
            case OFFER -> new TournamentMove.Offer(offers(t));
            case PICK -> new TournamentMove.Pick(best(game, t.offered(), false));
            case DONE -> throw new IllegalStateException("the opening is over");
        };
    }

    /** Soosorv: the next stone of the canonical opening closest to even, among a few drawn at random. */
    private Point openingStone(TournamentOpening t, RandomGenerator random) {
        Game game = t.game();
        Rules rules = game.rules();
        if (game.ply() > 0) {
            // The opening was chosen with the first stone; the rest follows the one its stones so far begin.
            for (CanonicalOpening o : CanonicalOpening.values()) {
                List<Point> s = o.stones(rules);
                if (s.subList(0, game.ply()).equals(game.moves())) {
                    return s.get(game.ply());
                }
            }
        }
        List<CanonicalOpening> all = new ArrayList<>(List.of(CanonicalOpening.values()));
        java.util.Collections.shuffle(all, new java.util.Random(random.nextLong()));
        CanonicalOpening pick = all.stream().limit(4)
            .min(Comparator.comparingInt(o -> Math.abs(value.applyAsInt(Game.replay(rules, o.stones(rules))))))
            .orElseThrow();
        return pick.stones(rules).get(game.ply());
    }

    /** Swap when the colour the decider holds now is the one the evaluation says is worse. */
    private boolean wantsSwap(TournamentOpening t) {
        Mark held = t.game().ply() % 2 == 0 ? Mark.X : Mark.O; // the decider holds the next stone's colour
        int v = value.applyAsInt(t.game());
        return held == Mark.X ? v < 0 : v > 0;
    }

    private TournamentMove declare(Game game) {
        Point fourth = mostEven(game, candidates(game, 0));
        int v = value.applyAsInt(Game.replay(game.rules(), plus(game.moves(), fourth)));
        int fifths = Math.max(1, Math.min(TournamentRule.SOOSORV_8.fifths(), 1 + Math.max(0, v) / PER_FIFTH));
        return new TournamentMove.Declare(fourth, fifths);
    }

    /** The fifths best for black, as many as due, none symmetrical to another. */
    private List<Point> offers(TournamentOpening t) {
        Game game = t.game();
        List<Point> all = candidates(game, 0);
        // The scored ones best first, then the rest unscored: a position with many mirror images may need them.
        List<Point> ranked = new ArrayList<>(all.subList(0, Math.min(SCORED, all.size())));
        ranked.sort(Comparator.comparingInt((Point p) -> -after(game, p)));
        ranked.addAll(all.subList(ranked.size(), all.size()));
        List<Point> out = new ArrayList<>();
        for (Point p : ranked) {
            if (out.size() == t.fifthsDue()) {
                break;
            }
            if (out.stream().noneMatch(q -> t.symmetric(p, q))) {
                out.add(p);
            }
        }
        return out;
    }

    /** The point whose position after it is best for black ({@code forBlack}) or for white. */
    private Point best(Game game, List<Point> points, boolean forBlack) {
        Comparator<Point> byValue = Comparator.comparingInt(p -> after(game, p));
        return points.stream().limit(SCORED).max(forBlack ? byValue : byValue.reversed()).orElseThrow();
    }

    private Point mostEven(Game game, List<Point> points) {
        return points.stream().limit(SCORED).min(Comparator.comparingInt(p -> Math.abs(after(game, p))))
            .orElseThrow();
    }

    private int after(Game game, Point p) {
        return value.applyAsInt(Game.replay(game.rules(), plus(game.moves(), p)));
    }

    private static List<Point> plus(List<Point> moves, Point p) {
        List<Point> out = new ArrayList<>(moves);
        out.add(p);
        return out;
    }

    /**
     * Legal points for the next stone, nearest the centre first (then in reading order): within the central square
     * of side {@code side} (0: near the stones, or the centre on an empty board).
     */
    static List<Point> candidates(Game game, int side) {
        Rules rules = game.rules();
        int c = rules.width() / 2;
        List<Point> out = new ArrayList<>();
        for (int y = 0; y < rules.height(); y++) {
            for (int x = 0; x < rules.width(); x++) {
                boolean inside = side > 0 ? Math.abs(x - c) <= side / 2 && Math.abs(y - c) <= side / 2
                    : near(game, x, y);
                if (inside && game.isLegal(x, y)) {
                    out.add(Point.of(x, y));
                }
            }
        }
        out.sort(Comparator.comparingInt(p -> Math.max(Math.abs(p.x() - c), Math.abs(p.y() - c))));
        return out;
    }

    private static boolean near(Game game, int x, int y) {
        for (Point s : game.moves()) {
            if (Math.abs(s.x() - x) <= NEAR && Math.abs(s.y() - y) <= NEAR) {
                return true;
            }
        }
        return game.moves().isEmpty() && x == game.rules().width() / 2 && y == game.rules().height() / 2;
    }
}
