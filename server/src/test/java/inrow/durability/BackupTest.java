package inrow.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.Main;
import inrow.Server;
import inrow.testing.Http;
import inrow.testing.Locks;
import inrow.testing.WsClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import picocli.CommandLine;

/**
 * {@code backup} while a game is being played, {@code restore} on the stopped server: the restored server has every
 * move confirmed before the backup (and none after it) and every account; a restore beside a running server is
 * refused.
 */
@Timeout(120)
@ResourceLock(Locks.SERVER_PROCESSES)
class BackupTest {
    @TempDir
    Path data;
    @TempDir
    Path elsewhere;

    private final AtomicInteger ids = new AtomicInteger();

    private static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }

    private JsonNode move(WsClient who, int x, int y, int ply) {
        int id = ids.incrementAndGet();
        who.send(WsClient.msg("move", "x", x, "y", y, "ply", ply, "id", id));
        JsonNode reply = who.awaitId(id);
        assertEquals("state", reply.path("type").asText(), reply.toString());
        return reply.get("game");
    }

    private static HttpResponse<String> post(int port, String path, String json) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aBackupTakenDuringPlayRestoresEveryConfirmedMoveAndEveryAccount() throws Exception {
        Path copy = elsewhere.resolve("inrow-backup.db");
        String code;
        Server s = Server.start(Server.Options.forTest().withDataDir(data));
        try {
            assertEquals(201, post(s.port(), "/api/account/signup",
                "{\"name\":\"ana\",\"password\":\"correct horse\"}").statusCode());
            JsonNode created = Http.create(s.port(), "{\"rules\":{\"preset\":\"gomoku\"},\"name\":\"Ann\"}");
            code = created.path("code").asText();
            try (WsClient ann = WsClient.open(s.port(), code, "ann"); WsClient bo = WsClient.open(s.port(), code, "bo")) {
                ann.join(created.path("token").asText(), null);
                bo.join(null, "Bo");
                move(ann, 7, 7, 0);
                move(bo, 8, 8, 1);
                move(ann, 7, 8, 2);

                assertEquals(0, run("backup", copy.toString(), "--data", data.toString()));
                assertEquals(1, run("backup", copy.toString(), "--data", data.toString()), "never overwrites");
                assertEquals(1, run("restore", copy.toString(), "--data", data.toString()),
                    "refused while the server runs");

                move(bo, 9, 9, 3); // after the backup: not in it
            }
        } finally {
            s.close();
        }

        assertEquals(0, run("restore", copy.toString(), "--data", data.toString()));
        Server restored = Server.start(Server.Options.forTest().withDataDir(data));
        try {
            JsonNode game = Http.game(restored.port(), code);
            assertEquals(3, game.path("moves").size(), game.toString());
            assertEquals(200, post(restored.port(), "/api/account/signin",
                "{\"name\":\"ana\",\"password\":\"correct horse\"}").statusCode());
        } finally {
            restored.close();
        }

        Path fresh = elsewhere.resolve("fresh");
        assertEquals(0, run("restore", copy.toString(), "--data", fresh.toString()), "into a new directory too");
        assertTrue(fresh.resolve("inrow.db").toFile().isFile());
        assertEquals(1, run("restore", elsewhere.resolve("missing.db").toString(), "--data", fresh.toString()));
    }
}
