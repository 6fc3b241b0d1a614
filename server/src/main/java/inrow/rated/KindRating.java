package inrow.rated;

import inrow.rating.Rating;
import inrow.rating.Speed;

/** One of an account's ratings: the game kind ({@code "gomoku-standard"}) and speed it is kept for. */
public record KindRating(String kind, Speed speed, Rating rating) {
}
