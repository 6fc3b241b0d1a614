package inrow.game;

import inrow.engine.Game;
import java.util.List;

/**
 * The round in play, the values that change together as it goes: its number, the game on the board, its swap
 * opening, the clocks, the standing offers, when the last move was made, the computer's word on it, how many
 * takebacks it saw (so that a turn after one is a new turn for a computer), what fair takebacks need to remember,
 * the ply of each slot's last draw offer (in memory only, like the takeback book's asks), and its tournament
 * opening (null: none) with the number of steps taken in it.
 */
public record Round(int number, Game game, Opening opening, Clocks clocks, Offers offers, long lastMoveAt,
                    String comment, int takenBack, TakebackBook takebackBook, List<Integer> drawOfferedAt,
                    TournamentOpening tournament, int tournamentSteps) {
    public Round {
        drawOfferedAt = Slots.copy(drawOfferedAt);
    }

    /** Whether the round's tournament opening still waits for a step: no stone may be played meanwhile. */
    public boolean inTournament() {
        return tournament != null && tournament.step() != TournamentStep.DONE;
    }

    /** The stones placed before colours were settled: a swap opening's, or a tournament opening's (five). */
    public int openingStones() {
        return tournament != null ? tournament.game().ply() : opening.stones();
    }

    /**
     * Round {@code number} starting {@code at}: no stones but a canonical opening's, no offers, the opening's rule
     * with nothing chosen.
     */
    static Round start(Setup setup, int number, long at) {
        return new Round(number, board(setup), Opening.of(setup.opening()),
            Clocks.start(setup.control(), at), Offers.NONE, at, null, 0, TakebackBook.EMPTY, Slots.none(),
            setup.tournament() == null ? null : TournamentOpening.start(setup.tournament(), setup.rules()), 0);
    }

    /** The board a round starts on: empty, or a canonical opening's three stones (black, white, black). */
    private static Game board(Setup setup) {
        return setup.canonical() == null ? Game.start(setup.rules())
            : Game.replay(setup.rules(), setup.canonical().stones(setup.rules()));
    }

    Round moved(Game after, String newComment, long at, Clocks newClocks, TakebackBook book, Offers left) {
        return new Round(number, after, opening, newClocks, left, at, newComment, takenBack, book, drawOfferedAt,
            tournament, tournamentSteps);
    }

    /** Back to {@code earlier}: nothing stands, and the computer's word on a move that is gone goes with it. */
    Round takenBack(Game earlier, Clocks newClocks, long at, TakebackBook book) {
        return new Round(number, earlier, opening, newClocks, Offers.NONE, at, null, takenBack + 1, book,
            drawOfferedAt, tournament, tournamentSteps);
    }

    /** A swap opening's choice made {@code at}: the next turn starts then. */
    Round chose(Opening next, long at) {
        return new Round(number, game, next, clocks.since(at), offers, at, comment, takenBack, takebackBook,
            drawOfferedAt, tournament, tournamentSteps);
    }

    /** Over: nothing stands once the round is. */
    Round ended(Game over, Clocks stopped) {
        return new Round(number, over, opening, stopped, Offers.NONE, lastMoveAt, comment, takenBack, takebackBook,
            drawOfferedAt, tournament, tournamentSteps);
    }

    /** A tournament opening's step taken {@code at}: its stones are the board, and the next turn starts then. */
    Round stepped(TournamentOpening next, long at) {
        return new Round(number, next.game(), opening, clocks.since(at), offers, at, comment, takenBack, takebackBook,
            drawOfferedAt, next, tournamentSteps + 1);
    }

    Round withClocks(Clocks next) {
        return new Round(number, game, opening, next, offers, lastMoveAt, comment, takenBack, takebackBook,
            drawOfferedAt, tournament, tournamentSteps);
    }

    Round withOffers(Offers next, TakebackBook book, List<Integer> drawAt) {
        return new Round(number, game, opening, clocks, next, lastMoveAt, comment, takenBack, book, drawAt,
            tournament, tournamentSteps);
    }

    /** This round with what only memory kept of it (a catch-up rebuilt it from the record). */
    Round remembering(String keptComment, List<Integer> drawAt, int takebacks, TakebackBook book) {
        return new Round(number, game, opening, clocks, offers, lastMoveAt, keptComment, takebacks, book, drawAt,
            tournament, tournamentSteps);
    }
}
