package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.engine.Rules;
import inrow.game.GameStatus;
import inrow.game.SeatKind;
import inrow.game.StoredGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finished game as the lobby lists it. */
class ArchiveTest {
    /** The page names a computer in the reader's language by its level, as it does in the live list. */
    @Test
    void aComputersEntryCarriesItsLevelAndAPersonsNone() {
        StoredGame g = new StoredGame("ARCHIVE2", Rules.GOMOKU, 1000, 0, List.of(
            new StoredGame.Slot("t", "Ana", SeatKind.HUMAN, null), new StoredGame.Slot(null, "Greedy", SeatKind.BOT,
                "greedy")), 1, List.of(), GameStatus.OVER, Mark.O, Result.Reason.RESIGN, 1_000, 2_000, 0);
        JsonNode players = new ObjectMapper().valueToTree(Archive.of(g)).path("players");
        assertEquals("greedy", players.path("O").path("level").asText(), players.toString());
        assertEquals("bot", players.path("O").path("kind").asText());
        assertFalse(players.path("X").has("level"), players.toString());
    }
}
