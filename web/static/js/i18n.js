// The page's words: the server hands each page its messages (the keys its scripts use, in the person's language)
// in a non-executable JSON block, so there is no second request. Messages are ICU MessageFormat, the same catalogue
// the server formats with ICU4J; this formats the part of it the scripts use: {name} and {n, plural, ...} /
// {x, select, ...}, with the browser's own plural rules (Intl.PluralRules) and number formatting.

// Outside a page (the pure functions' tests under `node --test`) there is no document: English with no messages,
// unless the test has put a stand-in document with its own block on globalThis first.
const block = globalThis.document?.getElementById('i18n');
const data = block ? JSON.parse(block.textContent) : { lang: 'en', messages: {} };

export const lang = data.lang;
/** Words a module loaded later fetched (seeks.js). */
export const learn = (m) => Object.assign(data.messages, m);
const plurals = new Intl.PluralRules(lang);
const numbers = new Intl.NumberFormat(lang);

/** The message for a key with its arguments filled in; the key itself if the page was not given it (a bug). */
export function t(key, args = {}) {
  const pattern = data.messages[key];
  if (pattern === undefined) return key;
  return format(pattern, args);
}

/**
 * A player's name as this page says it: a nameless player is stored as "Joueur 1" or "玩家 2" in the language of
 * whoever took the seat, and read as "Player 1" here.
 */
export function localName(name) {
  // Own keys only: a player named "constructor" or "toString" must not find the object's inherited members.
  const names = data.defaultNames ?? {};
  return Object.hasOwn(names, name) ? t('js.common.player', { n: names[name] }) : name;
}

/** True when the page has a message for this key (an error code the page knows, say). */
export function has(key) {
  return data.messages[key] !== undefined;
}

/** The parts of one description joined the language's way: "A7, empty", "A7，空". */
export function phrase(parts) {
  return parts.reduce((a, b) => t('js.common.pair', { a, b }));
}

/** Sentences one after another: a space between them, but none after a full-width stop ("新一局。你执 O。"). */
export function sentences(parts) {
  return parts.reduce((a, b) => (/[\u3002\uff01\uff1f]$/.test(a) ? `${a}${b}` : `${a} ${b}`));
}

export function number(n) {
  return numbers.format(n);
}

function format(pattern, args, hash) {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '{') {
      const end = closing(pattern, i);
      out += argument(pattern.slice(i + 1, end), args);
      i = end + 1;
    } else if (c === '#' && hash !== undefined) {
      out += hash;
      i++;
    } else if (c === "'" && pattern[i + 1] === "'") {
      out += "'";
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function closing(pattern, open) {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    if (pattern[i] === '{') depth++;
    if (pattern[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced message: ${pattern}`);
}

function argument(body, args) {
  const comma = body.indexOf(',');
  if (comma < 0) {
    const value = args[body.trim()];
    return typeof value === 'number' ? number(value) : String(value ?? '');
  }
  const name = body.slice(0, comma).trim();
  const rest = body.slice(comma + 1);
  const comma2 = rest.indexOf(',');
  const type = rest.slice(0, comma2).trim();
  const options = choices(rest.slice(comma2 + 1));
  const value = args[name];
  if (type === 'plural') {
    const exact = options[`=${value}`];
    const chosen = exact ?? options[plurals.select(value)] ?? options.other;
    return format(chosen, args, number(value));
  }
  if (type === 'select') return format(options[String(value)] ?? options.other, args);
  return String(value ?? '');
}

/** "one {# move} other {# moves}" as { one: '# move', other: '# moves' }. */
function choices(text) {
  const options = {};
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) break;
    const open = text.indexOf('{', i);
    const selector = text.slice(i, open).trim();
    const end = closing(text, open);
    options[selector] = text.slice(open + 1, end);
    i = end + 1;
  }
  return options;
}

// A duration's units, largest first, with the names Intl knows them by.
const UNITS = [['days', 86_400_000, 'day'], ['hours', 3_600_000, 'hour'], ['minutes', 60_000, 'minute'],
  ['seconds', 1000, 'second']];

/**
 * A duration as a person says it, in its two largest units, the rest left out: "1 day", "23 hr, 58 min" (short),
 * "30 seconds" (long). Intl's own words for every language; where the browser has no Intl.DurationFormat, its
 * units one by one.
 */
export function duration(ms, style = 'long') {
  let rest = Math.max(0, Math.floor(ms / 1000) * 1000);
  const first = Math.max(0, UNITS.findIndex(([, size]) => rest >= size));
  const parts = {};
  for (const [name, size] of UNITS.slice(Math.min(first, UNITS.length - 1), first + 2)) {
    parts[name] = Math.floor(rest / size);
    rest %= size;
  }
  if (typeof Intl.DurationFormat === 'function') return new Intl.DurationFormat(lang, { style }).format(parts);
  return UNITS.filter(([name], i) => parts[name] > 0 || (i === UNITS.length - 1 && !Object.values(parts).some(Boolean)))
    .filter(([name]) => name in parts)
    .map(([name, , unit]) => new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: style }).format(parts[name]))
    .join(' ');
}
