package inrow.tools;

import inrow.store.Backups;
import inrow.store.StoreException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code java -jar inrow.jar restore FILE}: puts a backup back, on a stopped server. */
@Command(name = "restore", mixinStandardHelpOptions = true,
    description = "Replace the embedded database in --data by the backup FILE. The server must be stopped: a "
        + "running one holds the directory and the restore is refused.")
public final class RestoreCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "A copy written by the backup command.")
    Path file;

    @Option(names = "--data", defaultValue = "data", paramLabel = "DIR",
        description = "The server's data directory (default: ${DEFAULT-VALUE}).")
    Path data;

    @Override
    public Integer call() {
        try {
            Backups.restore(file, data);
        } catch (StoreException e) {
            System.err.println("inrow restore: " + e.getMessage());
            return 1;
        }
        System.out.println("Restored " + file.toAbsolutePath() + " into " + data.toAbsolutePath());
        return 0;
    }
}
