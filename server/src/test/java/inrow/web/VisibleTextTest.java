package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No words a person reads are written into a template or a script: every one comes from the catalogue, so every
 * language has it. Templates may hold only expressions, markup and a few names that are the same in every language
 * (InRow, X and O, key names); scripts may hold only technical strings (selectors, event names, codes).
 */
class VisibleTextTest {
    /** Words that are the same in every language. */
    private static final Set<String> NEUTRAL = Set.of("InRow", "X", "O", "Home", "End");
    /** Attributes a person reads or hears (a meta tag's content is read only in a description or a preview). */
    private static final Pattern READ_ATTRIBUTE = Pattern.compile(
        "\\b(placeholder|title|aria-label|alt|label|data-phrase)=\"([^\"]*)\"|"
            + "(?:name=\"description\"|property=\"og:(?:title|description)\")[^>]*\\bcontent=\"([^\"]*)\"");
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}|\\b[A-Za-z]\\b");
    /** Script strings that look like words but are names for machines. */
    private static final Set<String> TECHNICAL = Set.of("Content-Type", "application/json", "ArrowLeft", "ArrowRight",
        "ArrowUp", "ArrowDown", "Home", "End", "Enter", "Escape", "InRow", "Notification",
        // A developer's error for a malformed catalogue entry, never shown on a page.
        "unbalanced message:",
        // The analysis board's .txt record and Gomocup's .psq, formats for programs, in the server's own words.
        "Piskvorky  x , 11:11, 0", "longer lines win too", "InRow analysisRules:  x ,   in a row,", "Moves:");

    @Test
    void templatesTakeEveryWordFromTheCatalogue() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("web", "templates"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jte")).sorted().toList()) {
                String text = withoutExpressions(Files.readString(f))
                    .replaceAll("(?s)@template\\.layout\\(.*?content = @`", "")
                    .replaceAll("(?s)<!--.*?-->", "")
                    .replaceAll("(?m)^\\s*@(import|param|if|else|endif|for|endfor|template)\\b.*$", "")
                    .replaceAll("@(else|endif|endfor)", "");
                Matcher read = READ_ATTRIBUTE.matcher(text);
                while (read.find()) {
                    words(f, read.group(2) != null ? read.group(2) : read.group(3), found);
                }
                String outside = text.replaceAll("(?s)<[^>]*>", " ").replaceAll("`\\)\\s*$", "");
                words(f, outside, found);
            }
        }
        assertEquals(List.of(), found, "words outside the catalogue");
    }

    @Test
    void scriptsTakeEveryWordFromTheCatalogue() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> scripts = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("web", "static", "js"))) {
            scripts.addAll(files.filter(p -> p.toString().endsWith(".js")).sorted().toList());
        }
        scripts.add(Path.of("web", "static", "sw.js"));
        for (Path f : scripts) {
            for (String literal : literals(Files.readString(f))) {
                String s = literal.strip();
                if (s.isEmpty() || TECHNICAL.contains(s)) {
                    continue;
                }
                boolean sentence = s.matches("[A-Z][a-z]+([ ,:;'’][^-_#\\[\\]=/()<>.{}]*)?[.!?…]?")
                    && s.length() > 1;
                boolean phrase = s.matches("(?s).*\\p{L}{2,}\\s+\\p{L}{2,}.*") && !s.matches("(?s).*[-_#\\[\\]=/<>.].*");
                if (sentence || phrase) {
                    found.add(f.getFileName() + ": \"" + s + "\"");
                }
            }
        }
        assertEquals(List.of(), found, "words outside the catalogue");
    }

    @Test
    void styleSheetsDrawNoWords() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("web", "static", "css"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".css")).toList()) {
                Matcher m = Pattern.compile("content:\\s*\"([^\"]*)\"").matcher(Files.readString(f));
                while (m.find()) {
                    words(f, m.group(1), found);
                }
            }
        }
        assertEquals(List.of(), found, "words drawn by a style sheet (use attr() and a catalogue text instead)");
    }

    private static void words(Path file, String text, List<String> found) {
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            if (!NEUTRAL.contains(m.group())) {
                found.add(file.getFileName() + ": " + m.group() + " in \"" + text.strip().replaceAll("\\s+", " ")
                    .substring(0, Math.min(80, text.strip().replaceAll("\\s+", " ").length())) + "\"");
                return;
            }
        }
    }

    /** The template without its ${...}, $unsafe{...}, @if(...) and @for(...) expressions (they may nest). */
    static String withoutExpressions(String template) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            boolean control = template.startsWith("@if(", i) || template.startsWith("@for(", i);
            if (control) {
                int depth = 0;
                int j = template.indexOf('(', i);
                for (; j < template.length(); j++) {
                    char c = template.charAt(j);
                    if (c == '(') {
                        depth++;
                    } else if (c == ')' && --depth == 0) {
                        break;
                    }
                }
                i = j + 1;
                out.append(' ');
                continue;
            }
            boolean expr = template.startsWith("${", i) || template.startsWith("$unsafe{", i);
            if (expr) {
                int open = template.indexOf('{', i);
                int depth = 0;
                int j = open;
                for (; j < template.length(); j++) {
                    char c = template.charAt(j);
                    if (c == '{') {
                        depth++;
                    } else if (c == '}' && --depth == 0) {
                        break;
                    }
                }
                i = j + 1;
                out.append(' ');
            } else {
                out.append(template.charAt(i++));
            }
        }
        return out.toString();
    }

    /**
     * The string literals of a script, comments skipped, with the ${...} parts of template literals taken out:
     * what could reach a person's eyes.
     */
    static List<String> literals(String js) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = js.length();
        while (i < n) {
            char c = js.charAt(i);
            if (c == '/' && i + 1 < n && js.charAt(i + 1) == '/') {
                i = js.indexOf('\n', i);
                if (i < 0) {
                    break;
                }
            } else if (c == '/' && i + 1 < n && js.charAt(i + 1) == '*') {
                i = js.indexOf("*/", i) + 2;
            } else if (c == '\'' || c == '"' || c == '`') {
                StringBuilder s = new StringBuilder();
                int j = i + 1;
                int depth = 0;
                while (j < n) {
                    char d = js.charAt(j);
                    if (d == '\\') {
                        j += 2;
                        continue;
                    }
                    if (c == '`' && depth == 0 && d == '$' && j + 1 < n && js.charAt(j + 1) == '{') {
                        depth = 1;
                        j += 2;
                        s.append(' ');
                        continue;
                    }
                    if (depth > 0) {
                        if (d == '{') {
                            depth++;
                        } else if (d == '}') {
                            depth--;
                        }
                        j++;
                        continue;
                    }
                    if (d == c) {
                        break;
                    }
                    s.append(d);
                    j++;
                }
                out.add(s.toString());
                i = j + 1;
            } else if (c == '/' && regexCanStart(js, i)) {
                int j = i + 1;
                while (j < n && js.charAt(j) != '/' && js.charAt(j) != '\n') {
                    j += js.charAt(j) == '\\' ? 2 : 1;
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        return out;
    }

    private static boolean regexCanStart(String js, int i) {
        int k = i - 1;
        while (k >= 0 && Character.isWhitespace(js.charAt(k))) {
            k--;
        }
        return k < 0 || "(,=:[!&|?{};".indexOf(js.charAt(k)) >= 0;
    }
}
