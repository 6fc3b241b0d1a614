package inrow.bot;

/** Small counts as people say them in a bot's comment: "Blocking your three", not "Blocking your 3". */
final class NumberWords {
    private static final String[] WORDS = {
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"
    };

    private NumberWords() {
    }

    static String of(int n) {
        return n >= 0 && n < WORDS.length ? WORDS[n] : Integer.toString(n);
    }
}
