package inrow.store;

import inrow.rated.KindRating;
import inrow.rated.Leader;
import inrow.rated.LeaderboardRule;
import inrow.rated.RatingChange;
import inrow.rated.RatingStore;
import inrow.rating.Rating;
import inrow.rating.Speed;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Ratings read from the games' database (SQLite or PostgreSQL); {@link RatedRounds} writes them. */
final class JdbcRatingStore implements RatingStore {
    private final Consumer<JdbcStore.ReaderWork> reads;

    JdbcRatingStore(Consumer<JdbcStore.ReaderWork> reads) {
        this.reads = reads;
    }

    @Override
    public List<KindRating> of(String account) {
        List<KindRating> out = new ArrayList<>();
        reads.accept(c -> {
            try (PreparedStatement st = c.prepareStatement("SELECT kind, speed, rating, deviation, volatility, games, "
                + "latest FROM ratings WHERE account = ? ORDER BY kind, speed")) {
                st.setString(1, account);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.add(new KindRating(rs.getString(1), Speed.valueOf(rs.getString(2)), rating(rs, 3)));
                    }
                }
            }
        });
        return out;
    }

    @Override
    public List<RatingChange> history(String account, int limit) {
        List<RatingChange> out = changes("SELECT * FROM rating_history WHERE account = ? ORDER BY at DESC, code, "
            + "round LIMIT ?", account, limit);
        java.util.Collections.reverse(out);
        return out;
    }

    @Override
    public List<RatingChange> ofRound(String code, int round) {
        return changes("SELECT * FROM rating_history WHERE code = ? AND round = ? ORDER BY account", code, round);
    }

    @Override
    public List<Leader> leaders(String kind, Speed speed, LeaderboardRule rule, long now) {
        List<Leader> out = new ArrayList<>();
        reads.accept(c -> {
            try (PreparedStatement st = c.prepareStatement("SELECT a.name, r.rating, r.deviation, r.volatility, "
                + "r.games, r.latest FROM ratings r JOIN accounts a ON a.id = r.account WHERE r.kind = ? AND "
                + "r.speed = ? AND r.games >= ? AND r.deviation < ? AND r.latest >= ? AND a.deleted_at IS NULL "
                + "ORDER BY r.rating DESC LIMIT ?")) {
                st.setString(1, kind);
                st.setString(2, speed.name());
                st.setInt(3, rule.minGames());
                st.setDouble(4, rule.maxDeviation());
                st.setLong(5, rule.since(now));
                st.setInt(6, rule.size());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.add(new Leader(rs.getString(1), rating(rs, 2)));
                    }
                }
            }
        });
        return out;
    }

    private List<RatingChange> changes(String sql, Object... args) {
        List<RatingChange> out = new ArrayList<>();
        reads.accept(c -> {
            try (PreparedStatement st = c.prepareStatement(sql)) {
                for (int i = 0; i < args.length; i++) {
                    st.setObject(i + 1, args[i]);
                }
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        out.add(new RatingChange(rs.getString("code"), rs.getInt("round"), rs.getString("account"),
                            rs.getString("kind"), Speed.valueOf(rs.getString("speed")), rs.getDouble("rating_before"),
                            rs.getDouble("deviation_before"), rs.getDouble("rating_after"),
                            rs.getDouble("deviation_after"), rs.getLong("at")));
                    }
                }
            }
        });
        return out;
    }

    /** rating, deviation, volatility, games, latest from column {@code from} on. */
    private static Rating rating(ResultSet rs, int from) throws SQLException {
        return new Rating(rs.getDouble(from), rs.getDouble(from + 1), rs.getDouble(from + 2), rs.getInt(from + 3),
            Instant.ofEpochMilli(rs.getLong(from + 4)));
    }
}
