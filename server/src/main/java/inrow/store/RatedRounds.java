package inrow.store;

import inrow.engine.Result;
import inrow.game.RoundResult;
import inrow.engine.Mark;
import inrow.rating.Glicko2;
import inrow.rating.RatedGame;
import inrow.rating.Rating;
import inrow.rating.Score;
import inrow.rating.Speed;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/**
 * Rates a round on the writer's connection, inside the transaction that ends it: the ratings and the round's
 * history rows commit with the round's end or not at all. A round is rated once: one already in rating_history is
 * left alone (a step retried, the same end applied twice, a second node), and its key refuses a second insert.
 * Nothing is rated unless the game is rated, timed, between two accounts, not aborted, and both colours moved.
 */
final class RatedRounds {
    private final Glicko2 glicko = new Glicko2();

    /** After {@code result} was kept for game {@code code}: rates it if it should be. */
    void ended(Connection c, String code, RoundResult result) throws SQLException {
        if (result.reason() == Result.Reason.ABORTED) {
            return;
        }
        String kind;
        Speed speed;
        long at;
        try (ResultSet g = query(c, "SELECT rated_kind, initial_ms, increment_ms, per_move_ms, updated_at FROM games "
            + "WHERE code = ?", code)) {
            if (!g.next() || g.getString("rated_kind") == null) {
                return;
            }
            kind = g.getString("rated_kind");
            long perMove = g.getLong("per_move_ms");
            if (g.wasNull()) {
                return; // untimed: no speed to be rated in
            }
            speed = Speed.of(g.getLong("initial_ms"), g.getLong("increment_ms"), perMove);
            at = g.getLong("updated_at");
        }
        if (alreadyRated(c, code, result.round()) || !bothMoved(c, code, result.round())) {
            return;
        }
        String[] accounts = new String[2];
        try (ResultSet p = query(c, "SELECT slot, account, kind FROM players WHERE code = ?", code)) {
            while (p.next()) {
                if ("human".equals(p.getString("kind"))) {
                    accounts[p.getInt("slot")] = p.getString("account");
                }
            }
        }
        if (accounts[0] == null || accounts[1] == null || accounts[0].equals(accounts[1])) {
            return;
        }
        // The round's result names a colour of that round; slots keep the people: slot 0 was X in round 1 and
        // colours swap every round (as inrow.game.Table.slot says; the store reads no table).
        int winnerSlot = result.winner() == null ? -1
            : (result.winner() == Mark.X ? 0 : 1) ^ ((result.round() - 1) & 1);
        Score first = winnerSlot < 0 ? Score.DRAW : winnerSlot == 0 ? Score.WIN : Score.LOSS;
        Rating a = current(c, accounts[0], kind, speed);
        Rating b = current(c, accounts[1], kind, speed);
        Instant when = Instant.ofEpochMilli(Math.max(at, lastMove(c, code, result.round())));
        RatedGame rated = glicko.rate(a, b, first, when);
        Rating aBefore = glicko.atTime(a, when);
        Rating bBefore = glicko.atTime(b, when);
        keep(c, accounts[0], kind, speed, rated.first(), a.latest() != null);
        keep(c, accounts[1], kind, speed, rated.second(), b.latest() != null);
        history(c, code, result.round(), accounts[0], kind, speed, aBefore, rated.first(), when);
        history(c, code, result.round(), accounts[1], kind, speed, bBefore, rated.second(), when);
    }

    private static boolean alreadyRated(Connection c, String code, int round) throws SQLException {
        try (ResultSet rs = query(c, "SELECT 1 FROM rating_history WHERE code = ? AND round = ?", code, round)) {
            return rs.next();
        }
    }

    /** Both colours made a move of their own in the round (a round where a side never moved changes nothing). */
    private static boolean bothMoved(Connection c, String code, int round) throws SQLException {
        try (ResultSet rs = query(c, "SELECT COUNT(*) FROM moves WHERE code = ? AND round = ? AND ply < 2",
            code, round)) {
            return rs.next() && rs.getInt(1) == 2;
        }
    }

    private static long lastMove(Connection c, String code, int round) throws SQLException {
        try (ResultSet rs = query(c, "SELECT MAX(at) FROM moves WHERE code = ? AND round = ?", code, round)) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    private static Rating current(Connection c, String account, String kind, Speed speed) throws SQLException {
        try (ResultSet rs = query(c, "SELECT rating, deviation, volatility, games, latest FROM ratings "
            + "WHERE account = ? AND kind = ? AND speed = ?", account, kind, speed.name())) {
            return rs.next() ? new Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3), rs.getInt(4),
                Instant.ofEpochMilli(rs.getLong(5))) : Rating.fresh();
        }
    }

    private static void keep(Connection c, String account, String kind, Speed speed, Rating r, boolean known)
        throws SQLException {
        if (known) {
            update(c, "UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ?, latest = ? "
                + "WHERE account = ? AND kind = ? AND speed = ?", r.rating(), r.deviation(), r.volatility(), r.games(),
                r.latest().toEpochMilli(), account, kind, speed.name());
        } else {
            update(c, "INSERT INTO ratings (account, kind, speed, rating, deviation, volatility, games, latest) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", account, kind, speed.name(), r.rating(), r.deviation(),
                r.volatility(), r.games(), r.latest().toEpochMilli());
        }
    }

    private static void history(Connection c, String code, int round, String account, String kind, Speed speed,
                                Rating before, Rating after, Instant at) throws SQLException {
        update(c, "INSERT INTO rating_history (code, round, account, kind, speed, rating_before, deviation_before, "
                + "rating_after, deviation_after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", code, round, account,
            kind, speed.name(), before.rating(), before.deviation(), after.rating(), after.deviation(),
            at.toEpochMilli());
    }

    private static ResultSet query(Connection c, String sql, Object... args) throws SQLException {
        PreparedStatement st = c.prepareStatement(sql);
        bind(st, args);
        st.closeOnCompletion();
        return st.executeQuery();
    }

    private static void update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            bind(st, args);
            st.executeUpdate();
        }
    }

    private static void bind(PreparedStatement st, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            st.setObject(i + 1, args[i]);
        }
    }
}
