package inrow.tournament;

import inrow.tournament.swiss.Colour;

/**
 * One Swiss tournament: the settings it shares with arenas ({@code settings.minutes()} unused, 0), how many rounds
 * and the time from one round's pairing to the next's, the colour pairing number 1 gets in round 1 (drawn by lot),
 * when it starts, when it finished (0 until then) and why ({@code endReason}: null until finished, "completed",
 * "no_pairing", "too_few_players").
 */
public record Swiss(String id, ArenaSettings settings, int rounds, int intervalMinutes, Colour initialColour,
                    long startsAt, long endsAt, String createdBy, String createdByName, ArenaStatus status,
                    String endReason) {
    public static final int MIN_ROUNDS = 3;
    public static final int MAX_ROUNDS = 15;
    public static final int MIN_INTERVAL_MINUTES = 2;
    public static final int MAX_INTERVAL_MINUTES = 1440;

    public long intervalMs() {
        return intervalMinutes * 60_000L;
    }

    public Swiss finished(long at, String reason) {
        return new Swiss(id, settings, rounds, intervalMinutes, initialColour, startsAt, at, createdBy, createdByName,
            ArenaStatus.FINISHED, reason);
    }
}
