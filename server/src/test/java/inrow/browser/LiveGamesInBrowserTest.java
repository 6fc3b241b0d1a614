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
        String fischerCode = quiet.create("{\"name\":\"Fischer\",\"rules\":{\"preset\":\"gomoku\"},"
            + "\"clock\":{\"initial_s\":300,\"increment_s\":5}}").get("code").asText();
        quiet.create("{\"name\":\"Untimed\"}");
        // A game with a move is listed first: the focus on Fischer, below it, cannot stay there by falling back to
        // the top of the list.
        com.fasterxml.jackson.databind.JsonNode busy = quiet.create("{\"name\":\"Busy\"}");
        try (BrowserContext visitor = STAGE.person();
             inrow.testing.WsClient host = quiet.socket(busy.get("code").asText(), "host");
             inrow.testing.WsClient guest = quiet.socket(busy.get("code").asText(), "guest")) {
            host.join(busy.get("token").asText(), null);
            guest.join(null, "Guest");
            host.send(inrow.testing.WsClient.move(1, 1, 0, "m1"));
            host.awaitId("m1");
            Page p = visitor.newPage();
            p.navigate(quiet.url("/"));
            assertThat(p.locator("#live-games > li").filter(new Locator.FilterOptions().setHasText("Fischer"))
                .locator(".meta")).hasText("Gomoku \u00b7 5 min + 5 s \u00b7 waiting \u00b7 0 watching");
            // Read out as shown.
            assertThat(p.locator("#live-games > li a").filter(new Locator.FilterOptions().setHasText("Fischer")))
                .hasAttribute("aria-label", java.util.regex.Pattern.compile(" \u00b7 5 min \\+ 5 s$"));
            assertThat(p.locator("#live-games > li").filter(new Locator.FilterOptions().setHasText("Untimed"))
                .locator(".meta")).hasText("Tic-tac-toe \u00b7 waiting \u00b7 0 watching");

            // A keyboard on an entry stays on it through the list's refresh (every 5 s), not thrown to the top.
            assertThat(p.locator("#live-games > li").first()).containsText("Busy");
            Locator fischer = p.locator("#live-games > li a").filter(new Locator.FilterOptions().setHasText("Fischer"));
            fischer.focus();
            p.evaluate("document.querySelectorAll('#live-games > li').forEach((li) => { li.dataset.old = '1'; })");
            assertThat(p.locator("#live-games > li[data-old]")).hasCount(0,
                new LocatorAssertions.HasCountOptions().setTimeout(8_000));
            assertThat(fischer).isFocused();
            // Someone takes its seat: its link turns from joining to watching, and the focus follows the game.
            try (inrow.testing.WsClient bo = quiet.socket(fischerCode, "bo")) {
                bo.join(null, "Bo");
                assertThat(fischer).hasAttribute("href", java.util.regex.Pattern.compile("watch=1"),
                    new LocatorAssertions.HasAttributeOptions().setTimeout(8_000));
                assertThat(fischer).isFocused();
            }
        }
    }

    @Test
    void moreLiveGamesThanAPageAreOneClickAway() {
        for (int i = 0; i < 30; i++) {
            server.create("{\"name\":\"Host " + i + "\"}");
        }
        try (BrowserContext visitor = STAGE.person()) {
            // The lobby refreshes on its own clock, which Playwright's fake one replaces (at the real pace until the
            // test moves it on), so the test need not sit through a refresh's five real seconds.
            visitor.clock().install();
            Page p = visitor.newPage();
            p.navigate(server.url("/"));
            assertThat(p.locator("#live-games > li")).hasCount(24);
            button(p, "Show more").click();
            assertThat(p.locator("#live-games > li")).hasCount(30);
            assertThat(p.locator("#live-more")).isHidden();
            // The next refresh (every 5 s) keeps all thirty: its answer has come and been read.
            p.waitForResponse(r -> r.url().contains("/api/games?limit="), () -> p.clock().fastForward(5000))
                .finished();
            assertThat(p.locator("#live-games > li")).hasCount(30);
        }
    }
}
