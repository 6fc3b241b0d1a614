package inrow.room;

import inrow.game.Table;
import inrow.game.Player;
import inrow.game.Names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.engine.Rules;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomJoinTest {
    private final RoomKit kit = new RoomKit();

    @Test
    void creatorTokenClaimsTheCreatorSeat() {
        RoomKit.Table t = kit.started();

        JsonNode welcome = t.x.last("welcome");
        assertEquals("X", welcome.path("seat").asText());
        assertEquals(t.created.token(), welcome.path("token").asText());
        assertTrue(t.x.game().path("players").path("X").path("connected").asBoolean());
        assertTrue(t.x.game().path("players").path("O").path("connected").asBoolean());
    }

    /**
     * The usual way a game begins: the creator opens the link and joins with the token from the create response
     * before anybody else has arrived.
     */
    @Test
    void creatorJoiningWithTokenWhileTheOtherSeatIsOpenGetsWelcomed() {
        RoomKit.Table t = kit.ticTacToe();

        FakeConnection ann = t.joinWithToken("ann", t.created.token());

        List<JsonNode> frames = ann.frames();
        assertEquals(2, frames.size(), "welcome then state, got " + ann.raw());
        assertEquals("welcome", frames.get(0).path("type").asText());
        assertEquals("X", frames.get(0).path("seat").asText());
        assertEquals(t.created.token(), frames.get(0).path("token").asText());
        assertEquals("waiting", ann.game().path("status").asText());
        assertTrue(ann.game().path("players").path("X").path("connected").asBoolean());
        t.assertRefused(ann, "{'type':'move','x':0,'y':0,'ply':0}", "not_started");
    }

    @Test
    void unknownTokenWhileASeatIsOpenGetsBadToken() {
        RoomKit.Table t = kit.ticTacToe();
        FakeConnection eve = t.connect("eve");

        t.assertRefused(eve, "{'type':'join','token':'AAAAAAAAAAAAAAAAAAAAAA'}", "bad_token");
        assertTrue(t.room.view().players().get("O") == null, "a bad token takes no seat");
    }

    @Test
    void unknownTokenGetsBadToken() {
        RoomKit.Table t = kit.started();
        FakeConnection eve = t.connect("eve");

        t.assertRefused(eve, "{'type':'join','token':'AAAAAAAAAAAAAAAAAAAAAA'}", "bad_token");
        t.assertRefused(eve, "{'type':'join','token':''}", "bad_token");
        // Refused joins leave eve unjoined: she may not move either.
        t.assertRefused(eve, "{'type':'move','x':0,'y':0}", "not_a_player");
    }

    @Test
    void sameTokenOnANewConnectionTakesTheSeatAndTheOldConnectionWatches() {
        RoomKit.Table t = kit.started();
        FakeConnection oldAnn = t.x;
        int oldMark = oldAnn.size();

        FakeConnection newAnn = t.joinWithToken("ann-tab2", t.created.token());

        JsonNode welcome = newAnn.last("welcome");
        assertEquals("X", welcome.path("seat").asText());
        assertEquals(t.created.token(), welcome.path("token").asText());

        List<JsonNode> toOld = oldAnn.since(oldMark);
        assertEquals("welcome", toOld.get(0).path("type").asText(), "the old connection is told first: " + toOld);
        assertTrue(toOld.get(0).path("seat").isNull());
        assertTrue(toOld.get(0).path("token").isNull(), "the demoted connection gets no token");
        assertEquals("state", toOld.get(toOld.size() - 1).path("type").asText());

        JsonNode game = newAnn.game();
        assertEquals(1, game.path("spectators").asInt(), "the old connection now watches");
        assertTrue(game.path("players").path("X").path("connected").asBoolean());
        assertEquals("Ann", game.path("players").path("X").path("name").asText());

        t.assertRefused(oldAnn, "{'type':'move','x':1,'y':1,'ply':0}", "not_a_player");
        t.play(newAnn, 1, 1);

        // The old connection leaving must not mark X as gone.
        t.room.disconnect(oldAnn);
        assertTrue(newAnn.game().path("players").path("X").path("connected").asBoolean());
        assertEquals(probes(t), newAnn.game().path("spectators").asInt(), "only the probe spectators are left");
    }

    @Test
    void reconnectingWithTokenAfterDisconnectRestoresTheSeat() {
        RoomKit.Table t = kit.started();
        t.play(t.x, 0, 0);
        t.room.disconnect(t.x);
        assertFalse(t.o.game().path("players").path("X").path("connected").asBoolean());

        FakeConnection back = t.joinWithToken("ann-again", t.created.token());
        assertEquals("X", back.last("welcome").path("seat").asText());
        assertTrue(t.o.game().path("players").path("X").path("connected").asBoolean());
        assertEquals(1, back.game().path("moves").size());
    }

    @Test
    void noTokenPlayersTakeXThenOThenWatch() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);

        FakeConnection a = t.player("a", "A");
        FakeConnection b = t.connect("b");
        t.send(b, "{'type':'join'}"); // role is optional; none means player
        FakeConnection c = t.player("c", "C");

        assertEquals("X", a.last("welcome").path("seat").asText());
        assertEquals("O", b.last("welcome").path("seat").asText());
        assertTrue(c.last("welcome").path("seat").isNull(), "both seats taken: c watches");
        assertTrue(c.last("welcome").path("token").isNull());
        String ta = a.last("welcome").path("token").asText();
        String tb = b.last("welcome").path("token").asText();
        assertFalse(ta.isEmpty());
        assertFalse(tb.isEmpty());
        assertNotEquals(ta, tb);

        JsonNode game = c.game();
        assertEquals("A", game.path("players").path("X").path("name").asText());
        assertEquals("Player 2", game.path("players").path("O").path("name").asText());
        assertEquals(1, game.path("spectators").asInt());
        assertEquals("playing", game.path("status").asText());
    }

    @Test
    void noTokenJoinTakesTheOpenOSeatWhenTheCreatorHoldsX() {
        RoomKit.Table t = kit.ticTacToe();
        FakeConnection bob = t.player("bob", "Bob");
        assertEquals("O", bob.last("welcome").path("seat").asText());
        assertEquals("playing", bob.game().path("status").asText());
        assertFalse(bob.game().path("players").path("X").path("connected").asBoolean(), "Ann has not come yet");
    }

    @Test
    void roleSpectatorWatchesEvenWhenASeatIsOpen() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);

        FakeConnection s = t.spectator("s");

        JsonNode welcome = s.last("welcome");
        assertTrue(welcome.path("seat").isNull());
        assertTrue(welcome.path("token").isNull());
        assertTrue(s.game().path("players").path("X").isNull());
        assertTrue(s.game().path("players").path("O").isNull());
        assertEquals(1, s.game().path("spectators").asInt());
    }

    @Test
    void roleSpectatorWithAValidTokenStillOnlyWatches() {
        RoomKit.Table t = kit.started();
        FakeConnection s = t.connect("s");
        t.send(s, "{'type':'join','role':'spectator','token':'" + t.created.token() + "'}");

        assertTrue(s.last("welcome").path("seat").isNull());
        assertTrue(s.last("welcome").path("token").isNull());
        t.assertRefused(s, "{'type':'move','x':0,'y':0,'ply':0}", "not_a_player");
        assertTrue(t.o.game().path("players").path("X").path("connected").asBoolean(), "Ann keeps X");
    }

    @Test
    void badRoleGetsBadMessage() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection c = t.connect("c");

        t.assertRefused(c, "{'type':'join','role':'admin'}", "bad_message");
        t.assertRefused(c, "{'type':'join','role':''}", "bad_message");
        t.assertRefused(c, "{'type':'join','role':7}", "bad_message");
        assertTrue(t.room.view().players().get("X") == null, "no seat was taken");
    }

    @Test
    void badMessagesThatCannotBeReadAreAnsweredWithTheirId() {
        RoomKit.Table t = kit.started();

        t.assertRefused(t.x, "{'type':'move','x':'one','y':1}", "bad_message");
        t.assertRefused(t.x, "{'type':'move','x':1,'y':1,'colour':'X'}", "bad_message");
        t.assertRefused(t.x, "{'type':'dance'}", "bad_message");
    }

    /** Two players of one name make a record nobody can read: the second is numbered, and no one renames into it. */
    @Test
    void noTwoPlayersGoByOneName() {
        RoomKit.Table t = kit.ticTacToe(); // Ann's
        FakeConnection ann = t.joinWithToken("ann", t.created.token());
        FakeConnection other = t.player("other", "ann");
        assertEquals("ann 2", other.game().path("players").path("O").path("name").asText());
        t.send(other, "{'type':'join','name':'ANN'}");
        assertEquals("ann 2", other.game().path("players").path("O").path("name").asText(), "not renamed into hers");
        t.send(ann, "{'type':'join','name':'Annie'}");
        assertEquals("Annie", ann.game().path("players").path("X").path("name").asText(), "a name of one's own is fine");
    }

    @Test
    void joinNamesAreCleaned() {
        RoomKit.Table t = kit.create(Rules.TICTACTOE, SeatSpec.OPEN, SeatSpec.OPEN, null);
        FakeConnection a = t.connect("a");
        t.send(a, "{'type':'join','name':'  Bob \\u0000\\u202e  the\\tBuilder \\n'}");
        FakeConnection b = t.connect("b");
        t.send(b, "{'type':'join','name':'" + "x".repeat(100) + "'}");

        JsonNode players = b.game().path("players");
        assertEquals("Bob the Builder", players.path("X").path("name").asText());
        String long_ = players.path("O").path("name").asText();
        assertEquals("x".repeat(Names.MAX_LENGTH), long_);

        // Renaming: a repeated join from the seated connection changes only the name.
        t.send(a, "{'type':'join','name':'   '}");
        assertEquals("X", a.last("welcome").path("seat").asText());
        assertEquals("Bob the Builder", a.game().path("players").path("X").path("name").asText(),
            "a blank name keeps the old one");
        t.send(a, "{'type':'join','name':'Robert'}");
        assertEquals("Robert", b.game().path("players").path("X").path("name").asText());
    }

    @Test
    void repeatedJoinKeepsTheSeatAndToken() {
        RoomKit.Table t = kit.started();
        String before = t.o.last("welcome").path("token").asText();

        t.send(t.o, "{'type':'join','role':'player'}");

        assertEquals("O", t.o.last("welcome").path("seat").asText());
        assertEquals(before, t.o.last("welcome").path("token").asText());
        assertEquals(0, t.o.game().path("spectators").asInt());
    }

    /**
     * Every frame any connection got is scanned for both tokens: a token shows up only in the welcome frames sent to
     * its own player's connections, never in a state, error or pong, and never in the published view.
     */
    @Test
    void tokensAppearOnlyInTheirOwnersWelcomeFrames() {
        RoomKit.Table t = kit.ticTacToe();
        FakeConnection watcher = t.spectator("watcher");
        FakeConnection bob = t.player("bob", "Bob");
        FakeConnection ann = t.joinWithToken("ann", t.created.token());
        String annToken = t.created.token();
        String bobToken = bob.last("welcome").path("token").asText();
        assertFalse(bobToken.isEmpty());

        // Names that try to smuggle a token in are just names of their own; tokens are never derived from them.
        t.send(watcher, "{'type':'join','role':'spectator','name':'" + annToken + "'}");
        t.play(ann, 0, 0);
        t.play(bob, 1, 1);
        FakeConnection bob2 = t.joinWithToken("bob-tab2", bobToken);
        t.send(watcher, "{'type':'move','x':2,'y':2,'ply':2}");
        t.send(watcher, "{'type':'ping','id':'p'}");
        t.send(ann, "{'type':'resign'}");
        t.send(ann, "{'type':'rematch'}");
        t.send(bob2, "{'type':'rematch'}");
        t.play(bob2, 2, 2); // Bob holds X in round two
        t.room.disconnect(watcher);

        Map<String, List<FakeConnection>> owners = Map.of(annToken, List.of(ann), bobToken, List.of(bob, bob2));
        int welcomes = 0;
        for (FakeConnection c : t.all()) {
            for (String raw : c.raw()) {
                for (Map.Entry<String, List<FakeConnection>> e : owners.entrySet()) {
                    if (!raw.contains(e.getKey())) {
                        continue;
                    }
                    JsonNode f = FakeConnection.parse(raw);
                    assertEquals("welcome", f.path("type").asText(), c + " saw a token in " + raw);
                    assertEquals(e.getKey(), f.path("token").asText(), raw);
                    assertTrue(e.getValue().contains(c), c + " got someone else's token: " + raw);
                    welcomes++;
                }
            }
        }
        assertTrue(welcomes >= 5, "owners did get their tokens: " + welcomes);
        String published = t.view().toString();
        assertFalse(published.contains(annToken));
        assertFalse(published.contains(bobToken));
        for (var view : kit.rooms.live()) {
            String s = kit.wire.mapper().valueToTree(view).toString();
            assertFalse(s.contains(annToken) || s.contains(bobToken), s);
        }
        for (JsonNode p : List.of(t.view().path("players").path("X"), t.view().path("players").path("O"))) {
            assertFalse(p.path("name").asText().contains(annToken), "player names never carry a token");
            assertFalse(p.path("name").asText().contains(bobToken), "player names never carry a token");
        }
    }

    /** Spectators that {@link RoomKit.Table#assertRefused} added as probes. */
    private static int probes(RoomKit.Table t) {
        int n = 0;
        for (FakeConnection c : t.all()) {
            if (c.label.startsWith("probe-")) {
                n++;
            }
        }
        return n;
    }
}
