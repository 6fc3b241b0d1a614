package inrow.arenas;

import inrow.engine.Mark;
import inrow.engine.OpeningRule;
import inrow.engine.Rules;
import inrow.game.TimeControl;
import inrow.protocol.GameView;
import inrow.room.Room;
import inrow.room.RoomSetup;
import inrow.room.RoomSnapshot;
import inrow.room.Rooms;
import inrow.room.SeatSpec;
import inrow.tournament.ArenaGame;
import inrow.tournament.ArenaSettings;
import inrow.tournament.Pair;
import inrow.tournament.SeatedGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The rooms tournament games are played in, for arenas and Swiss tournaments alike: made exactly as quick pairing
 * makes one (both seats reserved for the players' accounts, rated in the game's kind when the tournament is rated),
 * and read back for how a game ended.
 */
public final class TournamentRooms {
    /** Rooms being made at once, as quick pairing makes them: each thread mostly waits for a commit. */
    private static final int MAKERS = 16;

    private final Rooms rooms;
    /** Threads that make a tick's rooms side by side; they end when idle, so a stopped server leaves none. */
    private final ThreadPoolExecutor makers = new ThreadPoolExecutor(MAKERS, MAKERS, 5, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>(), inrow.Daemons.named("tournament-rooms"));

    public TournamentRooms(Rooms rooms) {
        this.rooms = rooms;
        makers.allowCoreThreadTimeOut(true);
    }

    /**
     * A room for the pair ({@code x} moves first), or null when none can be made now (memory full, the store away):
     * the players are paired again on a later tick. {@code names} and {@code ratings} by account.
     */
    public SeatedGame start(String tournament, ArenaSettings s, Pair p, Map<String, String> names,
                            Map<String, Double> ratings, long at) {
        Rules rules = Rules.preset(s.game());
        RoomSetup setup = new RoomSetup(rules, SeatSpec.reserved(names.get(p.x()), p.x()),
            SeatSpec.reserved(names.get(p.o()), p.o()), null, RoomSetup.DEFAULT_THINK_MILLIS, 0,
            new TimeControl(s.initialMs(), s.incrementMs(), 0), false).unlisted(true)
            .withOpening(opening(s.opening())).rated(s.rated() ? s.ratedKind() : null);
        Rooms.Created created;
        try {
            created = rooms.create(setup);
        } catch (Rooms.Unavailable | Rooms.TooMany e) {
            return null;
        }
        ArenaGame g = new ArenaGame(tournament, created.code(), p.x(), p.o(), ratings.get(p.x()), ratings.get(p.o()),
            at, false, false, null, 0, 0, 0);
        return new SeatedGame(g, created.reserved().get(Mark.X), created.reserved().get(Mark.O));
    }

    /**
     * Rooms for many pairs at once, in the order given (null where none could be made), the pairs starting at
     * {@code firstAt}, {@code firstAt + 1}, ... Each room's first step is durable before it is handed out, so made one
     * after another, a tick of twenty-five pairs waited for twenty-five syncs of the games' writer (20 ms each under
     * the 1,000-player arena); made side by side, the writer commits them together.
     */
    public List<SeatedGame> startAll(String tournament, ArenaSettings s, List<Pair> pairs, Map<String, String> names,
                                     Map<String, Double> ratings, long firstAt) {
        List<CompletableFuture<SeatedGame>> made = new ArrayList<>();
        for (int i = 0; i < pairs.size(); i++) {
            Pair p = pairs.get(i);
            long at = firstAt + i;
            made.add(CompletableFuture.supplyAsync(() -> start(tournament, s, p, names, ratings, at), makers));
        }
        List<SeatedGame> out = new ArrayList<>();
        for (CompletableFuture<SeatedGame> f : made) {
            try {
                out.add(f.join());
            } catch (CompletionException e) {
                out.add(null); // the store away: this pair is paired again on a later tick
            }
        }
        return out;
    }

    static OpeningRule opening(String name) {
        if (name == null) {
            return null;
        }
        return name.equals("swap2") ? OpeningRule.SWAP2 : OpeningRule.SWAP;
    }

    /**
     * The game as its room ended it, or null while it goes on. Read from the room (in memory, or loaded from the
     * games' store, so a restart or another node sees the same end). Colours are the ones the pairing gave: after a
     * swap opening the player paired at X may hold O.
     */
    public ArenaGame ending(ArenaGame g, long at) {
        Room room;
        try {
            room = rooms.find(g.code());
        } catch (RuntimeException e) {
            return null; // memory full or the store away: look again next tick
        }
        if (room == null) {
            return g.ended("draw", 0, 0, at); // the room is gone: a game nobody played
        }
        RoomSnapshot s = room.snapshot();
        GameView v = s.view();
        if (v.round() == 1 && !s.over()) {
            return null;
        }
        int plies;
        String winnerMark;
        boolean swapped;
        if (v.round() == 1) {
            plies = v.moves().size();
            winnerMark = v.result() == null ? null : v.result().winner();
            swapped = s.xSlotNow() != 0;
        } else {
            // A rematch began in the room: the tournament's game was its first round.
            inrow.room.RoundRecord first = rooms.rounds(g.code()).get(0);
            plies = first.moves().size();
            winnerMark = first.winner();
            boolean nowSwapped = s.xSlotNow() != 0;
            swapped = first.swapped() == null ? false : first.swapped() != nowSwapped;
        }
        int firstMover = (plies + 1) / 2;
        int second = plies / 2;
        String winner = winnerMark == null ? "draw" : (winnerMark.equals("X") != swapped ? "X" : "O");
        return g.ended(winner, swapped ? second : firstMover, swapped ? firstMover : second, at);
    }
}
