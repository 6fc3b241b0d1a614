package inrow.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import gg.jte.resolve.DirectoryCodeResolver;
import java.nio.file.Path;

/**
 * Renders a page from its one typed model. Templates are precompiled into the jar; in development they are read
 * from web/templates and recompiled when they change (that needs a JDK at run time).
 */
final class Templates {
    private final TemplateEngine engine;

    private Templates(TemplateEngine engine) {
        this.engine = engine;
    }

    static Templates precompiled() {
        return new Templates(TemplateEngine.createPrecompiled(ContentType.Html));
    }

    static Templates fromDirectory(Path dir) {
        return new Templates(TemplateEngine.create(new DirectoryCodeResolver(dir), ContentType.Html));
    }

    /** A page in a language: its one typed model (none for the offline page) and the words to show it with. */
    String render(String name, Object page, Texts t) {
        StringOutput out = new StringOutput();
        java.util.Map<String, Object> params = new java.util.HashMap<>();
        if (page != null) {
            params.put("page", page);
        }
        params.put("t", t);
        engine.render(name, params, out);
        return out.toString();
    }
}
