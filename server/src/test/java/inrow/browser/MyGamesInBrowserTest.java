package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 40's "Done when", in a real browser: a person signs up with a passkey on the laptop, plays a friend, signs
 * in on the phone (a second browser context holding a copy of the laptop's credential, as a synced passkey would:
 * Chromium's virtual authenticator, WebAuthn.getCredentials then addCredential), finds the game in "My games",
 * opens it and plays the next move there; the friend sees it. The phone holds no seat token: the account proves the
 * seat. Then the profile shows the game.
 */
@Timeout(300)
class MyGamesInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private String url(String path) {
        return "http://localhost:" + server.port() + path;
    }

    /** A platform authenticator for this page's browser context: the passkeys test's. */
    private static String authenticator(CDPSession cdp) {
        return PasskeysInBrowserTest.authenticator(cdp);
    }

    @Test
    void aGameStartedOnTheLaptopIsPlayedOnOnThePhone() {
        BrowserContext laptop = STAGE.person(new Browser.NewContextOptions().setViewportSize(1366, 768));
        Page a = laptop.newPage();
        CDPSession cdpA = laptop.newCDPSession(a);
        String authA = authenticator(cdpA);
        String name = "Ana" + (System.nanoTime() % 10000);
        a.navigate(url("/signup"));
        a.getByLabel("Username").fill(name);
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign up with a passkey")).click();
        assertThat(a.locator("#codes")).isVisible();

        // The laptop creates a tic-tac-toe game against a friend (a guest) and opens with the centre.
        Page friend = STAGE.person(new Browser.NewContextOptions()).newPage();
        Steps.createAndJoin(url(""), "Tic-tac-toe", a, "Ana", friend, "Bo");
        String gameUrl = a.url();
        Steps.play(a, "B2", friend);
        Steps.play(friend, "A1", a);
        // The friend sees the seat is an account's: its name links to the profile.
        assertThat(friend.locator(".player[data-seat=\"X\"] .name a")).hasAttribute("href", "/@/" + name);

        // The phone: its own browser and storage, the same passkey.
        JsonObject which = new JsonObject();
        which.addProperty("authenticatorId", authA);
        JsonArray credentials = cdpA.send("WebAuthn.getCredentials", which).getAsJsonArray("credentials");
        assertEquals(1, credentials.size());
        BrowserContext phone = STAGE.person(new Browser.NewContextOptions().setViewportSize(390, 844)
            .setIsMobile(true).setHasTouch(true));
        Page b = phone.newPage();
        CDPSession cdpB = phone.newCDPSession(b);
        JsonObject add = new JsonObject();
        add.addProperty("authenticatorId", authenticator(cdpB));
        add.add("credential", credentials.get(0).getAsJsonObject());
        cdpB.send("WebAuthn.addCredential", add);
        b.navigate(url("/signin"));
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in with a passkey")).click();
        b.waitForURL(url("/account"));

        b.navigate(url("/"));
        assertThat(b.locator("#mine")).isVisible();
        assertThat(b.locator("#my-games li")).hasCount(1);
        assertThat(b.locator("#my-games li")).containsText("your move");
        b.locator("#my-games a").click();
        b.waitForURL(gameUrl);
        assertThat(b.locator("#status")).hasText("Your move");
        assertThat(b.locator(".player[data-seat=\"X\"] .name")).hasText("Ana"); // still her name, not a spectator's
        Steps.play(b, "C3", friend);
        assertThat(a.locator("#elsewhere")).isVisible(); // the laptop's tab hears its seat is played elsewhere now

        b.navigate(url("/@/" + name));
        assertThat(b.locator("#profile-games li")).hasCount(1);
        assertThat(b.locator("#profile-games a")).hasAttribute("href", Pattern.compile("/g/[A-Z0-9]{8}$"));
    }

    /** A guest who signs up in the browser that played is asked whether to add its games, in the page's words. */
    @Test
    void aGuestWhoSignsUpAddsTheGamesPlayedInThisBrowser() {
        BrowserContext guest = STAGE.person(new Browser.NewContextOptions());
        Page g = guest.newPage();
        authenticator(guest.newCDPSession(g));
        Page friend = STAGE.person(new Browser.NewContextOptions()).newPage();
        Steps.createAndJoin(url(""), "Tic-tac-toe", g, "Cy", friend, "Di");
        String gameUrl = g.url();
        Steps.play(g, "B2", friend);

        String name = "Cy" + (System.nanoTime() % 10000);
        g.navigate(url("/signup"));
        g.getByLabel("Username").fill(name);
        g.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign up with a passkey")).click();
        assertThat(g.locator("#guest-games")).isVisible();
        assertThat(g.locator("#guest-games-question")).containsText("This browser holds 1 game you played as a guest");
        g.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Add them")).click();
        assertThat(g.locator("#guest-games-answer")).hasText("1 game added to your account.");

        // The friend's page names the account now (the link's step was shown to the room).
        friend.reload();
        assertThat(friend.locator(".player[data-seat=\"X\"] .name a")).hasAttribute("href", "/@/" + name);
        g.navigate(url("/"));
        assertThat(g.locator("#my-games li")).hasCount(1);
        assertThat(g.locator("#my-games a")).hasAttribute("href", gameUrl.substring(gameUrl.indexOf("/g/")));
    }
}
