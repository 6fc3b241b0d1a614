package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import inrow.testing.TestServerExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * During play everything a player needs (the status, the whole board, both clocks, every action button) is on the
 * screen without scrolling, on a laptop, a small laptop and a phone; and touch screens keep no sticky hover.
 */
@Timeout(120)
class LayoutInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private BrowserContext sized(int width, int height) {
        return STAGE.person(new Browser.NewContextOptions().setViewportSize(width, height));
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"1366, 768", "1280, 720", "390, 844"})
    void theWholeTableFitsTheScreenDuringPlay(int width, int height) {
        try (BrowserContext ana = sized(width, height); BrowserContext bo = sized(width, height)) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            a.getByLabel("Clock").selectOption("3+2");
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            play(a, "H8", b);
            play(b, "H9", a);
            assertOnScreen(a, width, height);
            // With clocks the running clock says whose turn it is: the "to move" pill, which wrapped onto a line of
            // its own under the mark, is read aloud but not drawn.
            Locator pill = a.locator(".player[data-seat=X] .turn-flag");
            assertTrue(pill.boundingBox().height <= 1, "the pill is not drawn: " + pill.boundingBox().height);
            assertTrue(a.locator(".player[data-seat=X]").ariaSnapshot().contains("to move"),
                a.locator(".player[data-seat=X]").ariaSnapshot());
            // The one who joined by the form (below the fold on a laptop once) is not left scrolled down to it.
            assertOnScreen(b, width, height);

            // The game ends; the rematch offer from the other side is on screen too, where the player looks.
            button(a, "Resign").click();
            button(a, "Press again to resign").click();
            button(b, "Rematch").click();
            Locator accept = button(a, "Accept rematch from Bo");
            assertThat(accept).isVisible();
            assertInside(a, accept, width, height, "the rematch offer");
            assertThat(a.locator("#offer-note")).hasText("Bo offers a rematch.");
        }
    }

    /**
     * A board three points wide and fifteen high fits a laptop's screen too: a least width of 240px made it 1080px
     * tall, and the players scrolled between their status and the bottom rows, where the first moves are.
     */
    @Test
    void aTallNarrowBoardFitsALaptopsScreen() {
        try (BrowserContext ana = sized(1366, 768); BrowserContext bo = sized(1366, 768)) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createCustom(a, 3, 15, 3);
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            assertThat(a.locator("#status")).hasText("Your move");
            assertInside(a, a.locator(".board-frame"), 1366, 768, "the 3x15 board");
            BoundingBox cell = cell(a, "A1").boundingBox();
            assertTrue(cell.width >= 30, "a cell is still easy to hit: " + cell.width + "px");
        }
    }

    /** Three by twenty-six fits a laptop too: with a mouse, points of 18px or so are still easy to hit. */
    @Test
    void theTallestNarrowBoardFitsALaptopsScreen() {
        try (BrowserContext ana = sized(1366, 768)) {
            Page a = ana.newPage();
            createCustom(a, 3, 26, 3);
            assertInside(a, a.locator(".board-frame"), 1366, 768, "the 3x26 board");
            double point = cell(a, "A1").boundingBox().width;
            assertTrue(point >= 16, "points a mouse still hits: " + point);
        }
    }

    /** Ana makes a custom board of this shape in the lobby and lands on its page. */
    private static void createCustom(Page a, int width, int height, int win) {
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Custom"))).check();
        a.locator("input[name=width]").fill(String.valueOf(width));
        a.locator("input[name=height]").fill(String.valueOf(height));
        a.locator("input[name=win]").fill(String.valueOf(win));
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
    }

    private static void assertOnScreen(Page page, int width, int height) {
        assertEquals(0.0, ((Number) page.evaluate("window.scrollY")).doubleValue(), "the page starts unscrolled");
        assertInside(page, page.locator("#status"), width, height, "the status");
        assertInside(page, page.locator(".board-frame"), width, height, "the board");
        List<Locator> needed = new ArrayList<>(page.locator(".player .clock").all());
        assertEquals(2, needed.size());
        needed.addAll(page.locator(".actions button:visible").all());
        assertTrue(needed.size() >= 3, "clocks and at least one action: " + needed.size());
        for (Locator l : needed) {
            assertInside(page, l, width, height, l.evaluate("e => e.className + ' ' + e.textContent").toString());
        }
    }

    private static void assertInside(Page page, Locator element, int width, int height, String what) {
        BoundingBox box = element.boundingBox();
        assertTrue(box != null && box.width > 0, what + " is shown");
        assertTrue(box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
            what + " fits the " + width + "x" + height + " screen: " + box.x + "," + box.y + " " + box.width + "x"
                + box.height);
    }

    /**
     * Between a phone and a laptop (where the page has two columns, the side one 320px wide) the side's cards keep to
     * their column in every language: an input's own width once made them 350 to 378px, so the page scrolled sideways
     * and cut off the longer French and Spanish buttons.
     */
    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({"fr, 1024, 768", "es, 900, 800", "fr, 1366, 768", "en, 1366, 768", "zh-Hans, 1366, 768"})
    void theSideCardsKeepToTheirColumn(String lang, int width, int height) {
        try (BrowserContext visitor = sized(width, height)) {
            Page p = visitor.newPage();
            p.navigate(server.url("/?lang=" + lang));
            p.locator("#create button[type=submit]").click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}.*"));
            assertThat(p.locator("#share-url")).isVisible();
            assertEquals(width, ((Number) p.evaluate("document.documentElement.scrollWidth")).intValue(),
                "the page does not scroll sideways");
            BoundingBox side = p.locator(".side").boundingBox();
            for (Locator card : p.locator(".side > .card:visible").all()) {
                BoundingBox box = card.boundingBox();
                assertTrue(box.x + box.width <= side.x + side.width + 0.5,
                    card.getAttribute("class") + " keeps to the side column: " + (box.x + box.width) + " > "
                        + (side.x + side.width));
            }
            // ...and the invitation's buttons keep their labels whole: beside the QR code "Copiar código" and "Copier le
            // code" once broke onto two lines.
            for (String button : List.of("#copy", "#copy-code")) {
                Object lines = p.locator(button).evaluate(
                    "el => { const r = document.createRange(); r.selectNodeContents(el); return r.getClientRects().length; }");
                assertEquals(1, ((Number) lines).intValue(), button + " says its label on one line");
            }
        }
    }

    /**
     * A name as long as a name may be (24 characters) stays on its stone's line, beside the flag that says whose move
     * it is, and is cut with an ellipsis (the whole name in its title): at 1366x768 the stone once sat alone on a
     * line, with the name, "you" and "to move" each on a line of their own under it.
     */
    @Test
    void aLongNameStaysBesideItsStoneAndFlag() {
        String longName = "Wolfeschlegelsteinhausen";
        try (BrowserContext ana = sized(1366, 768); BrowserContext bo = sized(1366, 768)) {
            Page a = ana.newPage();
            Steps.createAndJoin(server.url(""), "Tic-tac-toe", a, longName, bo.newPage(), "Bo");
            Locator row = a.locator(".player[data-seat=X]");
            assertThat(row.locator(".turn-flag")).isVisible();
            assertThat(row.locator(".name")).hasAttribute("title", longName);
            for (int[] size : new int[][] {{1366, 768}, {390, 844}, {1920, 1080}}) {
                a.setViewportSize(size[0], size[1]);
                BoundingBox mark = row.locator(".mark").boundingBox();
                for (String part : new String[] {".name", ".turn-flag"}) {
                    BoundingBox box = row.locator(part).boundingBox();
                    double middle = box.y + box.height / 2;
                    assertTrue(middle > mark.y && middle < mark.y + mark.height, size[0] + "px: " + part
                        + " is on its stone's line: its middle " + middle + " against the stone's " + mark.y + " to "
                        + (mark.y + mark.height));
                }
                BoundingBox whole = row.boundingBox();
                BoundingBox flag = row.locator(".turn-flag").boundingBox();
                assertTrue(flag.x + flag.width <= whole.x + whole.width + 0.5, "the flag stays inside its row");
            }
        }
    }

    /**
     * A phone held sideways: the 15x15 board is square and takes the height the header leaves (it was 218 wide and
     * 250 tall, its row labels stretching its rows, in a quarter of the screen).
     */
    @Test
    void aPhoneHeldSidewaysShowsASquareBoardAsTallAsItCan() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions().setViewportSize(844, 390)
                .setIsMobile(true).setHasTouch(true))) {
            Page p = phone.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            button(p, "Create room").tap();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            BoundingBox board = p.locator("#board").boundingBox();
            assertEquals(board.width, board.height, 1.0, "a square board: " + board.width + "x" + board.height);
            assertTrue(board.height >= 240, "the board takes the height: " + board.height + " of 390");
            assertTrue(board.y + board.height <= 390, "and fits on the screen: its bottom at " + (board.y + board.height));
        }
    }

    /**
     * A smaller phone held sideways (740x360, below the two-column width): the board and the side column beside it,
     * both on the screen. It was one column there, the board starting at y=270 of 360, under the players' card.
     */
    @Test
    void aSmallPhoneHeldSidewaysShowsTheBoardBesideThePlayers() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions().setViewportSize(740, 360)
                .setIsMobile(true).setHasTouch(true))) {
            Page p = phone.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Connect Four"))).check();
            button(p, "Create room").tap();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            BoundingBox board = p.locator("#board").boundingBox();
            BoundingBox side = p.locator("aside.side").boundingBox(); // the invitation first, while a seat is open
            assertTrue(board.y + board.height <= 360, "the board fits on the screen: its bottom at "
                + (board.y + board.height));
            assertTrue(side.x >= board.x + board.width, "the side column is beside it: " + side.x);
            assertTrue(side.y < 360, "and on the screen too");
            assertEquals(740, ((Number) p.evaluate("document.documentElement.scrollWidth")).intValue());
        }
    }

    /** The same while a swap2 opening's panel is shown: the board keeps the height (it was 218px of 390). */
    @Test
    void aPhoneHeldSidewaysKeepsTheBoardsHeightDuringASwapOpening() {
        Browser.NewContextOptions sideways = new Browser.NewContextOptions().setViewportSize(844, 390)
            .setIsMobile(true).setHasTouch(true);
        try (BrowserContext ana = STAGE.person(sideways); BrowserContext bo = STAGE.person(sideways)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            a.getByLabel("Opening", new Page.GetByLabelOptions().setExact(true)).selectOption("swap2");
            button(a, "Create room").tap();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            Page b = bo.newPage();
            b.navigate(a.url());
            button(b, "Take the seat").tap();
            for (Page p : List.of(a, b)) {
                assertThat(p.locator("#opening")).isVisible();
                BoundingBox board = p.locator("#board").boundingBox();
                assertEquals(board.width, board.height, 1.0, "a square board: " + board.width + "x" + board.height);
                assertTrue(board.height >= 240, "the board takes the height: " + board.height + " of 390");
                assertTrue(board.y + board.height <= 390, "and fits: its bottom at " + (board.y + board.height));
            }
        }
    }

    /**
     * A friend who opens the invitation finds the open seat without scrolling: its card once sat under the large
     * invitation card, its button at y=765 of 768 on a laptop.
     */
    @Test
    void theInvitedFriendSeesTheOpenSeatWithoutScrolling() {
        try (BrowserContext ana = sized(1366, 768); BrowserContext bo = sized(1366, 768)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            // The invitation's link field shows the link's end, its code, not only the site's address.
            String code = a.url().substring(a.url().lastIndexOf('/') + 1);
            assertEquals(true, a.locator("#share-url").evaluate("e => e.scrollWidth > e.clientWidth"),
                "the link is longer than its field");
            assertEquals(true, a.locator("#share-url").evaluate(
                "e => e.scrollLeft + e.clientWidth >= e.scrollWidth - 1"), "the field shows the end of " + code);
            Page b = bo.newPage();
            for (int[] size : new int[][] {{1366, 768}, {390, 844}, {1920, 1080}}) {
                b.setViewportSize(size[0], size[1]);
                b.navigate(a.url());
                Locator take = button(b, "Take the seat");
                assertThat(take).isVisible();
                BoundingBox box = take.boundingBox();
                assertTrue(box.y + box.height <= size[1],
                    size[0] + "px: the button's bottom at " + (box.y + box.height) + " of " + size[1]);
            }
        }
    }

    /**
     * On a phone an error is a toast over the foot of the screen: as a line above the action row it pushed the
     * buttons down for its four seconds, under a thumb about to tap one.
     */
    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"390, 844", "844, 390", "740, 360"})
    void aPhonesActionRowStaysPutWhenAnErrorIsShown(int width, int height) {
        Browser.NewContextOptions phone = new Browser.NewContextOptions().setViewportSize(width, height)
            .setIsMobile(true).setHasTouch(true);
        try (BrowserContext ana = STAGE.person(phone); BrowserContext bo = STAGE.person(phone)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            button(a, "Create room").tap();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            Page b = bo.newPage();
            b.navigate(a.url());
            button(b, "Take the seat").tap();
            Locator resign = button(b, "Resign");
            assertThat(resign).isVisible();
            BoundingBox before = resign.boundingBox();
            cell(b, "H8").tap(); // black (Ana) is to move
            assertThat(b.locator("#error")).hasText("Not your turn: it is Black's move.");
            BoundingBox after = resign.boundingBox();
            assertEquals(before.y, after.y, 0.5, "the action row did not move");
            assertInside(b, b.locator("#error"), width, height, "the error");
        }
    }

    /**
     * On a phone the move list is read with the board scrolled away (after the game it comes right under the board,
     * but a long list, or the chat under it, is read further down): picking a move there brings the board into view.
     */
    @Test
    void aMovePickedInAPhonesListBringsTheBoardIntoView() {
        Browser.NewContextOptions phone = new Browser.NewContextOptions().setViewportSize(390, 844)
            .setIsMobile(true).setHasTouch(true);
        try (BrowserContext ana = STAGE.person(phone); BrowserContext bo = STAGE.person(phone)) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            Steps.createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            play(a, "A1", b);
            play(b, "A2", a);
            play(a, "B1", b);
            play(b, "B2", a);
            cell(a, "C1").tap();
            assertThat(a.locator("#status")).hasText("You win!");
            Locator first = a.locator("#moves button.move").first();
            first.evaluate("e => e.scrollIntoView({block: 'start'})"); // the list at the top of the screen
            assertTrue(a.locator("#board").boundingBox().y + a.locator("#board").boundingBox().height < 0
                || a.locator("#board").boundingBox().y > 844, "the board is out of view while the list is read");
            first.tap();
            // In view again, once a smooth scroll has brought it (looked at until it has, not after a fixed wait).
            assertThat(a.locator("#board")).isInViewport();
            assertThat(cell(a, "A1")).hasAttribute("data-mark", "X");
            assertThat(cell(a, "B1")).hasAttribute("data-mark", "");
        }
    }

    /**
     * On a phone the chat sits far below the board: a line said meanwhile is counted in the players' card, and the
     * count brings the chat into view. Nothing showed that a message had come.
     */
    @Test
    void aChatLineSaidOffAPhonesScreenIsCountedInThePlayersCard() {
        Browser.NewContextOptions phone = new Browser.NewContextOptions().setViewportSize(360, 680)
            .setIsMobile(true).setHasTouch(true);
        try (BrowserContext ana = STAGE.person(phone); BrowserContext bo = STAGE.person(phone)) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            Steps.createAndJoin(server.url(""), "Gomoku", a, "Ana", b, "Bo");
            assertThat(a.locator("#status")).hasText("Your move");
            assertThat(a.locator("#first-move")).isVisible(); // the page as it stands until Ana's first move
            assertThat(a.locator("#chat-unread")).isHidden();
            assertTrue(a.locator("#chat-lines").boundingBox().y > 680,
                "the chat is below the screen: y=" + a.locator("#chat-lines").boundingBox().y);
            b.locator("#chat-text").fill("hello from far away");
            b.locator("#chat-text").press("Enter");
            b.locator("#chat-text").fill("your move!");
            b.locator("#chat-text").press("Enter");
            assertThat(a.locator("#chat-unread")).hasAccessibleName("2 new messages");
            assertThat(a.locator("#chat-unread")).hasText("2");
            assertThat(b.locator("#chat-unread")).isHidden(); // one's own lines are no news
            a.locator("#chat-unread").tap();
            assertThat(a.locator("#chat-unread")).isHidden();
            BoundingBox chat = a.locator("#chat-lines").boundingBox();
            assertTrue(chat.y >= 0 && chat.y < 680, "the chat is on the screen: y=" + chat.y);
            assertThat(a.locator("#chat-lines")).containsText("your move!");
        }
    }

    /** On a phone the lobby's menus take the whole row: at half of one, French options were cut after 16 letters. */
    @Test
    void aPhonesLobbyMenusTakeTheWholeRow() {
        try (BrowserContext phone = sized(390, 844)) {
            Page p = phone.newPage();
            p.navigate(server.url("/?lang=fr"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            p.locator("input[name=mode][value=computer]").check();
            Locator menus = p.locator(".options select:visible");
            assertTrue(menus.count() >= 4, "rules, opening, level, who starts");
            for (Locator menu : menus.all()) {
                BoundingBox box = menu.boundingBox();
                assertTrue(box.width >= 300, menu.getAttribute("name") + " is " + box.width + "px wide");
            }
        }
    }

    /** Tabbing through the lobby's form on a laptop: every field it reaches is in view above the sticky Create bar. */
    @Test
    void aFieldReachedByTabIsNotUnderTheCreateBar() {
        try (BrowserContext visitor = sized(1366, 768)) {
            Page p = visitor.newPage();
            p.navigate(server.url("/"));
            p.locator("input[name=mode][value=computer]").check();
            p.evaluate("scrollTo(0, 0)");
            int fields = 0;
            for (int i = 0; i < 40; i++) {
                p.keyboard().press("Tab");
                @SuppressWarnings("unchecked")
                List<Object> seen = (List<Object>) p.evaluate("""
                    () => {
                      const e = document.activeElement, bar = document.querySelector('.create .submit');
                      if (!e || !e.closest('#create') || e.closest('.submit')) return null;
                      return [e.name || e.id, e.getBoundingClientRect().bottom, bar.getBoundingClientRect().top];
                    }""");
                if (seen != null) {
                    fields++;
                    double bottom = ((Number) seen.get(1)).doubleValue();
                    double bar = ((Number) seen.get(2)).doubleValue();
                    assertTrue(bottom <= bar + 0.5, seen.get(0) + " ends at " + bottom + ", under the bar from " + bar);
                }
            }
            assertTrue(fields >= 8, "the walk reached the form's fields: " + fields);
        }
    }

    /**
     * On a laptop the default form (tic-tac-toe with a friend) is whole above the sticky Create bar without scrolling:
     * the bar once hid the clock's menu, and a visitor saw a "Time control" heading over nothing.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "es", "fr", "zh-Hans"})
    void aLaptopShowsTheWholeDefaultFormAboveTheCreateBar(String lang) {
        try (BrowserContext visitor = sized(1366, 768)) {
            Page p = visitor.newPage();
            p.navigate(server.url("/?lang=" + lang));
            double bar = p.locator(".create .submit").boundingBox().y;
            for (String field : new String[] {"#opt-clock", "input[name=takebacks]", "input[name=name]"}) {
                BoundingBox box = p.locator(field).boundingBox();
                assertTrue(box.y + box.height <= bar + 0.5,
                    field + " ends at " + (box.y + box.height) + ", under the bar from " + bar + " (" + lang + ")");
            }
        }
    }

    /** The lobby's form is taller than a laptop's screen; its button is in view all the same, in every language. */
    @ParameterizedTest(name = "{0} at {1}x{2}")
    @CsvSource({"en, 1366, 768", "es, 1366, 768", "fr, 1366, 768", "zh-Hans, 1366, 768", "fr, 390, 844",
        "en, 1280, 720"})
    void theCreateButtonIsInViewWithoutScrolling(String lang, int width, int height) {
        try (BrowserContext visitor = sized(width, height)) {
            Page p = visitor.newPage();
            p.navigate(server.url("/?lang=" + lang));
            Locator create = p.locator("#create button[type=submit]");
            assertThat(create).isVisible();
            assertInside(p, create, width, height, "the Create button (" + lang + ")");
            // Choosing a computer opponent makes the form taller still; the button stays in view and works.
            p.locator("input[name=mode][value=computer]").check();
            assertInside(p, create, width, height, "the Create button with the computer's options (" + lang + ")");
            p.locator("input[name=mode][value=friend]").check();
            create.click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        }
    }

    @Test
    void aTapLeavesNoStickyHoverOnATouchScreen() {
        try (BrowserContext phone = STAGE.person(new Browser.NewContextOptions()
            .setViewportSize(390, 844).setIsMobile(true).setHasTouch(true))) {
            Page p = phone.newPage();
            p.navigate(server.url("/"));
            Locator create = button(p, "Create room");
            Locator code = p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Open"));
            String before = code.evaluate("e => getComputedStyle(e).borderColor").toString();
            code.tap();
            assertEquals(before, code.evaluate("e => getComputedStyle(e).borderColor").toString(),
                "the tapped button looks as it did");
            assertTrue(create.isVisible());
        }
    }
}
