package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;
import inrow.engine.Point;
import inrow.engine.Result;

/**
 * How the engine's enums are spelled in JSON, for every mapper (the wire and the cluster's messages): the engine
 * knows no Jackson, so its enums get their spelling here. An end reason is its lower-case code ("resign"). A
 * cell is [x, y]: views hold the engine's own lists of points, shared with the game instead of copied for every
 * state sent.
 */
public final class Spellings {
    private Spellings() {
    }

    private abstract static class ReasonSpelling {
        @JsonValue
        abstract String code();
    }

    @JsonFormat(shape = JsonFormat.Shape.ARRAY)
    @JsonPropertyOrder({"x", "y"})
    private abstract static class PointSpelling {
    }

    public static SimpleModule module() {
        SimpleModule module = new SimpleModule("inrow-spellings");
        module.setMixInAnnotation(Result.Reason.class, ReasonSpelling.class);
        module.setMixInAnnotation(Point.class, PointSpelling.class);
        return module;
    }
}
