package inrow.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Soosorv-8 and Taraguchi-10 step by step, as the federation's texts give them ({@link TournamentRule}): each step
 * by the right person at the right time goes on; the wrong person, the wrong time, the wrong area, the wrong count
 * and symmetrical offers are refused with a reason, and the opening refused is the same value as before. Points are
 * in renju notation (h8 is the centre of the 15x15 board). X is the opener's seat, O the other person's.
 */
class TournamentOpeningTest {
    private static Point at(String name) {
        return Point.of(name.charAt(0) - 'a', 15 - Integer.parseInt(name.substring(1)));
    }

    private static List<Point> at(String... names) {
        return Arrays.stream(names).map(TournamentOpeningTest::at).toList();
    }

    private static TournamentOpening ok(TournamentOpening.Answer a) {
        return assertInstanceOf(TournamentOpening.Answer.Next.class, a, () -> a.toString()).opening();
    }

    private static void refused(Refusal why, TournamentOpening.Answer a) {
        TournamentOpening.Answer.No no = assertInstanceOf(TournamentOpening.Answer.No.class, a);
        assertEquals(why, no.why(), no.message());
        assertFalse(no.message().isBlank());
    }

    private static TournamentOpening soosorv() {
        return TournamentOpening.start(TournamentRule.SOOSORV_8, Rules.RENJU);
    }

    /** Soosorv-8 with Kagetsu (h8 h9 i9) placed and not swapped: white's 4th and declaration due. */
    private static TournamentOpening soosorvAtDeclare() {
        TournamentOpening t = soosorv();
        for (Point p : at("h8", "h9", "i9")) {
            t = ok(t.place(Mark.X, p));
        }
        return ok(t.swap(Mark.O, false));
    }

    // ---- Soosorv-8 ----

    @Test
    void soosorvPlaysThroughEveryStep() {
        TournamentOpening t = soosorv();
        assertEquals(TournamentStep.PLACE, t.step());
        for (Point p : at("h8", "h9", "i9")) {
            assertEquals(Mark.X, t.actor(), "the opener places the 26's three stones");
            t = ok(t.place(Mark.X, p));
        }
        assertEquals(TournamentStep.SWAP, t.step());
        assertEquals(Mark.O, t.actor(), "the other player may swap");
        t = ok(t.swap(Mark.O, true));
        assertTrue(t.exchanged());
        assertEquals(TournamentStep.DECLARE, t.step());
        assertEquals(Mark.X, t.actor(), "after the swap the opener holds white and places the 4th");
        t = ok(t.declare(Mark.X, at("j10"), 3));
        assertEquals(3, t.declared());
        assertEquals(TournamentStep.SWAP, t.step());
        assertEquals(Mark.O, t.actor(), "the other player (black now) may swap");
        t = ok(t.swap(Mark.O, false));
        assertEquals(TournamentStep.OFFER, t.step());
        assertEquals(Mark.O, t.actor(), "black offers");
        assertEquals(3, t.fifthsDue());
        t = ok(t.offer(Mark.O, at("g7", "j8", "f10")));
        assertEquals(TournamentStep.PICK, t.step());
        assertEquals(Mark.X, t.actor(), "white picks");
        t = ok(t.pick(Mark.X, at("j8")));
        assertEquals(TournamentStep.DONE, t.step());
        assertEquals(at("h8", "h9", "i9", "j10", "j8"), t.game().moves());
        assertEquals(Mark.O, t.game().turn(), "white plays the 6th");
        assertEquals(null, t.actor());
    }

    @Test
    void soosorvRefusesTheWrongPersonAndTheWrongTime() {
        TournamentOpening t = soosorv();
        refused(Refusal.NOT_YOUR_TURN, t.place(Mark.O, at("h8")));
        refused(Refusal.NOT_ALLOWED, t.swap(Mark.O, true));
        refused(Refusal.NOT_ALLOWED, t.declare(Mark.O, at("h8"), 1));
        refused(Refusal.NOT_ALLOWED, t.offer(Mark.X, List.of(at("h8"))));
        refused(Refusal.NOT_ALLOWED, t.pick(Mark.O, at("h8")));
        TournamentOpening d = soosorvAtDeclare();
        refused(Refusal.NOT_YOUR_TURN, d.declare(Mark.X, at("j10"), 2));
        refused(Refusal.NOT_ALLOWED, d.swap(Mark.X, true));
        refused(Refusal.NOT_ALLOWED, d.place(Mark.O, at("j10")));
        assertEquals(3, d.game().ply(), "nothing refused changed the opening");
        assertEquals(TournamentStep.DECLARE, d.step());
    }

    @Test
    void soosorvOpensOnlyWithOneOfTheTwentySix() {
        TournamentOpening t = soosorv();
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.X, at("h9")));
        t = ok(t.place(Mark.X, at("h8")));
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.X, at("h10")));
        t = ok(t.place(Mark.X, at("g7")));
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.X, at("k8")));
        refused(Refusal.OCCUPIED, t.place(Mark.X, at("g7")));
        t = ok(t.place(Mark.X, at("j10"))); // h8 g7 j10 is h8 i9 f6 turned half round
        assertEquals(inrow.engine.CanonicalOpening.SUISEI,
            inrow.engine.CanonicalOpening.recognise(Rules.RENJU, t.game().moves()));
    }

    @Test
    void soosorvDeclaresOneToEight() {
        TournamentOpening d = soosorvAtDeclare();
        refused(Refusal.BAD_MESSAGE, d.declare(Mark.O, at("j10"), 0));
        refused(Refusal.BAD_MESSAGE, d.declare(Mark.O, at("j10"), 9));
        refused(Refusal.OCCUPIED, d.declare(Mark.O, at("h9"), 2));
        assertEquals(8, ok(d.declare(Mark.O, at("a1"), 8)).declared(), "the 4th goes anywhere");
    }

    @Test
    void soosorvRefusesSymmetricalOffersAndTheWrongCount() {
        // Kansei (h8 h9 h10) and a 4th on its column: the position is its own mirror, so g-side and i-side twins.
        TournamentOpening t = soosorv();
        for (Point p : at("h8", "h9", "h10")) {
            t = ok(t.place(Mark.X, p));
        }
        t = ok(t.swap(Mark.O, false));
        t = ok(t.declare(Mark.O, at("h5"), 2));
        t = ok(t.swap(Mark.X, false));
        assertTrue(t.symmetric(at("g8"), at("i8")));
        assertFalse(t.symmetric(at("g8"), at("g9")));
        refused(Refusal.NOT_ALLOWED, t.offer(Mark.X, at("g8", "i8")));
        refused(Refusal.BAD_MESSAGE, t.offer(Mark.X, List.of(at("g8"))));
        refused(Refusal.BAD_MESSAGE, t.offer(Mark.X, at("g8", "g9", "g10")));
        refused(Refusal.BAD_MESSAGE, t.offer(Mark.X, at("g8", "g8")));
        refused(Refusal.OCCUPIED, t.offer(Mark.X, at("g8", "h9")));
        refused(Refusal.NOT_YOUR_TURN, t.offer(Mark.O, at("g8", "g9")));
        assertEquals(TournamentStep.OFFER, t.step());
        TournamentOpening offered = ok(t.offer(Mark.X, at("g8", "g9")));
        refused(Refusal.NOT_ALLOWED, offered.pick(Mark.O, at("i8")));
        refused(Refusal.NOT_YOUR_TURN, offered.pick(Mark.X, at("g8")));
        TournamentOpening done = ok(offered.pick(Mark.O, at("g9")));
        refused(Refusal.NOT_ALLOWED, done.swap(Mark.X, true));
        refused(Refusal.NOT_ALLOWED, done.pick(Mark.O, at("g8")));
    }

    // ---- Taraguchi-10 ----

    private static TournamentOpening taraguchi() {
        return TournamentOpening.start(TournamentRule.TARAGUCHI_10, Rules.RENJU);
    }

    /** Four stones (h8 i9 i7 j10: within 1, 3, 5, 7) with no swap: black's fifth due. */
    private static TournamentOpening taraguchiAtFifth() {
        TournamentOpening t = taraguchi();
        for (Point p : at("h8", "i9", "i7", "j10")) {
            t = ok(t.place(t.actor(), p));
            t = ok(t.swap(t.actor(), false));
        }
        return t;
    }

    @Test
    void taraguchiSwapsAfterEveryStoneAndGrowsTheSquare() {
        TournamentOpening t = taraguchi();
        assertEquals(Mark.X, t.actor());
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.X, at("h9")));
        t = ok(t.place(Mark.X, at("h8")));
        assertEquals(Mark.O, t.actor(), "the other player may swap");
        refused(Refusal.NOT_YOUR_TURN, t.swap(Mark.X, true));
        t = ok(t.swap(Mark.O, true));
        assertEquals(Mark.X, t.actor(), "swapped: the opener now holds white and places the 2nd");
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.X, at("h10")));
        t = ok(t.place(Mark.X, at("i9")));
        assertEquals(Mark.O, t.actor(), "black's holder may swap");
        t = ok(t.swap(Mark.O, false));
        refused(Refusal.OUT_OF_BOUNDS, t.place(Mark.O, at("k8")));
        t = ok(t.place(Mark.O, at("j7")));
        t = ok(t.swap(t.actor(), false));
        refused(Refusal.OUT_OF_BOUNDS, t.place(t.actor(), at("l8")));
        t = ok(t.place(t.actor(), at("k11")));
        assertEquals(TournamentStep.SWAP, t.step());
        t = ok(t.swap(t.actor(), false));
        assertEquals(TournamentStep.FIFTH, t.step());
        assertEquals(t.holder(Mark.X), t.actor(), "black plays or offers the fifth");
    }

    @Test
    void taraguchiOneFifthWithinNineThenASwap() {
        TournamentOpening t = taraguchiAtFifth();
        Mark black = t.actor();
        refused(Refusal.NOT_YOUR_TURN, t.placeFifth(black.other(), at("g6")));
        refused(Refusal.OUT_OF_BOUNDS, t.placeFifth(black, at("m8")));
        t = ok(t.placeFifth(black, at("l8")));
        assertEquals(TournamentStep.SWAP, t.step());
        assertEquals(black.other(), t.actor(), "white's holder may swap");
        t = ok(t.swap(black.other(), true));
        assertEquals(TournamentStep.DONE, t.step());
        assertEquals(black, t.holder(Mark.O), "swapped: the fifth's player now plays white's 6th");
        refused(Refusal.NOT_ALLOWED, t.placeFifth(black, at("g6")));
    }

    @Test
    void taraguchiTenFifthsOfferedThenWhitePicks() {
        TournamentOpening t = taraguchiAtFifth();
        Mark black = t.actor();
        refused(Refusal.BAD_MESSAGE, t.offer(black, at("a1", "b1", "c1", "d1", "e1")));
        List<Point> ten = at("a1", "b1", "c1", "d1", "e1", "f1", "g1", "a15", "o15", "o1");
        assertEquals(TournamentStep.PICK, ok(t.offer(black, ten)).step(), "ten anywhere, none alike here");
        TournamentOpening picked = ok(ok(t.offer(black, ten)).pick(black.other(), at("o1")));
        assertEquals(TournamentStep.DONE, picked.step());
        assertEquals(5, picked.game().ply());
        refused(Refusal.NOT_ALLOWED, ok(t.offer(black, ten)).swap(black.other(), true));
    }

    @Test
    void taraguchiTenOffersMayNotMirrorEachOther() {
        // h8 h9 h10 h11 all on column h: the position is its own mirror.
        TournamentOpening t = taraguchi();
        for (Point p : at("h8", "h9", "h10", "h11")) {
            t = ok(t.place(t.actor(), p));
            t = ok(t.swap(t.actor(), false));
        }
        List<Point> ten = at("a1", "b1", "c1", "d1", "e1", "f1", "g1", "a15", "o15", "i1");
        refused(Refusal.NOT_ALLOWED, t.offer(t.actor(), ten)); // g1 and i1 are mirror images
        assertEquals(TournamentStep.FIFTH, t.step());
    }

    // ---- as a record ----

    @Test
    void everyStepIsSpeltAndReadBack() {
        List<TournamentMove> steps = List.of(new TournamentMove.Place(at("h8")), new TournamentMove.Swap(true),
            new TournamentMove.Swap(false), new TournamentMove.Declare(at("j10"), 3),
            new TournamentMove.Fifth(at("l8")), new TournamentMove.Offer(at("g8", "g9", "o15")),
            new TournamentMove.Pick(at("a1")));
        List<String> codes = steps.stream().map(m -> m.code(Rules.RENJU)).toList();
        assertEquals(List.of("place h8", "swap", "stay", "declare j10 3", "fifth l8", "offer g8 g9 o15", "pick a1"),
            codes);
        assertEquals(steps, codes.stream().map(c -> TournamentMove.parse(Rules.RENJU, c)).toList());
        for (String bad : List.of("place", "place p8", "place h16", "declare j10 x", "swap now", "jump h8",
            "offer h")) {
            assertEquals(null, TournamentMove.parse(Rules.RENJU, bad), bad);
        }
    }

    @Test
    void aRefusedStepInARecordIsABug() {
        List<TournamentMove> record = List.of(new TournamentMove.Place(at("h8")), new TournamentMove.Place(at("h9")));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
            () -> TournamentOpening.replay(TournamentRule.TARAGUCHI_10, Rules.RENJU, record),
            "a stone where a swap is due");
        assertEquals(TournamentStep.PLACE,
            TournamentOpening.replay(TournamentRule.SOOSORV_8, Rules.RENJU, record).step(),
            "Soosorv's opener places the 26's stones one after another");
    }
}
