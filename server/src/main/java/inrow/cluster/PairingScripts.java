package inrow.cluster;

/**
 * The Lua scripts behind quick pairing's shared pools ({@link RedisPairing}). Every key shares the {@code {pairing}}
 * hash tag. A pool is a hash (player: the entry as JSON, with the node it waits on) and beside it a sorted set of the
 * same players scored by rating (its "rank" key), so an entrant reads only those near its rating, not the whole pool;
 * each waiting player has a "seeking" key (node|pool hash), which makes one entry per player across every pool and
 * node; each node's "node" key lives while the node beats. An entry whose node stopped beating is dead: never read, never paired, and swept.
 * Each script runs alone on the Redis server, so what it checks cannot change before it writes.
 */
final class PairingScripts {
    private PairingScripts() {
    }

    static final String PREFIX = "inrow:{pairing}:";
    static final String POOLS = PREFIX + "pools";

    private static final String ALIVE = """
        local function alive(node)
          return redis.call('EXISTS', 'inrow:{pairing}:node:' .. node) == 1
        end
        local function split(seeking)
          local bar = string.find(seeking, '|', 1, true)
          return string.sub(seeking, 1, bar - 1), string.sub(seeking, bar + 1)
        end
        local function rank(pool)
          return (string.gsub(pool, ':pool:', ':rank:', 1))
        end
        """;

    /**
     * KEYS: the player's seeking key, the pool's hash, its rank. ARGV: player, entry JSON, this node, rating. Adds the
     * entry unless the player waits already on a live node (0); an entry of theirs left by a dead node is dropped
     * first. 1: added.
     */
    static final String ADD = ALIVE + """
        local cur = redis.call('GET', KEYS[1])
        if cur then
          local node, pool = split(cur)
          if alive(node) then return 0 end
          redis.call('HDEL', pool, ARGV[1])
          redis.call('ZREM', rank(pool), ARGV[1])
        end
        redis.call('SET', KEYS[1], ARGV[3] .. '|' .. KEYS[2])
        redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
        redis.call('ZADD', KEYS[3], ARGV[4], ARGV[1])
        redis.call('SADD', 'inrow:{pairing}:pools', KEYS[2])
        return 1
        """;

    /** KEYS: the player's seeking key. ARGV: player. Takes their entry out; returns it (JSON) or nil. */
    static final String REMOVE = ALIVE + """
        local cur = redis.call('GET', KEYS[1])
        if not cur then return false end
        local node, pool = split(cur)
        local entry = redis.call('HGET', pool, ARGV[1])
        redis.call('HDEL', pool, ARGV[1])
        redis.call('ZREM', rank(pool), ARGV[1])
        redis.call('DEL', KEYS[1])
        return entry
        """;

    /** KEYS: the player's seeking key. ARGV: player. Their entry (JSON) if it waits on a live node, else nil. */
    static final String OF = ALIVE + """
        local cur = redis.call('GET', KEYS[1])
        if not cur then return false end
        local node, pool = split(cur)
        if not alive(node) then return false end
        return redis.call('HGET', pool, ARGV[1])
        """;

    /** KEYS: the pool's hash. The entries (JSON) waiting on live nodes. */
    static final String IN = """
        local all = redis.call('HGETALL', KEYS[1])
        local out = {}
        local live = {}
        for i = 1, #all, 2 do
          local node = cjson.decode(all[i + 1]).node
          if live[node] == nil then live[node] = redis.call('EXISTS', 'inrow:{pairing}:node:' .. node) == 1 end
          if live[node] then out[#out + 1] = all[i + 1] end
        end
        return out
        """;

    /**
     * KEYS: the pool's hash, its rank. ARGV: rating, low, high, how many on each side. The entries (JSON) waiting on
     * live nodes rated from low to high: at most that many at or above the rating and that many below it, the closest
     * first, so a crowded window costs no more than a quiet one. The entries' node is read from their seeking key,
     * and no entry is decoded.
     */
    static final String NEAR = ALIVE + """
        local above = redis.call('ZRANGEBYSCORE', KEYS[2], ARGV[1], ARGV[3], 'LIMIT', 0, tonumber(ARGV[4]))
        local below = redis.call('ZREVRANGEBYSCORE', KEYS[2], '(' .. ARGV[1], ARGV[2], 'LIMIT', 0, tonumber(ARGV[4]))
        local out = {}
        local live = {}
        for _, side in ipairs({above, below}) do
          for _, player in ipairs(side) do
            local cur = redis.call('GET', 'inrow:{pairing}:seeking:' .. player)
            if cur then
              local node = split(cur)
              if live[node] == nil then live[node] = alive(node) end
              if live[node] then
                local json = redis.call('HGET', KEYS[1], player)
                if json then out[#out + 1] = json end
              end
            end
          end
        end
        return out
        """;

    /**
     * KEYS: the pool's hash, A's and B's seeking keys, the pool's rank. ARGV: A, A's entry time, B, B's entry time. Takes both out if
     * both still wait as those entries, on live nodes: 1. Else 0, and nothing changed (but a dead node's entry met
     * here is dropped).
     */
    static final String TAKE = """
        local function check(player, at, seeking)
          local json = redis.call('HGET', KEYS[1], player)
          if not json then return false end
          local e = cjson.decode(json)
          if redis.call('EXISTS', 'inrow:{pairing}:node:' .. e.node) == 0 then
            redis.call('HDEL', KEYS[1], player)
            redis.call('ZREM', KEYS[4], player)
            redis.call('DEL', seeking)
            return false
          end
          return e.at == tonumber(at)
        end
        local a = check(ARGV[1], ARGV[2], KEYS[2])
        local b = check(ARGV[3], ARGV[4], KEYS[3])
        if not (a and b) then return 0 end
        redis.call('HDEL', KEYS[1], ARGV[1], ARGV[3])
        redis.call('ZREM', KEYS[4], ARGV[1], ARGV[3])
        redis.call('DEL', KEYS[2], KEYS[3])
        return 1
        """;

    /** No KEYS. Per pool hash with anyone waiting on a live node: {hash, count, ...}. */
    static final String COUNTS = """
        local out = {}
        local live = {}
        for _, pool in ipairs(redis.call('SMEMBERS', 'inrow:{pairing}:pools')) do
          local all = redis.call('HVALS', pool)
          local n = 0
          for _, json in ipairs(all) do
            local node = cjson.decode(json).node
            if live[node] == nil then live[node] = redis.call('EXISTS', 'inrow:{pairing}:node:' .. node) == 1 end
            if live[node] then n = n + 1 end
          end
          if n > 0 then out[#out + 1] = pool; out[#out + 1] = n end
        end
        return out
        """;

    /**
     * KEYS: this node's key. ARGV: how long it lives (ms). The node beats; every entry of a node that stopped is
     * dropped (so a player left there can enter again on another node). Returns how many were dropped.
     */
    static final String BEAT = """
        redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
        local dropped = 0
        local live = {}
        for _, pool in ipairs(redis.call('SMEMBERS', 'inrow:{pairing}:pools')) do
          local all = redis.call('HGETALL', pool)
          for i = 1, #all, 2 do
            local node = cjson.decode(all[i + 1]).node
            if live[node] == nil then live[node] = redis.call('EXISTS', 'inrow:{pairing}:node:' .. node) == 1 end
            if not live[node] then
              redis.call('HDEL', pool, all[i])
              redis.call('ZREM', (string.gsub(pool, ':pool:', ':rank:', 1)), all[i])
              redis.call('DEL', 'inrow:{pairing}:seeking:' .. all[i])
              dropped = dropped + 1
            end
          end
        end
        return dropped
        """;
}
