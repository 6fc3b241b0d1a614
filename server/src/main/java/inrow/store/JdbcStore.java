package inrow.store;

import inrow.engine.Mark;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.protocol.SeatKind;
import inrow.protocol.ChatRoom;
import inrow.room.Change;
import inrow.room.ChatLine;
import inrow.room.RoundResult;
import inrow.room.TimeControl;
import inrow.room.GameStore;
import inrow.room.StoredGame;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * Games in a SQL database through plain JDBC and portable SQL. One writer thread takes whatever writes are waiting
 * and commits them in one transaction, so under load one fsync covers many moves; each room's list of changes gets
 * a savepoint, so one bad list fails alone. Reads use their own connection.
 */
public class JdbcStore implements GameStore {
    /** Most change lists committed in one transaction. */
    private static final int MAX_BATCH = 512;
    private static final System.Logger LOG = System.getLogger(JdbcStore.class.getName());

    private record Pending(List<Change> changes, CompletableFuture<Void> done) {
    }

    private final Connection writer;
    private final Connection reader;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean closing;
    private volatile IntConsumer batches = writes -> { };

    protected JdbcStore(Connection writer, Connection reader, String name) throws SQLException {
        this.writer = writer;
        this.reader = reader;
        Migrations.apply(writer);
        writer.setAutoCommit(false);
        this.thread = new Thread(this::writeLoop, name + "-writer");
        thread.setDaemon(true);
        thread.start();
    }

    /** Tells {@code sink} how many writes each transaction carries (for metrics); called on the writer thread. */
    public void onBatch(IntConsumer sink) {
        this.batches = sink;
    }

    @Override
    public CompletableFuture<Void> write(List<Change> changes) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (closing) {
            done.completeExceptionally(new IllegalStateException("the store is closed"));
            return done;
        }
        queue.add(new Pending(List.copyOf(changes), done));
        return done;
    }

    private void writeLoop() {
        List<Pending> batch = new ArrayList<>();
        while (true) {
            try {
                Pending first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    if (closing && queue.isEmpty()) {
                        return;
                    }
                    continue;
                }
                batch.add(first);
                queue.drainTo(batch, MAX_BATCH - 1);
                commit(batch);
                batch.clear();
            } catch (InterruptedException e) {
                // close() interrupts only after the queue has drained; nothing is left behind.
                return;
            }
        }
    }

    /** One transaction, one savepoint per room's list: a failing list is rolled back and failed alone. */
    private void commit(List<Pending> batch) {
        batches.accept(batch.size());
        List<Pending> written = new ArrayList<>(batch.size());
        try {
            for (Pending p : batch) {
                Savepoint sp = writer.setSavepoint();
                try {
                    for (Change c : p.changes()) {
                        apply(c);
                    }
                    writer.releaseSavepoint(sp);
                    written.add(p);
                } catch (SQLException e) {
                    writer.rollback(sp);
                    p.done().completeExceptionally(e);
                }
            }
            writer.commit();
            written.forEach(p -> p.done().complete(null));
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.ERROR, "commit failed", e);
            try {
                writer.rollback();
            } catch (SQLException ignored) {
                // the connection is broken; every write of this batch fails below
            }
            written.forEach(p -> p.done().completeExceptionally(e));
        }
    }

    private void apply(Change change) throws SQLException {
        if (change instanceof Change.Created c) {
            TimeControl clock = c.clock();
            update("INSERT INTO games (code, width, height, win, overline, think_ms, pace_ms, round, status, "
                    + "created_at, updated_at, initial_ms, increment_ms, per_move_ms, takebacks) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, 1, 'waiting', ?, ?, ?, ?, ?, ?)",
                c.code(), c.rules().width(), c.rules().height(), c.rules().win(), c.rules().overline() ? 1 : 0,
                c.thinkMillis(), c.paceMillis(), c.at(), c.at(), clock == null ? null : clock.initialMs(),
                clock == null ? null : clock.incrementMs(), clock == null ? null : clock.perMoveMs(),
                c.takebacks() ? 1 : 0);
        } else if (change instanceof Change.Seated s) {
            update("INSERT INTO players (code, slot, token, name, kind, level) VALUES (?, ?, ?, ?, ?, ?)",
                s.code(), s.slot(), s.token(), s.name(), s.kind().code(), s.level());
        } else if (change instanceof Change.Renamed r) {
            expectOne(update("UPDATE players SET name = ? WHERE code = ? AND slot = ?", r.name(), r.code(),
                r.slot()), r);
        } else if (change instanceof Change.Moved m) {
            update("INSERT INTO moves (code, round, ply, x, y, at, clock_ms) VALUES (?, ?, ?, ?, ?, ?, ?)",
                m.code(), m.round(), m.ply(), m.x(), m.y(), m.at(), m.clockMs());
            expectOne(update("UPDATE games SET updated_at = ? WHERE code = ?", m.at(), m.code()), m);
        } else if (change instanceof Change.Status s) {
            expectOne(update("UPDATE games SET round = ?, status = ?, winner = ?, reason = ?, updated_at = ? "
                + "WHERE code = ?", s.round(), s.status().code(), s.winner() == null ? null : s.winner().name(),
                s.reason() == null ? null : s.reason().code(), s.at(), s.code()), s);
            if (s.status() == GameStatus.OVER) {
                update("INSERT INTO rounds (code, round, winner, reason) SELECT ?, ?, ?, ? "
                        + "WHERE NOT EXISTS (SELECT 1 FROM rounds WHERE code = ? AND round = ?)",
                    s.code(), s.round(), s.winner() == null ? null : s.winner().name(), s.reason().code(), s.code(),
                    s.round());
            }
        } else if (change instanceof Change.TakenBack tb) {
            update("DELETE FROM moves WHERE code = ? AND round = ? AND ply >= ?", tb.code(), tb.round(), tb.ply());
            expectOne(update("UPDATE games SET updated_at = ? WHERE code = ?", tb.at(), tb.code()), tb);
        } else if (change instanceof Change.Said said && said.line().room() == ChatRoom.PLAYERS) {
            ChatLine l = said.line();
            update("INSERT INTO chat (code, round, seat, name, text, at) VALUES (?, (SELECT round FROM games "
                + "WHERE code = ?), ?, ?, ?, ?)", said.code(), said.code(), l.from().name(), l.name(), l.text(), l.at());
        } else if (change instanceof Change.Sequenced q) {
            if (update("UPDATE games SET seq = ? WHERE code = ? AND seq = ?", q.to(), q.code(), q.from()) != 1) {
                throw new SQLException("another change already took step " + q.to() + " of " + q.code());
            }
        } else if (change instanceof Change.Deleted d) {
            update("DELETE FROM moves WHERE code = ?", d.code());
            update("DELETE FROM rounds WHERE code = ?", d.code());
            update("DELETE FROM chat WHERE code = ?", d.code());
            update("DELETE FROM players WHERE code = ?", d.code());
            update("DELETE FROM games WHERE code = ?", d.code());
        } else if (change instanceof Change.NewRound n) {
            expectOne(update("UPDATE games SET round = ?, updated_at = ? WHERE code = ?", n.round(), n.at(),
                n.code()), n);
        }
    }

    private static void expectOne(int rows, Change change) throws SQLException {
        if (rows != 1) {
            throw new SQLException("no game to apply " + change + " to");
        }
    }

    private int update(String sql, Object... args) throws SQLException {
        try (PreparedStatement st = writer.prepareStatement(sql)) {
            bind(st, args);
            return st.executeUpdate();
        }
    }

    private static void bind(PreparedStatement st, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            st.setObject(i + 1, args[i]);
        }
    }

    // ---- reads ----

    @Override
    public List<StoredGame> unfinished() {
        return query("SELECT * FROM games WHERE status <> 'over' ORDER BY created_at");
    }

    @Override
    public Optional<StoredGame> load(String code) {
        return query("SELECT * FROM games WHERE code = ?", code).stream().findFirst();
    }

    @Override
    public java.util.Map<Integer, List<Point>> movesByRound(String code) {
        java.util.Map<Integer, List<Point>> out = new java.util.TreeMap<>();
        withReader(db -> {
            try (PreparedStatement st = db.prepareStatement(
                "SELECT round, x, y FROM moves WHERE code = ? ORDER BY round, ply")) {
                st.setString(1, code);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.computeIfAbsent(rs.getInt("round"), r -> new ArrayList<>())
                            .add(new Point(rs.getInt("x"), rs.getInt("y")));
                    }
                }
            }
        });
        return out;
    }

    @Override
    public List<StoredGame> finished(int limit) {
        return query("SELECT * FROM games WHERE status = 'over' AND (reason IS NULL OR reason <> 'aborted') "
            + "ORDER BY updated_at DESC LIMIT ?", limit);
    }

    @Override
    public int deleteNeverStarted(long createdBefore, Set<String> keep) {
        List<String> old = new ArrayList<>();
        withReader(db -> {
            try (PreparedStatement st = db.prepareStatement(
                "SELECT code FROM games WHERE status = 'waiting' AND created_at < ?")) {
                st.setLong(1, createdBefore);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        old.add(rs.getString(1));
                    }
                }
            }
        });
        int deleted = 0;
        for (String code : old) {
            if (!keep.contains(code)) {
                // Through the writer, so a delete can never overtake a write for the same game.
                try {
                    write(List.of(new Change.Deleted(code))).get(10, TimeUnit.SECONDS);
                    deleted++;
                } catch (Exception e) {
                    LOG.log(System.Logger.Level.WARNING, "could not delete " + code, e);
                }
            }
        }
        return deleted;
    }

    /** Work that needs the read connection, such as maintenance; serialised with reads. */
    protected interface ReaderWork {
        void run(Connection reader) throws SQLException;
    }

    protected void withReader(ReaderWork work) {
        synchronized (reader) {
            try {
                if (!reader.isClosed()) {
                    work.run(reader);
                }
            } catch (SQLException e) {
                throw new StoreException(e.getMessage(), e);
            }
        }
    }

    private List<StoredGame> query(String sql, Object... args) {
        synchronized (reader) {
            try (PreparedStatement st = reader.prepareStatement(sql)) {
                bind(st, args);
                List<StoredGame> out = new ArrayList<>();
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.add(read(rs));
                    }
                }
                return out;
            } catch (SQLException e) {
                throw new StoreException("cannot read games: " + e.getMessage(), e);
            }
        }
    }

    private StoredGame read(ResultSet g) throws SQLException {
        String code = g.getString("code");
        int round = g.getInt("round");
        StoredGame.Slot[] slots = new StoredGame.Slot[2];
        try (PreparedStatement st = reader.prepareStatement(
            "SELECT slot, token, name, kind, level FROM players WHERE code = ?")) {
            st.setString(1, code);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    slots[rs.getInt("slot")] = new StoredGame.Slot(rs.getString("token"), rs.getString("name"),
                        SeatKind.of(rs.getString("kind")), rs.getString("level"));
                }
            }
        }
        List<Point> moves = new ArrayList<>();
        List<Long> clocks = new ArrayList<>();
        try (PreparedStatement st = reader.prepareStatement(
            "SELECT x, y, clock_ms FROM moves WHERE code = ? AND round = ? ORDER BY ply")) {
            st.setString(1, code);
            st.setInt(2, round);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    moves.add(new Point(rs.getInt("x"), rs.getInt("y")));
                    long left = rs.getLong("clock_ms");
                    clocks.add(rs.wasNull() ? null : left);
                }
            }
        }
        List<RoundResult> series = new ArrayList<>();
        try (PreparedStatement st = reader.prepareStatement(
            "SELECT round, winner, reason FROM rounds WHERE code = ? ORDER BY round")) {
            st.setString(1, code);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String w = rs.getString("winner");
                    series.add(new RoundResult(rs.getInt("round"), w == null ? null : Mark.valueOf(w),
                        reason(rs.getString("reason"))));
                }
            }
        }
        List<ChatLine> chat = new ArrayList<>();
        try (PreparedStatement st = reader.prepareStatement(
            "SELECT seat, name, text, at FROM chat WHERE code = ? ORDER BY at")) {
            st.setString(1, code);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    chat.add(new ChatLine(ChatRoom.PLAYERS, Mark.valueOf(rs.getString("seat")), rs.getString("name"),
                        rs.getString("text"), rs.getLong("at")));
                }
            }
        }
        String winner = g.getString("winner");
        Rules rules = new Rules(g.getInt("width"), g.getInt("height"), g.getInt("win"), g.getInt("overline") != 0);
        long perMove = g.getLong("per_move_ms");
        boolean timed = !g.wasNull();
        TimeControl clock = timed ? new TimeControl(g.getLong("initial_ms"), g.getLong("increment_ms"), perMove) : null;
        return new StoredGame(code, rules, g.getLong("think_ms"), g.getLong("pace_ms"), clock,
            g.getInt("takebacks") != 0, Arrays.asList(slots), round, moves, clocks,
            GameStatus.of(g.getString("status")), winner == null ? null : Mark.valueOf(winner),
            reason(g.getString("reason")), series, chat.subList(Math.max(0, chat.size() - 50), chat.size()),
            g.getLong("created_at"), g.getLong("updated_at"), g.getLong("seq"));
    }

    /** An end reason as the store spells it (its code); null for a game not over. */
    private static Result.Reason reason(String code) {
        if (code == null) {
            return null;
        }
        for (Result.Reason r : Result.Reason.values()) {
            if (r.code().equals(code)) {
                return r;
            }
        }
        throw new IllegalStateException("unknown end reason in the store: " + code);
    }

    /**
     * Stops taking writes, commits every write already queued (a clean stop loses nothing acknowledged), then
     * closes the connections.
     */
    @Override
    public void close() {
        closing = true;
        try {
            thread.join(TimeUnit.SECONDS.toMillis(30));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            writer.close();
            reader.close();
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.WARNING, "closing the store", e);
        }
    }
}
