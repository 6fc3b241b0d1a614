package inrow.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Each rule of issue 40's usernames, each failure its own code. */
class UsernameTest {
    @ParameterizedTest
    @ValueSource(strings = {"ab", "Ana", "ana_b", "a-b", "A1", "x_-_y", "abcdefghij0123456789", "42"})
    void goodNames(String name) {
        assertNull(Username.problem(name));
    }

    @ParameterizedTest
    @CsvSource(nullValues = "NULL", value = {
        "NULL, NAME_TOO_SHORT", "'', NAME_TOO_SHORT", "a, NAME_TOO_SHORT",
        "abcdefghij01234567890, NAME_TOO_LONG",
        "ana b, NAME_BAD_CHARACTER", "ana.b, NAME_BAD_CHARACTER", "anaé, NAME_BAD_CHARACTER",
        "аna, NAME_BAD_CHARACTER", "玩家, NAME_BAD_CHARACTER", "ana@, NAME_BAD_CHARACTER",
        "_ana, NAME_BAD_EDGE", "ana-, NAME_BAD_EDGE", "-a, NAME_BAD_EDGE", "__, NAME_BAD_EDGE"})
    void badNames(String name, AccountError expected) {
        assertEquals(expected, Username.problem(name));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Ana", "ANA", "ana", "aNa"})
    void oneNameWhateverItsCase(String name) {
        assertEquals("ana", Username.key(name));
    }
}
