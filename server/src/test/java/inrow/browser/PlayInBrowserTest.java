package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.WebSocketRoute;
import com.microsoft.playwright.assertions.LocatorAssertions;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * People playing in real browsers: each person is a separate browser context (own storage), acting by role and
 * label the way a person reads the page.
 */
@Timeout(120)
class PlayInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private BrowserContext ana;
    private BrowserContext bo;
    private BrowserContext carol;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
        carol = STAGE.person();
    }


    private String base() {
        return server.url("");
    }

    static Locator cell(Page page, String name) {
        return Steps.cell(page, name);
    }

    /** Ana creates a game from the lobby and Bo takes the open seat from the shared link. */
    private Page[] createAndJoin(String preset) {
        return createAndJoin(preset, bo.newPage());
    }

    private Page[] createAndJoin(String preset, Page b) {
        Page a = ana.newPage();
        a.navigate(base() + "/");
        a.getByLabel("Your name").fill("Ana");
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^" + preset))).check();
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        assertThat(a.locator("#status")).hasText("Waiting for an opponent: share the link");
        String link = a.getByLabel("Link to this game").inputValue();
        assertEquals(a.url(), link);

        b.navigate(link);
        // The friend reads who invites, and to what.
        assertThat(b.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile(
            "^Ana invites you to a game of .+")))).isVisible();
        assertThat(b.locator("#share")).isHidden(); // the invitation to pass on is the creator's
        b.getByPlaceholder("Your name").fill("Bo");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Take the seat")).click();
        assertThat(a.locator("#status")).hasText("Your move");
        assertThat(b.locator("#status")).hasText("Waiting for Ana…");
        return new Page[] {a, b};
    }

    @Test
    void twoPeoplePlayToAWinWhileAThirdWatches() {
        // Ana's page keeps its time on Playwright's clock, so the double tap's window is moved past, not waited.
        ana.clock().install();
        Page lobby = carol.newPage();
        lobby.navigate(base() + "/");
        assertThat(lobby.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("New game"))).isVisible();
        lobby.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("lobby")).setFullPage(true));

        Page[] players = createAndJoin("Tic-tac-toe");
        Page a = players[0];
        Page b = players[1];
        Page c = carol.newPage();
        c.navigate(a.url());
        assertThat(c.locator("#status")).hasText("Ana (X) to move");
        assertThat(c.locator("#join")).isHidden();
        assertThat(a.locator("#watchers")).hasText("1 watching");
        assertThat(c.locator("#watchers")).hasText("1 watching: you"); // told for as long as they watch
        assertThat(a.locator(".player[data-seat=O] .name")).hasText("Bo");
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "true");

        // X: A3, B2, C1 on the diagonal; O: B3, C3 on the top row.
        play(a, "A3", b);
        play(b, "B3", a);
        play(a, "B2", b);
        c.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("game-in-progress-spectator")));

        // The spectator cannot move: the board shows the server's refusal and nothing changes.
        cell(c, "A1").click();
        assertThat(c.locator("#error")).hasText("You are watching this game.");
        assertThat(cell(c, "A1")).hasText("");

        // Wrong moves by players show the server's answer near the board.
        cell(b, "A3").click();
        assertThat(b.locator("#error")).hasText("That cell is already taken.");
        a.clock().fastForward(900); // a tap at once after one's own move is taken for a double tap, and ignored
        cell(a, "C2").click();
        assertThat(a.locator("#error")).hasText("Not your turn: it is O's move.");
        assertThat(cell(c, "C2")).hasText("");

        play(b, "C3", a);
        // The refusal spoke of a position that Bo's move has changed: it goes with it, not 4 s after it came.
        assertThat(a.locator("#error")).hasText("", new LocatorAssertions.HasTextOptions().setTimeout(1000));
        cell(a, "C1").click();

        assertThat(a.locator("#status")).hasText("You win!");
        // Said to a screen reader as a sentence that ends once ("You win!", not "You win!.").
        assertThat(a.locator("#announce")).hasText(Pattern.compile("You win!$"));
        assertThat(b.locator("#status")).hasText("You lost");
        assertThat(c.locator("#status")).hasText("Ana (X) wins");
        for (Page p : new Page[] {a, b, c}) {
            assertThat(p.locator(".cell.win")).hasCount(3);
            assertThat(cell(p, "B2")).hasAttribute("aria-label", "B2, X, winning line");
            assertThat(p.locator("#moves button.move")).hasCount(5);
            assertThat(p.locator("#moves li").last()).hasText("3. C1");
            // The stroke through the line runs over the board, from the first cell's centre to the last's.
            BoundingBox stroke = p.locator("#board svg.strike line").boundingBox();
            BoundingBox first = cell(p, "A3").boundingBox();
            BoundingBox last = cell(p, "C1").boundingBox();
            assertEquals(first.x + first.width / 2, stroke.x, 4.0, "the stroke starts at A3's centre");
            assertEquals(last.x + last.width / 2, stroke.x + stroke.width, 4.0, "and ends at C1's");
            assertEquals(first.y + first.height / 2, stroke.y, 4.0);
            assertEquals(last.y + last.height / 2, stroke.y + stroke.height, 4.0);
        }
        assertThat(c.locator("#rematch")).isHidden();
        a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("game-won")));

        // Rematch: colours swap, so Bo moves first now.
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch")).click();
        assertThat(b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept rematch from Ana")))
            .isVisible();
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept rematch from Ana")).click();
        assertThat(b.locator("#status")).hasText("Your move");
        assertThat(b.locator(".player[data-seat=X] .name")).hasText("Bo");
        assertThat(b.locator(".player[data-seat=X] .you")).isVisible();
        assertThat(c.locator(".cell[data-mark=X]")).hasCount(0);

        // Resign ends the round at once, after a confirming second click.
        play(b, "B2", a);
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Resign")).click();
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Press again to resign")).click();
        assertThat(a.locator("#status")).hasText("You resigned");
        assertThat(b.locator("#status")).hasText("You win by resignation!");
    }

    /** The mover clicks a cell; the opponent's page is told it is their move. */
    private static void play(Page mover, String cellName, Page opponent) {
        cell(mover, cellName).click();
        assertThat(cell(opponent, cellName)).not().hasText("");
        assertThat(opponent.locator("#status")).hasText("Your move");
    }

    @Test
    void aPlayerWhoClosesTheTabIsBackInTheSeatWhenTheyReturn() {
        Page[] players = createAndJoin("Tic-tac-toe");
        Page a = players[0];
        Page b = players[1];
        play(a, "B2", b);
        String link = b.url();
        b.close();
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "false");

        Page back = bo.newPage();
        back.navigate(link);
        assertThat(back.locator("#status")).hasText("Your move");
        assertThat(back.locator(".player[data-seat=O] .you")).isVisible();
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "true");
        play(back, "A1", a);
    }

    /**
     * The same person opens the game in a second tab, which takes the seat (the first offers "Play here instead");
     * when they close the second tab, the first sits back down by itself: the opponent never sees them away.
     */
    @Test
    void whenTheTabHoldingTheSeatClosesTheOtherTabSitsBackDown() {
        Page[] players = createAndJoin("Tic-tac-toe");
        Page a = players[0];
        Page b = players[1];
        Page second = ana.newPage();
        second.navigate(a.url());
        assertThat(second.locator(".player[data-seat=X] .you")).isVisible();
        assertThat(a.locator("#elsewhere")).isVisible();
        assertThat(a.locator(".player[data-seat=X] .you")).isHidden();
        // A click on the board of the tab without the seat says where the seat is, not "you are watching".
        cell(a, "B2").click();
        assertThat(a.locator("#error")).hasText(
            "Your seat is in another tab: press \u201cPlay here instead\u201d to play in this one.");

        second.close(new Page.CloseOptions().setRunBeforeUnload(true));
        assertThat(a.locator("#elsewhere")).isHidden();
        assertThat(a.locator(".player[data-seat=X] .you")).isVisible();
        // Read once, at once: an assertion that waits would pass when the error's four seconds ran out.
        assertEquals("", a.locator("#error").textContent(), "seated again, the error about the seat is gone");
        assertThat(b.locator(".player[data-seat=X] .presence")).hasAttribute("data-on", "true");
        play(a, "B2", b);
    }

    @Test
    void theGameGoesOnAfterTheNetworkDrops() {
        // Every socket Bo's page opens goes through this route, so the test can cut it as a lost network would.
        List<WebSocketRoute> routes = new CopyOnWriteArrayList<>();
        Page b = bo.newPage();
        b.routeWebSocket(Pattern.compile(".*/ws/.*"), route -> {
            route.connectToServer();
            routes.add(route);
        });
        Page[] players = createAndJoin("Tic-tac-toe", b);
        Page a = players[0];
        play(a, "B2", b);
        assertThat(b.locator("#conn")).hasText("Live");

        routes.get(routes.size() - 1).close();
        assertThat(b.locator("#conn")).containsText("Reconnecting");
        assertThat(b.locator("#conn")).hasText("Live", new LocatorAssertions.HasTextOptions().setTimeout(15_000));
        assertTrue(routes.size() >= 2, "the page opened a new socket");
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "true");
        play(b, "A1", a);
    }

    /**
     * With the keyboard alone: the name typed and Enter pressed takes the seat and leaves the focus on the board, and
     * a resignation leaves it on Rematch. Both controls once vanished with the focus on them, which fell back to the
     * top of the page (fifteen Tabs back to the board).
     */
    @Test
    void theKeyboardsFocusMovesOnWhenItsControlIsGone() {
        Page a = ana.newPage();
        a.navigate(base() + "/");
        a.getByLabel("Your name").fill("Ana");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        Page b = bo.newPage();
        b.navigate(a.url());
        b.getByPlaceholder("Your name").focus();
        b.keyboard().type("Bo");
        b.keyboard().press("Enter");
        assertThat(b.locator("#status")).hasText("Waiting for Ana…");
        assertThat(b.locator("#board .cell[tabindex='0']")).isFocused();

        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Resign")).focus();
        a.keyboard().press("Enter");
        a.keyboard().press("Enter");
        assertThat(a.locator("#status")).hasText("You resigned");
        assertThat(a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch"))).isFocused();
    }

    /**
     * A control the keyboard pressed that stays but can no longer be pressed (Offer draw once offered, Rematch once
     * asked) lost the focus to the top of the page too: it moves on to the board.
     */
    @Test
    void theKeyboardsFocusMovesOnWhenItsControlIsDisabled() {
        Page[] players = createAndJoin("Tic-tac-toe");
        Page a = players[0];
        Page b = players[1];
        play(a, "B2", b);
        play(b, "A1", a);
        Locator draw = a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Offer draw"));
        draw.focus();
        a.keyboard().press("Enter");
        assertThat(a.locator("#draw")).isDisabled();
        assertThat(a.locator("#board .cell[tabindex='0']")).isFocused();

        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept draw")).click();
        assertThat(a.locator("#status")).hasText(Pattern.compile("Draw"));
        Locator rematch = a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch"));
        rematch.focus();
        a.keyboard().press("Enter");
        assertThat(a.locator("#rematch")).isDisabled();
        assertThat(a.locator("#board .cell[tabindex='0']")).isFocused();
    }

    @Test
    void aKeyboardUserMovesACursorAndPlays() {
        Page[] players = createAndJoin("Tic-tac-toe");
        Page a = players[0];
        Page b = players[1];
        // The board starts its cursor in the middle; Tab reaches it, arrows move it, Enter plays.
        cell(a, "B2").focus();
        a.keyboard().press("ArrowUp");
        a.keyboard().press("ArrowLeft");
        assertThat(cell(a, "A3")).isFocused();
        a.keyboard().press("Enter");
        assertThat(cell(b, "A3")).hasText("X");
        assertThat(a.locator("#announce")).containsText("X played A3.");
        assertThat(b.locator("#announce")).containsText("X played A3. Your move.");
    }

    @Test
    void aPhoneShowsTheWholeGomokuBoardWithoutSidewaysScrolling() {
        BrowserContext phone = STAGE.person(new Browser.NewContextOptions()
            .setViewportSize(390, 844).setDeviceScaleFactor(3).setIsMobile(true).setHasTouch(true));
        try {
            Page p = phone.newPage();
            p.navigate(base() + "/");
            p.getByLabel("Your name").fill("Dee");
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));

            Page friend = bo.newPage();
            friend.navigate(p.url());
            friend.getByPlaceholder("Your name").fill("Eli");
            friend.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Take the seat")).click();
            assertThat(p.locator("#status")).hasText("Your move");

            // On a touch screen a 15x15 board asks for a second tap on the same point before it plays.
            cell(p, "H8").tap();
            cell(p, "H8").tap();
            assertThat(cell(friend, "H8")).hasText("X");
            cell(friend, "J9").click();
            assertThat(cell(p, "J9")).hasText("O");
            cell(p, "O1").tap();
            cell(p, "O1").tap();
            assertThat(cell(p, "O1")).hasText("X");

            int scrollWidth = ((Number) p.evaluate("() => document.documentElement.scrollWidth")).intValue();
            assertTrue(scrollWidth <= 390, "page is " + scrollWidth + " px wide on a 390 px screen");
            for (String corner : new String[] {"A15", "O15", "A1", "O1"}) {
                var box = cell(p, corner).boundingBox();
                assertTrue(box.x >= 0 && box.x + box.width <= 390, corner + " is off screen: " + box.x);
                assertTrue(box.width >= 20, corner + " is too small to tap: " + box.width);
            }
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("phone-gomoku")));

            // Over, the page adds the replay bar: it must not widen the page either.
            p.locator("#resign").tap();
            p.locator("#resign").tap();
            assertThat(p.locator("#replay")).isVisible();
            scrollWidth = ((Number) p.evaluate("() => document.documentElement.scrollWidth")).intValue();
            assertTrue(scrollWidth <= 390, "a finished game is " + scrollWidth + " px wide on a 390 px screen");
            var last = cell(p, "O1").boundingBox();
            assertTrue(last.x + last.width <= 390, "O1 is off screen once the game is over: " + last.x);
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("phone-gomoku-over")));
        } finally {
            phone.close();
        }
    }

    @Test
    void anUnknownCodeShowsANotFoundPage() {
        Page p = carol.newPage();
        var response = p.navigate(base() + "/g/ZZZZZZZZ");
        assertEquals(404, response.status());
        assertThat(p.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("No game here"))).isVisible();
    }
}
