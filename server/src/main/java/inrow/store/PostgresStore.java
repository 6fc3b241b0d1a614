package inrow.store;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import javax.sql.DataSource;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * Games in PostgreSQL, for when several nodes must share one record of truth. Same schema, migrations and writer as
 * the SQLite default; connections come from a HikariCP pool, which checks a connection before lending it and
 * replaces a broken one, so when PostgreSQL restarts, writes fail while it is away (the rooms say unavailable and
 * change nothing) and carry on by themselves once it is back.
 */
public final class PostgresStore extends JdbcStore {
    /** Connections for the writer, the reads and the migrations: a few are plenty for one node. */
    private static final int POOL_SIZE = 4;

    private static final class Pooled implements Link {
        private final HikariDataSource pool;

        Pooled(HikariDataSource pool) {
            this.pool = pool;
        }

        @Override
        public Connection take(boolean write) throws SQLException {
            Connection c = pool.getConnection();
            c.setAutoCommit(!write);
            return c;
        }

        @Override
        public void giveBack(Connection c) {
            try {
                c.close(); // back to the pool, which drops it if it broke
            } catch (SQLException e) {
                // it was broken anyway
            }
        }

        @Override
        public boolean sharedReader() {
            return false;
        }

        @Override
        public DataSource dataSource() {
            return pool;
        }

        @Override
        public void close() {
            pool.close();
        }
    }

    private final HikariDataSource pool;

    private PostgresStore(Pooled link) throws SQLException {
        super(link, "postgres");
        this.pool = link.pool;
    }

    /** The accounts in this database, on connections from the same pool: every node reads what every other wrote. */
    public inrow.account.AccountStore accounts() {
        return new JdbcAccountStore(pooled());
    }

    /** The computer's reviews, likewise: a review finished on one node is every node's. */
    public inrow.review.ReviewStore reviews() {
        return new JdbcReviewStore(pooled());
    }

    /** Arenas, likewise: every node reads the same arena. */
    public JdbcTournamentStore tournaments() {
        return new JdbcTournamentStore(pooled());
    }

    private JdbcAccountStore.Connections pooled() {
        return new JdbcAccountStore.Connections() {
            @Override
            public Connection open() throws SQLException {
                Connection c = pool.getConnection();
                c.setAutoCommit(true);
                return c;
            }

            @Override
            public void done(Connection c) {
                try {
                    c.close();
                } catch (SQLException e) {
                    // back to the pool, which drops it if broken
                }
            }
        };
    }

    /**
     * Opens {@code postgresql://[user[:password]@]host[:port]/database}; fails with a one-line reason when the
     * database cannot be reached or its schema cannot be brought up to date.
     */
    public static PostgresStore open(String url) {
        String jdbc;
        Properties props = new Properties();
        try {
            URI uri = URI.create(url);
            if (!"postgresql".equals(uri.getScheme()) && !"postgres".equals(uri.getScheme())) {
                throw new IllegalArgumentException("the URL must start with postgresql://");
            }
            String database = uri.getPath() == null || uri.getPath().length() <= 1 ? "postgres"
                : uri.getPath().substring(1);
            jdbc = "jdbc:postgresql://" + uri.getHost() + ":" + (uri.getPort() < 0 ? 5432 : uri.getPort()) + "/"
                + database;
            if (uri.getRawUserInfo() != null) {
                String[] user = uri.getRawUserInfo().split(":", 2);
                props.setProperty("user", URLDecoder.decode(user[0], StandardCharsets.UTF_8));
                if (user.length > 1) {
                    props.setProperty("password", URLDecoder.decode(user[1], StandardCharsets.UTF_8));
                }
            }
        } catch (IllegalArgumentException e) {
            throw new StoreException("bad database URL " + Urls.withoutPassword(url) + ": " + e.getMessage(), e);
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbc);
        config.setDataSourceProperties(props);
        config.setPoolName("inrow-postgres");
        config.setMaximumPoolSize(POOL_SIZE);
        config.setMinimumIdle(1);
        // Fail a write fast while the database is away, rather than holding the room's queue for 30 s.
        config.setConnectionTimeout(2_000);
        config.setValidationTimeout(1_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new StoreException("cannot open the database " + Urls.withoutPassword(url) + ": " + rootMessage(e),
                e);
        }
        try {
            return new PostgresStore(new Pooled(pool));
        } catch (SQLException | RuntimeException e) {
            pool.close();
            throw new StoreException("cannot open the database " + Urls.withoutPassword(url) + ": " + rootMessage(e),
                e);
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? e.getMessage() : t.getMessage();
    }
}
