package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import inrow.testing.TestServerExtension;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Passkeys in a real browser: Chromium's virtual authenticator (the DevTools WebAuthn domain) plays the laptop's
 * and the phone's platform authenticator. A person signs up with a passkey, signs out, signs in with it, and signs in
 * on a second browser context holding a copy of the same credential, as a passkey synced to a phone would. A
 * replayed assertion is refused. Pages are opened on localhost: a relying party id may not be an IP address.
 */
@Timeout(300)
class PasskeysInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private String url(String path) {
        return "http://localhost:" + server.port() + path;
    }

    /** A platform authenticator (internal, resident keys, user verification) for this page's browser context. */
    static String authenticator(CDPSession cdp) {
        cdp.send("WebAuthn.enable", new JsonObject());
        JsonObject options = new JsonObject();
        options.addProperty("protocol", "ctap2");
        options.addProperty("transport", "internal");
        options.addProperty("hasResidentKey", true);
        options.addProperty("hasUserVerification", true);
        options.addProperty("isUserVerified", true);
        options.addProperty("automaticPresenceSimulation", true);
        JsonObject args = new JsonObject();
        args.add("options", options);
        return cdp.send("WebAuthn.addVirtualAuthenticator", args).get("authenticatorId").getAsString();
    }

    private static JsonObject id(String authenticatorId) {
        JsonObject o = new JsonObject();
        o.addProperty("authenticatorId", authenticatorId);
        return o;
    }

    @Test
    void signUpSignOutSignInAndSignInOnASecondDevice() {
        BrowserContext laptop = STAGE.person(new Browser.NewContextOptions().setViewportSize(1366, 768));
        Page a = laptop.newPage();
        CDPSession cdpA = laptop.newCDPSession(a);
        String authA = authenticator(cdpA);

        String name = "Ana" + (System.nanoTime() % 10000);
        a.navigate(url("/signup"));
        a.getByLabel("Username").fill(name);
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign up with a passkey")).click();
        assertThat(a.locator("#codes")).isVisible();
        assertThat(a.locator("#codes-list li")).hasCount(10);
        assertThat(a.locator("#codes")).isFocused();
        assertThat(a.locator("header .account-link")).hasText(name);
        a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("account-en-laptop-codes")));
        a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("I have kept them")).click();
        a.waitForURL(url("/account"));
        assertThat(a.locator("h1")).hasText(name);
        assertThat(a.locator("header .account-link")).hasText(name);
        assertThat(a.locator("#passkeys .item")).hasCount(1);

        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out").setExact(true)).click();
        a.waitForURL(url("/"));
        assertThat(a.locator("header .account-link")).hasText("Sign in");

        a.navigate(url("/signin"));
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in with a passkey")).click();
        a.waitForURL(url("/account"));
        assertThat(a.locator("h1")).hasText(name);
        assertThat(a.locator("#passkeys .item .hint")).containsText("last used");

        // The phone: its own browser, holding a copy of the laptop's passkey.
        JsonArray credentials = cdpA.send("WebAuthn.getCredentials", id(authA)).getAsJsonArray("credentials");
        assertEquals(1, credentials.size(), "one passkey on the laptop");
        BrowserContext phone = STAGE.person(new Browser.NewContextOptions().setViewportSize(390, 844)
            .setIsMobile(true).setHasTouch(true));
        Page b = phone.newPage();
        CDPSession cdpB = phone.newCDPSession(b);
        JsonObject add = id(authenticator(cdpB));
        add.add("credential", credentials.get(0).getAsJsonObject());
        cdpB.send("WebAuthn.addCredential", add);
        b.navigate(url("/signin"));
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in with a passkey")).click();
        b.waitForURL(url("/account"));
        assertThat(b.locator("h1")).hasText(name);
        assertThat(b.locator("#sessions .item")).hasCount(2);
        assertThat(b.locator("#sessions .here")).hasCount(1);
    }

    /** The same signed assertion sent twice: the first signs in, the second (and the old one on a new challenge) not. */
    @Test
    void aReplayedAssertionIsRefused() {
        BrowserContext laptop = STAGE.person();
        Page a = laptop.newPage();
        authenticator(laptop.newCDPSession(a));
        String name = "Bo" + (System.nanoTime() % 10000);
        a.navigate(url("/signup"));
        a.getByLabel("Username").fill(name);
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign up with a passkey")).click();
        assertThat(a.locator("#codes")).isVisible();

        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) a.evaluate("""
            async () => {
              const { toBytes, toBase64url } = await import('/static/js/account.js');
              const post = async (path, body) => {
                const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                  body: body === undefined ? undefined : JSON.stringify(body) });
                return { status: r.status, body: await r.json().catch(() => ({})) };
              };
              const start = (await post('/api/account/passkey/signin-options')).body;
              const c = await navigator.credentials.get({ publicKey: { ...start.publicKey,
                challenge: toBytes(start.publicKey.challenge), allowCredentials: [] } });
              const credential = { id: c.id, rawId: toBase64url(c.rawId), type: c.type, response: {
                clientDataJSON: toBase64url(c.response.clientDataJSON),
                authenticatorData: toBase64url(c.response.authenticatorData),
                signature: toBase64url(c.response.signature),
                userHandle: toBase64url(c.response.userHandle) }, clientExtensionResults: {} };
              const body = { challengeId: start.challengeId, credential };
              const first = await post('/api/account/passkey/signin', body);
              const replayed = await post('/api/account/passkey/signin', body);
              const next = (await post('/api/account/passkey/signin-options')).body;
              const onNewChallenge = await post('/api/account/passkey/signin',
                { challengeId: next.challengeId, credential });
              return { first: first.status, replayed: replayed.status, replayedCode: replayed.body.error?.code,
                newChallenge: onNewChallenge.status, newChallengeCode: onNewChallenge.body.error?.code };
            }
            """);
        assertEquals(200, ((Number) result.get("first")).intValue(), result.toString());
        assertEquals(400, ((Number) result.get("replayed")).intValue(), result.toString());
        assertEquals("challenge_expired", result.get("replayedCode"));
        assertEquals(400, ((Number) result.get("newChallenge")).intValue(), result.toString());
        assertEquals("passkey_refused", result.get("newChallengeCode"), "signed over another challenge");
    }

    /**
     * The four pages, on a phone and a laptop, light and dark, in English and Chinese, for a person to look at: each
     * language on a light phone and a dark laptop, or the other way round.
     */
    @Test
    void screenshots() {
        String name = "Screen" + (System.nanoTime() % 10000);
        for (String lang : new String[] {"en", "zh-Hans"}) {
            for (boolean phone : new boolean[] {true, false}) {
                {
                    ColorScheme scheme = phone == lang.equals("en") ? ColorScheme.LIGHT : ColorScheme.DARK;
                    BrowserContext c = STAGE.person(new Browser.NewContextOptions()
                        .setViewportSize(phone ? 390 : 1366, phone ? 844 : 768).setColorScheme(scheme)
                        .setLocale(lang.equals("en") ? "en-GB" : "zh-CN"));
                    Page p = c.newPage();
                    String shot = "account-" + lang + "-" + (phone ? "phone" : "laptop") + "-"
                        + scheme.name().toLowerCase(java.util.Locale.ROOT) + "-";
                    p.navigate(url("/signup"));
                    p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(shot + "signup")));
                    p.navigate(url("/signin"));
                    p.locator("details.alt summary").click();
                    p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(shot + "signin")));
                    String who = name + (phone ? "p" : "l") + scheme.ordinal() + lang.charAt(0);
                    var made = p.request().post(url("/api/account/signup"), com.microsoft.playwright.options
                        .RequestOptions.create().setHeader("Content-Type", "application/json")
                        .setData("{\"name\":\"" + who + "\",\"password\":\"correct horse\"}"));
                    assertEquals(201, made.status(), made.text());
                    p.navigate(url("/account"));
                    assertThat(p.locator("h1")).hasText(who);
                    p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(shot + "account"))
                        .setFullPage(true));
                    p.navigate(url("/@/" + who));
                    p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(shot + "profile")));
                    assertTrue(p.locator("html").getAttribute("lang").startsWith(lang.substring(0, 2)));
                    c.close();
                }
            }
        }
    }

    /**
     * On a phone the field that names a new passkey shows its whole hint ("Ponle nombre, p. ej. «Portátil»"): it once
     * kept to the line of its button, which left it two letters wide in Spanish and French.
     */
    @Test
    void aPhoneShowsTheNewPasskeysWholeHint() {
        BrowserContext c = STAGE.person(new Browser.NewContextOptions().setViewportSize(390, 844).setLocale("es-ES"));
        Page p = c.newPage();
        String who = "Hint" + (System.nanoTime() % 10000);
        var made = p.request().post(url("/api/account/signup"), com.microsoft.playwright.options.RequestOptions
            .create().setHeader("Content-Type", "application/json")
            .setData("{\"name\":\"" + who + "\",\"password\":\"correct horse\"}"));
        assertEquals(201, made.status(), made.text());
        p.navigate(url("/account"));
        assertThat(p.locator("#passkey-add-name")).isVisible();
        Object room = p.locator("#passkey-add-name").evaluate("""
            el => {
              const style = getComputedStyle(el);
              const text = document.createElement('canvas').getContext('2d');
              text.font = style.font;
              return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
                - text.measureText(el.placeholder).width;
            }""");
        assertTrue(((Number) room).doubleValue() >= 0, "the hint fits its field, with " + room + " px to spare");
        c.close();
    }

    /** Tab to the next element and say which it is (its id, or its text). */
    private static String tab(Page p) {
        p.keyboard().press("Tab");
        return (String) p.evaluate("() => document.activeElement.id || document.activeElement.textContent.trim()");
    }

    /** Sign-up with a password by keyboard alone: every control is reached by Tab, in reading order. */
    @Test
    void signingUpWorksWithTheKeyboardAlone() {
        Page p = STAGE.person().newPage();
        p.navigate(url("/signup"));
        String name = "Kb" + (System.nanoTime() % 10000);
        String at = "";
        for (int i = 0; i < 8 && !at.equals("signup-name"); i++) {
            at = tab(p);
        }
        assertEquals("signup-name", at, "the username field is reached by Tab");
        p.keyboard().type(name);
        assertEquals("signup-passkey", tab(p));
        assertEquals("Or use a password", tab(p));
        p.keyboard().press("Enter");
        assertEquals("signup-password", tab(p));
        p.keyboard().type("correct horse");
        assertEquals("signup-with-password", tab(p));
        p.keyboard().press("Enter");
        assertThat(p.locator("#codes")).isFocused();
        assertThat(p.locator("#codes-list li")).hasCount(10);
        assertEquals("codes-download", tab(p));
        assertEquals("codes-done", tab(p));
        p.keyboard().press("Enter");
        p.waitForURL(url("/account"));
        assertThat(p.locator("h1")).hasText(name);
    }
}
