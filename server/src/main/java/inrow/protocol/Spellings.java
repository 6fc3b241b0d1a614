package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;
import inrow.engine.Point;
import inrow.engine.Result;

/**
 * How the engine's and the game's enums are spelled in JSON, for every mapper (the wire and the cluster's messages):
 * neither knows Jackson, so their enums get their spelling here, each its own {@code code()} ("resign", "playing",
 * "bot", "draw", "players", "more"), as the store writes them too. An end reason is its lower-case code ("resign"). A
 * cell is [x, y]: views hold the engine's own lists of points, shared with the game instead of copied for every
 * state sent.
 */
public final class Spellings {
    private Spellings() {
    }

    /** An enum spelled by its {@code code()}. */
    private abstract static class CodeSpelling {
        @JsonValue
        abstract String code();
    }

    @JsonFormat(shape = JsonFormat.Shape.ARRAY)
    @JsonPropertyOrder({"x", "y"})
    private abstract static class PointSpelling {
    }

    public static SimpleModule module() {
        SimpleModule module = new SimpleModule("inrow-spellings");
        module.setMixInAnnotation(Result.Reason.class, CodeSpelling.class);
        module.setMixInAnnotation(inrow.game.GameStatus.class, CodeSpelling.class);
        module.setMixInAnnotation(inrow.game.SeatKind.class, CodeSpelling.class);
        module.setMixInAnnotation(inrow.game.OfferKind.class, CodeSpelling.class);
        module.setMixInAnnotation(inrow.game.ChatRoom.class, CodeSpelling.class);
        module.setMixInAnnotation(inrow.game.Take.class, CodeSpelling.class);
        module.setMixInAnnotation(Point.class, PointSpelling.class);
        return module;
    }
}
