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
 * Two people play renju's Soosorv-8 by clicking, from the lobby's form to the first ordinary move: Ana (the opener)
 * places the three stones, Bo keeps white, places the 4th and declares two fifths, Ana keeps black and offers two,
 * Bo picks one and plays the 6th. Each page says what the step asks of whoever takes it and whom the other waits
 * for. Screenshots: target/screenshots/soosorv8-*.png.
 */
@Timeout(120)
class TournamentOpeningInBrowserTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    @Test
    void soosorvEightPlayedByClickingToTheSixthStone() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = ana.newPage();
            Page b = bo.newPage();
            createRenjuAndJoin(server.url(""), "soosorv8", a, "Ana", b, "Bo");

            // Ana opens with three stones (Kagetsu); Bo waits.
            assertThat(a.locator("#status")).hasText("Place the next stone of the opening");
            assertThat(a.locator("#opening-rule")).hasText("Soosorv-8 opening");
            assertThat(b.locator("#status")).hasText("Ana is placing a stone of the opening");
            shot(a, "soosorv8-1-place");
            place(a, "H8", b);
            place(a, "H9", b);
            cell(b, "A1").click(); // not Bo's step: the page says whose it is
            assertThat(b.locator("#error")).hasText("Ana is placing a stone of the opening");
            place(a, "I9", b);

            // Bo may swap; he keeps white.
            assertThat(b.locator("#status")).hasText("You hold white: swap to black, or keep white");
            assertThat(a.locator("#status")).hasText("Bo may swap colours");
            assertThat(exactButton(a, "Keep my colour")).hasCount(0);
            shot(b, "soosorv8-2-swap");
            exactButton(b, "Keep my colour").click();
            assertThat(b.locator("#error")).isEmpty(); // the refusal spoke of Ana's step, which is over

            // Bo places the 4th and declares two fifths.
            assertThat(b.locator("#status"))
                .hasText("Place the 4th stone, then declare how many fifth moves black must offer");
            cell(b, "J10").click();
            assertThat(b.locator("#steps")).containsText("Chosen: J10");
            b.getByLabel("Fifth moves black offers").fill("2");
            shot(b, "soosorv8-3-declare");
            b.setViewportSize(390, 844); // a phone: the count and its button fit under the board
            b.emulateMedia(new Page.EmulateMediaOptions()
                .setColorScheme(com.microsoft.playwright.options.ColorScheme.DARK));
            shot(b, "soosorv8-3-declare-phone-dark");
            b.setViewportSize(1280, 860);
            exactButton(b, "Place and declare").click();
            assertThat(cell(a, "J10")).hasAttribute("aria-label", Pattern.compile("^J10, (?!empty)"));

            // Ana may swap; she keeps black and offers two fifths.
            assertThat(a.locator("#status")).hasText("You hold black: swap to white, or keep black");
            exactButton(a, "Keep my colour").click();
            assertThat(a.locator("#status"))
                .hasText("Place 2 fifth moves for white to pick from, none a mirror image of another");
            assertThat(b.locator("#status")).hasText("Ana is offering fifth moves");
            cell(a, "G8").click();
            cell(a, "A15").click();
            assertThat(a.locator("#steps")).containsText("Chosen: G8, A15");
            assertThat(cell(a, "G8")).hasClass(Pattern.compile("\\bpending\\b"));
            shot(a, "soosorv8-4-offer");
            exactButton(a, "Offer 2 fifth moves").click();

            // Bo picks one of the two; the opening is over and he plays the 6th as an ordinary move.
            assertThat(b.locator("#status")).hasText("Pick one of the fifth moves black offered");
            assertThat(exactButton(b, "Pick A15")).isVisible();
            assertThat(cell(b, "A15")).hasClass(Pattern.compile("\\bpending\\b")); // shown where they would go
            assertThat(a.locator("#steps")).hasText("Offered: G8, A15");
            shot(b, "soosorv8-5-pick");
            exactButton(b, "Pick G8").click();
            assertThat(b.locator("#opening")).isHidden();
            assertThat(b.locator("#status")).hasText("Your move");
            assertThat(cell(b, "G8")).hasAttribute("aria-label", Pattern.compile("^G8, (?!empty)"));
            assertThat(cell(b, "A15")).hasAttribute("aria-label", Pattern.compile("^A15, empty"));
            place(b, "B2", a);
            assertThat(a.locator("#status")).hasText("Your move");
            assertThat(a.locator("#moves button.move")).hasCount(6);
            shot(a, "soosorv8-6-played");
        }
    }

    /**
     * Taraguchi-10 against the computer (a level that keeps its colour): Ana opens at the centre, keeps black at each
     * swap, places the 3rd, and at the 5th offers ten fifths instead of one; the computer picks one and plays the 6th.
     */
    @Test
    void taraguchiTenAgainstTheComputerWithTenOffers() {
        com.fasterxml.jackson.databind.JsonNode created = server.create("{\"name\":\"Ana\",\"rules\":{\"preset\":"
            + "\"renju\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:random\"},\"opening\":\"taraguchi10\"}");
        String code = created.get("code").asText();
        try (BrowserContext ana = STAGE.person()) {
            Page a = ana.newPage();
            a.navigate(server.url("/"));
            a.evaluate("([code, token]) => localStorage.setItem('inrow.token.' + code, token)",
                java.util.List.of(code, created.get("token").asText()));
            a.navigate(server.url("/g/" + code));
            assertThat(a.locator("#opening-rule")).hasText("Taraguchi-10 opening");
            assertThat(a.locator("#status")).hasText("Place the next stone of the opening");
            cell(a, "H8").click();
            // The computer keeps white and places the 2nd; Ana keeps black and places the 3rd.
            assertThat(a.locator("#status")).hasText("You hold black: swap to white, or keep black");
            exactButton(a, "Keep my colour").click();
            assertThat(a.locator("#status")).hasText("Place the next stone of the opening");
            cell(a, "J10").click();
            // The computer keeps white and places the 4th; Ana keeps black again.
            assertThat(a.locator("#status")).hasText("You hold black: swap to white, or keep black");
            exactButton(a, "Keep my colour").click();
            assertThat(a.locator("#status"))
                .hasText("Place the 5th stone, or offer ten fifth moves for white to pick from");
            exactButton(a, "Offer ten instead").click();
            assertThat(a.locator("#opening-step"))
                .hasText("Place 10 fifth moves for white to pick from, none a mirror image of another");
            // Ten points at ten different distances from the centre: none can be a mirror image of another.
            for (String p : new String[] {"A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "B3", "C4"}) {
                cell(a, p).click();
            }
            shot(a, "taraguchi10-offer-ten");
            exactButton(a, "Offer 10 fifth moves").click();
            // The computer picks one and plays the 6th; then it is Ana's move.
            assertThat(a.locator("#status")).hasText("Your move");
            assertThat(a.locator("#opening")).isHidden();
            assertThat(a.locator("#moves button.move")).hasCount(6);
        }
    }
}
