package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.RequestOptions;
import inrow.testing.TestServerExtension;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An arena on the real server, as people use it: one creates it from the tournaments page, two others join from its
 * page, and when it starts (the server's clock moved on, its arenas ticked) both are taken to the game it pairs them
 * in; the creator, watching, sees them in the table and their game on the small board; the game played out, the table
 * shows its points and both are taken to their next game.
 */
@Timeout(150)
class ArenaInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final Pattern GAME = Pattern.compile(".*/g/([A-Z0-9]{8})\\?t=([A-Za-z0-9_-]+)$");

    private static Page signedUp(String name) {
        BrowserContext person = STAGE.person();
        assertEquals(201, person.request().post(server.url("/api/account/signup"), RequestOptions.create()
            .setData(Map.of("name", name, "password", "correct horse"))).status());
        return person.newPage();
    }

    private static Page join(String name, String arena) {
        Page p = signedUp(name);
        p.navigate(arena);
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Join")).click();
        assertThat(p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Withdraw"))).isVisible();
        assertThat(p.locator("#me-line")).containsText("You: place");
        return p;
    }

    private static String gameOf(Page p, String arenaId) {
        p.waitForURL(GAME);
        Matcher m = GAME.matcher(p.url());
        assertEquals(true, m.matches());
        assertEquals(arenaId, m.group(2));
        return m.group(1);
    }

    @Test
    void oneCreatesAnArenaTwoJoinAndWhenItStartsBothLandInTheirGame() {
        server.clock().stop();
        long tag = System.nanoTime() % 100000;
        String bo = "bo" + tag;
        String cy = "cy" + tag;
        Page ana = signedUp("ana" + tag);
        ana.navigate(server.url("/tournaments"));
        ana.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Morning tic-tac-toe");
        ana.getByLabel("Game", new Page.GetByLabelOptions().setExact(true)).selectOption("tictactoe");
        ana.getByLabel("Clock", new Page.GetByLabelOptions().setExact(true)).selectOption("1+0");
        ana.getByLabel("Length in minutes").fill("20");
        ana.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName("Casual")).check();
        ana.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the arena")).click();
        ana.waitForURL(Pattern.compile(".*/tournament/[A-Za-z0-9_-]+$"));
        String arena = ana.url();
        String id = arena.substring(arena.lastIndexOf('/') + 1);
        assertThat(ana.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Morning tic-tac-toe")))
            .isVisible();
        assertThat(ana.getByRole(AriaRole.TIMER)).hasText(Pattern.compile("Starts in (5:00|4:5\\d)"));
        assertThat(ana.locator("#arena-terms")).containsText("Tic-tac-toe · 1 min + 0 s · 20 minutes · Casual");

        Page b = join(bo, arena);
        Page c = join(cy, arena);
        Locator rows = ana.locator("#standings-rows tr:not(.games-row)");
        assertThat(rows).hasCount(2);
        assertThat(ana.locator("#standings-rows")).containsText(bo);
        assertThat(ana.locator("#standings-rows")).containsText(cy);
        ana.navigate(server.url("/tournaments"));
        assertThat(ana.locator("#items-upcoming li")).containsText("Morning tic-tac-toe");
        assertThat(ana.locator("#items-upcoming li")).containsText("2 players");
        ana.navigate(arena);

        // The start: the server's clock moves past it and its arenas tick, as they do each second.
        server.clock().advance(5 * 60_000);
        server.server().arenas().tick();
        String bGame = gameOf(b, id);
        String cGame = gameOf(c, id);
        assertEquals(bGame, cGame, "the two are paired together");
        for (Page p : new Page[] {b, c}) {
            assertThat(p.locator(".player .you:visible")).hasCount(1);
            assertThat(p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Back to the tournament")))
                .hasAttribute("href", "/tournament/" + id);
        }
        assertThat(ana.getByRole(AriaRole.TIMER)).hasText(Pattern.compile("Ends in (20:00|19:5\\d)"));
        assertThat(ana.locator("#top-link")).hasAttribute("href", "/g/" + bGame);
        assertThat(ana.locator("#top-players")).containsText(bo);
        assertThat(ana.locator("#top-board svg.mini")).isVisible();
        ana.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Games of " + bo)).click();
        Locator watch = ana.getByRole(AriaRole.LIST, new Page.GetByRoleOptions().setName("Games of " + bo))
            .getByRole(AriaRole.LINK);
        assertThat(watch).hasCount(1);
        assertThat(watch).hasAttribute("href", "/g/" + bGame);
        assertThat(watch).containsText("playing now");
        ana.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-live")).setFullPage(true));

        // X wins the game; the table gives X its two points, and both are paired again and taken there.
        boolean boX = b.locator(".player[data-seat=\"X\"] .you").isVisible();
        Page x = boX ? b : c;
        Page o = boX ? c : b;
        Steps.play(x, "A1", o);
        Steps.play(o, "B1", x);
        Steps.play(x, "A2", o);
        Steps.play(o, "B2", x);
        Steps.cell(x, "A3").click();
        server.clock().advance(1_000);
        server.server().arenas().tick();
        Locator first = rows.first();
        assertThat(first.getByRole(AriaRole.ROWHEADER)).containsText(boX ? bo : cy);
        assertThat(first.locator(".score")).hasText("2");
        assertThat(first.getByRole(AriaRole.IMG, new Locator.GetByRoleOptions().setName("win, 2 points")))
            .isVisible();
        assertThat(rows.nth(1).getByRole(AriaRole.IMG, new Locator.GetByRoleOptions().setName("loss, 0 points")))
            .isVisible();
        server.clock().advance(1_000);
        server.server().arenas().tick();
        x.waitForURL(url -> GAME.matcher(url).matches() && !url.contains(bGame));
        o.waitForURL(url -> GAME.matcher(url).matches() && !url.contains(bGame));
        assertNotEquals(bGame, gameOf(x, id));
        assertEquals(gameOf(x, id), gameOf(o, id));
        ana.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-after-a-game"))
            .setFullPage(true));
    }

    @Test
    void aWrongPasswordIsRefusedInWordsAndChangesNothing() {
        long tag = System.nanoTime() % 100000;
        Page ana = signedUp("dee" + tag);
        ana.navigate(server.url("/tournaments?lang=fr"));
        ana.getByLabel("Nom", new Page.GetByLabelOptions().setExact(true)).fill("Arène fermée");
        ana.getByText("Qui peut participer").click();
        ana.getByLabel("Mot de passe (facultatif)").fill("owl");
        ana.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Créer l’arène")).click();
        ana.waitForURL(Pattern.compile(".*/tournament/[A-Za-z0-9_-]+$"));
        assertThat(ana.locator("#arena-conds")).containsText("Mot de passe requis");

        Page b = signedUp("eve" + tag);
        b.navigate(ana.url() + "?lang=fr");
        b.getByLabel("Mot de passe", new Page.GetByLabelOptions().setExact(true)).fill("cat");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Participer")).click();
        assertThat(b.getByRole(AriaRole.ALERT)).hasText("Ce n’est pas le mot de passe de ce tournoi.");
        assertThat(b.locator("#standings-empty")).isVisible();
        b.getByLabel("Mot de passe", new Page.GetByLabelOptions().setExact(true)).fill("owl");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Participer")).click();
        assertThat(b.getByRole(AriaRole.ALERT)).hasText("");
        assertThat(b.locator("#standings-rows tr")).hasCount(1);
        b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-joined-fr")).setFullPage(true));

        // Pausing answers only the player's own part; the page reads the arena again and offers to resume.
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause").setExact(true)).click();
        assertThat(b.getByText("Vous êtes en pause : pas de nouvelle partie avant de reprendre.")).isVisible();
        assertThat(b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reprendre"))).isVisible();
        assertThat(b.locator("#pause")).isHidden();
        assertThat(b.locator("#standings-rows tr")).hasCount(1);
        b.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("arena-paused-fr")).setFullPage(true));
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reprendre")).click();
        assertThat(b.locator("#pause")).isVisible();
    }
}
