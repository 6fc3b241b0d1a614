package inrow.cluster;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import inrow.Server;
import inrow.store.LocalPostgres;

/**
 * What the nodes of a cluster share, for tests that run nodes in this JVM: a database of its own on the test JVM's
 * throwaway PostgreSQL (the record) and one throwaway Redis, on free loopback ports. Skips the test, saying why,
 * where either is not installed.
 */
public final class SharedStores implements AutoCloseable {
    public final LocalPostgres pg;
    public final LocalRedis redis;

    private SharedStores(LocalPostgres pg, LocalRedis redis) {
        this.pg = pg;
        this.redis = redis;
    }

    public static SharedStores start() throws Exception {
        assumeTrue(LocalPostgres.binaries() != null, "PostgreSQL is not installed (apt-get install postgresql)");
        LocalRedis.assumeInstalled();
        LocalPostgres pg = LocalPostgres.database();
        try {
            return new SharedStores(pg, LocalRedis.launch());
        } catch (Exception | Error e) {
            pg.close();
            throw e;
        }
    }

    /** A node in this JVM on a free port. Start nodes one after the other: the first creates the schema. */
    public Server node() {
        return Server.start(Server.Options.forTest().withDatabase(pg.url()).withRedis(redis.url()));
    }

    /** Closes each of these that is not null, last first, even when one fails. */
    public static void closeAll(AutoCloseable... all) throws Exception {
        Exception first = null;
        for (int i = all.length - 1; i >= 0; i--) {
            try {
                if (all[i] != null) {
                    all[i].close();
                }
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    @Override
    public void close() throws Exception {
        closeAll(pg, redis);
    }
}
