package inrow.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test class's Chromium, borrowed from the JVM's {@link Browsers} (starting one is the slow part); every person in a test gets a
 * fresh browser context, with its own storage, as a separate person would. Every context handed out leaves when its
 * test ends (closing one twice is harmless), so a test need not close the people it made. The server they visit
 * comes from a {@link inrow.testing.TestServerExtension} beside it.
 */
final class BrowserStage implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {
    private final List<BrowserContext> people = new ArrayList<>();
    private Browsers.Lease lease;
    private Browser browser;

    @Override
    public void beforeAll(ExtensionContext context) {
        lease = Browsers.borrow();
        browser = lease.browser();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        people.forEach(BrowserContext::close);
        people.clear();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        people.forEach(BrowserContext::close);
        people.clear();
        if (lease != null) {
            lease.giveBack();
            lease = null;
            browser = null;
        }
    }

    /** A person at a desktop-sized window. */
    BrowserContext person() {
        return person(new Browser.NewContextOptions().setViewportSize(1280, 860));
    }

    /** A person whose window, language or colour scheme the test chooses. */
    BrowserContext person(Browser.NewContextOptions options) {
        BrowserContext c = browser.newContext(options);
        people.add(c);
        return c;
    }
}
