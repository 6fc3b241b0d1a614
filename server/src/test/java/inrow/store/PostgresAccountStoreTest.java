package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import inrow.account.AccountStore;
import inrow.account.AccountStore.Session;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The account store contract on a real PostgreSQL, and two nodes' stores on one database seeing each other's sessions. */
class PostgresAccountStoreTest extends AccountStoreContract {
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
    AccountStore accountsOf(JdbcStore store) {
        return ((PostgresStore) store).accounts();
    }

    @Test
    void aSessionStartedOnOneNodeIsKnownAndEndedOnAnother() {
        PostgresStore other = PostgresStore.open(pg.url());
        try {
            AccountStore nodeB = other.accounts();
            store.createAccount(account("a1", "Ana"), "ana", List.of(), null, 0);
            store.addSession(new Session("s1", "a1", 1, 1, 100, null), "hash1");
            assertEquals("a1", nodeB.sessionByToken("hash1").orElseThrow().accountId());
            nodeB.endAllSessions("a1");
            assertTrue(store.sessionByToken("hash1").isEmpty(), "signed out everywhere, at once, on every node");
        } finally {
            other.close();
        }
    }
}
