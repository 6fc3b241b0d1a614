package inrow.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * The schema, brought up to date at start by Flyway from the versioned files in {@code db/migrations}
 * ({@code V1__games.sql}, ...). A file is never edited once shipped: a change is a new file. On PostgreSQL Flyway
 * takes an advisory lock, so several nodes starting at once migrate once.
 *
 * <p>Databases made before Flyway recorded their version in {@code schema_migrations} (files 1 and 2 of the same
 * numbering). When such a database has no Flyway history yet, Flyway is told to take it as being at that version
 * and applies only what came after: no data moves, nothing is applied twice.
 */
final class Migrations {
    private Migrations() {
    }

    /** Applies what is missing; returns the schema version reached. */
    static String apply(DataSource db) throws SQLException {
        FluentConfiguration config = Flyway.configure()
            .dataSource(db)
            .locations("classpath:db/migrations")
            .failOnMissingLocations(true);
        int legacy = legacyVersion(db);
        if (legacy > 0) {
            config.baselineOnMigrate(true).baselineVersion(Integer.toString(legacy))
                .baselineDescription("schema_migrations up to " + legacy);
        }
        try {
            Flyway flyway = config.load();
            flyway.migrate();
            return flyway.info().current().getVersion().getVersion();
        } catch (FlywayException e) {
            throw new SQLException("cannot bring the schema up to date: " + e.getMessage(), e);
        }
    }

    /** The version the hand-written migrations of earlier releases recorded, or 0 (a new or a Flyway database). */
    private static int legacyVersion(DataSource db) throws SQLException {
        try (Connection c = db.getConnection()) {
            if (!hasTable(c, "schema_migrations")) {
                return 0;
            }
            try (Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    private static boolean hasTable(Connection c, String name) throws SQLException {
        try (ResultSet rs = c.getMetaData().getTables(null, null, name, new String[] {"TABLE"})) {
            return rs.next();
        }
    }
}
