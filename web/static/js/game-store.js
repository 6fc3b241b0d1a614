// The game as this page holds it: one value, changed only by the frames the server sends (docs/protocol.md and issue
// 39's `?events=1` wire). A `state` frame brings the whole game; an `events` frame says what happened (the events
// this connection may see) and carries the fields that changed (`game`, a patch) and what this viewer may do now
// (`can`). The page applies a frame here, then renders the game and reacts to the events: it never compares two
// games to find out what happened, and it never works out a rule. No DOM: tested under `node --test`.

/**
 * What holding {@code held} ({v, game}, or null before the first state) and hearing {@code frame} leads to:
 * `{v, game, events, fresh, gap}`.
 * - `events`: what the page reacts to. A `state` frame says no event of the server's; it is one page event,
 *   `{kind: 'state'}` (the whole game arrived: a join, a re-join), which is said as a whole, not as a change.
 * - `fresh`: the fields the frame set (every field for a `state`), for what counts from the moment a value
 *   arrived (the clocks, the first-move deadline, an away player's countdown).
 * - `gap`: the frame is not the version after the one held (a lost frame, a bug): nothing was applied, and the
 *   page joins again for a whole `state`.
 * The game held is never changed in place: a frame that changes nothing gives back the same object.
 */
export function apply(held, frame) {
  if (frame.type === 'state') {
    // An events socket's state carries what this viewer may do now beside the game.
    const game = frame.can !== undefined ? { ...frame.game, can: frame.can } : { ...frame.game };
    // Said as a whole only when it is the first (a join): a later one (a change the server could not name, a
    // re-join after a gap) is drawn, not announced again.
    const events = held ? [] : [{ kind: 'state' }];
    return { v: frame.v, game, events, fresh: new Set(Object.keys(game)), gap: false };
  }
  if (frame.type !== 'events') return { ...unchanged(held), gap: false };
  if (!held || frame.v !== held.v + 1) return { ...unchanged(held), gap: true };
  const patch = frame.game ?? {};
  const events = (frame.events ?? []).map((e) => withTaken(e, held.game));
  const fresh = new Set(Object.keys(patch));
  if (frame.can !== undefined) fresh.add('can');
  const stones = events.filter((e) => e.kind === 'moved');
  if (stones.length > 0) {
    fresh.add('board');
    fresh.add('moves');
  }
  const game = fresh.size === 0 ? held.game
    : Object.assign(withStones(held.game, stones), patch, frame.can !== undefined ? { can: frame.can } : {});
  return { v: frame.v, game, events, fresh, gap: false };
}

/**
 * The game with each moved event's stone where the server says it landed (with gravity too): a move's frame carries
 * the stone as its event, not the whole board, so that it stays small on any board.
 */
function withStones(game, stones) {
  if (stones.length === 0) return { ...game };
  const board = game.board.slice();
  const moves = game.moves.slice();
  for (const { mark, x, y } of stones) {
    board[y] = board[y].slice(0, x) + mark + board[y].slice(x + 1);
    moves.push([x, y]);
  }
  return { ...game, board, moves };
}

function unchanged(held) {
  return { v: held?.v ?? null, game: held?.game ?? null, events: [], fresh: new Set() };
}

/**
 * A takeback says how far the round went back (`ply`, the moves left); "2 moves were taken back" also needs how many
 * went, which is the moves this page held when the event came, less those left.
 */
function withTaken(event, game) {
  // A stone's event names its colour (`mark`); the page's reactions speak of the seat that placed it, the same one
  // outside a swap opening.
  if (event.kind === 'moved' && event.seat === undefined) return { ...event, seat: event.mark };
  if (event.kind !== 'taken_back' || event.taken !== undefined || !game?.moves) return event;
  return { ...event, taken: Math.max(0, game.moves.length - event.ply) };
}

/** Whether a frame's events change the position an error was given in ("not your turn"), so that it no longer holds. */
export function movesOn(events) {
  return events.some((e) => POSITION.has(e.kind));
}

// The events after which the position (the stones, whose turn, the status) is not the one before.
const POSITION = new Set(['moved', 'taken_back', 'game_over', 'new_round', 'seated', 'unseated']);
