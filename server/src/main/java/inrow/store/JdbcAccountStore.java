package inrow.store;

import inrow.account.AccountStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * Accounts in the same SQL database as the games (SQLite or PostgreSQL), through plain JDBC and the portable schema
 * of {@code V11__accounts.sql}. Unlike moves, account changes are few and are answered at once, so each runs on its
 * own connection and transaction rather than through the games' batching writer. Nothing is cached: every node
 * reads what every other wrote.
 */
public final class JdbcAccountStore implements AccountStore {
    /** Where this store's connections come from: SQLite's one kept connection, or PostgreSQL's pool. */
    interface Connections {
        Connection open() throws SQLException;

        void done(Connection c);

        /**
         * One statement on a connection of its own, or several in one transaction (rolled back when any fails);
         * the connection goes back either way. The stores that share this port say what a failure means to them.
         */
        default <T> T run(boolean transaction, Work<T> work) throws SQLException {
            Connection c = open();
            try {
                if (!transaction) {
                    return work.run(c);
                }
                c.setAutoCommit(false);
                try {
                    T result = work.run(c);
                    c.commit();
                    return result;
                } catch (SQLException | RuntimeException e) {
                    c.rollback();
                    throw e;
                } finally {
                    c.setAutoCommit(true);
                }
            } finally {
                done(c);
            }
        }

        /**
         * One read on its own. By default it takes its turn like any call; SQLite's {@link #kept(Connection, List)}
         * gives it a reader of its own, so a page's read never waits behind a write's sync to the disk (WAL lets
         * readers and the one writer go on side by side, each reader seeing every commit made before it began).
         */
        default <T> T read(Work<T> work) throws SQLException {
            return run(false, work);
        }
    }

    /** What one call does with its connection. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getUrlDecoder();

    private final Connections connections;

    JdbcAccountStore(Connections connections) {
        this.connections = connections;
    }

    /** One connection kept open for the life of the store, used by one caller at a time (SQLite). */
    static Connections kept(Connection c) {
        java.util.concurrent.locks.ReentrantLock turn = new java.util.concurrent.locks.ReentrantLock();
        return new Connections() {
            @Override
            public Connection open() {
                turn.lock();
                return c;
            }

            @Override
            public void done(Connection ignored) {
                turn.unlock();
            }
        };
    }

    /**
     * SQLite on disk: one connection for every write and transaction, used by one caller at a time, and a few
     * readers taken in turn. With all of them on the one connection, under 1,000 players every request's session
     * lookup queued behind the tournaments' and accounts' commits, each a sync to the disk: a JFR recording of the
     * 1,000-player arena showed 12,600 s of threads parked on that connection's lock in its first five minutes,
     * 10,500 s of them in {@code sessionByToken} (docs/performance.md, "Arena under load").
     */
    static Connections kept(Connection writer, List<Connection> readers) {
        Connections writes = kept(writer);
        java.util.concurrent.BlockingQueue<Connection> free =
            new java.util.concurrent.ArrayBlockingQueue<>(readers.size(), false, readers);
        return new Connections() {
            @Override
            public Connection open() throws SQLException {
                return writes.open();
            }

            @Override
            public void done(Connection c) {
                writes.done(c);
            }

            @Override
            public <T> T read(Work<T> work) throws SQLException {
                Connection c;
                try {
                    c = free.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("interrupted while waiting for a reader", e);
                }
                try {
                    return work.run(c);
                } finally {
                    free.add(c);
                }
            }
        };
    }

    /**
     * Accounts that live as long as the process, for a server run without a data directory (tests of rooms alone):
     * an in-memory SQLite database with the same schema.
     */
    public static JdbcAccountStore inMemory() {
        String url = "jdbc:sqlite:file:inrow-accounts-" + java.util.UUID.randomUUID() + "?mode=memory&cache=shared";
        try {
            Connection c = java.sql.DriverManager.getConnection(url);
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("PRAGMA foreign_keys=ON");
            }
            org.sqlite.SQLiteDataSource migrations = new org.sqlite.SQLiteDataSource();
            migrations.setUrl(url);
            Migrations.apply(migrations, "sqlite");
            return new JdbcAccountStore(kept(c));
        } catch (SQLException e) {
            throw new StoreException("cannot make the in-memory accounts: " + e.getMessage(), e);
        }
    }

    /** One statement, or several in one transaction. */
    private <T> T run(boolean transaction, Work<T> work) {
        try {
            return connections.run(transaction, work);
        } catch (SQLException e) {
            throw new Unavailable("the accounts could not be reached, read or written: " + e.getMessage(), e);
        }
    }

    /** Statements that only read, outside any transaction. */
    private <T> T read(Work<T> work) {
        try {
            return connections.read(work);
        } catch (SQLException e) {
            throw new Unavailable("the accounts could not be reached or read: " + e.getMessage(), e);
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = prepare(c, sql, args)) {
            return st.executeUpdate();
        }
    }

    private static PreparedStatement prepare(Connection c, String sql, Object... args) throws SQLException {
        PreparedStatement st = c.prepareStatement(sql);
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a == null) {
                st.setNull(i + 1, Types.NULL); // untyped: PostgreSQL takes the column's type
            } else if (a instanceof Long l) {
                st.setLong(i + 1, l);
            } else if (a instanceof Integer n) {
                st.setInt(i + 1, n);
            } else {
                st.setString(i + 1, a.toString());
            }
        }
        return st;
    }

    private interface Row<T> {
        T of(ResultSet rs) throws SQLException;
    }

    private static <T> List<T> query(Connection c, Row<T> row, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = prepare(c, sql, args); ResultSet rs = st.executeQuery()) {
            List<T> out = new ArrayList<>();
            while (rs.next()) {
                out.add(row.of(rs));
            }
            return out;
        }
    }

    private <T> Optional<T> one(Row<T> row, String sql, Object... args) {
        return read(c -> query(c, row, sql, args).stream().findFirst());
    }

    private static Long nullableLong(ResultSet rs, String column) throws SQLException {
        long v = rs.getLong(column);
        return rs.wasNull() ? null : v;
    }

    private static final String ACCOUNT = "SELECT id, name, password, created_at, deleted_at FROM accounts ";

    private static Account account(ResultSet rs) throws SQLException {
        return new Account(rs.getString("id"), rs.getString("name"), rs.getString("password"),
            rs.getLong("created_at"), nullableLong(rs, "deleted_at"));
    }

    private static final String PASSKEY = "SELECT credential_id, account_id, public_key, sign_count, name, created_at, "
        + "last_used_at FROM passkeys ";

    private static Passkey passkey(ResultSet rs) throws SQLException {
        return new Passkey(rs.getString("credential_id"), rs.getString("account_id"),
            B64D.decode(rs.getString("public_key")), rs.getLong("sign_count"), rs.getString("name"),
            rs.getLong("created_at"), nullableLong(rs, "last_used_at"));
    }

    private static final String SESSION = "SELECT id, account_id, created_at, last_used_at, expires_at, user_agent "
        + "FROM sessions ";

    private static Session session(ResultSet rs) throws SQLException {
        return new Session(rs.getString("id"), rs.getString("account_id"), rs.getLong("created_at"),
            rs.getLong("last_used_at"), rs.getLong("expires_at"), rs.getString("user_agent"));
    }

    /** A unique or primary key refused the row (SQLite's SQLITE_CONSTRAINT, SQL state class 23 elsewhere). */
    private static boolean duplicate(SQLException e) {
        return e.getErrorCode() == 19 || e.getSQLState() != null && e.getSQLState().startsWith("23");
    }

    @Override
    public boolean createAccount(Account a, String nameKey, List<String> recoveryHashes, Passkey passkey,
                                 long releasedBefore) {
        return run(true, c -> {
            // A name released long enough ago is free again: its old row keeps its games, under a key nobody types.
            update(c, "UPDATE accounts SET name_key = ? || id WHERE name_key = ? AND deleted_at IS NOT NULL "
                + "AND deleted_at < ?", "#", nameKey, releasedBefore);
            try {
                update(c, "INSERT INTO accounts (id, name, name_key, password, created_at) VALUES (?, ?, ?, ?, ?)",
                    a.id(), a.name(), nameKey, a.passwordHash(), a.createdAt());
            } catch (SQLException e) {
                if (duplicate(e)) {
                    c.rollback();
                    return false;
                }
                throw e;
            }
            for (String h : recoveryHashes) {
                update(c, "INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)", a.id(), h);
            }
            if (passkey != null) {
                insertPasskey(c, passkey);
            }
            return true;
        });
    }

    private static void insertPasskey(Connection c, Passkey p) throws SQLException {
        update(c, "INSERT INTO passkeys (credential_id, account_id, public_key, sign_count, name, created_at, "
                + "last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)", p.credentialId(), p.accountId(),
            B64.encodeToString(p.publicKey()), p.signCount(), p.name(), p.createdAt(), p.lastUsedAt());
    }

    @Override
    public Optional<Account> accountByName(String nameKey) {
        return one(JdbcAccountStore::account, ACCOUNT + "WHERE name_key = ? AND deleted_at IS NULL", nameKey);
    }

    @Override
    public Optional<Account> account(String id) {
        return one(JdbcAccountStore::account, ACCOUNT + "WHERE id = ?", id);
    }

    @Override
    public void setPassword(String accountId, String hash) {
        run(false, c -> update(c, "UPDATE accounts SET password = ? WHERE id = ? AND deleted_at IS NULL", hash,
            accountId));
    }

    @Override
    public void delete(String accountId, long at) {
        run(true, c -> {
            update(c, "UPDATE accounts SET password = NULL, deleted_at = ? WHERE id = ? AND deleted_at IS NULL", at,
                accountId);
            update(c, "DELETE FROM passkeys WHERE account_id = ?", accountId);
            update(c, "DELETE FROM recovery_codes WHERE account_id = ?", accountId);
            update(c, "DELETE FROM sessions WHERE account_id = ?", accountId);
            update(c, "DELETE FROM webauthn_challenges WHERE account_id = ?", accountId);
            return null;
        });
    }

    @Override
    public void addPasskey(Passkey passkey) {
        run(false, c -> {
            insertPasskey(c, passkey);
            return null;
        });
    }

    @Override
    public Optional<Passkey> passkey(String credentialId) {
        return one(JdbcAccountStore::passkey, PASSKEY + "WHERE credential_id = ?", credentialId);
    }

    @Override
    public List<Passkey> passkeys(String accountId) {
        return read(c -> query(c, JdbcAccountStore::passkey, PASSKEY + "WHERE account_id = ? ORDER BY created_at",
            accountId));
    }

    @Override
    public boolean renamePasskey(String accountId, String credentialId, String name) {
        return run(false, c -> update(c, "UPDATE passkeys SET name = ? WHERE account_id = ? AND credential_id = ?",
            name, accountId, credentialId) == 1);
    }

    @Override
    public boolean removePasskey(String accountId, String credentialId) {
        return run(false, c -> update(c, "DELETE FROM passkeys WHERE account_id = ? AND credential_id = ?",
            accountId, credentialId) == 1);
    }

    @Override
    public boolean usedPasskey(String credentialId, long previousCount, long signCount, long at) {
        return run(false, c -> update(c, "UPDATE passkeys SET sign_count = ?, last_used_at = ? WHERE credential_id = ? "
            + "AND sign_count = ?", signCount, at, credentialId, previousCount) == 1);
    }

    @Override
    public void addSession(Session s, String tokenHash) {
        run(false, c -> update(c, "INSERT INTO sessions (id, token_hash, account_id, created_at, last_used_at, "
                + "expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)", s.id(), tokenHash, s.accountId(),
            s.createdAt(), s.lastUsedAt(), s.expiresAt(), s.userAgent()));
    }

    @Override
    public Optional<Session> sessionByToken(String tokenHash) {
        return one(JdbcAccountStore::session, SESSION + "WHERE token_hash = ?", tokenHash);
    }

    @Override
    public void renewSession(String id, long lastUsedAt, long expiresAt) {
        run(false, c -> update(c, "UPDATE sessions SET last_used_at = ?, expires_at = ? WHERE id = ?", lastUsedAt,
            expiresAt, id));
    }

    @Override
    public List<Session> sessions(String accountId) {
        return read(c -> query(c, JdbcAccountStore::session, SESSION + "WHERE account_id = ? "
            + "ORDER BY last_used_at DESC", accountId));
    }

    @Override
    public boolean endSession(String accountId, String sessionId) {
        return run(false, c -> update(c, "DELETE FROM sessions WHERE account_id = ? AND id = ?", accountId,
            sessionId) == 1);
    }

    @Override
    public void endSessionByToken(String tokenHash) {
        run(false, c -> update(c, "DELETE FROM sessions WHERE token_hash = ?", tokenHash));
    }

    @Override
    public int endAllSessions(String accountId) {
        return run(false, c -> update(c, "DELETE FROM sessions WHERE account_id = ?", accountId));
    }

    @Override
    public int forgetExpired(long now) {
        return run(false, c -> update(c, "DELETE FROM sessions WHERE expires_at < ?", now)
            + update(c, "DELETE FROM webauthn_challenges WHERE expires_at < ?", now));
    }

    @Override
    public void replaceRecoveryCodes(String accountId, List<String> hashes) {
        run(true, c -> {
            update(c, "DELETE FROM recovery_codes WHERE account_id = ?", accountId);
            for (String h : hashes) {
                update(c, "INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)", accountId, h);
            }
            return null;
        });
    }

    @Override
    public boolean useRecoveryCode(String accountId, String hash) {
        return run(false, c -> update(c, "DELETE FROM recovery_codes WHERE account_id = ? AND code_hash = ?",
            accountId, hash) == 1);
    }

    @Override
    public int recoveryCodesLeft(String accountId) {
        return read(c -> query(c, rs -> rs.getInt(1), "SELECT COUNT(*) FROM recovery_codes WHERE account_id = ?",
            accountId).get(0));
    }

    @Override
    public void putChallenge(Challenge ch) {
        run(false, c -> update(c, "INSERT INTO webauthn_challenges (id, challenge, purpose, account_id, user_handle, "
                + "name, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)", ch.id(), ch.challenge(), ch.purpose(),
            ch.accountId(), ch.userHandle(), ch.name(), ch.expiresAt()));
    }

    @Override
    public Optional<Challenge> takeChallenge(String id, long now) {
        return run(true, c -> {
            List<Challenge> found = query(c, rs -> new Challenge(rs.getString("id"), rs.getString("challenge"),
                rs.getString("purpose"), rs.getString("account_id"), rs.getString("user_handle"),
                rs.getString("name"), rs.getLong("expires_at")), "SELECT id, challenge, purpose, account_id, "
                + "user_handle, name, expires_at FROM webauthn_challenges WHERE id = ?", id);
            // Whoever deletes the row has taken it: two answers to one challenge, even on two nodes, get it once.
            if (found.isEmpty() || update(c, "DELETE FROM webauthn_challenges WHERE id = ?", id) != 1) {
                return Optional.<Challenge>empty();
            }
            Challenge ch = found.get(0);
            return ch.expiresAt() < now ? Optional.<Challenge>empty() : Optional.of(ch);
        });
    }
}
