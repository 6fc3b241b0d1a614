import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { apply, movesOn } = await import('../static/js/game-store.js');

// A 3x3 game between Ana (X) and Bo (O), as the server's `state` brings it on joining.
const NONE = { move: false, draw: false, takeback: false, abort: false, claim: false, rematch: false, resign: false,
  choose: false };
const game = {
  code: 'K7M2QX9P', rules: { width: 3, height: 3, win: 3, overline: true, renju: false, gravity: false },
  board: ['...', '...', '...'], moves: [], turn: 'X', status: 'playing', result: null,
  players: { X: { name: 'Ana', kind: 'human', connected: true }, O: { name: 'Bo', kind: 'human', connected: true } },
  spectators: 0, round: 1, rematch: [], clock: null, offers: { draw: null, takeback: null }, opening: null,
  can: { ...NONE, move: true, abort: true, resign: true },
};
const joined = apply(null, { type: 'state', v: 3, game });

test('a state brings the whole game, as one page event, with every field fresh', () => {
  assert.equal(joined.v, 3);
  assert.deepEqual(joined.game, game);
  assert.notEqual(joined.game, game, 'the frame is not held itself');
  assert.deepEqual(joined.events, [{ kind: 'state' }]);
  assert.equal(joined.gap, false);
  assert.ok(joined.fresh.has('clock') && joined.fresh.has('players'));
});

test('a move applies its patch and its `can`, and hands the event back', () => {
  const frame = {
    type: 'events', v: 4, id: 7,
    events: [{ kind: 'moved', mark: 'X', x: 1, y: 1, ply: 0 }],
    // The stone is the event's, not the patch's (docs/protocol.md, Events): the page puts it where it landed.
    game: { turn: 'O', clock: null, offers: { draw: null, takeback: null },
      forbidden: [], first_move_ms: 30000, thinking: null, comment: null },
    can: { ...NONE, abort: true, resign: true },
  };
  const after = apply(joined, frame);
  assert.equal(after.v, 4);
  assert.deepEqual(after.game.board, ['...', '.X.', '...']);
  assert.deepEqual(after.game.moves, [[1, 1]]);
  assert.ok(after.fresh.has('board') && after.fresh.has('moves'));
  assert.equal(after.game.turn, 'O');
  assert.equal(after.game.can.move, false);
  assert.equal(after.game.players, game.players, 'fields the patch leaves out are kept');
  assert.deepEqual(after.events, [{ ...frame.events[0], seat: 'X' }], 'the seat that placed it, for the reactions');
  assert.ok(after.fresh.has('clock') && after.fresh.has('first_move_ms') && !after.fresh.has('players'));
  assert.equal(joined.game.turn, 'X', 'the game held before is not changed');
  assert.equal(movesOn(after.events), true);
});

test('offers made, declined and lapsed come as events with the offers they changed', () => {
  const offered = apply(joined, { type: 'events', v: 4, events: [{ kind: 'offered', offer: 'draw', by: 'X' }],
    game: { offers: { draw: 'X', takeback: null } }, can: { ...NONE, resign: true } });
  assert.equal(offered.game.offers.draw, 'X');
  const declined = apply(offered, { type: 'events', v: 5, events: [{ kind: 'declined', offer: 'draw', by: 'O' }],
    game: { offers: { draw: null, takeback: null, draw_from: { X: 10 } } }, can: { ...NONE, resign: true } });
  assert.deepEqual(declined.game.offers.draw_from, { X: 10 });
  assert.deepEqual(declined.events, [{ kind: 'declined', offer: 'draw', by: 'O' }]);
  assert.equal(movesOn(declined.events), false, 'a refusal leaves the position as it was');
  const lapsed = apply(offered, { type: 'events', v: 5,
    events: [{ kind: 'moved', seat: 'O', x: 0, y: 0, ply: 0 }, { kind: 'lapsed', offer: 'draw', by: 'X' }],
    game: { board: ['O..', '...', '...'], moves: [[0, 0]], offers: { draw: null, takeback: null } } });
  assert.deepEqual(lapsed.events.map((e) => e.kind), ['moved', 'lapsed']);
});

test('a takeback says how many moves went, from the moves held when it came', () => {
  const four = apply(null, { type: 'state', v: 9, game: { ...game, moves: [[0, 0], [1, 1], [2, 2], [0, 1]] } });
  const back = apply(four, { type: 'events', v: 10, events: [{ kind: 'taken_back', ply: 2 }],
    game: { moves: [[0, 0], [1, 1]], board: ['X..', '.O.', '...'], turn: 'X' } });
  assert.deepEqual(back.events, [{ kind: 'taken_back', ply: 2, taken: 2 }]);
  assert.equal(back.game.moves.length, 2);
});

test('a choice, the end, a new round and rematch asks are applied as patched', () => {
  const chose = apply(joined, { type: 'events', v: 4, events: [{ kind: 'chose', seat: 'O', take: 'X' }],
    game: { players: { X: game.players.O, O: game.players.X }, opening: { rule: 'swap', phase: 'done', actor: null } } });
  assert.equal(chose.game.players.X.name, 'Bo');
  const over = apply(joined, { type: 'events', v: 4, events: [{ kind: 'game_over', winner: 'O', reason: 'resign' }],
    game: { status: 'over', turn: null, result: { winner: 'O', reason: 'resign', line: [] } },
    can: { ...NONE, rematch: true } });
  assert.equal(over.game.status, 'over');
  assert.equal(over.game.can.rematch, true);
  const asked = apply(over, { type: 'events', v: 5, events: [{ kind: 'rematch', asks: ['X'] }], game: { rematch: ['X'] } });
  assert.deepEqual(asked.game.rematch, ['X']);
  assert.equal(asked.game.can.rematch, true, 'a frame without `can` keeps the last one');
  const round = apply(asked, { type: 'events', v: 6, events: [{ kind: 'new_round', round: 2 }],
    game: { round: 2, status: 'playing', result: null, rematch: [], moves: [], board: ['...', '...', '...'], turn: 'X',
      players: { X: game.players.O, O: game.players.X } } });
  assert.equal(round.game.round, 2);
  assert.equal(movesOn(round.events), true);
});

test('the crowd and presence change nothing else; a frame that sets nothing keeps the very same game', () => {
  const nothing = apply(joined, { type: 'events', v: 4, events: [], game: {} });
  assert.equal(nothing.game, joined.game, 'nothing to re-count: the clocks keep counting from the last times sent');
  assert.deepEqual(nothing.events, []);
  assert.equal(nothing.fresh.size, 0);
  const crowd = apply(nothing, { type: 'events', v: 5, events: [{ kind: 'crowd', spectators: 3 }], game: { spectators: 3 } });
  assert.equal(crowd.game.spectators, 3);
  const away = { ...game.players.O, connected: false, away_ms: 0 };
  const gone = apply(crowd, { type: 'events', v: 6, events: [{ kind: 'presence', seat: 'O', connected: false }],
    game: { players: { X: game.players.X, O: away } } });
  assert.equal(gone.game.players.O.connected, false);
  assert.ok(gone.fresh.has('players'));
  const quiet = apply(gone, { type: 'events', v: 7, events: [], game: {} });
  assert.equal(quiet.v, 7, 'a version this viewer may see nothing of still counts');
});

test('a version gap applies nothing and says so, and so does an events frame before any state', () => {
  const gap = apply(joined, { type: 'events', v: 5, events: [{ kind: 'moved', seat: 'X', x: 0, y: 0, ply: 0 }],
    game: { moves: [[0, 0]] } });
  assert.equal(gap.gap, true);
  assert.equal(gap.v, 3);
  assert.equal(gap.game, joined.game);
  assert.deepEqual(gap.events, []);
  assert.equal(apply(joined, { type: 'events', v: 3, events: [], game: {} }).gap, true, 'a version again is no next');
  assert.equal(apply(null, { type: 'events', v: 1, events: [], game: {} }).gap, true);
  const rejoined = apply(gap, { type: 'state', v: 5, game: { ...game, moves: [[0, 0]] } });
  assert.equal(rejoined.gap, false);
  assert.equal(rejoined.v, 5);
});
