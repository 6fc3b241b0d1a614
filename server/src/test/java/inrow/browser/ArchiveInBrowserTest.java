package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** After a game: the replay of a finished game, and a win claimed from a player who left. */
@Timeout(120)
class ArchiveInBrowserTest {
    /** A short abandonment time, so the claim can be tested without a minute's wait. */
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withAbandonMillis(2000));
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();
    private BrowserContext ana;
    private BrowserContext bo;

    @BeforeEach
    void people() {
        ana = STAGE.person();
        bo = STAGE.person();
    }


    private Page[] startGame() {
        Page a = ana.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        // For anyone: the lobby lists it among recent games once over (a friend's private game it would not).
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Anyone"))).check();
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create room")).click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        Page b = bo.newPage();
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill("Bo");
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Take the seat")).click();
        assertThat(a.locator("#status")).hasText("Your move");
        return new Page[] {a, b};
    }

    private static void play(Page mover, String cell, Page other) {
        PlayInBrowserTest.cell(mover, cell).click();
        assertThat(PlayInBrowserTest.cell(other, cell)).not().hasText("");
    }

    private static String board(Page p) {
        return (String) p.evaluate("() => [...document.querySelectorAll('#board .cell')]"
            + ".map(c => c.textContent || '.').join('')");
    }

    /**
     * "Review this game" after a tic-tac-toe game: O's edge reply to the centre throws the draw away (the solved
     * value), so the move list marks it "?" and, browsed to, the page says a corner was better; each side's accuracy
     * is shown once the review is done.
     */
    @Test
    void aFinishedGameIsReviewedAndItsMistakeMarked() {
        Page[] pages = startGame();
        Page a = pages[0];
        Page b = pages[1];
        play(a, "B2", b);
        play(b, "B3", a);
        play(a, "A3", b);
        play(b, "C3", a);
        play(a, "C1", b);
        assertThat(a.locator("#status")).containsText("You win");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Review this game")).click();
        Locator edge = a.locator("#moves button.move[data-ply='2']");
        assertThat(edge).hasAttribute("data-mark", "?");
        assertThat(a.locator("#review-accuracy")).containsText("Accuracy");
        a.locator("#moves button.move[data-ply='1']").click();
        assertThat(a.locator("#review-every")).containsText("B3: loses in 3 moves");
        // The same values stand on the board, on the points they belong to: B3 (x 1, y 0 on a 3-high board).
        Locator b3 = a.locator("#board .cell[data-x='1'][data-y='0']");
        assertThat(b3).hasAttribute("data-value", "\u22123");
        assertThat(b3).hasAttribute("data-tone", "loss");
        assertThat(a.locator("#board .cell[data-value]")).hasCount(8);
        // The evaluation graph spans the five moves: a click two fifths across shows move 2.
        Locator graph = a.locator("#review-graph");
        assertThat(graph).isVisible();
        var box = graph.boundingBox();
        graph.click(new Locator.ClickOptions().setPosition(box.width * 2 / 5, box.height / 2));
        assertThat(a.locator("#moves button.move.current")).hasAttribute("data-ply", "2");
        assertThat(a.locator("#board .cell[data-value]")).hasCount(7);
        edge.click();
        assertThat(a.locator("#review-verdict")).containsText("a mistake");
        assertThat(a.locator("#review-verdict")).containsText("was better");
        // Anyone with the link sees the same review without asking for it again.
        b.reload();
        assertThat(b.locator("#moves button.move[data-ply='2']")).hasAttribute("data-mark", "?");
    }

    /**
     * After a rematch the replay can show round 1 again: with its own result, its players at the colours they had
     * then (colours swap every round), its moves and its winning line; the record names who sat where in each round.
     */
    @Test
    void anEarlierRoundIsReplayedWithItsOwnPlayersResultAndMoves() {
        Page[] pages = startGame();
        Page a = pages[0];
        Page b = pages[1];
        play(a, "A3", b);
        play(b, "A2", a);
        play(a, "B3", b);
        play(b, "B2", a);
        play(a, "C3", b);
        assertThat(a.locator("#status")).hasText("You win!");
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Rematch")).click();
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Accept rematch from Ana")).click();
        // Round 2: Bo is X now, and the two agree a draw.
        assertThat(b.locator("#status")).hasText("Your move");
        play(b, "B2", a);
        play(a, "A1", b);
        b.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Offer draw")).click();
        a.locator("#draw-accept").click();
        assertThat(a.locator("#status")).hasText("Draw by agreement");
        // Half a point each for the draw: "1½ – ½", never "0½".
        assertThat(a.locator("#series")).hasText("Ana 1\u00bd \u2013 \u00bd Bo");

        for (Page p : new Page[] {a, b}) {
            p.locator("#replay-round").selectOption("1");
            assertThat(p.locator("#status")).hasText("Round 1 \u00b7 Ana (X) wins");
            assertThat(p.locator(".player[data-seat=X] .name")).hasText("Ana");
            assertThat(p.locator(".player[data-seat=O] .name")).hasText("Bo");
            assertThat(p.locator("#moves button.move")).hasCount(5);
            assertThat(p.locator("#moves li").last()).hasText("3. C3");
            assertThat(p.locator(".cell.win")).hasCount(3);
            assertEquals("XXXOO....", board(p));
        }
        assertThat(a.locator(".player[data-seat=X] .you")).isVisible(); // Ana was X in round 1
        assertThat(b.locator(".player[data-seat=O] .you")).isVisible();
        // A .psq file holds one game: a series offers one a round, each saying which (issue 38: the one link gave
        // the round shown, and a person who did not pick a round never found the others).
        String code = a.url().substring(a.url().lastIndexOf('/') + 1);
        com.microsoft.playwright.Download round1 = a.waitForDownload(() ->
            a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Piskvork (.psq), round 1")).click());
        assertEquals("inrow-" + code + "-round1.psq", round1.suggestedFilename());
        assertEquals("Piskvorky 3x3, 11:11, 0\n1,1,0\n1,2,0\n2,1,0\n2,2,0\n3,1,0\n",
            a.request().get(a.url().replace("/g/", "/api/games/") + "/record.psq?round=1").text());

        // Back to the round just played: its draw, Bo at X, two moves.
        a.locator("#replay-round").selectOption("2");
        assertThat(a.locator("#status")).hasText("Draw by agreement");
        assertThat(a.locator(".player[data-seat=X] .name")).hasText("Bo");
        assertThat(a.locator("#moves button.move")).hasCount(2);
        assertThat(a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Piskvork (.psq), round 2")))
            .hasAttribute("download", "inrow-" + code + ".psq");

        String text = a.request().get(a.url().replace("/g/", "/api/games/") + "/record").text();
        assertEquals(true, text.contains("Round 1\nX: Ana\nO: Bo\nResult: X wins with 3 in a row (Ana)\n"), text);
        assertEquals(true, text.contains("Round 2\nX: Bo\nO: Ana\nResult: draw by agreement\n"), text);
    }

    @Test
    void aFinishedGameIsReplayedMoveByMoveAndKeepsItsLink() {
        Page[] pages = startGame();
        Page a = pages[0];
        Page b = pages[1];
        play(a, "A3", b);
        play(b, "B3", a);
        play(a, "B2", b);
        play(b, "C3", a);
        play(a, "C1", b);
        assertThat(a.locator("#status")).hasText("You win!");

        // A visitor opens the finished game's link later: final position, result, and the replay.
        BrowserContext visitor = STAGE.person();
        try {
            Page v = visitor.newPage();
            v.navigate(a.url());
            assertThat(v.locator("#status")).hasText("Ana (X) wins");
            assertThat(v.locator("#replay-pos")).hasText("Move 5 of 5");
            assertEquals("XOO.X...X", board(v));
            assertThat(v.locator(".cell.win")).hasCount(3);

            v.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start of game")).click();
            assertThat(v.locator("#replay-pos")).hasText("Move 0 of 5");
            assertEquals(".........", board(v));
            v.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Next move")).click();
            v.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Next move")).click();
            assertEquals("XO.......", board(v));
            assertThat(v.locator(".cell.win")).hasCount(0);
            assertThat(v.locator(".cell.last")).hasAttribute("aria-label", "B3, O, last move");

            v.keyboard().press("ArrowRight");
            assertThat(v.locator("#replay-pos")).hasText("Move 3 of 5");
            assertEquals("XO..X....", board(v));
            v.keyboard().press("ArrowLeft");
            assertThat(v.locator("#replay-pos")).hasText("Move 2 of 5");

            v.locator("#moves").getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("O C3")).click();
            assertThat(v.locator("#replay-pos")).hasText("Move 4 of 5");
            assertEquals("XOO.X....", board(v));
            v.locator("#replay-slider").fill("1");
            assertEquals("X........", board(v));
            v.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("End of game")).click();
            assertEquals("XOO.X...X", board(v));
            assertThat(v.locator(".cell.win")).hasCount(3);
            v.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot("replay")));

            APIResponse record = v.request().get(a.url().replace("/g/", "/api/games/") + "/record");
            assertEquals(200, record.status());
            assertThat(v.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("record (.txt)"))).isVisible();
            String text = record.text();
            assertEquals(true, text.contains("X: Ana") && text.contains("O: Bo"), text);
            assertEquals(true, text.contains("1. A3 B3\n2. B2 C3\n3. C1\n"), text);
            assertEquals(true, text.contains("Result: X wins with 3 in a row"), text);
            // One notation everywhere: the record's moves read as the page's move list does.
            String listed = String.join("\n", v.locator("#moves li").allInnerTexts().stream()
                .map(line -> line.replaceAll("\\s+", " ").trim()).toList());
            assertEquals(true, text.contains("Moves:\n" + listed + "\n"), listed + " in " + text);
            // The links download files named after the game; the game page stays where it is.
            String code = a.url().substring(a.url().lastIndexOf('/') + 1);
            com.microsoft.playwright.Download txt = v.waitForDownload(() ->
                v.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("record (.txt)")).click());
            assertEquals("inrow-" + code + ".txt", txt.suggestedFilename());
            com.microsoft.playwright.Download psqFile = v.waitForDownload(() ->
                v.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Piskvork (.psq)")).click());
            assertEquals("inrow-" + code + ".psq", psqFile.suggestedFilename());
            assertThat(v.locator("#replay")).isVisible();
            String psq = v.request().get(a.url().replace("/g/", "/api/games/") + "/record.psq").text();
            assertEquals("Piskvorky 3x3, 11:11, 0\n1,1,0\n2,1,0\n2,2,0\n3,1,0\n3,3,0\n", psq);
        } finally {
            visitor.close();
        }

        // The lobby lists it among recent games, with a link to its replay.
        Page lobby = bo.newPage();
        lobby.navigate(server.url("/"));
        assertThat(lobby.locator(".recent a[href$='" + a.url().substring(a.url().lastIndexOf('/')) + "']"))
            .containsText("Ana won");
    }

    /**
     * A long finished game: the move list shows the move on the board when the page opens, after a move is picked in
     * it and while stepping with the keys. It once scrolled 900 px short, to moves far from the one shown.
     */
    @Test
    void theMoveListKeepsTheShownMoveInView() {
        JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"}}");
        String code = created.get("code").asText();
        try (WsClient x = server.socket(code, "X"); WsClient o = server.socket(code, "O")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            // Eight rows of pairs, XXOO shifted by a row each time: 120 stones and no five anywhere.
            List<int[]> black = new ArrayList<>();
            List<int[]> white = new ArrayList<>();
            for (int y = 0; y < 8; y++) {
                for (int x0 = 0; x0 < 15; x0++) {
                    (((x0 / 2) + y) % 2 == 0 ? black : white).add(new int[] {x0, y});
                }
            }
            for (int ply = 0; ply < 120; ply++) {
                int[] at = (ply % 2 == 0 ? black : white).get(ply / 2);
                (ply % 2 == 0 ? x : o).send(WsClient.move(at[0], at[1], ply, "m" + ply));
                x.awaitMoves(ply + 1);
            }
            x.send(WsClient.msg("resign", "id", "r"));
            x.awaitState(g -> g.get("status").asText().equals("over"));
        }
        Page v = ana.newPage();
        v.setViewportSize(1366, 768);
        v.navigate(server.url("/g/" + code));
        Locator shown = v.locator("#moves button.move.current");
        assertThat(shown).hasAttribute("data-ply", "120");
        assertShownInList(v, "on opening");
        // On a laptop the list is on the screen beside the board, under the players, not below the chat.
        BoundingBox list = v.locator("#moves").boundingBox();
        assertTrue(list.y + list.height <= 768, "the move list ends on the screen: " + (list.y + list.height));
        String current = "#moves button.move.current";
        double readable = GoBoardInBrowserTest.contrast(v, current, "color", current, "backgroundColor");
        assertTrue(readable >= 4.5, "the shown move's text against its highlight: " + readable);
        v.locator("#moves button.move[data-ply='57']").click();
        assertThat(shown).hasAttribute("data-ply", "57");
        assertShownInList(v, "after picking move 57");
        v.keyboard().press("Home");
        v.keyboard().press("ArrowRight");
        assertThat(shown).hasAttribute("data-ply", "1");
        assertShownInList(v, "at move 1");
        v.keyboard().press("End");
        assertThat(shown).hasAttribute("data-ply", "120");
        assertShownInList(v, "back at the end");

        // The address names the position shown, so a link can point at one (as lichess's #N does).
        assertEquals(server.url("/g/" + code), v.url(), "at the end: no position named");
        v.locator("#moves button.move[data-ply='57']").click();
        assertEquals(server.url("/g/" + code) + "#57", v.url());
        Page friend = bo.newPage();
        friend.navigate(server.url("/g/" + code + "#40"));
        assertThat(friend.locator("#moves button.move.current")).hasAttribute("data-ply", "40");
        assertThat(friend.locator("#replay-pos")).hasText("Move 40 of 120");
        assertEquals(40, friend.locator("#board .cell:not([data-mark=''])").count(), "the position after move 40");
    }

    private static void assertShownInList(Page p, String when) {
        Object inside = p.evaluate("""
            () => {
              const list = document.querySelector('#moves'), b = list.querySelector('button.move.current');
              const l = list.getBoundingClientRect(), r = b.getBoundingClientRect();
              return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
            }""");
        assertEquals(Boolean.TRUE, inside, "the shown move is in the list's view " + when);
    }

    @Test
    void aPlayerWhoseOpponentLeftClaimsTheWinAfterTheCountdown() {
        Page[] pages = startGame();
        Page a = pages[0];
        Page b = pages[1];
        play(a, "B2", b);
        b.close();
        assertThat(a.locator(".player[data-seat=O] .away")).containsText("away");
        assertThat(a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Claim victory")))
            .isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(10_000));
        a.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Claim victory")).click();
        assertThat(a.locator("#status")).hasText("You win: opponent left!");
        assertThat(a.locator("#claim")).isHidden();
    }
}
