package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.testing.WsClient.msg;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 42's "done when": from a finished game's review, open a position on the analysis board, try a variation,
 * copy the link, and a friend who opens it in another browser sees the same tree, the same move chosen, and can ask
 * the computer for its best moves there.
 */
@Timeout(120)
class AnalysisInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    /**
     * The phone test's own server: the analyses it asks for (a gomoku position's passes last up to 6.8 s) would
     * otherwise still hold loopback's share of the computer's work when the other test asks for its review.
     */
    @RegisterExtension
    static final TestServerExtension phoneServer = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** A finished tic-tac-toe game: X B2, O B3, X A3, O C3, X C1 (the diagonal). */
    private static String finishedGame() {
        JsonNode created = server.create("{\"rules\":{\"preset\":\"tictactoe\"}}");
        String code = created.get("code").asText();
        int[][] moves = {{1, 1}, {1, 0}, {0, 0}, {2, 0}, {2, 2}};
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            x.awaitState(g -> g.get("status").asText().equals("playing"));
            for (int i = 0; i < moves.length; i++) {
                (i % 2 == 0 ? x : o).send(msg("move", "x", moves[i][0], "y", moves[i][1], "ply", i));
                x.awaitMoves(i + 1);
            }
        }
        return code;
    }

    private static Locator button(Page p, String name) {
        return p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    @Test
    void aReviewedPositionIsOpenedVariedAndSharedWithItsTree() {
        String code = finishedGame();
        BrowserContext ana = STAGE.person();
        ana.grantPermissions(List.of("clipboard-write"));
        Page a = ana.newPage();
        a.navigate(server.url("/g/" + code));
        button(a, "Review this game").click();
        assertThat(a.locator("#review-accuracy")).containsText("Accuracy");
        a.locator("#moves button.move[data-ply='2']").click();
        Locator analyse = a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Analyse this position"));
        assertThat(analyse).hasAttribute("href", Pattern.compile(".*t=b2b3a3c3c1.*p=00$"));
        analyse.click();
        a.waitForURL(Pattern.compile(".*/analysis\\?.*"));
        // At the reviewed move: O's B3 is the current one, the game's five moves the main line.
        assertThat(a.locator("#tree [aria-current='true']")).hasText("1... B3");
        assertThat(a.locator("#tree button")).hasCount(5);
        assertThat(a.locator("#turn")).containsText("X to move");
        // X tries A1 instead of the game's A3: a variation beside the main line.
        button(a, "A1, empty").click();
        assertThat(button(a, "A1, X")).isVisible();
        assertThat(a.locator("#tree li.variation")).hasCount(1);
        assertThat(a.locator("#tree [aria-current='true']")).hasText("2. A1");
        // The site's permissions policy lets a page write the clipboard, not read it: the test keeps what was written.
        a.evaluate("() => { const write = navigator.clipboard.writeText.bind(navigator.clipboard);"
            + " navigator.clipboard.writeText = (text) => { window.copiedLink = text; return write(text); }; }");
        button(a, "Copy link").click();
        assertThat(a.locator("#copied")).hasText("Link copied.");
        String link = (String) a.evaluate("() => window.copiedLink");
        assertEquals(a.url(), link, "the address bar is the link too");

        Page b = STAGE.person().newPage();
        b.navigate(link);
        assertThat(b.locator("#tree")).hasText(a.locator("#tree").textContent());
        assertThat(b.locator("#tree [aria-current='true']")).hasText("2. A1");
        assertThat(button(b, "A1, X")).isVisible();
        // The friend asks the computer: its three best moves, marked on the board and read out.
        button(b, "Computer analysis").click();
        assertThat(b.locator("#lines li")).hasCount(3);
        assertThat(b.locator("#spoken")).containsText("Best move");
        assertThat(b.locator("#board [data-rank='1']")).hasCount(1);
        // Back along the tree by keyboard, to the game's position: the main line's move is there again.
        b.locator("#tree [aria-current='true']").focus();
        b.keyboard().press("ArrowLeft");
        assertThat(b.locator("#tree [aria-current='true']")).hasText("1... B3");
        button(b, "Forward").click();
        assertThat(b.locator("#tree [aria-current='true']")).hasText("2. A3");
        a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("analysis-desktop")).setFullPage(true));
    }

    /**
     * A gomoku board on a phone in dark mode, opened from a link: the computer's marks on the board, and the page no
     * wider than the screen. The picture goes to target/screenshots/analysis-phone-dark.png.
     */
    @Test
    void aGomokuBoardFitsAPhoneInDarkMode() {
        Page p = STAGE.person(new Browser.NewContextOptions().setViewportSize(390, 844).setIsMobile(true)
            .setHasTouch(true).setColorScheme(ColorScheme.DARK)).newPage();
        p.navigate(phoneServer.url("/analysis?r=gomoku&t=h8i9g7j10&p=0000"));
        assertThat(p.locator("#tree button")).hasCount(4);
        button(p, "H9, empty").click();
        assertThat(p.locator("#tree [aria-current='true']")).hasText("3. H9");
        button(p, "Computer analysis").click();
        assertThat(p.locator("#lines li").first()).isVisible();
        assertEquals(Boolean.FALSE, p.evaluate("() => document.documentElement.scrollWidth > innerWidth"),
            "no sideways scrolling");
        // Set-up: a white stone put down freely becomes the next move in turn order; two more whites make no game.
        button(p, "Set up stones").click();
        p.getByLabel("Stone to place").selectOption(new com.microsoft.playwright.options.SelectOption().setLabel("White"));
        button(p, "G9, empty").click();
        button(p, "Set up stones").click();
        assertThat(p.locator("#tree button")).hasCount(6);
        assertThat(p.locator("#tree [aria-current='true']")).hasText("3... G9");
        button(p, "Set up stones").click();
        button(p, "A1, empty").click();
        button(p, "A2, empty").click();
        button(p, "Set up stones").click();
        assertThat(p.getByRole(AriaRole.ALERT)).containsText("as many stones as white");
        button(p, "A2, White").click();
        button(p, "A1, White").click();
        button(p, "Set up stones").click();
        assertThat(p.locator("#turn")).containsText("Black to move");
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("analysis-phone-dark")).setFullPage(true));
    }
}
