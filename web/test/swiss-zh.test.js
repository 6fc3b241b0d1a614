import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pageIn } from './page.js';

pageIn('zh-Hans');
const { resultCell, pairedNote, swissPhase, swissTerms } = await import('../static/js/swiss-view.js');
const { running } = JSON.parse(readFileSync(new URL('./swiss.json', import.meta.url), 'utf8'));

test('a Swiss in Chinese: full-width commas, the round before the time, no plural forms', () => {
  assert.equal(resultCell(running.standings.players[0].results[0]).label, '第 1 轮，对 bob：胜，执 X');
  assert.equal(resultCell(running.standings.players[1].results[0]).label, '第 1 轮，轮空，得 1 分');
  assert.deepEqual(pairedNote(running, 'bob'), { round: 2, text: '第 2 轮已编排：你对 dave，执 O。' });
  assert.equal(swissPhase(running, running.now).text, '5:00 后第 3 轮');
  assert.equal(swissTerms({ ...running, rounds: 1 }), '五子棋 · 5 分 + 3 秒 · 1 轮');
});
