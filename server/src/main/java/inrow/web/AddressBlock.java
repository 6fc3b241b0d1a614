package inrow.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * One block of IP addresses written as CIDR ({@code 10.0.0.0/8}, {@code fd00::/8}) or a single address. Parsed
 * without a name lookup: only numeric addresses are accepted.
 */
public record AddressBlock(byte[] prefix, int bits) {
    /** The block written {@code text}; {@link IllegalArgumentException} with a reason for anything else. */
    static AddressBlock parse(String text) {
        String t = text.strip();
        int slash = t.indexOf('/');
        byte[] address = numeric(slash < 0 ? t : t.substring(0, slash));
        if (address == null) {
            throw new IllegalArgumentException("not an IP address or CIDR block: \"" + text + "\"");
        }
        int bits = address.length * 8;
        if (slash >= 0) {
            try {
                bits = Integer.parseInt(t.substring(slash + 1));
            } catch (NumberFormatException e) {
                bits = -1;
            }
            if (bits < 0 || bits > address.length * 8) {
                throw new IllegalArgumentException("a CIDR block's length must be 0 to " + address.length * 8 + ": \""
                    + text + "\"");
            }
        }
        return new AddressBlock(masked(address, bits), bits);
    }

    boolean contains(String address) {
        byte[] a = numeric(address);
        return a != null && a.length == prefix.length && Arrays.equals(masked(a, bits), prefix);
    }

    /**
     * The bytes of a numeric IPv4 or IPv6 address (brackets and an IPv6 zone allowed), or null. Only digits, hex,
     * dots and colons reach {@link InetAddress}, which then parses and never asks DNS. An IPv4-mapped IPv6 address
     * comes back as IPv4, as Java gives it.
     */
    static byte[] numeric(String address) {
        if (address == null) {
            return null;
        }
        String a = address.strip();
        if (a.startsWith("[") && a.endsWith("]")) {
            a = a.substring(1, a.length() - 1);
        }
        int zone = a.indexOf('%');
        if (zone >= 0) {
            a = a.substring(0, zone);
        }
        if (a.isEmpty() || !a.chars().allMatch(c -> Character.digit(c, 16) >= 0 || c == '.' || c == ':')) {
            return null;
        }
        if (a.indexOf(':') < 0 && !a.matches("\\d{1,3}(\\.\\d{1,3}){3}")) {
            return null; // "10" or "1.2" would be read as numbers by InetAddress; a hex-only word as a host name
        }
        try {
            return InetAddress.getByName(a).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static byte[] masked(byte[] address, int bits) {
        byte[] m = address.clone();
        for (int i = 0; i < m.length; i++) {
            int keep = Math.max(0, Math.min(8, bits - i * 8));
            m[i] &= (byte) (0xff << (8 - keep));
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AddressBlock b && bits == b.bits && Arrays.equals(prefix, b.prefix);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(prefix) + bits;
    }

    @Override
    public String toString() {
        try {
            return InetAddress.getByAddress(prefix).getHostAddress() + "/" + bits;
        } catch (UnknownHostException e) {
            return Arrays.toString(prefix) + "/" + bits;
        }
    }
}
