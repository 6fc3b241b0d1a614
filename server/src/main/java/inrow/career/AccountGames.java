package inrow.career;

import inrow.game.StoredGame;
import java.util.List;

/**
 * Where an account's games are found: the store indexes seats by their owner, so none of this reads every game.
 */
public interface AccountGames {
    /**
     * Every game a seat of this account is in, newest activity first, read light: players and result, no moves,
     * rounds or chat.
     */
    List<AccountGame> of(String account);

    /** These games whole (their current round's moves too), in no particular order. */
    List<StoredGame> whole(List<String> codes);

    /** Keeps nothing: a server without a database. */
    AccountGames NONE = new AccountGames() {
        @Override
        public List<AccountGame> of(String account) {
            return List.of();
        }

        @Override
        public List<StoredGame> whole(List<String> codes) {
            return List.of();
        }
    };
}
