package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A whole game with the Content-Security-Policy on: the lobby, the socket, the board and the panels work, and the
 * browser reports no violation of the policy (nor of the Permissions-Policy) on any page.
 */
@Timeout(120)
class CspInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    /** Runs in every page before its own scripts and keeps every violation the browser reports. */
    private static final String WATCH = """
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber);
        });
        """;

    private final List<String> console = new CopyOnWriteArrayList<>();
    private final List<Page> pages = new ArrayList<>();
    private BrowserContext ana;
    private BrowserContext bo;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
        ana.addInitScript(WATCH);
        bo.addInitScript(WATCH);
    }


    private Page open(BrowserContext person) {
        Page page = person.newPage();
        page.onConsoleMessage(m -> console.add(m.type() + ": " + m.text()));
        pages.add(page);
        return page;
    }

    @Test
    void aWholeGameUnderThePolicyReportsNoViolation() {
        Page a = open(ana);
        Response lobby = a.navigate(server.url("/"));
        assertTrue(lobby.headers().get("content-security-policy").contains("script-src 'self'"),
            "the lobby came without the policy: " + lobby.headers());
        a.getByLabel("Your name").fill("Ana");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        // "Live" only shows once the socket is open: connect-src 'self' lets ws: to the same host through.
        assertThat(a.locator("#conn")).hasText("Live");
        assertThat(a.locator("#status")).hasText("Waiting for an opponent: share the link");

        Page b = open(bo);
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Bo");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Take the seat")).click();
        assertThat(a.locator("#status")).hasText("Your move");
        // The board's size comes from the style sheet now, not from an inline style attribute.
        assertEquals(3, columns(a), "the board lost its layout");

        play(a, "A3", b);
        play(b, "B3", a);
        play(a, "B2", b);
        play(b, "C3", a);
        PlayInBrowserTest.cell(a, "C1").click();
        assertThat(a.locator("#status")).hasText("You win!");
        assertThat(b.locator("#status")).hasText("You lost");
        assertThat(a.locator("#downloads")).isVisible();

        // The replay and the rematch run their scripts too.
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start of game")).click();
        assertThat(a.locator("#replay-pos")).hasText("Move 0 of 5");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch")).click();
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept rematch from Ana")).click();
        assertThat(b.locator("#status")).hasText("Your move");

        // A custom board gets its own size from the style sheet.
        Page custom = open(ana);
        custom.navigate(server.url("/"));
        custom.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Custom"))).check();
        custom.getByLabel("Width").fill("7");
        custom.getByLabel("Height").fill("6");
        custom.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        custom.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        assertThat(custom.locator("#conn")).hasText("Live");
        assertEquals(7, columns(custom));
        assertEquals(6, ((Number) custom.evaluate(
            "getComputedStyle(document.querySelector('.rows')).gridTemplateRows.split(' ').length")).intValue());

        for (Page p : pages) {
            assertEquals(List.of(), violations(p), p.url() + " reported violations");
        }
        List<String> complaints = console.stream()
            .filter(m -> m.contains("Content Security Policy") || m.contains("Content-Security-Policy")
                || m.contains("Permissions-Policy") || m.contains("Permissions policy"))
            .toList();
        assertEquals(List.of(), complaints, "console: " + console);

        // The watch itself works: an inline script is refused and reported.
        a.evaluate("() => { const s = document.createElement('script'); s.textContent = 'window.ran = 1';"
            + " document.body.append(s); }");
        a.waitForFunction("() => window.__violations.length > 0");
        assertTrue(violations(a).get(0).startsWith("script-src"), String.valueOf(violations(a)));
        assertEquals(null, a.evaluate("() => window.ran ?? null"), "the inline script ran");
    }

    private static void play(Page mover, String cell, Page opponent) {
        PlayInBrowserTest.cell(mover, cell).click();
        assertThat(PlayInBrowserTest.cell(opponent, cell)).not().hasText("");
        assertThat(opponent.locator("#status")).hasText("Your move");
    }

    private static int columns(Page page) {
        return ((Number) page.evaluate(
            "getComputedStyle(document.getElementById('board')).gridTemplateColumns.split(' ').length")).intValue();
    }

    @SuppressWarnings("unchecked")
    private static List<String> violations(Page page) {
        return (List<String>) page.evaluate("() => window.__violations");
    }
}
