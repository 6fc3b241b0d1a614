-- Renju: black may not make a double-three, a double-four or an overline (freestyle and standard gomoku are the
-- overline column's two values; renju is a third rule set on top of "overline wins" for white).
ALTER TABLE games ADD COLUMN renju INTEGER NOT NULL DEFAULT 0;
