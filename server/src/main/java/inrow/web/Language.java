package inrow.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The languages InRow speaks, by their BCP 47 tags. A person's language is, in this order: an explicit choice (the
 * menu, or {@code ?lang=} on any page, kept in a cookie), the browser's Accept-Language, then English.
 */
public enum Language {
    EN("en", "English"),
    ES("es", "Español"),
    FR("fr", "Français"),
    ZH_HANS("zh-Hans", "中文");

    public final String tag;
    /** The language's name in itself, as the menu shows it. */
    public final String nativeName;

    Language(String tag, String nativeName) {
        this.tag = tag;
        this.nativeName = nativeName;
    }

    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /** The language a tag names, regional forms included ("es-MX", "zh-CN", "zh-SG", "zh", "fr-CA"); null if none. */
    static Language of(String tag) {
        if (tag == null || tag.isBlank()) {
            return null;
        }
        String t = tag.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        if (t.startsWith("zh")) {
            // Traditional script (zh-Hant, Taiwan, Hong Kong, Macau) is not spoken here: better English than a
            // script the reader did not ask for.
            boolean traditional = t.contains("hant") || t.endsWith("-tw") || t.endsWith("-hk") || t.endsWith("-mo");
            return traditional ? null : ZH_HANS;
        }
        String primary = t.split("-", 2)[0];
        for (Language l : values()) {
            if (l.tag.equals(primary)) {
                return l;
            }
        }
        return null;
    }

    /** The first language of an Accept-Language header that InRow speaks, by quality; null when none. */
    static Language fromAcceptLanguage(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        record Ranked(Language language, double q, int order) {
        }
        List<Ranked> ranked = new ArrayList<>();
        String[] parts = header.split(",");
        for (int i = 0; i < parts.length; i++) {
            String[] fields = parts[i].split(";");
            double q = 1.0;
            for (int f = 1; f < fields.length; f++) {
                String field = fields[f].strip();
                if (field.startsWith("q=")) {
                    try {
                        q = Double.parseDouble(field.substring(2));
                    } catch (NumberFormatException e) {
                        q = 0;
                    }
                }
            }
            Language l = of(fields[0]);
            if (l != null && q > 0) {
                ranked.add(new Ranked(l, q, i));
            }
        }
        return ranked.stream()
            .sorted((a, b) -> a.q != b.q ? Double.compare(b.q, a.q) : Integer.compare(a.order, b.order))
            .map(Ranked::language).findFirst().orElse(null);
    }

    /** The choice for a request: ?lang=, then the cookie, then Accept-Language, then English. */
    static Language choose(String queryLang, String cookie, String acceptLanguage) {
        for (Language l : new Language[] {of(queryLang), of(cookie), fromAcceptLanguage(acceptLanguage)}) {
            if (l != null) {
                return l;
            }
        }
        return EN;
    }

    /** The language a request asks for without a ?lang= of its own: an API call's, a file's (cookie, then header). */
    static Language of(Context ctx) {
        return choose(null, ctx.cookie("lang"), ctx.header("Accept-Language"));
    }
}
