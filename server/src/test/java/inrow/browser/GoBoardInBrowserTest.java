package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.ForcedColors;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Gomoku is played on a go board: black and white stones on the intersections, the last one marked, the winning
 * line struck through; small boards keep X and O. On a touch screen a big board asks for a second tap.
 */
@Timeout(120)
class GoBoardInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** What the stone (::before) or the mark on it (::after) of a point looks like. */
    private static String painted(Locator point, String part, String property) {
        return point.evaluate("(e, a) => getComputedStyle(e, a[0])[a[1]]", List.of(part, property)).toString();
    }

    @Test
    void stonesLandOnTheClickedIntersectionsAndTheWinIsStruckThrough() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person();
             BrowserContext cy = STAGE.person()) {
            // Ana's page keeps its time on Playwright's clock, so the double tap's window is moved past, not waited.
            ana.clock().install();
            Page a = ana.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Gomoku", a, "Ana", b, "Bo");
            assertThat(a.locator("#board")).hasClass(Pattern.compile("\\bgo\\b"));
            // A spectator hears of colours in the headline too, not of X and O.
            Page c = cy.newPage();
            c.navigate(a.url());
            assertThat(c.locator("#status")).hasText("Ana (Black) to move");
            assertTrue(c.request().get(a.url()).text().contains("Ana (Black) to move"), "the server's first paint too");
            assertThat(a.locator(".cell.star")).hasCount(5);

            play(a, "H8", b);
            assertThat(b.locator("#announce")).containsText("Black played H8.");
            Locator h8 = cell(b, "H8");
            assertThat(h8).hasAttribute("aria-label", "H8, X, black, last move");
            assertTrue(painted(h8, "::before", "backgroundImage").contains("radial-gradient"), "a stone is drawn");
            assertNotEquals("none", painted(h8, "::after", "content"), "the last stone carries a mark");
            // The stone sits on the crossing of the point's two lines: both pass through the button's centre.
            BoundingBox box = h8.boundingBox();
            BoundingBox stone = boxOf(h8, "::before");
            assertEquals(box.x + box.width / 2, stone.x + stone.width / 2, 0.6);
            assertEquals(box.y + box.height / 2, stone.y + stone.height / 2, 0.6);

            // Players of stones hear of colours, not of the letters underneath.
            a.clock().fastForward(900); // a tap at once after one's own move is taken for a double tap, and ignored
            cell(a, "A1").click();
            assertThat(a.locator("#error")).hasText("Not your turn: it is White's move.");
            play(b, "J9", a);
            assertEquals("none", painted(cell(a, "H8"), "::after", "content"), "only the newest stone is marked");
            assertThat(cell(a, "J9")).hasAttribute("aria-label", "J9, O, white, last move");
            String black = painted(cell(a, "H8"), "::before", "backgroundImage");
            String white = painted(cell(a, "J9"), "::before", "backgroundImage");
            assertNotEquals(black, white, "black and white stones differ");

            for (String[] m : new String[][] {{"G8", "J10"}, {"F8", "J11"}, {"E8", "J12"}}) {
                play(a, m[0], b);
                play(b, m[1], a);
            }
            cell(a, "D8").click();
            assertThat(a.locator("#status")).hasText("You win!");
            assertThat(c.locator("#status")).hasText("Ana (Black) wins");
            for (Page p : List.of(a, b)) {
                Locator stroke = p.locator("#board svg.strike line");
                assertThat(stroke).hasCount(1);
                // D8..H8 on a 15x15 board: columns 3..7, row 7 (from the top), through the points' centres.
                assertThat(stroke).hasAttribute("x1", "3.5");
                assertThat(stroke).hasAttribute("x2", "7.5");
                assertThat(stroke).hasAttribute("y1", "7.5");
                assertThat(stroke).hasAttribute("y2", "7.5");
                assertThat(p.locator(".cell.win")).hasCount(5);
            }
            // The move list names the sides as the page does, by their stones.
            assertThat(c.locator("#moves button.move[data-ply='1']")).hasAttribute("aria-label", "Black H8, move 1");
            // With numbers on the stones the stroke goes: it hid the winning stones' numbers (their rings stay).
            c.locator("#settings summary").click();
            c.locator("#numbers").check();
            assertThat(c.locator("#board svg.strike")).isHidden();
            assertThat(c.locator("#board .cell.win")).hasCount(5);
        }
    }

    private static BoundingBox boxOf(Locator point, String part) {
        @SuppressWarnings("unchecked")
        List<Number> r = (List<Number>) point.evaluate("""
            (e, part) => {
              const s = getComputedStyle(e, part);
              const b = e.getBoundingClientRect();
              const l = parseFloat(s.left), t = parseFloat(s.top), w = parseFloat(s.width), h = parseFloat(s.height);
              return [b.x + l, b.y + t, w, h];
            }""", part);
        BoundingBox box = new BoundingBox();
        box.x = r.get(0).doubleValue();
        box.y = r.get(1).doubleValue();
        box.width = r.get(2).doubleValue();
        box.height = r.get(3).doubleValue();
        return box;
    }

    @Test
    void ticTacToeKeepsXAndOInCells() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            assertThat(a.locator("#board")).not().hasClass(Pattern.compile("\\bgo\\b"));
            play(a, "B2", b);
            assertThat(cell(b, "B2")).hasText("X");
            assertNotEquals("rgba(0, 0, 0, 0)", painted(cell(b, "B2"), "", "color"), "the X is painted");
        }
    }

    @Test
    void onATouchScreenABigBoardAsksForASecondTap() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions()
                .setViewportSize(390, 844).setIsMobile(true).setHasTouch(true));
             BrowserContext bo = STAGE.person()) {
            Page a = phone.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Gomoku", a, "Ana", b, "Bo");
            assertThat(a.locator("#confirm-moves")).isChecked();

            cell(a, "H8").tap();
            assertThat(cell(a, "H8")).hasClass(Pattern.compile("\\bpending\\b"));
            assertThat(button(a, "Play this move")).isVisible();
            a.waitForTimeout(300);
            assertThat(cell(b, "H8")).hasAttribute("aria-label", "H8, empty");
            // Another point moves the waiting stone; a second tap on it plays.
            cell(a, "J8").tap();
            assertThat(cell(a, "H8")).not().hasClass(Pattern.compile("\\bpending\\b"));
            cell(a, "J8").tap();
            assertThat(cell(b, "J8")).hasAttribute("aria-label", "J8, X, black, last move");
            assertThat(button(a, "Play this move")).isHidden();

            play(b, "J9", a);
            cell(a, "K8").tap();
            button(a, "Play this move").tap();
            assertThat(cell(b, "K8")).hasAttribute("aria-label", "K8, X, black, last move");

            // The setting is everyone's: turned off, a tap plays at once, and the page remembers it.
            play(b, "K9", a);
            a.locator("#settings summary").tap();
            a.locator("#confirm-moves").tap();
            cell(a, "L8").tap();
            assertThat(cell(b, "L8")).hasAttribute("aria-label", "L8, X, black, last move");
            a.reload();
            assertThat(a.locator("#confirm-moves")).not().isChecked();
        }
    }

    /** With confirmation on, a tic-tac-toe cell waiting for its second tap shows the player's own mark, faint. */
    @Test
    void aSmallBoardsWaitingCellShowsTheMarkItWouldPlay() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions()
                .setViewportSize(390, 844).setIsMobile(true).setHasTouch(true));
             BrowserContext bo = STAGE.person()) {
            Page a = phone.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            a.locator("#settings summary").tap();
            a.locator("#confirm-moves").tap();
            assertThat(a.locator("#confirm-moves")).isChecked();
            a.locator("#settings summary").tap();

            cell(a, "B2").tap();
            assertThat(cell(a, "B2")).hasClass(Pattern.compile("\\bpending\\b"));
            assertEquals("\"X\"", painted(cell(a, "B2"), "::before", "content"), "a faint X waits in B2");
            assertEquals("none", painted(cell(a, "C3"), "::before", "content"), "no mark waits elsewhere");
            cell(a, "B2").tap();
            assertThat(cell(b, "B2")).hasText("X");
            assertEquals("none", painted(cell(a, "B2"), "::before", "content"), "the played X is drawn once");
        }
    }

    @Test
    void aBiggerBoardMakesEveryPointEasyToHitOnAPhone() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions()
                .setViewportSize(390, 844).setIsMobile(true).setHasTouch(true))) {
            Page a = phone.newPage();
            a.navigate(server.url("/"));
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            button(a, "Create room").tap();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            double small = cell(a, "H8").boundingBox().width;
            a.locator("#settings summary").tap();
            a.locator("#zoom").tap();
            double big = cell(a, "H8").boundingBox().width;
            assertTrue(small < 30 && big >= 40, "a point grows from " + small + " to " + big + " px");
            Object scrolls = a.locator("#board-scroll").evaluate("e => e.scrollWidth > e.clientWidth");
            assertEquals(true, scrolls, "the board scrolls under the finger");
            assertEquals(true, a.evaluate("document.documentElement.scrollWidth <= 390"), "the page does not widen");
            // Each row's number stays beside its row, the last included: the frame scrolls at its full height
            // rather than squeezing its labels into the box's.
            for (int row : new int[] {15, 8, 1}) {
                BoundingBox label = a.locator(".rows span").nth(15 - row).boundingBox();
                BoundingBox point = cell(a, "A" + row).boundingBox();
                assertEquals(point.y + point.height / 2, label.y + label.height / 2, 1.5, "row " + row + "'s label");
            }
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"1366, 768", "390, 844"})
    void theComputersFirstCommentDoesNotMoveTheBoard(int width, int height) {
        try (BrowserContext person = STAGE.person(new Browser.NewContextOptions()
                .setViewportSize(width, height))) {
            Page p = person.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^The computer"))).check();
            p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)).selectOption("greedy");
            p.getByLabel("Who moves first").selectOption("me");
            button(p, "Create room").click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(p.locator("#status")).hasText("Your move");
            BoundingBox before = p.locator("#board").boundingBox();
            cell(p, "H8").click();
            assertThat(p.locator("#comment")).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(10_000));
            assertThat(p.locator("#status")).hasText("Your move");
            BoundingBox after = p.locator("#board").boundingBox();
            assertEquals(before.y, after.y, 0.5, "the board stays where the finger is");
            assertEquals(before.x, after.x, 0.5);
        }
    }

    @Test
    void boardColoursMeetTheContrastPeopleNeed() {
        try (BrowserContext light = STAGE.person(new Browser.NewContextOptions()
                .setColorScheme(ColorScheme.LIGHT));
             BrowserContext dark = STAGE.person(new Browser.NewContextOptions()
                 .setColorScheme(ColorScheme.DARK));
             BrowserContext bo = STAGE.person()) {
            // Light: the lines between tic-tac-toe cells against the cells (3:1 for what one must see to play).
            Page a = light.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            double lines = contrast(a, "#board", "backgroundColor", ".cell", "backgroundColor");
            assertTrue(lines >= 3, "light grid lines " + lines);

            // Dark: a winning cell's mark against its background (4.5:1, it is text).
            Page d = dark.newPage();
            d.navigate(a.url());
            play(a, "A3", b);
            play(b, "B3", a);
            play(a, "B2", b);
            play(b, "C3", a);
            cell(a, "C1").click();
            assertThat(d.locator(".cell.win")).hasCount(3);
            double win = contrast(d, ".cell.win", "color", ".cell.win", "backgroundColor");
            assertTrue(win >= 4.5, "dark winning cells " + win);
        }
    }

    /**
     * In high contrast (Windows' forced colours) the browser drops background images: the go board's lines and
     * stones, which are drawn with them, went with them, and a low-vision player saw a black square. The boards
     * keep their own colours; the small board marks its last move with an outline the mode keeps.
     */
    @Test
    void inHighContrastTheStonesAndLinesAreStillDrawn() {
        try (BrowserContext ana = STAGE.person(new Browser.NewContextOptions().setForcedColors(ForcedColors.ACTIVE));
             BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            assertTrue((Boolean) a.evaluate("matchMedia('(forced-colors: active)').matches"), "forced colours on");
            createAndJoin(server.url(""), "Gomoku", a, "Ana", b, "Bo");
            play(a, "H8", b);
            play(b, "J9", a);
            Locator h8 = cell(a, "H8");
            assertTrue(painted(h8, "::before", "backgroundImage").contains("radial-gradient"), "Ana's stone");
            assertTrue(painted(cell(a, "J9"), "::before", "backgroundImage").contains("radial-gradient"), "Bo's");
            assertTrue(painted(cell(a, "C3"), "", "backgroundImage").contains("linear-gradient"), "an empty point's lines");
            assertTrue(painted(a.locator(".player[data-seat=X] .mark"), "::before", "backgroundImage")
                .contains("radial-gradient"), "the stone beside Ana's name");
        }
        try (BrowserContext ana = STAGE.person(new Browser.NewContextOptions().setForcedColors(ForcedColors.ACTIVE));
             BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            play(a, "B2", b);
            play(b, "A1", a);
            assertEquals("dashed", painted(cell(a, "A1"), "", "outlineStyle"), "the last move, outlined");
            assertEquals("none", painted(cell(a, "B2"), "", "outlineStyle"));
        }
    }

    /** The WCAG contrast ratio between two computed colours of two elements. */
    static double contrast(Page p, String a, String propertyA, String b, String propertyB) {
        return ((Number) p.evaluate("""
            ([a, pa, b, pb]) => {
              const rgb = (s) => s.match(/[\\d.]+/g).slice(0, 3).map(Number);
              const lum = ([r, g, bl]) => {
                const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
                return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
              };
              const x = lum(rgb(getComputedStyle(document.querySelector(a))[pa]));
              const y = lum(rgb(getComputedStyle(document.querySelector(b))[pb]));
              return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
            }""", List.of(a, propertyA, b, propertyB))).doubleValue();
    }
}
