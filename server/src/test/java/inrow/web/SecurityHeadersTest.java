package inrow.web;

import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import inrow.testing.WsClient;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of answer carries the security headers, pages and API answers are kept by no shared cache while static
 * files keep theirs, the pages hold nothing the policy would refuse, and HEAD answers as GET does without a body.
 */
@Timeout(60)
class SecurityHeadersTest {
    @RegisterExtension
    static final TestServerExtension srv = TestServerExtension.defaults();
    private static String live;
    private static String finished;

    @BeforeAll
    static void start() {
        live = srv.create("{}").get("code").asText();
        // A finished game for the records: a resignation ends one at once.
        var created = srv.create("{\"name\":\"Ana\"}");
        finished = created.get("code").asText();
        try (WsClient x = srv.socket(finished, "x"); WsClient o = srv.socket(finished, "o")) {
            x.join(created.get("token").asText(), null, null);
            o.join(null, "Bo", null);
            x.send(WsClient.msg("resign"));
            x.await("game over", m -> "over".equals(m.path("game").path("status").asText()));
        }
    }

    /** What was asked, and what must answer: status and the start of the Content-Type. */
    record Ask(String what, String method, String path, String body, int status, String type, boolean isStatic) {
        @Override
        public String toString() {
            return what;
        }
    }

    static Stream<Ask> everyKind() {
        return Stream.of(
            new Ask("lobby", "GET", "/", null, 200, "text/html", false),
            new Ask("game page", "GET", "/g/" + live, null, 200, "text/html", false),
            new Ask("finished game page", "GET", "/g/" + finished, null, 200, "text/html", false),
            new Ask("404 page", "GET", "/g/NOSUCHGAME", null, 404, "text/html", false),
            new Ask("unknown path", "GET", "/no/such/page", null, 404, "text/html", false),
            new Ask("offline page", "GET", "/offline", null, 200, "text/html", false),
            new Ask("service worker", "GET", "/sw.js", null, 200, "text/javascript", false),
            new Ask("app manifest", "GET", "/manifest.webmanifest", null, 200, "application/manifest+json", false),
            new Ask("API game", "GET", "/api/games/" + live, null, 200, "application/json", false),
            new Ask("API list", "GET", "/api/games", null, 200, "application/json", false),
            new Ask("API created", "POST", "/api/games", "{}", 201, "application/json", false),
            new Ask("API error 404", "GET", "/api/games/NOSUCHGAME", null, 404, "application/json", false),
            new Ask("API error 400", "POST", "/api/games", "{\"colour\":1}", 400, "application/json", false),
            new Ask("API unknown endpoint", "GET", "/api/nothing-here", null, 404, "application/json", false),
            new Ask("words fetched later", "GET", "/api/texts/review", null, 200, "application/json", false),
            new Ask("unknown words", "GET", "/api/texts/nothing", null, 404, "application/json", false),
            new Ask("API body too large", "POST", "/api/games", "{\"name\":\"" + "a".repeat(20_000) + "\"}", 413,
                "application/json", false),
            // Answered by Jetty itself, before any route: it cannot read the request.
            new Ask("path not UTF-8", "GET", "/static/%c0%ae%c0%ae/x", null, 400, "application/json", false),
            new Ask("URI too long", "GET", "/" + "a".repeat(20_000), null, 414, "application/json", false),
            new Ask("record", "GET", "/api/games/" + finished + "/record", null, 200, "text/plain", false),
            new Ask("record.psq", "GET", "/api/games/" + finished + "/record.psq", null, 200, "text/plain", false),
            new Ask("health", "GET", "/healthz", null, 200, "text/plain", false),
            new Ask("script", "GET", "/static/js/game.js", null, 200, "text/javascript", true),
            new Ask("style sheet", "GET", "/static/css/inrow.css", null, 200, "text/css", true),
            new Ask("icon", "GET", "/static/favicon.svg", null, 200, "image/svg+xml", true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyKind")
    void everyAnswerCarriesTheSecurityHeaders(Ask ask) {
        HttpResponse<String> r = send(ask.method(), ask.path(), ask.body());
        assertEquals(ask.status(), r.statusCode(), ask + ": " + r.body());
        assertTrue(header(r, "Content-Type").startsWith(ask.type()), ask + ": " + r.headers().map());

        Map<String, List<String>> csp = policy(header(r, "Content-Security-Policy"));
        assertEquals(List.of("'none'"), csp.get("default-src"), ask + ": " + csp);
        assertEquals(List.of("'self'"), csp.get("script-src"), "scripts: only the app's own files; " + csp);
        assertEquals(List.of("'self'"), csp.get("style-src"), "styles: only the app's own files; " + csp);
        assertEquals(List.of("'self'"), csp.get("connect-src"), csp.toString());
        assertEquals(List.of("'none'"), csp.get("frame-ancestors"), csp.toString());
        assertEquals(List.of("'none'"), csp.get("base-uri"), csp.toString());
        assertEquals("DENY", header(r, "X-Frame-Options"), ask.toString());
        assertEquals("nosniff", header(r, "X-Content-Type-Options"), ask.toString());
        assertEquals("same-origin", header(r, "Referrer-Policy"), ask.toString());
        String permissions = header(r, "Permissions-Policy");
        for (String denied : List.of("camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()")) {
            assertTrue(permissions.contains(denied), ask + " grants more than it uses: " + permissions);
        }
        assertEquals(1, r.headers().allValues("Cache-Control").size(), r.headers().map().toString());
        String cache = header(r, "Cache-Control");
        if (ask.isStatic()) {
            assertEquals("public, max-age=300", cache, ask + " lost its caching");
        } else {
            assertEquals("no-store", cache, ask + " may be kept by a shared cache");
        }
    }

    @Test
    void thePagesHoldNothingThePolicyRefuses() {
        for (String path : List.of("/", "/g/" + live, "/g/" + finished, "/g/NOSUCHGAME")) {
            String html = send("GET", path, null).body();
            Matcher script = Pattern.compile("<script\\b[^>]*>").matcher(html);
            while (script.find()) {
                String tag = script.group();
                assertTrue(tag.contains(" src=\"/static/") || tag.contains("type=\"application/json\""),
                    path + ": an inline script the policy would refuse: " + tag);
            }
            assertFalse(html.contains("<style"), path + ": a <style> block the policy would refuse");
            Matcher attribute = Pattern.compile("<[^>]*\\s(style|on[a-z]+)\\s*=[^>]*>").matcher(html);
            assertFalse(attribute.find(), () -> path + ": an inline attribute the policy would refuse: "
                + attribute.group());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyKind")
    void headAnswersLikeGetWithoutABody(Ask ask) {
        if (!ask.method().equals("GET")) {
            return;
        }
        HttpResponse<String> get = send("GET", ask.path(), null);
        HttpResponse<String> head = send("HEAD", ask.path(), null);
        assertEquals(get.statusCode(), head.statusCode(), ask.toString());
        assertEquals("", head.body(), ask.toString());
        for (String name : List.of("Content-Type", "Content-Security-Policy", "X-Frame-Options",
            "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "Cache-Control")) {
            assertEquals(get.headers().allValues(name), head.headers().allValues(name), ask + ": " + name);
        }
    }

    private static Map<String, List<String>> policy(String header) {
        return Arrays.stream(header.split(";")).map(String::trim).filter(s -> !s.isEmpty())
            .map(d -> d.split("\\s+"))
            .collect(Collectors.toMap(d -> d[0], d -> List.of(d).subList(1, d.length)));
    }

    private static String header(HttpResponse<?> r, String name) {
        return r.headers().firstValue(name).orElse("(missing " + name + ")");
    }

    private static HttpResponse<String> send(String method, String path, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(java.net.URI.create(srv.url(path))).timeout(Duration.ofSeconds(5));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        try {
            return java.net.http.HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(method + " " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
