package inrow.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.review.Review;
import inrow.review.ReviewStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Reviews in the games' database (SQLite or PostgreSQL), one JSON body per round: a review is written once and
 * read whole, so nothing in it is queried by column. A second node that finishes the same review later keeps the
 * first ({@code ON CONFLICT DO NOTHING}, which both databases speak).
 */
final class JdbcReviewStore implements ReviewStore {
    private static final ObjectMapper JSON = new ObjectMapper()
        .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final JdbcAccountStore.Connections connections;

    JdbcReviewStore(JdbcAccountStore.Connections connections) {
        this.connections = connections;
    }

    @Override
    public Optional<Review> find(String code, int round) {
        Connection c = open();
        try (PreparedStatement st = c.prepareStatement("SELECT body FROM reviews WHERE code = ? AND round = ?")) {
            st.setString(1, code);
            st.setInt(2, round);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(JSON.readValue(rs.getString(1), Review.class)) : Optional.empty();
            }
        } catch (SQLException | JsonProcessingException e) {
            throw new StoreException("cannot read the review of " + code + ": " + e.getMessage(), e);
        } finally {
            connections.done(c);
        }
    }

    @Override
    public void save(Review review) {
        Connection c = open();
        try (PreparedStatement st = c.prepareStatement(
                "INSERT INTO reviews (code, round, body) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")) {
            st.setString(1, review.code());
            st.setInt(2, review.round());
            st.setString(3, JSON.writeValueAsString(review));
            st.executeUpdate();
        } catch (SQLException | JsonProcessingException e) {
            throw new StoreException("cannot keep the review of " + review.code() + ": " + e.getMessage(), e);
        } finally {
            connections.done(c);
        }
    }

    /**
     * One statement, atomic in both databases: insert the claim, or take over one that is this node's or past its
     * time; another node's live claim makes the update match no row.
     */
    @Override
    public boolean claim(String code, int round, String node, long nowMillis, long untilMillis, Review partial) {
        Connection c = open();
        try (PreparedStatement st = c.prepareStatement(
                "INSERT INTO review_claims (code, round, node, until_ms, partial) VALUES (?, ?, ?, ?, ?) "
                    + "ON CONFLICT (code, round) DO UPDATE SET node = excluded.node, until_ms = excluded.until_ms, "
                    + "partial = excluded.partial "
                    + "WHERE review_claims.node = excluded.node OR review_claims.until_ms < ?")) {
            st.setString(1, code);
            st.setInt(2, round);
            st.setString(3, node);
            st.setLong(4, untilMillis);
            st.setString(5, partial == null ? null : JSON.writeValueAsString(partial));
            st.setLong(6, nowMillis);
            return st.executeUpdate() == 1;
        } catch (SQLException | JsonProcessingException e) {
            throw new StoreException("cannot claim the review of " + code + ": " + e.getMessage(), e);
        } finally {
            connections.done(c);
        }
    }

    @Override
    public Optional<Claim> claimOf(String code, int round, long nowMillis) {
        Connection c = open();
        try (PreparedStatement st = c.prepareStatement(
                "SELECT node, until_ms, partial FROM review_claims WHERE code = ? AND round = ? AND until_ms >= ?")) {
            st.setString(1, code);
            st.setInt(2, round);
            st.setLong(3, nowMillis);
            try (ResultSet rs = st.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                String partial = rs.getString(3);
                return Optional.of(new Claim(rs.getString(1), rs.getLong(2),
                    partial == null ? null : JSON.readValue(partial, Review.class)));
            }
        } catch (SQLException | JsonProcessingException e) {
            throw new StoreException("cannot read the claim on the review of " + code + ": " + e.getMessage(), e);
        } finally {
            connections.done(c);
        }
    }

    private Connection open() {
        try {
            return connections.open();
        } catch (SQLException e) {
            throw new StoreException("cannot reach the database for reviews: " + e.getMessage(), e);
        }
    }
}
