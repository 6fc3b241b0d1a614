package inrow.web;

import java.util.ArrayList;
import java.util.List;

/**
 * The reverse proxies whose X-Forwarded-* headers are believed: only a request whose socket peer is in one of these
 * blocks. Trusting the headers from anyone (the old {@code --trust-proxy}) let any client that reached the port
 * directly name itself any address and escape every per-address limit.
 */
public record TrustedProxies(List<AddressBlock> blocks) {
    /** Nobody: the headers are the client's own word. */
    public static final TrustedProxies NONE = new TrustedProxies(List.of());
    /** What a bare {@code --trust-proxy} means: a proxy on this machine (127.0.0.0/8 and ::1). */
    public static final TrustedProxies LOOPBACK = parse("127.0.0.0/8,::1");

    public TrustedProxies {
        blocks = List.copyOf(blocks);
    }

    /**
     * A comma-separated list of addresses and CIDR blocks ({@code 127.0.0.1,10.0.0.0/8}); "loopback" stands for
     * 127.0.0.0/8 and ::1. {@link IllegalArgumentException} saying which entry is wrong.
     */
    public static TrustedProxies parse(String list) {
        List<AddressBlock> blocks = new ArrayList<>();
        for (String entry : list.split(",")) {
            if (entry.isBlank()) {
                continue;
            }
            if (entry.strip().equalsIgnoreCase("loopback")) {
                blocks.add(AddressBlock.parse("127.0.0.0/8"));
                blocks.add(AddressBlock.parse("::1"));
            } else {
                blocks.add(AddressBlock.parse(entry));
            }
        }
        if (blocks.isEmpty()) {
            throw new IllegalArgumentException("--trust-proxy needs addresses or CIDR blocks, like 127.0.0.1,10.0.0.0/8");
        }
        return new TrustedProxies(blocks);
    }

    /** Whether the request's socket peer is one of the proxies. */
    public boolean trusts(String peer) {
        for (AddressBlock b : blocks) {
            if (b.contains(peer)) {
                return true;
            }
        }
        return false;
    }

    public boolean any() {
        return !blocks.isEmpty();
    }
}
