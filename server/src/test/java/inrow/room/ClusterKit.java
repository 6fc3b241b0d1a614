package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import inrow.bot.Bot;
import inrow.bot.Decision;
import inrow.engine.Game;
import inrow.engine.Point;
import inrow.engine.Rules;
import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Two nodes ("A" and "B") in one test: each its own {@link Rooms} (direct executor, a manual timer), both over one
 * {@link MemoryStore} (the shared database) and one {@link MemoryLedger} (Redis), with one clock. A game created on
 * one node is opened on the other by code, as a node behind a load balancer does ({@link Rooms#find} loads it from
 * the store). Computer players do not think by themselves: each node records what it was asked to think about.
 */
final class ClusterKit {
    final AtomicLong clock = new AtomicLong(RoomKit.START);
    final Wire wire = new Wire();
    final MemoryStore store = new MemoryStore();
    final MemoryLedger ledger = new MemoryLedger(store);
    final Node a = new Node("A");
    final Node b = new Node("B");

    /** One search a node's room asked for. */
    record Request(String node, Bot bot, Game game, BooleanSupplier wanted, Consumer<Decision> answer) {
        void answer(int x, int y) {
            answer.accept(new Decision(new Point(x, y), "thought on " + node));
        }
    }

    final List<Request> requests = new ArrayList<>();

    /** Tic-tac-toe created on node A with Ann (the creator) on X and O open. */
    Rooms.Created ticTacToe() {
        Rooms.Created created = a.rooms.create(Rules.TICTACTOE, SeatSpec.CREATOR, SeatSpec.OPEN, "Ann");
        assertNotNull(created);
        return created;
    }

    final class Node {
        final String name;
        final Rooms rooms;
        /** This node's own timer, on the kit's clock: its tasks run only when a test calls {@code runDue}. */
        final ManualTimer timer = new ManualTimer(clock);

        Node(String name) {
            this.name = name;
            BotRunner.Thinker thinker = (bot, game, ms, wanted, answer) ->
                requests.add(new Request(name, bot, game, wanted, answer));
            this.rooms = new Rooms(new RoomContext(Runnable::run, wire, new Tokens(), clock::get, thinker, timer, store,
                RoomContext.DEFAULT_ABANDON_MILLIS, ledger.node(name)), RoomLimits.DEFAULT);
        }

        /** The room on this node: held already, or loaded from the shared store. */
        Room room(String code) {
            Room room = rooms.find(code);
            assertNotNull(room, "node " + name + " finds no game " + code);
            return room;
        }

        Client connect(String code, String label) {
            Client c = new Client(this, room(code), new FakeConnection(label + "@" + name));
            c.room.connect(c.conn);
            return c;
        }

        Client join(String code, String label, String frame) {
            Client c = connect(code, label);
            c.send(frame);
            return c;
        }

        Client player(String code, String label, String name) {
            return join(code, label, "{'type':'join','role':'player','name':'" + name + "'}");
        }

        Client spectator(String code, String label) {
            return join(code, label, "{'type':'join','role':'spectator'}");
        }

        Client withToken(String code, String label, String token) {
            return join(code, label, "{'type':'join','token':'" + token + "'}");
        }

        @Override
        public String toString() {
            return "node " + name;
        }
    }

    /** One connection on one node. */
    final class Client {
        final Node node;
        final Room room;
        final FakeConnection conn;

        Client(Node node, Room room, FakeConnection conn) {
            this.node = node;
            this.room = room;
            this.conn = conn;
        }

        void send(String frame) {
            Wire.Decoded decoded = wire.decode(RoomKit.json(frame));
            if (decoded instanceof Wire.Decoded.Ok ok) {
                room.receive(conn, ok.message());
            } else {
                Wire.Decoded.Bad bad = (Wire.Decoded.Bad) decoded;
                room.refuse(conn, ErrorCode.BAD_MESSAGE.reply(bad.reason(), bad.id()));
            }
        }

        void move(int x, int y, int ply, String id) {
            send("{'type':'move','x':" + x + ",'y':" + y + ",'ply':" + ply + ",'id':'" + id + "'}");
        }

        /** Plays a move that must land: the one reply is a state echoing the id, with the move last. */
        JsonNode play(int x, int y) {
            int ply = room.view().moves().size();
            int mark = conn.size();
            String id = "p" + ply + "@" + node.name;
            move(x, y, ply, id);
            List<JsonNode> replies = conn.since(mark);
            JsonNode mine = replies.stream().filter(f -> id.equals(f.path("id").asText())).findFirst().orElse(null);
            assertNotNull(mine, conn + " playing " + x + "," + y + " got no reply with its id: " + replies);
            assertEquals("state", mine.path("type").asText(), conn + " playing " + x + "," + y + ": " + mine);
            JsonNode moves = mine.path("game").path("moves");
            assertEquals(ply + 1, moves.size(), "the move landed: " + mine);
            assertEquals(List.of(x, y), List.of(moves.get(ply).get(0).asInt(), moves.get(ply).get(1).asInt()));
            return mine;
        }

        JsonNode game() {
            return conn.game();
        }

        String seat() {
            return conn.last("welcome").path("seat").asText(null);
        }

        String token() {
            return conn.last("welcome").path("token").asText(null);
        }

        @Override
        public String toString() {
            return conn.toString();
        }
    }
}
