-- Gravity (Connect Four and any board where stones fall): a stone lands on the lowest empty cell of its column.
-- Moves keep their landing cell (x, y), so replaying them needs only this flag.
ALTER TABLE games ADD COLUMN gravity INTEGER NOT NULL DEFAULT 0;
