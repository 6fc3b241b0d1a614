package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Codes as people type and paste them; addresses as operators give them. */
class RoomCodeTest {
    @ParameterizedTest
    @ValueSource(strings = {"K7M2QX9P", "k7m2qx9p", " k7m2 qx9p ", "K7M2-QX9P", "k7m2_qx9p",
        "https://inrow.example/g/K7M2QX9P", "http://192.168.1.20:7070/g/k7m2qx9p?watch=1",
        "inrow.example/g/K7M2QX9P#moves", "Join me! https://inrow.example/g/K7M2QX9P/"})
    void everyWayOfWritingACodeReadsAsTheCode(String typed) {
        assertEquals("K7M2QX9P", RoomCode.normalize(typed));
    }

    @Test
    void aPublicAddressLosesItsTrailingSlashAndMustBeHttp() {
        assertEquals("https://inrow.example", new Site("https://inrow.example/", TrustedProxies.NONE).publicUrl());
        assertEquals("http://10.0.0.5:7070", new Site(" http://10.0.0.5:7070 ", TrustedProxies.NONE).publicUrl());
        assertEquals(null, new Site("  ", TrustedProxies.NONE).publicUrl());
        assertThrows(IllegalArgumentException.class, () -> new Site("ftp://inrow.example", TrustedProxies.NONE));
        assertThrows(IllegalArgumentException.class, () -> new Site("inrow.example", TrustedProxies.NONE));
        assertFalse(new Site("https://inrow.example", TrustedProxies.NONE).publicUrl().endsWith("/"));
    }
}
