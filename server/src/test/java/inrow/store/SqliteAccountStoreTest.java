package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.account.AccountStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqliteAccountStoreTest extends AccountStoreContract {
    @Override
    JdbcStore open() {
        try {
            return SqliteStore.open(Files.createTempDirectory("inrow-accounts"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    AccountStore accountsOf(JdbcStore store) {
        return ((SqliteStore) store).accounts();
    }

    @Test
    void theInMemoryStoreHasTheSameSchema() {
        AccountStore memory = JdbcAccountStore.inMemory();
        memory.createAccount(account("a1", "Ana"), "ana", List.of("h"), null, 0);
        assertEquals(1, memory.recoveryCodesLeft("a1"));
    }
}
