package inrow.cluster;

/**
 * The Lua scripts that make a room's steps atomic in Redis. Each runs alone on the Redis server, so its check and
 * its write cannot be split by another node's command.
 *
 * <p>A step goes through three states: reserved ({@link #APPEND}: the room's count moves on and the step waits in
 * the room's pending slot while the node writes it to the database), published ({@link #PUBLISH}: in the room's
 * stream and sent on its channel), or taken back ({@link #ABORT}, when the database write failed). A step left
 * pending by a node that died is published by whoever finds it, after writing it to the database if it is not there.
 */
final class Scripts {
    private Scripts() {
    }

    /**
     * KEYS: count, pending. ARGV: the step the node validated against, the new step as JSON. Returns {1, new count}
     * when reserved, {0, count} when another step came first, {-1, 0} when Redis has no count (it lost its data).
     */
    static final String APPEND = """
        local cur = redis.call('GET', KEYS[1])
        if not cur then return {-1, 0} end
        cur = tonumber(cur)
        if cur ~= tonumber(ARGV[1]) then return {0, cur} end
        redis.call('SET', KEYS[1], cur + 1)
        redis.call('SET', KEYS[2], ARGV[2])
        return {1, cur + 1}
        """;

    /** KEYS: count. ARGV: the record's count. Sets the count only if Redis has none; returns the count. */
    static final String SEED = """
        redis.call('SET', KEYS[1], ARGV[1], 'NX')
        return tonumber(redis.call('GET', KEYS[1]))
        """;

    /**
     * KEYS: count, stream, pending, channel. ARGV: step number, step JSON. The step is durable: it goes into the
     * stream under its own number (so publishing it twice adds it once) and out on the channel. Returns 1 if it was
     * added, 0 if the stream already had it.
     */
    static final String PUBLISH = """
        local n = tonumber(ARGV[1])
        local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
        if cur < n then redis.call('SET', KEYS[1], n) end
        if redis.call('GET', KEYS[3]) == ARGV[2] then redis.call('DEL', KEYS[3]) end
        local added = redis.pcall('XADD', KEYS[2], 'MAXLEN', '~', '1000', n .. '-0', 'e', ARGV[2])
        if type(added) == 'table' and added.err then return 0 end
        redis.call('PUBLISH', KEYS[4], ARGV[2])
        return 1
        """;

    /**
     * KEYS: count, pending. ARGV: step number, step JSON. Takes back a reserved step whose write failed, if it is
     * still the pending one. Returns 1 if taken back, 0 if it was not pending any more.
     */
    static final String ABORT = """
        if redis.call('GET', KEYS[2]) ~= ARGV[2] then return 0 end
        redis.call('DEL', KEYS[2])
        if tonumber(redis.call('GET', KEYS[1])) == tonumber(ARGV[1]) then
            redis.call('SET', KEYS[1], tonumber(ARGV[1]) - 1)
        end
        return 1
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
