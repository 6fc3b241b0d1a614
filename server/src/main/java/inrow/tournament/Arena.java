package inrow.tournament;

/**
 * One arena: its id, settings, when it runs ({@code startsAt} to {@code endsAt}, epoch ms), who made it (an account
 * id; null for the site's own), whether the site's schedule made it, and where it is in its life.
 */
public record Arena(String id, ArenaSettings settings, long startsAt, long endsAt, String createdBy,
                    String createdByName, boolean scheduled, ArenaStatus status) {
    public Arena withStatus(ArenaStatus s) {
        return new Arena(id, settings, startsAt, endsAt, createdBy, createdByName, scheduled, s);
    }

    /** Players may be paired now: started and not past its end. */
    public boolean pairsAt(long now) {
        return status == ArenaStatus.STARTED && now < endsAt;
    }
}
