package inrow.tournament.swiss;

import java.util.List;
import java.util.OptionalInt;

/** The next round's boards (strongest first) and the player given the pairing-allocated bye, if the count is odd. */
public record Pairings(List<Board> boards, OptionalInt bye) {
    public Pairings {
        boards = List.copyOf(boards);
    }
}
