package inrow.rated;

import inrow.rating.Rating;

/** One line of a leaderboard: the account's name and its rating there. */
public record Leader(String name, Rating rating) {
}
