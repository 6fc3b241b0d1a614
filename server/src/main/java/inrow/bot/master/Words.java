package inrow.bot.master;

/** Names of threats in the player's comments: gomoku's "four" and "three" for k = 5, plain counts otherwise. */
final class Words {
    private static final String[] NUMBERS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five"};

    private Words() {
    }

    /** The threat {@code level} stones short of a win (1: one move from winning, 2: two moves). */
    static String threatOf(int k, int level) {
        if (k == 5) {
            return level == 1 ? "four" : "three";
        }
        int stones = k - level;
        if (level == 1) {
            return number(stones) + " in a row";
        }
        if (stones >= 2) {
            return "open " + number(stones);
        }
        return "threat";
    }

    static String number(int n) {
        return n >= 0 && n < NUMBERS.length ? NUMBERS[n] : Integer.toString(n);
    }
}
