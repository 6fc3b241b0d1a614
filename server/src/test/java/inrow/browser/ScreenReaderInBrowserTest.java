package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a blind player hears, read from the page's live regions as a screen reader would be told: each thing once,
 * when it happens, and nothing of one's own said back. A recorder in the page keeps every text a live region is
 * given (a screen reader says each), in order.
 */
@Timeout(120)
class ScreenReaderInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** Keeps the texts every live region is given from now on, in window.heard. */
    private static final String RECORD = """
        () => {
          window.heard = [];
          const live = (n) => n.nodeType === 1 && n.closest('[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]');
          new MutationObserver((changes) => {
            for (const c of changes) {
              const el = live(c.target.nodeType === 1 ? c.target : c.target.parentElement);
              if (el && el.textContent.trim()) window.heard.push(el.textContent.trim());
            }
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        }""";

    private BrowserContext ana;
    private BrowserContext bo;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
    }

    @SuppressWarnings("unchecked")
    private static List<String> heard(Page p) {
        return (List<String>) p.evaluate("window.heard");
    }

    private static long count(Page p, Pattern said) {
        return heard(p).stream().filter(h -> said.matcher(h).find()).count();
    }

    /**
     * The first move's deadline counts down on the page every second; a live region said it every second, over
     * whatever else the player listened to. It is said once when it starts, and the opponent arriving is said.
     */
    @Test
    void theFirstMovesDeadlineIsSaidOnceAndTheOpponentsArrivalIsSaid() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        a.evaluate(RECORD);
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Bo");
        button(b, "Take the seat").click();
        assertThat(a.locator("#status")).hasText("Your move");
        assertThat(a.locator("#first-move")).hasText(Pattern.compile("within 5[0-6] seconds"),
            new LocatorAssertions.HasTextOptions().setTimeout(12_000));
        assertEquals(1, count(a, Pattern.compile("Make your first move within")), heard(a).toString());
        assertEquals(1, count(a, Pattern.compile("^Bo took the seat\\. Your move\\.$")), heard(a).toString());
    }

    /** A takeback changed the board with nothing said but "Your move". */
    @Test
    void aTakebackIsSaid() {
        // Every page keeps its time on Playwright's clock: the announcements' timers are run, not waited for.
        ana.clock().install();
        bo.clock().install();
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        play(a, "B2", b);
        play(b, "A1", a);
        play(a, "C3", b);
        BrowserContext watcher = STAGE.person();
        watcher.clock().install();
        Page c = watcher.newPage();
        c.navigate(a.url());
        assertThat(c.locator("#moves button.move")).hasCount(3);
        a.evaluate(RECORD);
        b.evaluate(RECORD);
        c.evaluate(RECORD);
        button(a, "Takeback").click();
        button(b, "Allow takeback").click();
        assertThat(a.locator("#status")).hasText("Your move");
        assertThat(cell(a, "C3")).hasAttribute("aria-label", Pattern.compile("^C3, empty"));
        assertThat(c.locator("#moves button.move")).hasCount(2);
        for (Page p : new Page[] {a, b, c}) {
            p.clock().runFor(500);
        }
        assertEquals(1, count(a, Pattern.compile("^A move was taken back\\. Your move\\.$")), heard(a).toString());
        assertEquals(1, count(b, Pattern.compile("^A move was taken back\\.")), heard(b).toString());
        // A spectator's note under the board says it: once, not a second time from the announcements.
        assertEquals(1, count(c, Pattern.compile("A move was taken back\\.")), heard(c).toString());
    }

    /**
     * Stepping through a finished game says which move is shown, not only its number; the replay's counter is not
     * said when the game ends (the result is), only when a person steps.
     */
    @Test
    void theReplaySaysTheMoveItShows() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        a.evaluate(RECORD);
        play(a, "A3", b);
        play(b, "A1", a);
        play(a, "B3", b);
        play(b, "B1", a);
        cell(a, "C3").click();
        assertThat(a.locator("#status")).hasText("You win!");
        assertEquals(0, count(a, Pattern.compile("^Move \\d of \\d")), heard(a).toString());
        button(a, "Previous move").click();
        assertThat(a.locator("#announce-note")).hasText("Move 4 of 5. O played B1.");
        button(a, "Start of game").click();
        assertThat(a.locator("#announce-note")).hasText("Move 0 of 5.");
    }

    /** What the computer says about its move is said too, once per move. */
    @Test
    void theComputersWordIsSaidOncePerMove() {
        ana.clock().install();
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        a.getByRole(com.microsoft.playwright.options.AriaRole.RADIO,
            new Page.GetByRoleOptions().setName(Pattern.compile("^The computer"))).check();
        a.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)).selectOption("random");
        a.getByLabel("Who moves first").selectOption("me");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        a.evaluate(RECORD);
        for (int move = 1; move <= 2; move++) {
            a.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName(Pattern.compile(", empty$"))).first().click();
            assertThat(a.locator(".cell[data-mark=O]")).hasCount(move, new LocatorAssertions.HasCountOptions()
                .setTimeout(15_000));
            assertThat(a.locator("#comment")).isVisible();
            assertThat(a.locator("#status")).hasText("Your move");
            a.clock().runFor(1500); // the connection's pill and the page's timers re-draw it meanwhile
            // Once per move, even when the computer says the same words again.
            assertEquals(move, count(a, Pattern.compile("^Random: ")), heard(a).toString());
        }
    }

    /** A chat line is written as the page's language writes it: "Bo : bonjour" in French, "Bo：你好" in Chinese. */
    @Test
    void aChatLineIsPunctuatedAsThePagesLanguageDoes() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        a.navigate(a.url() + "?lang=fr");
        b.getByLabel("Message").fill("bonjour");
        button(b, "Send").click();
        assertThat(a.locator("#chat-lines li")).hasText("Bo : bonjour");
        a.navigate(a.url().replace("?lang=fr", "?lang=zh"));
        assertThat(a.locator("#chat-lines li")).hasText("Bo：bonjour");
        assertThat(b.locator("#chat-lines li")).hasText("Bo: bonjour");
    }

    /** On a big board L brings the cursor to the last move, which was said but had to be walked to; the board says so. */
    @Test
    void theKeyLBringsTheCursorToTheLastMove() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Gomoku", a, "Ana", b, "Bo");
        play(a, "H8", b);
        play(b, "C14", a);
        assertThat(a.locator("#board")).hasAccessibleDescription(
            "Arrow keys move over the board, Enter plays, L goes to the last move.");
        cell(a, "H8").focus();
        a.keyboard().press("l");
        assertThat(cell(a, "C14")).isFocused();
        a.keyboard().press("ArrowRight");
        assertThat(cell(a, "D14")).isFocused();

        // Connect Four: to the last move's column.
        Page c = STAGE.person().newPage();
        Page d = STAGE.person().newPage();
        createAndJoin(server.url(""), "Connect Four", c, "Cy", d, "Dee");
        column(c, "B").click();
        assertThat(d.locator("#status")).hasText("Your move");
        column(d, "F").click();
        assertThat(c.locator("#status")).hasText("Your move");
        assertThat(c.locator("#board")).hasAccessibleDescription(Pattern.compile("L goes to the last move"));
        column(c, "A").focus();
        c.keyboard().press("L");
        assertThat(column(c, "F")).isFocused();
    }

    private static com.microsoft.playwright.Locator column(Page page, String letter) {
        return page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON,
            new Page.GetByRoleOptions().setName(Pattern.compile("^Column " + letter + ",")));
    }

    /** Chat: the other's line is said; one's own is not said back. */
    @Test
    void theOthersChatLinesAreSaidAndOnesOwnAreNot() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        a.evaluate(RECORD);
        b.evaluate(RECORD);
        a.getByLabel("Message").fill("good luck to you");
        button(a, "Send").click();
        assertThat(b.locator("#chat-lines li")).hasText("Ana: good luck to you");
        assertThat(b.locator("#announce-note")).hasText("Ana: good luck to you");
        assertThat(a.locator("#chat-lines li")).hasText("Ana: good luck to you");
        assertEquals(0, count(a, Pattern.compile("good luck to you")), heard(a).toString());

        // The box counts characters as the server does: 100 emoji go whole (its old maxlength cut them to 70), and a
        // line over 140 is said to be too long rather than sent.
        String smile = new String(Character.toChars(0x1F600));
        a.getByLabel("Message").fill(smile.repeat(100));
        button(a, "Send").click();
        assertThat(b.locator("#chat-lines li").last()).hasText("Ana: " + smile.repeat(100));
        a.getByLabel("Message").fill("a".repeat(141));
        button(a, "Send").click();
        assertThat(a.locator("#error")).hasText("A chat line is at most 140 characters.");
        assertThat(b.locator("#chat-lines li")).hasCount(2);
    }
}
