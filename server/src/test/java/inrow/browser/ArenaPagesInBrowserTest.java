package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tournaments list and an arena's page as people use them, against the arena API as its contract writes it
 * ({@link ArenaApiStub}): the lists and their countdowns, the create form's checks and what it posts, joining a locked
 * arena and being taken to the game it pairs, the game page's way back, the standings' pages and the podium; on a
 * phone, a laptop and a desktop, light and dark, in English and Chinese, with nothing cut off or scrolling sideways.
 */
@Timeout(120)
class ArenaPagesInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static BrowserContext person(int width, int height, ColorScheme scheme, ArenaApiStub api) {
        BrowserContext c = STAGE.person(new Browser.NewContextOptions().setViewportSize(width, height)
            .setColorScheme(scheme));
        api.install(c);
        return c;
    }

    private static void signUp(BrowserContext person, String name) {
        assertEquals(201, person.request().post(server.url("/api/account/signup"), RequestOptions.create()
            .setData(Map.of("name", name, "password", "correct horse"))).status());
    }

    private static void fitsSideways(Page p, String what) {
        int width = p.viewportSize().width;
        assertEquals(width, ((Number) p.evaluate("document.documentElement.scrollWidth")).intValue(),
            what + " does not scroll sideways at " + width + " px");
    }

    @Test
    void aGuestSeesTheListsWithTheirCountdownsAndIsAskedToSignInToCreate() {
        ArenaApiStub api = new ArenaApiStub(server.clock().getAsLong());
        Page p = person(1280, 860, ColorScheme.LIGHT, api).newPage();
        p.navigate(server.url("/"));
        p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Tournaments")).click();
        p.waitForURL(Pattern.compile(".*/tournaments$"));
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Tournaments").setLevel(1)))
            .isVisible();
        Locator running = p.locator("#items-running li");
        assertThat(running).hasCount(1);
        assertThat(running).containsText("Friday blitz");
        assertThat(running).containsText("Gomoku · 3 min + 2 s · 60 minutes");
        assertThat(running.getByRole(AriaRole.IMG, new Locator.GetByRoleOptions().setName("Needs a password")))
            .isVisible();
        assertThat(running).containsText("25 players");
        assertThat(running.locator(".arena-when")).hasText(Pattern.compile("Ends in (40:00|39:\\d\\d)"));
        Locator upcoming = p.locator("#items-upcoming li");
        assertThat(upcoming).containsText("Renju · Swap2");
        assertThat(upcoming).containsText("Casual");
        assertThat(upcoming).containsText("Rating 1400 to 1900 · At least 5 rated games");
        assertThat(upcoming.locator(".arena-when")).hasText(Pattern.compile("Starts in [34]:\\d\\d"));
        assertThat(p.locator("#items-finished li")).containsText("Tic-tac-toe sprint");
        assertThat(p.locator("#items-finished .arena-when")).hasCount(0);
        assertThat(p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Sign in to create an arena")))
            .isVisible();
        assertThat(p.locator("#arena-create")).hasCount(0);
    }

    @Test
    void aSignedInPersonIsToldWhatIsWrongThenCreatesAnArena() throws Exception {
        ArenaApiStub api = new ArenaApiStub(server.clock().getAsLong());
        BrowserContext ana = person(1366, 768, ColorScheme.LIGHT, api);
        signUp(ana, "ana" + System.nanoTime() % 100000);
        Page p = ana.newPage();
        p.navigate(server.url("/tournaments"));
        p.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("  ");
        p.getByLabel("Length in minutes").fill("5");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the arena")).click();
        assertThat(p.locator("#err-name")).hasText("Give the arena a name of 1 to 60 characters.");
        assertThat(p.locator("#err-minutes")).hasText("An arena lasts 10 to 180 minutes.");
        assertThat(p.getByLabel("Name", new Page.GetByLabelOptions().setExact(true))).isFocused();
        assertThat(p.getByLabel("Length in minutes")).hasAttribute("aria-invalid", "true");
        assertEquals(List.of(), api.posted, "nothing is sent while the form is wrong");

        p.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Sunday renju");
        p.getByLabel("Length in minutes").fill("45");
        p.getByLabel("Game", new Page.GetByLabelOptions().setExact(true)).selectOption("renju");
        p.getByLabel("Opening", new Page.GetByLabelOptions().setExact(true)).selectOption("swap2");
        p.getByLabel("Clock", new Page.GetByLabelOptions().setExact(true)).selectOption("5+3");
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Casual")).check();
        p.getByText("Who may join").click();
        p.getByLabel("Password (optional)").fill("owl");
        p.getByLabel("Lowest rating").fill("1400");
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-create-laptop")).setFullPage(true));
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the arena")).click();
        p.waitForURL(Pattern.compile(".*/tournament/" + ArenaApiStub.ID + "$"));
        assertEquals(1, api.posted.size());
        assertTrue(api.posted.get(0).startsWith("/api/tournaments "), api.posted.get(0));
        JsonNode body = JSON.readTree(api.posted.get(0).substring("/api/tournaments ".length()));
        assertEquals("arena", body.get("kind").asText());
        assertEquals("Sunday renju", body.get("name").asText());
        assertEquals("renju", body.get("game").asText());
        assertEquals("swap2", body.get("opening").asText());
        assertEquals(300_000, body.get("clock").get("initialMs").asInt());
        assertEquals(3000, body.get("clock").get("incrementMs").asInt());
        assertEquals(45, body.get("minutes").asInt());
        assertTrue(body.get("startsAt").isNull(), "no start given: the server starts it in 5 minutes");
        assertEquals(false, body.get("rated").asBoolean());
        assertEquals("owl", body.get("password").asText());
        assertEquals(1400, body.get("minRating").asInt());
        assertTrue(body.get("maxRating").isNull());
        assertTrue(body.get("minRatedGames").isNull());
    }

    @Test
    void aPlayerJoinsALockedArenaAndIsTakenToTheGameItPairs() {
        ArenaApiStub api = new ArenaApiStub(server.clock().getAsLong());
        JsonNode game = server.create("{\"name\":\"player1\",\"rules\":{\"preset\":\"gomoku\"}}");
        api.topCode = game.get("code").asText();
        BrowserContext bo = person(1280, 860, ColorScheme.LIGHT, api);
        signUp(bo, "bo" + System.nanoTime() % 100000);
        Page p = bo.newPage();
        p.navigate(server.url("/tournament/" + ArenaApiStub.ID));
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Friday blitz"))).isVisible();
        assertThat(p.getByRole(AriaRole.TIMER)).hasText(Pattern.compile("Ends in (40:00|39:\\d\\d)"));
        Locator rows = p.locator("#standings-rows tr");
        assertThat(rows).hasCount(20);
        assertThat(rows.first().getByRole(AriaRole.ROWHEADER)).containsText("player1");
        assertThat(rows.first().getByRole(AriaRole.IMG, new Locator.GetByRoleOptions()
            .setName("On a streak: wins count double"))).isVisible();
        assertThat(rows.nth(5)).containsText("paused");
        assertThat(rows.first().locator(".mark").first()).hasAttribute("aria-label",
            Pattern.compile("^(win|loss|draw), \\d points?"));
        assertThat(p.locator("#page-label")).hasText("Page 1 of 2");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Next")).click();
        assertThat(rows).hasCount(5);
        assertThat(rows.first()).containsText("player21");
        assertThat(p.locator("#top-board svg.mini")).isVisible();
        assertThat(p.locator("#top-link")).hasAttribute("href", "/g/" + api.topCode);
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause"))).isHidden();
        // Any game opens from the table: a player's games fold out under their row, the one being played first.
        Locator games = p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Games of player21"));
        games.focus();
        p.keyboard().press("Enter");
        assertThat(games).hasAttribute("aria-expanded", "true");
        Locator list = p.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Games of player21"));
        assertThat(list.getByRole(AriaRole.LINK)).hasCount(2);
        assertThat(list.getByRole(AriaRole.LINK).first()).hasText("player21 against player2, playing now");
        assertThat(list.getByRole(AriaRole.LINK).first()).hasAttribute("href", "/g/" + api.topCode);
        assertThat(list.getByRole(AriaRole.LINK).nth(1)).hasText("player21 against player2, player21 won");
        p.waitForTimeout(2500);
        assertThat(games).isFocused();
        assertThat(list).isVisible();

        p.getByLabel("Password").fill("owl");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join")).click();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Withdraw"))).isVisible();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join"))).isHidden();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause"))).isFocused();
        assertTrue(api.posted.contains("/api/tournaments/" + ArenaApiStub.ID + "/join {\"password\":\"owl\"}"),
            api.posted.toString());

        // The server pairs this player: the page says so, keeps the seat's token and opens the game.
        api.gameCode = game.get("code").asText();
        api.gameToken = game.get("token").asText();
        assertThat(p.locator("#ready")).containsText("Your game is ready.");
        p.waitForURL(Pattern.compile(".*/g/" + api.gameCode + "\\?t=" + ArenaApiStub.ID + "$"));
        assertThat(p.locator(".player[data-seat=\"X\"] .you")).isVisible();
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-game-page")));
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Berserk")).click();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Berserk"))).isHidden();
        assertTrue(api.posted.contains("/api/tournaments/" + ArenaApiStub.ID + "/berserk {}"), api.posted.toString());
        // The game ends; the arena pairs the player again while they look at it: the game page goes to the next one.
        JsonNode second = server.create("{\"name\":\"player1\",\"rules\":{\"preset\":\"gomoku\"}}");
        api.gameCode = second.get("code").asText();
        api.gameToken = second.get("token").asText();
        assertThat(p.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText("Your game is ready")))
            .isVisible();
        p.waitForURL(Pattern.compile(".*/g/" + api.gameCode + "\\?t=" + ArenaApiStub.ID + "$"));
        assertThat(p.locator(".player[data-seat=\"X\"] .you")).isVisible();
        Locator back = p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Back to the tournament"));
        assertThat(back).hasAttribute("href", "/tournament/" + ArenaApiStub.ID);
        back.click();
        p.waitForURL(Pattern.compile(".*/tournament/" + ArenaApiStub.ID + "$"));
        assertThat(p.locator("#ready")).containsText("Your game is on.");
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Berserk"))).isVisible();
        p.waitForTimeout(1500);
        assertTrue(p.url().endsWith("/tournament/" + ArenaApiStub.ID), "coming back does not bounce to the game");
    }

    @Test
    void aFinishedArenaShowsItsPodium() {
        ArenaApiStub api = new ArenaApiStub(server.clock().getAsLong());
        api.status = "finished";
        Page p = person(1280, 860, ColorScheme.LIGHT, api).newPage();
        p.navigate(server.url("/tournament/" + ArenaApiStub.ID));
        Locator places = p.locator("#podium-places li");
        assertThat(places).hasCount(3);
        assertThat(places.first()).containsText("player1");
        assertThat(places.first()).containsText("31 points · 14 games · 9 wins · performance 1970");
        assertThat(p.getByRole(AriaRole.TIMER)).hasText("Finished");
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join"))).isHidden();
    }

    /** Both pages at a phone, a laptop and a desktop, light and dark, in English and Chinese: looked at, and measured. */
    @ParameterizedTest(name = "{0} {1}x{2}")
    @CsvSource({"en, 390, 844", "en, 1366, 768", "en, 1920, 1080", "zh-Hans, 390, 844", "zh-Hans, 1366, 768",
        "zh-Hans, 1920, 1080"})
    void bothPagesFitEveryScreen(String lang, int width, int height) {
        ArenaApiStub api = new ArenaApiStub(server.clock().getAsLong());
        JsonNode game = server.create("{\"name\":\"player1\",\"rules\":{\"preset\":\"gomoku\"}}");
        api.topCode = game.get("code").asText();
        for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
            BrowserContext c = person(width, height, scheme, api);
            signUp(c, "cy" + System.nanoTime() % 1000000);
            Page p = c.newPage();
            String tag = lang + "-" + width + "x" + height + "-" + scheme.name().toLowerCase(java.util.Locale.ROOT);
            p.navigate(server.url("/tournaments?lang=" + lang));
            assertThat(p.locator("#items-running li")).hasCount(1);
            fitsSideways(p, "the tournaments page");
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("tournaments-" + tag))
                .setFullPage(true));
            p.navigate(server.url("/tournament/" + ArenaApiStub.ID + "?lang=" + lang));
            assertThat(p.locator("#standings-rows tr")).hasCount(20);
            assertThat(p.locator("#top-board svg.mini")).isVisible();
            fitsSideways(p, "the arena page");
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-" + tag)).setFullPage(true));
            c.close();
        }
    }
}
