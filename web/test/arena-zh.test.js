import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('zh-Hans');
const { countdown, phase, sheetMark, terms, conditions } = await import('../static/js/arena-view.js');

test('the arena\'s words in Chinese: full-width commas, no plural forms', () => {
  assert.equal(sheetMark({ result: 'win', points: 4, berserk: true, fire: false }).label, '胜，4 分，狂暴');
  assert.equal(phase({ status: 'created', startsAt: 65_000 }, 0).text, '1:05 后开始');
  assert.equal(countdown(2 * 86_400_000 + 3_600_000), '2 天 1 小时');
  assert.equal(terms({ game: 'gomoku', opening: 'swap', clock: { initialMs: 300_000, incrementMs: 3000 }, minutes: 45 }),
    '五子棋 · 三手交换 · 5 分 + 3 秒 · 45 分钟');
  assert.deepEqual(conditions({ minRating: null, maxRating: null, minRatedGames: 3 }), ['至少 3 局计分对局']);
});
