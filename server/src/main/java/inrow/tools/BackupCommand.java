package inrow.tools;

import inrow.store.Backups;
import inrow.store.StoreException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code java -jar inrow.jar backup FILE}: a consistent copy of the embedded database, while the server runs. */
@Command(name = "backup", mixinStandardHelpOptions = true,
    description = "Write a consistent copy of the embedded database (games, accounts, sessions) to FILE, while the "
        + "server runs: SQLite's online backup, not a file copy. For PostgreSQL use pg_dump (see the README).")
public final class BackupCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The copy to write; it must not exist yet.")
    Path file;

    @Option(names = "--data", defaultValue = "data", paramLabel = "DIR",
        description = "The server's data directory (default: ${DEFAULT-VALUE}).")
    Path data;

    @Override
    public Integer call() {
        try {
            Backups.backup(data, file);
        } catch (StoreException e) {
            System.err.println("inrow backup: " + e.getMessage());
            return 1;
        }
        System.out.println("Backed up " + data.resolve("inrow.db").toAbsolutePath() + " to " + file.toAbsolutePath());
        return 0;
    }
}
