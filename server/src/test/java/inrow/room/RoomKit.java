package inrow.room;

import inrow.game.Table;
import inrow.game.TimeControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Rooms wired to fakes: a clock the test moves by hand, a pool of the test's choosing ({@code Runnable::run} makes
 * every change synchronous) and {@link FakeConnection}s. Client frames go through the real {@link Wire}, as the
 * socket adapter does, so a test writes them as JSON (single quotes allowed, they become double quotes).
 */
final class RoomKit {
    static final long START = 1_000_000L;

    final AtomicLong clock = new AtomicLong(START);
    final Wire wire = new Wire();
    final Rooms rooms;
    final RoomLimits limits;

    RoomKit() {
        this(Runnable::run, RoomLimits.DEFAULT);
    }

    RoomKit(RoomLimits limits) {
        this(Runnable::run, limits);
    }

    RoomKit(Executor pool, RoomLimits limits) {
        this.limits = limits;
        this.rooms = new Rooms(pool, wire, new Tokens(), clock::get, limits);
    }

    Table create(Rules rules, SeatSpec x, SeatSpec o, String creatorName) {
        Rooms.Created created = rooms.create(rules, x, o, creatorName);
        assertNotNull(created, "room limit reached");
        return new Table(this, created, rooms.find(created.code()));
    }

    /** Tic-tac-toe with the creator ("Ann") on X and O open. */
    Table ticTacToe() {
        return create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
    }

    /**
     * Tic-tac-toe in play: Bob takes the open O seat first (so no token lookup happens while a seat is open), then
     * Ann's connection claims X with the creator token.
     */
    Table started() {
        Table t = ticTacToe();
        t.o = t.player("bob", "Bob");
        t.x = t.connect("ann");
        t.send(t.x, "{'type':'join','token':'" + t.created.token() + "'}");
        assertEquals("X", t.x.last("welcome").path("seat").asText(), "Ann should hold X: " + t.x.raw());
        assertEquals("O", t.o.last("welcome").path("seat").asText(), "Bob should hold O: " + t.o.raw());
        assertEquals("playing", t.x.game().path("status").asText());
        return t;
    }

    /**
     * Gomoku in play in a room of {@code rooms} (rooms of the test's own, say with a timer), with this clock or none:
     * Bob takes O, then Ann claims X with the creator's token, as {@link #started()} does.
     */
    static Table startedGomoku(Rooms rooms, TimeControl control) {
        return startedGomoku(rooms, control, false);
    }

    /** The same, {@code unlisted}: a game between friends, or listed in the lobby. */
    static Table startedGomoku(Rooms rooms, TimeControl control, boolean unlisted) {
        Rooms.Created created;
        try {
            created = rooms.create(new RoomSetup(Rules.GOMOKU, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann",
                RoomSetup.DEFAULT_THINK_MILLIS, 0, control, true).unlisted(unlisted));
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            throw new AssertionError(e);
        }
        Table t = new Table(new RoomKit(), created, rooms.find(created.code()));
        t.o = t.player("bob", "Bob");
        t.x = t.connect("ann");
        t.send(t.x, "{'type':'join','token':'" + created.token() + "'}");
        return t;
    }

    static String json(String singleQuoted) {
        return singleQuoted.replace('\'', '"');
    }

    /** One room and the connections a test opened on it. */
    static final class Table {
        final RoomKit kit;
        final Rooms.Created created;
        final Room room;
        final List<FakeConnection> connections = new CopyOnWriteArrayList<>();
        private final AtomicInteger ids = new AtomicInteger();
        /** Set by {@link RoomKit#started()}. */
        FakeConnection x;
        FakeConnection o;

        Table(RoomKit kit, Rooms.Created created, Room room) {
            this.kit = kit;
            this.created = created;
            this.room = room;
        }

        FakeConnection connect(String label) {
            FakeConnection c = new FakeConnection(label);
            connections.add(c);
            room.connect(c);
            return c;
        }

        /** Decodes the frame as the socket adapter would and hands it to the room. */
        void send(FakeConnection c, String frame) {
            Wire.Decoded decoded = kit.wire.decode(json(frame));
            if (decoded instanceof Wire.Decoded.Ok ok) {
                room.receive(c, ok.message());
            } else {
                Wire.Decoded.Bad bad = (Wire.Decoded.Bad) decoded;
                room.refuse(c, ErrorCode.BAD_MESSAGE.reply(bad.reason(), bad.id()));
            }
        }

        FakeConnection player(String label, String name) {
            FakeConnection c = connect(label);
            send(c, name == null ? "{'type':'join','role':'player'}"
                : "{'type':'join','role':'player','name':'" + name + "'}");
            return c;
        }

        FakeConnection spectator(String label) {
            FakeConnection c = connect(label);
            send(c, "{'type':'join','role':'spectator'}");
            return c;
        }

        FakeConnection joinWithToken(String label, String token) {
            FakeConnection c = connect(label);
            send(c, "{'type':'join','token':'" + token + "'}");
            return c;
        }

        void move(FakeConnection c, int x, int y, Integer ply) {
            send(c, "{'type':'move','x':" + x + ",'y':" + y + (ply == null ? "" : ",'ply':" + ply) + "}");
        }

        /** Plays a move that must be accepted; returns the state it produced for the mover. */
        JsonNode play(FakeConnection c, int x, int y) {
            int ply = room.view().moves().size();
            int mark = c.size();
            String id = "m" + ids.incrementAndGet();
            send(c, "{'type':'move','x':" + x + ",'y':" + y + ",'ply':" + ply + ",'id':'" + id + "'}");
            List<JsonNode> replies = c.since(mark);
            assertEquals(1, replies.size(), c + " playing " + x + "," + y + ": " + replies);
            JsonNode state = replies.get(0);
            assertEquals("state", state.path("type").asText(), c + " playing " + x + "," + y + ": " + state);
            assertEquals(id, state.path("id").asText());
            return state;
        }

        /** The published view as JSON, for comparisons. */
        /** The published view as it goes on the wire (through text, so numbers parse as they do in frames). */
        JsonNode view() {
            try {
                return kit.wire.mapper().readTree(kit.wire.mapper().writeValueAsString(room.view()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new AssertionError(e);
            }
        }

        /** The highest state version any connection has seen so far (0 if none). */
        long version() {
            long v = 0;
            for (FakeConnection c : connections) {
                v = Math.max(v, c.lastVersion());
            }
            return v;
        }

        Map<FakeConnection, Integer> marks() {
            Map<FakeConnection, Integer> m = new LinkedHashMap<>();
            for (FakeConnection c : connections) {
                m.put(c, c.size());
            }
            return m;
        }

        /**
         * Sends {@code frame} with an id added and checks that it is refused with {@code code}: the sender gets exactly
         * one error echoing the id, nobody else gets anything, the published game is unchanged, and the room's
         * version did not move, and a probe joining afterwards sees the game as it was.
         */
        JsonNode assertRefused(FakeConnection sender, String frame, String code) {
            JsonNode before = view();
            long v = room.version();
            Map<FakeConnection, Integer> marks = marks();
            String id = "req-" + ids.incrementAndGet();
            ObjectNode withId = (ObjectNode) FakeConnection.parse(json(frame));
            withId.put("id", id);
            send(sender, withId.toString());

            List<JsonNode> replies = sender.since(marks.get(sender));
            assertEquals(1, replies.size(), "one reply to " + frame + ", got " + replies);
            JsonNode error = replies.get(0);
            assertEquals("error", error.path("type").asText(), "reply to " + frame + ": " + error);
            assertEquals(code, error.path("code").asText(), "reply to " + frame + ": " + error);
            assertEquals(id, error.path("id").asText(), "error echoes the id");
            assertTrue(error.path("message").asText().length() > 0, "error has a message");
            for (Map.Entry<FakeConnection, Integer> e : marks.entrySet()) {
                if (e.getKey() != sender) {
                    assertEquals(List.of(), e.getKey().since(e.getValue()),
                        e.getKey() + " must get nothing when " + sender + " is refused");
                }
            }
            assertEquals(before, view(), "the game must not change on " + code);

            assertEquals(v, room.version(), "no version was spent on the refused " + frame);
            FakeConnection probe = spectator("probe-" + id);
            JsonNode seen = probe.game();
            for (String field : List.of("moves", "board", "status", "turn", "players", "round")) {
                assertEquals(before.path(field), seen.path(field),
                    "a newcomer sees the " + field + " as before the refused " + frame);
            }
            return error;
        }

        List<FakeConnection> all() {
            return new ArrayList<>(connections);
        }
    }
}
