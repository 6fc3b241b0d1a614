package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Everything a client may send on a game socket ({@code /ws/CODE}), and ({@link Pairing}) on the pairing socket
 * ({@code /pairing}), in one place; each socket answers the other's messages {@code bad_message}. Each message may carry an {@code id} that replies
 * echo. The codec enforces the shape: a required field missing, an unknown field or an enum value outside its set
 * is answered {@code bad_message} before any room sees the message.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ClientMessage.Join.class, name = "join"),
    @JsonSubTypes.Type(value = ClientMessage.Move.class, name = "move"),
    @JsonSubTypes.Type(value = ClientMessage.Resign.class, name = "resign"),
    @JsonSubTypes.Type(value = ClientMessage.Rematch.class, name = "rematch"),
    @JsonSubTypes.Type(value = ClientMessage.Claim.class, name = "claim"),
    @JsonSubTypes.Type(value = ClientMessage.Ping.class, name = "ping"),
    @JsonSubTypes.Type(value = ClientMessage.Draw.class, name = "draw"),
    @JsonSubTypes.Type(value = ClientMessage.Takeback.class, name = "takeback"),
    @JsonSubTypes.Type(value = ClientMessage.Abort.class, name = "abort"),
    @JsonSubTypes.Type(value = ClientMessage.Chat.class, name = "chat"),
    @JsonSubTypes.Type(value = ClientMessage.Choose.class, name = "choose"),
    @JsonSubTypes.Type(value = ClientMessage.Step.class, name = "step"),
})
public sealed interface ClientMessage {
    MessageId id();

    /** Take a seat (by token, or an open one) or watch. Every field is optional. */
    record Join(MessageId id, String token, String name, Role role) implements ClientMessage {
        public boolean wantsToWatch() {
            return role == Role.SPECTATOR;
        }
    }

    /**
     * Place a stone at column x, row y (zero-based). {@code ply}: moves played as the client saw it. With gravity
     * {@code y} may be left out: the stone drops into column x; on other boards a move without y is refused.
     */
    record Move(MessageId id, @JsonProperty(required = true) int x, Integer y, Integer ply) implements ClientMessage {
    }

    record Resign(MessageId id) implements ClientMessage {
    }

    /** Ask for another round with colours swapped; starts when both players have asked. */
    record Rematch(MessageId id) implements ClientMessage {
    }

    /** Take the win from an opponent who has been gone longer than the abandonment time. */
    record Claim(MessageId id) implements ClientMessage {
    }

    /**
     * Keeps the connection alive; {@code rttMs}: the round trip of this client's previous ping as it measured it,
     * which the server uses (capped) to refund network lag on a timed move.
     */
    record Ping(MessageId id, @JsonProperty("rtt_ms") Integer rttMs) implements ClientMessage {
    }

    /** Offer a draw, or accept the opponent's standing offer; {@code accept: false} declines it. */
    record Draw(MessageId id, Boolean accept) implements ClientMessage {
    }

    /** Ask to take back one's last move, or grant the opponent's standing request; {@code accept: false} refuses. */
    record Takeback(MessageId id, Boolean accept) implements ClientMessage {
    }

    /** Call the game off before both sides have made their first move. */
    record Abort(MessageId id) implements ClientMessage {
    }

    /** A line of chat: to the other player from a player, to the other spectators from a spectator. */
    record Chat(MessageId id, @JsonProperty(required = true) String text) implements ClientMessage {
    }

    /** Swap openings: the chooser takes black (X), white (O), or (swap2's first choice) places two more stones. */
    record Choose(MessageId id, @JsonProperty(required = true) Take take) implements ClientMessage {
    }

    /**
     * Renju's tournament openings: the step the opening waits for, spelt in renju notation ("place h8", "swap",
     * "stay", "declare j10 3", "fifth l8", "offer g8 g9", "pick g9"; docs/protocol.md).
     */
    record Step(MessageId id, @JsonProperty(required = true) String step) implements ClientMessage {
    }

    /**
     * What a client may send on the pairing socket: a vocabulary of its own, so a game socket never hears of pools
     * and a room has a command for every {@link ClientMessage}.
     */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({
        @JsonSubTypes.Type(value = Pairing.Seek.class, name = "seek"),
        @JsonSubTypes.Type(value = Pairing.Unseek.class, name = "unseek"),
        @JsonSubTypes.Type(value = Pairing.SeekOpen.class, name = "seek_open"),
        @JsonSubTypes.Type(value = Pairing.SeekCancel.class, name = "seek_cancel"),
        @JsonSubTypes.Type(value = Pairing.SeekAccept.class, name = "seek_accept"),
    })
    sealed interface Pairing {
        MessageId id();

        /**
         * Enter a pool ({@code pool} as the catalogue names it, {@code "gomoku-standard/3+2"}) under a name
         * (optional; "Player 1" or "Player 2" in the game otherwise).
         */
        record Seek(MessageId id, @JsonProperty(required = true) String pool, String name) implements Pairing {
        }

        /** Leave the pool this player waits in, if any. */
        record Unseek(MessageId id) implements Pairing {
        }

        /**
         * Offer a custom game to anyone: {@code game} and {@code clock} as the pool catalogue names them
         * ({@code "gomoku-standard"}, {@code "3+2"}), {@code rated} (signed-in players only), an optional rating
         * range {@code min}..{@code max} for who may accept, and a {@code name} to play under.
         */
        record SeekOpen(MessageId id, @JsonProperty(required = true) String game,
                        @JsonProperty(required = true) String clock, Boolean rated, Integer min, Integer max,
                        String name) implements Pairing {
        }

        /** Withdraw this player's open seek, if any. */
        record SeekCancel(MessageId id) implements Pairing {
        }

        /**
         * Accept the open seek {@code seek} (its id in the {@code seeks} list; {@code id} stays the reply's id as on
         * every message) under a {@code name}.
         */
        record SeekAccept(MessageId id, @JsonProperty(required = true) String seek, String name) implements Pairing {
        }
    }
}
