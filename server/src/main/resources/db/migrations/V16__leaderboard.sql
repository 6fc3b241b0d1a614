-- The leaderboard (issue 41): one kind and speed's ratings, highest first, without reading every account's.
CREATE INDEX ratings_by_board ON ratings (kind, speed, rating);
