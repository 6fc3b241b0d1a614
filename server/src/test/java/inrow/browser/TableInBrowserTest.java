package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
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
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The game table in real browsers, acting as people would: clocks that run and run out, a draw offered and
 * accepted, a takeback asked and allowed, and chat between the players that a spectator does not see.
 */
@Timeout(120)
class TableInBrowserTest {
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


    private static Locator button(Page p, String name) {
        return p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** Ana and Bo at gomoku, Carol watching, three moves played (H8, J9, H9): Bo to move. */
    private Page[] watchedOpening() {
        Page[] pair = gomoku(null, null);
        Page c = carol.newPage();
        c.navigate(pair[0].url());
        play(pair[0], "H8", pair[1]);
        play(pair[1], "J9", pair[0]);
        play(pair[0], "H9", pair[1]);
        return new Page[] {pair[0], pair[1], c};
    }

    /** Ana creates a gomoku game with this clock (a preset's label, or null for untimed); Bo takes the seat. */
    private Page[] gomoku(String clock, Integer customSecondsPerMove) {
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
        if (customSecondsPerMove != null) {
            a.getByLabel("Clock").selectOption("custom");
            a.getByLabel("Kind").selectOption("move");
            a.getByLabel("Seconds").fill(String.valueOf(customSecondsPerMove));
        } else if (clock != null) {
            a.getByLabel("Clock").selectOption(new com.microsoft.playwright.options.SelectOption().setLabel(clock));
        }
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        Page b = bo.newPage();
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Bo");
        button(b, "Take the seat").click();
        assertThat(a.locator("#status")).hasText("Your move");
        return new Page[] {a, b};
    }

    private static void play(Page mover, String cell, Page other) {
        // Counted on the mover's page once it says "Your move", so with every move so far: the other page, read at
        // once, could still be a move behind (the suite failed so once, on a busy machine).
        assertThat(mover.locator("#status")).hasText("Your move");
        int before = mover.locator("#moves button.move").count();
        PlayInBrowserTest.cell(mover, cell).click();
        assertThat(other.locator("#moves button.move")).hasCount(before + 1);
    }

    private static Locator clock(Page p, String seat) {
        return p.locator(".player[data-seat=" + seat + "] .clock");
    }

    @Test
    void twoPeoplePlayAThreePlusTwoGameAndSeeBothClocksRun() {
        // X's turn lasts 1.5 s on both sides without waiting for it: the server's time and Bo's page's are moved on.
        bo.clock().install();
        Page[] pair = gomoku("3 min + 2 s", null);
        Page a = pair[0];
        Page b = pair[1];
        for (Page p : pair) {
            assertThat(clock(p, "X")).hasText("3:00");
            assertThat(clock(p, "O")).hasText("3:00");
        }
        play(a, "H8", b);
        long x;
        server.clock().stop(); // before J9 is sent: X's turn on the server begins at this instant
        try {
            play(b, "J9", a);
            // Both sides have moved: X's clock runs, on both pages, by itself.
            assertThat(clock(a, "X")).hasAttribute("data-running", "true");
            assertThat(clock(b, "X")).hasAttribute("data-running", "true");
            String first = clock(b, "X").textContent();
            b.clock().fastForward(1500);
            server.clock().advance(1500);
            assertNotEquals(first, clock(b, "X").textContent(), "the running clock counts down");
            assertThat(clock(b, "O")).hasText("3:00");
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("table-clocks-desktop")));
            play(a, "H9", b);
            assertThat(clock(a, "O")).hasAttribute("data-running", "true");
            // X was charged the turn, 1.5 s by the server's clock (less at most 300 ms refunded for the
            // connection's lag), then given the 2 s increment.
            String code = a.url().substring(a.url().lastIndexOf('/') + 1);
            x = server.game(code).path("clock").path("X").asLong();
        } finally {
            server.clock().run();
        }
        assertTrue(x >= 182_000 - 1_500 && x <= 182_000 - 1_500 + 300, "X has " + x + " ms after a turn of 1.5 s");
        // Both pages show it as it stands, in whole seconds: it does not run while O thinks.
        assertThat(clock(a, "X")).hasText(minutesAndSeconds(x));
        assertThat(clock(b, "X")).hasText(minutesAndSeconds(x));
    }

    /**
     * A player whose network drops keeps seeing their own clock run while the page reconnects: the server charges
     * them all the same, and a clock frozen at its last state would tell them they had time they do not have.
     */
    @Test
    void aRunningClockGoesOnWhileThePageReconnects() {
        // Ana's page keeps its time on Playwright's clock, which the test moves on instead of waiting.
        ana.clock().install();
        Page[] pair = gomoku("3 min + 2 s", null);
        Page a = pair[0];
        Page b = pair[1];
        play(a, "H8", b);
        play(b, "J9", a);
        assertThat(clock(a, "X")).hasAttribute("data-running", "true");
        ana.setOffline(true);
        assertThat(a.locator("#conn")).not().hasText("Live");
        int before = seconds(clock(a, "X").textContent());
        a.clock().runFor(3500);
        int after = seconds(clock(a, "X").textContent());
        assertTrue(before - after >= 2, "X's clock ran on while reconnecting: " + before + " s, then " + after + " s");
        ana.setOffline(false);
    }

    private static int seconds(String clockText) {
        String[] parts = clockText.trim().split(":");
        return Integer.parseInt(parts[0]) * 60 + (int) Double.parseDouble(parts[1]);
    }

    /** A clock's text as the page writes it between ten seconds and an hour: 2:59 for 179,999 ms. */
    private static String minutesAndSeconds(long ms) {
        long s = ms / 1000;
        return s / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", s % 60);
    }

    @Test
    void aClockRunsOutAndBothPagesShowTheResult() {
        Page[] pair = gomoku(null, 5);
        Page a = pair[0];
        Page b = pair[1];
        play(a, "H8", b);
        server.clock().stop(); // before J9 is sent: X's 5 s begin at this instant
        try {
            play(b, "J9", a);
            // X never moves again: the server ends the game on its own timer, rung as its clock passes the 5 s and
            // the lag the server would refund.
            server.clock().advance(5_000 + inrow.game.Timekeeper.MAX_LAG_REFUND_MS);
            assertThat(a.locator("#status")).hasText("You lost on time");
            assertThat(b.locator("#status")).hasText("You win on time!");
            assertThat(clock(a, "X")).hasText("0:00.0");
        } finally {
            server.clock().run();
        }
    }

    @Test
    void aDrawIsOfferedAndAccepted() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Page b = pair[1];
        play(a, "H8", b);
        assertThat(a.locator("#draw")).isHidden(); // until both sides have moved, abort is offered instead
        play(b, "J9", a);
        button(a, "Offer draw").click();
        assertThat(b.locator("#offer-note")).hasText("Ana offers a draw.");
        button(b, "Accept draw").click();
        assertThat(a.locator("#status")).hasText("Draw by agreement");
        assertThat(b.locator("#status")).hasText("Draw by agreement");
    }

    /** A "no" is said to the one who asked, for a few seconds, rather than the offer just vanishing. */
    @Test
    void aDeclinedDrawAndARefusedTakebackAreSaidToTheOneWhoAsked() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Page b = pair[1];
        play(a, "H8", b);
        play(b, "J9", a);
        button(a, "Offer draw").click();
        button(b, "Decline").click();
        assertThat(a.locator("#offer-note")).hasText("Bo declined the draw.");
        assertThat(b.locator("#offer-note")).isHidden();
        // Not again at once: ten moves after the offer (made when two moves were on the board).
        assertThat(a.locator("#draw")).hasText("Draw from move 13");
        assertThat(a.locator("#draw")).isDisabled();
        assertThat(button(b, "Offer draw")).isEnabled();
        play(a, "H9", b);
        assertThat(a.locator("#offer-note")).isHidden(); // a move later, it is old news
        button(b, "Takeback").click();
        button(a, "Refuse").click();
        assertThat(b.locator("#offer-note")).hasText("Ana declined the takeback.");
        // Not again at once (issue 38, item 10: ask-and-refuse loops re-sent the game to everyone): two moves after
        // the request, made with three moves on the board. Then the old "no" goes with the new request.
        assertThat(b.locator("#takeback")).hasText("Takeback from move 6");
        assertThat(b.locator("#takeback")).isDisabled();
        play(b, "J10", a);
        play(a, "H10", b);
        button(b, "Takeback").click();
        assertThat(a.locator("#offer-note")).hasText("Bo asks to take back a move.");
        assertThat(b.locator("#offer-note")).isHidden();
        button(a, "Refuse").click();
        assertThat(b.locator("#offer-note")).hasText("Ana declined the takeback.");
        assertThat(a.locator("#offer-note")).isHidden();
        assertThat(b.locator("#offer-note")).isHidden(new LocatorAssertions.IsHiddenOptions().setTimeout(8000));
    }

    /**
     * A double tap plays once and says nothing: its second half was refused as out of turn, a red error for a finger
     * that did nothing wrong. A tap a moment later, with time to mean it, is still answered.
     */
    @Test
    void aDoubleTapPlaysOnceWithoutAnError() {
        // Ana's page keeps its time on Playwright's clock, so the double tap's window is moved past, not waited.
        ana.clock().install();
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Page b = pair[1];
        // A screen reader is told each player's side, which the board shows only as a stone.
        String players = a.locator(".players").ariaSnapshot();
        assertTrue(players.contains("Black Ana") && players.contains("White Bo"), players);
        PlayInBrowserTest.cell(a, "H8").dblclick();
        assertThat(b.locator("#moves button.move")).hasCount(1);
        PlayInBrowserTest.cell(a, "J9").click(); // the second half, a beat late
        // A chat line comes back on Ana's socket after any error the late half could have drawn.
        Locator box = a.getByLabel("Message");
        box.fill("oops");
        box.press("Enter");
        assertThat(a.locator("#chat-lines")).containsText("oops");
        // Read once: an assertion that waits would pass when the error's four seconds ran out.
        assertEquals("", a.locator("#error").textContent(), "nothing went wrong");
        a.clock().fastForward(900);
        PlayInBrowserTest.cell(a, "J9").click();
        assertThat(a.locator("#error")).hasText("Not your turn: it is White's move.");
        assertThat(a.locator("#moves button.move")).hasCount(1);
    }

    /** An offer that lapses because the other moved instead is said to the one who made it, not just gone. */
    @Test
    void aLapsedOfferIsSaidToTheOneWhoMadeIt() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Page b = pair[1];
        play(a, "H8", b);
        play(b, "J9", a);
        button(a, "Offer draw").click();
        assertThat(b.locator("#offer-note")).hasText("Ana offers a draw.");
        play(a, "H9", b);
        play(b, "J10", a); // instead of answering
        assertThat(a.locator("#offer-note")).hasText("Bo moved instead: your draw offer lapsed.");
        play(a, "H10", b);
        // Read once, well inside the note's five seconds: old news a move later (it once stayed all game).
        assertEquals("", a.locator("#offer-note").textContent(), "the lapse is old news a move later");
        button(a, "Takeback").click();
        assertThat(b.locator("#offer-note")).hasText("Ana asks to take back a move.");
        play(b, "J11", a);
        assertThat(a.locator("#offer-note")).hasText("Your takeback request lapsed with the move.");
        assertThat(b.locator("#offer-note")).isHidden();
        play(a, "H11", b);
        assertEquals("", a.locator("#offer-note").textContent(), "this one too");
    }

    /**
     * A game still on can be browsed, as on lichess: a move picked in the list shows the board as it was, the game
     * goes on underneath, and "Back to the game" (or the last step) returns. A player browsing plays nothing by a
     * click on the earlier board: the click brings the game back.
     */
    @Test
    void aGameStillOnIsBrowsedAndLeftForTheGame() {
        Page[] three = watchedOpening();
        Page a = three[0];
        Page b = three[1];
        Page c = three[2];
        c.locator("#moves button.move[data-ply='1']").click();
        assertThat(c.locator("#replay")).isVisible();
        assertThat(c.locator("#replay-pos")).hasText("Move 1 of 3");
        assertThat(c.locator("#board .cell[data-mark='X'], #board .cell[data-mark='O']")).hasCount(1);
        play(b, "J10", a); // the game goes on underneath
        assertThat(c.locator("#replay-pos")).hasText("Move 1 of 4");
        assertThat(c.locator("#board .cell[data-mark='X'], #board .cell[data-mark='O']")).hasCount(1);
        c.keyboard().press("ArrowRight");
        assertThat(c.locator("#replay-pos")).hasText("Move 2 of 4");
        BoundingBox back = button(c, "Back to the game").boundingBox();
        assertTrue(back.height >= 32, "a button a finger can hit: " + back.height + "px");
        button(c, "Back to the game").click();
        assertThat(c.locator("#replay")).isHidden();
        assertThat(c.locator("#board .cell[data-mark='X'], #board .cell[data-mark='O']")).hasCount(4);

        // Alt+Left is the browser's Back, not a step back. Ana, to move, looks back with the arrow key; a click on
        // that board plays nothing and brings the game back.
        a.locator("#status").click();
        a.evaluate("addEventListener('keydown', (e) => { window.altLeftDefault = !e.defaultPrevented; })");
        a.keyboard().press("Alt+ArrowLeft");
        assertThat(a.locator("#replay")).isHidden();
        assertEquals(Boolean.TRUE, a.evaluate("window.altLeftDefault"), "the browser may go back");
        a.keyboard().press("ArrowLeft");
        assertThat(a.locator("#replay-pos")).hasText("Move 3 of 4");
        PlayInBrowserTest.cell(a, "A1").click();
        assertThat(a.locator("#replay")).isHidden();
        assertThat(PlayInBrowserTest.cell(a, "A1")).hasText("");
        assertThat(a.locator("#moves button.move")).hasCount(4);
        play(a, "H10", b);
        assertThat(b.locator("#moves button.move")).hasCount(5);
    }

    /** A takeback asked and allowed; an onlooker, who saw a stone vanish, is told in words. */
    @Test
    void aTakebackIsAskedAndAllowed() {
        Page[] three = watchedOpening();
        Page a = three[0];
        Page b = three[1];
        Page c = three[2];
        button(a, "Takeback").click();
        assertThat(b.locator("#offer-note")).hasText("Ana asks to take back a move.");
        button(b, "Allow takeback").click();
        assertThat(a.locator("#moves button.move")).hasCount(2);
        assertThat(b.locator("#moves button.move")).hasCount(2);
        assertThat(PlayInBrowserTest.cell(a, "H9")).hasText("");
        assertThat(a.locator("#status")).hasText("Your move");
        assertThat(c.locator("#moves button.move")).hasCount(2);
        assertThat(c.locator("#offer-note")).hasText("A move was taken back.");
        play(a, "K10", b);
        play(b, "K11", a);
        assertThat(c.locator("#moves button.move")).hasCount(4);
        // Read once: old news two moves on, well inside the note's five seconds (a waiting assertion would pass when
        // they ran out).
        assertEquals("", c.locator("#offer-note").textContent());
    }

    @Test
    void playersChatBothWaysAndASpectatorSeesNoneOfIt() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Page b = pair[1];
        Page c = carol.newPage();
        c.navigate(a.url());
        assertThat(c.locator("#chat-title")).hasText("Spectators\u2019 chat");

        a.getByLabel("Message").fill("hello <b>Bo</b>");
        button(a, "Send").click();
        assertThat(b.locator("#chat-lines li")).hasText("Ana: hello <b>Bo</b>");
        button(b, "Good luck").click();
        assertThat(a.locator("#chat-lines li").last()).hasText("Bo: Good luck!");

        c.getByLabel("Message").fill("nice opening");
        button(c, "Send").click();
        // A spectator without a name of their own is a numbered guest, so two of them can be told apart.
        assertThat(c.locator("#chat-lines li"))
            .hasText(Pattern.compile("^Guest [1-9][0-9]{2} \\(watching\\): nice opening$"));
        assertThat(c.locator("#chat-lines li")).hasCount(1);
        assertThat(a.locator("#chat-lines li")).hasCount(2);
        assertThat(b.locator("#chat-lines li")).hasCount(2);

        // Muting the opponent hides their lines on this page only.
        b.getByLabel("Mute the other player").check();
        assertThat(b.locator("#chat-lines li").first()).isHidden();
        a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("table-chat-desktop")));

        // A spectator's settings offer nothing about their own moves: they have none.
        c.locator("#settings summary").click();
        assertThat(c.getByLabel("Sounds")).isVisible();
        assertThat(c.locator("#notify")).isHidden();
        assertThat(c.locator("#confirm-moves")).isHidden();
        a.locator("#settings summary").click();
        assertThat(a.locator("#notify")).isVisible();

        // Once the game is over the players read the spectators' lines too, on the pages already open (once only
        // after a reload), in a section of their own apart from the players' talk (issue 38: mixed in, they read as
        // the opponent's). The players' chat stays theirs: the spectator, and anyone who opens the finished game
        // later, never reads it.
        b.getByLabel("Mute the other player").uncheck();
        button(a, "Resign").click();
        button(a, "Press again to resign").click();
        for (Page p : new Page[] {a, b}) {
            // Their lines still go to the opponent alone: the title says so, the spectators' lines are marked.
            assertThat(p.locator("#chat-title")).hasText("Chat with your opponent");
            assertThat(p.locator("#chat-lines li")).hasCount(2);
            assertThat(p.locator("#chat-lines li").nth(0)).hasText("Ana: hello <b>Bo</b>");
            assertThat(p.locator("#onlooker-lines li")).hasCount(1);
            assertThat(p.locator("#onlooker-lines li").nth(0)).hasText(Pattern.compile("\\(watching\\): nice opening$"));
        }
        try (BrowserContext laterVisitor = STAGE.person()) {
            Page later = laterVisitor.newPage();
            later.navigate(c.url());
            for (Page p : new Page[] {c, later}) {
                assertThat(p.locator("#status")).hasText(Pattern.compile("wins"));
                assertThat(p.locator("#chat-title")).hasText("Spectators\u2019 chat");
                assertThat(p.locator("#chat-lines li")).hasCount(1);
                assertThat(p.locator("#chat-lines")).not().containsText("hello");
            }
        }
    }

    /**
     * Lines sent faster than the chat allows (five at once, then one a second): the one the server refuses stays in
     * the box to be sent again, with the reason under the board; the box was once emptied as each line left.
     */
    @Test
    void aChatLineRefusedForSpeedStaysInItsBox() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        Locator box = a.getByLabel("Message");
        // Twelve lines faster than one a second, however long a busy machine takes to type them: the server's
        // time stands still meanwhile, so the last is refused (five at once, then one a second).
        server.clock().stop();
        try {
            for (int i = 0; i < 12; i++) {
                box.fill("line " + i);
                box.press("Enter");
            }
            assertThat(a.locator("#error")).hasText("Too many messages at once: wait a moment.");
            assertThat(box).hasValue("line 11");
            assertThat(pair[1].locator("#chat-lines")).containsText("line 0");
            assertThat(pair[1].locator("#chat-lines")).not().containsText("line 11");
        } finally {
            server.clock().run();
        }
    }

    /**
     * A rematch asked of an opponent who has left says so, rather than "Rematch asked…" forever; when they come
     * back they may accept it.
     */
    @Test
    void aRematchAskedOfSomeoneWhoLeftSaysSo() {
        Page[] pair = gomoku(null, null);
        Page a = pair[0];
        String link = a.url();
        play(a, "H8", pair[1]);
        button(a, "Resign").click();
        button(a, "Press again to resign").click();
        pair[1].close();
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "false");
        button(a, "Rematch").click();
        assertThat(a.locator("#rematch")).hasText("Rematch asked: Bo has left");
        Page b = bo.newPage();
        b.navigate(link);
        assertThat(a.locator("#rematch")).hasText("Rematch asked\u2026");
        button(b, "Accept rematch from Ana").click();
        assertThat(a.locator("#status")).hasText("Waiting for Bo\u2026");
    }

    /** A game called off before anyone took the other seat: no rematch with nobody, no replay of no moves. */
    @Test
    void aGameAbortedBeforeAnyoneJoinedOffersNoRematch() {
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        button(a, "Abort game").click();
        assertThat(a.locator("#status")).hasText("Game aborted");
        assertThat(a.locator("#rematch")).isHidden();
        assertThat(a.locator("#replay")).isHidden();
        // Nothing was played: no empty move list, no record to download.
        assertThat(a.locator(".card.moves")).isHidden();
        assertThat(a.locator("#downloads")).isHidden();
    }

    @Test
    void theTableFitsOnAPhoneALaptopAndADesktop() {
        Page[] pair = gomoku("5 min + 5 s", null);
        play(pair[0], "H8", pair[1]);
        play(pair[1], "J9", pair[0]);
        pair[0].getByLabel("Message").fill("Good game so far");
        button(pair[0], "Send").click();
        String url = pair[1].url();
        int[][] sizes = {{390, 844}, {1366, 768}, {1920, 1080}};
        String[] names = {"phone", "laptop", "desktop"};
        for (int i = 0; i < sizes.length; i++) {
            BrowserContext who = STAGE.person(new Browser.NewContextOptions()
                .setViewportSize(sizes[i][0], sizes[i][1]));
            Page p = who.newPage();
            p.navigate(url);
            assertThat(clock(p, "X")).isVisible();
            assertThat(p.locator("#chat-lines li")).hasCount(0); // a spectator: the players' chat is theirs
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("table-" + names[i]))
                .setFullPage(true));
            Object width = p.evaluate("document.documentElement.scrollWidth");
            org.junit.jupiter.api.Assertions.assertTrue(((Number) width).intValue() <= sizes[i][0],
                names[i] + " scrolls sideways: " + width);
            who.close();
        }
    }
}
