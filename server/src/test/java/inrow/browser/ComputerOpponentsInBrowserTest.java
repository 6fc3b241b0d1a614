package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A person without a friend at hand: plays the computer from the lobby, or watches two computers play. */
@Timeout(180)
class ComputerOpponentsInBrowserTest {
    private static final Pattern OVER = Pattern.compile("You win!|You lost|wins|Draw.*");
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private BrowserContext person;

    @BeforeEach
    void open() {
        person = STAGE.person();
    }


    private Page lobby() {
        Page p = person.newPage();
        p.navigate(server.url("/"));
        return p;
    }

    private static void choose(Page p, String radio) {
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^" + radio))).check();
    }

    /**
     * The time left for a first move is a plain line until its last seconds, then red: red from the first second
     * read as an error to someone who had done nothing wrong. (A 30 s-a-move game: its first move has 30 s.)
     */
    @Test
    void theFirstMoveWarningTurnsRedOnlyNearItsEnd() {
        // The page counts the deadline down on its own clock, which Playwright's fake one replaces (it runs at the
        // real pace until moved on), so the test need not sit through fifteen real seconds.
        person.clock().install();
        Page p = lobby();
        choose(p, "The computer");
        p.getByLabel("Who moves first").selectOption("me");
        p.getByLabel("Clock").selectOption("move:30");
        long created = System.nanoTime();
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        Locator warning = p.locator("#first-move");
        assertThat(warning).hasText(Pattern.compile("within \\d+ seconds"));
        // The countdown starts at the control's 30 s: what it shows is 30 less the whole seconds since the game was
        // made (a busy machine takes a few to load the page), never more, and never a second less.
        long shown = Long.parseLong(warning.textContent().replaceAll("\\D+", " ").trim().split(" ")[0]);
        long since = (System.nanoTime() - created) / 1_000_000_000L;
        assertTrue(shown <= 30 && shown >= 29 - since, "shown " + shown + " s, " + since + " s after creating");
        String ink = (String) p.evaluate("getComputedStyle(document.querySelector('#status')).color");
        assertThat(warning).hasCSS("color", ink);
        // A second at a time, each firing the page's timers, until the warning reaches its last fifteen seconds
        // (past thirty steps, or if a reconnection started the count again, the real time carries on as before).
        Pattern low = Pattern.compile("within 1[0-5] seconds");
        for (int i = 0; i < 30 && !low.matcher(warning.textContent()).find(); i++) {
            p.clock().fastForward(1000);
        }
        assertThat(warning).hasText(low, new LocatorAssertions.HasTextOptions().setTimeout(25_000));
        assertThat(warning).not().hasCSS("color", ink);
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "greedy", "minimax", "4", "8"})
    void aPersonPlaysTicTacToeAgainstEachLevelToTheEnd(String level) {
        Page p = lobby();
        p.getByLabel("Your name").fill("Ana");
        choose(p, "The computer");
        p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)).selectOption(level);
        p.getByLabel("Who moves first").selectOption("me");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        assertThat(p.locator(".player[data-seat=O] .cpu")).isVisible();
        assertThat(p.locator("#status")).hasText("Your move");
        assertThat(p.locator(".card.chat")).isHidden(); // nobody to chat with

        // Play the first empty cell each turn, as a person in a hurry would, until the game ends.
        Locator status = p.locator("#status");
        for (int turn = 0; turn < 5 && !OVER.matcher(status.textContent()).find(); turn++) {
            int before = p.locator(".cell[data-mark=X]").count();
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile(", empty$"))).first()
                .click();
            assertThat(p.locator(".cell[data-mark=X]")).hasCount(before + 1);
            assertThat(status).hasText(Pattern.compile("Your move|You win!|You lost|wins|Draw.*"),
                new LocatorAssertions.HasTextOptions().setTimeout(15_000));
            if (!status.textContent().startsWith("Your move") || turn > 0) {
                assertThat(p.locator("#comment")).isVisible();
            }
        }
        assertThat(status).hasText(OVER);
        assertThat(p.locator(".card.chat")).isHidden(); // still nobody to chat with, nor anything said to read
        // The computer's last word speaks of the last move: not shown while an earlier one is.
        assertThat(p.locator("#comment")).isVisible();
        p.locator("#moves button.move[data-ply='1']").click();
        assertThat(p.locator("#comment")).isHidden();
        p.keyboard().press("End");
        assertThat(p.locator("#comment")).isVisible();
        if (level.equals("8")) {
            // The ladder's top is the master. Perfect play: the computer never loses tic-tac-toe.
            assertThat(status).not().hasText("You win!");
        }

        // The computer accepts a rematch at once and, now X, moves first.
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch")).click();
        assertThat(p.locator(".player[data-seat=O] .you")).isVisible();
        assertThat(p.locator(".cell[data-mark=X]")).hasCount(1, new LocatorAssertions.HasCountOptions()
            .setTimeout(15_000));
        assertThat(status).hasText("Your move");
    }

    /**
     * Against the computer there is nobody to write to, even once the game is over: the chat shows up then only if
     * the onlookers said something, as theirs, to be read.
     */
    @Test
    void afterAGameAgainstTheComputerItsPlayerReadsTheOnlookersChatWithNothingToWrite() {
        Page p = lobby();
        choose(p, "The computer");
        p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)).selectOption("random");
        p.getByLabel("Who moves first").selectOption("me");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        try (BrowserContext onlooker = STAGE.person()) {
            Page c = onlooker.newPage();
            c.navigate(p.url());
            c.getByLabel("Message").fill("go on, win it");
            c.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Send")).click();
            assertThat(c.locator("#chat-lines li")).hasCount(1);
            assertThat(p.locator(".card.chat")).isHidden();
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile(", empty$"))).first()
                .click();
            assertThat(p.locator(".cell[data-mark=O]")).hasCount(1, new LocatorAssertions.HasCountOptions()
                .setTimeout(15_000));
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Resign")).click();
            p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Press again to resign")).click();
            assertThat(p.locator("#status")).hasText("You resigned");
            assertThat(p.locator(".card.chat")).isVisible();
            assertThat(p.locator("#chat-title")).hasText("Spectators\u2019 chat");
            assertThat(p.locator("#chat-lines li")).hasText(Pattern.compile("\\(watching\\): go on, win it$"));
            assertThat(p.locator("#chat-form")).isHidden();
            assertThat(p.locator("#chat-phrases")).isHidden();
        }
    }

    @Test
    void aPersonWatchesAComputerVersusComputerGameToItsEnd() {
        Page p = lobby();
        choose(p, "Computer vs computer");
        assertThat(p.getByLabel("Your name")).isHidden();
        p.getByLabel("X (moves first)").selectOption("greedy");
        p.getByLabel("O", new Page.GetByLabelOptions().setExact(true)).selectOption("8");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));

        assertThat(p.locator(".player[data-seat=X] .name")).hasText("Greedy");
        assertThat(p.locator(".player[data-seat=O] .name")).hasText("Level 8");
        assertThat(p.locator("#status")).hasText(Pattern.compile("is thinking…"));
        assertThat(p.locator("#comment")).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(10_000));
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("cpu-vs-cpu-in-progress")));
        assertThat(p.locator("#status")).hasText(Pattern.compile("wins|Draw"),
            new LocatorAssertions.HasTextOptions().setTimeout(60_000));
        assertThat(p.locator("#resign")).isHidden();
        assertThat(p.locator("#rematch")).isHidden();
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("cpu-vs-cpu-over")));
    }
}
