package inrow.cluster;

/**
 * The Lua scripts behind the seeks every node shares ({@link RedisSeeks}). Every key shares the {@code {seeks}} hash
 * tag: a hash of the open seeks (id: the seek as JSON, with its player and the node it was opened on), a hash from
 * each player to their one open seek's id, a sorted set of when each creator was last seen on the site (epoch ms),
 * the counter that names seeks, and each node's "node" key, which lives while the node beats. A seek whose node
 * stopped beating is dead: never listed or taken, and swept. Each script runs alone on the Redis server, so what it
 * checks cannot change before it writes: of several nodes taking one seek at once, exactly one gets it.
 */
final class SeekScripts {
    private SeekScripts() {
    }

    static final String PREFIX = "inrow:{seeks}:";
    static final String ALL = PREFIX + "all";
    static final String PLAYERS = PREFIX + "players";
    static final String SEEN = PREFIX + "seen";
    static final String NEXT = PREFIX + "next";

    private static final String ALIVE = """
        local function alive(json)
          return redis.call('EXISTS', 'inrow:{seeks}:node:' .. cjson.decode(json).node) == 1
        end
        local function drop(id, player)
          redis.call('HDEL', KEYS[1], id)
          if redis.call('HGET', KEYS[2], player) == id then
            redis.call('HDEL', KEYS[2], player)
            redis.call('ZREM', KEYS[3], player)
          end
        end
        """;

    /**
     * KEYS: all, players, seen, next. ARGV: player, the seek as JSON (without its id), seen (ms). Adds the seek
     * unless the player has one open on a live node (nil); one left by a dead node is dropped first. Its id.
     */
    static final String OPEN = ALIVE + """
        local cur = redis.call('HGET', KEYS[2], ARGV[1])
        if cur then
          local json = redis.call('HGET', KEYS[1], cur)
          if json and alive(json) then return false end
          drop(cur, ARGV[1])
        end
        local id = 's' .. redis.call('INCR', KEYS[4])
        redis.call('HSET', KEYS[1], id, ARGV[2])
        redis.call('HSET', KEYS[2], ARGV[1], id)
        redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
        return id
        """;

    /** KEYS: all, players, seen. ARGV: player. Takes their seek out: {id, JSON}, or nil if none was open. */
    static final String WITHDRAW = ALIVE + """
        local id = redis.call('HGET', KEYS[2], ARGV[1])
        if not id then return false end
        local json = redis.call('HGET', KEYS[1], id)
        drop(id, ARGV[1])
        if not json or not alive(json) then return false end
        return {id, json}
        """;

    /** KEYS: all, players, seen. ARGV: id. Takes the seek out if it is open on a live node: its JSON, else nil. */
    static final String TAKE = ALIVE + """
        local json = redis.call('HGET', KEYS[1], ARGV[1])
        if not json then return false end
        drop(ARGV[1], cjson.decode(json).player)
        if not alive(json) then return false end
        return json
        """;

    /** KEYS: all. ARGV: id. The seek's JSON if it is open on a live node, else nil. */
    static final String BY_ID = ALIVE + """
        local json = redis.call('HGET', KEYS[1], ARGV[1])
        if json and alive(json) then return json end
        return false
        """;

    /** KEYS: all, players. ARGV: player. Their open seek on a live node: {id, JSON}, else nil. */
    static final String OF = ALIVE + """
        local id = redis.call('HGET', KEYS[2], ARGV[1])
        if not id then return false end
        local json = redis.call('HGET', KEYS[1], id)
        if json and alive(json) then return {id, json} end
        return false
        """;

    /** KEYS: all. The open seeks on live nodes: {id, JSON, ...}. */
    static final String LIST = """
        local all = redis.call('HGETALL', KEYS[1])
        local out = {}
        local live = {}
        for i = 1, #all, 2 do
          local node = cjson.decode(all[i + 1]).node
          if live[node] == nil then live[node] = redis.call('EXISTS', 'inrow:{seeks}:node:' .. node) == 1 end
          if live[node] then out[#out + 1] = all[i]; out[#out + 1] = all[i + 1] end
        end
        return out
        """;

    /** KEYS: players, seen. ARGV: player, ms, player, ms... Each creator with an open seek was seen then, if later. */
    static final String SEEN_AT = """
        for i = 1, #ARGV, 2 do
          if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 1 then
            redis.call('ZADD', KEYS[2], 'GT', ARGV[i + 1], ARGV[i])
          end
        end
        return 0
        """;

    /** KEYS: all, players, seen. ARGV: cutoff (ms). Takes out the seeks of creators last seen at or before it. */
    static final String LAPSE = """
        local gone = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', ARGV[1])
        for _, player in ipairs(gone) do
          local id = redis.call('HGET', KEYS[2], player)
          if id then redis.call('HDEL', KEYS[1], id) end
          redis.call('HDEL', KEYS[2], player)
          redis.call('ZREM', KEYS[3], player)
        end
        return #gone
        """;

    /**
     * KEYS: this node's key, all, players, seen. ARGV: how long it lives (ms). The node beats; every seek of a node
     * that stopped is dropped (so its creator may open one again elsewhere). How many were dropped.
     */
    static final String BEAT = """
        redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
        local all = redis.call('HGETALL', KEYS[2])
        local live = {}
        local dropped = 0
        for i = 1, #all, 2 do
          local s = cjson.decode(all[i + 1])
          if live[s.node] == nil then live[s.node] = redis.call('EXISTS', 'inrow:{seeks}:node:' .. s.node) == 1 end
          if not live[s.node] then
            redis.call('HDEL', KEYS[2], all[i])
            if redis.call('HGET', KEYS[3], s.player) == all[i] then
              redis.call('HDEL', KEYS[3], s.player)
              redis.call('ZREM', KEYS[4], s.player)
            end
            dropped = dropped + 1
          end
        end
        return dropped
        """;
}
