package inrow.web;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Every text a person reads, in every language: one ICU MessageFormat catalogue per language
 * ({@code web/i18n/messages.<tag>.properties}, UTF-8), shared by the server's templates and, through each page's
 * inline JSON block, its scripts. Keys starting with {@code js.} are the scripts' own.
 */
public final class Catalogue {
    private final Map<Language, Map<String, String>> messages;
    /** Every language's name for a nameless player ("Player 1", "Joueur 2", "玩家 1"), to the number in it. */
    private final Map<String, Integer> defaultNames;

    private Catalogue(Map<Language, Map<String, String>> messages) {
        this.messages = messages;
        Map<String, Integer> names = new TreeMap<>();
        for (Language l : Language.values()) {
            for (int n = 1; n <= 2; n++) {
                names.put(format(l, "js.common.player", "n", n), n);
            }
        }
        this.defaultNames = Map.copyOf(names);
    }

    /**
     * The names a player who gave none is stored under, in the language of whoever made the seat theirs, to its
     * number: a page shows such a name in its reader's language instead, as it does a computer's.
     */
    public Map<String, Integer> defaultNames() {
        return defaultNames;
    }

    /** From the jar, or (development) from web/i18n so edits show on reload. */
    public static Catalogue load(boolean dev) {
        Map<Language, Map<String, String>> all = new EnumMap<>(Language.class);
        for (Language l : Language.values()) {
            all.put(l, read(l, dev));
        }
        return new Catalogue(all);
    }

    static Map<String, String> read(Language l, boolean dev) {
        String name = "messages." + l.tag + ".properties";
        try (InputStream in = dev ? Files.newInputStream(Path.of("web", "i18n", name))
            : Catalogue.class.getResourceAsStream("/i18n/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the catalogue " + name + " is missing");
            }
            Properties p = new Properties();
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                p.load(r);
            }
            Map<String, String> m = new TreeMap<>();
            p.stringPropertyNames().forEach(k -> m.put(k, p.getProperty(k)));
            return m;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The raw pattern, English when a language lacks it (the catalogue test makes that never happen). */
    public String pattern(Language l, String key) {
        String p = messages.get(l).get(key);
        if (p == null) {
            p = messages.get(Language.EN).get(key);
        }
        if (p == null) {
            throw new IllegalArgumentException("no message " + key);
        }
        return p;
    }

    /** A message with named arguments: {@code format(ES, "spectators", "n", 2)}. */
    public String format(Language l, String key, Object... namedArgs) {
        String pattern = pattern(l, key);
        if (namedArgs.length == 0 && pattern.indexOf('{') < 0) {
            return pattern.replace("''", "'");
        }
        Map<String, Object> args = new TreeMap<>();
        for (int i = 0; i + 1 < namedArgs.length; i += 2) {
            args.put((String) namedArgs[i], namedArgs[i + 1]);
        }
        return new MessageFormat(pattern, ULocale.forLanguageTag(l.tag)).format(args);
    }

    /** The messages whose keys start with one of these prefixes: what a page's script needs. */
    public Map<String, String> subset(Language l, String... prefixes) {
        Map<String, String> out = new TreeMap<>();
        for (String key : messages.get(Language.EN).keySet()) {
            for (String prefix : prefixes) {
                if (key.startsWith(prefix)) {
                    out.put(key, pattern(l, key));
                }
            }
        }
        return out;
    }

    public Map<String, String> all(Language l) {
        return messages.get(l);
    }
}
