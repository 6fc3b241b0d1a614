package inrow.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Small numbered SQL files under db/migrations, listed in order in index.txt, applied once each at start inside one
 * transaction and recorded in schema_migrations. A file is never edited once shipped: a change is a new file.
 */
final class Migrations {
    private static final String DIR = "/db/migrations/";

    /** Any fixed number: the advisory lock every InRow node takes while it migrates a PostgreSQL database. */
    private static final long LOCK = 7_070_001L;

    private Migrations() {
    }

    /**
     * Applies what is missing, all in one transaction; returns the schema version reached. On PostgreSQL several
     * nodes may start at once: an advisory lock makes the others wait, then find nothing left to do.
     */
    static int apply(Connection db) throws SQLException {
        boolean auto = db.getAutoCommit();
        db.setAutoCommit(false);
        List<String> files = list();
        String name = null;
        try (Statement st = db.createStatement()) {
            if ("PostgreSQL".equals(db.getMetaData().getDatabaseProductName())) {
                st.execute("SELECT pg_advisory_xact_lock(" + LOCK + ")");
            }
            st.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, "
                + "name TEXT NOT NULL, applied_at BIGINT NOT NULL)");
            int current = 0;
            try (ResultSet rs = st.executeQuery("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")) {
                if (rs.next()) {
                    current = rs.getInt(1);
                }
            }
            for (int i = current; i < files.size(); i++) {
                name = files.get(i);
                for (String sql : statements(read(name))) {
                    st.execute(sql);
                }
                try (PreparedStatement done = db.prepareStatement(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)")) {
                    done.setInt(1, i + 1);
                    done.setString(2, name);
                    done.setLong(3, System.currentTimeMillis());
                    done.executeUpdate();
                }
            }
            db.commit();
        } catch (SQLException e) {
            db.rollback();
            throw new SQLException(name == null ? "cannot read the schema version: " + e.getMessage()
                : "migration " + name + " failed: " + e.getMessage(), e);
        } finally {
            db.setAutoCommit(auto);
        }
        return files.size();
    }

    private static List<String> list() {
        List<String> names = new ArrayList<>();
        for (String line : read("index.txt").split("\n")) {
            if (!line.isBlank()) {
                names.add(line.trim());
            }
        }
        return names;
    }

    private static String read(String name) {
        try (InputStream in = Migrations.class.getResourceAsStream(DIR + name)) {
            if (in == null) {
                throw new IllegalStateException("missing migration resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read migration " + name, e);
        }
    }

    /** Splits a file on semicolons at line ends, dropping comment lines. */
    private static List<String> statements(String sql) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : sql.split("\n")) {
            String t = line.strip();
            if (t.startsWith("--") || t.isEmpty()) {
                continue;
            }
            current.append(line).append('\n');
            if (t.endsWith(";")) {
                out.add(current.toString().strip().replaceAll(";$", ""));
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString().strip());
        }
        return out;
    }
}
