package inrow.room;

import inrow.game.Verdict;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import inrow.protocol.ErrorCode;
import inrow.protocol.Wire;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The room's mailbox has one switch ({@link Room#handle}); Java 17 cannot check it is exhaustive, so this does: a
 * command of every permitted kind goes through it, on a room in play, without reaching its "no way to handle".
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class RoomCommandTest {

    @Test
    void everyKindOfCommandIsHandled() {
        FakeConnection c = new FakeConnection("someone");
        Wire.Decoded.Ok ping = (Wire.Decoded.Ok) new Wire().decode("{\"type\":\"ping\",\"id\":1}");
        CompletableFuture<Boolean> left = new CompletableFuture<>();
        CompletableFuture<Void> done = new CompletableFuture<>();
        CompletableFuture<Boolean> linked = new CompletableFuture<>();
        List<RoomCommand> samples = List.of(
            new RoomCommand.Link("no such token", "account-1", linked),
            new RoomCommand.OwnerChanged("account-1"),
            new RoomCommand.Berserk(0, new java.util.concurrent.CompletableFuture<>()),
            new RoomCommand.Arrive(c),
            new RoomCommand.Receive(c, ping.message(), System.nanoTime()),
            new RoomCommand.Unreadable(c, ErrorCode.BAD_MESSAGE.reply("unreadable", null)),
            new RoomCommand.Expel(c, ErrorCode.RATE_LIMITED.reply("flood", null), 1008),
            new RoomCommand.Leave(c),
            new RoomCommand.ComputerAnswer(t -> new Verdict.Ignore()),
            new RoomCommand.AlarmRang(),
            new RoomCommand.CrowdDue(),
            new RoomCommand.StepHeard(new RoomEvent(0, "other", List.of())),
            new RoomCommand.LatestHeard(0),
            new RoomCommand.PresenceHeard("other", Presence.NONE),
            new RoomCommand.AnnounceAgain(),
            new RoomCommand.Open(),
            new RoomCommand.Sweep(RoomLimits.DEFAULT),
            new RoomCommand.Evict(left),
            new RoomCommand.Drop(),
            new RoomCommand.GoingAway(done));

        Set<Class<?>> kinds = samples.stream().map(Object::getClass).collect(Collectors.toSet());
        assertEquals(Set.of(RoomCommand.class.getPermittedSubclasses()), kinds, "a sample of every kind of command");
        for (RoomCommand command : samples) {
            RoomKit.Table t = new RoomKit().started();
            assertDoesNotThrow(() -> t.room.handle(command), command.toString());
        }
        assertTrue(left.isDone(), "an eviction is answered");
        assertTrue(done.isDone(), "going away is answered");
        assertEquals(Boolean.FALSE, linked.getNow(null), "a link by a token that proves no seat is answered: no");
    }
}
