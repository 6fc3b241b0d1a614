package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which peers are proxies whose forwarding headers count, and under which name a client is counted. */
class TrustedProxiesTest {
    @Test
    void aListOfAddressesAndBlocksTrustsOnlyThem() {
        TrustedProxies p = TrustedProxies.parse("127.0.0.1, 10.0.0.0/8,fd00::/8");
        assertTrue(p.trusts("127.0.0.1"));
        assertFalse(p.trusts("127.0.0.2"), "a single address is a /32");
        assertTrue(p.trusts("10.200.3.4"));
        assertFalse(p.trusts("11.0.0.1"));
        assertTrue(p.trusts("fd12:3456::1"));
        assertTrue(p.trusts("[fd12:3456::1]"));
        assertFalse(p.trusts("2001:db8::1"));
        assertFalse(p.trusts("unknown"));
        assertFalse(p.trusts(null));
    }

    @Test
    void bareTrustMeansAProxyOnThisMachine() {
        assertTrue(TrustedProxies.LOOPBACK.trusts("127.0.0.1"));
        assertTrue(TrustedProxies.LOOPBACK.trusts("127.3.2.1"));
        assertTrue(TrustedProxies.LOOPBACK.trusts("::1"));
        assertFalse(TrustedProxies.LOOPBACK.trusts("192.168.1.20"));
        assertEquals(TrustedProxies.LOOPBACK, TrustedProxies.parse("loopback"));
        assertFalse(TrustedProxies.NONE.trusts("127.0.0.1"));
    }

    @Test
    void badEntriesAreRefusedSayingWhich() {
        for (String bad : new String[] {"", " , ", "10.0.0.0/33", "::/129", "10.0.0.0/x", "example.com", "10",
            "1.2.3", "10.0.0.0/8,proxy.local", "cafe"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TrustedProxies.parse(bad),
                bad);
            assertFalse(e.getMessage().isBlank());
        }
    }

    @Test
    void anIpv6ClientCountsByItsSlash64() {
        String a = ClientAddress.of("2001:db8:1:2:aaaa::1", null, TrustedProxies.NONE);
        String b = ClientAddress.of("2001:db8:1:2:ffff:1:2:3", null, TrustedProxies.NONE);
        assertEquals("2001:db8:1:2::/64", a);
        assertEquals(a, b, "one host may use its whole /64");
        assertEquals("2001:db8:1:3::/64", ClientAddress.of("2001:db8:1:3::1", null, TrustedProxies.NONE));
        assertEquals("2001:db8:9:9::/64", ClientAddress.of("127.0.0.1", "2001:db8:9:9::77", TrustedProxies.LOOPBACK),
            "also when a trusted proxy names it");
        assertEquals("203.0.113.4", ClientAddress.of("203.0.113.4", null, TrustedProxies.NONE));
        assertTrue(ClientAddress.isLoopback(ClientAddress.of("::1", null, TrustedProxies.NONE)),
            "loopback stays loopback (for --exempt-loopback)");
    }
}
