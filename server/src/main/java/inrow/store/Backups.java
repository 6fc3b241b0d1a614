package inrow.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Copies of the embedded database. {@link #backup} runs beside a serving server: it reads through SQLite's online
 * backup API on a connection of its own, which copies one consistent state of the database (every committed move
 * and account up to that moment, the WAL's included), not the file as it lies on disk mid-write. {@link #restore}
 * puts a copy back, only into a data directory no server is using (it takes the directory's lock, as a server
 * does), and writes it through SQLite, so a journal left beside the old file cannot be replayed over it.
 */
public final class Backups {
    private Backups() {
    }

    /** Writes a consistent copy of {@code dataDir}'s database to {@code target}, which must not exist yet. */
    public static void backup(Path dataDir, Path target) {
        Path source = dataDir.resolve(SqliteStore.FILE);
        if (!Files.isRegularFile(source)) {
            throw new StoreException("no database at " + source, null);
        }
        if (Files.exists(target)) {
            throw new StoreException(target + " already exists: choose a new file", null);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + source.toAbsolutePath());
             Statement st = c.createStatement()) {
            st.execute("PRAGMA busy_timeout=10000");
            st.executeUpdate("backup to " + quoted(target));
        } catch (SQLException e) {
            throw new StoreException("cannot back up " + source + ": " + e.getMessage(), e);
        }
        check(target);
    }

    /** Replaces {@code dataDir}'s database by the copy {@code from}; refused while a server uses the directory. */
    public static void restore(Path from, Path dataDir) {
        check(from);
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new StoreException("cannot create the data directory " + dataDir + ": " + e.getMessage(), e);
        }
        try (FileChannel lockFile = FileChannel.open(dataDir.resolve(SqliteStore.LOCK), StandardOpenOption.CREATE,
            StandardOpenOption.WRITE)) {
            FileLock lock;
            try {
                lock = lockFile.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                throw new StoreException("a server is using " + dataDir + ": stop it before restoring", null);
            }
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:"
                + dataDir.resolve(SqliteStore.FILE).toAbsolutePath()); Statement st = c.createStatement()) {
                st.execute("PRAGMA busy_timeout=10000");
                st.executeUpdate("restore from " + quoted(from));
            } finally {
                lock.release();
            }
        } catch (IOException e) {
            throw new StoreException("cannot lock " + dataDir + ": " + e.getMessage(), e);
        } catch (SQLException e) {
            throw new StoreException("cannot restore into " + dataDir + ": " + e.getMessage(), e);
        }
    }

    /** Fails unless {@code file} is a sound InRow database (SQLite's integrity check, and a games table). */
    private static void check(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new StoreException("no such file " + file, null);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:file:" + file.toAbsolutePath() + "?mode=ro");
             Statement st = c.createStatement();
             ResultSet ok = st.executeQuery("PRAGMA integrity_check")) {
            if (!ok.next() || !"ok".equals(ok.getString(1))) {
                throw new StoreException(file + " is damaged", null);
            }
            try (ResultSet games = st.executeQuery("SELECT COUNT(*) FROM games")) {
                games.next();
            }
        } catch (SQLException e) {
            throw new StoreException(file + " is not an InRow database: " + e.getMessage(), e);
        }
    }

    /** A file name as an SQL string literal (sqlite-jdbc's backup and restore statements take one). */
    private static String quoted(Path p) {
        return "'" + p.toAbsolutePath().toString().replace("'", "''") + "'";
    }
}
