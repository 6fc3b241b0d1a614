// The bridge to a server before events (web/static/js/legacy.js): delete with it after the merge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { oldState, movedAsEvents, eventsBetween, legacyCan } = await import('../static/js/legacy.js');
const { apply } = await import('../static/js/game-store.js');

const ana = { name: 'Ana', kind: 'human', connected: true };
const bo = { name: 'Bo', kind: 'human', connected: true };
const game = {
  rules: { width: 3, height: 3, win: 3 }, board: ['...', '.X.', '...'], moves: [[1, 1]], turn: 'O', status: 'playing',
  result: null, players: { X: ana, O: bo }, spectators: 0, round: 1, rematch: [], clock: null, opening: null,
  offers: { draw: 'X', takeback: null }, takebacks: true,
};

test('a state without `can` is an old server\'s', () => {
  assert.equal(oldState({ type: 'state', v: 1, game }), true);
  assert.equal(oldState({ type: 'state', v: 1, game: { ...game, can: {} } }), false);
});

test('a moved frame is one moved event, with the offer it made lapse', () => {
  const held = { v: 4, game };
  const frame = movedAsEvents(held, { type: 'moved', v: 5, move: [0, 0], mark: 'O',
    game: { turn: 'X', clock: null, offers: { draw: null, takeback: null }, first_move_ms: null } });
  assert.deepEqual(frame.events, [{ kind: 'moved', seat: 'O', x: 0, y: 0, ply: 1 },
    { kind: 'lapsed', offer: 'draw', by: 'X' }]);
  const after = apply(held, frame);
  assert.deepEqual(after.game.board, ['O..', '.X.', '...']);
  assert.deepEqual(after.game.moves, [[1, 1], [0, 0]]);
});

test('two whole states compared say what the events would have said', () => {
  const declined = { ...game, offers: { draw: null, takeback: null, draw_from: { X: 3 } } };
  assert.deepEqual(eventsBetween(game, declined), [{ kind: 'declined', offer: 'draw', by: 'O' }]);
  const back = { ...game, moves: [], board: ['...', '...', '...'], turn: 'X', offers: { draw: null, takeback: null } };
  assert.deepEqual(eventsBetween({ ...game, offers: { draw: null, takeback: null } }, back),
    [{ kind: 'taken_back', ply: 0, taken: 1 }]);
  const over = { ...game, status: 'over', result: { winner: 'O', reason: 'resign', line: [] }, offers: {} };
  assert.deepEqual(eventsBetween(game, over).map((e) => e.kind), ['game_over']);
  const waiting = { ...game, players: { X: ana, O: null }, status: 'waiting', moves: [], offers: { draw: null } };
  assert.deepEqual(eventsBetween(waiting, { ...waiting, players: { X: ana, O: bo }, status: 'playing' }),
    [{ kind: 'seated', seat: 'O', name: 'Bo' }]);
  assert.deepEqual(eventsBetween(over, { ...over, round: 2 }), [{ kind: 'new_round', round: 2 }]);
});

test('without `can`, what a player may do is worked out as before', () => {
  const early = legacyCan({ ...game, offers: { draw: null, takeback: null } }, 'X');
  assert.equal(early.abort, true, 'before both sides have moved: abort, not a draw');
  assert.equal(early.draw, false);
  assert.equal(early.takeback, true);
  assert.equal(early.move, false);
  assert.equal(legacyCan(game, null).resign, false, 'a spectator may do nothing');
  const two = { ...game, moves: [[1, 1], [0, 0]], turn: 'X', offers: { draw: null, takeback: null, draw_from: { X: 12 } } };
  assert.equal(legacyCan(two, 'X').draw, false, 'waiting to offer again');
  assert.equal(legacyCan(two, 'O').draw, true);
  assert.equal(legacyCan(two, 'X').move, true);
});
