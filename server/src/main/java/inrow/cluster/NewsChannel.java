package inrow.cluster;

import io.lettuce.core.pubsub.RedisPubSubAdapter;
import java.util.function.Consumer;

/**
 * One Redis channel a node hears for as long as it runs (owners' news, pool pairings, taken seeks): every message on
 * it goes to {@code heard}, and {@link #subscribe} asks again after a reconnection, since a subscription made while
 * Redis was away was never made.
 */
final class NewsChannel {
    private static final System.Logger LOG = System.getLogger(NewsChannel.class.getName());

    private final RedisLink link;
    private final String channel;
    /** What this channel carries, for the log ("pairings"). */
    private final String what;

    NewsChannel(RedisLink link, String channel, String what, Consumer<String> heard) {
        this.link = link;
        this.channel = channel;
        this.what = what;
        link.pubsub().addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String on, String message) {
                if (channel.equals(on)) {
                    heard.accept(message);
                }
            }
        });
        subscribe();
    }

    void subscribe() {
        link.pubsub().async().subscribe(channel).exceptionally(failure -> {
            LOG.log(System.Logger.Level.WARNING, "could not hear " + what + " (asked again on reconnection): "
                + failure.getMessage());
            return null;
        });
    }
}
