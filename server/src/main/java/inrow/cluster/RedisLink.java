package inrow.cluster;

import inrow.Daemons;
import inrow.store.StoreException;
import inrow.store.Urls;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisNoScriptException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.event.connection.ConnectionActivatedEvent;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * What the four Redis jobs of a node share: its name in the cluster, its connections to Redis, its threads, how
 * scripts run and keys are named, Redis's clock, and a hook for when Redis answers again after a disconnection.
 */
final class RedisLink implements AutoCloseable {
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(2);

    private final String node = UUID.randomUUID().toString().substring(0, 8);
    private final LongSupplier clock;
    private final ClientResources resources;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final RedisAsyncCommands<String, String> redis;
    private final StatefulRedisPubSubConnection<String, String> pubsub;
    private final Messages messages = new Messages();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(Daemons.named("cluster"));
    /** Database reads (seeding counts, catching up from the record): never on Redis's or a room's thread. */
    private final ExecutorService blocking = Executors.newFixedThreadPool(2, Daemons.named("cluster-db"));
    private final AtomicBoolean resyncQueued = new AtomicBoolean();
    /** Each script's SHA-1, as Redis names it. */
    private final ConcurrentHashMap<String, String> digests = new ConcurrentHashMap<>();
    /** Redis's clock minus this node's, from the last beat. */
    private volatile long skew;
    private volatile Runnable onReconnect = () -> { };

    private RedisLink(String url, LongSupplier clock) {
        this.clock = clock;
        this.resources = ClientResources.builder().reconnectDelay(Delay.constant(Duration.ofMillis(500))).build();
        this.client = RedisClient.create(resources, RedisURI.create(url));
        // Fail fast while Redis is away, so a move is refused at once instead of waiting for a reconnection.
        client.setOptions(ClientOptions.builder().autoReconnect(true)
            .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
            .timeoutOptions(TimeoutOptions.enabled(COMMAND_TIMEOUT)).build());
        try {
            this.connection = client.connect();
            this.pubsub = client.connectPubSub();
        } catch (RuntimeException e) {
            client.shutdown();
            resources.shutdown();
            throw new StoreException("cannot reach Redis at " + Urls.withoutPassword(url) + ": " + e.getMessage(), e);
        }
        this.redis = connection.async();
        resources.eventBus().get().subscribe(event -> {
            if (event instanceof ConnectionActivatedEvent) {
                resyncSoon();
            }
        });
    }

    /** Connects to Redis (or fails with a {@link StoreException} before the node serves anything). */
    static RedisLink connect(String url, LongSupplier clock) {
        return new RedisLink(url, clock);
    }

    String node() {
        return node;
    }

    RedisAsyncCommands<String, String> redis() {
        return redis;
    }

    StatefulRedisPubSubConnection<String, String> pubsub() {
        return pubsub;
    }

    Messages messages() {
        return messages;
    }

    ScheduledExecutorService timer() {
        return timer;
    }

    ExecutorService blocking() {
        return blocking;
    }

    /** Redis's clock as a beat just read it: {@link #now} follows it from then on. */
    void redisTimeIs(long redisMillis) {
        skew = redisMillis - clock.getAsLong();
    }

    /** Now on Redis's clock, as the last beat measured it: nodes need not agree on the time. */
    long now() {
        return clock.getAsLong() + skew;
    }

    /** What to do once Redis answers again after a disconnection (it may have restarted empty). */
    void onReconnect(Runnable resync) {
        this.onReconnect = resync;
    }

    private void resyncSoon() {
        if (resyncQueued.compareAndSet(false, true)) {
            timer.schedule(this::resync, 200, TimeUnit.MILLISECONDS);
        }
    }

    private void resync() {
        resyncQueued.set(false);
        onReconnect.run();
    }

    /**
     * Runs a script by its digest, so a move sends a few bytes rather than the script's text; Redis answers NOSCRIPT
     * only the first time (or after a restart), and then the text goes once.
     */
    <T> CompletableFuture<T> eval(String script, ScriptOutputType type, String[] keys, String... args) {
        String sha = digests.computeIfAbsent(script, redis::digest);
        CompletionStage<T> bySha = redis.evalsha(sha, type, keys, args);
        return bySha.toCompletableFuture().exceptionallyCompose(failure -> {
            Throwable cause = failure instanceof java.util.concurrent.CompletionException ? failure.getCause() : failure;
            if (!(cause instanceof RedisNoScriptException)) {
                return CompletableFuture.failedFuture(failure);
            }
            CompletionStage<T> byText = redis.eval(script, type, keys, args);
            return byText.toCompletableFuture();
        });
    }

    /** Keys of one room share a hash tag, so the room's scripts would also run on a Redis Cluster. */
    static String key(String code, String what) {
        return "inrow:{" + code + "}:" + what;
    }

    static String[] keys(String code, String... what) {
        String[] out = new String[what.length];
        for (int i = 0; i < what.length; i++) {
            out[i] = key(code, what[i]);
        }
        return out;
    }

    static String codeOf(String channel) {
        int open = channel.indexOf('{');
        int close = channel.indexOf('}');
        return open < 0 || close < open ? null : channel.substring(open + 1, close);
    }

    /** Stops the timer: nothing new is scheduled, so the goodbyes that follow are the node's last words. */
    void stopTimer() {
        timer.shutdownNow();
    }

    @Override
    public void close() {
        timer.shutdownNow();
        try {
            pubsub.close();
            connection.close();
        } finally {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
            resources.shutdown();
            blocking.shutdownNow();
        }
    }
}
