package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.ScreenshotAnimations;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Connect Four in the browser, as people play it: the lobby offers it, the board is columns to drop discs into
 * (real buttons named by what is in them), a click or a tap on a column drops a disc to the bottom, the keyboard's
 * left and right choose a column and Enter drops, a full column says so, and the winning four are marked.
 * Screenshots of the board at phone, laptop and desktop sizes, light and dark, go to target/screenshots/c4-*.png.
 */
@Timeout(240)
class ConnectFourInBrowserTest {
    private static final Pattern OVER = Pattern.compile("You win!|You lost|wins|Draw.*");
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** A column by its accessible name: "Column D, D1, X, red, drops to D2". */
    private static Locator column(Page page, String letter) {
        return page.getByRole(AriaRole.BUTTON,
            new Page.GetByRoleOptions().setName(Pattern.compile("^Column " + letter + ",")));
    }

    private BrowserContext sized(int width, int height, ColorScheme scheme, boolean phone) {
        return STAGE.person(new Browser.NewContextOptions().setViewportSize(width, height)
            .setColorScheme(scheme).setIsMobile(phone).setHasTouch(phone));
    }

    /** Drops a disc by click (or by tap on a phone) and waits until the other side sees it land at {@code cell}. */
    private static void drop(Page mover, String letter, String cell, Page opponent, boolean tap) {
        if (tap) {
            column(mover, letter).tap();
        } else {
            column(mover, letter).click();
        }
        assertThat(column(opponent, letter)).hasAttribute("aria-label", Pattern.compile(".*\\b" + cell + ", [XO], .*"));
        // Only the disc just dropped may be falling: one left with the class falls again when the turn changes,
        // and the person sees the earlier discs vanish and drop back in.
        for (Page p : new Page[] {mover, opponent}) {
            assertTrue((int) p.evaluate("document.querySelectorAll('.slot.drop:not(.last)').length") == 0,
                "an earlier disc is still falling");
        }
    }

    @Test
    void twoPeoplePlayConnectFourByClickingTappingAndTheKeyboardUntilFourConnect() {
        try (BrowserContext ana = STAGE.person();
             BrowserContext bo = sized(390, 844, ColorScheme.LIGHT, true)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Connect Four"))).check();
            // Listed, so that the lobby shows it below (a friend's game is not).
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Anyone"))).check();
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(a).hasTitle(Pattern.compile("^Connect Four"));
            Page b = bo.newPage();
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            assertThat(a.locator("#status")).hasText("Your move");

            // Seven columns, each a button; empty, a disc would land on the bottom row.
            assertThat(a.locator("#board button.column")).hasCount(7);
            assertThat(column(a, "D")).hasAttribute("aria-label", "Column D, empty, drops to D1");
            // On a phone every column is wide enough for a thumb.
            double width = column(b, "A").boundingBox().width;
            assertTrue(width >= 44, "a column on a 390 px phone is " + width + " px wide");

            // Column A filled, red and yellow in turn: then it is full, and a click on it is answered in words.
            for (int row = 1; row <= 6; row++) {
                if (row % 2 == 1) {
                    drop(a, "A", "A" + row, b, false);
                } else {
                    drop(b, "A", "A" + row, a, true);
                }
            }
            assertThat(column(a, "A")).hasAttribute("aria-label", Pattern.compile(".*A6, O, yellow, last move, full$"));
            column(a, "A").click();
            assertThat(a.locator("#error")).hasText("That column is full.");

            drop(a, "D", "D1", b, false);
            drop(b, "E", "E1", a, true);
            // The second disc in a column lands on the first.
            drop(a, "D", "D2", b, false);
            assertThat(column(a, "D")).hasAttribute("aria-label",
                "Column D, D1, X, red, D2, X, red, last move, drops to D3");
            drop(b, "E", "E2", a, true);
            // Hover shows where the disc would land; the screenshot shows it.
            column(a, "D").hover();
            a.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED).setPath(Browsers.screenshot("c4-playing-hover-desktop")));
            b.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED).setPath(Browsers.screenshot("c4-playing-phone")));

            // The keyboard: from D, right goes to E, left twice to C, back right to D; Enter drops.
            column(a, "D").focus();
            a.keyboard().press("ArrowRight");
            assertThat(column(a, "E")).isFocused();
            a.keyboard().press("ArrowLeft");
            a.keyboard().press("ArrowLeft");
            assertThat(column(a, "C")).isFocused();
            a.keyboard().press("ArrowRight");
            a.keyboard().press("Enter");
            assertThat(column(b, "D")).hasAttribute("aria-label", Pattern.compile(".*\\bD3, X, red, last move, .*"));
            drop(b, "E", "E3", a, true);
            // Yellow's move in the list is text on the light card: readable (it was the disc's amber, 2.6:1).
            String players = a.locator(".players").ariaSnapshot();
            assertTrue(players.contains("X, red Ana") && players.contains("O, yellow Bo"), players);
            double amber = textContrast(a, "#moves .move.O");
            assertTrue(amber >= 4.5, "yellow's moves in the list: " + amber + ":1");

            // The lobby lists the game live as a small Connect Four board, discs and all.
            try (BrowserContext cy = sized(1366, 768, ColorScheme.LIGHT, false)) {
                Page lobby = cy.newPage();
                lobby.navigate(server.url("/"));
                String code = a.url().substring(a.url().lastIndexOf('/') + 1);
                Locator card = lobby.locator(".board-card[href='/g/" + code + "?watch=1']");
                assertThat(card).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(15_000));
                assertThat(card.locator("svg.mini.c4 .mini-disc")).hasCount(12);
                assertThat(card).containsText("Connect Four");
                lobby.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("c4-lobby-laptop")));
                // A watcher is told whose turn it is by the discs' colour: nothing on this board says X or O.
                assertTrue(cy.request().get(a.url()).text().contains("Ana (Red) to move"), "the page as served");
                Page watch = cy.newPage();
                watch.navigate(a.url());
                assertThat(watch.locator("#status")).hasText("Ana (Red) to move");
            }

            drop(a, "D", "D4", b, false);
            assertThat(a.locator("#status")).hasText("You win!");
            assertThat(b.locator("#status")).hasText("You lost");
            assertThat(a.locator("#board .slot.win")).hasCount(4);
            assertThat(column(b, "D")).hasAttribute("aria-label", Pattern.compile(".*D4, X, red, last move, winning line.*"));
            a.mouse().move(0, 0);
            a.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED).setPath(Browsers.screenshot("c4-won-desktop")));

            // The review is exact: back at the position before the win, each column's landing slot says what a disc
            // there is worth to red (D: wins at once), as the solver proved it.
            button(a, "Review this game").click();
            assertThat(a.locator("#review-accuracy")).containsText("Accuracy");
            a.locator("#moves button.move[data-ply='12']").click();
            Locator d4 = a.locator("#board .column[data-x='3'] .slot[data-value]");
            assertThat(d4).hasAttribute("data-value", "+1");
            assertThat(d4).hasAttribute("data-tone", "win");
            assertThat(a.locator("#review-every")).containsText("D: wins in 1 move");
            assertThat(a.locator("#board .slot[data-value]")).hasCount(6);
            a.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED)
                .setPath(Browsers.screenshot("c4-review-desktop")));
            a.locator("#moves button.move[data-ply='13']").click();

            // The finished board as others see it: a laptop and a phone, light and dark.
            shoot(a.url(), 1366, 768, ColorScheme.LIGHT, false, "c4-won-laptop-light");
            shoot(a.url(), 1366, 768, ColorScheme.DARK, false, "c4-won-laptop-dark");
            shoot(a.url(), 390, 844, ColorScheme.LIGHT, true, "c4-won-phone-light");
            shoot(a.url(), 390, 844, ColorScheme.DARK, true, "c4-won-phone-dark");
            shoot(a.url(), 1920, 1080, ColorScheme.DARK, false, "c4-won-desktop-dark");
        }
    }

    private void shoot(String url, int width, int height, ColorScheme scheme, boolean phone, String name) {
        try (BrowserContext c = sized(width, height, scheme, phone)) {
            Page p = c.newPage();
            p.navigate(url);
            assertThat(p.locator("#board .slot.win")).hasCount(4);
            p.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED).setPath(Browsers.screenshot(name)));
        }
    }

    @Test
    void aPersonPlayingTheMasterSecondLoses() {
        try (BrowserContext person = sized(1366, 768, ColorScheme.LIGHT, false)) {
            Page p = person.newPage();
            p.navigate(server.url("/"));
            p.getByLabel("Your name").fill("Ana");
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Connect Four"))).check();
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^The computer"))).check();
            Locator level = p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true));
            // Levels by measured strength on Connect Four: greedy beats minimax there (GravityBotsTest).
            assertThat(level.locator("option").nth(1)).hasText(Pattern.compile("^Medium · Minimax"));
            assertThat(level.locator("option").nth(2)).hasText(Pattern.compile("^Hard · Greedy"));
            // In Connect Four's own words: columns, and the master plays the solved game. How a level plays is
            // written under the menu (issue 38, item 22: in the menu itself it was cut on a phone).
            assertThat(level.locator("option").nth(3)).hasText(Pattern.compile("^Master · the solved game"));
            level.selectOption("random");
            assertThat(p.locator("#level-about")).hasText(Pattern.compile("any free column\\.$"));
            level.selectOption("master");
            p.getByLabel("Who moves first").selectOption("computer");
            button(p, "Create room").click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(p.locator(".player[data-seat=X] .cpu")).isVisible();

            // A person who does not look ahead: always the leftmost column with room, until the game ends.
            Locator status = p.locator("#status");
            for (int turn = 0; turn < 21; turn++) {
                assertThat(status).hasText(Pattern.compile("Your move|You win!|You lost|wins|Draw.*"),
                    new LocatorAssertions.HasTextOptions().setTimeout(20_000));
                if (OVER.matcher(status.textContent()).find()) {
                    break;
                }
                int before = p.locator(".slot[data-mark=O]").count();
                p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^Column .*drops to")))
                    .first().click();
                assertThat(p.locator(".slot[data-mark=O]")).hasCount(before + 1);
            }
            assertThat(status).hasText("You lost", new LocatorAssertions.HasTextOptions().setTimeout(20_000));
            p.screenshot(new Page.ScreenshotOptions().setAnimations(ScreenshotAnimations.DISABLED).setPath(Browsers.screenshot("c4-lost-to-master-laptop")));
        }
    }

    /** The WCAG contrast of an element's text against the first ancestor (or itself) with a background colour. */
    static double textContrast(Page p, String selector) {
        return ((Number) p.evaluate("""
            (sel) => {
              const rgba = (s) => s.match(/[\\d.]+/g).map(Number);
              const lum = ([r, g, b]) => {
                const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
                return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
              };
              const el = document.querySelector(sel);
              let bg = el;
              while (bg && (rgba(getComputedStyle(bg).backgroundColor)[3] ?? 1) === 0) bg = bg.parentElement;
              const x = lum(rgba(getComputedStyle(el).color));
              const y = lum(rgba(getComputedStyle(bg ?? document.body).backgroundColor));
              return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
            }""", selector)).doubleValue();
    }
}
