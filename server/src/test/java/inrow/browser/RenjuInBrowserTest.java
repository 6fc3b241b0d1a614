package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createRenjuAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.Arrays;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two people play renju: black sees its forbidden points marked and named, and a click on one is refused. */
@Timeout(120)
class RenjuInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static String style(Locator point, String part, String property) {
        return point.evaluate("(e, a) => getComputedStyle(e, a[0])[a[1]]", Arrays.asList(part, property))
            .toString();
    }

    @Test
    void blackSeesItsForbiddenPointsAndCannotPlayThem() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createRenjuAndJoin(server.url(""), null, a, "Ana", b, "Bo");
            assertThat(a).hasTitle(Pattern.compile("^Renju"));
            assertThat(a.locator("#status")).hasText("Your move");

            // Black: H6, H7, F8, G8; white along the edge. H8 now makes two open threes.
            String[][] moves = {{"H6", "A15"}, {"H7", "A13"}, {"F8", "A11"}, {"G8", "A9"}};
            for (String[] m : moves) {
                play(a, m[0], b);
                play(b, m[1], a);
            }
            assertThat(cell(a, "H8")).hasClass(Pattern.compile("\\bforbidden\\b"));
            assertThat(cell(a, "H8")).hasAttribute("aria-label", "H8, empty, forbidden to black");
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("renju-forbidden")));
            // Under the pointer a forbidden point offers no stone; a free one shows a ghost and keeps its lines.
            cell(a, "H8").hover();
            assertEquals("not-allowed", style(cell(a, "H8"), null, "cursor"));
            assertEquals("none", style(cell(a, "H8"), "::before", "content"));
            cell(a, "K10").hover();
            assertNotEquals("none", style(cell(a, "K10"), "::before", "content"), "a ghost stone");
            assertTrue(style(cell(a, "K10"), null, "backgroundImage").contains("linear-gradient"),
                "the point keeps its lines under the pointer");
            cell(a, "H8").click();
            assertThat(a.locator("#error")).hasText("Black may not play there: it makes a double-three.");
            // Looking back at move 2 (the game still on): H8 is not forbidden there, and is not marked so.
            a.locator("#moves button.move[data-ply='2']").click();
            assertThat(a.locator("#replay-pos")).hasText("Move 2 of 8");
            assertThat(a.locator(".cell.forbidden")).hasCount(0);
            button(a, "Back to the game").click();
            assertThat(cell(a, "H8")).hasClass(Pattern.compile("\\bforbidden\\b"));
            assertThat(cell(b, "H8")).hasAttribute("aria-label", Pattern.compile("^H8, empty"));

            // White to move: nothing is marked.
            play(a, "O1", b);
            assertThat(b.locator(".cell.forbidden")).hasCount(0);
            play(b, "H8", a);
        }
    }
}
