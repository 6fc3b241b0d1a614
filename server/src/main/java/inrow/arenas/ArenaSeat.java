package inrow.arenas;

import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.Entrant;

/**
 * One player's own part of an arena, read without its standings: whether they joined, and the game they are in now
 * (null when none). What a client waiting for its next pairing asks for, once a second, instead of the whole table.
 */
public record ArenaSeat(Arena arena, Entrant entrant, ArenaGame game) {
}
