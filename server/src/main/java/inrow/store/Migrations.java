package inrow.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
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
 *
 * <p>A change only one of the databases can make (SQLite's {@code WITHOUT ROWID}) is a file in {@code db/DIALECT}
 * ({@code db/sqlite}), numbered among the shared files: the number is then taken for every database, and the others
 * skip it.
 */
final class Migrations {
    private Migrations() {
    }

    /** Applies what is missing, the shared files and {@code dialect}'s own; returns the schema version reached. */
    static String apply(DataSource db, String dialect) throws SQLException {
        List<String> locations = new ArrayList<>(List.of("classpath:db/migrations"));
        if (Migrations.class.getClassLoader().getResource("db/" + dialect) != null) {
            locations.add("classpath:db/" + dialect);
        }
        FluentConfiguration config = Flyway.configure()
            .dataSource(db)
            .locations(locations.toArray(String[]::new))
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
