package inrow.tournament;

import java.util.List;

/** A round as paired: its number (from 1), when, its games' room codes by board (board 1 first) and the bye. */
public record SwissRound(int round, long pairedAt, List<String> codes, String bye) {
    public SwissRound {
        codes = List.copyOf(codes);
    }
}
