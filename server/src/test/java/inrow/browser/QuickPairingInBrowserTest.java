package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.cell;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two strangers click the same pool on the lobby and play: the page says it is looking, then both are in one game. */
@Timeout(120)
class QuickPairingInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static Locator pool(Page page, String game, String clock) {
        return page.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(game))
            .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^" + clock.replace("+", "\\+"))));
    }

    private static Page lobby(BrowserContext person, String name) {
        Page p = person.newPage();
        p.navigate(server.url("/"));
        p.getByLabel("Your name").fill(name);
        return p;
    }

    @Test
    void twoPeopleClickTheSamePoolAndPlayAMove() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = lobby(ana, "Ana");
            Page b = lobby(bo, "Bo");
            pool(a, "Tic-tac-toe", "1+1").click();
            assertThat(pool(a, "Tic-tac-toe", "1+1")).hasAttribute("aria-pressed", "true");
            assertThat(a.locator("#pool-status")).containsText("Looking for an opponent: Tic-tac-toe 1+1");
            assertThat(pool(b, "Tic-tac-toe", "1+1")).containsText("1 looking");
            pool(b, "Tic-tac-toe", "1+1").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertEquals(a.url(), b.url(), "one game for both");
            assertThat(a.locator("#status")).hasText("Your move");
            cell(a, "B2").click();
            assertThat(cell(b, "B2")).hasAttribute("aria-label", Pattern.compile("^B2, (?!empty)"));
            assertThat(b.locator("#status")).hasText("Your move");
            b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("quick-pairing-game")));
        }
    }

    @Test
    void theGridIsOneTabStopAndTheArrowsMoveInIt() {
        try (BrowserContext ana = STAGE.person()) {
            Page a = lobby(ana, "Ana");
            pool(a, "Gomoku, freestyle", "1+0").focus();
            a.keyboard().press("ArrowRight");
            assertThat(pool(a, "Gomoku, freestyle", "3+2")).isFocused();
            a.keyboard().press("ArrowDown");
            assertThat(pool(a, "Gomoku, standard", "3+2")).isFocused();
            a.keyboard().press("End");
            assertThat(pool(a, "Connect Four", "1 day")).isFocused();
            a.keyboard().press("Enter");
            assertThat(pool(a, "Connect Four", "1 day")).hasAttribute("aria-pressed", "true");
            a.keyboard().press("Tab");
            assertEquals(0L, ((Number) a.evaluate("document.activeElement.closest('#quick') ? 1 : 0")).longValue(),
                "Tab leaves the grid");
            a.keyboard().press("Shift+Tab");
            assertThat(pool(a, "Connect Four", "1 day")).isFocused();
        }
    }

    @Test
    void aSecondClickStopsLooking() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = lobby(ana, "Ana");
            Page b = lobby(bo, "Bo");
            pool(a, "Connect Four", "3+2").click();
            assertThat(pool(b, "Connect Four", "3+2")).containsText("1 looking");
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("quick-pairing-looking"))
                .setFullPage(true));
            pool(a, "Connect Four", "3+2").click();
            assertThat(pool(a, "Connect Four", "3+2")).hasAttribute("aria-pressed", "false");
            assertThat(a.locator("#pool-status")).hasText("");
            assertThat(pool(b, "Connect Four", "3+2")).containsText("0 looking");
        }
    }
}
