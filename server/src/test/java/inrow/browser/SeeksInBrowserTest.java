package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.cell;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Seeks on the lobby: one person opens a seek with the form (by keyboard), another sees it listed with the creator's
 * name and rating and accepts it with one click, and both land in one game. Screenshots of the list and form on a
 * phone and a desktop, light and dark, in English and Chinese.
 */
@Timeout(120)
class SeeksInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static final Locator.GetByLabelOptions EXACT = new Locator.GetByLabelOptions().setExact(true);

    private static Page lobby(BrowserContext person, String name, String lang) {
        Page p = person.newPage();
        p.navigate(server.url("/?lang=" + lang));
        p.locator("#create input[name=name]").fill(name);
        return p;
    }

    /** The listed seek of one creator (the class's server keeps another test's seek for its grace). */
    private static Locator seekOf(Page p, String name) {
        return p.locator(".seek", new Page.LocatorOptions().setHasText(name));
    }

    private static BrowserContext phone(ColorScheme scheme) {
        return STAGE.person(new Browser.NewContextOptions().setViewportSize(390, 844).setIsMobile(true)
            .setHasTouch(true).setColorScheme(scheme));
    }

    private static BrowserContext desktop(ColorScheme scheme) {
        return STAGE.person(new Browser.NewContextOptions().setViewportSize(1280, 860).setColorScheme(scheme));
    }

    @Test
    void onePersonOpensASeekAnotherAcceptsItWithOneClickAndBothPlay() {
        try (BrowserContext ana = desktop(ColorScheme.LIGHT); BrowserContext bo = phone(ColorScheme.DARK)) {
            Page a = lobby(ana, "Ana", "en");
            Page b = lobby(bo, "Bo", "en");
            // Nothing to show yet: the seeks module is not loaded, only the button that opens the form.
            assertEquals(0L, ((Number) b.evaluate("document.querySelectorAll('#seeks').length")).longValue());
            a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a seek").setExact(true))
                .click();
            assertThat(a.locator("#seeks").getByLabel("Game", EXACT)).isFocused();
            a.locator("#seeks").getByLabel("Game", EXACT).selectOption("tictactoe");
            a.locator("#seeks").getByLabel("Clock", EXACT).selectOption("10s");
            a.locator("#seeks").getByLabel("Lowest rating (optional)", EXACT).fill("1000");
            a.locator("#seeks").getByLabel("Highest rating (optional)", EXACT).fill("2000");
            a.keyboard().press("Enter");
            assertThat(a.locator(".seek-status")).containsText("Your seek is open");
            assertThat(a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Cancel your seek: Tic-tac-toe 10 s/move")))
                .isVisible();

            // Bo's lobby loads the list when the seek arrives.
            assertThat(seekOf(b, "Ana")).containsText("Ana 1500?");
            assertThat(seekOf(b, "Ana")).containsText("Tic-tac-toe 10 s/move · casual · 1000–2000");
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seeks-desktop-light-en"))
                .setFullPage(true));
            b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seeks-phone-dark-en"))
                .setFullPage(true));
            b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept Ana’s game: Tic-tac-toe 10 s/move"))
                .click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertEquals(a.url(), b.url(), "one game for both");
            assertThat(a.locator("#status")).hasText("Your move");
            cell(a, "B2").click();
            assertThat(cell(b, "B2")).hasAttribute("aria-label", Pattern.compile("^B2, (?!empty)"));
        }
    }

    @Test
    void inChineseTheListAndFormSayItInChineseAndABadRangeIsExplained() {
        try (BrowserContext ana = phone(ColorScheme.LIGHT); BrowserContext bo = desktop(ColorScheme.DARK)) {
            Page a = lobby(ana, "安娜", "zh-Hans");
            Page b = lobby(bo, "波", "zh-Hans");
            a.locator("#seek-new").click();
            a.locator("#seeks").getByLabel("最低等级分（可选）", EXACT).fill("1800");
            a.locator("#seeks").getByLabel("最高等级分（可选）", EXACT).fill("1200");
            a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("发起邀请")).click();
            assertThat(a.locator(".seek-status")).hasText("等级分范围须在 600 到 3000 之间，且最低在前。");
            a.locator("#seeks").getByLabel("最高等级分（可选）", EXACT).fill("");
            a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("发起邀请")).click();
            assertThat(a.locator(".seek-status")).containsText("你的邀请已发出");
            assertThat(seekOf(b, "安娜")).containsText("安娜 1500?");
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seeks-phone-light-zh"))
                .setFullPage(true));
            b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seeks-desktop-dark-zh"))
                .setFullPage(true));
            b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^接受 安娜 的对局"))).click();
            assertThat(b.locator(".seek-status")).hasText("你的等级分不在该邀请的范围内。");
        }
    }

    /**
     * Ana opens a seek in the lobby and goes to watch a game; Bo accepts her seek. Ana's game page offers the new game
     * in a notice (within the 10 s its page takes to ask), stays where it is, lets the keyboard reach the link at once,
     * and the link seats her in the new game as its first player.
     */
    @Test
    void aSeekTakenWhileItsCreatorWatchesAGameIsOfferedThereAndFollowedByKeyboard() {
        String watched = server.create("{\"name\":\"Cy\",\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText();
        try (BrowserContext ana = desktop(ColorScheme.DARK); BrowserContext bo = desktop(ColorScheme.LIGHT)) {
            ana.clock().install();
            Page a = lobby(ana, "Ana", "en");
            a.locator("#seek-new").click();
            a.locator("#seeks").getByLabel("Game", EXACT).selectOption("tictactoe");
            a.locator("#seeks").getByLabel("Clock", EXACT).selectOption("10s");
            a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Open the seek")).click();
            assertThat(a.locator(".seek-status")).containsText("Your seek is open");
            a.navigate(server.url("/g/" + watched));
            assertThat(a.locator("#status")).isVisible();

            Page b = lobby(bo, "Bo", "en");
            b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept Ana’s game: Tic-tac-toe 10 s/move"))
                .click();
            b.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));

            a.clock().fastForward(10_000);
            // Said in a polite live region (its box is the card inside, fixed at the bottom of the screen).
            String said = "Your seek was accepted: your new game is ready.";
            Locator notice = a.getByRole(AriaRole.STATUS).filter(new Locator.FilterOptions().setHasText(said));
            assertThat(notice.getByText(said)).isVisible();
            assertThat(a).hasURL(server.url("/g/" + watched)); // a notice, not a redirect
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seek-taken-notice-desktop-dark-en")));
            a.setViewportSize(390, 844);
            assertThat(notice.getByText(said)).isInViewport();
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("seek-taken-notice-phone-dark-en")));
            a.setViewportSize(1280, 860);
            // Next after the header's language menu in the keyboard's order.
            a.locator("#lang").focus();
            a.keyboard().press("Tab");
            Locator go = notice.getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Go to the new game"));
            assertThat(go).isFocused();
            a.keyboard().press("Enter");
            a.waitForURL(b.url()); // the game made from the seek
            assertThat(a.locator("#status")).hasText("Your move");
            cell(a, "B2").click();
            assertThat(cell(b, "B2")).hasAttribute("aria-label", Pattern.compile("^B2, (?!empty)"));
        }
    }
}
