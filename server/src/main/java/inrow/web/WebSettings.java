package inrow.web;

import java.util.function.LongSupplier;

/**
 * How the web server itself is set up, apart from what it serves.
 *
 * @param dev templates and static files read from the working tree, never cached
 * @param proxies the reverse proxies whose X-Forwarded-* headers may be believed
 * @param limits what one client address may do (new games, sockets, messages)
 * @param site the address invitations carry
 * @param host the interface a separate metrics port listens on
 * @param metricsPort serve /metrics on this port of {@code host} only (0: any free one); -1 keeps it on the game's
 *     port, for clients on this machine only
 * @param nanos the time the per-address limits count in (rates, a socket's settling before it may be shed), as
 *     System.nanoTime; a test's own, which it may move on instead of sleeping
 */
public record WebSettings(boolean dev, WebMeter meter, TrustedProxies proxies, ClientLimits limits, Site site,
                          String host, int metricsPort, LongSupplier nanos) {
}
