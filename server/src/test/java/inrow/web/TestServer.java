package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** One real server on a free port plus an HTTP client for it; a test class starts one in @BeforeAll. */
final class TestServer implements AutoCloseable {
    final Server server;
    final int port;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private TestServer(Server server) {
        this.server = server;
        this.port = server.port();
    }

    static TestServer start() {
        return start(Server.Options.forTest());
    }

    static TestServer start(Server.Options options) {
        return new TestServer(Server.start(options));
    }

    URI url(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    HttpResponse<String> get(String path, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url(path)).timeout(Duration.ofSeconds(5)).GET();
        if (headers.length > 0) {
            b.headers(headers);
        }
        return send(b.build());
    }

    HttpResponse<String> post(String path, String body) {
        return send(HttpRequest.newBuilder(url(path)).timeout(Duration.ofSeconds(5))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(request.method() + " " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    static JsonNode json(HttpResponse<String> response) {
        try {
            return WsClient.JSON.readTree(response.body());
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON (" + response.statusCode() + "): " + response.body(), e);
        }
    }

    /** POST /api/games, which must answer 201; returns {code,url,seat,token}. */
    JsonNode create(String body) {
        HttpResponse<String> r = post("/api/games", body);
        assertEquals(201, r.statusCode(), "create " + body + " -> " + r.body());
        return json(r);
    }

    /** GET /api/games/{code}, which must answer 200. */
    JsonNode game(String code) {
        HttpResponse<String> r = get("/api/games/" + code);
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    WsClient socket(String code, String label) {
        return WsClient.open(port, code, label);
    }

    @Override
    public void close() {
        server.close();
    }
}
