package inrow.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** What one load run found: latency percentiles, rates, errors, verification, memory; as a table, JSON and HTML. */
public final class LoadResult {
    static final double[] PERCENTILES = {50, 90, 99, 99.9, 100};
    private static final String[] SERIES = {"move round trip", "spectator fan-out", "ping (baseline)"};

    private final String description;
    private final double seconds;
    private final Histogram[] histograms;
    private final long movesConfirmed;
    private final long movesSent;
    private final Map<String, Long> errors = new LinkedHashMap<>();
    private final List<String> problems;
    private final long rssKb;
    private final long peakRssKb;
    private final long connections;
    /** The tool's own collections while it measured; null when it measured no latency (--idle). */
    private final ToolPauses toolPauses;
    /** The servers' store commits while the tool measured; null when they were not read (--idle, or no metrics). */
    private final StoreCommits commits;

    LoadResult(String description, double seconds, Metrics m, List<String> problems, long rssKb, long connections,
               ToolPauses toolPauses, StoreCommits commits) {
        this.toolPauses = toolPauses;
        this.commits = commits;
        this.description = description;
        this.seconds = seconds;
        this.histograms = new Histogram[] {m.movesTotal, m.fanoutTotal, m.pingsTotal};
        this.movesConfirmed = m.movesConfirmed.sum();
        this.movesSent = m.movesSent.sum();
        m.errors.forEach((k, v) -> errors.put(k, v.sum()));
        this.problems = List.copyOf(problems);
        this.rssKb = rssKb;
        this.peakRssKb = Math.max(rssKb, m.peakRssKb.get());
        this.connections = connections;
    }

    /** No error frames, no failed sockets, and every game holds exactly the moves that were confirmed. */
    public boolean passed() {
        return errors.isEmpty() && problems.isEmpty();
    }

    public List<String> problems() {
        return problems;
    }

    public Map<String, Long> errors() {
        return errors;
    }

    public long movesConfirmed() {
        return movesConfirmed;
    }

    public long movesSent() {
        return movesSent;
    }

    public long connections() {
        return connections;
    }

    /** How many values one series holds: 0 move, 1 spectator, 2 ping. */
    public long count(int series) {
        return histograms[series].getTotalCount();
    }

    /** Milliseconds at a percentile of one series: 0 move, 1 spectator, 2 ping. */
    public double millis(int series, double percentile) {
        return histograms[series].getValueAtPercentile(percentile) / 1000.0;
    }

    public String table() {
        StringBuilder t = new StringBuilder();
        t.append("InRow load test: ").append(description).append('\n');
        t.append(String.format(Locale.ROOT, "%-22s %d%n", "connections held", connections));
        t.append(String.format(Locale.ROOT, "%-22s %d confirmed of %d sent (%.0f/s)%n", "moves", movesConfirmed,
            movesSent, movesConfirmed / Math.max(seconds, 1e-9)));
        t.append(String.format(Locale.ROOT, "%-22s %s%n", "errors", errors.isEmpty() ? "0" : errors));
        t.append(String.format(Locale.ROOT, "%-22s %s%n", "verification",
            problems.isEmpty() ? "every game holds exactly the moves played" : problems.size() + " problems"));
        t.append(String.format(Locale.ROOT, "%-22s %9s %9s %9s %9s %9s %9s%n", "latency (ms)", "p50", "p90", "p99",
            "p99.9", "max", "count"));
        for (int s = 0; s < SERIES.length; s++) {
            t.append(String.format(Locale.ROOT, "%-22s", SERIES[s]));
            for (double p : PERCENTILES) {
                t.append(String.format(Locale.ROOT, " %9.2f", millis(s, p)));
            }
            t.append(String.format(Locale.ROOT, " %9d%n", histograms[s].getTotalCount()));
        }
        if (toolPauses != null) {
            t.append(String.format(Locale.ROOT, "%-22s %d, %d ms in all (a frame arriving then is timed late)%n",
                "tool's own GC pauses", toolPauses.count(), toolPauses.millis()));
        }
        if (commits != null) {
            // A move waits for its commit: a tail far above the ping with slow commits here is the disk's.
            t.append(String.format(Locale.ROOT, "%-22s %s%n", "server's store commits", commits.describe()));
        }
        if (rssKb >= 0) {
            t.append(String.format(Locale.ROOT, "%-22s %.0f MiB (peak %.0f MiB)%n", "server resident memory",
                rssKb / 1024.0, peakRssKb / 1024.0));
        }
        for (String p : problems.subList(0, Math.min(problems.size(), 20))) {
            t.append("  problem: ").append(p).append('\n');
        }
        t.append(passed() ? "PASSED" : "FAILED").append('\n');
        return t.toString();
    }

    Map<String, Object> asMap() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("description", description);
        out.put("seconds", seconds);
        out.put("connections", connections);
        out.put("moves_sent", movesSent);
        out.put("moves_confirmed", movesConfirmed);
        out.put("moves_per_second", movesConfirmed / Math.max(seconds, 1e-9));
        out.put("errors", errors);
        out.put("problems", problems);
        out.put("server_rss_kb", rssKb);
        out.put("server_peak_rss_kb", peakRssKb);
        if (toolPauses != null) {
            out.put("tool_gc_pauses", toolPauses.count());
            out.put("tool_gc_ms", toolPauses.millis());
        }
        if (commits != null) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("count", commits.count());
            c.put("slow", commits.slow());
            c.put("slow_over_ms", commits.slowOverMs());
            // JSON has no infinity: null when some commit went past the histogram's last bound.
            c.put("longest_at_most_ms", Double.isInfinite(commits.longestAtMostMs()) ? null
                : commits.longestAtMostMs());
            out.put("store_commits", c);
        }
        Map<String, Object> latency = new LinkedHashMap<>();
        for (int s = 0; s < SERIES.length; s++) {
            Map<String, Object> series = new LinkedHashMap<>();
            for (double p : PERCENTILES) {
                series.put(p == 100 ? "max" : "p" + trim(p), millis(s, p));
            }
            series.put("count", histograms[s].getTotalCount());
            latency.put(SERIES[s], series);
        }
        out.put("latency_ms", latency);
        out.put("passed", passed());
        return out;
    }

    void writeJson(Path file) throws IOException {
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), asMap());
    }

    /** A page a person can open: the table, and the latency of each series by percentile as an inline SVG. */
    void writeHtml(Path file) throws IOException {
        Files.writeString(file, "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>InRow load test"
            + "</title><style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1d2033}pre{background:#f4f2ee;"
            + "padding:1rem;border-radius:8px}</style></head><body><h1>InRow load test</h1><p>" + escape(description)
            + "</p>" + chartSvg() + "<pre>" + escape(table()) + "</pre></body></html>\n");
    }

    /** Latency (log scale) against percentile (spaced by 1/(1-p)), one line per series. */
    public String chartSvg() {
        double[] ps = {50, 75, 90, 95, 99, 99.5, 99.9, 99.99, 100};
        int w = 720;
        int h = 360;
        int left = 60;
        int bottom = 40;
        double maxMs = 0.01;
        double minMs = Double.MAX_VALUE;
        for (Histogram hist : histograms) {
            if (hist.getTotalCount() > 0) {
                maxMs = Math.max(maxMs, hist.getMaxValue() / 1000.0);
                minMs = Math.min(minMs, Math.max(0.01, hist.getValueAtPercentile(50) / 1000.0));
            }
        }
        if (minMs == Double.MAX_VALUE) {
            minMs = 0.01;
        }
        double lo = Math.log10(Math.min(minMs, maxMs / 10));
        double hi = Math.log10(maxMs * 1.2);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append("\" height=\"").append(h)
            .append("\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" role=\"img\" aria-label=\"")
            .append("Latency by percentile\"><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>");
        for (int i = 0; i < ps.length; i++) {
            double x = left + i * (w - left - 20.0) / (ps.length - 1);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"10\" x2=\"%.1f\" y2=\"%d\" stroke=\"#eee\"/>"
                + "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">p%s</text>", x, x, h - bottom, x,
                h - bottom + 16, ps[i] == 100 ? "max" : trim(ps[i])));
        }
        for (int d = (int) Math.floor(lo); d <= Math.ceil(hi); d++) {
            double y = yOf(Math.pow(10, d), lo, hi, h, bottom);
            if (y < 5 || y > h - bottom) {
                continue;
            }
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#eee\"/>"
                + "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s ms</text>", left, y, w - 20, y,
                left - 6, y + 4, trim(Math.pow(10, d))));
        }
        String[] colours = {"#2347c5", "#c23b4e", "#1f8a4c"};
        for (int s = 0; s < histograms.length; s++) {
            if (histograms[s].getTotalCount() == 0) {
                continue;
            }
            svg.append("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"").append(colours[s]).append("\" points=\"");
            for (int i = 0; i < ps.length; i++) {
                double x = left + i * (w - left - 20.0) / (ps.length - 1);
                double ms = Math.max(Math.pow(10, lo), histograms[s].getValueAtPercentile(ps[i]) / 1000.0);
                svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, yOf(ms, lo, hi, h, bottom)));
            }
            svg.append("\"/>");
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"3\" fill=\"%s\"/>"
                + "<text x=\"%d\" y=\"%d\" font-size=\"12\">%s</text>", left + 10, 16 + s * 16, colours[s], left + 28,
                21 + s * 16, SERIES[s]));
        }
        return svg.append("</svg>").toString();
    }

    private static double yOf(double ms, double lo, double hi, int h, int bottom) {
        return (h - bottom) - (Math.log10(ms) - lo) / (hi - lo) * (h - bottom - 10);
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, "%.3f", v);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
