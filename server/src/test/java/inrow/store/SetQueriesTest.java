package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.Rules;
import inrow.protocol.GameStatus;
import inrow.protocol.SeatKind;
import inrow.room.Change;
import inrow.room.StoredGame;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteDataSource;

/**
 * Start-up reads every unfinished game in a fixed number of queries (the games, then all their players, moves,
 * rounds and chat), not several per game: counted on the reading connection with 300 games.
 */
class SetQueriesTest {
    @TempDir
    Path dir;

    /** A link over one SQLite file whose reads count the statements they prepare. */
    private static final class Counting implements JdbcStore.Link {
        final AtomicInteger prepared = new AtomicInteger();
        final Connection writer;
        final Connection reader;
        final SQLiteDataSource source = new SQLiteDataSource();

        Counting(String url) throws SQLException {
            source.setUrl(url);
            writer = DriverManager.getConnection(url);
            writer.setAutoCommit(false);
            Connection raw = DriverManager.getConnection(url);
            reader = (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("prepareStatement")) {
                        prepared.incrementAndGet();
                    }
                    return method.invoke(raw, args);
                });
        }

        @Override
        public Connection take(boolean write) {
            return write ? writer : reader;
        }

        @Override
        public void giveBack(Connection c) {
        }

        @Override
        public boolean sharedReader() {
            return true;
        }

        @Override
        public DataSource dataSource() {
            return source;
        }

        @Override
        public void close() {
            try {
                writer.close();
                reader.close();
            } catch (SQLException ignored) {
                // test teardown
            }
        }
    }

    @Test
    void threeHundredUnfinishedGamesAreReadInFiveQueries() throws Exception {
        Counting link = new Counting("jdbc:sqlite:" + dir.resolve("games.db"));
        JdbcStore store = new JdbcStore(link, "counted");
        try {
            List<CompletableFuture<Void>> writes = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                String code = String.format("SETQ%04d", i);
                writes.add(store.write(List.of(new Change.Created(code, Rules.GOMOKU, 1000, 0, null, true, i),
                    new Change.Seated(code, 0, "t" + i, "P" + i, SeatKind.HUMAN, null),
                    new Change.Seated(code, 1, "u" + i, "Q" + i, SeatKind.HUMAN, null),
                    new Change.Status(code, 1, GameStatus.PLAYING, null, null, i),
                    new Change.Moved(code, 1, 0, i % 15, 7, i, null, null))));
            }
            CompletableFuture.allOf(writes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);

            link.prepared.set(0);
            List<StoredGame> games = store.unfinished();
            assertEquals(300, games.size());
            assertEquals(5, link.prepared.get(), "one query each for games, players, moves, rounds and chat");
            StoredGame g = games.get(123);
            assertEquals("SETQ0123", g.code());
            assertEquals("P123", g.slots().get(0).name());
            assertEquals("Q123", g.slots().get(1).name());
            assertEquals(1, g.moves().size());
            assertEquals(123 % 15, g.moves().get(0).x());
        } finally {
            store.close();
        }
    }
}
