package inrow.web;

import inrow.account.AccountStore;
import inrow.account.Accounts;
import inrow.room.AccountNames;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The usernames of seats' owners, for the rooms' views: looked up in the accounts' store (shared by every node) and
 * kept for a minute, since a view is built for every move. A deletion is told to every node ({@link #gone}): each
 * forgets the name and shows the rooms it is in again; a node that missed the news sees it within {@link #KEPT_NANOS}.
 */
public final class OwnerNames implements AccountNames {
    static final long KEPT_NANOS = TimeUnit.MINUTES.toNanos(1);
    /** Beyond this many, the cache starts over rather than grow without end. */
    private static final int MAX_KEPT = 10_000;

    private record Kept(Owner owner, long at) {
    }

    private final Accounts accounts;
    private final LongSupplier nanos;
    private final inrow.room.OwnerNews news;
    private final Map<String, Kept> kept = new ConcurrentHashMap<>();
    /** Accounts being read again off the rooms' queues, each once at a time. */
    private final java.util.Set<String> refreshing = ConcurrentHashMap.newKeySet();
    private final java.util.concurrent.Executor refresher = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "owner-names");
        t.setDaemon(true);
        return t;
    });

    /** {@code news}: how every node hears of a deletion; each one's listener calls {@link #forget}. */
    public OwnerNames(Accounts accounts, LongSupplier nanos, inrow.room.OwnerNews news) {
        this.accounts = accounts;
        this.nanos = nanos;
        this.news = news;
    }

    /**
     * The owner's name as kept. Called on a room's queue while it builds a view: only an account never seen on this
     * node is read from the store there; one kept for longer than a minute is shown as kept while a background
     * thread reads it again, so no room waits on the database once a name is known.
     */
    @Override
    public Owner of(String account) {
        long now = nanos.getAsLong();
        Kept k = kept.get(account);
        if (k == null) {
            return read(account, now, null);
        }
        if (now - k.at() >= KEPT_NANOS && refreshing.add(account)) {
            refresher.execute(() -> {
                try {
                    read(account, nanos.getAsLong(), k);
                } finally {
                    refreshing.remove(account);
                }
            });
        }
        return k.owner();
    }

    private Owner read(String account, long now, Kept before) {
        Owner owner;
        try {
            owner = accounts.byId(account).map(a -> a.deleted() ? Owner.GONE : new Owner(a.name(), false))
                .orElse(Owner.GONE);
        } catch (AccountStore.Unavailable e) {
            return before == null ? null : before.owner(); // shown as before (or as a guest) until the store answers
        }
        if (kept.size() >= MAX_KEPT) {
            kept.clear();
        }
        kept.put(account, new Kept(owner, now));
        return owner;
    }

    /** This account was just deleted: every node forgets its name and shows the rooms where it sits again. */
    public void gone(String account) {
        news.changed(account);
    }

    /** This account's name as kept is out of date: the next view reads it again. */
    public void forget(String account) {
        kept.remove(account);
    }
}
