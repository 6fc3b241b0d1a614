package inrow.store;

import inrow.engine.CanonicalOpening;
import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Point;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import inrow.game.ChatRoom;
import inrow.game.Take;
import inrow.game.TournamentRule;
import inrow.game.Change;
import inrow.game.ChatLine;
import inrow.game.RoundResult;
import inrow.game.TimeControl;
import inrow.room.GameStore;
import inrow.game.Offers;
import inrow.game.StoredGame;
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
import javax.sql.DataSource;

/**
 * Games in a SQL database through plain JDBC and portable SQL. One writer thread takes whatever writes are waiting
 * and commits them in one transaction, so under load one fsync covers many moves; each room's list of changes gets
 * a savepoint, so one bad list fails alone. Where connections come from is a {@link Link}: SQLite keeps one writer
 * and one reader open; PostgreSQL borrows them from a pool that replaces broken ones, so a database restart needs
 * no node restart. Reads fetch many games in a fixed number of set queries.
 */
public class JdbcStore implements GameStore, inrow.career.AccountGames {
    /** Most change lists committed in one transaction. */
    private static final int MAX_BATCH = 512;
    /** Players' chat lines kept per game when read back. */
    private static final int CHAT_READ = 50;
    private static final System.Logger LOG = System.getLogger(JdbcStore.class.getName());

    /** Where the store's connections come from, and where they go back. */
    protected interface Link {
        /** A connection for the writer thread (auto-commit off) or for one read. */
        Connection take(boolean write) throws SQLException;

        /** Done with a connection: a pool takes it back (and drops it if broken); a kept one stays open. */
        void giveBack(Connection c);

        /** Whether reads share one connection, and so must take turns. */
        boolean sharedReader();

        /** Whether the writer's connection is the same one for the life of the store (its statements may be kept). */
        default boolean keepsWriter() {
            return sharedReader();
        }

        /** Connections for the schema migrations. */
        DataSource dataSource();

        void close();
    }

    /** {@code queued}: when it was handed over (System.nanoTime), for the writer's wait. */
    private record Pending(List<Change> changes, CompletableFuture<Void> done, long queued) {
    }

    /**
     * The latest finished games (not aborted, not between friends, not a person's against the computer), newest
     * first: served by the partial index games_over_by_time, each candidate's two players by their primary key.
     */
    static final String FINISHED = "SELECT code FROM games WHERE status = 'over' AND (reason IS NULL OR reason <> "
        + "'aborted') AND unlisted = 0 AND NOT (EXISTS (SELECT 1 FROM players p WHERE p.code = games.code AND "
        + "p.kind = 'bot') AND EXISTS (SELECT 1 FROM players p WHERE p.code = games.code AND p.kind = 'human')) "
        + "ORDER BY updated_at DESC LIMIT ?";
    /** Games still waiting that were made before a time: served by the partial index games_waiting_by_creation. */
    static final String CHAT_OF_FINISHED = "SELECT DISTINCT g.code FROM games g JOIN chat c ON c.code = g.code "
        + "WHERE g.status = 'over' AND g.updated_at < ?";
    static final String NEVER_STARTED = "SELECT code FROM games WHERE status = 'waiting' AND created_at < ?";

    private final Link link;
    private final RatedRounds ratedRounds = new RatedRounds();
    private final java.util.concurrent.locks.ReentrantLock readTurn = new java.util.concurrent.locks.ReentrantLock();
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean closing;
    private volatile StoreMeter meter = StoreMeter.NONE;
    /** The writer's connection for the batch being committed; touched only by the writer thread. */
    private Connection writer;
    /** Statements prepared on a writer connection that is kept open; touched only by the writer thread. */
    private final java.util.Map<String, PreparedStatement> prepared = new java.util.HashMap<>();

    /** {@code name}: the database's ("sqlite", "postgres"), for the writer thread and its own migrations' folder. */
    protected JdbcStore(Link link, String name) throws SQLException {
        this.link = link;
        Migrations.apply(link.dataSource(), name);
        this.thread = new Thread(this::writeLoop, name + "-writer");
        thread.setDaemon(true);
        thread.start();
    }

    /** The ratings kept beside the games (written by the rounds' ends, see {@link RatedRounds}). */
    public inrow.rated.RatingStore ratings() {
        return new JdbcRatingStore(this::withReader);
    }

    /** Tells {@code meter} of every transaction, every write's wait and every upkeep, on the writer thread. */
    public void meter(StoreMeter meter) {
        this.meter = meter;
    }

    @Override
    public CompletableFuture<Void> write(List<Change> changes) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (closing) {
            done.completeExceptionally(new IllegalStateException("the store is closed"));
            return done;
        }
        queue.add(new Pending(List.copyOf(changes), done, System.nanoTime()));
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
                    upkeep(true);
                    continue;
                }
                batch.add(first);
                queue.drainTo(batch, MAX_BATCH - 1);
                commit(batch);
                batch.clear();
                upkeep(queue.isEmpty());
            } catch (InterruptedException e) {
                // close() interrupts only after the queue has drained; nothing is left behind.
                return;
            }
        }
    }

    private void upkeep(boolean idle) {
        long started = System.nanoTime();
        if (betweenBatches(idle)) {
            meter.upkeep(System.nanoTime() - started);
        }
    }

    /**
     * Called on the writer thread after each batch and when no write came for a while ({@code idle}: nothing is
     * waiting to be written). Maintenance that must not run beside a commit, such as SQLite's checkpoint, goes here;
     * nothing by default. Returns whether it did any (it is then timed as upkeep).
     */
    protected boolean betweenBatches(boolean idle) {
        return false;
    }

    /** Called on the writer thread after each transaction that committed. */
    protected void committed() {
    }

    /**
     * One transaction, one savepoint per room's list (when there are several): a failing list is rolled back and
     * failed alone. A connection that cannot even be had (the database is down) fails the whole batch: nothing was
     * written, the rooms say so, and the next batch asks the link again.
     */
    private void commit(List<Pending> batch) {
        List<Pending> written = new ArrayList<>(batch.size());
        try {
            writer = link.take(true);
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.ERROR, "no connection to write with: " + e.getMessage());
            batch.forEach(p -> p.done().completeExceptionally(e));
            return;
        }
        long started = System.nanoTime();
        for (Pending p : batch) {
            meter.writeWaited(started - p.queued());
        }
        try {
            // A list alone needs no savepoint: the transaction is its own. Naming, quoting and running SAVEPOINT and
            // RELEASE for every list was a fifth of what the SQLite writer allocated, and most batches hold one list.
            boolean alone = batch.size() == 1;
            for (Pending p : batch) {
                Savepoint sp = alone ? null : writer.setSavepoint();
                try {
                    for (Change c : p.changes()) {
                        apply(c);
                    }
                    if (sp != null) {
                        writer.releaseSavepoint(sp);
                    }
                    written.add(p);
                } catch (SQLException e) {
                    if (sp != null) {
                        writer.rollback(sp);
                    } else {
                        writer.rollback();
                    }
                    p.done().completeExceptionally(e);
                }
            }
            writer.commit();
            meter.transaction(written.size(), System.nanoTime() - started);
            committed();
            written.forEach(p -> p.done().complete(null));
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.ERROR, "commit failed", e);
            try {
                writer.rollback();
            } catch (SQLException ignored) {
                // the connection is broken; every write of this batch fails below
            }
            // Every write of the batch not already answered fails: those written (rolled back with the
            // transaction), and those the failure came before (a broken connection fails even the savepoint).
            batch.forEach(p -> p.done().completeExceptionally(e));
        } finally {
            link.giveBack(writer);
            writer = null;
        }
    }

    private void apply(Change change) throws SQLException {
        if (change instanceof Change.Created c) {
            TimeControl clock = c.clock();
            update("INSERT INTO games (code, width, height, win, overline, renju, gravity, think_ms, pace_ms, round, "
                    + "status, created_at, updated_at, initial_ms, increment_ms, per_move_ms, takebacks, opening, unlisted, "
                    + "rated_kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 'waiting', ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                c.code(), c.rules().width(), c.rules().height(), c.rules().win(), c.rules().overline() ? 1 : 0,
                c.rules().renju() ? 1 : 0, c.rules().gravity() ? 1 : 0,
                c.thinkMillis(), c.paceMillis(), c.at(), c.at(), clock == null ? null : clock.initialMs(),
                clock == null ? null : clock.incrementMs(), clock == null ? null : clock.perMoveMs(),
                c.takebacks() ? 1 : 0, c.canonical() != null ? c.canonical().key()
                    : c.tournament() != null ? c.tournament().code()
                    : c.opening() == null ? null : c.opening().name().toLowerCase(java.util.Locale.ROOT),
                c.unlisted() ? 1 : 0, c.ratedKind());
        } else if (change instanceof Change.Seated s) {
            update("INSERT INTO players (code, slot, token, name, kind, level, account) VALUES (?, ?, ?, ?, ?, ?, ?)",
                s.code(), s.slot(), s.token(), s.name(), s.kind().code(), s.level(), s.account());
        } else if (change instanceof Change.Linked l) {
            expectOne(update("UPDATE players SET account = ? WHERE code = ? AND slot = ?", l.account(), l.code(),
                l.slot()), l);
        } else if (change instanceof Change.Unseated u) {
            // The seat reopens and round 1 starts over: its moves go, and a restart rebuilds the game waiting again.
            update("DELETE FROM players WHERE code = ? AND slot = ?", u.code(), u.slot());
            update("UPDATE players SET berserk_ms = NULL WHERE code = ?", u.code()); // full clocks again
            update("DELETE FROM moves WHERE code = ?", u.code());
            expectOne(update("UPDATE games SET status = 'waiting', winner = NULL, reason = NULL, choices = NULL, "
                + "steps = NULL, "
                + "draw_offer = NULL, takeback_offer = NULL, updated_at = ? WHERE code = ?", u.at(), u.code()), u);
        } else if (change instanceof Change.Renamed r) {
            expectOne(update("UPDATE players SET name = ? WHERE code = ? AND slot = ?", r.name(), r.code(),
                r.slot()), r);
        } else if (change instanceof Change.Moved m) {
            // The move alone: its game's row is not touched, so a move rewrites one page, not two (its game's last
            // activity is read back as the later of the row's time and its last move's, see games()).
            update("INSERT INTO moves (code, round, ply, x, y, at, clock_ms) VALUES (?, ?, ?, ?, ?, ?, ?)",
                m.code(), m.round(), m.ply(), m.x(), m.y(), m.at(), m.clockMs());
        } else if (change instanceof Change.Status s) {
            expectOne(update("UPDATE games SET round = ?, status = ?, winner = ?, reason = ?, updated_at = ? "
                + "WHERE code = ?", s.round(), s.status().code(), spelled(s.winner()),
                spelled(s.reason()), s.at(), s.code()), s);
        } else if (change instanceof Change.Scored sc) {
            // Kept as the table counted it; written once, however often a step is retried.
            RoundResult r = sc.result();
            update("INSERT INTO rounds (code, round, winner, reason) SELECT ?, ?, ?, ? FROM games WHERE code = ? "
                    + "AND NOT EXISTS (SELECT 1 FROM rounds WHERE code = ? AND round = ?)",
                sc.code(), r.round(), spelled(r.winner()),
                spelled(r.reason()), sc.code(), sc.code(), r.round());
            // In the same transaction as the round's end: the ratings move with it, once, or not at all.
            ratedRounds.ended(writer, sc.code(), r);
        } else if (change instanceof Change.Chose ch) {
            expectOne(update("UPDATE games SET choices = CASE WHEN choices IS NULL THEN ? ELSE choices || ',' || ? END, "
                + "updated_at = ? WHERE code = ?", ch.take().code(), ch.take().code(), ch.at(), ch.code()), ch);
        } else if (change instanceof Change.Stepped st) {
            // A step's text has spaces, never a comma.
            expectOne(update("UPDATE games SET steps = CASE WHEN steps IS NULL THEN ? ELSE steps || ',' || ? END, "
                + "updated_at = ? WHERE code = ?", st.step(), st.step(), st.at(), st.code()), st);
        } else if (change instanceof Change.TakenBack tb) {
            update("DELETE FROM moves WHERE code = ? AND round = ? AND ply >= ?", tb.code(), tb.round(), tb.ply());
            // A restart sets each clock from its colour's last move: after a takeback, to the time it has now. (Once
            // the clocks have started a takeback leaves both sides' first moves, so both have a move to carry it.)
            for (int colour = 0; colour < 2 && tb.xLeft() != null; colour++) {
                update("UPDATE moves SET clock_ms = ? WHERE code = ? AND round = ? AND ply = (SELECT MAX(ply) FROM "
                        + "moves WHERE code = ? AND round = ? AND ply < ? AND ply % 2 = ?)",
                    colour == 0 ? tb.xLeft() : tb.oLeft(), tb.code(), tb.round(), tb.code(), tb.round(), tb.ply(),
                    colour);
            }
            expectOne(update("UPDATE games SET updated_at = ? WHERE code = ?", tb.at(), tb.code()), tb);
        } else if (change instanceof Change.Berserked b) {
            // Kept with the seat until the round ends: the player's first move may come after a restart.
            expectOne(update("UPDATE players SET berserk_ms = ? WHERE code = ? AND slot = ?", b.leftMs(), b.code(),
                b.slot()), b);
        } else if (change instanceof Change.Said said && said.line().room() == ChatRoom.PLAYERS) {
            ChatLine l = said.line();
            update("INSERT INTO chat (code, round, seat, name, text, at) VALUES (?, (SELECT round FROM games "
                + "WHERE code = ?), ?, ?, ?, ?)", said.code(), said.code(), l.from().name(), l.name(), l.text(), l.at());
        } else if (change instanceof Change.Sequenced q) {
            if (update("UPDATE games SET seq = ? WHERE code = ? AND seq = ?", q.to(), q.code(), q.from()) != 1) {
                throw new SQLException("another change already took step " + q.to() + " of " + q.code());
            }
        } else if (change instanceof Change.ChatForgotten f) {
            update("DELETE FROM chat WHERE code = ?", f.code());
        } else if (change instanceof Change.Deleted d) {
            update("DELETE FROM moves WHERE code = ?", d.code());
            update("DELETE FROM rounds WHERE code = ?", d.code());
            update("DELETE FROM chat WHERE code = ?", d.code());
            update("DELETE FROM players WHERE code = ?", d.code());
            update("DELETE FROM games WHERE code = ?", d.code());
        } else if (change instanceof Change.NewRound n) {
            keepOpeningStones(n);
            update("UPDATE players SET berserk_ms = NULL WHERE code = ?", n.code()); // a berserk lasts one round
            expectOne(update("UPDATE games SET round = ?, choices = NULL, steps = NULL, updated_at = ? "
                    + "WHERE code = ?",
                n.round(), n.at(), n.code()), n);
        } else if (change instanceof Change.Standing st) {
            // What stands after the step, as the table worked it out; an Offered alone is not kept (see Change).
            Offers o = st.offers();
            expectOne(update("UPDATE games SET draw_offer = ?, takeback_offer = ? WHERE code = ?",
                spelled(o.draw()), spelled(o.takeback()),
                st.code()), st);
        } else if (!(change instanceof Change.Offered || change instanceof Change.Said)) {
            // Not kept: an offer (its Standing is), spectators' chat. Any other fact must say how it is kept.
            throw new SQLException("no row for " + change);
        }
    }

    private static void expectOne(int rows, Change change) throws SQLException {
        if (rows != 1) {
            throw new SQLException("no game to apply " + change + " to");
        }
    }

    /**
     * A new round clears the steps of renju's tournament opening: the round that ends keeps its opening's stones (a
     * tournament opening's, or a canonical opening's three) as its first moves (plies 0 on; its own moves start after
     * them), so its record and replay show the whole game.
     */
    private void keepOpeningStones(Change.NewRound n) throws SQLException {
        Rules rules;
        TournamentRule rule;
        CanonicalOpening canonical;
        String steps;
        int round;
        try (PreparedStatement st = writer.prepareStatement("SELECT width, height, win, overline, renju, gravity, "
            + "opening, steps, round FROM games WHERE code = ?")) {
            st.setString(1, n.code());
            try (ResultSet g = st.executeQuery()) {
                if (!g.next()) {
                    return;
                }
                rules = new Rules(g.getInt("width"), g.getInt("height"), g.getInt("win"), g.getInt("overline") != 0,
                    g.getInt("renju") != 0, g.getInt("gravity") != 0);
                String opening = g.getString("opening");
                rule = opening == null ? null : TournamentRule.of(opening);
                canonical = opening == null ? null : CanonicalOpening.of(opening);
                steps = g.getString("steps");
                round = g.getInt("round");
            }
        }
        if (canonical == null && (rule == null || steps == null)) {
            return;
        }
        List<Point> stones = canonical != null ? canonical.stones(rules)
            : StoredGame.openingStones(rule, rules, List.of(steps.split(",")));
        for (int ply = 0; ply < stones.size(); ply++) {
            update("INSERT INTO moves (code, round, ply, x, y, at, clock_ms) VALUES (?, ?, ?, ?, ?, ?, ?)",
                n.code(), round, ply, stones.get(ply).x(), stones.get(ply).y(), n.at(), null);
        }
    }

    private int update(String sql, Object... args) throws SQLException {
        if (!link.keepsWriter()) {
            try (PreparedStatement st = writer.prepareStatement(sql)) {
                bind(st, args);
                return st.executeUpdate();
            }
        }
        // The writer's connection lives as long as the store: its statements are prepared once, not per write.
        PreparedStatement st = prepared.get(sql);
        if (st == null) {
            st = writer.prepareStatement(sql);
            prepared.put(sql, st);
        }
        st.clearParameters();
        bind(st, args);
        return st.executeUpdate();
    }

    private static void bind(PreparedStatement st, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            st.setObject(i + 1, args[i]);
        }
    }

    // ---- reads ----

    /** The games a read is about, as a subquery of codes (it runs inside each of the read's set queries). */
    private record Which(String codes, Object... args) {
    }

    @Override
    public List<StoredGame> unfinished() {
        return games(new Which("SELECT code FROM games WHERE status <> 'over'"), "created_at");
    }

    @Override
    public Optional<StoredGame> load(String code) {
        return games(new Which("SELECT code FROM games WHERE code = ?", code), "created_at").stream().findFirst();
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
    public List<inrow.career.AccountGame> of(String account) {
        List<inrow.career.AccountGame> out = new ArrayList<>();
        // Through players_by_account: the account's own games, not a scan of everyone's.
        for (StoredGame g : games(new Which("SELECT code FROM players WHERE account = ?", account), "created_at DESC",
            false)) {
            for (int slot = 0; slot < g.slots().size(); slot++) {
                StoredGame.Slot s = g.slots().get(slot);
                if (s != null && account.equals(s.account())) {
                    out.add(new inrow.career.AccountGame(slot, g));
                    break; // both seats one account's (a guest who played both sides): the game counts once
                }
            }
        }
        return out;
    }

    @Override
    public List<StoredGame> whole(List<String> codes) {
        if (codes.isEmpty()) {
            return List.of();
        }
        String marks = String.join(", ", java.util.Collections.nCopies(codes.size(), "?"));
        return games(new Which("SELECT code FROM games WHERE code IN (" + marks + ")", codes.toArray()),
            "created_at DESC");
    }

    @Override
    public List<StoredGame> finished(int limit) {
        return games(new Which(FINISHED, limit), "updated_at DESC");
    }

    /** The codes a sweep's query selects as of a time (its one parameter), read before the writer is asked. */
    private List<String> codesBefore(String query, long before) {
        List<String> codes = new ArrayList<>();
        withReader(db -> {
            try (PreparedStatement st = db.prepareStatement(query)) {
                st.setLong(1, before);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        codes.add(rs.getString(1));
                    }
                }
            }
        });
        return codes;
    }

    @Override
    public int forgetChat(long finishedBefore) {
        int forgotten = 0;
        for (String code : codesBefore(CHAT_OF_FINISHED, finishedBefore)) {
            // Through the writer, like a delete: it never overtakes a write for the same game.
            try {
                write(List.of(new Change.ChatForgotten(code))).get(10, TimeUnit.SECONDS);
                forgotten++;
            } catch (Exception e) {
                LOG.log(System.Logger.Level.WARNING, "could not forget the chat of " + code, e);
            }
        }
        return forgotten;
    }

    @Override
    public int deleteNeverStarted(long createdBefore, Set<String> keep) {
        int deleted = 0;
        for (String code : codesBefore(NEVER_STARTED, createdBefore)) {
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

    /** Work that needs a read connection, such as maintenance; serialised with reads where they share one. */
    protected interface ReaderWork {
        void run(Connection reader) throws SQLException;
    }

    protected void withReader(ReaderWork work) {
        if (link.sharedReader()) {
            readTurn.lock();
            try {
                read(work);
            } finally {
                readTurn.unlock();
            }
        } else {
            read(work);
        }
    }

    /**
     * Like {@link #withReader}, but only if the read connection is free now: false, and nothing done, while a read
     * holds it. For maintenance on the writer thread, which must not wait behind reads.
     */
    protected boolean withIdleReader(ReaderWork work) {
        if (!link.sharedReader()) {
            read(work);
            return true;
        }
        if (!readTurn.tryLock()) {
            return false;
        }
        try {
            read(work);
            return true;
        } finally {
            readTurn.unlock();
        }
    }

    private void read(ReaderWork work) {
        Connection c = null;
        try {
            c = link.take(false);
            if (!c.isClosed()) {
                work.run(c);
            }
        } catch (SQLException e) {
            throw new StoreException(e.getMessage(), e);
        } finally {
            if (c != null) {
                link.giveBack(c);
            }
        }
    }

    /** What is read of one game before its players, moves, rounds and chat are added. */
    private static final class Row {
        String code;
        Rules rules;
        long thinkMs;
        long paceMs;
        TimeControl clock;
        boolean takebacks;
        boolean unlisted;
        String ratedKind;
        int round;
        GameStatus status;
        Mark winner;
        Result.Reason reason;
        long createdAt;
        long updatedAt;
        long seq;
        OpeningRule opening;
        TournamentRule tournament;
        CanonicalOpening canonical;
        final List<String> steps = new ArrayList<>();
        Offers offers;
        final List<Take> choices = new ArrayList<>();
        final StoredGame.Slot[] slots = new StoredGame.Slot[2];
        final List<Point> moves = new ArrayList<>();
        final List<Long> clocks = new ArrayList<>();
        final List<RoundResult> series = new ArrayList<>();
        final List<ChatLine> chat = new ArrayList<>();

        StoredGame stored() {
            List<ChatLine> lastChat = chat.subList(Math.max(0, chat.size() - CHAT_READ), chat.size());
            return new StoredGame(code, rules, thinkMs, paceMs, clock, takebacks, Arrays.asList(slots), round, moves,
                clocks, status, winner, reason, series, lastChat, createdAt, updatedAt, seq, opening, choices, offers,
                unlisted, ratedKind, tournament, steps, canonical);
        }
    }

    /**
     * The games whose codes {@code which} selects, ordered by {@code order}: five queries however many games (the
     * games, then all their players, current-round moves, finished rounds and chat), not several per game.
     */
    private List<StoredGame> games(Which which, String order) {
        return games(which, order, true);
    }

    /** {@code whole} false: the games and their players only (no moves, rounds or chat), for lists. */
    private List<StoredGame> games(Which which, String order, boolean whole) {
        java.util.Map<String, Row> rows = new java.util.LinkedHashMap<>();
        try {
            withReader(db -> inOneSnapshot(db, () -> {
                String in = " WHERE code IN (" + which.codes() + ")";
                each(db, "SELECT * FROM games" + in + " ORDER BY " + order, which.args(), g -> {
                    Row r = new Row();
                    r.code = g.getString("code");
                    r.rules = new Rules(g.getInt("width"), g.getInt("height"), g.getInt("win"),
                        g.getInt("overline") != 0, g.getInt("renju") != 0, g.getInt("gravity") != 0);
                    r.thinkMs = g.getLong("think_ms");
                    r.paceMs = g.getLong("pace_ms");
                    long perMove = g.getLong("per_move_ms");
                    r.clock = g.wasNull() ? null
                        : new TimeControl(g.getLong("initial_ms"), g.getLong("increment_ms"), perMove);
                    r.takebacks = g.getInt("takebacks") != 0;
                    r.unlisted = g.getInt("unlisted") != 0;
                    r.ratedKind = g.getString("rated_kind");
                    r.round = g.getInt("round");
                    r.status = GameStatus.of(g.getString("status"));
                    r.winner = mark(g.getString("winner"));
                    r.reason = reason(g.getString("reason"));
                    r.createdAt = g.getLong("created_at");
                    r.updatedAt = g.getLong("updated_at");
                    r.seq = g.getLong("seq");
                    String opening = g.getString("opening");
                    r.tournament = opening == null ? null : TournamentRule.of(opening);
                    r.canonical = opening == null ? null : CanonicalOpening.of(opening);
                    r.opening = opening == null || r.tournament != null || r.canonical != null ? null
                        : OpeningRule.valueOf(opening.toUpperCase(java.util.Locale.ROOT));
                    String steps = g.getString("steps");
                    if (steps != null) {
                        r.steps.addAll(List.of(steps.split(",")));
                    }
                    r.offers = new Offers(mark(g.getString("draw_offer")), mark(g.getString("takeback_offer")));
                    String choices = g.getString("choices");
                    if (choices != null) {
                        for (String take : choices.split(",")) {
                            r.choices.add(Take.of(take));
                        }
                    }
                    rows.put(r.code, r);
                });
                if (rows.isEmpty()) {
                    return;
                }
                each(db, "SELECT code, slot, token, name, kind, level, account, berserk_ms FROM players" + in,
                    which.args(), p -> {
                        Row r = rows.get(p.getString("code"));
                        long ms = p.getLong("berserk_ms");
                        Long berserk = p.wasNull() ? null : ms;
                        r.slots[p.getInt("slot")] = new StoredGame.Slot(p.getString("token"), p.getString("name"),
                            SeatKind.of(p.getString("kind")), p.getString("level"), p.getString("account"), berserk);
                    });
                if (!whole) {
                    return;
                }
                each(db, "SELECT m.code, m.round, m.x, m.y, m.at, m.clock_ms FROM moves m WHERE m.code IN ("
                    + which.codes() + ") ORDER BY m.code, m.round, m.ply", which.args(), m -> {
                    Row r = rows.get(m.getString("code"));
                    if (m.getInt("round") == r.round) {
                        r.moves.add(new Point(m.getInt("x"), m.getInt("y")));
                        // A move does not write its game's row (apply): the game was last active at its last move.
                        r.updatedAt = Math.max(r.updatedAt, m.getLong("at"));
                        long left = m.getLong("clock_ms");
                        r.clocks.add(m.wasNull() ? null : left);
                    }
                });
                each(db, "SELECT code, round, winner, reason FROM rounds" + in + " ORDER BY code, round",
                    which.args(), x -> {
                        String w = x.getString("winner");
                        rows.get(x.getString("code")).series.add(new RoundResult(x.getInt("round"),
                            w == null ? null : Mark.valueOf(w), reason(x.getString("reason"))));
                    });
                each(db, "SELECT code, seat, name, text, at FROM chat" + in + " ORDER BY code, at", which.args(),
                    c -> rows.get(c.getString("code")).chat.add(new ChatLine(ChatRoom.PLAYERS,
                        Mark.valueOf(c.getString("seat")), c.getString("name"), c.getString("text"),
                        c.getLong("at"))));
            }));
        } catch (StoreException e) {
            throw new StoreException("cannot read games: " + e.getMessage(), e);
        }
        return rows.values().stream().map(Row::stored).toList();
    }

    private interface Reads {
        void run() throws SQLException;
    }

    /**
     * Runs the five queries of {@link #games} as one transaction that sees one state of the database. Each on its
     * own, a game read while a move was being written could come back with the move but not the step count that
     * came with it (or the other way round): a node loading a room at that moment held a table whose count and
     * moves disagreed, and later "steps did not fit". PostgreSQL needs repeatable read for one snapshot (read
     * committed takes one per statement); SQLite's deferred transaction keeps its first read's snapshot of the WAL.
     */
    private static void inOneSnapshot(Connection db, Reads reads) throws SQLException {
        boolean auto = db.getAutoCommit();
        int isolation = db.getTransactionIsolation();
        boolean repeatable = db.getMetaData().supportsTransactionIsolationLevel(Connection.TRANSACTION_REPEATABLE_READ)
            && isolation != Connection.TRANSACTION_SERIALIZABLE;
        if (auto) {
            db.setAutoCommit(false);
        }
        if (repeatable) {
            db.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        }
        try {
            reads.run();
        } finally {
            try {
                db.rollback(); // nothing was written: ending the transaction lets the snapshot go
            } finally {
                if (repeatable) {
                    db.setTransactionIsolation(isolation);
                }
                if (auto) {
                    db.setAutoCommit(true);
                }
            }
        }
    }

    private interface RowReader {
        void read(ResultSet rs) throws SQLException;
    }

    private static void each(Connection db, String sql, Object[] args, RowReader reader) throws SQLException {
        try (PreparedStatement st = db.prepareStatement(sql)) {
            bind(st, args);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    reader.read(rs);
                }
            }
        }
    }

    /** A colour as the store spells it ('X' or 'O'); null for none. */
    private static Mark mark(String name) {
        return name == null ? null : Mark.valueOf(name);
    }

    /** The other way: how the store spells a colour, or null for none. */
    private static String spelled(Mark mark) {
        return mark == null ? null : mark.name();
    }

    /** The other way: an end reason as the store spells it (its code), or null. */
    private static String spelled(Result.Reason reason) {
        return reason == null ? null : reason.code();
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
        link.close();
    }
}
