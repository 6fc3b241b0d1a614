package inrow.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The embedded default: one SQLite file in the data directory. WAL lets the reader work while the writer commits;
 * synchronous=FULL makes every commit durable before it is acknowledged.
 */
public final class SqliteStore extends JdbcStore {
    public static final String FILE = "inrow.db";

    private final ScheduledExecutorService checkpoints;

    private SqliteStore(Connection writer, Connection reader) throws SQLException {
        super(writer, reader, "sqlite");
        this.checkpoints = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "sqlite-checkpoint");
            t.setDaemon(true);
            return t;
        });
        // PASSIVE never waits for the writer: it copies what it can and leaves the rest for next time.
        checkpoints.scheduleWithFixedDelay(() -> checkpoint("PASSIVE"), 1, 1, TimeUnit.SECONDS);
    }

    private void checkpoint(String mode) {
        try {
            withReader(db -> {
                try (Statement st = db.createStatement()) {
                    st.execute("PRAGMA wal_checkpoint(" + mode + ")");
                }
            });
        } catch (RuntimeException e) {
            System.getLogger(SqliteStore.class.getName()).log(System.Logger.Level.WARNING, "checkpoint failed", e);
        }
    }

    @Override
    public void close() {
        checkpoints.shutdownNow();
        super.close();
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
                // Checkpoints run in the background (below), not inside whichever commit fills the WAL.
                st.execute("PRAGMA wal_autocheckpoint=0");
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
