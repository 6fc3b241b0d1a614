package inrow.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One Playwright and one Chromium per test class. Debian's Chromium is used when it is there (Playwright cannot
 * download its own browser on our machines); set -Dinrow.chromium= (empty) or INROW_CHROMIUM to choose another.
 */
final class Browsers {
    private Browsers() {
    }

    static Playwright playwright() {
        return Playwright.create(new Playwright.CreateOptions()
            .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    static Browser chromium(Playwright playwright) {
        BrowserType.LaunchOptions options = new BrowserType.LaunchOptions()
            .setHeadless(true)
            .setArgs(List.of("--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"));
        String path = System.getenv().getOrDefault("INROW_CHROMIUM", System.getProperty("inrow.chromium",
            "/usr/bin/chromium"));
        if (!path.isBlank() && Files.isExecutable(Path.of(path))) {
            options.setExecutablePath(Path.of(path));
        }
        return playwright.chromium().launch(options);
    }

    /** Screenshots land under target/screenshots so a person can look at them after a run. */
    static Path screenshot(String name) {
        Path dir = Path.of(System.getProperty("inrow.screenshots", "target/screenshots"));
        return dir.resolve(name + ".png");
    }
}
