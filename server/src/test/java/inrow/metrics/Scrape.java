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

    /** Whether a sample or a family of this name appears at all (any labels, any suffix line). */
    public static boolean has(String text, String name) {
        for (String line : text.split("\n")) {
            if (line.startsWith(name + " ") || line.startsWith(name + "{")) {
                return true;
            }
        }
        return false;
    }
}
