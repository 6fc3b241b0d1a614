package inrow.cluster;

import inrow.protocol.GameView;
import inrow.room.LobbyIndex;
import inrow.room.RoomChannel.Listener;
import io.lettuce.core.Range;
import io.lettuce.core.ScoredValue;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** Each node writes the views of the rooms it holds to one hash; any node lists them all. */
final class RedisLobby implements LobbyIndex {
    private static final long LOBBY_FRESH_MILLIS = 15_000;
    /** How stale a listed game's move count may get. */
    private static final long LOBBY_MOVES_MILLIS = 5_000;
    private static final String LOBBY = "inrow:lobby";
    private static final String LOBBY_SEEN = "inrow:lobby:seen";

    private final RedisLink link;
    private final RedisAsyncCommands<String, String> redis;
    private final Messages messages;
    private final HeldRooms held;

    /** What was last written to the lobby hash for each room, and when: to write only what the lobby shows. */
    private record Listed(GameView view, long at) {
    }

    private final ConcurrentHashMap<String, Listed> listed = new ConcurrentHashMap<>();
    private int listings;

    RedisLobby(RedisLink link, HeldRooms held) {
        this.link = link;
        this.redis = link.redis();
        this.messages = link.messages();
        this.held = held;
    }

    /**
     * Writes the views whose listing changed, marks every held room as still listed, and now and then drops entries
     * nobody has refreshed for a minute.
     */
    void list() {
        long now = link.now();
        List<ScoredValue<String>> seen = new ArrayList<>();
        for (Listener room : held.all()) {
            GameView view = room.view();
            String code = room.code();
            // Over, or both its people long gone: out of the shared list, so that every node's lobby leaves it out
            // (the others judge it by its view alone, which cannot say since when the players are gone).
            if (room.over() || room.delisted()) {
                if (listed.remove(code) != null) {
                    redis.hdel(LOBBY, code);
                    redis.zrem(LOBBY_SEEN, code);
                }
                continue;
            }
            Listed last = listed.get(code);
            if (last == null || last.view() != view && (!sameListing(last.view(), view)
                || now - last.at() >= LOBBY_MOVES_MILLIS)) {
                redis.hset(LOBBY, code, messages.view(view));
                listed.put(code, new Listed(view, now));
            }
            seen.add(ScoredValue.just(now, code));
        }
        if (!seen.isEmpty()) {
            redis.zadd(LOBBY_SEEN, seen.toArray(ScoredValue[]::new));
        }
        if (++listings % 30 == 0) {
            redis.zrangebyscore(LOBBY_SEEN, Range.create(Double.NEGATIVE_INFINITY, (double) (now - 60_000)))
                .thenAccept(stale -> {
                    if (!stale.isEmpty()) {
                        redis.hdel(LOBBY, stale.toArray(String[]::new));
                        redis.zrem(LOBBY_SEEN, stale.toArray(String[]::new));
                    }
                });
        }
    }

    /**
     * Whether the lobby would show the same line for both views but for the move count: that alone is rewritten
     * every few seconds, not after every move (each write is a whole view, from every node holding the room).
     */
    private static boolean sameListing(GameView a, GameView b) {
        return a.status() == b.status() && a.spectators() == b.spectators() && a.round() == b.round()
            && a.players().equals(b.players());
    }

    /** A room is no longer held here: if it is held here again, its view is written again. */
    void detached(String code) {
        listed.remove(code);
    }

    /** Redis may have restarted empty: every held room's view is written again at the next listing. */
    void listAllAgain() {
        listed.clear();
    }

    /** Fails when Redis cannot be reached (the caller then shows this node's games, and deletes nothing). */
    @Override
    public List<GameView> lobby() {
        long now = link.now();
        try {
            Set<String> fresh = new HashSet<>(redis.zrangebyscore(LOBBY_SEEN,
                Range.create((double) (now - LOBBY_FRESH_MILLIS), Double.POSITIVE_INFINITY)).get(2, TimeUnit.SECONDS));
            Map<String, String> all = redis.hgetall(LOBBY).get(2, TimeUnit.SECONDS);
            List<GameView> out = new ArrayList<>();
            all.forEach((code, text) -> {
                if (fresh.contains(code)) {
                    out.add(messages.gameView(text));
                }
            });
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the lobby", e);
        } catch (Exception e) {
            throw new IllegalStateException("Redis cannot be reached for the lobby: " + e.getMessage(), e);
        }
    }
}
