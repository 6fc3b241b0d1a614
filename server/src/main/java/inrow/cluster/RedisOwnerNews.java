package inrow.cluster;

import inrow.room.OwnerNews;
import java.util.function.Consumer;

/**
 * Owners' news on every node: published on one channel every node listens to, each message the sending node's name
 * and the account. The sender heard it at once; its own message coming back is not heard twice. A node away from
 * Redis when it was said misses it: its kept names expire within a minute anyway ({@code OwnerNames}).
 */
final class RedisOwnerNews implements OwnerNews {
    static final String CHANNEL = "inrow:owners";

    private final RedisLink link;
    private final OwnerNews.Local here = new OwnerNews.Local();
    private final NewsChannel news;

    RedisOwnerNews(RedisLink link) {
        this.link = link;
        this.news = new NewsChannel(link, CHANNEL, "owners' news", message -> {
            int bar = message.indexOf('|');
            if (bar > 0 && !message.substring(0, bar).equals(link.node())) {
                here.heard(message.substring(bar + 1));
            }
        });
    }

    /** Asked again after a reconnection. */
    void subscribe() {
        news.subscribe();
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
