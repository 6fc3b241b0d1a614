package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/**
 * One thing that happened in a room, as an events socket ({@code /ws/CODE?events=1}) is told it: the facts in the
 * words of the game, seats as "X" and "O". The frame that carries them also carries the fields of the game they
 * changed ({@link Patch}), so a client applies what the server says and never works a rule out itself.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
    @JsonSubTypes.Type(value = WireEvent.Moved.class, name = "moved"),
    @JsonSubTypes.Type(value = WireEvent.Offered.class, name = "offered"),
    @JsonSubTypes.Type(value = WireEvent.Declined.class, name = "declined"),
    @JsonSubTypes.Type(value = WireEvent.Lapsed.class, name = "lapsed"),
    @JsonSubTypes.Type(value = WireEvent.TakenBack.class, name = "taken_back"),
    @JsonSubTypes.Type(value = WireEvent.Chose.class, name = "chose"),
    @JsonSubTypes.Type(value = WireEvent.Stepped.class, name = "stepped"),
    @JsonSubTypes.Type(value = WireEvent.Seated.class, name = "seated"),
    @JsonSubTypes.Type(value = WireEvent.Renamed.class, name = "renamed"),
    @JsonSubTypes.Type(value = WireEvent.Unseated.class, name = "unseated"),
    @JsonSubTypes.Type(value = WireEvent.GameOver.class, name = "game_over"),
    @JsonSubTypes.Type(value = WireEvent.NewRound.class, name = "new_round"),
    @JsonSubTypes.Type(value = WireEvent.Rematch.class, name = "rematch"),
    @JsonSubTypes.Type(value = WireEvent.Clock.class, name = "clock"),
    @JsonSubTypes.Type(value = WireEvent.Crowd.class, name = "crowd"),
    @JsonSubTypes.Type(value = WireEvent.Presence.class, name = "presence"),
})
public sealed interface WireEvent {
    /**
     * A stone of colour {@code mark} placed at ({@code x}, {@code y}), where it landed, with {@code ply} moves before
     * it. The colour, not the seat: in a swap opening one player places stones of both colours.
     */
    record Moved(String mark, int x, int y, int ply) implements WireEvent {
    }

    /** {@code by} offers a draw or asks for a takeback ({@code offer}: "draw", "takeback"). */
    record Offered(OfferKind offer, String by) implements WireEvent {
    }

    /** {@code by} said no to the other player's standing offer. */
    record Declined(OfferKind offer, String by) implements WireEvent {
    }

    /** {@code by}'s offer lapsed: the other player moved instead of answering. */
    record Lapsed(OfferKind offer, String by) implements WireEvent {
    }

    /** The round went back to its first {@code ply} moves. */
    record TakenBack(int ply) implements WireEvent {
    }

    /** A swap opening's choice: {@code seat} took a colour ("X", "O") or two more stones ("more"). */
    record Chose(String seat, Take take) implements WireEvent {
    }

    /** A tournament opening's step by {@code seat}, spelt as in the {@code step} message ("place h8", "swap"...). */
    record Stepped(String seat, String step) implements WireEvent {
    }

    record Seated(String seat, String name) implements WireEvent {
    }

    record Renamed(String seat, String name) implements WireEvent {
    }

    /** The seat went back to the lobby (its first move never came); the round starts over. */
    record Unseated(String seat) implements WireEvent {
    }

    /** The round is over; {@code winner} null for a draw, an agreement or an abort. */
    record GameOver(String winner, inrow.engine.Result.Reason reason) implements WireEvent {
    }

    record NewRound(int round) implements WireEvent {
    }

    /** The seats that asked for a rematch of this round now. */
    record Rematch(List<String> asks) implements WireEvent {
    }

    /** The clocks changed without a move (a takeback's refund). */
    record Clock() implements WireEvent {
    }

    record Crowd(int spectators) implements WireEvent {
    }

    /** A player's connection came or went. */
    record Presence(String seat, boolean connected) implements WireEvent {
    }

}
