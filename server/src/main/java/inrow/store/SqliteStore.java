package inrow.store;

import inrow.review.ReviewStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.sqlite.SQLiteDataSource;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * The embedded default: one SQLite file in the data directory. WAL lets the reader work while the writer commits;
 * synchronous=FULL makes every commit durable before it is acknowledged. One server at a time: the directory is
 * locked for the life of the process. The directory and its files are readable by their owner only (they hold seat
 * tokens), and the WAL is brought back to size once checkpointed, not only at a clean shutdown.
 */
public final class SqliteStore extends JdbcStore {
    public static final String FILE = "inrow.db";
    /** Held (locked) by the server using the directory; a second server on it refuses to start. */
    public static final String LOCK = "inrow.lock";
    /**
     * When the writer checkpoints, and the size the WAL is cut back to (SQLite's journal_size_limit) once
     * checkpointed; above it, it is truncated. {@code everyNanos}: how often, while games are written;
     * {@code latestNanos}: under a writer that never stops, how long a checkpoint waits at most for a gap between
     * commits.
     */
    record Checkpoints(long walLimit, long everyNanos, long latestNanos) {
        /**
         * Once a second. A checkpoint holds the writer for a few milliseconds whatever it copies (it syncs the WAL and
         * the database). Four a second (every 250 ms) held it for 2.7 ms each, 0.63 s a minute at 1,000 moves a
         * second: 1 % of the time, so about one move in a hundred arrived during one. Once a second, 3.4 ms each and
         * 0.20 s a minute (docs/performance.md, "Choices measured side by side"). The WAL then grows to at most
         * about 13.6 MB between two checkpoints at 1,000 moves a second; the limit leaves room for a writer that is
         * never idle (a checkpoint at most every 1.5 s) at twice that. An idle server keeps at most the limit on disk.
         */
        static final Checkpoints DEFAULT = new Checkpoints(64L * 1024 * 1024, TimeUnit.SECONDS.toNanos(1),
            TimeUnit.MILLISECONDS.toNanos(1500));

        Checkpoints withWalLimit(long bytes) {
            return new Checkpoints(bytes, everyNanos, latestNanos);
        }
    }

    /** When checkpoints are due, as System.nanoTime (a test's own moves on instead of waiting). */
    private final java.util.function.LongSupplier nanos;
    /** Touched only by the writer thread. */
    private long lastCheckpoint;
    private boolean written;
    private volatile int truncations;
    private final FileChannel lockFile;
    private final FileLock lock;
    private final Path wal;
    private final Checkpoints cadence;
    private final String url;
    private JdbcAccountStore accounts;

    /** SQLite keeps one writer and one reader open for the life of the store. */
    private static final class Kept implements Link {
        private final Connection writer;
        private final Connection reader;
        private final SQLiteDataSource migrations;

        Kept(Connection writer, Connection reader, String url) {
            this.writer = writer;
            this.reader = reader;
            this.migrations = new SQLiteDataSource();
            migrations.setUrl(url);
        }

        @Override
        public Connection take(boolean write) {
            return write ? writer : reader;
        }

        @Override
        public void giveBack(Connection c) {
        }

        @Override
        public boolean sharedReader() {
            return true;
        }

        @Override
        public DataSource dataSource() {
            return migrations;
        }

        @Override
        public void close() {
            try {
                writer.close();
                reader.close();
            } catch (SQLException e) {
                System.getLogger(SqliteStore.class.getName()).log(System.Logger.Level.WARNING, "closing", e);
            }
        }
    }

    private SqliteStore(Kept link, FileChannel lockFile, FileLock lock, Path dir, Checkpoints cadence,
                        java.util.function.LongSupplier nanos) throws SQLException {
        super(link, "sqlite");
        this.nanos = nanos;
        this.lastCheckpoint = nanos.getAsLong();
        this.lockFile = lockFile;
        this.lock = lock;
        this.wal = dir.resolve(FILE + "-wal");
        this.cadence = cadence;
        this.url = "jdbc:sqlite:" + dir.resolve(FILE).toAbsolutePath();
    }

    /**
     * The accounts in this database, on a connection of their own (the games' writer batches moves; an account's
     * change is answered at once). SQLite lets one connection write at a time: the busy timeout waits out the
     * games' writer, whose transactions are short.
     */
    public synchronized inrow.account.AccountStore accounts() {
        if (accounts == null) {
            try {
                accountsConnection = DriverManager.getConnection(url);
                try (Statement st = accountsConnection.createStatement()) {
                    st.execute("PRAGMA synchronous=FULL");
                    st.execute("PRAGMA busy_timeout=5000");
                    st.execute("PRAGMA foreign_keys=ON");
                }
                for (int i = 0; i < ACCOUNT_READERS; i++) {
                    Connection r = DriverManager.getConnection(url);
                    accountReaders.add(r);
                    try (Statement st = r.createStatement()) {
                        st.execute("PRAGMA busy_timeout=5000");
                        // A write sent to a reader by mistake fails loudly instead of skipping the writer's turn.
                        st.execute("PRAGMA query_only=1");
                    }
                }
            } catch (SQLException e) {
                throw new StoreException("cannot open the accounts in " + url + ": " + e.getMessage(), e);
            }
            kept = JdbcAccountStore.kept(accountsConnection, accountReaders);
            accounts = new JdbcAccountStore(kept);
        }
        return accounts;
    }

    /** The computer's reviews, on the accounts' connection: both are few, short writes answered at once. */
    public synchronized ReviewStore reviews() {
        accounts();
        return new JdbcReviewStore(kept);
    }

    /** Arenas and Swiss tournaments, on the accounts' connection too: few short writes, answered at once. */
    public synchronized JdbcTournamentStore tournaments() {
        accounts();
        return new JdbcTournamentStore(kept);
    }

    private JdbcAccountStore.Connections kept;

    private Connection accountsConnection;

    /**
     * Readers beside the accounts' connection, for the reads of accounts, sessions and tournaments. Each request
     * reads its session; the reads are short, but on a busy machine a thread holding a reader is often descheduled
     * mid-read, so more readers than cores keep the others from queueing behind it (with 4, the 1,000-player arena's
     * session reads waited 73 ms on average for a reader).
     */
    private static final int ACCOUNT_READERS = 12;

    private final List<Connection> accountReaders = new java.util.ArrayList<>();

    /**
     * Checkpoints run on the writer thread, between two commits, never beside one. A checkpoint that runs while
     * the writer keeps appending (as a timer thread's did) never catches up with the WAL's end, so SQLite never
     * starts the WAL over: under 1,000 moves a second it grew by 20 MB a second, and the TRUNCATE that then had to
     * cut it back held the writer for 7 to 26 ms every second, which was the commit's tail. Checkpointed here, every
     * frame is copied, the next commit starts the WAL over from its beginning, and journal_size_limit keeps the file
     * at its limit. The wait this costs a commit is one PASSIVE checkpoint (3.4 ms on average once a second at
     * 1,000 moves a second), done when no write is waiting unless one has been waiting longer than
     * {@link Checkpoints#latestNanos}.
     */
    @Override
    protected boolean betweenBatches(boolean idle) {
        long now = nanos.getAsLong();
        if (!written) {
            return false;
        }
        long since = now - lastCheckpoint;
        if (since < cadence.everyNanos() || !idle && since < cadence.latestNanos()) {
            return false;
        }
        // Commits must not wait behind a read (a lobby's list): while one holds the read connection the checkpoint
        // waits for the next gap, unless it is already a second late.
        boolean late = since >= cadence.latestNanos();
        if (!checkpoint("PASSIVE", late)) {
            return false;
        }
        if (walBytes() > cadence.walLimit()) {
            // Grown past the limit in one burst, or a reader kept frames from being copied: give the disk back now
            // (the next commit would only cut it to the limit, and an idle server makes no next commit).
            checkpoint("TRUNCATE", true);
            truncations++;
        }
        lastCheckpoint = nanos.getAsLong();
        written = false;
        return true;
    }

    @Override
    protected void committed() {
        written = true;
    }

    /** False when it did not run because a read held the connection and {@code wait} was false. */
    private boolean checkpoint(String mode, boolean wait) {
        ReaderWork work = db -> {
            try (Statement st = db.createStatement()) {
                st.execute("PRAGMA wal_checkpoint(" + mode + ")");
            }
        };
        try {
            if (wait) {
                withReader(work);
                return true;
            }
            return withIdleReader(work);
        } catch (RuntimeException e) {
            System.getLogger(SqliteStore.class.getName()).log(System.Logger.Level.WARNING, "checkpoint failed", e);
            return true;
        }
    }

    /** How many TRUNCATE checkpoints the writer has made (for tests). */
    int truncations() {
        return truncations;
    }

    /** The WAL file's size now, in bytes (0 when there is none). */
    long walBytes() {
        try {
            return Files.exists(wal) ? Files.size(wal) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    @Override
    public void close() {
        super.close();
        synchronized (this) {
            if (accountsConnection != null) {
                try {
                    accountsConnection.close();
                    for (Connection r : accountReaders) {
                        r.close();
                    }
                } catch (SQLException e) {
                    System.getLogger(SqliteStore.class.getName()).log(System.Logger.Level.WARNING, "closing", e);
                }
            }
        }
        try {
            lock.release();
            lockFile.close();
        } catch (IOException e) {
            System.getLogger(SqliteStore.class.getName()).log(System.Logger.Level.WARNING, "releasing the lock", e);
        }
    }

    /** Opens (creating if needed) the database in {@code dir}; fails with a one-line reason if it cannot. */
    public static SqliteStore open(Path dir) {
        return open(dir, Checkpoints.DEFAULT);
    }

    static SqliteStore open(Path dir, Checkpoints cadence) {
        return open(dir, cadence, reader -> reader);
    }

    /** {@code readerAs}: what reads go through (a test counts the statements they prepare). */
    static SqliteStore open(Path dir, Checkpoints cadence, java.util.function.UnaryOperator<Connection> readerAs) {
        return open(dir, cadence, readerAs, System::nanoTime);
    }

    /** {@code nanos}: the checkpoints' time, as System.nanoTime (a test moves its own on). */
    static SqliteStore open(Path dir, Checkpoints cadence, java.util.function.LongSupplier nanos) {
        return open(dir, cadence, reader -> reader, nanos);
    }

    private static SqliteStore open(Path dir, Checkpoints cadence,
                                    java.util.function.UnaryOperator<Connection> readerAs,
                                    java.util.function.LongSupplier nanos) {
        boolean created = !Files.exists(dir);
        try {
            Files.createDirectories(dir);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // Its message is only the path: say what is wrong with it.
            throw new StoreException("cannot create the data directory " + dir + ": " + e.getFile()
                + " is a file, not a directory", e);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new StoreException("cannot create the data directory " + dir + ": permission denied on "
                + e.getFile(), e);
        } catch (IOException e) {
            throw new StoreException("cannot create the data directory " + dir + ": " + e.getMessage(), e);
        }
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new StoreException("the data directory " + dir + " is not a writable directory", null);
        }
        if (created) {
            ownerOnly(dir, "rwx------"); // a directory the operator already had keeps its own modes
        } else {
            warnIfOthersMayWrite(dir);
        }
        FileChannel lockFile;
        FileLock lock;
        try {
            lockFile = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            lock = lockFile.tryLock();
        } catch (IOException | OverlappingFileLockException e) {
            throw new StoreException("another InRow server is using the data directory " + dir, e);
        }
        if (lock == null) {
            try {
                lockFile.close();
            } catch (IOException ignored) {
                // refusing anyway
            }
            throw new StoreException("another InRow server is using the data directory " + dir
                + " (it holds " + dir.resolve(LOCK) + ")", null);
        }
        String url = "jdbc:sqlite:" + dir.resolve(FILE).toAbsolutePath();
        // The driver otherwise matches every statement it runs against a regular expression, to fetch generated keys
        // the store never asks for: about 5 % of all the server allocated under load (JFR; the performance journal,
        // git show b57482f:docs/performance.md, "Moves as moves, less garbage per move, and the heap given back").
        Properties options = new Properties();
        options.setProperty("jdbc.get_generated_keys", "false");
        Connection writer = null;
        try {
            writer = DriverManager.getConnection(url, options);
            try (Statement st = writer.createStatement()) {
                st.execute("PRAGMA journal_mode=WAL");
                st.execute("PRAGMA synchronous=FULL");
                st.execute("PRAGMA busy_timeout=5000");
                st.execute("PRAGMA foreign_keys=ON");
                // Checkpoints run in the background (below), not inside whichever commit fills the WAL.
                st.execute("PRAGMA wal_autocheckpoint=0");
                // Once checkpointed, the WAL is cut back to this size when it starts over.
                st.execute("PRAGMA journal_size_limit=" + cadence.walLimit());
            }
            Connection reader = DriverManager.getConnection(url, options);
            try (Statement st = reader.createStatement()) {
                st.execute("PRAGMA busy_timeout=5000");
            }
            for (String file : new String[] {FILE, FILE + "-wal", FILE + "-shm", LOCK}) {
                if (Files.exists(dir.resolve(file))) {
                    ownerOnly(dir.resolve(file), "rw-------");
                }
            }
            writer.setAutoCommit(false);
            return new SqliteStore(new Kept(writer, readerAs.apply(reader), url), lockFile, lock, dir, cadence, nanos);
        } catch (SQLException e) {
            if (writer != null) {
                try {
                    writer.close();
                } catch (SQLException ignored) {
                    // already failing
                }
            }
            try {
                lock.release();
                lockFile.close();
            } catch (IOException ignored) {
                // already failing
            }
            throw new StoreException("cannot open the database " + dir.resolve(FILE) + ": " + e.getMessage(), e);
        }
    }

    /**
     * A directory the operator already had keeps its modes, but one that others may write to lets them replace the
     * database or remove its lock (and then start a second server on it): said at start, with the fix.
     */
    private static void warnIfOthersMayWrite(Path dir) {
        try {
            var modes = Files.getPosixFilePermissions(dir);
            if (modes.contains(java.nio.file.attribute.PosixFilePermission.GROUP_WRITE)
                || modes.contains(java.nio.file.attribute.PosixFilePermission.OTHERS_WRITE)) {
                System.err.println("inrow: warning: other users may write to the data directory " + dir + " ("
                    + PosixFilePermissions.toString(modes) + "): they could replace the games or remove its lock; "
                    + "chmod 700 " + dir);
            }
        } catch (UnsupportedOperationException | IOException notPosix) {
            // another file system: its own rules apply
        }
    }

    /** Seat tokens live in these files: only their owner may read them (where the file system has POSIX modes). */
    private static void ownerOnly(Path path, String mode) {
        try {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(mode));
        } catch (UnsupportedOperationException notPosix) {
            // another file system: its own rules apply
        } catch (IOException e) {
            throw new StoreException("cannot make " + path + " private to its owner: " + e.getMessage(), e);
        }
    }
}
