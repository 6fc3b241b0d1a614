package inrow.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A person's language from what their browser says, regional forms and quality values included. */
class LanguageTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "es-MX,es;q=0.9,en;q=0.8 | es",
        "zh-CN,zh;q=0.9 | zh-Hans",
        "zh-SG | zh-Hans",
        "zh | zh-Hans",
        "zh-Hans-CN | zh-Hans",
        "zh-TW,en;q=0.5 | en",
        "fr-CA | fr",
        "de-DE,fr;q=0.7,es;q=0.8 | es",
        "en-GB,en;q=0.9 | en",
        "de,ja | en",
        "es;q=0,fr | fr",
        "* | en",
        "'' | en",
        "fr;q=abc,es | es",
    })
    void acceptLanguageChoosesTheBestLanguageInRowSpeaks(String header, String tag) {
        assertEquals(tag, Language.choose(null, null, header).tag);
    }

    @ParameterizedTest(name = "lang={0}, cookie={1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "fr | es | fr",
        "'' | es | es",
        "xx | zh-Hans | zh-Hans",
        "ZH-cn | '' | zh-Hans",
    })
    void anExplicitChoiceComesFirstThenTheCookie(String query, String cookie, String tag) {
        assertEquals(tag, Language.choose(query, cookie, "en-US").tag);
    }
}
