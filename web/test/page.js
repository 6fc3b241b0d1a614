// What the page's modules need from a page, for their pure functions under `node --test`: the message block the
// server writes into every page (its language and the messages of the catalogue), read here from the catalogues
// themselves. Each test file runs in its own process, so each may stand in for a page in another language.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const catalogues = fileURLToPath(new URL('../i18n/', import.meta.url));

/** The catalogue of a language as the server reads it: `key=value` lines, `#` comments, UTF-8. */
export function catalogue(lang) {
  const messages = {};
  for (const line of readFileSync(`${catalogues}messages.${lang}.properties`, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    messages[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return messages;
}

/** Puts a page's message block for {@code lang} where i18n.js looks for it; call before importing any module. */
export function pageIn(lang) {
  const block = { textContent: JSON.stringify({ lang, messages: catalogue(lang) }) };
  globalThis.document = { getElementById: (id) => (id === 'i18n' ? block : null) };
}
