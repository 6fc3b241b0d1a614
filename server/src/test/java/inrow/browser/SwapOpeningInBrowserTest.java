package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static inrow.browser.Steps.cell;
import static inrow.browser.Steps.createRenjuAndJoin;
import static inrow.browser.Steps.exactButton;
import static inrow.browser.Steps.place;
import static inrow.browser.Steps.shot;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import inrow.testing.TestServerExtension;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two people play renju with a swap2 opening by clicking: Ana (the opener) places three stones, Bo asks to place two
 * more, Ana takes white, the seats change places, and play goes on until black (now Bo) sees a forbidden point.
 * Each phase is saved as a screenshot (target/screenshots/swap2-*.png).
 */
@Timeout(120)
class SwapOpeningInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    @Test
    void inChineseAPersonChoosesAfterTheComputersThreeStones() {
        com.fasterxml.jackson.databind.JsonNode created = server.create("{\"name\":\"安娜\",\"rules\":{\"preset\":"
            + "\"renju\"},\"seats\":{\"X\":\"bot:random\",\"O\":\"creator\"},\"opening\":\"swap2\"}");
        String code = created.get("code").asText();
        try (BrowserContext ana = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.evaluate("([code, token]) => localStorage.setItem('inrow.token.' + code, token)",
                java.util.List.of(code, created.get("token").asText()));
            a.navigate(server.url("/g/" + code + "?lang=zh-Hans"));
            assertThat(a.locator("#status")).hasText("请选择执黑或执白");
            assertThat(exactButton(a, "执黑")).isVisible();
            assertThat(exactButton(a, "执白")).isVisible();
            assertThat(exactButton(a, "再下两子")).isVisible();
            assertThat(a.locator("#opening-rule")).hasText("二次交换开局");
            // On a laptop the choice is on screen with the board, without scrolling to it.
            a.setViewportSize(1366, 768);
            for (String name : new String[] {"执黑", "执白", "再下两子"}) {
                com.microsoft.playwright.options.BoundingBox box = exactButton(a, name).boundingBox();
                org.junit.jupiter.api.Assertions.assertTrue(box.y + box.height <= 768,
                    name + " ends at " + (box.y + box.height) + " on a 768 px screen");
            }
            shot(a, "swap2-zh-choose");
            exactButton(a, "执白").click();
            assertThat(a.locator("#opening")).isHidden();
            assertThat(a.locator(".player[data-seat=\"O\"] .you")).isVisible();
            shot(a, "swap2-zh-white");
        }
    }

    /**
     * When the computer chooses, the page says what it took, for a few seconds, to the person and to a spectator:
     * otherwise they would only see the seats swap, or not.
     */
    @Test
    void theComputersChoiceIsSaidInWords() {
        com.fasterxml.jackson.databind.JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":"
            + "\"gomoku\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:master\"},\"opening\":\"swap\"}");
        String code = created.get("code").asText();
        try (BrowserContext ana = STAGE.person(); BrowserContext cy = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.evaluate("([code, token]) => localStorage.setItem('inrow.token.' + code, token)",
                java.util.List.of(code, created.get("token").asText()));
            a.navigate(server.url("/g/" + code));
            Page c = cy.newPage();
            c.navigate(server.url("/g/" + code));
            for (String point : new String[] {"H8", "J9", "G8"}) {
                place(a, point, c);
            }
            Pattern said = Pattern.compile("^Master takes (Black|White)\\.$");
            assertThat(a.locator("#offer-note")).hasText(said);
            assertThat(c.locator("#offer-note")).hasText(said);
        }
    }

    @Test
    void aSwap2RenjuGamePlayedByClicking() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            // Ana's page keeps its time on Playwright's clock, so the double tap's window is moved past, not waited.
            ana.clock().install();
            Page a = ana.newPage();
            Page b = bo.newPage();
            createRenjuAndJoin(server.url(""), "swap2", a, "Ana", b, "Bo");

            // Ana opens: black, white, black.
            assertThat(a.locator("#status")).hasText("Place 3 stones: black, white, black");
            assertThat(a.locator("#opening-step")).containsText("Next: a black stone");
            assertThat(b.locator("#status")).hasText("Ana is placing the opening stones");
            assertThat(b.locator("#opening-choice")).isHidden();
            shot(a, "swap2-1-place");
            place(a, "H6", b);
            assertThat(a.locator("#opening-step")).containsText("Next: a white stone");
            cell(b, "A15").click();
            // Not "it is Black's move": nobody has a colour's turn while the opener places the next (white) stone.
            assertThat(b.locator("#error")).hasText("Ana is placing the opening stones");
            place(a, "A15", b);
            place(a, "H7", b);

            // Bo chooses: black, white, or two more stones.
            assertThat(b.locator("#status")).hasText("Choose your colour");
            assertThat(a.locator("#status")).hasText("Bo is choosing a colour");
            assertThat(exactButton(b, "Black")).isVisible();
            assertThat(exactButton(b, "White")).isVisible();
            assertThat(exactButton(b, "Place two more")).isVisible();
            assertThat(a.locator("#opening-choice")).isHidden();
            a.clock().fastForward(900); // a tap at once after one's own stone is taken for a double tap, and ignored
            cell(a, "A1").click();
            assertThat(a.locator("#error")).hasText("Bo is choosing a colour");
            cell(b, "A1").click();
            assertThat(b.locator("#error")).hasText("Choose your colour");
            shot(b, "swap2-2-choose");
            b.setViewportSize(390, 844); // a phone: the three choices must fit beside each other under the board
            shot(b, "swap2-2-choose-phone");
            b.setViewportSize(1280, 860);
            exactButton(b, "Place two more").click();
            assertThat(b.locator("#status")).hasText("Place 2 more stones: white, then black");
            assertThat(b.locator("#opening-step")).containsText("Next: a white stone");
            shot(b, "swap2-3-more");
            place(b, "A13", a);
            place(b, "F8", a);

            // Ana chooses again, a colour only; she takes white, and the seats follow.
            assertThat(a.locator("#status")).hasText("Choose your colour");
            assertThat(exactButton(a, "Place two more")).isHidden();
            shot(a, "swap2-4-choose-again");
            exactButton(a, "White").click();
            assertThat(a.locator("#status")).hasText("Your move");
            assertThat(a.locator(".player[data-seat=\"O\"] .name")).hasText("Ana");
            assertThat(a.locator(".player[data-seat=\"O\"] .you")).isVisible();
            assertThat(b.locator(".player[data-seat=\"X\"] .you")).isVisible();
            assertThat(b.locator("#opening")).isHidden();

            // Play goes on: white, black, white; then black (Bo) sees H8 forbidden (a double three).
            place(a, "A11", b);
            place(b, "G8", a);
            place(a, "A9", b);
            assertThat(b.locator("#status")).hasText("Your move");
            assertThat(cell(b, "H8")).hasClass(Pattern.compile("\\bforbidden\\b"));
            assertThat(cell(b, "H8")).hasAttribute("aria-label", "H8, empty, forbidden to black");
            shot(b, "swap2-5-black-forbidden");
            shot(a, "swap2-5-white-view");
            cell(b, "H8").click();
            assertThat(b.locator("#error")).hasText(Pattern.compile("^Black may not play there"));
            place(b, "J9", a);
            assertThat(a.locator("#status")).hasText("Your move");

            // Ana resigns; a rematch opens round 2 with a new opening, which is called off. The replay of round 1
            // then names its winner, but shows no colour beside the names: the colours chosen are not kept.
            button(a, "Resign").click();
            button(a, "Press again to resign").click();
            assertThat(b.locator("#status")).hasText("You win by resignation!");
            button(a, "Rematch").click();
            button(b, "Accept rematch from Ana").click();
            assertThat(b.locator("#status")).hasText("Place 3 stones: black, white, black");
            button(b, "Abort game").click();
            assertThat(a.locator("#status")).hasText("Game aborted");
            a.locator("#replay-round").selectOption("1");
            assertThat(a.locator("#status")).hasText("Round 1 \u00b7 Bo wins");
            assertThat(a.locator(".players")).hasAttribute("data-colours", "unknown");
            assertThat(a.locator(".player[data-seat=\"X\"] .mark")).hasCSS("visibility", "hidden");
            assertThat(a.locator("#moves button.move")).hasCount(9);
            a.locator("#replay-round").selectOption("2");
            assertThat(a.locator(".players")).hasAttribute("data-colours", "");
        }
    }
}
