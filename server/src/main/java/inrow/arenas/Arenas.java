package inrow.arenas;

import inrow.rated.RatingStore;
import inrow.rating.Rating;
import inrow.room.Rooms;
import inrow.tournament.Arena;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaPairing;
import inrow.tournament.ArenaSettings;
import inrow.tournament.ArenaStatus;
import inrow.tournament.Candidate;
import inrow.tournament.Entrant;
import inrow.tournament.Pair;
import inrow.tournament.SeatedGame;
import inrow.tournament.Sheet;
import inrow.tournament.Standings;
import inrow.tournament.TournamentStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Arenas running on this server: made, joined, paired and scored. Everything an arena is lives in the
 * {@link TournamentStore}; this keeps nothing of its own between two {@link #tick}s, so a restart (or the node that
 * takes over) carries on from the store. Each tick, on the server's timer: arenas whose time came start, the games
 * whose rooms ended are scored, free players are paired (a room made exactly as quick pairing makes one, both seats
 * reserved for the players' accounts, rated in the game's kind when the arena is rated), and arenas past their end
 * finish once their last game has. Requests and ticks take turns ({@code synchronized}): a player is never paired
 * twice at once, and never while their previous game is still on, in this arena or another.
 */
public final class Arenas {
    /** Arenas started at once that one tick looks at. */
    private static final int RUNNING_LIMIT = 500;

    private final TournamentStore store;
    private final TournamentRooms rooms;
    private final TournamentRatings ratings;
    private final LongSupplier clock;
    private final Berserks berserks;
    private final TournamentIds ids = new TournamentIds();
    private final List<ScheduledArena> schedule;
    /** This node's name: in a cluster only the node holding an arena's lease pairs it. */
    private final String node;
    /**
     * How long a pairing lease lasts unrenewed: another node takes over that long after this one dies. Swiss
     * tournaments use the same lease.
     */
    public static final long LEASE_MS = 5_000;

    public Arenas(TournamentStore store, Rooms rooms, RatingStore ratings, LongSupplier clock, Berserks berserks,
                  List<ScheduledArena> schedule) {
        this(store, rooms, ratings, clock, berserks, schedule, "local");
    }

    /** {@code node}: this node's name in the cluster ("local" on one node). */
    public Arenas(TournamentStore store, Rooms rooms, RatingStore ratings, LongSupplier clock, Berserks berserks,
                  List<ScheduledArena> schedule, String node) {
        this.node = node;
        this.store = store;
        this.rooms = new TournamentRooms(rooms);
        this.ratings = new TournamentRatings(ratings, clock);
        this.clock = clock;
        this.berserks = berserks;
        this.schedule = List.copyOf(schedule);
    }

    public long now() {
        return clock.getAsLong();
    }

    /** A new arena, starting at {@code startsAt}; made by an account (null: the site's schedule). */
    public synchronized Arena create(ArenaSettings settings, long startsAt, String account, String name) {
        Arena a = new Arena(ids.next(), settings, startsAt, startsAt + settings.minutes() * 60_000L, account, name,
            false, ArenaStatus.CREATED);
        store.create(a, null);
        return a;
    }

    /** A password as kept: its SHA-256 (an arena's password keeps strangers out; it guards no account). */
    public static String digest(String password) {
        return Admission.digest(password);
    }

    public Optional<Arena> find(String id) {
        return store.find(id);
    }

    /** The tournament (arena or Swiss), not finished, the person is an active entrant of, if any. */
    public Optional<String> activeIn(String account) {
        return store.activeIn(account);
    }

    /** Arenas in this status, with how many joined each. */
    public List<Arena> withStatus(ArenaStatus status, int limit) {
        return store.withStatus(status, limit);
    }

    public Map<String, Integer> counts(List<String> ids) {
        return store.counts(ids);
    }

    /** The arena as it stands, or empty for an unknown id. */
    public Optional<ArenaState> state(String id) {
        return store.find(id).map(this::state);
    }

    /** The player's own part of the arena (two indexed reads, no standings), or empty for an unknown id. */
    public Optional<ArenaSeat> seat(String id, String account) {
        return store.find(id).map(a -> new ArenaSeat(a, store.entrant(id, account).orElse(null),
            store.playing(id, account).orElse(null)));
    }

    private ArenaState state(Arena a) {
        List<Entrant> entrants = store.entrants(a.id());
        List<ArenaGame> games = store.games(a.id());
        Map<String, Double> now = new HashMap<>();
        for (Entrant e : entrants) {
            now.put(e.account(), rating(a, e.account()).rating());
        }
        return new ArenaState(a, entrants, games, Standings.of(entrants, games, now));
    }

    /** The player's rating in the arena's kind and speed for the standings and pairing. */
    public Rating rating(Arena a, String account) {
        return ratings.rating(a.settings(), account);
    }

    /**
     * Joins, or comes back after a pause or a withdrawal (score kept). A newcomer gives the password if the arena
     * has one and meets its entry conditions, read from their ratings in the arena's kind and speed.
     */
    public synchronized Refusal join(String id, String account, String name, String password) {
        Optional<Arena> found = store.find(id);
        if (found.isEmpty()) {
            return Refusal.NOT_FOUND;
        }
        Arena a = found.get();
        if (a.status() == ArenaStatus.FINISHED || clock.getAsLong() >= a.endsAt()) {
            return Refusal.TOURNAMENT_OVER;
        }
        Entrant e = entrant(id, account);
        if (e != null) {
            if (e.active()) {
                return Refusal.ALREADY_JOINED;
            }
            return Refusal.of(store.rejoin(id, new Entrant(account, e.name(), e.joinedAt(), false, false)));
        }
        Refusal refused = Admission.check(a.settings(), password, () -> ratings.fresh(a.settings(), account));
        if (refused != null) {
            return refused;
        }
        return Refusal.of(store.join(id, new Entrant(account, name, clock.getAsLong(), false, false)));
    }

    /** One indexed read: a join or pause among 1,000 players no longer reads all 1,000 entrants. */
    private Entrant entrant(String id, String account) {
        return store.entrant(id, account).orElse(null);
    }

    /** Not paired until {@link #resume}; a game going on is played out. */
    public synchronized Refusal pause(String id, String account) {
        return change(id, account, e -> new Entrant(account, e.name(), e.joinedAt(), true, e.withdrawn()));
    }

    public synchronized Refusal resume(String id, String account) {
        Optional<Arena> a = store.find(id);
        if (a.isPresent() && a.get().status() == ArenaStatus.FINISHED) {
            return Refusal.TOURNAMENT_OVER;
        }
        if (a.isEmpty()) {
            return Refusal.NOT_FOUND;
        }
        Entrant e = entrant(id, account);
        if (e == null) {
            return Refusal.NOT_JOINED;
        }
        // Back after a withdrawal is a join again: refused while active in another tournament.
        return Refusal.of(store.rejoin(id, new Entrant(account, e.name(), e.joinedAt(), false, false)));
    }

    /** Before the start the player is taken out; after it, paused for good (lichess), the score kept. */
    public synchronized Refusal withdraw(String id, String account) {
        Optional<Arena> a = store.find(id);
        if (a.isPresent() && a.get().status() == ArenaStatus.CREATED && entrant(id, account) != null) {
            store.remove(id, account);
            return null;
        }
        return change(id, account, e -> new Entrant(account, e.name(), e.joinedAt(), e.paused(), true));
    }

    private Refusal change(String id, String account, java.util.function.UnaryOperator<Entrant> how) {
        // The entrant first: only someone who is not one needs the arena read to say why (a thousand players
        // pausing at the end each wait their turn here).
        Entrant e = entrant(id, account);
        if (e == null) {
            return store.find(id).isEmpty() ? Refusal.NOT_FOUND : Refusal.NOT_JOINED;
        }
        store.update(id, how.apply(e));
        return null;
    }

    /**
     * Halves the player's own clock in their current game of this arena, before their first move in it, once; the
     * arena's clock must have an initial time (lichess).
     */
    public synchronized Refusal berserk(String id, String account) {
        Optional<ArenaSeat> s = seat(id, account);
        if (s.isEmpty()) {
            return Refusal.NOT_FOUND;
        }
        ArenaGame g = s.get().game();
        if (g == null || !s.get().arena().settings().berserkable() || g.berserkOf(account)) {
            return Refusal.CANNOT_BERSERK;
        }
        boolean x = g.x().equals(account);
        if (!berserks.halve(g.code(), x)) {
            return Refusal.CANNOT_BERSERK;
        }
        store.berserk(id, g.code(), x);
        return null;
    }

    /** Whether the player may still go berserk in their current game: not yet, and before their first move. */
    public boolean berserkable(Arena a, ArenaGame g, String account) {
        return g != null && a.settings().berserkable() && !g.berserkOf(account)
            && berserks.possible(g.code(), g.x().equals(account));
    }

    /** The seat token of the player's current game. */
    public String token(ArenaGame g, String account) {
        return store.token(g.arena(), g.code(), g.x().equals(account));
    }

    /**
     * Each running arena's book on this node (see {@link ArenaBook}); only the tick touches it. An arena leaves it
     * when it finishes or stops being run.
     */
    private final Map<String, ArenaBook> books = new HashMap<>();
    /** The arenas whose lease this node held at its last tick: taking one over means reading it again. */
    private final Set<String> leased = new HashSet<>();

    /** Each schedule's latest slot this node has made sure of; only the tick touches it. */
    private final Map<ScheduledArena, String> slotsMade = new HashMap<>();

    /** Four times a second (and whenever a test moves its clock): start, score, pair, finish, schedule. */
    public synchronized void tick() {
        long now = clock.getAsLong();
        for (ScheduledArena s : schedule) {
            s.next(now).ifPresent(a -> {
                String key = s.key(a.startsAt());
                // Once made (here or by another node: the store keeps each slot's key once), not asked again.
                if (!key.equals(slotsMade.get(s))) {
                    store.create(a, key);
                    slotsMade.put(s, key);
                }
            });
        }
        for (Arena a : store.withStatus(ArenaStatus.CREATED, RUNNING_LIMIT)) {
            if (a.startsAt() <= now) {
                store.status(a.id(), ArenaStatus.STARTED);
            }
        }
        List<Arena> running = store.withStatus(ArenaStatus.STARTED, RUNNING_LIMIT);
        books.keySet().retainAll(running.stream().map(Arena::id).toList());
        leased.retainAll(books.keySet());
        Set<String> busy = new HashSet<>();
        for (Arena a : running) {
            scored(a).going().forEach(g -> {
                busy.add(g.x());
                busy.add(g.o());
            });
        }
        // Nor is anyone paired while in a Swiss game (a Swiss round waits for no arena).
        busy.addAll(store.playing("swiss"));
        for (Arena a : running) {
            ArenaBook book = books.get(a.id());
            if (now >= a.endsAt()) {
                // Games still going at the end finish and count; nobody is paired after it.
                if (book.going().isEmpty()) {
                    store.status(a.id(), ArenaStatus.FINISHED);
                }
                continue;
            }
            // One node pairs an arena at a time (the others would pair the same free players in the same second).
            if (store.lease(a.id(), node, now, now + LEASE_MS)) {
                if (leased.add(a.id())) {
                    // Taken over (or first held): the games another node paired are read before pairing more.
                    book = read(a);
                    for (ArenaGame g : book.going()) {
                        busy.add(g.x());
                        busy.add(g.o());
                    }
                }
                pair(a, book, busy, now);
            } else {
                leased.remove(a.id());
            }
        }
    }

    /** The arena's book from every game the store has. */
    private ArenaBook read(Arena a) {
        ArenaBook book = ArenaBook.of(store.games(a.id()));
        books.put(a.id(), book);
        return book;
    }

    /**
     * The arena's book with every game whose room ended scored (and kept so). Only the games going on are read; the
     * whole arena is read again when the store's games going on are not the book's (another node started or scored
     * one, or this node has not read the arena yet).
     */
    private ArenaBook scored(Arena a) {
        ArenaBook book = books.get(a.id());
        if (book == null || !book.agrees(codes(store.going(a.id())))) {
            book = read(a);
        }
        List<ArenaGame> ends = new ArrayList<>();
        for (ArenaGame g : book.going()) {
            ArenaGame ended = rooms.ending(g, Math.max(clock.getAsLong(), book.latestEnd() + 1));
            if (ended != null) {
                book.ended(ended);
                ends.add(ended);
            }
        }
        if (ends.isEmpty()) {
            return book;
        }
        // Every end of this tick in one commit (at 1,000 players, fifty of them a second, each a sync to the disk).
        Map<String, Sheet> sheets = new HashMap<>();
        for (ArenaGame g : ends) {
            sheets.put(g.x(), book.sheet(g.x()));
            sheets.put(g.o(), book.sheet(g.o()));
        }
        if (!store.ended(ends, sheets)) {
            // Another node scored one of them first, perhaps at another time: the store's order of ends is the
            // truth. The games it has not scored are scored at the next tick.
            return read(a);
        }
        // A player who did not play their game is paused, as lichess does, so an absent player is not paired
        // again and again; they resume when they come back.
        for (ArenaGame ended : ends) {
            for (String p : List.of(ended.x(), ended.o())) {
                if (ended.resultFor(p) == inrow.tournament.GameResult.LOSS && (p.equals(ended.x()) ? ended.xMoves()
                    : ended.oMoves()) == 0) {
                    Entrant e = entrant(a.id(), p);
                    if (e != null) {
                        store.update(a.id(), new Entrant(p, e.name(), e.joinedAt(), true, e.withdrawn()));
                    }
                }
            }
        }
        return book;
    }

    private static Set<String> codes(List<ArenaGame> games) {
        Set<String> out = new HashSet<>();
        games.forEach(g -> out.add(g.code()));
        return out;
    }

    /**
     * Pairs the arena's free players: those active, not in a game of this arena or of another tournament.
     */
    private void pair(Arena a, ArenaBook book, Set<String> busy, long now) {
        List<Entrant> active = store.entrants(a.id()).stream().filter(Entrant::active).toList();
        if (active.size() < 2) {
            return;
        }
        Map<String, Rating> rated = new HashMap<>();
        List<Candidate> free = new ArrayList<>();
        for (Entrant e : active) {
            if (busy.contains(e.account())) {
                continue;
            }
            Rating r = rating(a, e.account());
            rated.put(e.account(), r);
            ArenaBook.Colours c = book.colours(e.account());
            free.add(new Candidate(e.account(), book.sheet(e.account()).score(), r.rating(), c.balance(),
                c.lastColour(), c.lastOpponent()));
        }
        Map<String, String> names = new HashMap<>();
        active.forEach(e -> names.put(e.account(), e.name()));
        Map<String, Double> ratingOf = new HashMap<>();
        rated.forEach((account, r) -> ratingOf.put(account, r.rating()));
        List<Pair> pairs = ArenaPairing.pair(free, active.size());
        // Each game just after the one before: after the arena's latest start, so "last opponent" is the last one
        // paired and two games of one arena never share a time (a stopped test clock, or two games in one
        // millisecond), before a restart or after; and after its latest end, so a player scored and paired again in
        // one tick never seems to begin their next game before their last one ended.
        long firstAt = Math.max(now, Math.max(book.latestStart(), book.latestEnd()) + 1);
        // A pairing whose room could not be made now (memory full, the store away) leaves both players free for a
        // later tick.
        List<SeatedGame> seated = rooms.startAll(a.id(), a.settings(), pairs, names, ratingOf, firstAt).stream()
            .filter(java.util.Objects::nonNull).toList();
        store.started(seated);
        for (SeatedGame g : seated) {
            book.started(g.game());
        }
        for (Pair p : pairs) {
            busy.add(p.x());
            busy.add(p.o());
        }
    }
}
