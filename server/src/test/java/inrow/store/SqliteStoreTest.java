package inrow.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The store contract on the embedded default: a SQLite file in a fresh data directory. */
class SqliteStoreTest extends StoreContract {
    @TempDir
    Path dir;

    @Override
    JdbcStore open() {
        return SqliteStore.open(dir);
    }

    @Override
    JdbcStore reopen() {
        return SqliteStore.open(dir);
    }
}
