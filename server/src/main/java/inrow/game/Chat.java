package inrow.game;

import java.util.ArrayList;
import java.util.List;

/**
 * A room's recent chat: the lines kept (the last {@link #KEPT} of each chat room) and how many players' lines each
 * slot said this game (counted from the lines this table saw: a room read back from the store counts the last lines
 * it keeps, the store's last fifty).
 */
public record Chat(List<ChatLine> lines, List<Integer> saidBySlot) {
    /** Chat lines kept per room (players', spectators'): what a joiner is sent. */
    static final int KEPT = 50;
    static final Chat EMPTY = new Chat(List.of(), Slots.of(0, 0));

    public Chat {
        lines = List.copyOf(lines);
        saidBySlot = Slots.copy(saidBySlot);
    }

    /** With {@code line} said; {@code slot}: the player's who said it in the players' chat, or -1. */
    Chat said(ChatLine line, int slot) {
        List<ChatLine> out = new ArrayList<>(lines);
        out.add(line);
        long same = out.stream().filter(l -> l.room() == line.room()).count();
        if (same > KEPT) {
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i).room() == line.room()) {
                    out.remove(i);
                    break;
                }
            }
        }
        return new Chat(out, slot < 0 ? saidBySlot : Slots.with(saidBySlot, slot, saidBySlot.get(slot) + 1));
    }

    /** The longer memory of this and {@code other} (the same room seen before a catch-up). */
    Chat longest(Chat other) {
        return new Chat(other.lines.size() > lines.size() ? other.lines : lines,
            Slots.of(Math.max(other.saidBySlot.get(0), saidBySlot.get(0)),
                Math.max(other.saidBySlot.get(1), saidBySlot.get(1))));
    }
}
