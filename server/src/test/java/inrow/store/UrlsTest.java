package inrow.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Passwords stay out of start-up lines and errors, Redis's (no user name) as PostgreSQL's. */
class UrlsTest {
    @Test
    void thePasswordIsHidden() {
        assertEquals("postgresql://inrow:***@db:5432/inrow",
            Urls.withoutPassword("postgresql://inrow:s3cr3t@db:5432/inrow"));
        assertEquals("redis://:***@127.0.0.1:6379", Urls.withoutPassword("redis://:s3cr3t@127.0.0.1:6379"));
        assertEquals("redis://default:***@cache:6379/0", Urls.withoutPassword("redis://default:pw@cache:6379/0"));
        assertEquals("redis://***@cache:6379", Urls.withoutPassword("redis://s3cr3t@cache:6379"), "a bare password");
        assertEquals("rediss://***@cache:6380", Urls.withoutPassword("rediss://s3cr3t@cache:6380"));
    }

    @Test
    void aUrlWithoutPasswordIsLeftAlone() {
        assertEquals("redis://127.0.0.1:6379", Urls.withoutPassword("redis://127.0.0.1:6379"));
        assertEquals("postgresql://db:5432/inrow", Urls.withoutPassword("postgresql://db:5432/inrow"));
    }
}
