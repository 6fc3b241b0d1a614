package inrow.protocol;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a computer said about its move, as a catalogue key and arguments, so the page can say it in the reader's
 * language ({@code js.comment.<key>}); the English text stays on the wire for API users. The bots speak a closed set
 * of phrases (bot/GreedyBot, MinimaxBot, RandomBot, master/Engine): each has a pattern here, and CommentWordsTest
 * checks that every phrase the bots can say is known.
 */
public final class CommentWords {
    /** A comment as a key and its arguments: {@code ("blockRow", {n: 4})}. */
    public record Spoken(String key, Map<String, Object> args) {
    }

    private record Phrase(Pattern pattern, String key, String arg) {
    }

    private static final List<String> NUMBERS = List.of("zero", "one", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five");
    private static final String NUMBER = "(" + String.join("|", NUMBERS) + "|\\d+)";

    private static final List<Phrase> PHRASES = List.of(
        phrase("Five in a row", "five"),
        phrase("I win here", "winHere"),
        new Phrase(Pattern.compile("I can force a win in " + NUMBER + " moves"), "forceWinIn", "n"),
        phrase("I can force a win", "forceWin"),
        phrase("You have two ways to win; I block one", "blockOneOfTwo"),
        phrase("Blocking one of your wins", "blockOneWin"),
        phrase("Blocking your win", "blockWin"),
        phrase("Blocking your four", "blockFour"),
        phrase("Blocking your three", "blockThree"),
        phrase("Blocking your threat", "blockThreat"),
        new Phrase(Pattern.compile("Blocking your " + NUMBER + " in a row"), "blockRow", "n"),
        new Phrase(Pattern.compile("Blocking your open " + NUMBER), "blockOpen", "n"),
        new Phrase(Pattern.compile("Blocking your " + NUMBER), "blockN", "n"),
        new Phrase(Pattern.compile("Lining up " + NUMBER), "lineUp", "n"),
        phrase("Taking the centre", "centre"),
        phrase("No time to think: a quick move", "quick"),
        phrase("Open four: I win next", "openFour"),
        phrase("Two ways to win: I win next", "twoWaysNext"),
        phrase("Two ways to win now", "twoWaysNow"),
        phrase("Forcing win: four after four", "forcingFours"),
        phrase("Forcing win: one threat after another", "forcingThreats"),
        phrase("Forcing win: threat after threat", "forcingVct"),
        phrase("Stopping your fours", "stopFours"),
        phrase("Stopping your attack", "stopAttack"),
        phrase("This position is a draw with best play", "drawn"),
        phrase("You can win this; I will hold out", "holdOut"),
        phrase("Four and three at once", "fourThree"),
        phrase("Two threats at once", "twoThreats"),
        phrase("You are attacking well; I resist", "resist"),
        phrase("Making a four", "makeFour"),
        phrase("Threatening to win", "threaten"),
        phrase("Double three", "doubleThree"),
        phrase("Making an open three", "openThree"),
        phrase("Building a threat", "buildThreat"),
        phrase("Cutting your line", "cut"),
        phrase("Building my line", "build"),
        phrase("Getting in your way", "inYourWay"),
        phrase("Keeping my options open", "options"),
        phrase("Anywhere will do", "anywhere"));

    private CommentWords() {
    }

    private static Phrase phrase(String text, String key) {
        return new Phrase(Pattern.compile(Pattern.quote(text)), key, null);
    }

    /** The key for a bot's comment, or null for none or for words this table does not know. */
    public static Spoken of(String english) {
        if (english == null) {
            return null;
        }
        for (Phrase p : PHRASES) {
            Matcher m = p.pattern().matcher(english);
            if (m.matches()) {
                if (p.arg() == null) {
                    return new Spoken(p.key(), Map.of());
                }
                String n = m.group(1);
                int value = NUMBERS.contains(n) ? NUMBERS.indexOf(n) : Integer.parseInt(n);
                return new Spoken(p.key(), Map.of(p.arg(), value));
            }
        }
        return null;
    }
}
