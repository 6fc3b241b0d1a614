package inrow.store;

import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Entrant;
import inrow.tournament.Joining;
import inrow.tournament.SeatedGame;
import inrow.tournament.Sheet;
import inrow.tournament.SheetEntry;
import inrow.tournament.Swiss;
import inrow.tournament.SwissPlayer;
import inrow.tournament.SwissRound;
import inrow.tournament.SwissStore;
import inrow.tournament.TournamentStore;
import inrow.tournament.swiss.Colour;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Arenas and Swiss tournaments in the games' database (SQLite or PostgreSQL), through plain JDBC and the portable
 * schema of {@code V21__tournaments.sql}, {@code V24__swiss.sql} and {@code V25__active_entrants.sql} (both kinds share the tables; {@code kind} tells
 * them apart). Like accounts, each change is one short statement (or one transaction) on its own
 * connection, answered at once; nothing is cached, so every node reads what every other wrote.
 */
public final class JdbcTournamentStore implements TournamentStore, SwissStore {
    private final JdbcAccountStore.Connections connections;

    JdbcTournamentStore(JdbcAccountStore.Connections connections) {
        this.connections = connections;
    }

    /** Arenas kept as long as the process, for a server run without a data directory: in-memory SQLite. */
    public static JdbcTournamentStore inMemory() {
        String url = "jdbc:sqlite:file:inrow-tournaments-" + java.util.UUID.randomUUID() + "?mode=memory&cache=shared";
        try {
            Connection c = java.sql.DriverManager.getConnection(url);
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("PRAGMA foreign_keys=ON");
            }
            org.sqlite.SQLiteDataSource migrations = new org.sqlite.SQLiteDataSource();
            migrations.setUrl(url);
            Migrations.apply(migrations, "sqlite");
            return new JdbcTournamentStore(JdbcAccountStore.kept(c));
        } catch (SQLException e) {
            throw new StoreException("cannot make the in-memory tournaments: " + e.getMessage(), e);
        }
    }

    private <T> T run(boolean transaction, JdbcAccountStore.Work<T> work) {
        try {
            return connections.run(transaction, work);
        } catch (SQLException e) {
            throw new StoreException("tournament store: " + e.getMessage(), e);
        }
    }

    private <T> T read(JdbcAccountStore.Work<T> work) {
        try {
            return connections.read(work);
        } catch (SQLException e) {
            throw new StoreException("tournament store: " + e.getMessage(), e);
        }
    }

    private static void bind(PreparedStatement st, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a == null) {
                st.setNull(i + 1, Types.NULL); // untyped: PostgreSQL takes it for an integer column too
            } else if (a instanceof Boolean b) {
                st.setInt(i + 1, b ? 1 : 0);
            } else if (a instanceof Integer n) {
                st.setInt(i + 1, n);
            } else if (a instanceof Long n) {
                st.setLong(i + 1, n);
            } else if (a instanceof Double d) {
                st.setDouble(i + 1, d);
            } else {
                st.setString(i + 1, a.toString());
            }
        }
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            bind(st, args);
            return st.executeUpdate();
        }
    }

    @FunctionalInterface
    private interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /** A read outside any transaction: on SQLite, one of the readers (see {@link JdbcAccountStore#kept}). */
    private <T> List<T> query(String sql, Row<T> row, Object... args) {
        return read(c -> {
            List<T> out = new ArrayList<>();
            try (PreparedStatement st = c.prepareStatement(sql)) {
                bind(st, args);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.add(row.read(rs));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public boolean create(Arena a, String scheduleKey) {
        ArenaSettings s = a.settings();
        return run(false, c -> update(c, "INSERT INTO tournaments (id, kind, name, game, opening, initial_ms, "
            + "increment_ms, minutes, rated, password, min_rating, max_rating, min_rated_games, starts_at, ends_at, "
            + "created_by, created_by_name, scheduled, schedule_key, status) VALUES (?, 'arena', ?, ?, ?, ?, ?, ?, ?, "
            + "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING", a.id(), s.name(), s.game(), s.opening(),
            s.initialMs(), s.incrementMs(), s.minutes(), s.rated(), s.passwordDigest(), s.minRating(), s.maxRating(),
            s.minRatedGames(), a.startsAt(), a.endsAt(), a.createdBy(), a.createdByName(), a.scheduled(),
            scheduleKey, a.status().code()) == 1);
    }

    private static Integer intOrNull(ResultSet rs, String col) throws SQLException {
        int v = rs.getInt(col);
        return rs.wasNull() ? null : v;
    }

    private static Arena arena(ResultSet rs) throws SQLException {
        ArenaSettings s = new ArenaSettings(rs.getString("name"), rs.getString("game"), rs.getString("opening"),
            rs.getLong("initial_ms"), rs.getLong("increment_ms"), rs.getInt("minutes"), rs.getInt("rated") == 1,
            rs.getString("password"), intOrNull(rs, "min_rating"), intOrNull(rs, "max_rating"),
            intOrNull(rs, "min_rated_games"));
        return new Arena(rs.getString("id"), s, rs.getLong("starts_at"), rs.getLong("ends_at"),
            rs.getString("created_by"), rs.getString("created_by_name"), rs.getInt("scheduled") == 1,
            ArenaStatus.of(rs.getString("status")));
    }

    @Override
    public Optional<Arena> find(String id) {
        return query("SELECT * FROM tournaments WHERE id = ? AND kind = 'arena'", JdbcTournamentStore::arena, id).stream()
            .findFirst();
    }

    @Override
    public List<Arena> withStatus(ArenaStatus status, int limit) {
        String order = switch (status) {
            case CREATED -> "starts_at, id";
            case STARTED -> "ends_at, id";
            case FINISHED -> "ends_at DESC, id";
        };
        return query("SELECT * FROM tournaments WHERE status = ? AND kind = 'arena' ORDER BY " + order + " LIMIT ?",
            JdbcTournamentStore::arena, status.code(), limit);
    }

    @Override
    public void status(String id, ArenaStatus status) {
        run(true, c -> {
            if (status == ArenaStatus.FINISHED) {
                update(c, "DELETE FROM tournament_active WHERE tournament = ?", id);
            }
            return update(c, "UPDATE tournaments SET status = ? WHERE id = ?", status.code(), id);
        });
    }

    @Override
    public List<Entrant> entrants(String id) {
        return query("SELECT account, name, joined_at, paused, withdrawn FROM tournament_players WHERE tournament = ? "
            + "ORDER BY joined_at, account", rs -> new Entrant(rs.getString(1), rs.getString(2), rs.getLong(3),
            rs.getInt(4) == 1, rs.getInt(5) == 1), id);
    }

    @Override
    public Map<String, Integer> counts(List<String> ids) {
        Map<String, Integer> out = new HashMap<>();
        if (ids.isEmpty()) {
            return out;
        }
        String marks = ids.stream().map(i -> "?").collect(Collectors.joining(", "));
        query("SELECT tournament, COUNT(*) FROM tournament_players WHERE tournament IN (" + marks + ") GROUP BY "
            + "tournament", rs -> out.put(rs.getString(1), rs.getInt(2)), ids.toArray());
        return out;
    }

    @Override
    public Joining join(String id, Entrant e) {
        return joining(() -> run(true, c -> {
            if (update(c, "INSERT INTO tournament_players (tournament, account, name, joined_at, paused, withdrawn, "
                + "score, sheet) VALUES (?, ?, ?, ?, ?, ?, 0, '') ON CONFLICT DO NOTHING", id, e.account(), e.name(),
                e.joinedAt(), e.paused(), e.withdrawn()) == 0) {
                return Joining.ALREADY_JOINED;
            }
            claim(c, id, e.account());
            return Joining.JOINED;
        }));
    }

    @Override
    public Joining rejoin(String id, Entrant e) {
        return joining(() -> run(true, c -> {
            claim(c, id, e.account());
            update(c, "UPDATE tournament_players SET paused = ?, withdrawn = ? WHERE tournament = ? AND account = ?",
                e.paused(), e.withdrawn(), id, e.account());
            return Joining.JOINED;
        }));
    }

    /** A join refused inside its transaction: thrown to roll back what it wrote, answered as a value. */
    private static final class Refused extends RuntimeException {
        final Joining why;

        Refused(Joining why) {
            super(why.name(), null, false, false);
            this.why = why;
        }
    }

    private static Joining joining(java.util.function.Supplier<Joining> join) {
        try {
            return join.get();
        } catch (Refused r) {
            return r.why;
        }
    }

    /**
     * Makes {@code id} the one tournament the person is active in, inside the join's transaction, or throws
     * {@link Refused} when another unfinished one is. The primary key on the account decides a race between two
     * nodes: the second insert waits for the first transaction and then finds its row. A row left by a tournament
     * that finished is cleared first.
     */
    private void claim(Connection c, String id, String account) throws SQLException {
        update(c, "DELETE FROM tournament_active WHERE account = ? AND tournament <> ? AND tournament IN (SELECT id "
            + "FROM tournaments WHERE status = 'finished')", account, id);
        if (update(c, "INSERT INTO tournament_active (account, tournament) VALUES (?, ?) ON CONFLICT (account) DO "
            + "NOTHING", account, id) == 1) {
            return;
        }
        try (PreparedStatement st = c.prepareStatement("SELECT tournament FROM tournament_active WHERE account = ?")) {
            bind(st, account);
            try (ResultSet rs = st.executeQuery()) {
                if (rs.next() && !rs.getString(1).equals(id)) {
                    throw new Refused(Joining.IN_OTHER_TOURNAMENT);
                }
            }
        }
    }

    /** The person is active in no tournament (a withdrawal): only this one's row goes. */
    private static void release(Connection c, String id, String account) throws SQLException {
        update(c, "DELETE FROM tournament_active WHERE account = ? AND tournament = ?", account, id);
    }

    @Override
    public Optional<String> activeIn(String account) {
        return query("SELECT a.tournament FROM tournament_active a JOIN tournaments t ON t.id = a.tournament WHERE "
            + "a.account = ? AND t.status <> 'finished'", rs -> rs.getString(1), account).stream().findFirst();
    }

    @Override
    public void update(String id, Entrant e) {
        run(true, c -> {
            int n = update(c, "UPDATE tournament_players SET paused = ?, withdrawn = ? WHERE tournament = ? AND "
                + "account = ?", e.paused(), e.withdrawn(), id, e.account());
            if (e.withdrawn()) {
                release(c, id, e.account());
            }
            return n;
        });
    }

    @Override
    public void remove(String id, String account) {
        run(true, c -> {
            release(c, id, account);
            return update(c, "DELETE FROM tournament_players WHERE tournament = ? AND account = ?", id, account);
        });
    }

    @Override
    public List<ArenaGame> games(String id) {
        return query("SELECT * FROM tournament_games WHERE tournament = ? ORDER BY started_at, code",
            JdbcTournamentStore::game, id);
    }

    private static ArenaGame game(ResultSet rs) throws SQLException {
        return new ArenaGame(rs.getString("tournament"), rs.getString("code"), rs.getString("x"), rs.getString("o"),
            rs.getDouble("x_rating"), rs.getDouble("o_rating"), rs.getLong("started_at"),
            rs.getInt("x_berserk") == 1, rs.getInt("o_berserk") == 1, rs.getString("winner"),
            rs.getInt("x_moves"), rs.getInt("o_moves"), rs.getLong("ended_at"));
    }

    @Override
    public List<ArenaGame> going(String id) {
        return query("SELECT * FROM tournament_games WHERE tournament = ? AND winner IS NULL ORDER BY started_at, code",
            JdbcTournamentStore::game, id);
    }

    @Override
    public Optional<Entrant> entrant(String id, String account) {
        return query("SELECT account, name, joined_at, paused, withdrawn FROM tournament_players WHERE tournament = ? "
            + "AND account = ?", rs -> new Entrant(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getInt(4) == 1,
            rs.getInt(5) == 1), id, account).stream().findFirst();
    }

    /** Through the index on (tournament, winner): only the games going on are read. */
    @Override
    public Optional<ArenaGame> playing(String id, String account) {
        return query("SELECT * FROM tournament_games WHERE tournament = ? AND winner IS NULL AND (x = ? OR o = ?) "
            + "ORDER BY started_at, code", JdbcTournamentStore::game, id, account, account).stream().findFirst();
    }

    @Override
    public java.util.Set<String> playing(String kind) {
        java.util.Set<String> out = new java.util.HashSet<>();
        query("SELECT g.x, g.o FROM tournament_games g JOIN tournaments t ON t.id = g.tournament WHERE g.winner IS "
            + "NULL AND t.kind = ? AND t.status = 'started'", rs -> {
                out.add(rs.getString(1));
                return out.add(rs.getString(2));
            }, kind);
        return out;
    }

    @Override
    public void started(List<SeatedGame> games) {
        if (games.isEmpty()) {
            return;
        }
        run(true, c -> {
            for (SeatedGame s : games) {
                ArenaGame g = s.game();
                update(c, "INSERT INTO tournament_games (tournament, code, x, o, x_rating, o_rating, x_token, o_token, "
                    + "started_at, x_berserk, o_berserk, winner, x_moves, o_moves, ended_at) VALUES (?, ?, ?, ?, ?, ?, "
                    + "?, ?, ?, ?, ?, NULL, 0, 0, 0)", g.arena(), g.code(), g.x(), g.o(), g.xRating(), g.oRating(),
                    s.xToken(), s.oToken(), g.startedAt(), g.xBerserk(), g.oBerserk());
            }
            return null;
        });
    }

    @Override
    public String token(String id, String code, boolean x) {
        return query("SELECT " + (x ? "x_token" : "o_token") + " FROM tournament_games WHERE tournament = ? AND "
            + "code = ?", rs -> rs.getString(1), id, code).stream().findFirst().orElse(null);
    }

    @Override
    public void berserk(String id, String code, boolean x) {
        run(false, c -> update(c, "UPDATE tournament_games SET " + (x ? "x_berserk" : "o_berserk") + " = 1 WHERE "
            + "tournament = ? AND code = ?", id, code));
    }

    /** One statement, atomic in both databases, as a review's claim is. */
    @Override
    public boolean lease(String id, String node, long nowMillis, long untilMillis) {
        return run(false, c -> update(c, "INSERT INTO tournament_leases (tournament, node, until_ms) VALUES (?, ?, ?) "
            + "ON CONFLICT (tournament) DO UPDATE SET node = excluded.node, until_ms = excluded.until_ms "
            + "WHERE tournament_leases.node = excluded.node OR tournament_leases.until_ms < ?", id, node, untilMillis,
            nowMillis) == 1);
    }

    @Override
    public boolean ended(List<ArenaGame> games, Map<String, Sheet> sheets) {
        if (games.isEmpty()) {
            return true;
        }
        try {
            return run(true, c -> {
                for (ArenaGame g : games) {
                    // Only a game still open takes an end: one another node (or an earlier look) ended already
                    // undoes the whole batch, and the caller reads the arena again.
                    if (update(c, "UPDATE tournament_games SET winner = ?, x_moves = ?, o_moves = ?, ended_at = ? "
                        + "WHERE tournament = ? AND code = ? AND winner IS NULL", g.winner(), g.xMoves(), g.oMoves(),
                        g.endedAt(), g.arena(), g.code()) != 1) {
                        throw new EndedAlready();
                    }
                }
                String arena = games.get(0).arena();
                for (Map.Entry<String, Sheet> e : sheets.entrySet()) {
                    update(c, "UPDATE tournament_players SET score = ?, sheet = ? WHERE tournament = ? AND account = ?",
                        e.getValue().score(), text(e.getValue()), arena, e.getKey());
                }
                return true;
            });
        } catch (EndedAlready e) {
            return false;
        }
    }

    /** Thrown to roll back a batch of ends of which one was written already. */
    private static final class EndedAlready extends RuntimeException {
        EndedAlready() {
            super("ended already", null, false, false);
        }
    }

    /** "W2 W2 W4f D2f L0 W3b". */
    static String text(Sheet s) {
        return s.entries().stream().map(JdbcTournamentStore::text).collect(Collectors.joining(" "));
    }

    private static String text(SheetEntry e) {
        return e.result().name().charAt(0) + Integer.toString(e.points()) + (e.fire() ? "f" : "")
            + (e.berserk() ? "b" : "");
    }

    // ---- Swiss ----

    @Override
    public void create(Swiss w) {
        ArenaSettings s = w.settings();
        run(false, c -> update(c, "INSERT INTO tournaments (id, kind, name, game, opening, initial_ms, increment_ms, "
            + "minutes, rated, password, min_rating, max_rating, min_rated_games, starts_at, ends_at, created_by, "
            + "created_by_name, scheduled, schedule_key, status, rounds, round_interval_minutes, initial_colour, "
            + "end_reason) VALUES (?, 'swiss', ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?, ?, ?)",
            w.id(), s.name(), s.game(), s.opening(), s.initialMs(), s.incrementMs(), s.rated(), s.passwordDigest(),
            s.minRating(), s.maxRating(), s.minRatedGames(), w.startsAt(), w.endsAt(), w.createdBy(),
            w.createdByName(), w.status().code(), w.rounds(), w.intervalMinutes(),
            w.initialColour().name().toLowerCase(java.util.Locale.ROOT), w.endReason()));
    }

    private static Swiss swiss(ResultSet rs) throws SQLException {
        Arena a = arena(rs);
        return new Swiss(a.id(), a.settings(), rs.getInt("rounds"), rs.getInt("round_interval_minutes"),
            Colour.valueOf(rs.getString("initial_colour").toUpperCase(java.util.Locale.ROOT)), a.startsAt(),
            a.endsAt(), a.createdBy(), a.createdByName(), a.status(), rs.getString("end_reason"));
    }

    @Override
    public Optional<Swiss> findSwiss(String id) {
        return query("SELECT * FROM tournaments WHERE id = ? AND kind = 'swiss'", JdbcTournamentStore::swiss, id)
            .stream().findFirst();
    }

    @Override
    public List<Swiss> swissesWithStatus(ArenaStatus status, int limit) {
        String order = status == ArenaStatus.CREATED ? "starts_at, id" : "starts_at DESC, id";
        return query("SELECT * FROM tournaments WHERE status = ? AND kind = 'swiss' ORDER BY " + order + " LIMIT ?",
            JdbcTournamentStore::swiss, status.code(), limit);
    }

    @Override
    public void finished(String id, long endsAt, String reason) {
        run(true, c -> {
            update(c, "DELETE FROM tournament_active WHERE tournament = ?", id);
            return update(c, "UPDATE tournaments SET status = 'finished', ends_at = ?, end_reason = ? WHERE id = ? "
                + "AND status <> 'finished'", endsAt, reason, id);
        });
    }

    /**
     * Two nodes numbering two newcomers at once may pick the same number: the unique number refuses the second
     * transaction, which is tried again (and then takes the next number); each round of such a race numbers one.
     */
    @Override
    public Joining join(String id, Entrant e, int rating) {
        for (int attempt = 1; ; attempt++) {
            try {
                return joining(() -> joinOnce(id, e, rating));
            } catch (StoreException failed) {
                if (attempt == 20) {
                    throw failed;
                }
            }
        }
    }

    private Joining joinOnce(String id, Entrant e, int rating) {
        return run(true, c -> {
            if (update(c, "INSERT INTO tournament_players (tournament, account, name, joined_at, paused, withdrawn, "
                + "score, sheet) VALUES (?, ?, ?, ?, ?, ?, 0, '') ON CONFLICT DO NOTHING", id, e.account(), e.name(),
                e.joinedAt(), e.paused(), e.withdrawn()) == 0) {
                return Joining.ALREADY_JOINED;
            }
            claim(c, id, e.account());
            update(c, "INSERT INTO swiss_players (tournament, account, number, rating) SELECT ?, ?, "
                + "COALESCE(MAX(number), 0) + 1, ? FROM swiss_players WHERE tournament = ? ON CONFLICT (tournament, "
                + "account) DO NOTHING",
                id, e.account(), rating, id);
            return Joining.JOINED;
        });
    }

    @Override
    public List<SwissPlayer> players(String id) {
        return query("SELECT s.account, s.number, s.rating FROM swiss_players s JOIN tournament_players p ON "
            + "p.tournament = s.tournament AND p.account = s.account WHERE s.tournament = ? ORDER BY s.number",
            rs -> new SwissPlayer(rs.getString(1), rs.getInt(2), rs.getInt(3)), id);
    }

    @Override
    public List<SwissRound> rounds(String id) {
        Map<Integer, SwissRound> rounds = new java.util.LinkedHashMap<>();
        Map<Integer, List<String>> codes = new HashMap<>();
        query("SELECT r.round, r.paired_at, r.bye, g.code FROM swiss_rounds r LEFT JOIN tournament_games g ON "
            + "g.tournament = r.tournament AND g.swiss_round = r.round WHERE r.tournament = ? ORDER BY r.round, "
            + "g.board", rs -> {
                int n = rs.getInt(1);
                List<String> list = codes.computeIfAbsent(n, k -> new ArrayList<>());
                rounds.putIfAbsent(n, new SwissRound(n, rs.getLong(2), List.of(), rs.getString(3)));
                if (rs.getString(4) != null) {
                    list.add(rs.getString(4));
                }
                return n;
            }, id);
        List<SwissRound> out = new ArrayList<>();
        rounds.values().forEach(r -> out.add(new SwissRound(r.round(), r.pairedAt(), codes.get(r.round()), r.bye())));
        return out;
    }

    @Override
    public boolean paired(String id, SwissRound round, List<SeatedGame> games) {
        return run(true, c -> {
            if (update(c, "INSERT INTO swiss_rounds (tournament, round, paired_at, bye) VALUES (?, ?, ?, ?) "
                + "ON CONFLICT DO NOTHING", id, round.round(), round.pairedAt(), round.bye()) == 0) {
                return false;
            }
            int board = 0;
            for (SeatedGame s : games) {
                ArenaGame g = s.game();
                update(c, "INSERT INTO tournament_games (tournament, code, x, o, x_rating, o_rating, x_token, o_token, "
                    + "started_at, x_berserk, o_berserk, winner, x_moves, o_moves, ended_at, swiss_round, board) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, NULL, 0, 0, 0, ?, ?)", id, g.code(), g.x(), g.o(),
                    g.xRating(), g.oRating(), s.xToken(), s.oToken(), g.startedAt(), round.round(), ++board);
            }
            return true;
        });
    }
}
