package inrow.web;

import inrow.account.AccountStore.Account;
import inrow.account.Accounts;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

/** The account pages: sign up, sign in, your account, and a player's public profile at {@code /@/NAME}. */
final class AccountPages {
    private final Accounts accounts;
    private final SessionCookie sessions;
    private final Pages pages;
    private final inrow.career.Career career;

    AccountPages(Accounts accounts, SessionCookie sessions, Pages pages, inrow.career.Career career) {
        this.career = career;
        this.accounts = accounts;
        this.sessions = sessions;
        this.pages = pages;
    }

    void signUp(Context ctx) {
        pages.render(ctx, "signup.jte", null);
    }

    void signIn(Context ctx) {
        if (sessions.viewer(ctx).isPresent()) {
            ctx.redirect("/account", HttpStatus.SEE_OTHER);
            return;
        }
        pages.render(ctx, "signin.jte", null);
    }

    void account(Context ctx) {
        Accounts.Viewer v = sessions.viewer(ctx).orElse(null);
        if (v == null) {
            ctx.redirect("/signin", HttpStatus.SEE_OTHER);
            return;
        }
        pages.render(ctx, "account.jte", AccountPage.of(v, accounts));
    }

    void profile(Context ctx) {
        Account a = accounts.byName(ctx.pathParam("name")).orElse(null);
        if (a == null) {
            ctx.attribute(App.ANSWERED, true);
            ctx.status(404);
        }
        pages.render(ctx, "profile.jte", a == null ? ProfilePage.notFound(ctx.pathParam("name"))
            : ProfilePage.of(a.name(), a.createdAt(), career.record(a.id())));
    }
}
