package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import inrow.testing.TestServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The lobby's live games come 24 at a time; "Show more" brings the next ones, and the list keeps them. */
@Timeout(120)
class LiveGamesInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final TestServerExtension quiet = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** Each game says its clock's terms, not only the time left: a 3+2 and a 3+0 game looked alike. */
    @Test
    void eachGameSaysItsClock() {
        quiet.create("{\"name\":\"Fischer\",\"rules\":{\"preset\":\"gomoku\"},"
            + "\"clock\":{\"initial_s\":300,\"increment_s\":5}}");
        quiet.create("{\"name\":\"Untimed\"}");
        try (BrowserContext visitor = STAGE.person()) {
            Page p = visitor.newPage();
            p.navigate(quiet.url("/"));
            assertThat(p.locator("#live-games > li").filter(new Locator.FilterOptions().setHasText("Fischer"))
                .locator(".meta")).hasText("Gomoku \u00b7 5 min + 5 s \u00b7 waiting \u00b7 0 watching");
            assertThat(p.locator("#live-games > li").filter(new Locator.FilterOptions().setHasText("Untimed"))
                .locator(".meta")).hasText("Tic-tac-toe \u00b7 waiting \u00b7 0 watching");

            // A keyboard on an entry stays on it through the list's refresh (every 5 s), not thrown to the top.
            Locator fischer = p.locator("#live-games > li a").filter(new Locator.FilterOptions().setHasText("Fischer"));
            fischer.focus();
            p.evaluate("document.querySelectorAll('#live-games > li').forEach((li) => { li.dataset.old = '1'; })");
            assertThat(p.locator("#live-games > li[data-old]")).hasCount(0,
                new LocatorAssertions.HasCountOptions().setTimeout(8_000));
            assertThat(fischer).isFocused();
        }
    }

    @Test
    void moreLiveGamesThanAPageAreOneClickAway() {
        for (int i = 0; i < 30; i++) {
            server.create("{\"name\":\"Host " + i + "\"}");
        }
        try (BrowserContext visitor = STAGE.person()) {
            Page p = visitor.newPage();
            p.navigate(server.url("/"));
            assertThat(p.locator("#live-games > li")).hasCount(24);
            button(p, "Show more").click();
            assertThat(p.locator("#live-games > li")).hasCount(30);
            assertThat(p.locator("#live-more")).isHidden();
            // The next refresh (every 5 s) keeps all thirty.
            p.waitForTimeout(5500);
            assertThat(p.locator("#live-games > li")).hasCount(30);
        }
    }
}
