-- The current round's standing offers: the colour ('X' or 'O') that offered a draw, and the one that asked to take
-- a move back (null: nobody). They were kept only in memory, so a restart forgot an offer its players had been shown.
-- The store clears them where the room's table does: a draw offer lapses when the player it was made to moves; a
-- takeback, a finished round or a new round clears both.
ALTER TABLE games ADD COLUMN draw_offer TEXT;
ALTER TABLE games ADD COLUMN takeback_offer TEXT;
