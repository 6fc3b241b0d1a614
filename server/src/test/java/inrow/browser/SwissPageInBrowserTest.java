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
import java.util.List;
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

    /** No table box scrolls sideways: each shows its whole width (scrollWidth <= clientWidth). */
    private static void tablesFit(Page p, String what) {
        @SuppressWarnings("unchecked")
        List<String> over = (List<String>) p.evaluate("[...document.querySelectorAll('.table-scroll')]"
            + ".filter(b => b.offsetParent !== null && b.scrollWidth > b.clientWidth)"
            + ".map(b => (b.closest('section')?.className ?? '?') + ': ' + b.scrollWidth + ' > ' + b.clientWidth)");
        assertTrue(over.isEmpty(), what + ": tables scroll sideways in their boxes at " + p.viewportSize().width
            + " px: " + over);
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

    /**
     * Ana creates a Swiss on the form; Bo (on a phone) and Cy (a laptop, dark) join from its page, and Ana too. The
     * server's clock is moved to the start and the server pairs round 1: three players, one board and a bye. Each
     * page shows the round's board and the standings, says to each player what the round gave them, takes the two
     * paired players to their game once (and not again when they come back), and offers the TRF.
     */
    @Test
    void threePeopleJoinASwissAndSeeRoundOnePaired() throws Exception {
        server.clock().stop();
        String ana = fresh("ana");
        BrowserContext anaPerson = person(1366, 768, ColorScheme.LIGHT, ana);
        // The pages' timers (their 2 s reads, the step to the game) run as the test moves their clocks on.
        anaPerson.clock().install();
        Page a = anaPerson.newPage();
        Request sent = createSwiss(a, "Lunch Swiss", "3", "10");
        assumeTrue(sent.response().status() == 201, NEEDS_API + ": the server answered " + sent.response().status());
        a.waitForURL(Pattern.compile(".*/tournament/[A-Za-z0-9_-]+$"));
        String id = a.url().replaceFirst(".*/tournament/", "");
        assertThat(a.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Lunch Swiss").setLevel(1)))
            .isVisible();
        assertThat(a.getByRole(AriaRole.TIMER)).hasText(Pattern.compile("Starts in (5:00|4:\\d\\d)"));
        assertThat(a.locator(".arena-terms")).containsText("Gomoku · ");

        Map<String, Page> pages = new java.util.LinkedHashMap<>();
        pages.put(ana, a);
        String bo = fresh("bo");
        pages.put(bo, person(390, 844, ColorScheme.LIGHT, bo).newPage());
        String cy = fresh("cy");
        pages.put(cy, person(1366, 768, ColorScheme.DARK, cy).newPage());
        pages.values().forEach(p -> p.context().clock().install());
        for (Page p : pages.values()) {
            p.navigate(server.url("/tournament/" + id));
            Locator join = p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join"));
            join.click();
            assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Withdraw"))).isVisible();
            assertThat(join).isHidden();
        }
        assertThat(a.locator("#swiss-rows tr:not(.row-more)")).hasCount(3);

        // From here the pages' clocks stand still: each page reads the round and is taken to its game as the test
        // moves its clock, so every page's words can be read before any of them leaves.
        long wall = System.currentTimeMillis() + 1000;
        pages.values().forEach(p -> p.clock().pauseAt(wall));
        server.clock().advance(5 * 60_000 + 1000);
        server.server().swisses().tick();

        // Each page reads the round within its 2 s: one board, one bye, and a word for each player.
        String byeName = null;
        Map<String, String> games = new java.util.HashMap<>();
        for (Page p : pages.values()) {
            p.clock().runFor(2100);
        }
        for (Map.Entry<String, Page> e : pages.entrySet()) {
            Page p = e.getValue();
            Locator note = p.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText("Round 1 paired"));
            assertThat(note).isVisible();
            String said = note.textContent();
            if (said.contains("you have the bye")) {
                assertEquals("Round 1 paired: you have the bye (1 point).", said);
                assertTrue(byeName == null, "one bye");
                byeName = e.getKey();
            } else {
                assertTrue(said.matches("Round 1 paired: you play (ana|bo|cy)\\d+, as [XO]\\."), said);
                // Paired, the player is taken to the game, in their seat, once.
                p.clock().runFor(1500);
                p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]+\\?t=" + id + "$"));
                assertThat(p.locator(".player .you:visible")).hasCount(1);
                games.put(e.getKey(), p.url().replaceFirst(".*/g/([A-Z0-9]+).*", "$1"));
            }
        }
        assertTrue(byeName != null, "three players: one has the bye");
        assertEquals(2, games.size());
        assertEquals(1, new java.util.HashSet<>(games.values()).size(), "the two paired players share one game");
        String code = games.values().iterator().next();

        for (Map.Entry<String, Page> e : pages.entrySet()) {
            Page p = e.getValue();
            p.navigate(server.url("/tournament/" + id));
            assertThat(p.locator(".round-line")).hasText("Round 1 of 3");
            assertThat(p.getByRole(AriaRole.TIMER)).hasText(Pattern.compile("Round 2 in (10:00|9:5\\d)"));
            Locator rows = p.locator("#swiss-rows tr:not(.row-more)");
            assertThat(rows).hasCount(3);
            Locator byeRow = rows.filter(new Locator.FilterOptions().setHas(p.getByRole(AriaRole.ROWHEADER,
                new Page.GetByRoleOptions().setName(byeName))));
            assertThat(byeRow.locator(".round-cell")).hasCount(3); // one per round, those to come empty
            assertThat(byeRow.locator(".round-cell").first()).containsText("Round 1, bye, 1 point");
            assertThat(byeRow.locator(".score")).hasText("1"); // the bye's point, while round 1 is played
            if (p.viewportSize().width <= 600) {
                // A phone: the rounds and tie-breaks are in the row under each player, the columns hidden.
                assertThat(byeRow.locator(".round-cell").first()).isHidden();
                Locator more = byeRow.locator("xpath=following-sibling::tr[1]");
                assertThat(more).hasClass("row-more");
                assertThat(more).isVisible();
                assertThat(more).containsText("Round 1, bye, 1 point");
                assertThat(more.locator(".more-figures")).containsText("Buchholz");
            } else {
                assertThat(p.locator("#swiss-rows tr.row-more").first()).isHidden();
            }
            Locator board = p.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions()
                .setName("Round 1: boards, players and results"));
            assertThat(board.locator("tbody tr")).hasCount(1);
            assertThat(board.getByRole(AriaRole.LINK)).hasAttribute("href", "/g/" + code);
            assertThat(board.getByRole(AriaRole.LINK)).hasText("Watch");
            assertThat(p.locator(".round-list p.bye")).hasText("Bye: " + byeName);
            Locator yours = p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Your game"));
            if (e.getKey().equals(byeName)) {
                assertThat(yours).isHidden();
            } else {
                assertThat(yours).hasAttribute("href", "/g/" + code + "?t=" + id);
                assertThat(p.locator("#swiss-rows .round-cell.playing")).hasCount(2);
            }
            Locator trf = p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Download TRF"));
            assertThat(trf).hasAttribute("href", "/api/tournaments/" + id + "/trf");
            fitsSideways(p, "the Swiss page");
            tablesFit(p, "the Swiss page");
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("swiss-round1-"
                + p.viewportSize().width + "x" + p.viewportSize().height + "-" + (e.getKey().equals(cy) ? "dark" : "light")))
                .setFullPage(true));
            p.clock().runFor(3000);
            assertTrue(p.url().endsWith("/tournament/" + id), "coming back does not bounce to the game");
        }
        var trf = anaPerson.request().get(server.url("/api/tournaments/" + id + "/trf"));
        assertEquals(200, trf.status());
        assertTrue(trf.text().contains(byeName), trf.text());

        // One tournament at a time: the player with the bye, joining an arena, is told they are in the Swiss, with
        // a link to it and an offer to withdraw from it; withdrawing, they are in the arena.
        var made = anaPerson.request().post(server.url("/api/tournaments"), RequestOptions.create().setData(Map.of(
            "kind", "arena", "name", "Tea arena", "game", "tictactoe", "clock", Map.of("initialMs", 60_000,
            "incrementMs", 0), "minutes", 30, "rated", false)));
        assertEquals(201, made.status(), made.text());
        String arena = JSON.readTree(made.text()).get("id").asText();
        Page b = pages.get(byeName);
        b.navigate(server.url("/tournament/" + arena));
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join")).click();
        Locator alert = b.locator("#arena-error");
        assertThat(alert).containsText("You are playing in another tournament, “Lunch Swiss”");
        assertThat(alert.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Go to Lunch Swiss")))
            .hasAttribute("href", "/tournament/" + id);
        alert.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Withdraw from Lunch Swiss")).click();
        assertThat(b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause"))).isVisible();
        assertThat(alert).isEmpty();
    }
}
