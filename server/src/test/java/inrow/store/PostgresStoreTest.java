package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.Server;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The store contract on a real PostgreSQL started for the test (.ci/run installs it), and a server restarted on the
 * same database. Skipped, saying why, where PostgreSQL is not installed.
 */
class PostgresStoreTest extends StoreContract {
    private static LocalPostgres pg;

    @BeforeAll
    static void startPostgres() throws Exception {
        assumeTrue(LocalPostgres.binaries() != null, "PostgreSQL is not installed (apt-get install postgresql)");
        pg = LocalPostgres.start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        if (pg != null) {
            pg.close();
        }
    }

    /** Each test starts from an empty schema. */
    @BeforeEach
    void emptyDatabase() throws Exception {
        String jdbc = "jdbc:" + pg.url().replace("inrow@", "");
        try (var db = DriverManager.getConnection(jdbc, "inrow", ""); Statement st = db.createStatement()) {
            st.execute("DROP SCHEMA public CASCADE");
            st.execute("CREATE SCHEMA public");
        }
    }

    @Override
    JdbcStore open() {
        return PostgresStore.open(pg.url());
    }

    @Override
    JdbcStore reopen() {
        return PostgresStore.open(pg.url());
    }

    @Test
    void aServerOnPostgresBringsBackItsGamesAfterARestart() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        ObjectMapper json = new ObjectMapper();
        String code;
        try (Server first = Server.start(Server.Options.forTest().withDatabase(pg.url()))) {
            HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + first.port() + "/api/games")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                    "{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:greedy\"}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(201, created.statusCode(), created.body());
            code = json.readTree(created.body()).get("code").asText();
        }
        try (Server second = Server.start(Server.Options.forTest().withDatabase(pg.url()))) {
            assertEquals(1, second.restored());
            HttpResponse<String> game = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                + second.port() + "/api/games/" + code)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode g = json.readTree(game.body());
            assertEquals("playing", g.path("status").asText(), game.body());
            assertEquals("Ana", g.path("players").path("X").path("name").asText());
            assertEquals("greedy", g.path("players").path("O").path("level").asText());
        }
    }
}
