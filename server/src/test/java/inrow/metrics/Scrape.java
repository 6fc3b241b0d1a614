package inrow.metrics;

/** Reads one sample from Prometheus's text format, the way a scraper would. */
public final class Scrape {
    private Scrape() {
    }

    /**
     * The value of the sample named exactly {@code series} (a name, or a name with its labels as printed, e.g.
     * {@code x_total{op="fetch"}}); fails if there is none.
     */
    public static double value(String text, String series) {
        for (String line : text.split("\n")) {
            if (line.startsWith(series + " ")) {
                return Double.parseDouble(line.substring(series.length() + 1).trim().split(" ")[0]);
            }
        }
        throw new AssertionError("no sample " + series + " in\n" + text);
    }

    /** Whether a sample of this name (with any labels) or a family of this name is shown. */
    public static boolean has(String text, String name) {
        for (String line : text.split("\n")) {
            if (line.startsWith(name + " ") || line.startsWith(name + "{") || line.startsWith("# TYPE " + name + " ")) {
                return true;
            }
        }
        return false;
    }

    /** The type a family is declared with ({@code # TYPE name type}), or null if it is not declared. */
    public static String type(String text, String name) {
        for (String line : text.split("\n")) {
            if (line.startsWith("# TYPE " + name + " ")) {
                return line.substring(("# TYPE " + name + " ").length()).trim();
            }
        }
        return null;
    }
}
