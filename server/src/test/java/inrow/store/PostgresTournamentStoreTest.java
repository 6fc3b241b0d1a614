package inrow.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The tournament store contract on a real PostgreSQL. */
class PostgresTournamentStoreTest extends TournamentStoreContract {
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

    @Override
    JdbcStore open() {
        String jdbc = "jdbc:" + pg.url().replace("inrow@", "");
        try (var db = DriverManager.getConnection(jdbc, "inrow", ""); Statement st = db.createStatement()) {
            st.execute("DROP SCHEMA public CASCADE");
            st.execute("CREATE SCHEMA public");
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
        return PostgresStore.open(pg.url());
    }

    @Override
    JdbcTournamentStore tournamentsOf(JdbcStore store) {
        return ((PostgresStore) store).tournaments();
    }
}
