package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createRenjuAndJoin;
import static inrow.browser.Steps.play;
import static inrow.browser.Steps.shot;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import inrow.engine.CanonicalOpening;
import inrow.testing.TestServerExtension;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A person creates a renju game from the lobby with one of the 26 canonical openings, picked by name from the form's
 * opening list (loaded only once renju is chosen): both pages show its three stones and its name, and white plays
 * the 4th by clicking. Screenshot: target/screenshots/canonical-kyogetsu.png.
 */
@Timeout(120)
class CanonicalOpeningInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    @Test
    void kyogetsuChosenInTheLobbyStartsWithItsThreeStonesAndItsName() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            a.navigate(server.url("/"));
            a.getByRole(com.microsoft.playwright.options.AriaRole.RADIO,
                new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            a.getByLabel("Rule set").selectOption("renju");
            // The list offers the 26 by the names the engine knows, in the published order.
            List<String> expected = Arrays.stream(CanonicalOpening.values()).map(o -> o.code() + " " + o.title())
                .toList();
            assertThat(a.locator("#opt-opening option[value='13I']")).hasCount(1);
            @SuppressWarnings("unchecked")
            List<String> offered = (List<String>) a.evaluate(
                "() => [...document.querySelectorAll('#opt-opening option')].slice(5).map((o) => o.textContent)");
            assertEquals(expected, offered);
            a.getByLabel("Rule set").selectOption("standard");
            assertThat(a.locator("#opt-opening option[value='2I']")).isHidden();
            a.getByLabel("Rule set").selectOption("renju");

            createRenjuAndJoin(server.url(""), "2I Kyogetsu", a, "Ana", b, "Bo");
            for (Page p : List.of(a, b)) {
                assertThat(p.locator("#terms")).containsText("Opening: 2I Kyogetsu");
                for (String point : List.of("H8", "I9", "J9")) {
                    assertThat(cell(p, point)).hasAttribute("aria-label", Pattern.compile("^" + point + ", (?!empty)"));
                }
            }
            assertThat(b.locator("#status")).hasText("Your move");
            shot(b, "canonical-kyogetsu");
            play(b, "G7", a); // white's 4th, by Bo
        }
    }
}
