package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.RequestOptions;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Not a test of the suite (its name does not end in Test): a walk through the site as two people, taking a
 * screenshot of every page a person meets (lobby, waiting, joining, playing, spectating, a draw offered, won, lost, and the
 * account pages: sign up, sign in, account, profile) in every language, on a phone, a laptop and a desktop, light and
 * dark, for a person to look at. Run it against the jar the README starts (it creates a game per language and
 * screen, more than one address may create at once by default):
 *
 * <pre>java -jar target/inrow.jar --port 7070 --create-burst 50 &amp;
 * mvn -B test -Dtest=ScreenshotTour -Dinrow.tour.url=http://127.0.0.1:7070</pre>
 *
 * or without the property against a server started in-process. Pictures land in target/screenshots/tour/ (or under
 * {@code -Dinrow.screenshots=DIR}).
 */
class ScreenshotTour {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private record Screen(String name, int width, int height) {
    }

    private static final List<Screen> SCREENS = List.of(
        new Screen("phone", 390, 844), new Screen("laptop", 1366, 768), new Screen("desktop", 1920, 1080));
    /** Every language, or those named by {@code -Dinrow.tour.langs=fr,zh-Hans} for a quicker look. */
    private static final List<String> LANGUAGES =
        List.of(System.getProperty("inrow.tour.langs", "en,es,fr,zh-Hans").split(","));

    @Test
    void tour() {
        String base = System.getProperty("inrow.tour.url", server.url(""));
        for (String lang : LANGUAGES) {
            for (Screen screen : SCREENS) {
                walk(base, lang, screen);
            }
        }
    }

    private static void walk(String base, String lang, Screen screen) {
        // Both people's browsers speak the language: Ana's page gets it from the link, Bo's from his browser.
        Browser.NewContextOptions options = new Browser.NewContextOptions()
            .setViewportSize(screen.width(), screen.height()).setDeviceScaleFactor(1)
            .setLocale(lang.equals("zh-Hans") ? "zh-CN" : lang);
        try (BrowserContext ana = STAGE.person(options);
             BrowserContext bo = STAGE.person(options)) {
            Page a = ana.newPage();
            a.navigate(base + "/?lang=" + lang);
            shoot(a, lang, screen, "lobby");
            fold(a, lang, screen, "lobby");

            a.locator("#create input[name=name]").fill("Ana");
            a.locator("#create input[name=preset][value=gomoku]").check();
            a.locator("#opt-clock").selectOption("3+2");
            a.locator("#create button[type=submit]").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(a.locator("#game[data-status=waiting] #share-code")).isVisible();
            // The page is drawn for anyone until the socket says whose it is: wait for Ana's seat to be hers.
            assertThat(a.locator(".player[data-seat=X] .you")).isVisible();
            a.waitForTimeout(500);
            shoot(a, lang, screen, "waiting");

            Page b = bo.newPage();
            b.navigate(a.url());
            assertThat(b.locator("#join-name")).isVisible();
            shoot(b, lang, screen, "joining");
            b.locator("#join-name").fill("Bo");
            b.locator("#join-form button[type=submit]").click();
            String[] black = {"D8", "E8", "F8", "G8", "H8"};
            String[] white = {"E9", "F10", "G7", "J6"};
            for (int i = 0; i < white.length; i++) {
                play(a, black[i], b);
                play(b, white[i], a);
                if (i == 0) {
                    b.locator("#chat-text").fill("gg, good luck");
                    b.locator("#chat-form button[type=submit]").click();
                }
                if (i == 2) {
                    a.waitForTimeout(300);
                    shoot(a, lang, screen, "playing");
                    fold(a, lang, screen, "playing");
                    shoot(b, lang, screen, "playing-second");
                    // A third person with the link, both seats taken: a spectator.
                    try (BrowserContext cy = STAGE.person(options)) {
                        Page c = cy.newPage();
                        c.navigate(a.url());
                        assertThat(Steps.cell(c, black[2])).hasAttribute("data-mark", "X");
                        c.waitForTimeout(300);
                        shoot(c, lang, screen, "spectating");
                        // A draw offer pending: the offerer waits, the opponent answers, the spectator only sees it.
                        a.locator("#draw").click();
                        assertThat(b.locator("#draw-accept")).isVisible();
                        a.waitForTimeout(300);
                        shoot(a, lang, screen, "draw-offered");
                        shoot(b, lang, screen, "draw-asked");
                        shoot(c, lang, screen, "draw-spectating");
                        b.locator("#draw-decline").click();
                        assertThat(b.locator("#draw-accept")).isHidden();
                    }
                }
            }
            play(a, black[4], b);
            assertThat(a.locator("#resign")).isHidden();
            a.waitForTimeout(400);
            shoot(a, lang, screen, "won");
            shoot(b, lang, screen, "lost");
            account(base, b, lang, screen);
        }
    }

    /** The account pages, seen by someone who signs up with a password (a passkey needs the browser's prompt). */
    private static void account(String base, Page p, String lang, Screen screen) {
        p.navigate(base + "/signup");
        shoot(p, lang, screen, "signup");
        p.navigate(base + "/signin");
        p.locator("details.alt summary").click();
        shoot(p, lang, screen, "signin");
        String who = "Tour" + Long.toString(System.nanoTime() % 1_000_000, 36);
        var made = p.request().post(base + "/api/account/signup", RequestOptions.create()
            .setHeader("Content-Type", "application/json")
            .setData("{\"name\":\"" + who + "\",\"password\":\"correct horse\"}"));
        assertEquals(201, made.status(), made.text());
        p.navigate(base + "/account");
        assertThat(p.locator("h1")).hasText(who);
        shoot(p, lang, screen, "account");
        p.navigate(base + "/@/" + who);
        shoot(p, lang, screen, "profile");
    }

    private static void play(Page mover, String point, Page opponent) {
        assertThat(mover.locator(".board.can-play")).isVisible();
        Steps.cell(mover, point).click();
        assertThat(Steps.cell(opponent, point)).hasAttribute("data-mark", Pattern.compile("[XO]"));
    }

    /** What fits the window before any scrolling (a whole-page shot draws a sticky button mid-page), light only. */
    private static void fold(Page page, String lang, Screen screen, String what) {
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
        String name = "tour/" + lang + "-" + screen.name() + "-" + what + "-fold";
        page.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(name)));
    }

    private static void shoot(Page page, String lang, Screen screen, String what) {
        for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
            page.waitForTimeout(150);
            String name = "tour/" + lang + "-" + screen.name() + "-" + what + "-" + scheme.name().toLowerCase();
            page.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(name)).setFullPage(true));
        }
    }
}
