package inrow.protocol;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.module.SimpleModule;
import inrow.engine.Result;

/**
 * How the engine's enums are spelled in JSON, for every mapper (the wire and the cluster's messages): the engine
 * knows no Jackson, so its enums get their spelling here. An end reason is its lower-case code ("resign").
 */
public final class Spellings {
    private Spellings() {
    }

    private abstract static class ReasonSpelling {
        @JsonValue
        abstract String code();
    }

    public static SimpleModule module() {
        SimpleModule module = new SimpleModule("inrow-spellings");
        module.setMixInAnnotation(Result.Reason.class, ReasonSpelling.class);
        return module;
    }
}
