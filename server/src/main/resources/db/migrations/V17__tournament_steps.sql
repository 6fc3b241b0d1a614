-- Renju's tournament openings: the games row's opening column names the rule ('soosorv8', 'taraguchi10') as it does
-- a swap opening, and steps keeps the current round's steps in it, in order, comma-separated, each as the step
-- message spells it ('place h8', 'swap', 'declare j10 3', 'offer g8 g9', 'pick g9'; null: none yet). A new round
-- clears them. The opening's stones are in these steps, not in moves.
ALTER TABLE games ADD COLUMN steps TEXT;
