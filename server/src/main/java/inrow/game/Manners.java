package inrow.game;

import inrow.engine.Mark;

/** What refuses an offer of any kind (a draw, a takeback): a spectator, a game that is not on, an opening. */
final class Manners {
    private Manners() {
    }

    /** Why {@code seat} may not offer or answer anything now ({@code what}: "offer a draw"), or null. */
    static Verdict.Refuse check(Table t, Mark seat, String what) {
        if (seat == null) {
            return new Verdict.Refuse(Refusal.NOT_A_PLAYER, "Only a player can " + what + ".");
        }
        if (t.status() != GameStatus.PLAYING) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED, t.status() == GameStatus.OVER
                ? "The game is over." : "The game has not started.");
        }
        if (t.phase() != OpeningPhase.DONE || t.current().inTournament()) {
            return new Verdict.Refuse(Refusal.NOT_ALLOWED,
                "Not during the opening: the colours are not settled yet (you may abort).");
        }
        return null;
    }
}
