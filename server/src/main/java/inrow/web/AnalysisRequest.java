package inrow.web;

import java.util.List;

/**
 * The body of {@code POST /api/analysis}: the rules (as a new game names them: a preset, or width, height and win)
 * and the moves that reach the position, each [x, y], black (X) first.
 */
record AnalysisRequest(CreateRequest.RulesRequest rules, List<List<Integer>> moves) {
}
