// DELETE AFTER THE MERGE of issue 39's server: the page's bridge to a server that does not speak events yet. Such a
// server ignores `?events=1`, sends a whole `state` for every change and a `moved` frame for a plain move, and sends
// no `can`. Until it speaks events, this module turns those frames into the events frames the page reads
// (game-store.js), by the one comparison of two games left in the page, and works out from the game what a player
// may do. Nothing else in the page may compare two games or re-derive a rule; when the server sends `events` and
// `can`, nothing here runs (see game.js), and the whole module goes.
import { otherSeat } from './seats.js';

/** Whether a `state` frame comes from a server before events: it carries no `can`. */
export function oldState(frame) {
  return frame.type === 'state' && frame.game?.can === undefined;
}

/**
 * A `moved` frame (`?moves=1`) as the events frame it is: one `moved` event, and as the patch the fields it carries
 * with the stone put on the board and the move at the end of the list. An offer the move made lapse is found by
 * comparing the offers before and after.
 */
export function movedAsEvents(held, frame) {
  const [x, y] = frame.move;
  const game = held?.game;
  if (!game) return { type: 'events', v: frame.v, events: [], game: {} }; // nothing held: the store sees a gap
  const board = game.board.slice();
  board[y] = board[y].slice(0, x) + frame.mark + board[y].slice(x + 1);
  const patch = { ...frame.game, board, moves: [...game.moves, frame.move] };
  const events = [{ kind: 'moved', seat: frame.mark, x, y, ply: game.moves.length }, ...offersBetween(game, patch, true)];
  return { type: 'events', v: frame.v, events, game: patch, id: frame.id };
}

/** What happened between two games of the same room, in the events the server would have said. */
export function eventsBetween(previous, game) {
  const events = [];
  if (previous.round !== game.round) return [{ kind: 'new_round', round: game.round }];
  for (const seat of ['X', 'O']) {
    const was = previous.players[seat];
    const is = game.players[seat];
    if (!was && is) events.push({ kind: 'seated', seat, name: is.name });
    if (was && !is) events.push({ kind: 'unseated', seat });
    if (was && is && was.connected !== is.connected) events.push({ kind: 'presence', seat, connected: is.connected });
  }
  const before = previous.moves.length;
  const after = game.moves.length;
  if (after < before) events.push({ kind: 'taken_back', ply: after, taken: before - after });
  for (let i = before; i < after; i++) {
    const [x, y] = game.moves[i];
    events.push({ kind: 'moved', seat: i % 2 === 0 ? 'X' : 'O', x, y, ply: i });
  }
  const chose = choice(previous, game);
  if (chose) events.push(chose);
  events.push(...offersBetween(previous, game, after > before));
  if (previous.status !== 'over' && game.status === 'over') {
    events.push({ kind: 'game_over', winner: game.result?.winner ?? null, reason: game.result?.reason ?? null });
  }
  const asked = (g) => g.rematch ?? [];
  if (asked(game).some((s) => !asked(previous).includes(s))) events.push({ kind: 'rematch', asks: asked(game) });
  if (previous.spectators !== game.spectators) events.push({ kind: 'crowd', spectators: game.spectators });
  return events;
}

/** Offers made, declined, or lapsed by a move (the one asked moved instead). */
function offersBetween(previous, game, moved) {
  const events = [];
  for (const offer of ['draw', 'takeback']) {
    const was = previous.offers?.[offer] ?? null;
    const is = game.offers?.[offer] ?? null;
    if (is && is !== was) events.push({ kind: 'offered', offer, by: is });
    if (!was || is) continue;
    if (moved) events.push({ kind: 'lapsed', offer, by: was });
    else if (game.status === 'playing' && previous.moves.length === game.moves.length) {
      events.push({ kind: 'declined', offer, by: otherSeat(was) });
    }
  }
  return events;
}

/** A swap opening's choice, when this game follows one: the chooser, and what it took. */
function choice(previous, game) {
  const o = previous.opening;
  if (!o || o.phase !== 'choose' || previous.status !== 'playing' || game.opening?.phase === 'choose') return null;
  if (game.opening?.phase === 'place') return { kind: 'chose', seat: o.actor, take: 'more' };
  const chooser = previous.players[o.actor];
  const take = ['X', 'O'].find((s) => game.players[s]?.name === chooser?.name && game.players[s]?.kind === chooser?.kind);
  return take ? { kind: 'chose', seat: o.actor, take } : null;
}

/**
 * What a player may do, worked out from the game as the server's rules (its Manners) decide it: only for a server
 * that sends no `can`.
 */
export function legacyCan(game, you) {
  const no = { move: false, draw: false, takeback: false, abort: false, claim: false, rematch: false, resign: false,
    choose: false };
  if (!you) return no;
  const other = otherSeat(you);
  const opening = game.opening && game.opening.phase !== 'done';
  const inPlay = game.status === 'playing';
  const playing = inPlay && !opening;
  const offers = game.offers ?? {};
  // Moves made since a swap opening's stones: before both sides have moved, abort instead of a draw.
  const stones = game.opening ? game.opening.stones : 0;
  const moved = game.moves.length - stones;
  const waitDraw = offers.draw_from?.[you] != null && game.moves.length < offers.draw_from[you];
  const first = stones % 2 === 0 ? 'X' : 'O'; // who moves first once the opening's stones are down
  // One's last move, and, once the clocks run, not one's first: those stay.
  const keep = game.clock && moved >= 2 ? 2 : 0;
  const mine = you === first ? moved >= 1 + keep : moved >= 2 + keep;
  const waitTakeback = offers.takeback_from?.[you] != null && game.moves.length < offers.takeback_from[you];
  const acting = opening ? game.opening.actor : game.turn;
  return {
    move: inPlay && acting === you && (!opening || game.opening.phase === 'place'),
    draw: playing && moved >= 2 && (offers.draw === other || (offers.draw !== you && !waitDraw)),
    takeback: playing && game.takebacks !== false
      && (offers.takeback === other || (offers.takeback !== you && !waitTakeback && mine)),
    abort: game.status !== 'over' && (Boolean(opening) || moved < 2),
    claim: false, // the countdown of the opponent's time away says it (see panels.js renderAway)
    rematch: game.status === 'over' && Boolean(game.players[other]) && !(game.rematch ?? []).includes(you),
    resign: inPlay,
    choose: inPlay && Boolean(opening) && game.opening.phase === 'choose' && game.opening.actor === you,
  };
}
