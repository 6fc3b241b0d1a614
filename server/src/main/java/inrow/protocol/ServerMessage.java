package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import inrow.engine.Point;
import java.util.List;

/** Everything the server sends on a game socket or the pairing socket, in one place. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ServerMessage.Welcome.class, name = "welcome"),
    @JsonSubTypes.Type(value = ServerMessage.State.class, name = "state"),
    @JsonSubTypes.Type(value = ServerMessage.Moved.class, name = "moved"),
    @JsonSubTypes.Type(value = ServerMessage.Events.class, name = "events"),
    @JsonSubTypes.Type(value = ServerMessage.Error.class, name = "error"),
    @JsonSubTypes.Type(value = ServerMessage.Pong.class, name = "pong"),
    @JsonSubTypes.Type(value = ServerMessage.Chat.class, name = "chat"),
    @JsonSubTypes.Type(value = ServerMessage.Pools.class, name = "pools"),
    @JsonSubTypes.Type(value = ServerMessage.Seeking.class, name = "seeking"),
    @JsonSubTypes.Type(value = ServerMessage.Paired.class, name = "paired"),
    @JsonSubTypes.Type(value = ServerMessage.Seeks.class, name = "seeks"),
    @JsonSubTypes.Type(value = ServerMessage.MySeek.class, name = "my_seek"),
})
public sealed interface ServerMessage {
    /**
     * Which seat this connection holds (null: watching). The token goes only to its owner, never in a broadcast;
     * the client keeps it to reclaim the seat later.
     */
    record Welcome(String seat, String token, @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id)
        implements ServerMessage {
    }

    /**
     * The whole public game after a change; {@code v} grows with every change of the room. {@code can}: what this
     * connection may do now, only on an events socket (null, left out, on the others).
     */
    record State(long v, GameView game, @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id,
                 @JsonInclude(JsonInclude.Include.NON_NULL) Can can) implements ServerMessage {
        public State(long v, GameView game, MessageId id) {
            this(v, game, id, null);
        }
    }

    /**
     * On an events socket ({@code /ws/CODE?events=1}), one room version after the joiner's {@code state}: what
     * happened that this connection may see ({@code events}, possibly none), the game's fields it changed with their
     * new values ({@code game}, see {@link Patch}) and what this connection may do now. A client holding version
     * {@code v - 1} applies it; any other {@code v} means it missed one, and it joins again for a whole state.
     */
    record Events(long v, List<WireEvent> events, Patch game, Can can,
                  @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id) implements ServerMessage {
        public Events withId(MessageId echo) {
            return new Events(v, events, game, can, echo);
        }
    }

    /**
     * One move on top of version {@code v - 1}, which every joined connection holds (a connection hears every version
     * from its join on): the stone {@code mark} at {@code move}, and the view's fields a move changes. A move sends
     * a few hundred bytes instead of the whole view, whose board and move list grow with the game. A client that does
     * not hold version {@code v - 1} must join again for the whole state.
     */
    record Moved(long v, Point move, String mark, MovedView game,
                 @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id) implements ServerMessage {
        public Moved withId(MessageId echo) {
            return new Moved(v, move, mark, game, echo);
        }
    }

    /** A refused message; nothing changed. {@code foul}: a renju move's forbidden shape (code forbidden only). */
    record Error(String code, String message, @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id,
                 @JsonInclude(JsonInclude.Include.NON_NULL) String foul) implements ServerMessage {
        public Error(String code, String message, MessageId id) {
            this(code, message, id, null);
        }
    }

    record Pong(@JsonInclude(JsonInclude.Include.NON_NULL) MessageId id) implements ServerMessage {
    }

    /** A chat line: {@code from} the seat of a player, null for a spectator; {@code at} epoch milliseconds. */
    record Chat(ChatRoom room, String from, String name, String text, long at) implements ServerMessage {
    }

    /**
     * Pairing socket: every pool of the catalogue, in the lobby's order, with how many wait in it and how many play
     * a game it paired. Sent on connecting and whenever a count changes.
     */
    record Pools(List<PoolCount> pools) implements ServerMessage {
    }

    /** One pool's counts; {@code rated} pools are listed only when rated play is offered. */
    record PoolCount(String pool, String game, String clock, boolean rated, int seeking, int playing) {
    }

    /**
     * Pairing socket: where this player waits now ({@code pool}, null: nowhere) and since when ({@code since}, epoch
     * milliseconds of the server's clock; null with no pool). The answer to {@code seek} and {@code unseek}, and
     * sent on connecting.
     */
    record Seeking(String pool, Long since, @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id)
        implements ServerMessage {
    }

    /**
     * Pairing socket: a game was made for this player, who has left the pool: its room {@code code}, this player's
     * {@code seat} ("X" moves first) and the seat's {@code token}, which the client keeps as for a game it created
     * (it goes to this player only).
     */
    record Paired(String pool, String code, String seat, String token) implements ServerMessage {
    }

    /**
     * Pairing socket: every open seek on this node, oldest first. Sent on connecting and, when it changed, at most
     * every {@code QuickPairing.COUNTS_MILLIS}.
     */
    record Seeks(List<SeekView> list) implements ServerMessage {
    }

    /**
     * One open seek: its {@code id}, who offers it ({@code name}; {@code account}, their username, null for a guest; their
     * {@code rating}, rounded, {@code provisional} while uncertain), the game, and the accepted range ({@code min},
     * {@code max}, null: no bound); {@code since} epoch milliseconds.
     */
    record SeekView(String id, String name, String account, int rating, boolean provisional, String game,
                    String clock, boolean rated, Integer min, Integer max, long since) {
    }

    /**
     * Pairing socket: this player's own open seek ({@code seek}, null: none). The answer to {@code seek_open} and
     * {@code seek_cancel}, sent on connecting and when the seek is taken or lapses.
     */
    record MySeek(String seek, @JsonInclude(JsonInclude.Include.NON_NULL) MessageId id) implements ServerMessage {
    }
}
