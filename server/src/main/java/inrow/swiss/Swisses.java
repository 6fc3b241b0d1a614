package inrow.swiss;

import inrow.arenas.Admission;
import inrow.arenas.Arenas;
import inrow.arenas.Refusal;
import inrow.arenas.TournamentIds;
import inrow.arenas.TournamentRatings;
import inrow.arenas.TournamentRooms;
import inrow.rated.RatingStore;
import inrow.rating.Rating;
import inrow.room.Rooms;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Entrant;
import inrow.tournament.Pair;
import inrow.tournament.SeatedGame;
import inrow.tournament.Swiss;
import inrow.tournament.SwissHistory;
import inrow.tournament.SwissRound;
import inrow.tournament.SwissStore;
import inrow.tournament.TournamentStore;
import inrow.tournament.swiss.Board;
import inrow.tournament.swiss.Colour;
import inrow.tournament.swiss.DutchPairing;
import inrow.tournament.swiss.Pairings;
import inrow.tournament.swiss.SwissState;
import inrow.tournament.swiss.Trf;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Swiss tournaments running on this server, on the arenas' timer and clock. As with {@link Arenas}, everything a
 * Swiss is lives in the store and nothing is kept between two {@link #tick}s, so a restart (or the node that takes
 * over) carries on from the store. Each tick: a Swiss whose time came starts; its games whose rooms ended are
 * scored; once every game of the last round is over the next round is paired by the Dutch system from the stored
 * state ({@link SwissHistory}), its rooms made as arenas make them, and the round kept whole in one transaction;
 * after the last round it finishes. Requests and ticks take turns ({@code synchronized}).
 */
public final class Swisses {
    /** Swiss tournaments started at once that one tick looks at. */
    private static final int RUNNING_LIMIT = 500;

    private final TournamentStore tournaments;
    private final SwissStore store;
    private final TournamentRooms rooms;
    private final TournamentRatings ratings;
    private final LongSupplier clock;
    /** This node's name: in a cluster only the node holding a Swiss's lease pairs it (the arenas' lease). */
    private final String node;
    private final TournamentIds ids = new TournamentIds();
    /** The initial colour is drawn by lot (C.04.3 A.6). */
    private final SecureRandom lots = new SecureRandom();

    /** {@code tournaments} and {@code store}: the same tables, seen as arenas' and as Swiss tournaments' port. */
    public Swisses(TournamentStore tournaments, SwissStore store, Rooms rooms, RatingStore ratings,
                   LongSupplier clock, String node) {
        this.tournaments = tournaments;
        this.store = store;
        this.rooms = new TournamentRooms(rooms);
        this.ratings = new TournamentRatings(ratings, clock);
        this.clock = clock;
        this.node = node;
    }

    public long now() {
        return clock.getAsLong();
    }

    /** A new Swiss of {@code rounds} rounds, starting at {@code startsAt}, made by an account. */
    public synchronized Swiss create(ArenaSettings settings, int rounds, int intervalMinutes, long startsAt,
                                     String account, String name) {
        Swiss s = new Swiss(ids.next(), settings, rounds, intervalMinutes, lots.nextBoolean() ? Colour.WHITE
            : Colour.BLACK, startsAt, 0, account, name, ArenaStatus.CREATED, null);
        store.create(s);
        return s;
    }

    public List<Swiss> withStatus(ArenaStatus status, int limit) {
        return store.swissesWithStatus(status, limit);
    }

    public Map<String, Integer> counts(List<String> ids) {
        return tournaments.counts(ids);
    }

    /** The Swiss as it stands, or empty for an unknown id (or an arena's). */
    public Optional<SwissHistory> history(String id) {
        return store.findSwiss(id).map(this::history);
    }

    private SwissHistory history(Swiss s) {
        return SwissHistory.of(s, store.players(s.id()), tournaments.entrants(s.id()), store.rounds(s.id()),
            tournaments.games(s.id()));
    }

    /** The player's rating in the Swiss's kind and speed now, as the standings show it. */
    public Rating rating(Swiss s, String account) {
        return ratings.rating(s.settings(), account);
    }

    /** The TRF-16 text of the Swiss as it stands (its finished rounds), or empty for an unknown id. */
    public Optional<String> trf(String id) {
        return history(id).map(h -> Trf.write(h.state(), h.swiss().settings().name()));
    }

    /**
     * When the next round is due: the start before it; the round interval after the last pairing while rounds are
     * left (it pairs earlier once every game is over, later if a game still goes on); null after the last.
     */
    public static Long nextRoundAt(SwissHistory h) {
        Swiss s = h.swiss();
        if (s.status() == ArenaStatus.FINISHED || h.round() >= s.rounds()) {
            return null;
        }
        if (h.rounds().isEmpty()) {
            return s.startsAt();
        }
        return h.rounds().get(h.round() - 1).pairedAt() + s.intervalMs();
    }

    /** The Swiss is over for joining: finished, or its last round paired already. */
    public static boolean over(SwissHistory h) {
        return h.swiss().status() == ArenaStatus.FINISHED || h.round() >= h.swiss().rounds();
    }

    /**
     * Joins (before the start, or during it: paired from the next round, no points for the rounds missed), or
     * comes back after a withdrawal or an absence. A newcomer gives the password and meets the entry conditions.
     */
    public synchronized Refusal join(String id, String account, String name, String password) {
        Optional<SwissHistory> found = history(id);
        if (found.isEmpty()) {
            return Refusal.NOT_FOUND;
        }
        SwissHistory h = found.get();
        if (over(h)) {
            return Refusal.TOURNAMENT_OVER;
        }
        Entrant e = h.entrant(account);
        if (e != null) {
            if (e.active()) {
                return Refusal.ALREADY_JOINED;
            }
            return Refusal.of(tournaments.rejoin(id, new Entrant(account, e.name(), e.joinedAt(), false, false)));
        }
        ArenaSettings s = h.swiss().settings();
        Refusal refused = Admission.check(s, password, () -> ratings.fresh(s, account));
        if (refused != null) {
            return refused;
        }
        int rating = (int) Math.round(ratings.fresh(s, account).rating());
        return Refusal.of(store.join(id, new Entrant(account, name, clock.getAsLong(), false, false), rating));
    }

    /** Before the start the player is taken out; after it, not paired from the next round, results kept. */
    public synchronized Refusal withdraw(String id, String account) {
        Optional<SwissHistory> found = history(id);
        if (found.isEmpty()) {
            return Refusal.NOT_FOUND;
        }
        SwissHistory h = found.get();
        Entrant e = h.entrant(account);
        if (e == null) {
            return Refusal.NOT_JOINED;
        }
        if (h.swiss().status() == ArenaStatus.FINISHED) {
            return Refusal.TOURNAMENT_OVER;
        }
        if (h.swiss().status() == ArenaStatus.CREATED) {
            tournaments.remove(id, account);
        } else {
            tournaments.update(id, new Entrant(account, e.name(), e.joinedAt(), e.paused(), true));
        }
        return null;
    }

    /** The seat token of the player's game. */
    public String token(ArenaGame g, String account) {
        return tournaments.token(g.arena(), g.code(), g.x().equals(account));
    }

    /** Four times a second (and whenever a test moves its clock): start, score, pair, finish. */
    public synchronized void tick() {
        long now = clock.getAsLong();
        for (Swiss s : store.swissesWithStatus(ArenaStatus.CREATED, RUNNING_LIMIT)) {
            if (s.startsAt() <= now) {
                tournaments.status(s.id(), ArenaStatus.STARTED);
            }
        }
        for (Swiss s : store.swissesWithStatus(ArenaStatus.STARTED, RUNNING_LIMIT)) {
            SwissHistory h = history(s);
            if (scored(h, now)) {
                h = history(s);
            }
            if (!h.betweenRounds()) {
                continue;
            }
            if (h.round() >= s.rounds()) {
                store.finished(s.id(), now, "completed");
            } else if (tournaments.lease(s.id(), node, now, now + Arenas.LEASE_MS)) {
                // One node pairs a Swiss at a time; the round's primary key stops a second pairing anyway.
                pair(h, now);
            }
        }
    }

    /** Scores the last round's games whose rooms ended; a player who did not move in theirs is marked absent. */
    private boolean scored(SwissHistory h, long now) {
        if (h.rounds().isEmpty()) {
            return false;
        }
        boolean any = false;
        for (ArenaGame g : h.gamesOf(h.rounds().get(h.round() - 1))) {
            if (g.over()) {
                continue;
            }
            ArenaGame ended = rooms.ending(g, now);
            if (ended == null) {
                continue;
            }
            tournaments.ended(ended, Map.of());
            any = true;
            // Not paired again until they come back (join), so nobody is paired round after round against an
            // empty chair.
            String absent = SwissHistory.absentFrom(ended);
            Entrant e = absent == null ? null : h.entrant(absent);
            if (e != null) {
                tournaments.update(h.swiss().id(), new Entrant(absent, e.name(), e.joinedAt(), true, e.withdrawn()));
            }
        }
        return any;
    }

    private void pair(SwissHistory h, long now) {
        Swiss s = h.swiss();
        SwissState state = h.state();
        long present = state.players().stream().filter(p -> !state.absent().contains(p.id())).count();
        if (present < 2) {
            store.finished(s.id(), now, "too_few_players");
            return;
        }
        Optional<Pairings> found = DutchPairing.pair(state);
        if (found.isEmpty()) {
            store.finished(s.id(), now, "no_pairing");
            return;
        }
        Pairings pairings = found.get();
        Map<String, String> names = new HashMap<>();
        Map<String, Double> rated = new HashMap<>();
        for (Entrant e : h.entrants()) {
            names.put(e.account(), e.name());
        }
        List<SeatedGame> games = new ArrayList<>();
        for (Board b : pairings.boards()) {
            Pair p = new Pair(h.account(b.white()), h.account(b.black()));
            rated.put(p.x(), rating(s, p.x()).rating());
            rated.put(p.o(), rating(s, p.o()).rating());
            SeatedGame g = rooms.start(s.id(), s.settings(), p, names, rated, now);
            if (g == null) {
                return; // no room now: the round is paired again next tick (the rooms made are left unplayed)
            }
            games.add(g);
        }
        String bye = pairings.bye().isPresent() ? h.account(pairings.bye().getAsInt()) : null;
        store.paired(s.id(), new SwissRound(h.round() + 1, now, games.stream().map(g -> g.game().code()).toList(),
            bye), games);
    }
}
