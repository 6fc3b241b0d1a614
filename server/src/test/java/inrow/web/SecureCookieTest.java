package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.testing.Http;
import inrow.testing.TestServerExtension;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Behind https (--public-url https://...): the session cookie is Secure and __Host- prefixed; passkeys bind to it. */
@Timeout(60)
class SecureCookieTest {
    @RegisterExtension
    static final TestServerExtension server = TestServerExtension.with(o -> o.withPublicUrl("https://inrow.example"));

    @Test
    void theCookieIsSecureAndHostOnly() {
        AccountClient ana = new AccountClient(server.port());
        HttpResponse<String> r = ana.post("/api/account/signup", "{\"name\":\"ana\",\"password\":\"correct horse\"}");
        assertEquals(201, r.statusCode(), r.body());
        String cookie = ana.setCookies.get(0);
        assertTrue(cookie.startsWith("__Host-inrow_session="), cookie);
        assertTrue(cookie.contains("Secure"), cookie);
        assertTrue(cookie.contains("Path=/"), cookie);
        assertTrue(!cookie.contains("Domain"), cookie);
        assertEquals(200, ana.get("/api/account").statusCode());
        AccountClient plain = new AccountClient(server.port());
        plain.cookies.put("inrow_session", ana.cookies.get("__Host-inrow_session"));
        assertEquals(401, plain.get("/api/account").statusCode(), "only the prefixed name counts");
    }

    @Test
    void passkeysAreBoundToThePublicHost() {
        JsonNode start = Http.json(new AccountClient(server.port()).post("/api/account/passkey/signin-options", null));
        assertEquals("inrow.example", start.get("publicKey").get("rpId").asText());
    }
}
