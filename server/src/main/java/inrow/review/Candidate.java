package inrow.review;

import inrow.engine.Point;

/** A move and what it leaves for the side that makes it; {@code outcome} null when not proven within the budget. */
public record Candidate(Point move, Outcome outcome) {
}
