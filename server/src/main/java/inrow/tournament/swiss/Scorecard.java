package inrow.tournament.swiss;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One player's rounds so far, as the pairing rules and the tie-breaks read them. */
public record Scorecard(int player, int pairingNumber, List<Entry> entries) {
    public Scorecard {
        entries = List.copyOf(entries);
    }

    /** Every listed player's card, in ranking-list order. */
    public static Map<Integer, Scorecard> all(SwissState state) {
        Map<Integer, Scorecard> cards = new LinkedHashMap<>();
        for (int i = 0; i < state.players().size(); i++) {
            int id = state.players().get(i).id();
            List<Entry> entries = new ArrayList<>();
            for (Round round : state.rounds()) {
                entries.add(entryOf(round, id));
            }
            cards.put(id, new Scorecard(id, i + 1, entries));
        }
        return cards;
    }

    static Entry entryOf(Round round, int id) {
        if (round.byes().contains(id)) {
            return Entry.BYE;
        }
        for (Game g : round.games()) {
            if (g.involves(id)) {
                Colour c = g.colourOf(id);
                return new Entry(Entry.Kind.GAME, g.opponentOf(id), c, g.result().halves(c), g.result().played());
            }
        }
        return Entry.ABSENT;
    }

    /** Score in half points. */
    public int halves() {
        return halvesAfter(entries.size());
    }

    /** Score in half points after the first {@code rounds} rounds. */
    public int halvesAfter(int rounds) {
        int sum = 0;
        for (int i = 0; i < rounds; i++) {
            sum += entries.get(i).halves();
        }
        return sum;
    }

    /** Opponents met over the board; a forfeit is not a meeting. */
    public Set<Integer> metOpponents() {
        Set<Integer> met = new HashSet<>();
        for (Entry e : entries) {
            if (e.played()) {
                met.add(e.opponent());
            }
        }
        return met;
    }

    /** Colours of the games played, oldest first. */
    public List<Colour> colours() {
        List<Colour> colours = new ArrayList<>();
        for (Entry e : entries) {
            if (e.played()) {
                colours.add(e.colour());
            }
        }
        return colours;
    }

    public int gamesPlayed() {
        return colours().size();
    }

    /** C.04.3 C.2 (2025): no second pairing-allocated bye, and none after a point scored without playing. */
    public boolean mayGetBye() {
        return entries.stream().noneMatch(e -> e.kind() == Entry.Kind.BYE || e.unplayedWin());
    }
}
