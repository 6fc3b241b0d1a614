package inrow.web;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One person's HTTP client for the account API: keeps the cookies the server sets, as a browser would. */
public final class AccountClient {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final int port;
    final Map<String, String> cookies = new LinkedHashMap<>();
    /** The Set-Cookie lines of the last answer. */
    List<String> setCookies = List.of();

    public AccountClient(int port) {
        this.port = port;
    }

    public HttpResponse<String> get(String path) {
        return send("GET", path, null);
    }

    public HttpResponse<String> post(String path, String json) {
        return send("POST", path, json);
    }

    public HttpResponse<String> send(String method, String path, String json, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(20))
            .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        if (!cookies.isEmpty()) {
            b.header("Cookie", String.join("; ", cookies.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .toList()));
        }
        if (headers.length > 0) {
            b.headers(headers);
        }
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            setCookies = r.headers().allValues("Set-Cookie");
            for (String line : setCookies) {
                String pair = line.split(";", 2)[0];
                String name = pair.substring(0, pair.indexOf('='));
                String value = pair.substring(pair.indexOf('=') + 1);
                if (value.isEmpty() || line.toLowerCase(java.util.Locale.ROOT).contains("max-age=0")) {
                    cookies.remove(name);
                } else {
                    cookies.put(name, value);
                }
            }
            return r;
        } catch (IOException e) {
            throw new AssertionError(method + " " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The error code of a refusal's body. */
    static String code(HttpResponse<String> r) {
        JsonNode n = Http.json(r).path("error").path("code");
        return n.isMissingNode() ? null : n.asText();
    }
}
