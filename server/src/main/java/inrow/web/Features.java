package inrow.web;

import inrow.account.Accounts;
import inrow.career.AccountGames;
import inrow.review.Reviews;

/**
 * What the site offers beyond rooms, each built by the composition root and absent (null, or a NONE port) in tests
 * of the web layer alone. A new capability is a new component here, given in the one place that builds it, rather
 * than one more parameter on {@link App#create}.
 *
 * @param accounts people's accounts (null: none, so no sign-in, profiles or "my games")
 * @param games the accounts' games, for "my games" and profiles
 * @param owners the seats' owners' names the rooms show (told of a deletion at once; null: none)
 * @param reviews the computer's reviews of finished games (null: none)
 * @param ratings the accounts' ratings and leaderboards (written with the rated rounds' ends)
 * @param leaderboard who a leaderboard lists
 * @param analyses the analysis board's computer, on the reviews' pool (null: none)
 * @param pairing quick pairing's pools shared with other nodes (null: this node's own)
 * @param arenas arena tournaments (null: none)
 * @param swisses Swiss tournaments, served beside the arenas (null: none)
 */
public record Features(Accounts accounts, AccountGames games, OwnerNames owners, Reviews reviews,
                       inrow.rated.RatingStore ratings, inrow.rated.LeaderboardRule leaderboard,
                       inrow.analysis.Analyses analyses, inrow.lobby.PairingNodes pairing, inrow.arenas.Arenas arenas,
                       inrow.swiss.Swisses swisses) {
    /** Rooms and the lobby only. */
    public static final Features NONE = new Features(null, AccountGames.NONE, null, null,
        inrow.rated.RatingStore.NONE, inrow.rated.LeaderboardRule.STANDARD, null, null, null, null);

    /** Without arenas, and with this node's own pools. */
    public Features(Accounts accounts, AccountGames games, OwnerNames owners, Reviews reviews,
                    inrow.rated.RatingStore ratings, inrow.rated.LeaderboardRule leaderboard,
                    inrow.analysis.Analyses analyses) {
        this(accounts, games, owners, reviews, ratings, leaderboard, analyses, null, null, null);
    }
}
