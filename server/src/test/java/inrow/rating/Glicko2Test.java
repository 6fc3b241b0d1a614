package inrow.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against Glickman's worked example, and the edge cases a site meets every day. */
class Glicko2Test {
    private static final Instant T0 = Instant.parse("2026-11-29T12:00:00Z");
    private final Glicko2 glicko = new Glicko2();

    @Test
    void thePapersExampleAsOnePeriodOfThreeGames() {
        // "Example of the Glicko-2 system" (Glickman, 2013), steps 1-8: 1464.06, 151.52, 0.05999. The paper uses
        // tau = 0.5; its example's volatility barely moves, so the result rounds the same with lichess's 0.75. The
        // paper rounds its intermediate values (mu' = -0.2069 gives 1464.06); unrounded it is 1464.0507.
        for (double tau : new double[] {0.5, Glicko2.TAU}) {
            Rating after = new Glicko2(tau).period(Rating.of(1500, 200), List.of(
                new Outcome(Rating.of(1400, 30), Score.WIN),
                new Outcome(Rating.of(1550, 100), Score.LOSS),
                new Outcome(Rating.of(1700, 300), Score.LOSS)), T0);
            assertEquals(1464.06, after.rating(), 0.01, "tau " + tau);
            assertEquals(151.52, after.deviation(), 0.005, "tau " + tau);
            assertEquals(0.05999, after.volatility(), 0.00001, "tau " + tau); // the paper prints 5 places
            assertEquals(3, after.games());
            assertEquals(T0, after.latest());
        }
    }

    @Test
    void thePapersGamesOneAtATimeEndNearTheSamePlaceButNotOnIt() {
        // A period per game (lichess's choice) is not the paper's one period: each game meets the rating the last
        // one left, and step 6 adds the volatility to the deviation once per period, so three periods end a little
        // less sure. Figures from a separate transcription of the paper's steps (Python, double precision).
        Rating r = Rating.of(1500, 200);
        r = glicko.period(r, List.of(new Outcome(Rating.of(1400, 30), Score.WIN)), T0);
        assertEquals(1563.56, r.rating(), 0.01);
        assertEquals(175.40, r.deviation(), 0.01);
        r = glicko.period(r, List.of(new Outcome(Rating.of(1550, 100), Score.LOSS)), T0);
        assertEquals(1492.26, r.rating(), 0.01);
        assertEquals(158.30, r.deviation(), 0.01);
        r = glicko.period(r, List.of(new Outcome(Rating.of(1700, 300), Score.LOSS)), T0);
        assertEquals(3, r.games());
        assertEquals(1463.79, r.rating(), 0.01);
        assertEquals(151.87, r.deviation(), 0.01);
    }

    @Test
    void aFirstGameWonMovesANewcomerFarAndStaysProvisional() {
        RatedGame g = glicko.rate(Rating.fresh(), Rating.fresh(), Score.WIN, T0);
        assertEquals(1662.31, g.first().rating(), 0.01);
        assertEquals(1337.69, g.second().rating(), 0.01);
        assertEquals(290.32, g.first().deviation(), 0.01);
        assertEquals(g.firstChange(), -g.secondChange(), 1e-9);
        assertEquals(1, g.first().games());
        assertTrue(g.first().provisional());
        assertEquals("1662?", g.first().label());
    }

    @Test
    void aDrawBetweenEqualsChangesNothingButTheDeviation() {
        Rating even = new Rating(1720, 80, 0.06, 40, T0);
        RatedGame g = glicko.rate(even, even, Score.DRAW, T0);
        assertEquals(1720, g.first().rating(), 1e-9);
        assertEquals(1720, g.second().rating(), 1e-9);
        assertEquals(0, g.firstChange(), 1e-9);
        assertEquals(g.first(), g.second(), "the same game seen from both sides");
        assertEquals(78.71, g.first().deviation(), 0.01, "one more game makes it surer");
        assertEquals(0.06, g.first().volatility(), 1e-4);
    }

    @Test
    void aDrawAgainstTheStrongerGainsWhatTheStrongerLoses() {
        RatedGame g = glicko.rate(new Rating(1500, 60, 0.06, 30, T0), new Rating(1700, 60, 0.06, 30, T0), Score.DRAW,
            T0);
        assertTrue(g.firstChange() > 0);
        assertEquals(-g.firstChange(), g.secondChange(), 1e-9, "equal deviations: what one gains the other loses");
    }

    @Test
    void aLongAbsenceGrowsTheDeviationByElapsedPeriodsAtUse() {
        Rating settled = new Rating(1800, 50, 0.06, 200, T0);
        assertEquals(settled, glicko.atTime(settled, T0), "no time, no growth");
        Rating yearLater = glicko.atTime(settled, T0.plus(Duration.ofDays(365)));
        // sqrt((50/173.7178)^2 + 365 * 0.21436 * 0.06^2) * 173.7178
        assertEquals(104.88, yearLater.deviation(), 0.01);
        assertEquals(1800, yearLater.rating());
        assertEquals(T0, yearLater.latest(), "growth is not a game");
        assertTrue(glicko.atTime(settled, T0.plus(Duration.ofDays(3650))).deviation() <= Glicko2.MAX_DEVIATION);
        assertEquals(Glicko2.MAX_DEVIATION, glicko.atTime(settled, T0.plus(Duration.ofDays(36500))).deviation());
    }

    @Test
    void aReturningPlayerMovesMoreThanOneWhoNeverLeft() {
        Rating settled = new Rating(1800, 50, 0.06, 200, T0);
        Rating opponent = new Rating(1800, 50, 0.06, 200, T0.plus(Duration.ofDays(400)));
        Instant later = T0.plus(Duration.ofDays(400));
        double returning = glicko.rate(settled, opponent, Score.WIN, later).firstChange();
        double regular = glicko.rate(new Rating(1800, 50, 0.06, 200, later), opponent, Score.WIN, later)
            .firstChange();
        assertTrue(returning > regular * 1.5, returning + " vs " + regular);
    }

    @Test
    void theDeviationNeverFallsBelowItsFloor() {
        Rating r = new Rating(1500, 46, 0.03, 1000, T0);
        for (int i = 0; i < 50; i++) {
            r = glicko.rate(r, new Rating(1500, 45, 0.03, 1000, T0), i % 2 == 0 ? Score.WIN : Score.LOSS, T0).first();
        }
        assertEquals(Glicko2.MIN_DEVIATION, r.deviation());
    }

    @Test
    void aPeriodWithoutGamesOnlyGrowsTheDeviation() {
        Rating r = glicko.period(Rating.of(1500, 200), List.of(), T0);
        assertEquals(1500, r.rating());
        assertEquals(Math.sqrt(Math.pow(200 / 173.7178, 2) + 0.06 * 0.06) * 173.7178, r.deviation(), 1e-9);
    }

    @Test
    void aStrongUpsetRaisesTheVolatility() {
        Rating r = glicko.period(new Rating(1500, 60, 0.06, 100, T0), List.of(
            new Outcome(new Rating(2300, 60, 0.06, 100, T0), Score.WIN),
            new Outcome(new Rating(2300, 60, 0.06, 100, T0), Score.WIN),
            new Outcome(new Rating(2300, 60, 0.06, 100, T0), Score.WIN)), T0);
        assertTrue(r.volatility() > 0.06, "the Illinois branch with delta^2 > phi^2 + v: " + r.volatility());
    }
}
