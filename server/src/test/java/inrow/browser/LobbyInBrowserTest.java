package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createAndJoin;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The lobby shows what is happening now: live boards to join or watch, the player's own games, the latest results. */
@Timeout(120)
class LobbyInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final LocatorAssertions.IsVisibleOptions SOON = new LocatorAssertions.IsVisibleOptions()
        .setTimeout(15_000);

    /**
     * The computer's level is a rung of the ladder, the same rung on every game: switching the game keeps level 4
     * level 4 (a newcomer's default), and level 8 level 8.
     */
    @Test
    void switchingTheGameKeepsTheComputersLevel() {
        try (BrowserContext ana = STAGE.person()) {
            Page p = ana.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^The computer"))).check();
            Locator level = p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true));
            Locator chosen = level.locator("option:checked");
            assertThat(chosen).hasText("Level 4");
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Connect Four"))).check();
            assertThat(chosen).hasText("Level 4");
            level.selectOption("8");
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Tic-tac-toe"))).check();
            assertThat(chosen).hasText("Level 8");
        }
    }

    @Test
    void liveGamesAreSmallLiveBoardsToJoinOrWatch() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person(); BrowserContext cy = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Anyone"))).check();
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            String code = a.url().substring(a.url().lastIndexOf('/') + 1);

            // Bo finds Ana's open game in the lobby and joins it from there.
            Page lobby = bo.newPage();
            lobby.navigate(server.url("/"));
            Locator card = lobby.locator(".board-card[href='/g/" + code + "']");
            assertThat(card).isVisible(SOON);
            assertThat(card.locator("svg.mini.go")).isVisible();
            assertThat(card.locator(".go-to")).hasText("Join");
            card.click();
            lobby.getByPlaceholder("Your name").fill("Bo");
            button(lobby, "Take the seat").click();
            play(a, "H8", lobby);

            // Cy sees the position live in the lobby: one stone, the last move marked, both names; "Watch" now.
            Page c = cy.newPage();
            c.navigate(server.url("/"));
            Locator watched = c.locator(".board-card[href='/g/" + code + "?watch=1']");
            assertThat(watched).isVisible(SOON);
            assertThat(watched.locator(".mini-stone")).hasCount(1);
            assertThat(watched.locator(".mini-last")).hasCount(1);
            assertThat(watched).containsText("Ana");
            assertThat(watched).containsText("Bo");
            assertThat(watched.locator(".go-to")).hasText("Watch");
            play(lobby, "J9", a);
            assertThat(watched.locator(".mini-stone")).hasCount(2, new LocatorAssertions.HasCountOptions()
                .setTimeout(10_000));
        }
    }

    /**
     * A game made for a friend is theirs: a stranger in the lobby does not see it, so cannot take the friend's seat;
     * the friend, with the link, can.
     */
    @Test
    void aGameForAFriendIsNotOfferedToStrangers() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person();
             BrowserContext stranger = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            assertThat(a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile(
                "^A friend")))).isChecked();
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            String code = a.url().substring(a.url().lastIndexOf('/') + 1);
            // An open game made at the same moment shows up in the lobby: the friend's game has had its chance to.
            Http.create(server.port(), "{\"name\":\"Cy\"}");
            Page s = stranger.newPage();
            s.navigate(server.url("/"));
            assertThat(s.locator(".board-card .go-to.join").first()).isVisible(SOON);
            assertThat(s.locator(".board-card[href='/g/" + code + "']")).hasCount(0);

            Page b = bo.newPage();
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            play(a, "B2", b);
            s.reload();
            assertThat(s.locator(".board-card").first()).isVisible(SOON);
            assertThat(s.locator(".board-card[href^='/g/" + code + "']")).hasCount(0);
        }
    }

    @Test
    void myGamesLeadBackToEveryGameThisBrowserPlaysIn() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            String first = a.url();
            Page a2 = ana.newPage();
            createAndJoin(server.url(""), "Gomoku", a2, "Ana", bo.newPage(), "Bo");
            String second = a2.url();

            Page lobby = ana.newPage();
            lobby.navigate(server.url("/"));
            Locator mine = lobby.locator("#my-games a");
            assertThat(mine).hasCount(2, new LocatorAssertions.HasCountOptions().setTimeout(10_000));
            assertEquals(second, server.url(mine.nth(0).getAttribute("href")), "the latest game first");
            assertEquals(first, server.url(mine.nth(1).getAttribute("href")));
            mine.nth(1).click();
            assertThat(lobby.locator(".player[data-seat=X] .you")).isVisible();

            // Someone else's browser has no games of its own to list.
            Page stranger = STAGE.person().newPage();
            stranger.navigate(server.url("/"));
            assertThat(stranger.locator("#mine")).isHidden();
        }
    }

    @Test
    void recentGamesArriveWithoutReloading() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            // The lobby refreshes on its own clock, which Playwright's fake one replaces (at the real pace until the
            // test moves it on to the next refresh).
            bo.clock().install();
            Page lobby = bo.newPage();
            lobby.navigate(server.url("/"));
            Page a = ana.newPage();
            Page b = bo.newPage();
            // A game for anyone: a friend's game, private, is not listed among the recent ones either.
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Zoe");
            a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Anyone"))).check();
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Yan");
            button(b, "Take the seat").click();
            assertThat(a.locator("#status")).hasText("Your move");
            play(a, "A3", b);
            play(b, "B3", a);
            play(a, "B2", b);
            play(b, "C3", a);
            cell(a, "C1").click();
            assertThat(a.locator("#status")).hasText("You win!");
            lobby.clock().fastForward(5000);
            assertThat(lobby.locator("#recent-games a", new Page.LocatorOptions().setHasText("Zoe won")))
                .isVisible(SOON);
        }
    }

    @Test
    void theLadderComesFirstWeakestFirstThenTheSeedsPlayersByName() {
        try (BrowserContext ana = STAGE.person()) {
            Page p = ana.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^The computer"))).check();
            Locator level = p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true));
            assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "random", "greedy", "minimax"), values(level));
            // The menu names the level; how it plays is said under it, where it wraps (cut in the menu on a phone).
            assertThat(level.locator("option").nth(0)).hasText("Level 1");
            assertThat(p.locator("#level-about")).hasText("Blocks what it sees and looks a little ahead.");
            level.selectOption("1");
            assertThat(p.locator("#level-about")).hasText(Pattern.compile("^A child\u2019s first game"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
            level.selectOption("greedy");
            assertThat(level.locator("option:checked")).hasText("Greedy");
            assertThat(p.locator("#level-about")).hasText("Wins or blocks, else lengthens its best line.");
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> values(Locator select) {
        return (List<String>) select.evaluate("s => [...s.options].map(o => o.value)");
    }

    /** A custom board's numbers are checked in the form's own words, beside the field to mend, before anything is sent. */
    @Test
    void aCustomBoardsNumbersAreCheckedInTheFormsOwnWords() {
        try (BrowserContext ana = STAGE.person()) {
            Page p = ana.newPage();
            p.navigate(server.url("/"));
            p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Custom"))).check();
            p.getByLabel("Width").fill("9.5");
            button(p, "Create room").click();
            assertThat(p.locator("#create-error")).hasText("Width and height must be whole numbers from 3 to 26.");
            assertThat(p.getByLabel("Width")).isFocused();
            p.getByLabel("Width").fill("9");
            p.getByLabel("Height").fill("9");
            p.getByLabel("In a row", new Page.GetByLabelOptions().setExact(true)).fill("10");
            button(p, "Create room").click();
            assertThat(p.locator("#create-error")).hasText("\u201cIn a row\u201d must be a whole number from 3 to 9.");
            assertThat(p.getByLabel("In a row", new Page.GetByLabelOptions().setExact(true))).isFocused();
            assertEquals(server.url("/"), p.url(), "nothing was created");
            p.getByLabel("In a row", new Page.GetByLabelOptions().setExact(true)).fill("4");
            button(p, "Create room").click();
            p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        }
    }
}
