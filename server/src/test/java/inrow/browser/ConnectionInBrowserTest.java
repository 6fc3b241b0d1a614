package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.WebSocketRoute;
import com.microsoft.playwright.assertions.LocatorAssertions;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A player whose network fails is told so, cannot lose a move to it, and is back as soon as the network is: the
 * network is cut under the page (every socket goes through a route the test controls) or taken away from the
 * browser as a whole, the way a tunnel or a closed laptop does it.
 */
@Timeout(120)
class ConnectionInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final LocatorAssertions.HasTextOptions SOON =
        new LocatorAssertions.HasTextOptions().setTimeout(12_000);
    private BrowserContext ana;
    private BrowserContext bo;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
    }


    @Test
    void aSilentSocketIsNoticedAndAMoveMadeMeanwhileIsRefusedOutLoud() {
        // A half-open socket: it stays open, but nothing passes either way, as after a Wi-Fi drop.
        AtomicBoolean silent = new AtomicBoolean(false);
        AtomicInteger sockets = new AtomicInteger();
        // Bo's page keeps its time on Playwright's clock (at the real pace until the test moves it on), so that the
        // silence is noticed without sitting through a ping's interval and the silence's four seconds.
        bo.clock().install();
        Page b = bo.newPage();
        b.routeWebSocket(Pattern.compile(".*/ws/.*"), page -> {
            sockets.incrementAndGet();
            WebSocketRoute toServer = page.connectToServer();
            page.onMessage(frame -> {
                if (!silent.get()) {
                    toServer.send(frame.text());
                }
            });
            toServer.onMessage(frame -> {
                if (!silent.get()) {
                    page.send(frame.text());
                }
            });
        });
        Page a = ana.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        play(a, "B2", b);
        assertThat(b.locator("#conn")).hasText("Live");

        silent.set(true);
        int beforeSilence = sockets.get();
        // The next ping goes out within 5 s, and 4 s of silence after it the socket is taken for dead.
        b.clock().runFor(9_500);
        assertThat(b.locator("#conn")).hasText(Pattern.compile("Reconnecting"), SOON);
        assertThat(b.locator("#status")).hasText("Reconnecting…");
        assertThat(b.locator("#game")).hasAttribute("data-conn", "down");
        assertThat(b.locator("#reconnect")).isVisible();

        cell(b, "A1").click();
        assertThat(b.locator("#error")).hasText("Not connected: your move was not sent. Reconnecting…");
        assertThat(cell(a, "A1")).hasAttribute("aria-label", Pattern.compile("^A1, empty"));
        // So is every other action, and a chat line stays in its box to be sent again (they once did nothing).
        button(b, "Abort game").click(); // (a draw is offered only once both sides have moved)
        assertThat(b.locator("#error")).hasText("Not connected: that was not sent. Reconnecting…");
        b.locator("#chat-text").fill("still there?");
        b.locator("#chat-text").press("Enter");
        assertThat(b.locator("#chat-text")).hasValue("still there?");

        // "Reconnect now" opens a new socket at once, whatever the backoff says. It is pressed just after the first
        // retry opened its socket, so the next retry is a silence (4 s) and a backoff (0.8 s or more) away: a new
        // socket within 2.5 s is the button's, even on a busy machine.
        b.waitForCondition(() -> sockets.get() > beforeSilence, new Page.WaitForConditionOptions().setTimeout(12_000));
        int before = sockets.get();
        button(b, "Reconnect now").click();
        b.waitForCondition(() -> sockets.get() > before, new Page.WaitForConditionOptions().setTimeout(2_500));

        silent.set(false);
        assertThat(b.locator("#conn")).hasText("Live", SOON);
        assertThat(b.locator("#status")).hasText("Your move");
        assertThat(b.locator("#game")).hasAttribute("data-conn", "up");
        b.locator("#chat-text").press("Enter");
        assertThat(a.locator("#chat-lines")).containsText("still there?");
        assertThat(b.locator("#chat-text")).hasValue("");
        play(b, "A1", a);
    }

    @Test
    void theGameIsBackAsSoonAsTheBrowserIsOnlineAgain() {
        // Bo's page keeps its time on Playwright's clock: the retries' backoff is moved through, not waited out.
        bo.clock().install();
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        play(a, "B2", b);

        // From here the page's time moves only when the test moves it: a page that waited for a timer to reconnect
        // would not reconnect at all. (Paused a moment ahead of the page's time, which runs on meanwhile.)
        b.clock().pauseAt(((Number) b.evaluate("Date.now()")).longValue() + 2_000);
        bo.setOffline(true);
        assertThat(b.locator("#status")).hasText("Reconnecting…");
        // Offline until the retries have backed off to a wait of 6.4 s or more (shown as 7 s to 10 s): back online
        // just as that wait begins, the page is live again before it ends only if it did not wait. Each wait the page
        // shows is moved through on its clock; the try after it fails in the browser's own time.
        Pattern waiting = Pattern.compile("Reconnecting in (\\d+) s");
        for (int tries = 0; ; tries++) {
            assertThat(b.locator("#conn")).hasText(waiting);
            java.util.regex.Matcher shown = waiting.matcher(b.locator("#conn").textContent());
            assertTrue(shown.find() && tries < 10, "the page waits longer between tries: " + shown);
            int seconds = Integer.parseInt(shown.group(1));
            if (seconds >= 7) {
                break;
            }
            b.clock().runFor(seconds * 1000L);
        }
        bo.setOffline(false);
        assertThat(b.locator("#conn")).hasText("Live", new LocatorAssertions.HasTextOptions().setTimeout(4_000));
        play(b, "A1", a);
    }

    /**
     * Two friends answer one invitation at once: the one whose "Take the seat" comes second is told that someone else
     * took it and that they are watching (they once became a spectator without a word). Bo's page hears nothing of
     * Cy's seat until he has pressed the button.
     */
    @Test
    void theSecondToTakeTheOneSeatIsToldTheyAreWatching() {
        AtomicBoolean held = new AtomicBoolean(false);
        List<String> heldFrames = new CopyOnWriteArrayList<>();
        Page b = bo.newPage();
        AtomicReference<WebSocketRoute> toPage = new AtomicReference<>();
        b.routeWebSocket(Pattern.compile(".*/ws/.*"), page -> {
            toPage.set(page);
            WebSocketRoute toServer = page.connectToServer();
            page.onMessage(frame -> toServer.send(frame.text()));
            toServer.onMessage(frame -> {
                // Pongs pass, or a hold longer than the page's patience with a silent socket would drop it.
                if (held.get() && !frame.text().contains("\"type\":\"pong\"")) {
                    heldFrames.add(frame.text());
                } else {
                    page.send(frame.text());
                }
            });
        });
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        b.navigate(a.url());
        assertThat(button(b, "Take the seat")).isVisible();

        held.set(true);
        try (BrowserContext cy = STAGE.person()) {
            Page c = cy.newPage();
            c.navigate(a.url());
            c.getByPlaceholder("Your name").fill("Cy");
            button(c, "Take the seat").click();
            assertThat(a.locator("#status")).hasText("Your move");
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            b.waitForCondition(() -> heldFrames.stream().anyMatch(f -> f.contains("\"welcome\"")));
            held.set(false);
            heldFrames.forEach(f -> toPage.get().send(f));
            assertThat(b.locator("#error")).hasText("Someone else took the seat a moment before you: you are watching.");
            assertThat(b.locator(".player[data-seat=O] .name")).hasText("Cy");
        }
    }
}
