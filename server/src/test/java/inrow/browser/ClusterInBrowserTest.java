package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import inrow.Server;
import inrow.cluster.SharedStores;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two people play one game on two nodes of one cluster, in real browsers: Ann on node 1, Bob and a spectator on
 * node 2, as a load balancer could place them. One throwaway PostgreSQL and one Redis, and both nodes in this JVM,
 * for the class. Skipped, saying why, where PostgreSQL or redis-server is not installed.
 *
 * <p>The nodes' options need the database and Redis addresses known only once those run, so this class starts its
 * nodes itself rather than through a {@code TestServerExtension}, and borrows Chromium (from {@link Browsers},
 * as {@link BrowserStage} does) only after them, so a machine without PostgreSQL or Redis skips before that.
 */
@Timeout(120)
class ClusterInBrowserTest {
    private static SharedStores stores;
    private static Server node1;
    private static Server node2;
    private static Browsers.Lease lease;
    private static Browser browser;

    private final List<BrowserContext> people = new ArrayList<>();
    private BrowserContext ann;
    private BrowserContext bob;
    private BrowserContext carol;

    @BeforeAll
    static void startCluster() throws Exception {
        stores = SharedStores.start();
        // One after the other: the first node creates the schema in the shared database.
        node1 = stores.node();
        node2 = stores.node();
        lease = Browsers.borrow();
        browser = lease.browser();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        SharedStores.closeAll(stores, node1, node2);
        if (lease != null) {
            lease.giveBack();
        }
    }

    @BeforeEach
    void arrive() {
        ann = person();
        bob = person();
        carol = person();
    }

    @AfterEach
    void leave() {
        people.forEach(BrowserContext::close);
        people.clear();
    }

    /** A separate person (own storage) at a desktop-sized window, as {@link BrowserStage#person()} gives. */
    private BrowserContext person() {
        BrowserContext c = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 860));
        people.add(c);
        return c;
    }

    private static String url(Server node, String path) {
        return "http://127.0.0.1:" + node.port() + path;
    }

    /** Every cell of the board, row by row from the top (row 3 of tic-tac-toe first), '.' for an empty one. */
    private static String board(Page p) {
        return (String) p.evaluate("() => [...document.querySelectorAll('#board .cell')]"
            + ".map(c => c.textContent || '.').join('')");
    }

    /** The mover clicks a cell on one node; the others, wherever they are, see the mark as the last move. */
    private static void play(Page mover, String cell, String mark, Page... others) {
        PlayInBrowserTest.cell(mover, cell).click();
        assertThat(PlayInBrowserTest.cell(mover, cell)).hasText(mark);
        for (Page p : others) {
            assertThat(PlayInBrowserTest.cell(p, cell)).hasAttribute("aria-label", cell + ", " + mark + ", last move");
        }
    }

    @Test
    void annOnNodeOneAndBobOnNodeTwoPlayOneGameWhileCarolWatches() {
        assertNotEquals(node1.port(), node2.port());
        assertNotEquals(node1.node(), node2.node(), "two nodes of one cluster");

        // Ann creates a tic-tac-toe game with a friend from node 1's lobby.
        Page a = ann.newPage();
        a.navigate(url(node1, "/"));
        assertThat(a.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("New game"))).isVisible();
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Tic-tac-toe"))).check();
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^A friend"))).check();
        a.getByLabel("Your name").fill("Ann");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        a.waitForURL(Pattern.compile(Pattern.quote(url(node1, "/g/")) + "[A-Z0-9]{8}$"));
        assertThat(a.locator("#status")).hasText("Waiting for an opponent: share the link");
        assertThat(a.locator("#conn")).hasText("Live");
        assertEquals(a.url(), a.getByLabel("Link to this game").inputValue());
        String path = URI.create(a.url()).getPath();

        // Bob gets the link, but his load balancer sends him to node 2; he takes the open seat there.
        Page b = bob.newPage();
        b.navigate(url(node2, path));
        assertThat(b.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName(Pattern.compile(
            "^Ann invites you to a game of ")))).isVisible();
        assertThat(b.locator(".player[data-seat=X] .name")).hasText("Ann");
        assertThat(b.locator(".player[data-seat=O] .name")).hasText("Open seat");
        b.getByPlaceholder("Your name").fill("Bob");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Take the seat")).click();
        assertThat(b.locator("#status")).hasText("Waiting for Ann…");
        assertThat(b.locator("#join")).isHidden();
        assertThat(b.locator(".player[data-seat=O] .you")).isVisible();
        assertThat(a.locator("#status")).hasText("Your move");
        assertThat(a.locator(".player[data-seat=O] .name")).hasText("Bob");
        assertThat(a.locator(".player[data-seat=O] .presence")).hasAttribute("data-on", "true");
        assertThat(b.locator(".player[data-seat=X] .presence")).hasAttribute("data-on", "true");

        // Carol opens the same link on node 2 and watches; Ann's page on node 1 counts her too.
        Page c = carol.newPage();
        c.navigate(url(node2, path));
        assertThat(c.locator("#status")).hasText("Ann (X) to move");
        assertThat(c.locator("#join")).isHidden();
        for (Page p : new Page[] {a, b}) {
            assertThat(p.locator("#watchers")).hasText("1 watching");
        }
        assertThat(c.locator("#watchers")).hasText("1 watching: you");

        // X: A3, B2, C1 on the diagonal; O: B3, C3 on the top row. Ann's moves are made on node 1.
        play(a, "A3", "X", b, c);
        assertThat(b.locator("#status")).hasText("Your move");
        play(b, "B3", "O", a, c);
        assertThat(a.locator("#status")).hasText("Your move");
        play(a, "B2", "X", b, c);
        assertThat(b.locator("#status")).hasText("Your move");
        assertThat(a.locator("#status")).hasText("Waiting for Bob…");
        assertThat(c.locator("#status")).hasText("Bob (O) to move");
        for (Page p : new Page[] {a, b, c}) {
            assertEquals("XO..X....", board(p), "the board on " + p.url());
            assertThat(p.locator("#moves button.move")).hasCount(3);
        }

        // Node 2 judges Bob's click by the moves made on node 1: that cell is Ann's.
        PlayInBrowserTest.cell(b, "A3").click();
        assertThat(b.locator("#error")).hasText("That cell is already taken.");
        assertThat(PlayInBrowserTest.cell(b, "A3")).hasText("X");
        b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("cluster-bob-mid-game-node2")));

        play(b, "C3", "O", a, c);
        assertThat(a.locator("#status")).hasText("Your move");
        PlayInBrowserTest.cell(a, "C1").click();

        assertThat(a.locator("#status")).hasText("You win!");
        assertThat(b.locator("#status")).hasText("You lost");
        assertThat(c.locator("#status")).hasText("Ann (X) wins");
        for (Page p : new Page[] {a, b, c}) {
            assertThat(p.locator(".cell.win")).hasCount(3);
            assertThat(PlayInBrowserTest.cell(p, "A3")).hasAttribute("aria-label", "A3, X, winning line");
            assertThat(PlayInBrowserTest.cell(p, "B2")).hasAttribute("aria-label", "B2, X, winning line");
            assertThat(PlayInBrowserTest.cell(p, "C1")).hasAttribute("aria-label", "C1, X, last move, winning line");
            assertThat(PlayInBrowserTest.cell(p, "B3")).hasAttribute("aria-label", "B3, O");
            assertEquals("XOO.X...X", board(p), "the final board on " + p.url());
            assertThat(p.locator("#moves button.move")).hasCount(5);
            assertThat(p.locator("#moves li").last()).hasText("3. C1");
            assertThat(p.locator("#watchers")).hasText(p == c ? "1 watching: you" : "1 watching");
            assertThat(p.locator("#conn")).hasText("Game over");
        }
        assertThat(c.locator("#rematch")).isHidden();
        assertThat(a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch"))).isVisible();
        a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("cluster-ann-won-node1")));
    }
}
