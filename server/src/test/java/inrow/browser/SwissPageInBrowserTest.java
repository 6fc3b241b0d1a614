package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.RequestOptions;
import inrow.testing.TestServerExtension;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Swiss tournaments on the tournament pages, against a real server (nothing in the browser is answered by the test):
 * the create form's kind choice and what it posts, then, once the server makes Swiss tournaments (the HTTP API of
 * /work/contracts/swiss-api.md), a Swiss's page as its players see it. A server without that API refuses
 * {@code "kind":"swiss"}; the parts that need it are then skipped, saying so, rather than answered by a stub.
 */
@Timeout(120)
class SwissPageInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NEEDS_API = "needs the server's Swiss HTTP API (swiss-api.md, branch swiss2)";

    private static BrowserContext person(int width, int height, ColorScheme scheme, String name) {
        BrowserContext c = STAGE.person(new Browser.NewContextOptions().setViewportSize(width, height)
            .setColorScheme(scheme));
        assertEquals(201, c.request().post(server.url("/api/account/signup"), RequestOptions.create()
            .setData(Map.of("name", name, "password", "correct horse"))).status());
        return c;
    }

    private static String fresh(String who) {
        return who + System.nanoTime() % 100000;
    }

    private static void fitsSideways(Page p, String what) {
        int width = p.viewportSize().width;
        assertEquals(width, ((Number) p.evaluate("document.documentElement.scrollWidth")).intValue(),
            what + " does not scroll sideways at " + width + " px");
    }

    /** Fills the create form for a Swiss and sends it; the request the page made, as the server got it. */
    private static Request createSwiss(Page p, String name, String rounds, String interval) {
        p.navigate(server.url("/tournaments"));
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Swiss")).check();
        p.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill(name);
        p.getByLabel("Rounds", new Page.GetByLabelOptions().setExact(true)).fill(rounds);
        p.getByLabel("Minutes between rounds").fill(interval);
        p.getByLabel("Clock", new Page.GetByLabelOptions().setExact(true)).selectOption("1+0");
        return p.waitForRequest(r -> r.method().equals("POST") && r.url().endsWith("/api/tournaments"), () ->
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the Swiss tournament")).click());
    }

    @Test
    void theCreateFormOffersASwissWithRoundsInsteadOfALength() throws Exception {
        Page p = person(1366, 768, ColorScheme.LIGHT, fresh("ana")).newPage();
        p.navigate(server.url("/tournaments"));
        Locator length = p.getByLabel("Length in minutes");
        Locator rounds = p.getByLabel("Rounds", new Page.GetByLabelOptions().setExact(true));
        assertThat(length).isVisible();
        assertThat(rounds).isHidden();
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Swiss")).check();
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Create a Swiss tournament")))
            .isVisible();
        assertThat(length).isHidden();
        assertThat(rounds).hasValue("5");
        assertThat(p.getByLabel("Minutes between rounds")).hasValue("10");

        p.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Sunday Swiss");
        rounds.fill("2");
        p.getByLabel("Minutes between rounds").fill("1");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the Swiss tournament")).click();
        assertThat(p.locator("#err-rounds")).hasText("A Swiss tournament has 3 to 15 rounds.");
        assertThat(p.locator("#err-roundInterval")).hasText("Rounds are 2 to 1,440 minutes apart.");
        assertThat(rounds).isFocused();
        assertThat(rounds).hasAttribute("aria-invalid", "true");

        // Back to an arena and again to a Swiss: each kind shows its own fields and button.
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Arena")).check();
        assertThat(length).isVisible();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the arena"))).isVisible();

        Request sent = createSwiss(p, "Sunday Swiss", "4", "10");
        JsonNode body = JSON.readTree(sent.postData());
        assertEquals("swiss", body.get("kind").asText());
        assertEquals("Sunday Swiss", body.get("name").asText());
        assertEquals(4, body.get("rounds").asInt());
        assertEquals(10, body.get("roundIntervalMinutes").asInt());
        assertEquals(60_000, body.get("clock").get("initialMs").asInt());
        assertFalse(body.has("minutes"), "a Swiss has rounds, not a length: " + body);
        int status = sent.response().status();
        if (status != 201) {
            // A server without Swiss answers with its own words, and the page shows them.
            assertThat(p.locator("#create-error")).not().isEmpty();
        }
        assumeTrue(status == 201, NEEDS_API + ": the server answered " + status);
        p.waitForURL(Pattern.compile(".*/tournament/[A-Za-z0-9_-]+$"));
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Sunday Swiss").setLevel(1)))
            .isVisible();
        assertThat(p.locator(".round-line")).hasText("Rounds at most 10 minutes apart");
    }
}
