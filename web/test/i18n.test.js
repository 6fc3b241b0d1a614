import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { t, duration, phrase, sentences, localName, has } = await import('../static/js/i18n.js');

test('plurals follow the language rules, with the number in its own format', () => {
  assert.equal(t('js.lobby.moves', { n: 1 }), '1 move');
  assert.equal(t('js.lobby.moves', { n: 0 }), '0 moves');
  assert.equal(t('js.lobby.moves', { n: 1200 }), '1,200 moves');
});

test('a select inside a message picks its case, and falls back to other with the value', () => {
  assert.equal(t('js.lobby.mine.playing', { n: 3, seat: 'black' }), '3 moves, Black to move');
  assert.equal(t('js.lobby.mine.playing', { n: 1, seat: 'Q' }), '1 move, Q to move');
});

test('a key the page was not given reads as itself, and has() says so', () => {
  assert.equal(t('js.no.such.key'), 'js.no.such.key');
  assert.equal(has('js.no.such.key'), false);
  assert.equal(has('js.lobby.moves'), true);
});

test('a duration is said in its two largest units', () => {
  assert.match(duration(86_400_000), /^1 day$/);
  assert.match(duration(30_000), /^30 seconds$/);
  const left = duration(23 * 3_600_000 + 58 * 60_000 + 48_000, 'short');
  assert.match(left, /23 hr/);
  assert.match(left, /58 min/);
  assert.doesNotMatch(left, /48/, 'seconds are left out past an hour');
});

test('parts and sentences are joined the language way', () => {
  assert.equal(phrase(['A7', 'empty']), 'A7, empty');
  assert.equal(sentences(['New round.', 'You play O.']), 'New round. You play O.');
});

test('a name that is also an object property is only a name', () => {
  assert.equal(localName('constructor'), 'constructor');
});
