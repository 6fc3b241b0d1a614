-- Whether a game is left out of the lobby's lists (a game between friends, who share its link): set at creation and
-- never changed. Every game made before this column was listed.
ALTER TABLE games ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0;
