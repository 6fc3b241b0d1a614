package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.Change;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data directory on disk: one server at a time, files only their owner can read (they hold seat tokens), and
 * a WAL that comes back to size without a shutdown.
 */
@Timeout(60)
class SqliteFilesTest {
    @TempDir
    Path dir;

    @Test
    void aSecondServerOnTheSameDataDirectoryRefusesToStart() {
        try (SqliteStore first = SqliteStore.open(dir)) {
            StoreException refused = assertThrows(StoreException.class, () -> SqliteStore.open(dir));
            assertTrue(refused.getMessage().startsWith("another InRow server is using the data directory"),
                refused.getMessage());
            assertEquals(1, refused.getMessage().lines().count(), "one line");
        }
        SqliteStore.open(dir).close(); // the lock goes with the server that held it
    }

    @Test
    void theDirectoryAndItsFilesAreTheOwnersAlone() throws Exception {
        Path data = dir.resolve("data");
        try (SqliteStore store = SqliteStore.open(data)) {
            store.write(List.of(new Change.Created("PRIVATE2", Rules.TICTACTOE, 1, 0, null, true, 1)))
                .get(10, TimeUnit.SECONDS);
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(data)));
            assertEquals("rw-------", PosixFilePermissions.toString(
                Files.getPosixFilePermissions(data.resolve(SqliteStore.FILE))));
        }
    }

    /** A directory the operator made keeps its modes; if others may write to it, starting says so, with the fix. */
    @Test
    @ResourceLock(Resources.SYSTEM_ERR) // it reads what the store prints to System.err, which is the JVM's one
    void aDataDirectoryOthersMayWriteToIsWarnedOf() throws Exception {
        Path shared = Files.createDirectory(dir.resolve("shared"));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxrwxrwx"));
        java.io.ByteArrayOutputStream said = new java.io.ByteArrayOutputStream();
        java.io.PrintStream err = System.err;
        System.setErr(new java.io.PrintStream(said, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            SqliteStore.open(shared).close();
        } finally {
            System.setErr(err);
        }
        String warning = said.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(warning.contains("other users may write to the data directory " + shared + " (rwxrwxrwx)"), warning);
        assertTrue(warning.contains("chmod 700 " + shared), warning);
        assertEquals("rwxrwxrwx", PosixFilePermissions.toString(Files.getPosixFilePermissions(shared)),
            "the operator's own directory keeps its modes");
    }

    @Test
    void theWalComesBackToSizeWithoutAShutdown() throws Exception {
        long limit = 256 * 1024;
        AtomicLong nanos = new AtomicLong();
        try (SqliteStore store = SqliteStore.open(dir, SqliteStore.Checkpoints.DEFAULT.withWalLimit(limit),
                nanos::get)) {
            List<Long> upkeep = new CopyOnWriteArrayList<>();
            store.meter(new StoreMeter() {
                @Override
                public void upkeep(long nanos) {
                    upkeep.add(nanos);
                }
            });
            List<CompletableFuture<Void>> writes = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                String code = String.format("WAL%05d", i);
                writes.add(store.write(List.of(new Change.Created(code, Rules.GOMOKU, 1, 0, null, true, i),
                    new Change.Status(code, 1, GameStatus.WAITING, null, null, i))));
            }
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            nanos.addAndGet(SqliteStore.Checkpoints.DEFAULT.everyNanos()); // the store has been open a second
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (store.walBytes() > limit && System.nanoTime() < deadline) {
                Thread.sleep(100); // the writer checkpoints when it has nothing to write
            }
            assertTrue(store.walBytes() <= limit, "the WAL is back under its limit: " + store.walBytes());
            while (upkeep.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(100); // the writer's next idle moment
            }
            assertTrue(!upkeep.isEmpty() && upkeep.stream().allMatch(n -> n > 0), "the checkpoints were timed: "
                + upkeep);
        }
    }

    /**
     * A move in play rewrites one page of the database, appended to the WAL and copied back at the next checkpoint:
     * its game's leaf of moves. The index of games by status and time, which every move used to move an entry of
     * (two more pages), became partial indexes that a game in play is not in (migration V7); moves, a rowid table
     * with its key as a separate index (one more page: the table's last leaf, which every move rewrote), became a
     * table kept by its key (V9); and a move no longer sets its game's updated_at (one more page, the game's row):
     * the game's last activity is read from its last move.
     */
    @Test
    void aMoveRewritesOnePage() throws Exception {
        SqliteStore.Checkpoints never = new SqliteStore.Checkpoints(SqliteStore.Checkpoints.DEFAULT.walLimit(),
            TimeUnit.HOURS.toNanos(1), TimeUnit.HOURS.toNanos(1));
        try (SqliteStore store = SqliteStore.open(dir, never)) {
            store.write(List.of(new Change.Created("PAGES001", Rules.GOMOKU, 1, 0, null, true, 0),
                new Change.Status("PAGES001", 1, GameStatus.PLAYING, null, null, 0))).get(10, TimeUnit.SECONDS);
            store.write(List.of(new Change.Moved("PAGES001", 1, 0, 7, 7, 1, null, null))).get(10, TimeUnit.SECONDS);
            long before = store.walBytes();
            store.write(List.of(new Change.Moved("PAGES001", 1, 1, 8, 8, 2, null, null))).get(10, TimeUnit.SECONDS);
            long frame = 24 + pageSize(dir); // a WAL frame: its header and one page
            assertEquals(frame, store.walBytes() - before, "one page");
        }
    }

    private static long pageSize(Path dir) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(SqliteStore.FILE));
             ResultSet rs = db.createStatement().executeQuery("PRAGMA page_size")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** As the store asks: the codes picked by the lookup, then their games (JdbcStore.games). */
    @Test
    void finishedAndWaitingGamesAreFoundThroughTheirPartialIndexes() throws Exception {
        try (SqliteStore store = SqliteStore.open(dir);
             Connection db = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(SqliteStore.FILE))) {
            assertEquals("games_over_by_time", indexUsed(db, JdbcStore.FINISHED));
            assertEquals("games_waiting_by_creation", indexUsed(db, JdbcStore.NEVER_STARTED));
        }
    }

    /**
     * The index other than a primary key's that SQLite's plan for the games picked by {@code sql} searches with
     * (null: none, it scans).
     */
    private static String indexUsed(Connection db, String sql) throws Exception {
        try (PreparedStatement st = db.prepareStatement("EXPLAIN QUERY PLAN SELECT * FROM games WHERE code IN ("
                + sql + ")")) {
            st.setLong(1, 10);
            try (ResultSet rs = st.executeQuery()) {
                StringBuilder plan = new StringBuilder();
                while (rs.next()) {
                    plan.append(rs.getString("detail")).append('\n');
                }
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("USING (?:COVERING )?INDEX (\\w+)")
                    .matcher(plan);
                while (m.find()) {
                    if (!m.group(1).startsWith("sqlite_autoindex")) {
                        return m.group(1);
                    }
                }
                return null;
            }
        }
    }

    /**
     * Moves committed one after another, as in play: the WAL starts over after each checkpoint and stays under its
     * limit without the TRUNCATE that holds the writer. (A checkpoint on a timer thread, running beside the commits,
     * never caught up with the WAL's end: the WAL grew until a TRUNCATE cut it back, every second under load.) Each
     * move's commit appends at least two 4 KiB pages (the move, the game's row), so the moves written here would
     * take the WAL past its limit if it never started over. The checkpoints come four times a second of the store's
     * clock, which the test moves on 5 ms a move: a checkpoint every 50 moves or so, well inside the limit, on a
     * fast disk or a slow one. (On the real clock the limit had to be more than a second's writes on a fast disk,
     * 24 MiB, and the test wrote 6,600 moves one fsync after another: a minute on a busy machine.)
     */
    @Test
    void underSteadyWritesTheWalStartsOverWithoutTruncating() throws Exception {
        long limit = 2L * 1024 * 1024;
        int moves = (int) (limit / 4096) + 500;
        long moveNanos = TimeUnit.MILLISECONDS.toNanos(5);
        SqliteStore.Checkpoints quarterSecond = new SqliteStore.Checkpoints(limit, TimeUnit.MILLISECONDS.toNanos(250),
            TimeUnit.SECONDS.toNanos(1));
        AtomicLong nanos = new AtomicLong();
        try (SqliteStore store = SqliteStore.open(dir, quarterSecond, nanos::get)) {
            store.write(List.of(new Change.Created("STEADY01", Rules.GOMOKU, 1, 0, null, true, 0)))
                .get(10, TimeUnit.SECONDS);
            long largest = 0;
            for (int i = 0; i < moves; i++) {
                nanos.addAndGet(moveNanos);
                store.write(List.of(new Change.Moved("STEADY01", 1, i, i % 15, i / 15 % 15, i, null, null)))
                    .get(10, TimeUnit.SECONDS);
                largest = Math.max(largest, store.walBytes());
            }
            assertEquals(0, store.truncations(), "no TRUNCATE was needed; largest WAL " + largest);
            assertTrue(largest <= limit, "the WAL stayed under its limit: " + largest);
        }
    }
}
