package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.room.Change;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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

    @Test
    void theWalComesBackToSizeWithoutAShutdown() throws Exception {
        long limit = 256 * 1024;
        try (SqliteStore store = SqliteStore.open(dir, limit)) {
            List<CompletableFuture<Void>> writes = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                String code = String.format("WAL%05d", i);
                writes.add(store.write(List.of(new Change.Created(code, Rules.GOMOKU, 1, 0, null, true, i),
                    new Change.Status(code, 1, GameStatus.WAITING, null, null, i))));
            }
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (store.walBytes() > limit && System.nanoTime() < deadline) {
                Thread.sleep(100); // the background checkpoint runs every second
            }
            assertTrue(store.walBytes() <= limit, "the WAL is back under its limit: " + store.walBytes());
        }
    }
}
