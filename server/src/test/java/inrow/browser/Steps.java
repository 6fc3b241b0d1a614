package inrow.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.regex.Pattern;

/** What a person does on InRow's pages, step by step, shared by the browser tests that need the same steps. */
final class Steps {
    private Steps() {
    }

    /** A cell by its name, which its label starts with ("B2, empty"; "B2，空" in Chinese). */
    static Locator cell(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(Pattern.compile("^" + name + "[,，]")));
    }

    static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name));
    }

    /** The first person creates a game against a friend from the lobby; the second takes the seat from the link. */
    static void createAndJoin(String base, String preset, Page a, String nameA, Page b, String nameB) {
        a.navigate(base + "/");
        a.getByLabel("Your name").fill(nameA);
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^" + preset))).check();
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill(nameB);
        button(b, "Take the seat").click();
        assertThat(a.locator("#status")).hasText("Your move");
    }

    /**
     * The first person creates a renju game against a friend from the lobby, with {@code opening} (null: the form's
     * default); the second takes the seat from the link. Nothing is waited for after that: the opening decides who
     * acts first.
     */
    static void createRenjuAndJoin(String base, String opening, Page a, String nameA, Page b, String nameB) {
        a.navigate(base + "/");
        a.getByLabel("Your name").fill(nameA);
        a.getByRole(AriaRole.RADIO, new Page.GetByRoleOptions().setName(Pattern.compile("^Gomoku"))).check();
        a.getByLabel("Rule set").selectOption("renju");
        if (opening != null) {
            a.getByLabel("Opening", new Page.GetByLabelOptions().setExact(true)).selectOption(opening);
        }
        button(a, "Create room").click();
        a.waitForURL(Pattern.compile(".*/g/[A-Z0-9]{8}$"));
        b.navigate(a.url());
        b.getByPlaceholder("Your name").fill(nameB);
        button(b, "Take the seat").click();
    }

    /** A button by its whole name only ("Black" is also part of the move list's names). */
    static Locator exactButton(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** A click on a point, its stone then seen on the other side (whoever is to move next). */
    static void place(Page by, String point, Page other) {
        cell(by, point).click();
        assertThat(cell(other, point)).hasAttribute("aria-label", Pattern.compile("^" + point + ", (?!empty)"));
    }

    /** The whole page, to target/screenshots/NAME.png. */
    static void shot(Page page, String name) {
        page.screenshot(new Page.ScreenshotOptions().setPath(Browsers.screenshot(name)).setFullPage(true));
    }

    /** A move by click, seen on the other side before the next step. */
    static void play(Page mover, String cellName, Page opponent) {
        cell(mover, cellName).click();
        assertThat(cell(opponent, cellName)).hasAttribute("aria-label", Pattern.compile("^" + cellName + ", (?!empty)"));
        assertThat(opponent.locator("#status")).hasText("Your move");
    }
}
