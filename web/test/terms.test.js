import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pageIn } from './page.js';

pageIn('en');
const { gameName } = await import('../static/js/terms.js');
const { timeControl, clockFace, spokenTime, stopwatch } = await import('../static/js/terms.js');
// The answers the server's pages give too (TermsTest.java reads the same file).
const terms = JSON.parse(readFileSync(new URL('./terms.json', import.meta.url), 'utf8'));

test('a game is named from its rules, as the server names it', () => {
  for (const { rules, name } of terms.games) assert.equal(gameName(rules), name, JSON.stringify(rules));
});

test('a clock\'s terms read as the server writes them; an untimed game has none', () => {
  for (const { clock, terms: said } of terms.clocks) assert.equal(timeControl(clock), said, JSON.stringify(clock));
  assert.equal(timeControl(null), null);
});

test('a clock face is a stopwatch, and a correspondence clock reads in days and hours', () => {
  const blitz = { initial_ms: 180000, increment_ms: 2000, per_move_ms: 0 };
  assert.equal(clockFace(245_000, blitz), '4:05');
  assert.equal(clockFace(3_723_000, blitz), '1:02:03');
  const days = { initial_ms: 0, increment_ms: 0, per_move_ms: 86_400_000 };
  assert.match(clockFace(23 * 3_600_000 + 58 * 60_000, days), /23 hr,? 58 min/);
  assert.equal(spokenTime(65_000, blitz), '1 min 5 s');
  assert.equal(spokenTime(10_000, blitz), '10 s');
  assert.match(spokenTime(86_400_000, days), /^1 day$/);
  assert.equal(stopwatch(9_300), '0:09.3');
});
