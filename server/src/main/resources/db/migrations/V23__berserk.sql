-- An arena player's berserk (issue 44): the clock the seat holds after halving it, kept until the round ends, so a
-- restart (or another node loading the game) before the player's first move shows the halved clock, not the full
-- one. Null: no berserk this round. A new round clears it, and so does a seat given back to the lobby (its round
-- starts over with full clocks); after the player's first move that move's clock_ms says the same and more.
ALTER TABLE players ADD COLUMN berserk_ms BIGINT;
