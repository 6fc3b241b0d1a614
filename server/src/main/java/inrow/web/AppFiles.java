package inrow.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The web app manifest and the service worker: static files that must be served from the site's root rather than
 * /static (a worker's scope is the path it was served from). Read from the jar, or from web/static in development.
 */
final class AppFiles {
    private final boolean dev;

    AppFiles(boolean dev) {
        this.dev = dev;
    }

    void serve(Context ctx, String name, String contentType) {
        // Not cached (the pages' no-store stands): a cached worker would hold back updates.
        ctx.contentType(contentType).result(read(name));
    }

    /**
     * The manifest in the visitor's language (installing shows its name and description): the file's values, with
     * the description and the long name from the catalogue. Browsers fetch it without cookies, so
     * Accept-Language usually decides.
     */
    void manifest(Context ctx, ObjectMapper mapper, Catalogue catalogue, Language language) {
        try {
            ObjectNode m = (ObjectNode) mapper.readTree(read("manifest.webmanifest"));
            m.put("lang", language.tag);
            m.put("name", "InRow: " + catalogue.format(language, "site.tagline"));
            m.put("description", catalogue.format(language, "site.description"));
            ctx.contentType("application/manifest+json").result(mapper.writeValueAsBytes(m));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private byte[] read(String name) {
        try {
            if (dev) {
                return Files.readAllBytes(Path.of("web", "static", name));
            }
            try (InputStream in = AppFiles.class.getResourceAsStream("/static/" + name)) {
                if (in == null) {
                    throw new IllegalStateException("/static/" + name + " is missing from the jar");
                }
                return in.readAllBytes();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
