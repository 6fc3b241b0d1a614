package inrow.bot.ladder;

/**
 * One level of the ladder for one kind of game: how a weaker player is made from the master's own search.
 *
 * @param number      1 (a child's first game) to 8 (the master)
 * @param sight       the chance, move by move, that it looks at the opponent's threats at all; when it does not, it
 *                    only builds its own lines ({@link Selfish}), as a beginner does
 * @param depth       the deepest search, in plies
 * @param nodes       the search stops after this many nodes: a node limit, not a time, so a level plays the same on
 *                    a busy host
 * @param temperature noise in the choice: a softmax over the root moves' scores at this temperature (in the scores'
 *                    units), 0 for the best move
 * @param threats     share of the master's node caps for its threat searches (VCF, VCT); 0 for none
 */
public record Rung(int number, double sight, int depth, long nodes, double temperature, double threats) {
}
