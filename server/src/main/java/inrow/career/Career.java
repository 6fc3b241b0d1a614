package inrow.career;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A player's record, from the games their account's seats are in: counts per game kind, their games a page at a
 * time, and the games still going. A game counts by its stored round (a rematch series counts once, as it stands);
 * aborted games count for nothing.
 */
public final class Career {
    public static final int PAGE = 12;

    /** Games played (finished, not aborted) and how they went. */
    public record Tally(int played, int wins, int draws, int losses) {
        public static final Tally NONE = new Tally(0, 0, 0, 0);

        Tally plus(AccountGame.Standing s) {
            return new Tally(played + 1, wins + (s == AccountGame.Standing.WIN ? 1 : 0),
                draws + (s == AccountGame.Standing.DRAW ? 1 : 0), losses + (s == AccountGame.Standing.LOSS ? 1 : 0));
        }
    }

    /** The account's counts in all and per game kind (kinds never played left out). */
    public record Record(Tally all, Map<String, Tally> byKind) {
    }

    /** One page of games, newest first, whole; {@code next}: the next page's number, or null after the last. */
    public record Page(List<AccountGame> games, int total, Integer next) {
    }

    private final AccountGames store;

    public Career(AccountGames store) {
        this.store = store;
    }

    public Record record(String account) {
        Tally all = Tally.NONE;
        Map<String, Tally> byKind = new LinkedHashMap<>();
        for (AccountGame g : store.of(account)) {
            AccountGame.Standing s = g.standing();
            if (s == AccountGame.Standing.LIVE || s == AccountGame.Standing.ABORTED) {
                continue;
            }
            all = all.plus(s);
            byKind.put(g.kind(), byKind.getOrDefault(g.kind(), Tally.NONE).plus(s));
        }
        return new Record(all, byKind);
    }

    /** The account's games still going, light (the room knows whose move it is now). */
    public List<AccountGame> going(String account) {
        return store.of(account).stream().filter(g -> g.standing() == AccountGame.Standing.LIVE).toList();
    }

    /**
     * Page {@code page} (from 1) of the account's games, newest first; {@code kind} (a kind's code) and
     * {@code standing} narrow them, null for any.
     */
    public Page page(String account, String kind, AccountGame.Standing standing, int page) {
        List<AccountGame> matching = store.of(account).stream()
            .filter(g -> kind == null || g.kind().equals(kind))
            .filter(g -> standing == null || g.standing() == standing)
            .sorted(Comparator.comparingLong((AccountGame g) -> g.game().createdAt()).reversed())
            .toList();
        int from = Math.min(matching.size(), (page - 1) * PAGE);
        List<AccountGame> light = matching.subList(from, Math.min(matching.size(), from + PAGE));
        Map<String, inrow.game.StoredGame> whole = store.whole(light.stream().map(AccountGame::code).toList())
            .stream().collect(Collectors.toMap(inrow.game.StoredGame::code, Function.identity()));
        List<AccountGame> games = new ArrayList<>();
        for (AccountGame g : light) {
            games.add(new AccountGame(g.slot(), whole.getOrDefault(g.code(), g.game())));
        }
        return new Page(games, matching.size(), from + PAGE < matching.size() ? page + 1 : null);
    }
}
