-- Swap openings: the rule every round of a game starts with (null: none; 'swap' or 'swap2'), and the choices made
-- so far in the current round's opening, in order, comma-separated (null: none yet): each is 'X' or 'O' (the colour
-- the chooser takes; the seats follow it) or 'more' (swap2: two more stones). A new round clears them. Kept on the
-- game's row so that start-up still reads every game in the same fixed number of queries.
ALTER TABLE games ADD COLUMN opening TEXT;
ALTER TABLE games ADD COLUMN choices TEXT;
