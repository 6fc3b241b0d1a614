package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.cell;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.RequestOptions;
import inrow.rated.LeaderboardRule;
import inrow.rating.Glicko2;
import inrow.rating.RatedGame;
import inrow.rating.Rating;
import inrow.rating.Score;
import inrow.testing.TestServerExtension;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two signed-in people click the same rated pool, play to the end and see their rating changes; the leaderboard (a
 * rule of one game, so one game lists them) and both profiles show them.
 */
@Timeout(120)
class RatedInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withLeaderboard(
        new LeaderboardRule(1, Rating.DEFAULT_DEVIATION, 28, 100)));
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static Page signedUpLobby(BrowserContext person, String name) {
        assertEquals(201, person.request().post(server.url("/api/account/signup"), RequestOptions.create()
            .setData(Map.of("name", name, "password", "correct horse"))).status());
        Page p = person.newPage();
        p.navigate(server.url("/"));
        return p;
    }

    private static Locator ratedPool(Page page, String game, String clock) {
        return page.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(game + " rated").setExact(true))
            .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^"
                + clock.replace("+", "\\+"))));
    }

    @Test
    void twoSignedInPeoplePlayARatedGameAndSeeTheirRatingsMove() {
        String anaName = "ana" + System.nanoTime() % 100000;
        String boName = "bo" + System.nanoTime() % 100000;
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = signedUpLobby(ana, anaName);
            Page b = signedUpLobby(bo, boName);
            ratedPool(a, "Tic-tac-toe", "1+1").click();
            assertThat(ratedPool(b, "Tic-tac-toe", "1+1")).containsText("1 looking");
            ratedPool(b, "Tic-tac-toe", "1+1").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(a.locator(".player[data-seat=\"X\"] .rating")).hasText("1500?");
            assertThat(a.locator(".player[data-seat=\"O\"] .rating")).hasText("1500?");
            boolean anaX = a.locator(".player[data-seat=\"X\"] .you").isVisible();
            Page x = anaX ? a : b;
            Page o = anaX ? b : a;
            Steps.play(x, "A1", o);
            Steps.play(o, "B1", x);
            Steps.play(x, "A2", o);
            Steps.play(o, "B2", x);
            cell(x, "A3").click();

            RatedGame r = new Glicko2().rate(Rating.fresh(), Rating.fresh(), Score.WIN, Instant.now());
            long gain = Math.round(r.first().rating()) - 1500;
            long loss = 1500 - Math.round(r.second().rating());
            for (Page p : new Page[] {x, o}) {
                assertThat(p.locator(".player[data-seat=\"X\"] .rating")).hasText("1500? +" + gain);
                assertThat(p.locator(".player[data-seat=\"O\"] .rating")).hasText("1500? \u2212" + loss);
            }
            x.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("rated-game-over")));

            String winner = anaX ? anaName : boName;
            String loser = anaX ? boName : anaName;
            a.navigate(server.url("/leaderboard?kind=tictactoe&speed=bullet"));
            Locator rows = a.locator(".leaderboard tbody tr");
            assertThat(rows).hasCount(2);
            assertThat(rows.nth(0)).containsText(winner);
            assertThat(rows.nth(0)).containsText(Math.round(r.first().rating()) + "?");
            assertThat(rows.nth(1)).containsText(loser);
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("leaderboard")));

            b.navigate(server.url("/@/" + winner));
            Locator rating = b.locator("#rating-list li");
            assertThat(rating).hasCount(1);
            assertThat(rating).containsText("Tic-tac-toe · Bullet");
            assertThat(rating).containsText(Math.round(r.first().rating()) + "?");
            assertThat(rating).containsText("1 rated game");
            assertThat(rating.locator("svg.rating-chart")).hasAttribute("aria-label",
                Pattern.compile("Rating history in Tic-tac-toe, Bullet: from \\d+ to \\d+"));
            b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("profile-ratings")));
        }
    }
}
