package inrow.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The embedded default: one SQLite file in the data directory. WAL lets the reader work while the writer commits;
 * synchronous=FULL makes every commit durable before it is acknowledged.
 */
public final class SqliteStore extends JdbcStore {
    public static final String FILE = "inrow.db";

    private SqliteStore(Connection writer, Connection reader) throws SQLException {
        super(writer, reader, "sqlite");
    }

    /** Opens (creating if needed) the database in {@code dir}; fails with a one-line reason if it cannot. */
    public static SqliteStore open(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new StoreException("cannot create the data directory " + dir + ": " + e.getMessage(), e);
        }
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new StoreException("the data directory " + dir + " is not a writable directory", null);
        }
        String url = "jdbc:sqlite:" + dir.resolve(FILE).toAbsolutePath();
        Connection writer = null;
        try {
            writer = DriverManager.getConnection(url);
            try (Statement st = writer.createStatement()) {
                st.execute("PRAGMA journal_mode=WAL");
                st.execute("PRAGMA synchronous=FULL");
                st.execute("PRAGMA busy_timeout=5000");
                st.execute("PRAGMA foreign_keys=ON");
            }
            Connection reader = DriverManager.getConnection(url);
            try (Statement st = reader.createStatement()) {
                st.execute("PRAGMA busy_timeout=5000");
            }
            return new SqliteStore(writer, reader);
        } catch (SQLException e) {
            if (writer != null) {
                try {
                    writer.close();
                } catch (SQLException ignored) {
                    // already failing
                }
            }
            throw new StoreException("cannot open the database " + dir.resolve(FILE) + ": " + e.getMessage(), e);
        }
    }
}
