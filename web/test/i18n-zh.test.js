import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('zh-Hans');
const { t, phrase, sentences } = await import('../static/js/i18n.js');

test('Chinese joins parts with a full-width comma and sentences with no space after a full stop', () => {
  assert.equal(phrase(['A7', '空']), 'A7，空');
  assert.equal(sentences(['新一局。', '你执 O。']), '新一局。你执 O。');
});

test('Chinese has one plural form', () => {
  assert.equal(t('js.game.spokenSeconds', { s: 1 }), '1 秒');
  assert.equal(t('js.game.spokenSeconds', { s: 2 }), '2 秒');
});
