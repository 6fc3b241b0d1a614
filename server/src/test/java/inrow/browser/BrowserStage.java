package inrow.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Playwright;
import inrow.Server;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real server, one Playwright and one Chromium for a test class (starting them is the slow part); every person
 * in a test gets a fresh browser context, with its own storage, as a separate person would.
 */
final class BrowserStage implements BeforeAllCallback, AfterAllCallback {
    private final Server.Options options;
    private Server server;
    private Playwright playwright;
    private Browser browser;

    BrowserStage(Server.Options options) {
        this.options = options;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        server = Server.start(options);
        playwright = Browsers.playwright();
        browser = Browsers.chromium(playwright);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        browser.close();
        playwright.close();
        server.close();
    }

    /** A person at a desktop-sized window. */
    BrowserContext person() {
        return browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 860));
    }

    Browser browser() {
        return browser;
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.port() + path;
    }
}
