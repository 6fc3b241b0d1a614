package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.cell;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.http.HttpResponse;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * InRow in each of its languages, chosen the three ways a person can: the browser's languages, the menu, and a
 * ?lang= link. Each language plays a move, and its lobby and game are photographed on a phone and a desktop.
 */
@Timeout(180)
class LanguagesInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static BrowserContext speaker(String locale, int width, int height, ColorScheme scheme) {
        return STAGE.person(new Browser.NewContextOptions().setLocale(locale)
            .setViewportSize(width, height).setColorScheme(scheme));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en-US | en      | Tic-tac-toe   | Create room  | Your move",
        "es-MX | es      | Tres en línea | Crear sala   | Tu turno",
        "fr-CA | fr      | Morpion       | Créer la partie | À vous de jouer",
        "zh-CN | zh-Hans | 井字棋         | 创建房间      | 轮到你了",
    })
    void theBrowsersLanguageIsSpokenAndAMoveIsPlayed(String locale, String tag, String tictactoe, String create,
                                                     String yourMove) {
        try (BrowserContext ana = speaker(locale, 1366, 768, ColorScheme.LIGHT);
             BrowserContext bo = speaker(locale, 390, 844, ColorScheme.DARK)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            assertThat(a.locator("html")).hasAttribute("lang", tag);
            assertThat(a.locator("label.choice").first()).containsText(tictactoe);
            assertThat(a.locator("#create button[type=submit]")).hasText(create);
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("lang-" + tag + "-lobby-desktop"))
                .setFullPage(true));
            a.locator("#create input[name=name]").fill("Ana");
            a.locator("#create button[type=submit]").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(a.locator("html")).hasAttribute("lang", tag);
            assertTrue(a.title().contains(tictactoe), a.title());

            Page b = bo.newPage();
            b.navigate(a.url());
            b.locator("#join-name").fill("Bo");
            b.locator("#join-form button[type=submit]").click();
            assertThat(a.locator("#status")).hasText(yourMove);
            Steps.cell(a, "B2").click();
            assertThat(b.locator("#status")).hasText(yourMove);
            assertThat(Steps.cell(b, "B2")).hasAttribute("aria-label", Pattern.compile("^B2(, |，)X"));
            a.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("lang-" + tag + "-game-desktop")));
            b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("lang-" + tag + "-game-phone")));
            // No label may run out of its box on the phone: nothing wider than the screen.
            assertEquals(true, b.evaluate("document.documentElement.scrollWidth <= 390"), "the " + tag + " page fits");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "es      | Crear sala      | Aquí no hay nada",
        "fr      | Créer la partie | Rien ici",
        "zh-Hans | 创建房间         | 这里什么都没有",
        "en      | Create room     | Nothing here",
    })
    void theMenuChoosesALanguageThatStays(String tag, String create, String nothingHere) {
        // The browser prefers another language: the menu's choice must win over it, and stay.
        try (BrowserContext person = speaker(tag.equals("en") ? "fr-FR" : "en-US", 1280, 800, ColorScheme.LIGHT)) {
            Page p = person.newPage();
            p.navigate(server.url("/"));
            p.locator("header #lang").selectOption(tag);
            p.waitForURL(Pattern.compile(".*lang=" + Pattern.quote(tag) + ".*"));
            assertThat(p.locator("html")).hasAttribute("lang", tag);
            assertThat(p.locator("#create button[type=submit]")).hasText(create);
            // Remembered: the next page speaks it with no ?lang= in sight, whatever the browser prefers.
            p.navigate(server.url("/no/such/page"));
            assertThat(p.locator("html")).hasAttribute("lang", tag);
            assertThat(p.locator("h1")).hasText(nothingHere);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "zh-Hans | 邀请朋友        | 五子棋",
        "es      | Invita a un amigo | Gomoku",
        "fr      | Inviter un ami  | Gomoku",
        "en      | Invite a friend | Gomoku",
    })
    void aLinkCarriesItsLanguage(String tag, String invite, String gomoku) {
        try (BrowserContext person = speaker(tag.equals("en") ? "es-ES" : "en-US", 1280, 800, ColorScheme.LIGHT)) {
            String code = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}").get("code").asText();
            Page p = person.newPage();
            p.navigate(server.url("/g/" + code + "?lang=" + tag));
            assertThat(p.locator("html")).hasAttribute("lang", tag);
            assertThat(p.locator("#share-title")).hasText(invite);
            assertTrue(p.title().startsWith(gomoku), p.title());
            p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("lang-" + tag + "-waiting")));
        }
    }

    /**
     * People who leave their name empty are called by their arrival in their own language, on every screen: the
     * lobby's hint ("Joueur 1") is the name the board shows, and a joiner is "玩家 2", not the server's English
     * "Player 2". The names stay with the people when a rematch swaps the colours.
     */
    @Test
    void namelessPlayersAreCalledByTheirArrivalInTheReadersLanguage() {
        try (BrowserContext ana = speaker("fr-FR", 1366, 768, ColorScheme.LIGHT);
             BrowserContext bo = speaker("zh-CN", 1366, 768, ColorScheme.LIGHT)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            assertThat(a.locator("#create input[name=name]")).hasAttribute("placeholder", "Joueur 1");
            a.locator("#create button[type=submit]").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            Page b = bo.newPage();
            b.navigate(a.url());
            b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("入座")).click();
            // Stored as each took the seat ("Joueur 1", "玩家 2"), each is read in the reader's language, as a
            // computer is: a Chinese reader once saw "Joueur 1", an English one "玩家 1 vs Random".
            assertThat(a.locator(".player[data-seat=X] .name")).hasText("Joueur 1");
            assertThat(a.locator(".player[data-seat=O] .name")).hasText("Joueur 2");
            assertThat(b.locator(".player[data-seat=X] .name")).hasText("玩家 1");
            assertThat(b.locator(".player[data-seat=O] .name")).hasText("玩家 2");
            b.reload(); // the server's first paint says it too
            assertEquals("玩家 1", b.locator(".player[data-seat=X] .name").textContent());
            assertEquals("Joueur 1", Http.game(server.port(), a.url().substring(a.url().lastIndexOf('/') + 1))
                .path("players").path("X").path("name").asText(), "stored as it was made");
            // What a screen reader hears in Chinese ends as Chinese does, with 。, not a Western full stop.
            cell(a, "B2").click();
            assertThat(b.locator("#announce")).hasText("X 下在 B2。轮到你了。"); // no space after a full-width stop
        }
    }

    /**
     * A computer is called by its level in the page's language, in the players' panel, in what it says, and in the
     * lobby's list of one's games ("大师", as the level menu names it; it was "Master" in every language).
     */
    @Test
    void aComputerIsCalledByItsLevelInThePagesLanguage() {
        try (BrowserContext ana = speaker("zh-CN", 1366, 768, ColorScheme.LIGHT)) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.locator("input[name=mode][value=computer]").check();
            // The ladder's top level is the master, named by its level.
            a.locator("select[name=level]").selectOption("8");
            a.locator("#create button[type=submit]").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            assertThat(a.locator(".player[data-seat=O] .name")).hasText("第 8 级");
            // Once the page knows its seat ("your move"): a click before that is a spectator's, and plays nothing.
            assertThat(a.locator("#status")).hasText("轮到你了");
            a.locator(".cell[data-mark='']").first().click();
            assertThat(a.locator("#comment")).containsText("第 8 级");
            a.reload();
            assertThat(a.locator(".player[data-seat=O] .name")).hasText("第 8 级");
            a.navigate(server.url("/"));
            assertThat(a.locator("#my-games")).containsText("第 8 级");
        }
    }

    @Test
    void theApiAnswersErrorsInTheAskedLanguageWithTheSameCode() {
        HttpResponse<String> fr = server.get("/api/games/NOSUCHGAME", "Accept-Language", "fr-FR,fr;q=0.9");
        assertEquals(404, fr.statusCode());
        assertTrue(fr.body().contains("\"code\":\"unknown_game\""), fr.body());
        assertTrue(fr.body().contains("Aucune partie"), fr.body());
        // The page's own requests carry the chosen language in the lang cookie: it wins over the browser's.
        HttpResponse<String> es = server.get("/api/games/NOSUCHGAME", "Accept-Language", "fr-FR", "Cookie", "lang=es");
        assertTrue(es.body().contains("No hay ninguna partida"), es.body());
        HttpResponse<String> en = server.get("/api/games/NOSUCHGAME");
        assertTrue(en.body().contains("No game with code NOSUCHGAME."), en.body());
    }
}
