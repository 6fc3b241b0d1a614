package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.ColorScheme;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rough edges a newcomer hit in their first hour (issue 38, items 15 to 25), each as that person would meet it:
 * on a laptop, a phone, in French, against the computer, at a correspondence pace.
 */
@Timeout(180)
class NewcomerInBrowserTest {
    @RegisterExtension
    // Every person here comes from loopback, and several play the computer: room for them all under one address.
    static final TestServerExtension server = TestServerExtension.with(o -> o.withLimits(
        inrow.room.RoomLimits.DEFAULT.perOwner(24, 12)));
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private static final LocatorAssertions.IsVisibleOptions SOON = new LocatorAssertions.IsVisibleOptions()
        .setTimeout(15_000);

    private static BrowserContext sized(int width, int height) {
        return STAGE.person(new Browser.NewContextOptions().setViewportSize(width, height));
    }

    private static void choose(Page p, String radio) {
        p.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^" + radio))).check();
    }

    private static String code(Page p) {
        return p.url().substring(p.url().lastIndexOf('/') + 1);
    }

    /** Fully on screen and above the sticky "Create room" button: a person can read and reach it. */
    private static void assertAboveTheButton(Page p, Locator what, String name) {
        BoundingBox box = what.boundingBox();
        BoundingBox create = button(p, "Create room").boundingBox();
        assertTrue(box.y >= 0 && box.y + box.height <= create.y,
            name + " is above the sticky button: " + box.y + "+" + box.height + " vs " + create.y);
    }

    /** Item 15: options revealed at the bottom of a laptop's screen scroll into view above the sticky button. */
    @Test
    void revealedOptionsScrollIntoViewAboveTheStickyButtonOnALaptop() {
        Page p = sized(1366, 768).newPage();
        p.navigate(server.url("/"));
        choose(p, "The computer");
        assertAboveTheButton(p, p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)), "the level");
        assertAboveTheButton(p, p.getByLabel("Who moves first"), "who moves first");
        p.evaluate("scrollTo(0, 0)");
        choose(p, "Custom");
        assertAboveTheButton(p, p.locator("input[name=win]"), "the custom board's k");
        choose(p, "A friend");
        p.evaluate("scrollTo(0, 0)");
        p.getByLabel("Clock").selectOption("custom");
        assertAboveTheButton(p, p.locator("input[name=clockMinutes]"), "the custom clock's minutes");
    }

    /**
     * Item 16: a game for anyone stays in the lobby while its creator is on the lobby page (their "my games" says it
     * waits for an opponent, and it does); when someone takes the seat, the creator's lobby takes them to the game.
     */
    @Test
    void aGameForAnyoneStaysListedWhileItsCreatorIsInTheLobby() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            choose(a, "Anyone");
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            String code = code(a);
            assertThat(a.locator("#status")).isVisible();
            a.navigate(server.url("/"));
            assertThat(a.locator("#my-games a")).containsText("waiting for an opponent", new LocatorAssertions
                .ContainsTextOptions().setTimeout(10_000));

            // Bo's lobby refreshes on Playwright's clock, which the test moves on to the next refresh instead of
            // sitting through its five seconds.
            bo.clock().install();
            Page b = bo.newPage();
            b.navigate(server.url("/"));
            // Past a refresh of Bo's list: its answer has come and been read.
            b.waitForResponse(r -> r.url().contains("/api/games?limit="), () -> b.clock().fastForward(5000))
                .finished();
            Locator card = b.locator(".board-card[href='/g/" + code + "']");
            assertThat(card).isVisible(SOON);
            assertTrue(server.get("/api/games").body().contains(code), "the API lists it too");
            card.click();
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            a.waitForURL(Pattern.compile(".*/g/" + code + "$"), new Page.WaitForURLOptions().setTimeout(15_000));
            assertThat(a.locator("#status")).hasText("Your move");
        }
    }

    /** Item 17: the lobby never scrolls sideways on a phone, in any language, and "Open" is whole. */
    @ParameterizedTest(name = "{0} at {1}px")
    @CsvSource({"en,320", "en,360", "en,390", "fr,320", "fr,360", "fr,390", "es,320", "es,360", "es,390",
        "zh-Hans,320", "zh-Hans,360", "zh-Hans,390"})
    void thePhoneLobbyNeverScrollsSideways(String lang, int width) {
        Http.create(server.port(), "{\"name\":\"Maximiliano Bartolomé\",\"rules\":{\"preset\":\"gomoku\"},"
            + "\"clock\":{\"initial_s\":600,\"increment_s\":5}}");
        Page p = sized(width, 740).newPage();
        p.navigate(server.url("/?lang=" + lang));
        assertThat(p.locator(".board-card").first()).isVisible(SOON);
        for (String mode : new String[] {"The computer", "Custom"}) {
            if (lang.equals("en")) {
                choose(p, mode);
            }
        }
        Number overflow = (Number) p.evaluate("document.documentElement.scrollWidth - innerWidth");
        assertEquals(0, overflow.intValue(), "sideways scroll in px");
        BoundingBox open = p.locator("#goto button[type=submit]").boundingBox();
        assertTrue(open.x + open.width <= width, "the code box's button is whole: " + (open.x + open.width));
        if (width == 360) {
            p.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(Browsers.screenshot("newcomer-lobby-" + lang + "-" + width)));
        }
    }

    /** Item 18: "Recent games" says which games it lists, and a person's game against the computer is not one. */
    @Test
    void recentGamesSayWhatTheyListAndLeaveOutGamesAgainstTheComputer() {
        BrowserContext person = STAGE.person();
        Page p = againstTheComputer(person, "Tic-tac-toe", "random");
        String code = code(p);
        button(p, "Resign").click();
        button(p, "Press again to resign").click();
        assertThat(p.locator("#status")).hasText("You resigned");
        // The lobby refreshes on its own clock, which Playwright's fake one replaces (at the real pace until the
        // test moves it on), so the test need not sit through a refresh's five real seconds.
        person.clock().install();
        Page lobby = person.newPage();
        lobby.navigate(server.url("/"));
        Locator recent = lobby.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Recent games"));
        assertThat(recent).containsText("Games with a friend or against the computer stay private.");
        // A refresh of the list: its answer has come and been read.
        lobby.waitForResponse(r -> r.url().contains("/api/games?status=finished"),
            () -> lobby.clock().fastForward(5000)).finished();
        assertThat(recent.locator("a[href='/g/" + code + "']")).hasCount(0);
    }

    /** Item 19: a correspondence game's deadline and clocks read as a person says them, not in seconds. */
    @Test
    void aCorrespondenceGameSaysItsTimesInDaysAndHours() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            choose(a, "Gomoku");
            a.getByLabel("Clock").selectOption("days:1");
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            assertThat(a.locator("#first-move")).hasText(Pattern.compile("within (1 day|23 hours?,? 59 min)"));
            assertThat(a.locator("#first-move")).not().containsText("86,400");
            play(a, "H8", b);
            // A day a move: Ana's clock is full again for her next move; Bo's runs from a full day.
            assertThat(a.locator(".player[data-seat=X] .clock")).hasText("1 day");
            assertThat(a.locator(".player[data-seat=O] .clock")).hasText(Pattern.compile("^(1 day|23 hr,? 59 min)$"));
            assertThat(a.locator(".player[data-seat=O] .clock")).hasAttribute("aria-label",
                Pattern.compile("^White\u2019?'?s clock: (1 day|23 hours?,? 59 minutes?)$"));
            b.navigate(a.url() + "?lang=fr");
            // French writes a no-break space between a number and its unit.
            assertThat(b.locator(".player[data-seat=X] .clock")).hasText(Pattern.compile("^1[\\s\u00a0\u202f]j$"));
            assertThat(b.locator(".player[data-seat=O] .clock")).hasText(Pattern.compile(
                "^(1[\\s\u00a0\u202f]j|23[\\s\u00a0\u202f]h,? 59[\\s\u00a0\u202f]min)$"));
        }
    }

    /** Item 20: at 5 s a move only the running clock turns red, and only near its end; the idle one never does. */
    @Test
    void atFiveSecondsAMoveOnlyTheRunningClockTurnsRedNearItsEnd() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            a.navigate(server.url("/"));
            a.getByLabel("Your name").fill("Ana");
            a.getByLabel("Clock").selectOption("custom");
            a.getByLabel("Kind", new Page.GetByLabelOptions().setExact(true)).selectOption("move");
            a.locator("input[name=clockSeconds]").fill("5");
            button(a, "Create room").click();
            a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
            b.navigate(a.url());
            b.getByPlaceholder("Your name").fill("Bo");
            button(b, "Take the seat").click();
            // The clocks run once each side has made its first move (before, a first-move deadline stands).
            play(a, "B2", b);
            play(b, "A1", a);
            Locator running = b.locator(".player[data-seat=X] .clock");
            Locator idle = b.locator(".player[data-seat=O] .clock");
            assertThat(running).hasAttribute("data-running", "true");
            assertThat(running).hasAttribute("data-low", "false");
            assertThat(idle).hasAttribute("data-low", "false");
            assertThat(running).hasAttribute("data-low", "true", new LocatorAssertions.HasAttributeOptions()
                .setTimeout(6_000));
            assertThat(idle).hasAttribute("data-low", "false");
        }
    }

    /** A game against the computer from the lobby, the person moving first. */
    private static Page againstTheComputer(BrowserContext person, String game, String level) {
        Page p = person.newPage();
        p.navigate(server.url("/"));
        p.getByLabel("Your name").fill("Ana");
        choose(p, game);
        choose(p, "The computer");
        p.getByLabel("Level", new Page.GetByLabelOptions().setExact(true)).selectOption(level);
        p.getByLabel("Who moves first").selectOption("me");
        button(p, "Create room").click();
        p.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        assertThat(p.locator("#status")).hasText("Your move"); // seated: a click now is a move
        return p;
    }

    /** Item 21: against the computer the moves come before the invitation to share. */
    @Test
    void againstTheComputerTheMovesComeBeforeTheShareCard() {
        Page p = againstTheComputer(sized(1366, 768), "Tic-tac-toe", "random");
        cell(p, "B2").click();
        assertThat(p.locator("#moves button.move")).hasCount(2, new LocatorAssertions.HasCountOptions()
            .setTimeout(10_000));
        double moves = p.locator(".card.moves").boundingBox().y;
        double share = p.locator("#share").boundingBox().y;
        assertTrue(moves < share, "the moves (y=" + moves + ") come before the share card (y=" + share + ")");
        p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("newcomer-computer-laptop")));
    }

    /** Item 25: the computer's comments can be hidden, and stay hidden on the next game in this browser. */
    @Test
    void theComputersCommentsCanBeHiddenAndStayHidden() {
        BrowserContext person = STAGE.person();
        Page p = againstTheComputer(person, "Tic-tac-toe", "random");
        cell(p, "B2").click();
        assertThat(p.locator("#comment")).isVisible(SOON);
        p.locator("#settings summary").click();
        p.getByLabel("Show the computer\u2019s comments").uncheck();
        assertThat(p.locator("#comment")).isHidden();
        Page next = againstTheComputer(person, "Tic-tac-toe", "random");
        cell(next, "B2").click();
        assertThat(next.locator("#moves button.move")).hasCount(2, new LocatorAssertions.HasCountOptions()
            .setTimeout(10_000));
        assertThat(next.locator("#comment")).isHidden();
        next.locator("#settings summary").click();
        assertThat(next.getByLabel("Show the computer\u2019s comments")).not().isChecked();
    }

    /**
     * Item 23: once the game is over the onlookers' remarks come in a section of their own, labelled, apart from the
     * players' talk; a player can mute them.
     */
    @Test
    void onlookersRemarksStayApartFromThePlayersChatAndCanBeMuted() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person();
             BrowserContext cy = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            Steps.createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            a.getByLabel("Message").fill("good luck");
            button(a, "Send").click();
            Page c = cy.newPage();
            c.navigate(a.url());
            c.getByLabel("Message").fill("what a blunder");
            button(c, "Send").click();
            assertThat(c.locator("#chat-lines li")).hasCount(1);
            button(a, "Resign").click();
            button(a, "Press again to resign").click();
            assertThat(a.locator("#status")).hasText("You resigned");

            assertThat(a.locator("#chat-lines li")).hasCount(1);
            assertThat(a.locator("#chat-lines li")).hasText("Ana: good luck");
            Locator onlookers = a.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Onlookers\u2019 remarks"));
            assertThat(onlookers).isVisible();
            assertThat(onlookers.getByRole(AriaRole.LISTITEM)).hasText(Pattern.compile("what a blunder$"));
            a.getByLabel("Mute the onlookers").check();
            assertThat(onlookers.getByRole(AriaRole.LISTITEM)).isHidden();
            a.reload();
            assertThat(a.locator("#status")).hasText("You resigned");
            assertThat(a.getByLabel("Mute the onlookers")).isChecked();
            assertThat(a.locator("#onlooker-lines li")).hasCount(1);
            assertThat(a.locator("#onlooker-lines li")).isHidden();
            assertThat(a.locator("#chat-lines li")).hasCount(1);
        }
    }

    /**
     * Item 24: Connect Four has no .psq (no tool reads it); a series offers the .psq of each round, saying which.
     */
    @Test
    void thePsqDownloadIsOfferedPerRoundAndNeverForConnectFour() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            Steps.createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", b, "Bo");
            play(a, "B2", b);
            button(a, "Resign").click();
            button(a, "Press again to resign").click();
            button(a, "Rematch").click();
            button(b, "Accept rematch from Ana").click();
            assertThat(b.locator("#status")).hasText("Your move");
            play(b, "A1", a);
            button(b, "Resign").click();
            button(b, "Press again to resign").click();
            Locator psq = a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(Pattern.compile("Piskvork")));
            assertThat(psq).hasCount(2);
            assertThat(psq.nth(0)).hasAttribute("href", Pattern.compile("record\\.psq\\?round=1$"));
            assertThat(psq.nth(1)).hasAttribute("href", Pattern.compile("record\\.psq\\?round=2$"));
            assertThat(psq.nth(0)).hasAccessibleName(Pattern.compile("round 1", Pattern.CASE_INSENSITIVE));

            Page c4 = againstTheComputer(STAGE.person(), "Connect Four", "random");
            button(c4, "Column D").click();
            assertThat(c4.locator(".slot[data-mark=O]")).hasCount(1, new LocatorAssertions.HasCountOptions()
                .setTimeout(10_000));
            button(c4, "Resign").click();
            button(c4, "Press again to resign").click();
            assertThat(c4.locator("#downloads")).isVisible();
            assertThat(c4.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(Pattern.compile("Piskvork"))))
                .hasCount(0);
        }
    }

    /**
     * Item 22: nothing cut or broken mid-name: the French chat box's hint is whole, "Piskvork (.psq)" keeps to one
     * line in Spanish, and the computer's levels read whole on a phone.
     */
    @Test
    void noTextIsCutOrBrokenOnAPhone() {
        BrowserContext phone = STAGE.person(new Browser.NewContextOptions().setViewportSize(360, 740)
            .setColorScheme(ColorScheme.DARK));
        Page lobby = phone.newPage();
        lobby.navigate(server.url("/?lang=fr"));
        lobby.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^L\u2019ordinateur")))
            .check();
        Locator level = lobby.locator("#opt-level");
        for (String value : new String[] {"1", "2", "3", "4", "5", "6", "7", "8", "random", "greedy", "minimax"}) {
            level.selectOption(value);
            Number cut = (Number) level.evaluate("s => { const c = document.createElement('canvas').getContext('2d');"
                + " const st = getComputedStyle(s); c.font = st.font;"
                + " const inner = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 16;"
                + " return Math.max(0, c.measureText(s.selectedOptions[0].textContent).width - inner); }");
            assertEquals(0, Math.round(cut.doubleValue()), "the level " + value + " is cut by px");
        }
        Page p = againstTheComputer(sized(360, 740), "Tic-tac-toe", "random");
        cell(p, "B2").click();
        assertThat(p.locator("#moves button.move")).hasCount(2, new LocatorAssertions.HasCountOptions()
            .setTimeout(10_000));
        p.navigate(p.url() + "?lang=es");
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rendirse")).click();
        p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^Pulsa"))).click();
        Locator psq = p.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(Pattern.compile("Piskvork")));
        assertThat(psq).isVisible();
        assertEquals(1, ((Number) psq.evaluate("a => a.getClientRects().length")).intValue(), "one line");

        try (BrowserContext ana = STAGE.person(new Browser.NewContextOptions().setViewportSize(360, 740));
             BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Steps.createAndJoin(server.url(""), "Tic-tac-toe", a, "Ana", bo.newPage(), "Bo");
            a.navigate(a.url() + "?lang=fr");
            Locator box = a.locator("#chat-text");
            Number cut = (Number) box.evaluate("i => { const c = document.createElement('canvas').getContext('2d');"
                + " const st = getComputedStyle(i); c.font = st.font;"
                + " const inner = i.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);"
                + " return Math.max(0, c.measureText(i.placeholder).width - inner); }");
            assertEquals(0, Math.round(cut.doubleValue()), "the French placeholder is cut by px");
            a.locator(".card.chat").screenshot(new Locator.ScreenshotOptions()
                .setPath(Browsers.screenshot("newcomer-chat-fr-phone")));
        }
    }
}
