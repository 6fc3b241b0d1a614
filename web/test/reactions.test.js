import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { headline, announcement, frameSound, soundFor, noteFor, cue, title } = await import('../static/js/reactions.js');

const ttt = { width: 3, height: 3, win: 3, overline: true, renju: false, gravity: false };
const ana = { name: 'Ana', kind: 'human', connected: true };
const bo = { name: 'Bo', kind: 'human', connected: true };
const base = {
  rules: ttt, board: ['...', '.X.', '...'], moves: [[1, 1]], turn: 'O', status: 'playing', result: null,
  players: { X: ana, O: bo }, spectators: 0, round: 1, rematch: [], clock: null, thinking: null,
  offers: { draw: null, takeback: null }, opening: null,
};
const moved = { kind: 'moved', seat: 'X', x: 1, y: 1, ply: 0 };
const now = (game, more = {}) => ({ game, playing: true, newMove: false, asking: false, ...more });

test('a move is said with its cell and the headline, and sounds as the turn that came', () => {
  assert.equal(announcement([moved], base, 'O'), 'X played B2. Your move.');
  assert.equal(announcement([moved], base, null), 'X played B2. Bo (O) to move.');
  assert.equal(soundFor(moved, base, 'O'), 'turn');
  assert.equal(soundFor(moved, base, 'X'), 'move');
  assert.equal(cue([moved], base, 'O'), 'Your move');
  assert.equal(cue([moved], base, 'X'), null, 'one\'s own move calls nobody back');
});

test('the whole game on joining says its last move and the headline; chat, crowd and presence say nothing', () => {
  assert.equal(announcement([{ kind: 'state' }], base, 'O'), 'X played B2. Your move.');
  assert.equal(announcement([{ kind: 'crowd', spectators: 2 }], base, 'O'), null);
  assert.equal(announcement([{ kind: 'presence', seat: 'X', connected: false }], base, 'O'), null);
  assert.equal(frameSound([{ kind: 'said', room: 'players', from: 'X', name: 'Ana', text: 'hi', at: 1 }], base, 'O'), null);
  assert.equal(cue([{ kind: 'state' }], base, 'O'), null, 'opening the page is no news to call anyone back for');
});

test('a declined offer is a note for the one who offered, old news at the next move', () => {
  const declined = { kind: 'declined', offer: 'draw', by: 'O' };
  const note = noteFor(declined, base, 'X');
  assert.equal(note.text, 'Bo declined the draw.');
  assert.equal(note.stale(now(base)), false);
  assert.equal(note.stale(now(base, { newMove: true })), true);
  assert.equal(note.stale(now(base, { asking: true })), true, 'offering again makes it old news');
  assert.equal(noteFor(declined, base, 'O'), null, 'the one who declined knows');
  assert.equal(noteFor(declined, base, null), null);
  assert.equal(noteFor({ kind: 'declined', offer: 'takeback', by: 'X' }, base, 'O').text, 'Ana declined the takeback.');
  assert.equal(announcement([declined], base, 'X'), null, 'the position did not change: no headline again');
});

test('an offer that lapsed is said to who made it, and stays until the next move', () => {
  const two = { ...base, moves: [[1, 1], [0, 0]], turn: 'X' };
  const lapsed = { kind: 'lapsed', offer: 'draw', by: 'X' };
  const note = noteFor(lapsed, two, 'X');
  assert.equal(note.text, 'Bo moved instead: your draw offer lapsed.');
  assert.equal(note.stale(now(two, { newMove: true })), false, 'the move that made it lapse is this one');
  assert.equal(note.stale(now({ ...two, moves: [...two.moves, [2, 2]] })), true);
  assert.equal(noteFor({ kind: 'lapsed', offer: 'takeback', by: 'X' }, two, 'X').text,
    'Your takeback request lapsed with the move.');
  assert.equal(noteFor(lapsed, two, 'O'), null);
});

test('a takeback is a note for onlookers and words for players', () => {
  const back = { kind: 'taken_back', ply: 1, taken: 1 };
  const note = noteFor(back, base, null);
  assert.equal(note.text, 'A move was taken back.');
  assert.equal(note.stale(now(base)), false);
  assert.equal(note.stale(now({ ...base, moves: [[1, 1], [0, 0], [2, 2]] })), true);
  assert.equal(noteFor(back, base, 'X'), null);
  const asker = { ...base, turn: 'X', moves: [], board: ['...', '...', '...'] };
  assert.equal(announcement([{ kind: 'taken_back', ply: 0, taken: 1 }], asker, 'X'), 'A move was taken back. Your move.');
  assert.equal(noteFor({ kind: 'taken_back', ply: 0, taken: 2 }, asker, null).text, '2 moves were taken back.');
});

test('what a computer chose in a swap opening is said; a person\'s choice is seen', () => {
  const renju = { width: 15, height: 15, win: 5, overline: true, renju: true, gravity: false };
  const master = { name: 'Master', kind: 'bot', level: 'master', connected: true };
  const took = { ...base, rules: renju, players: { X: ana, O: master }, opening: { rule: 'swap', phase: 'done' } };
  assert.equal(noteFor({ kind: 'chose', seat: 'X', take: 'O' }, took, 'X').text, 'Master takes White.');
  const more = { ...took, opening: { rule: 'swap2', phase: 'place', actor: 'O', more: false, stones: 5 } };
  assert.equal(noteFor({ kind: 'chose', seat: 'O', take: 'more' }, more, 'X').text, 'Master places two more stones.');
  const people = { ...took, players: { X: ana, O: bo } };
  assert.equal(noteFor({ kind: 'chose', seat: 'X', take: 'O' }, people, 'X'), null);
  const note = noteFor({ kind: 'chose', seat: 'X', take: 'O' }, took, 'X');
  assert.equal(note.stale(now({ ...took, round: 2 })), true);
});

test('the end of a game sounds as a win or a loss, and calls the player back with the headline', () => {
  const over = { ...base, status: 'over', turn: null, result: { winner: 'O', reason: 'resign', line: [] } };
  const end = { kind: 'game_over', winner: 'O', reason: 'resign' };
  assert.equal(frameSound([moved, end], over, 'O'), 'win', 'the end before the stone that made it');
  assert.equal(frameSound([end], over, 'X'), 'loss');
  assert.equal(frameSound([end], over, null), 'move');
  assert.equal(soundFor({ kind: 'game_over', winner: null, reason: 'agreement' }, over, 'X'), 'move');
  assert.equal(cue([end], over, 'O'), 'You win by resignation!');
  assert.equal(headline(over, 'X'), 'You resigned');
  assert.equal(headline(over, null), 'Bo (O) wins by resignation');
  assert.equal(announcement([end], over, 'X'), 'You resigned.');
});

test('a seat taken is said and heard; a new round says the colour one plays now', () => {
  const seated = { kind: 'seated', seat: 'O', name: 'Bo' };
  const started = { ...base, moves: [], board: ['...', '...', '...'], turn: 'X' };
  assert.equal(announcement([seated], started, 'X'), 'Bo took the seat. Your move.');
  assert.equal(frameSound([seated], started, 'X'), 'join');
  const round2 = { ...started, round: 2, players: { X: bo, O: ana } };
  assert.equal(announcement([{ kind: 'new_round', round: 2 }], round2, 'O'), 'New round. You are O. Waiting for Bo…');
  assert.equal(cue([{ kind: 'new_round', round: 2 }], round2, 'X'), 'Your move');
});

test('offers and rematch asks from the other call a player back; the tab\'s title says it', () => {
  assert.equal(cue([{ kind: 'offered', offer: 'draw', by: 'O' }], base, 'X'), 'Bo offers a draw.');
  assert.equal(cue([{ kind: 'offered', offer: 'takeback', by: 'X' }], base, 'O'), 'Ana asks to take back a move.');
  assert.equal(cue([{ kind: 'offered', offer: 'draw', by: 'X' }], base, 'X'), null);
  const over = { ...base, status: 'over', turn: null, result: { winner: null, reason: 'draw', line: [] }, rematch: ['O'] };
  assert.equal(cue([{ kind: 'rematch', asks: ['O'] }], over, 'X'), 'Bo offers a rematch.');
  assert.equal(cue([{ kind: 'rematch', asks: ['O'] }], over, 'O'), null);
  assert.equal(title('Your move', 'InRow'), '\u25cf Your move \u00b7 InRow');
});
