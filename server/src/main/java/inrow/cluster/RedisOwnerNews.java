package inrow.cluster;

import inrow.room.OwnerNews;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import java.util.function.Consumer;

/**
 * Owners' news on every node: published on one channel every node listens to, each message the sending node's name
 * and the account. The sender heard it at once; its own message coming back is not heard twice. A node away from
 * Redis when it was said misses it: its kept names expire within a minute anyway ({@code OwnerNames}).
 */
final class RedisOwnerNews implements OwnerNews {
    static final String CHANNEL = "inrow:owners";
    private static final System.Logger LOG = System.getLogger(RedisOwnerNews.class.getName());

    private final RedisLink link;
    private final OwnerNews.Local here = new OwnerNews.Local();

    RedisOwnerNews(RedisLink link) {
        this.link = link;
        link.pubsub().addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                if (!CHANNEL.equals(channel)) {
                    return;
                }
                int bar = message.indexOf('|');
                if (bar > 0 && !message.substring(0, bar).equals(link.node())) {
                    here.heard(message.substring(bar + 1));
                }
            }
        });
        subscribe();
    }

    /** Asked again after a reconnection: a subscription made while Redis was away was never made. */
    void subscribe() {
        link.pubsub().async().subscribe(CHANNEL).exceptionally(failure -> {
            LOG.log(System.Logger.Level.WARNING, "could not hear owners' news (asked again on reconnection): "
                + failure.getMessage());
            return null;
        });
    }

    @Override
    public void changed(String account) {
        here.heard(account);
        link.redis().publish(CHANNEL, link.node() + "|" + account);
    }

    @Override
    public void listen(Consumer<String> listener) {
        here.listen(listener);
    }
}
