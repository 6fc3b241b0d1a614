package inrow.room;

import inrow.game.Table;
import inrow.game.Verdict;

import inrow.protocol.ClientMessage;
import inrow.protocol.ServerMessage;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Everything a room can be asked to do, as its mailbox holds it: {@link Room#handle} takes every kind in one place,
 * one at a time on the room's queue. The sockets' (a connection arriving, its messages, its leaving), the room's own
 * (its alarm, its crowd timer, its computers' answers), the cluster's (steps and presence heard from other nodes)
 * and the server's (sweeps, evictions, shutdown).
 */
sealed interface RoomCommand {
    /** A socket opened on the room. */
    record Arrive(Connection from) implements RoomCommand {
    }

    /** A client's message, read at {@code queuedNanos} ({@link System#nanoTime}). */
    record Receive(Connection from, ClientMessage message, long queuedNanos) implements RoomCommand {
    }

    /** A frame that could not be read: answered in order with the replies to the frames around it. */
    record Unreadable(Connection from, ServerMessage.Error error) implements RoomCommand {
    }

    /** A connection broke the rules of the transport (flood, size): a last error, then closed. */
    record Expel(Connection from, ServerMessage.Error error, int closeCode) implements RoomCommand {
    }

    /** Make the account the owner of the seat the token proves; {@code done} says whether it is, once durable. */
    record Link(String token, String account, CompletableFuture<Boolean> done) implements RoomCommand {
    }

    /** Halve the clock of the player in {@code slot} (an arena's berserk); {@code done} says whether it was. */
    record Berserk(int slot, CompletableFuture<Boolean> done) implements RoomCommand {
    }

    /** A seat owner's account changed what the room shows of it (deleted): show the players again. */
    record OwnerChanged(String account) implements RoomCommand {
    }

    /** A socket closed (or failed); may come twice for one socket. */
    record Leave(Connection from) implements RoomCommand {
    }

    /** A computer's answer, to be judged like any move against the table as it is then. */
    record ComputerAnswer(Function<Table, Verdict> answer) implements RoomCommand {
    }

    /** The room's alarm rang: a deadline of the table's may have passed. */
    record AlarmRang() implements RoomCommand {
    }

    /** The crowd's quiet second is over: show the spectator count if it changed. */
    record CrowdDue() implements RoomCommand {
    }

    /** A step another node took in this room. */
    record StepHeard(RoomEvent event) implements RoomCommand {
    }

    /** The step log's latest step for this room. */
    record LatestHeard(long latest) implements RoomCommand {
    }

    /** What another node has in this room; {@code presence} null: that node is gone. */
    record PresenceHeard(String node, Presence presence) implements RoomCommand {
    }

    /** Tell the other nodes again what this node has in the room. */
    record AnnounceAgain() implements RoomCommand {
    }

    /** The room is held on this node now: join the cluster's news, and set a computer thinking if one is to move. */
    record Open() implements RoomCommand {
    }

    /** Leave memory if nobody has been here for longer than the room's time to live. */
    record Sweep(RoomLimits limits) implements RoomCommand {
    }

    /** Leave memory now if empty and not in play, completing {@code left} with whether it did. */
    record Evict(CompletableFuture<Boolean> left) implements RoomCommand {
    }

    /** Close whoever is in it: the game is gone. */
    record Drop() implements RoomCommand {
    }

    /** The server is stopping: close every connection after what was sent to it, then complete {@code done}. */
    record GoingAway(CompletableFuture<Void> done) implements RoomCommand {
    }
}
