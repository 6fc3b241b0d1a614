package inrow.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * Chromium for the browser tests, shared by the whole test JVM: starting Playwright (it unpacks its driver) and
 * Chromium is the slow part of a browser test class, about 2 to 3 s each, and twenty classes started their own.
 * A class borrows a {@link Lease} before its tests and gives it back after them; the next class gets the same
 * browser. Playwright is not thread-safe, so classes running at the same time get a browser each: there are never
 * more than there are classes running at once, and all close when the JVM exits.
 *
 * <p>Debian's Chromium is used when it is there (Playwright cannot download its own browser on our machines): its
 * headless shell ({@code chromium-headless-shell}, the browser Playwright itself runs headless) when installed, else
 * the full browser. The full one runs headless with its whole user interface behind it (a browser process and
 * WebUI renderers for tabs nobody sees) and took about a third more of the CPU for the same tests. Set
 * -Dinrow.chromium or INROW_CHROMIUM to choose another, or empty for Playwright's own.
 */
final class Browsers {
    private static final ConcurrentLinkedDeque<Lease> IDLE = new ConcurrentLinkedDeque<>();
    private static final ConcurrentLinkedDeque<Lease> ALL = new ConcurrentLinkedDeque<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> ALL.forEach(Lease::close), "browsers-close"));
    }

    private Browsers() {
    }

    /** One Playwright with its Chromium, used by one test class at a time. */
    static final class Lease {
        private final Playwright playwright;
        private final Browser browser;

        private Lease(Playwright playwright, Browser browser) {
            this.playwright = playwright;
            this.browser = browser;
        }

        Browser browser() {
            return browser;
        }

        /** Back to the pool for the next class, unless the browser has gone (then it is closed for good). */
        void giveBack() {
            if (browser.isConnected() && browser.contexts().isEmpty()) {
                IDLE.push(this);
            } else {
                ALL.remove(this);
                close();
            }
        }

        private void close() {
            try {
                browser.close();
            } catch (RuntimeException ignored) {
                // already gone
            }
            try {
                playwright.close();
            } catch (RuntimeException ignored) {
                // already gone
            }
        }
    }

    /** An idle browser of this JVM's, or a new one when every one is in use. */
    static Lease borrow() {
        Lease lease;
        while ((lease = IDLE.poll()) != null) {
            if (lease.browser.isConnected()) {
                return lease;
            }
            ALL.remove(lease);
            lease.close();
        }
        Playwright playwright = playwright();
        lease = new Lease(playwright, chromium(playwright));
        ALL.add(lease);
        return lease;
    }

    private static Playwright playwright() {
        return Playwright.create(new Playwright.CreateOptions()
            .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    private static Browser chromium(Playwright playwright) {
        BrowserType.LaunchOptions options = new BrowserType.LaunchOptions()
            .setHeadless(true)
            .setArgs(List.of("--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"));
        String paths = System.getenv().getOrDefault("INROW_CHROMIUM", System.getProperty("inrow.chromium",
            DEBIAN_CHROMIUMS));
        for (String path : paths.split(File.pathSeparator)) {
            if (!path.isBlank() && Files.isExecutable(Path.of(path))) {
                options.setExecutablePath(Path.of(path));
                break;
            }
        }
        return playwright.chromium().launch(options);
    }

    /** The browsers tried in turn, the lighter first: Debian's packages chromium-headless-shell and chromium. */
    static final String DEBIAN_CHROMIUMS = "/usr/bin/chromium-headless-shell" + File.pathSeparator + "/usr/bin/chromium";

    /** Screenshots land under target/screenshots so a person can look at them after a run. */
    static Path screenshot(String name) {
        Path dir = Path.of(System.getProperty("inrow.screenshots", "target/screenshots"));
        return dir.resolve(name + ".png");
    }
}
