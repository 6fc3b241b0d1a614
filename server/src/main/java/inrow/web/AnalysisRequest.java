package inrow.web;

import java.util.List;

/**
 * The body of {@code POST /api/analysis}: the rules (as a new game names them: a preset, or width, height and win)
 * and the moves that reach the position, each [x, y], black (X) first; {@code board}, optional, the asking page's
 * own id (at most 40 letters, digits, '-' or '_'): a newer position from the same board replaces its older one.
 */
record AnalysisRequest(CreateRequest.RulesRequest rules, List<List<Integer>> moves, String board) {
    static final java.util.regex.Pattern BOARD = java.util.regex.Pattern.compile("[A-Za-z0-9_-]{1,40}");
}
