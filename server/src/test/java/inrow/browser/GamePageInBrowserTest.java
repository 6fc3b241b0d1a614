package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The game page tells each person the truth about their seat, the game and the moves, as a person reads it. */
@Timeout(120)
class GamePageInBrowserTest {
    /** A short abandonment time, so a claim can be made without a minute's wait. */
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withAbandonMillis(2000));
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private BrowserContext ana;
    private BrowserContext bo;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
    }


    private Page[] game(String preset) {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), preset, a, "Ana", b, "Bo");
        return new Page[] {a, b};
    }

    @Test
    void aPlayerWhoOpensTheirOwnGameFromTheLobbyListSitsInTheirSeat() {
        Page[] pages = game("Tic-tac-toe");
        Page a = pages[0];
        Page b = pages[1];
        String code = a.url().substring(a.url().lastIndexOf('/') + 1);
        a.close();
        assertThat(b.locator(".player[data-seat=X] .presence")).hasAttribute("data-on", "false");

        // Ana finds her game among the live ones in the lobby, where links are made for watching.
        Page lobby = ana.newPage();
        lobby.navigate(server.url("/"));
        lobby.locator("a[href*='" + code + "']").first().click();
        lobby.waitForURL(Pattern.compile(".*/g/" + code + ".*"));
        assertThat(lobby.locator(".player[data-seat=X] .you")).isVisible();
        assertThat(lobby.locator("#status")).hasText("Your move");
        assertThat(b.locator(".player[data-seat=X] .presence")).hasAttribute("data-on", "true");
        play(lobby, "B2", b);

        // Even a link that says "watch" gives a browser that holds the seat its seat.
        Page watch = ana.newPage();
        watch.navigate(server.url("/g/" + code + "?watch=1"));
        assertThat(watch.locator(".player[data-seat=X] .you")).isVisible();
    }

    @Test
    void theLoserReadsThatTheyLostAndAFinishedGameIsNotLive() {
        Page[] pages = game("Tic-tac-toe");
        Page a = pages[0];
        Page b = pages[1];
        assertThat(a.locator("#conn")).hasText("Live");
        play(a, "A3", b);
        play(b, "B3", a);
        play(a, "B2", b);
        play(b, "C3", a);
        cell(a, "C1").click();
        assertThat(a.locator("#status")).hasText("You win!");
        assertThat(b.locator("#status")).hasText("You lost");
        for (Page p : pages) {
            assertThat(p.locator("#conn")).hasText("Game over");
        }
    }

    @Test
    void aPlayerWhoComesBackAfterBeingClaimedAgainstIsToldTheyWereAway() {
        Page[] pages = game("Tic-tac-toe");
        Page a = pages[0];
        Page b = pages[1];
        play(a, "B2", b);
        String link = b.url();
        b.close();
        button(a, "Claim victory").click(new com.microsoft.playwright.Locator.ClickOptions().setTimeout(10_000));
        assertThat(a.locator("#status")).hasText("You win: opponent left!");

        Page back = bo.newPage();
        back.navigate(link);
        assertThat(back.locator("#status")).hasText("You lost: you were away too long");
    }

    /**
     * Issue 38, item 1: with a day per move, an opponent who closed the tab is shown away, without a countdown, and
     * no "Claim victory" is offered (here the abandonment time is 2 s): only the deadline decides.
     */
    @Test
    void aCorrespondenceGameOffersNoClaimAgainstAnOpponentWhoIsAway() {
        ana.clock().install();
        Page a = ana.newPage();
        Page b = bo.newPage();
        a.navigate(server.url("/"));
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
        a.getByLabel("Your name").fill("Ana");
        a.getByLabel("Clock").selectOption("days:1");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Bo");
        button(b, "Take the seat").click();
        play(a, "H8", b);
        play(b, "J9", a);
        play(a, "H9", b);
        b.close();
        assertThat(a.locator(".player[data-seat=O] .away")).hasText("away");
        // Past the 2 s a live game would allow, on the server and on Ana's page, without waiting for them.
        server.clock().stop();
        try {
            a.clock().fastForward(3_000);
            server.clock().advance(3_000);
            // A chat line of Ana's comes back through the room's queue after anything the moved clock rang there.
            Locator box = a.getByLabel("Message");
            box.fill("still there?");
            box.press("Enter");
            assertThat(a.locator("#chat-lines")).containsText("still there?");
            assertThat(a.locator(".player[data-seat=O] .away")).hasText("away");
            assertThat(a.locator("#claim")).isHidden();
        } finally {
            server.clock().run();
        }
    }

    @Test
    void theMoveListNumbersMovesInPairsAndKeepsTheNewestInView() {
        Page[] pages = game("Gomoku");
        Page a = pages[0];
        Page b = pages[1];
        // 28 plies in two separate clusters of short lines, so nobody makes five.
        List<String> moves = List.of("A1", "A15", "B1", "B15", "C1", "C15", "D2", "D14", "A3", "A13", "B3", "B13",
            "C3", "C13", "D4", "D12", "A5", "A11", "B5", "B11", "C5", "C11", "D6", "D10", "A7", "A9", "B7", "B9");
        for (int i = 0; i < moves.size(); i++) {
            play(i % 2 == 0 ? a : b, moves.get(i), i % 2 == 0 ? b : a);
        }
        for (Page p : pages) {
            assertThat(p.locator("#moves li")).hasCount(14);
            assertThat(p.locator("#moves li").first()).hasText("1. A1 A15");
            assertThat(p.locator("#moves li").last()).hasText("14. B7 B9");
            Object fits = p.locator("#moves").evaluate("""
                list => {
                  const last = list.querySelector('li:last-child button.move:last-of-type');
                  const top = last.getBoundingClientRect().top - list.getBoundingClientRect().top;
                  return list.scrollWidth <= list.clientWidth
                    && top >= 0 && top + last.offsetHeight <= list.clientHeight + 1;
                }""");
            assertEquals(true, fits, "the newest move shows inside the list, and nothing runs off sideways");
        }
    }

    @Test
    void anEmptyNameBecomesTheNameTheFieldPromised() {
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        String promised = a.getByLabel("Your name").getAttribute("placeholder");
        a.getByLabel("Your name").fill("");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        assertThat(a.locator(".player[data-seat=X] .name")).hasText(promised);
    }

    @Test
    void theGamePageHasOneMainHeadingThatSaysWhatIsHappening() {
        Page[] pages = game("Tic-tac-toe");
        assertThat(pages[0].getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText("Your move");
        assertThat(pages[1].getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
            .hasText("Waiting for Ana…");
    }

    @Test
    void aLongNameStaysReadableBesideItsBadgesOnAPhone() {
        // The fullest row there is: a clock, "to move" and an "away" countdown all beside one name.
        Page a = ana.newPage();
        Page b = bo.newPage();
        a.setViewportSize(390, 844);
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Bartholomew");
        a.getByLabel("Clock").selectOption("move:30");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Maximiliana");
        button(b, "Take the seat").click();
        play(a, "B2", b);
        b.close();
        assertThat(a.locator(".player[data-seat=O] .away")).isVisible();
        // Beside a running clock "to move" is read aloud but not drawn: the clock already says whose turn it is.
        Locator flag = a.locator(".player[data-seat=O] .turn-flag");
        assertThat(flag).hasText("to move");
        BoundingBox box = flag.boundingBox();
        assertTrue(box.width <= 1 && box.height <= 1, "the pill takes no room beside the clock: " + box.width);
        assertThat(a.locator(".player[data-seat=O] .clock")).isVisible();
        for (String seat : List.of("X", "O")) {
            Object whole = a.locator(".player[data-seat=" + seat + "] .name")
                .evaluate("n => n.scrollWidth <= n.clientWidth");
            assertEquals(true, whole, seat + "'s name is shown whole");
        }
    }

    @Test
    void theTabTitleCallsThePlayerBackWhenItIsTheirMove() {
        Page[] pages = game("Tic-tac-toe");
        Page a = pages[0];
        Page b = pages[1];
        play(a, "B2", b);
        String title = a.title();
        // Ana looks at another tab while Bo thinks. Headless Chromium keeps every tab visible, so the page is told
        // what the browser tells a background tab: its visibility is "hidden", and an event says it changed.
        setVisibility(a, "hidden");
        cell(b, "A1").click();
        assertThat(a).hasTitle(Pattern.compile("^● Your move · "));
        assertTrue(a.locator("link[rel=icon]").getAttribute("href").contains("turn"), "the tab's icon changes too");
        setVisibility(a, "visible");
        assertThat(a).hasTitle(title);
    }

    /** An offer calls the player back too: in a game of days per move it could otherwise wait unseen for days. */
    @Test
    void theTabTitleCallsThePlayerBackForAnOffer() {
        Page[] pages = game("Tic-tac-toe");
        Page a = pages[0];
        Page b = pages[1];
        play(a, "B2", b);
        play(b, "A1", a); // a draw is offered once both sides have moved
        setVisibility(a, "hidden");
        button(b, "Offer draw").click();
        assertThat(a).hasTitle(Pattern.compile("^● Bo offers a draw\\. · "));
        setVisibility(a, "visible");
    }

    private static void setVisibility(Page page, String state) {
        page.evaluate("state => { Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });"
            + " document.dispatchEvent(new Event('visibilitychange')); }", state);
    }
}
