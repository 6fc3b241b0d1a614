package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.WebSocketRoute;
import com.microsoft.playwright.assertions.LocatorAssertions;
import inrow.testing.TestServerExtension;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
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

    @AfterEach
    void leave() {
        ana.close();
        bo.close();
    }

    @Test
    void aSilentSocketIsNoticedAndAMoveMadeMeanwhileIsRefusedOutLoud() {
        // A half-open socket: it stays open, but nothing passes either way, as after a Wi-Fi drop.
        AtomicBoolean silent = new AtomicBoolean(false);
        AtomicInteger sockets = new AtomicInteger();
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
        assertThat(b.locator("#conn")).hasText(Pattern.compile("Reconnecting"), SOON);
        assertThat(b.locator("#status")).hasText("Reconnecting…");
        assertThat(b.locator("#game")).hasAttribute("data-conn", "down");
        assertThat(b.locator("#reconnect")).isVisible();

        cell(b, "A1").click();
        assertThat(b.locator("#error")).hasText("Not connected: your move was not sent. Reconnecting…");
        assertThat(cell(a, "A1")).hasAttribute("aria-label", Pattern.compile("^A1, empty"));

        // "Reconnect now" opens a new socket at once, whatever the backoff says.
        int before = sockets.get();
        button(b, "Reconnect now").click();
        b.waitForCondition(() -> sockets.get() > before, new Page.WaitForConditionOptions().setTimeout(1_000));

        silent.set(false);
        assertThat(b.locator("#conn")).hasText("Live", SOON);
        assertThat(b.locator("#status")).hasText("Your move");
        assertThat(b.locator("#game")).hasAttribute("data-conn", "up");
        play(b, "A1", a);
    }

    @Test
    void theGameIsBackAsSoonAsTheBrowserIsOnlineAgain() {
        Page a = ana.newPage();
        Page b = bo.newPage();
        createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
        play(a, "B2", b);

        bo.setOffline(true);
        assertThat(b.locator("#status")).hasText("Reconnecting…");
        // Offline long enough for the retries to back off to several seconds each.
        b.waitForTimeout(6_000);
        bo.setOffline(false);
        assertThat(b.locator("#conn")).hasText("Live", new LocatorAssertions.HasTextOptions().setTimeout(2_500));
        play(b, "A1", a);
    }
}
