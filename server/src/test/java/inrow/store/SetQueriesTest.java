package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import inrow.game.Change;
import inrow.game.StoredGame;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Start-up reads every unfinished game in a fixed number of queries (the games, then all their players, moves,
 * rounds and chat), not several per game: counted on the reading connection with 300 games.
 */
class SetQueriesTest {
    @TempDir
    Path dir;

    @Test
    void threeHundredUnfinishedGamesAreReadInFiveQueries() throws Exception {
        AtomicInteger prepared = new AtomicInteger();
        SqliteStore store = SqliteStore.open(dir, SqliteStore.Checkpoints.DEFAULT, raw -> (Connection) Proxy
            .newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (p, method, args) -> {
                if (method.getName().equals("prepareStatement")) {
                    prepared.incrementAndGet();
                }
                return method.invoke(raw, args);
            }));
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

            prepared.set(0);
            List<StoredGame> games = store.unfinished();
            assertEquals(300, games.size());
            assertEquals(5, prepared.get(), "one query each for games, players, moves, rounds and chat");
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
