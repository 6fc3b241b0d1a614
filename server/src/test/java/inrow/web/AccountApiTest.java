package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.account.Accounts;
import inrow.account.SignInThrottle;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The account API against a real server: a password account does everything through it, and every bad input of
 * issue 40's "Done when" gets a clear error and changes nothing. The server's clock is stopped and moved on, so
 * expiry and the sign-in throttle are tested without waiting.
 */
@Timeout(120)
class AccountApiTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.defaults();
    private static final AtomicInteger NAMES = new AtomicInteger();

    @BeforeEach
    void freshWindow() {
        // Each test starts after every earlier test's failed sign-ins have left the throttle's window.
        server.clock().stop();
        server.clock().advance(SignInThrottle.WINDOW_MILLIS + 1);
    }

    private AccountClient person() {
        return new AccountClient(server.port());
    }

    private static String fresh() {
        return "p" + System.nanoTime() % 100000 + "x" + NAMES.incrementAndGet();
    }

    private static String signUpBody(String name, String password) {
        return "{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}";
    }

    private AccountClient signedUp(String name) {
        AccountClient p = person();
        HttpResponse<String> r = p.post("/api/account/signup", signUpBody(name, "correct horse"));
        assertEquals(201, r.statusCode(), r.body());
        return p;
    }

    @Test
    void signUpSignsInWithAnHttpOnlyLaxCookieAndTenCodes() {
        String name = fresh();
        AccountClient ana = person();
        HttpResponse<String> r = ana.post("/api/account/signup", signUpBody(name, "correct horse"));
        assertEquals(201, r.statusCode(), r.body());
        JsonNode body = Http.json(r);
        assertEquals(name, body.get("name").asText());
        assertEquals(10, body.get("recoveryCodes").size());
        String cookie = ana.setCookies.get(0);
        assertTrue(cookie.startsWith("inrow_session="), cookie);
        assertTrue(cookie.contains("HttpOnly"), cookie);
        assertTrue(cookie.contains("SameSite=Lax"), cookie);
        assertTrue(cookie.contains("Path=/"), cookie);
        assertTrue(cookie.contains("Max-Age=2592000"), cookie);
        assertFalse(cookie.contains("Secure"), "plain http: not Secure " + cookie);
        assertEquals(43, ana.cookies.get("inrow_session").length(), "256 bits in base64url");

        JsonNode me = Http.json(ana.get("/api/account"));
        assertEquals(name, me.get("name").asText());
        assertTrue(me.get("hasPassword").asBoolean());
        assertEquals(10, me.get("recoveryCodesLeft").asInt());
        assertEquals(1, me.get("sessions").size());
        assertTrue(me.get("sessions").get(0).get("current").asBoolean());

        assertEquals(204, ana.post("/api/account/signout", null).statusCode());
        HttpResponse<String> after = person().get("/api/account");
        assertEquals(401, after.statusCode());
        assertEquals("not_signed_in", AccountClient.code(after));
    }

    @Test
    void aTakenNameIsRefusedWhateverItsCase() {
        String name = fresh();
        signedUp(name);
        AccountClient bo = person();
        HttpResponse<String> r = bo.post("/api/account/signup", signUpBody(name.toUpperCase(), "another horse"));
        assertEquals(409, r.statusCode());
        assertEquals("name_taken", AccountClient.code(r));
        assertTrue(bo.cookies.isEmpty(), "no session for a refused sign-up");
        assertEquals(name, Http.json(person().get("/api/user/" + name.toUpperCase())).get("name").asText());
    }

    @Test
    void eachBadNameGetsItsOwnCodeAndMakesNoAccount() {
        String[][] cases = {{"a", "name_too_short"}, {"abcdefghij0123456789x", "name_too_long"},
            {"ana b", "name_bad_character"}, {"_ana", "name_bad_edge"}, {"ana-", "name_bad_edge"}};
        for (String[] c : cases) {
            HttpResponse<String> r = person().post("/api/account/signup", signUpBody(c[0], "correct horse"));
            assertEquals(400, r.statusCode(), c[0]);
            assertEquals(c[1], AccountClient.code(r), c[0]);
        }
        HttpResponse<String> shortPassword = person().post("/api/account/signup", signUpBody(fresh(), "short"));
        assertEquals("password_too_short", AccountClient.code(shortPassword));
        assertEquals(404, person().get("/api/user/_ana").statusCode());
    }

    @Test
    void aWrongPasswordAndAnUnknownNameGetTheSameAnswer() {
        String name = fresh();
        signedUp(name);
        HttpResponse<String> wrong = person().post("/api/account/signin", signUpBody(name, "wrong horse"));
        HttpResponse<String> unknown = person().post("/api/account/signin", signUpBody(fresh(), "wrong horse"));
        assertEquals(401, wrong.statusCode());
        assertEquals(wrong.statusCode(), unknown.statusCode());
        assertEquals(wrong.body(), unknown.body());
        assertEquals("wrong_credentials", AccountClient.code(wrong));
        AccountClient again = person();
        assertEquals(200, again.post("/api/account/signin", signUpBody(name, "correct horse")).statusCode());
        assertTrue(again.cookies.containsKey("inrow_session"));
    }

    @Test
    void everySignInIsANewSessionSoAPlantedCookieIsNotKept() {
        String name = fresh();
        AccountClient ana = signedUp(name);
        String before = ana.cookies.get("inrow_session");
        ana.post("/api/account/signin", signUpBody(name, "correct horse"));
        String after = ana.cookies.get("inrow_session");
        assertNotEquals(before, after);
        AccountClient old = person();
        old.cookies.put("inrow_session", before);
        assertEquals(401, old.get("/api/account").statusCode(), "the browser's earlier session ended");
    }

    @Test
    void failedSignInsAreThrottledWithRetryAfter() {
        String name = fresh();
        signedUp(name);
        for (int i = 0; i < 5; i++) {
            assertEquals(401, person().post("/api/account/signin", signUpBody(name, "wrong horse")).statusCode());
        }
        HttpResponse<String> held = person().post("/api/account/signin", signUpBody(name, "correct horse"));
        assertEquals(429, held.statusCode());
        assertEquals("throttled", AccountClient.code(held));
        long wait = Long.parseLong(held.headers().firstValue("Retry-After").orElseThrow());
        assertEquals(SignInThrottle.WINDOW_MILLIS / 1000, wait);
        server.clock().advance(SignInThrottle.WINDOW_MILLIS);
        assertEquals(200, person().post("/api/account/signin", signUpBody(name, "correct horse")).statusCode());
    }

    @Test
    void anExpiredSessionIsRefusedAndAUsedOneRenewed() {
        AccountClient ana = signedUp(fresh());
        server.clock().advance(Accounts.SESSION_MILLIS - 60_000);
        HttpResponse<String> used = ana.get("/api/account");
        assertEquals(200, used.statusCode());
        assertTrue(ana.setCookies.get(0).contains("Max-Age=2592000"), "renewed: the cookie is sent again");
        server.clock().advance(Accounts.SESSION_MILLIS + 1);
        HttpResponse<String> expired = ana.get("/api/account");
        assertEquals(401, expired.statusCode());
        assertEquals("not_signed_in", AccountClient.code(expired));
    }

    @Test
    void aForgedCookieSignsInNobody() {
        signedUp(fresh());
        AccountClient mallory = person();
        mallory.cookies.put("inrow_session", inrow.account.Secrets.token(32));
        HttpResponse<String> r = mallory.get("/api/account");
        assertEquals(401, r.statusCode());
        assertEquals("not_signed_in", AccountClient.code(r));
        mallory.cookies.put("inrow_session", "'; DROP TABLE sessions; --");
        assertEquals(401, mallory.get("/api/account").statusCode());
        assertEquals(401, mallory.post("/api/account/recovery-codes", null).statusCode());
    }

    @Test
    void anotherSitesPageCannotSignUpSignInOrChangeAnything() {
        String name = fresh();
        AccountClient p = person();
        HttpResponse<String> r = p.send("POST", "/api/account/signup", signUpBody(name, "correct horse"),
            "Origin", "http://evil.example");
        assertEquals(403, r.statusCode());
        assertEquals("foreign_origin", AccountClient.code(r));
        assertEquals(404, person().get("/api/user/" + name).statusCode(), "nothing was made");
        // A form post, which any page can send without asking: refused before it is read.
        HttpResponse<String> form = p.send("POST", "/api/account/signin", null, "Content-Type",
            "application/x-www-form-urlencoded");
        assertEquals(415, form.statusCode());
        AccountClient ana = signedUp(name);
        HttpResponse<String> out = ana.send("POST", "/api/account/signout-all", null, "Origin", "http://evil.example");
        assertEquals(403, out.statusCode());
        assertEquals(200, ana.get("/api/account").statusCode(), "still signed in");
    }

    @Test
    void aRecoveryCodeSignsInOnceAndNewCodesEndTheOld() {
        String name = fresh();
        AccountClient p = person();
        JsonNode made = Http.json(p.post("/api/account/signup", signUpBody(name, "correct horse")));
        String code = made.get("recoveryCodes").get(0).asText();
        String body = "{\"name\":\"" + name + "\",\"recoveryCode\":\"" + code + "\"}";
        assertEquals(200, person().post("/api/account/signin", body).statusCode());
        assertEquals("wrong_credentials", AccountClient.code(person().post("/api/account/signin", body)));
        JsonNode fresh = Http.json(p.post("/api/account/recovery-codes", null));
        String old = "{\"name\":\"" + name + "\",\"recoveryCode\":\"" + made.get("recoveryCodes").get(1).asText()
            + "\"}";
        assertEquals(401, person().post("/api/account/signin", old).statusCode());
        String now = "{\"name\":\"" + name + "\",\"recoveryCode\":\"" + fresh.get("recoveryCodes").get(1).asText()
            + "\"}";
        assertEquals(200, person().post("/api/account/signin", now).statusCode());
    }

    @Test
    void signingOutEverywhereEndsEverySessionAndOneCanBeEndedFromAnother() {
        String name = fresh();
        AccountClient laptop = signedUp(name);
        AccountClient phone = person();
        phone.post("/api/account/signin", signUpBody(name, "correct horse"));
        AccountClient tablet = person();
        tablet.post("/api/account/signin", signUpBody(name, "correct horse"));
        JsonNode sessions = Http.json(laptop.get("/api/account/sessions")).get("sessions");
        assertEquals(3, sessions.size());
        String tabletId = Http.json(tablet.get("/api/account")).get("sessions").findValues("current").stream()
            .anyMatch(JsonNode::asBoolean) ? currentId(tablet) : null;
        assertEquals(204, laptop.send("DELETE", "/api/account/sessions/" + tabletId, null).statusCode());
        assertEquals(401, tablet.get("/api/account").statusCode());
        assertEquals(404, laptop.send("DELETE", "/api/account/sessions/" + tabletId, null).statusCode());
        assertEquals(200, laptop.post("/api/account/signout-all", null).statusCode());
        assertEquals(401, laptop.get("/api/account").statusCode());
        assertEquals(401, phone.get("/api/account").statusCode());
    }

    private static String currentId(AccountClient p) {
        for (JsonNode s : Http.json(p.get("/api/account")).get("sessions")) {
            if (s.get("current").asBoolean()) {
                return s.get("id").asText();
            }
        }
        throw new AssertionError("no current session");
    }

    @Test
    void changingThePasswordNeedsTheCurrentOne() {
        String name = fresh();
        AccountClient ana = signedUp(name);
        HttpResponse<String> wrong = ana.post("/api/account/password",
            "{\"current\":\"wrong horse\",\"password\":\"battery staple\"}");
        assertEquals(403, wrong.statusCode());
        assertEquals("wrong_password", AccountClient.code(wrong));
        assertEquals(204, ana.post("/api/account/password",
            "{\"current\":\"correct horse\",\"password\":\"battery staple\"}").statusCode());
        assertEquals(200, person().post("/api/account/signin", signUpBody(name, "battery staple")).statusCode());
    }

    @Test
    void aDeletedAccountIsGoneEverywhere() {
        String name = fresh();
        AccountClient ana = signedUp(name);
        AccountClient phone = person();
        phone.post("/api/account/signin", signUpBody(name, "correct horse"));
        HttpResponse<String> data = ana.get("/api/account/data");
        assertEquals(200, data.statusCode());
        assertTrue(data.headers().firstValue("Content-Disposition").orElse("").contains("attachment"));
        assertEquals(name, Http.json(data).get("name").asText());
        assertFalse(data.body().contains("argon2"), "no secret in the download, not even hashed");

        HttpResponse<String> unconfirmed = ana.send("DELETE", "/api/account", "{\"confirm\":\"someone\"}");
        assertEquals(400, unconfirmed.statusCode());
        assertEquals("confirm_name", AccountClient.code(unconfirmed));
        assertEquals(200, ana.get("/api/account").statusCode(), "nothing changed");

        assertEquals(204, ana.send("DELETE", "/api/account", "{\"confirm\":\"" + name + "\"}").statusCode());
        assertEquals(401, ana.get("/api/account").statusCode());
        assertEquals(401, phone.get("/api/account").statusCode(), "every session ended");
        assertEquals(404, person().get("/api/user/" + name).statusCode());
        assertEquals("unknown_user", AccountClient.code(person().get("/api/user/" + name + "/games")));
        assertEquals(401, person().post("/api/account/signin", signUpBody(name, "correct horse")).statusCode());
        assertEquals("name_taken", AccountClient.code(person().post("/api/account/signup",
            signUpBody(name, "correct horse"))), "the name is held for a while");
        server.clock().advance(Accounts.NAME_RELEASED_AFTER_MILLIS + 1);
        assertEquals(201, person().post("/api/account/signup", signUpBody(name, "correct horse")).statusCode());
    }

    @Test
    void aPublicProfileAndItsGames() {
        String name = fresh();
        signedUp(name);
        JsonNode profile = Http.json(person().get("/api/user/" + name));
        assertEquals(name, profile.get("name").asText());
        assertTrue(profile.get("joined").asLong() > 0);
        assertEquals(0, profile.get("games").asInt());
        JsonNode games = Http.json(person().get("/api/user/" + name + "/games"));
        assertEquals(0, games.get("games").size());
        assertTrue(games.get("next").isNull());
        assertNull(person().get("/api/user/" + name).headers().firstValue("Set-Cookie").orElse(null));
    }

    @Test
    void aPasskeyAnswerThatDoesNotCheckOutIsRefusedAndItsChallengeIsUsedUp() {
        JsonNode start = Http.json(person().post("/api/account/passkey/signin-options", null));
        assertEquals("127.0.0.1", start.get("publicKey").get("rpId").asText());
        String body = "{\"challengeId\":\"" + start.get("challengeId").asText() + "\",\"credential\":{\"id\":\"x\"}}";
        HttpResponse<String> refused = person().post("/api/account/passkey/signin", body);
        assertEquals(400, refused.statusCode());
        assertEquals("passkey_refused", AccountClient.code(refused));
        HttpResponse<String> again = person().post("/api/account/passkey/signin", body);
        assertEquals("challenge_expired", AccountClient.code(again));
    }

    @Test
    void thePagesAnswerInEveryLanguage() {
        assertEquals(200, person().get("/signup").statusCode());
        HttpResponse<String> zh = person().send("GET", "/signin?lang=zh-Hans", null);
        assertTrue(zh.body().contains("用通行密钥登录"), "the sign-in page in Chinese");
        HttpResponse<String> lobby = person().get("/");
        assertTrue(lobby.body().contains("href=\"/signin\""), "the header's Sign in link");
        AccountClient ana = signedUp(fresh());
        HttpResponse<String> page = ana.get("/account");
        assertEquals(200, page.statusCode());
        assertTrue(ana.get("/").body().contains("href=\"/account\""), "signed in: the header names the account");
        assertEquals(303, person().get("/account").statusCode());
        assertEquals(404, person().get("/@/nobody-here").statusCode());
    }
}
