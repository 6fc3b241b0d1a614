package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static inrow.browser.Steps.button;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import inrow.testing.TestServerExtension;
import java.io.ByteArrayInputStream;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The invitation reaches a friend far away: its link names an address they can open (the operator's public URL,
 * or a plain warning when the page was opened on a local address), its QR code scans to that link, the room code box
 * reads a code however it was typed or pasted, and a pasted link previews the game in a chat app.
 */
@Timeout(120)
class InviteInBrowserTest {
    private static final String PUBLIC = "https://inrow.example";
    @RegisterExtension
    static final TestServerExtension local = TestServerExtension.defaults();
    @RegisterExtension
    static final TestServerExtension published = TestServerExtension.with(o -> o.withPublicUrl(PUBLIC));
    @RegisterExtension
    static final BrowserStage STAGE = new BrowserStage();

    private static Page create(BrowserContext person, TestServerExtension server) {
        Page a = person.newPage();
        a.navigate(server.url("/"));
        a.getByLabel("Your name").fill("Ana");
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        return a;
    }

    private static String codeOf(Page page) {
        return page.url().substring(page.url().lastIndexOf('/') + 1);
    }

    @Test
    void aLinkOpenedOnALocalAddressSaysItOnlyWorksHere() {
        try (BrowserContext ana = STAGE.person()) {
            Page a = create(ana, local);
            assertThat(a.getByLabel("Link to this game")).hasValue(a.url());
            assertThat(a.locator("#share-warning")).isVisible();
            assertThat(a.locator("#share-warning")).containsText("Only this computer can open this link");
        }
    }

    @Test
    void thePublicAddressIsTheInvitationAndItsQrCodeScansToIt() throws Exception {
        try (BrowserContext ana = STAGE.person()) {
            Page a = create(ana, published);
            String link = PUBLIC + "/g/" + codeOf(a);
            assertThat(a.getByLabel("Link to this game")).hasValue(link);
            assertThat(a.locator("#share-warning")).isHidden();
            // The invitation comes first while the game waits.
            assertTrue(a.locator("#share").boundingBox().y < a.locator(".players").boundingBox().y
                || a.locator("#share").boundingBox().x > a.locator("#board").boundingBox().x,
                "the invitation leads its column");

            byte[] png = a.locator("#share-qr").screenshot();
            var image = ImageIO.read(new ByteArrayInputStream(png));
            String scanned = new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(
                new BufferedImageLuminanceSource(image)))).getText();
            assertEquals(link, scanned);

            // A chat app's preview: the game, the player, and the link.
            assertThat(a.locator("meta[property='og:url']")).hasAttribute("content", link);
            assertThat(a.locator("meta[property='og:description']"))
                .hasAttribute("content", Pattern.compile("^Ana is waiting for an opponent in a game of Tic-tac-toe"));
            assertThat(a.locator("meta[name=description]")).hasAttribute("content", Pattern.compile("Ana"));

            button(a, "Copy code").click();
            assertThat(button(a, "Copied!")).isVisible();
        }
    }

    @Test
    void aCodeIsFoundHoweverItWasTypedOrPasted() {
        try (BrowserContext ana = STAGE.person(); BrowserContext bo = STAGE.person()) {
            Page a = create(ana, local);
            String code = codeOf(a);
            String link = a.getByLabel("Link to this game").inputValue();
            String spaced = code.substring(0, 4).toLowerCase() + " - " + code.substring(4).toLowerCase();
            for (String typed : new String[] {link + "?watch=1", " " + code.toLowerCase() + " ", spaced}) {
                Page b = bo.newPage();
                b.navigate(local.url("/"));
                b.getByLabel("Room code").fill(typed);
                button(b, "Open").click();
                b.waitForURL(Pattern.compile(".*/g/" + code + "$"));
                assertThat(b.locator("#share-code")).hasText(code);
                b.close();
            }
            Page b = bo.newPage();
            b.navigate(local.url("/g/" + code.toLowerCase().substring(0, 4) + "-" + code.toLowerCase().substring(4)));
            assertEquals(local.url("/g/" + code), b.url());
            assertThat(b.locator("#share-code")).hasText(code);
        }
    }
}
