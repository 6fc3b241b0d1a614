package inrow.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import inrow.game.Command;
import inrow.game.Take;
import inrow.protocol.ClientMessage;
import inrow.protocol.Role;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every wire message becomes the game's command in one place, carrying what the room knows of its sender. */
class CommandsTest {
    private static final Member SPECTATOR = new Member(true, Member.NO_SEAT, "Eve", 0);
    private static final Member SEATED = new Member(true, 0, null, 120);

    @Test
    void everyKindOfClientMessageHasACommand() {
        Map<ClientMessage, Command> expected = Map.ofEntries(
            Map.entry(new ClientMessage.Join(null, "tok", "Zed", Role.PLAYER), new Command.Sit("tok", "Zed", false)),
            Map.entry(new ClientMessage.Join(null, null, null, Role.SPECTATOR), new Command.Sit(null, null, true)),
            Map.entry(new ClientMessage.Move(null, 3, 4, 5), new Command.Move(3, 4, 5, 120)),
            Map.entry(new ClientMessage.Resign(null), new Command.Resign()),
            Map.entry(new ClientMessage.Rematch(null), new Command.Rematch()),
            Map.entry(new ClientMessage.Claim(null), new Command.Claim()),
            Map.entry(new ClientMessage.Ping(null, 40), new Command.Ping()),
            Map.entry(new ClientMessage.Draw(null, false), new Command.Draw(false)),
            Map.entry(new ClientMessage.Takeback(null, true), new Command.Takeback(true)),
            Map.entry(new ClientMessage.Abort(null), new Command.Abort()),
            Map.entry(new ClientMessage.Chat(null, "hi"), new Command.Say("hi", true, null)),
            Map.entry(new ClientMessage.Choose(null, inrow.protocol.Take.MORE), new Command.Choose(Take.MORE)),
            Map.entry(new ClientMessage.Step(null, "swap"), new Command.Step("swap")));
        expected.forEach((message, command) -> assertEquals(command, Commands.of(SEATED, message)));
        assertEquals(Set.copyOf(Arrays.asList(ClientMessage.class.getPermittedSubclasses())),
            Set.copyOf(expected.keySet().stream().map(Object::getClass).toList()), "a sample of every message kind");
        assertEquals(new Command.Say("hi", true, "Eve"), Commands.of(SPECTATOR, new ClientMessage.Chat(null, "hi")));
        assertEquals(new Command.Say("hi", false, null), Commands.of(Member.NEW, new ClientMessage.Chat(null, "hi")));
    }
}
