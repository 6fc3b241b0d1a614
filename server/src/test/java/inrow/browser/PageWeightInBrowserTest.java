package inrow.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ServiceWorkerPolicy;
import inrow.testing.TestServerExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a first visit costs on the wire (empty cache, no service worker yet): the document and every file it loads,
 * as the browser's resource timing counts them (compressed sizes, headers included). The README quotes the figures
 * this prints; the budgets keep the pages light.
 */
@Timeout(60)
class PageWeightInBrowserTest {
    private static final int LOBBY_BUDGET = 40_000;
    private static final int GAME_BUDGET = 80_000;
    /** The analysis board's own budget: its board is drawn by its script, its modules are its own. */
    private static final int ANALYSIS_BUDGET = 45_000;
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    @Test
    void theLobbyAndAGamePageStayLight() {
        String code = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText();
        int lobby = weigh("/", "lobby");
        int game = weigh("/g/" + code, "gomoku game page");
        assertTrue(lobby < LOBBY_BUDGET, "the lobby costs " + lobby + " bytes");
        assertTrue(game < GAME_BUDGET, "a game page costs " + game + " bytes");
    }

    /** A game with a clock also fetches the clocks' modules (clock.js, terms.js), once its first frame has come. */
    @Test
    void aTimedGamePageStaysLight() {
        String code = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"},"
            + "\"clock\":{\"initial_s\":300,\"increment_s\":3}}").get("code").asText();
        int game = weigh("/g/" + code, "gomoku game page, 5+3 clock", ".player .clock:not([hidden])");
        assertTrue(game < GAME_BUDGET, "a timed game page costs " + game + " bytes");
    }

    @Test
    void theAnalysisBoardStaysLight() {
        int analysis = weigh("/analysis?r=gomoku&t=h8i9", "analysis board (gomoku, two moves)");
        assertTrue(analysis < ANALYSIS_BUDGET, "the analysis board costs " + analysis + " bytes");
    }

    private int weigh(String path, String what) {
        return weigh(path, what, null);
    }

    /** {@code ready}: what shows once the page has fetched all it fetches on opening, when a frame decides it. */
    @SuppressWarnings("unchecked")
    private int weigh(String path, String what, String ready) {
        try (BrowserContext fresh = STAGE.person(new Browser.NewContextOptions()
            .setServiceWorkers(ServiceWorkerPolicy.BLOCK))) {
            Page p = fresh.newPage();
            p.navigate(server.url(path));
            p.waitForLoadState();
            if (ready != null) {
                p.locator(ready).first().waitFor();
            }
            p.waitForTimeout(500);
            List<Number> r = (List<Number>) p.evaluate("""
                () => {
                  const n = performance.getEntriesByType('navigation')[0];
                  const rs = performance.getEntriesByType('resource');
                  return [n.transferSize, rs.reduce((s, e) => s + e.transferSize, 0), rs.length,
                          n.decodedBodySize + rs.reduce((s, e) => s + e.decodedBodySize, 0)];
                }""");
            // Each file with what it cost, so a change to the page shows where its bytes went.
            List<String> files = (List<String>) p.evaluate("""
                () => performance.getEntriesByType('resource')
                  .map((e) => e.transferSize + ' ' + e.decodedBodySize + ' ' + new URL(e.name).pathname)""");
            files.forEach(f -> System.out.println("page weight:   " + f));
            int total = r.get(0).intValue() + r.get(1).intValue();
            System.out.printf("page weight: %s: %d bytes transferred (document %d + %d files %d), %d bytes unpacked%n",
                what, total, r.get(0).intValue(), r.get(2).intValue(), r.get(1).intValue(), r.get(3).intValue());
            return total;
        }
    }
}
