package inrow.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Playwright;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One Playwright and one Chromium for a test class (starting them is the slow part); every person in a test gets a
 * fresh browser context, with its own storage, as a separate person would. The server they visit comes from a
 * {@link inrow.testing.TestServerExtension} beside it.
 */
final class BrowserStage implements BeforeAllCallback, AfterAllCallback {
    private Playwright playwright;
    private Browser browser;

    @Override
    public void beforeAll(ExtensionContext context) {
        playwright = Browsers.playwright();
        browser = Browsers.chromium(playwright);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    /** A person at a desktop-sized window. */
    BrowserContext person() {
        return browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 860));
    }

    Browser browser() {
        return browser;
    }
}
