package inrow.store;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * Games in PostgreSQL, for when several nodes must share one record of truth. Same schema, migrations and writer as
 * the SQLite default; only the connection differs.
 */
public final class PostgresStore extends JdbcStore {
    private PostgresStore(Connection writer, Connection reader) throws SQLException {
        super(writer, reader, "postgres");
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
            throw new StoreException("bad database URL " + redact(url) + ": " + e.getMessage(), e);
        }
        Connection writer = null;
        try {
            writer = DriverManager.getConnection(jdbc, props);
            Connection reader = DriverManager.getConnection(jdbc, props);
            return new PostgresStore(writer, reader);
        } catch (SQLException e) {
            if (writer != null) {
                try {
                    writer.close();
                } catch (SQLException ignored) {
                    // already failing
                }
            }
            throw new StoreException("cannot open the database " + redact(url) + ": " + e.getMessage(), e);
        }
    }

    /** The URL without its password, for messages. */
    private static String redact(String url) {
        return url.replaceAll("://([^:/@]+):[^@/]*@", "://$1:***@");
    }
}
