package inrow.web;

import io.javalin.http.Context;
import java.net.URI;
import java.util.Locale;

/**
 * Where people outside reach this server. An invitation must carry an address a friend elsewhere can open: the
 * operator's {@code --public-url} when given; otherwise the address this request came in by (behind a trusted
 * proxy, the one the proxy was asked for), which may be a loopback address only this machine can open.
 */
public record Site(String publicUrl, TrustedProxies proxies) {
    public Site {
        if (publicUrl != null) {
            publicUrl = publicUrl.strip();
            if (publicUrl.isEmpty()) {
                publicUrl = null;
            } else {
                URI uri = URI.create(publicUrl);
                if (uri.getHost() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))) {
                    throw new IllegalArgumentException("--public-url must be an http(s) address, like "
                        + "https://inrow.example: " + publicUrl);
                }
                publicUrl = publicUrl.replaceAll("/+$", "");
            }
        }
    }

    public static Site local() {
        return new Site(null, TrustedProxies.NONE);
    }

    /** "https://inrow.example", without a trailing slash. */
    String base(Context ctx) {
        if (publicUrl != null) {
            return publicUrl;
        }
        boolean trusted = ClientAddress.viaTrustedProxy(ctx.req(), proxies);
        String forwardedHost = trusted ? ClientAddress.lastHop(ctx.req(), "X-Forwarded-Host") : null;
        String forwardedProto = trusted ? ClientAddress.lastHop(ctx.req(), "X-Forwarded-Proto") : null;
        String host = forwardedHost != null ? forwardedHost : ctx.host();
        String scheme = forwardedProto != null ? forwardedProto : ctx.scheme();
        return scheme + "://" + host;
    }

    /** The link that opens a game. */
    String gameUrl(Context ctx, String code) {
        return base(ctx) + "/g/" + code;
    }

    /** True when the link only works on this machine: no public address set and the page was opened on loopback. */
    boolean linkWorksHereOnly(Context ctx) {
        if (publicUrl != null) {
            return false;
        }
        String host = URI.create(base(ctx)).getHost();
        if (host == null) {
            return false;
        }
        host = host.toLowerCase(Locale.ROOT);
        return host.equals("localhost") || host.endsWith(".localhost") || host.startsWith("127.")
            || host.equals("[::1]") || host.equals("::1") || host.equals("0.0.0.0");
    }
}
