package inrow.game;

import inrow.engine.Mark;

/** One line of chat: for which room, from which seat (null: a spectator), the name shown, the text, and when. */
public record ChatLine(ChatRoom room, Mark from, String name, String text, long at) {
}
