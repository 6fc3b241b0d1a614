package inrow.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

class SqliteTournamentStoreTest extends TournamentStoreContract {
    @Override
    JdbcStore open() {
        try {
            return SqliteStore.open(Files.createTempDirectory("inrow-tournaments"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    JdbcTournamentStore tournamentsOf(JdbcStore store) {
        return ((SqliteStore) store).tournaments();
    }
}
