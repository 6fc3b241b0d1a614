package inrow.cluster;

/**
 * The Lua scripts that make a room's steps atomic in Redis. Each runs alone on the Redis server, so its check and
 * its write cannot be split by another node's command. Every key they write expires a week after its last write
 * (604800000 ms): the database keeps everything, so Redis need not.
 *
 * <p>A step goes through three states: reserved ({@link #APPEND}: the room's count moves on and the step waits in
 * the room's pending slot while the node writes it to the database), published ({@link #PUBLISH}: in the room's
 * stream and sent on its channel, only ever by the node whose database write succeeded), or taken back
 * ({@link #ABORT}, when the write failed). A step left pending by a node that died is taken back by whoever finds
 * it if the database does not have it, or forgotten ({@link #FORGET}) if it does: then the room is rebuilt from
 * the database, which is the record of truth.
 */
final class Scripts {
    private Scripts() {
    }

    /**
     * KEYS: count, pending, fresh. ARGV: the step the node validated against, the new step as JSON, how long the
     * reservation counts as in progress (ms, on Redis's clock). Returns {1, new count} when reserved, {0, count}
     * when another step came first, {-1, 0} when Redis has no count (it lost its data).
     */
    static final String APPEND = """
        local cur = redis.call('GET', KEYS[1])
        if not cur then return {-1, 0} end
        cur = tonumber(cur)
        if cur ~= tonumber(ARGV[1]) then return {0, cur} end
        redis.call('SET', KEYS[1], cur + 1, 'PX', 604800000)
        redis.call('SET', KEYS[2], ARGV[2], 'PX', 604800000)
        redis.call('SET', KEYS[3], '1', 'PX', ARGV[3])
        return {1, cur + 1}
        """;

    /**
     * KEYS: count. ARGV: the record's count. Raises Redis's count to the record's if it is lower or missing (Redis
     * lost its data): the record has every step ever shown. Returns the count.
     */
    static final String SEED = """
        local n = tonumber(ARGV[1])
        local cur = tonumber(redis.call('GET', KEYS[1]) or '-1')
        if cur < n then
            redis.call('SET', KEYS[1], n, 'PX', 604800000)
            return n
        end
        return cur
        """;

    /**
     * KEYS: count, stream, pending, channel. ARGV: step number, step JSON. Run only after the step is in the
     * record: it goes into the stream under its own number (so publishing it twice adds it once) and out on the
     * channel; the count is raised to it if Redis lost its data meanwhile. Returns 1 if added, 0 if already there.
     */
    static final String PUBLISH = """
        local n = tonumber(ARGV[1])
        local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
        if cur < n then redis.call('SET', KEYS[1], n) end
        if redis.call('GET', KEYS[3]) == ARGV[2] then redis.call('DEL', KEYS[3]) end
        redis.call('PEXPIRE', KEYS[1], 604800000)
        local added = redis.pcall('XADD', KEYS[2], 'MAXLEN', '~', '1000', n .. '-0', 'e', ARGV[2])
        if type(added) == 'table' and added.err then return 0 end
        redis.call('PEXPIRE', KEYS[2], 604800000)
        redis.call('PUBLISH', KEYS[4], ARGV[2])
        return 1
        """;

    /**
     * KEYS: count, pending, stream. ARGV: step number, step JSON. Takes back a reserved step that is not in the
     * record (its write failed, or its node died before writing it), if it is still the pending one. The count goes
     * back only if no step of that number was published meanwhile. Returns 1 if taken back, 0 if it was not pending.
     */
    static final String ABORT = """
        if redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
        redis.call('DEL', KEYS[2])
        local n = tonumber(ARGV[1])
        local published = redis.call('XRANGE', KEYS[3], n .. '-0', n .. '-0')
        if #published == 0 and tonumber(redis.call('GET', KEYS[1])) == n then
            redis.call('SET', KEYS[1], n - 1, 'PX', 604800000)
        end
        return 1
        """;

    /** KEYS: pending. ARGV: step JSON. Forgets a pending step (the record already has that step). */
    static final String FORGET = """
        if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
        return 0
        """;

    /**
     * KEYS: nodes. ARGV: node, how long a silent node counts as alive (ms). Marks the node alive on Redis's clock
     * (so nodes need not agree on the time) and returns {Redis's time in ms, the live nodes...}.
     */
    static final String BEAT = """
        local t = redis.call('TIME')
        local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
        redis.call('ZADD', KEYS[1], now, ARGV[1])
        redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 3600000)
        local live = redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[2]), '+inf')
        table.insert(live, 1, tostring(now))
        return live
        """;

    /** KEYS: lease. ARGV: node, milliseconds. Takes a free lease or extends this node's; 1 if the node holds it. */
    static final String LEASE = """
        local holder = redis.call('GET', KEYS[1])
        if not holder then
            redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
            return 1
        end
        if holder == ARGV[1] then
            redis.call('PEXPIRE', KEYS[1], ARGV[2])
            return 1
        end
        return 0
        """;

    /** KEYS: lease. ARGV: node. Lets go of the lease if this node holds it. */
    static final String RELEASE = """
        if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
        return 0
        """;
}
