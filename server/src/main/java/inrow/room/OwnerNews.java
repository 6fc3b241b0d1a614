package inrow.room;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Word that a seat owner's account changed what the rooms show of it (it was deleted), told to every node, so that
 * people already watching a game see it at once rather than with the next move. One node: told here only
 * ({@link #local}); several: through the cluster's shared channel.
 */
public interface OwnerNews {
    /** Says it on every node, this one included. */
    void changed(String account);

    /** What each node does on hearing it (forget the kept name, show the rooms again). */
    void listen(Consumer<String> listener);

    /** A single node's news: heard at once, here. */
    static OwnerNews local() {
        return new Local();
    }

    /** The listeners, and how heard news reaches them (a listener's failure does not keep it from the others). */
    class Local implements OwnerNews {
        private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

        @Override
        public void changed(String account) {
            heard(account);
        }

        @Override
        public void listen(Consumer<String> listener) {
            listeners.add(listener);
        }

        /** News heard (said here, or on another node). */
        public void heard(String account) {
            for (Consumer<String> l : listeners) {
                try {
                    l.accept(account);
                } catch (RuntimeException e) {
                    System.getLogger(OwnerNews.class.getName()).log(System.Logger.Level.WARNING,
                        "an owner's news was not taken", e);
                }
            }
        }
    }
}
