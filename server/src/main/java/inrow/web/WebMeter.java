package inrow.web;

/**
 * What the web layer tells the server's metrics, and what it serves at {@code GET /metrics}. Implemented outside
 * this package ({@code inrow.metrics}), so the web layer knows nothing of the metrics library.
 */
public interface WebMeter {
    /** A game socket was opened (whether or not its game exists). */
    void socketOpened();

    /** A game socket opened before is gone; called once per socket. */
    void socketClosed();

    /** Every metric, in Prometheus's text exposition format 0.0.4. */
    String scrape();
}
