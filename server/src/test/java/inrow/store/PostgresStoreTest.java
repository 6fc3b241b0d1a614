package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Server;
import inrow.testing.Http;
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
        pg = LocalPostgres.database();
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
        String code;
        try (Server first = Server.start(Server.Options.forTest().withDatabase(pg.url()))) {
            HttpResponse<String> created = Http.post(first.port(), "/api/games",
                "{\"name\":\"Ana\",\"rules\":{\"preset\":\"gomoku\"},\"seats\":{\"X\":\"creator\",\"O\":\"bot:greedy\"}}");
            assertEquals(201, created.statusCode(), created.body());
            code = Http.json(created).get("code").asText();
        }
        try (Server second = Server.start(Server.Options.forTest().withDatabase(pg.url()))) {
            assertEquals(1, second.restored());
            HttpResponse<String> game = Http.get(second.port(), "/api/games/" + code);
            JsonNode g = Http.json(game);
            assertEquals("playing", g.path("status").asText(), game.body());
            assertEquals("Ana", g.path("players").path("X").path("name").asText());
            assertEquals("greedy", g.path("players").path("O").path("level").asText());
        }
    }
}
