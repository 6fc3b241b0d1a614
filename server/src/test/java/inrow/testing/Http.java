package inrow.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** The HTTP half of the protocol, against a server on 127.0.0.1; failures fail the test. */
public final class Http {
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

    private Http() {
    }

    public static URI url(int port, String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    /** GET, with optional headers as name, value, name, value... */
    public static HttpResponse<String> get(int port, String path, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url(port, path)).timeout(TIMEOUT).GET();
        if (headers.length > 0) {
            b.headers(headers);
        }
        return send(b.build());
    }

    public static HttpResponse<String> post(int port, String path, String body) {
        return send(HttpRequest.newBuilder(url(port, path))
            .timeout(TIMEOUT).header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** POST /api/games, which must answer 201: {code, url, seat, token}. */
    public static JsonNode create(int port, String body) {
        HttpResponse<String> r = post(port, "/api/games", body);
        if (r.statusCode() != 201) {
            throw new AssertionError("create " + body + " -> " + r.statusCode() + " " + r.body());
        }
        return json(r);
    }

    /** GET /api/games/{code}, which must answer 200. */
    public static JsonNode game(int port, String code) {
        HttpResponse<String> r = get(port, "/api/games/" + code);
        if (r.statusCode() != 200) {
            throw new AssertionError("GET /api/games/" + code + " -> " + r.statusCode() + " " + r.body());
        }
        return json(r);
    }

    public static JsonNode json(HttpResponse<String> r) {
        try {
            return WsClient.JSON.readTree(r.body());
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON (" + r.statusCode() + "): " + r.body(), e);
        }
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            try {
                return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                // The one client keeps connections between tests, and test servers come and go on reused ports: a
                // pooled connection a stopped server closed gets no answer at all ("header parser received no
                // bytes"). The JDK retries a GET on a fresh connection itself, not a POST; nothing reached a server
                // then, so one retry is safe.
                if (e.getMessage() == null || !e.getMessage().contains("received no bytes")) {
                    throw e;
                }
                return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            }
        } catch (IOException e) {
            throw new AssertionError(request.method() + " " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
