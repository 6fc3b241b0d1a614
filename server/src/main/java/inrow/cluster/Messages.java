package inrow.cluster;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import inrow.protocol.GameView;
import inrow.protocol.Spellings;
import inrow.game.Change;
import inrow.room.Presence;
import inrow.room.RoomEvent;

/**
 * What nodes tell each other through Redis, as JSON: a room's steps (with their changes, tagged by kind) and a
 * node's presence in a room. Both travel on the room's channel, so a node hears them in the order they were sent.
 */
final class Messages {
    /**
     * One message on a room's channel: a step ({@code event}), a node's presence, or the room's {@code latest} step
     * when it is in the record but could not be published (its node died first): the other nodes then catch up from
     * the record. The node comes first in the JSON, so a node can skip its own messages without parsing them.
     */
    @com.fasterxml.jackson.annotation.JsonPropertyOrder({"node", "event", "presence", "latest"})
    record Heard(String node, RoomEvent event, Presence presence, Long latest) {
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "t")
    @JsonSubTypes({
        @JsonSubTypes.Type(value = Change.Created.class, name = "created"),
        @JsonSubTypes.Type(value = Change.Seated.class, name = "seated"),
        @JsonSubTypes.Type(value = Change.Renamed.class, name = "renamed"),
        @JsonSubTypes.Type(value = Change.Linked.class, name = "linked"),
        @JsonSubTypes.Type(value = Change.Berserked.class, name = "berserked"),
        @JsonSubTypes.Type(value = Change.Unseated.class, name = "unseated"),
        @JsonSubTypes.Type(value = Change.Moved.class, name = "moved"),
        @JsonSubTypes.Type(value = Change.Status.class, name = "status"),
        @JsonSubTypes.Type(value = Change.NewRound.class, name = "round"),
        @JsonSubTypes.Type(value = Change.Sequenced.class, name = "seq"),
        @JsonSubTypes.Type(value = Change.Offered.class, name = "offered"),
        @JsonSubTypes.Type(value = Change.TakenBack.class, name = "takeback"),
        @JsonSubTypes.Type(value = Change.Said.class, name = "said"),
        @JsonSubTypes.Type(value = Change.Chose.class, name = "chose"),
        @JsonSubTypes.Type(value = Change.Stepped.class, name = "stepped"),
        @JsonSubTypes.Type(value = Change.Standing.class, name = "standing"),
        @JsonSubTypes.Type(value = Change.Scored.class, name = "scored"),
    })
    private interface TaggedChange {
    }

    private final ObjectMapper json = new ObjectMapper()
        .addMixIn(Change.class, TaggedChange.class)
        .registerModule(Spellings.module())
        .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    String step(RoomEvent event) {
        return write(new Heard(event.node(), event, null, null));
    }

    String presence(String node, Presence presence) {
        return write(new Heard(node, null, presence, null));
    }

    String latest(String node, long seq) {
        return write(new Heard(node, null, null, seq));
    }

    String view(GameView view) {
        return write(view);
    }

    Heard heard(String text) {
        return read(text, Heard.class);
    }

    RoomEvent event(String text) {
        return heard(text).event();
    }

    GameView gameView(String text) {
        return read(text, GameView.class);
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + value, e);
        }
    }

    private <T> T read(String text, Class<T> type) {
        try {
            return json.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot read " + type.getSimpleName() + ": " + text, e);
        }
    }
}
