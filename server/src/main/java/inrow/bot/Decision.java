package inrow.bot;

import inrow.engine.Point;

/** A bot's move and what it would say about it ("Blocking your four"), shown to people on the game page. */
public record Decision(Point move, String comment) {
}
