-- Seats owned by accounts (issue 40): a signed-in person who takes a seat makes their account its owner, so the
-- account proves the seat on any device (as the seat's token does) and finds the game in "my games" and on its
-- profile. account is the account's id (accounts.id); null for a guest's seat or a computer's. No foreign key: a
-- deleted account keeps its row (its games still name it), and a game may be restored from a backup without it.
ALTER TABLE players ADD COLUMN account TEXT;
-- An account's games, found without reading every game: "my games" and the profile's list and counts read this.
CREATE INDEX players_by_account ON players (account, code) WHERE account IS NOT NULL;
