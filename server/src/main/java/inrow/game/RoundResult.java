package inrow.game;

import inrow.engine.Mark;
import inrow.engine.Result;

/** How one finished round of a series ended: its winner's colour in that round (null: none) and why. */
public record RoundResult(int round, Mark winner, Result.Reason reason) {
}
