package inrow.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Game;
import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.game.TournamentOpening;
import inrow.game.TournamentMove;
import inrow.game.TournamentRule;
import inrow.game.TournamentStep;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * The master's policy in every role of Soosorv-8 and Taraguchi-10, on a small evaluation that the board's symmetries
 * leave unchanged (so mirrored fifths score alike and the policy must skip them itself): every action it takes is
 * one the rules accept, whoever it plays.
 */
class MasterTournamentOpeningsTest {
    /** Black's stones next to each other count for black, white's for white; stones far from the centre count less. */
    static final ToIntFunction<Game> VALUE = g -> {
        List<Point> m = g.moves();
        int c = g.rules().width() / 2;
        int v = 0;
        for (int i = 0; i < m.size(); i++) {
            int sign = i % 2 == 0 ? 1 : -1;
            v -= sign * Math.max(Math.abs(m.get(i).x() - c), Math.abs(m.get(i).y() - c));
            for (int j = i + 2; j < m.size(); j += 2) {
                if (Math.abs(m.get(i).x() - m.get(j).x()) <= 1 && Math.abs(m.get(i).y() - m.get(j).y()) <= 1) {
                    v += sign * 30;
                }
            }
        }
        return v;
    };

    private final MasterTournamentOpenings master = new MasterTournamentOpenings(VALUE);

    private TournamentOpening playThrough(TournamentRule rule, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TournamentOpening t = TournamentOpening.start(rule, Rules.RENJU);
        for (int steps = 0; t.step() != TournamentStep.DONE; steps++) {
            assertTrue(steps < 30, "the opening ends");
            Mark seat = t.actor();
            TournamentMove a = master.act(t, random);
            TournamentOpening.Answer answer = t.apply(seat, a);
            t = assertInstanceOf(TournamentOpening.Answer.Next.class, answer, () -> a + " at " + answer).opening();
        }
        return t;
    }

    @Test
    void playsEveryRoleOfSoosorvToTheEnd() {
        for (long seed = 1; seed <= 5; seed++) {
            TournamentOpening t = playThrough(TournamentRule.SOOSORV_8, seed);
            assertEquals(5, t.game().ply());
            assertEquals(t.declared(), t.offered().size());
            assertTrue(t.offered().contains(t.game().moves().get(4)), "the fifth is one of those offered");
        }
    }

    @Test
    void playsEveryRoleOfTaraguchiToTheEnd() {
        for (long seed = 1; seed <= 3; seed++) {
            TournamentOpening t = playThrough(TournamentRule.TARAGUCHI_10, seed);
            assertEquals(5, t.game().ply());
        }
    }

    @Test
    void offersTenUnmirroredFifthsInTaraguchiWhenBlackStandsClearlyBetter() {
        // Every position scores the same, clearly for black: the ranking decides nothing, the mirror check all.
        MasterTournamentOpenings sure = new MasterTournamentOpenings(g -> 2 * MasterOpenings.BALANCED);
        TournamentOpening t = TournamentOpening.start(TournamentRule.TARAGUCHI_10, Rules.RENJU);
        for (Point p : List.of(Point.of(7, 7), Point.of(7, 6), Point.of(7, 5), Point.of(7, 4))) { // column h
            t = ((TournamentOpening.Answer.Next) t.place(t.actor(), p)).opening();
            t = ((TournamentOpening.Answer.Next) t.swap(t.actor(), false)).opening();
        }
        TournamentMove m = sure.act(t, new SplittableRandom(1));
        List<Point> ten = assertInstanceOf(TournamentMove.Offer.class, m).fifths();
        assertEquals(10, ten.size());
        TournamentOpening offered = assertInstanceOf(TournamentOpening.Answer.Next.class, t.apply(t.actor(), m))
            .opening();
        assertEquals(TournamentStep.PICK, offered.step());
    }

    @Test
    void aRecordOfItsStepsReplaysToTheSameOpening() {
        SplittableRandom random = new SplittableRandom(3);
        TournamentOpening t = TournamentOpening.start(TournamentRule.SOOSORV_8, Rules.RENJU);
        List<TournamentMove> record = new java.util.ArrayList<>();
        while (t.step() != TournamentStep.DONE) {
            TournamentMove m = master.act(t, random);
            record.add(m);
            t = ((TournamentOpening.Answer.Next) t.apply(t.actor(), m)).opening();
        }
        TournamentOpening again = TournamentOpening.replay(TournamentRule.SOOSORV_8, Rules.RENJU, record);
        assertEquals(t.game().moves(), again.game().moves());
        assertEquals(List.of(t.exchanged(), t.step(), t.declared(), t.offered()),
            List.of(again.exchanged(), again.step(), again.declared(), again.offered()));
    }

    @Test
    void offersNoTwoSymmetricalFifthsOnAMirroredPosition() {
        TournamentOpening t = TournamentOpening.start(TournamentRule.SOOSORV_8, Rules.RENJU);
        int c = 7;
        for (Point p : List.of(Point.of(c, c), Point.of(c, c - 1), Point.of(c, c - 2))) { // Kansei: h8 h9 h10
            t = ((TournamentOpening.Answer.Next) t.place(Mark.X, p)).opening();
        }
        t = ((TournamentOpening.Answer.Next) t.swap(Mark.O, false)).opening();
        t = ((TournamentOpening.Answer.Next) t.declare(Mark.O, Point.of(c, c + 3), 8)).opening();
        t = ((TournamentOpening.Answer.Next) t.swap(Mark.X, false)).opening();
        TournamentMove a = master.act(t, new SplittableRandom(1));
        List<Point> offers = assertInstanceOf(TournamentMove.Offer.class, a).fifths();
        assertEquals(8, offers.size());
        for (int i = 0; i < offers.size(); i++) {
            for (int j = i + 1; j < offers.size(); j++) {
                assertFalse(t.symmetric(offers.get(i), offers.get(j)), offers.get(i) + " mirrors " + offers.get(j));
            }
        }
        TournamentOpening picked = ((TournamentOpening.Answer.Next) t.offer(Mark.X, offers)).opening();
        Point pick = ((TournamentMove.Pick) master.act(picked, new SplittableRandom(1))).fifth();
        int chosen = VALUE.applyAsInt(Game.replay(Rules.RENJU, with(picked.game().moves(), pick)));
        for (Point p : offers) {
            assertTrue(chosen <= VALUE.applyAsInt(Game.replay(Rules.RENJU, with(picked.game().moves(), p))),
                "white takes the fifth worst for black");
        }
    }

    private static List<Point> with(List<Point> moves, Point p) {
        List<Point> out = new java.util.ArrayList<>(moves);
        out.add(p);
        return out;
    }
}
