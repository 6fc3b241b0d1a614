// A player's page: their recent games as small boards, filtered by game kind and result, a page at a time; each
// opens its replay. The counts above come with the page; the games from /api/user/NAME/games.
import './app.js';
import { t } from './i18n.js';
import { gameName } from './terms.js';
import { boardOf, miniBoard } from './mini-board.js';
import { withLocalNames } from './seats.js';

const $ = (id) => document.getElementById(id);
const filters = $('profile-filters');
const list = $('profile-games');
let page = 1;

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

/** The opponent's name as the page says it: a deleted player, a computer's level, or the name itself. */
function opponentName(g) {
  if (!g.opponent) return t('js.profile.nobody');
  return withLocalNames({ players: { O: g.opponent } }).players.O.name;
}

export function entry(g) {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.className = 'board-card';
  a.href = g.url;
  const moves = g.moves.map((p) => [p[0], p[1]]);
  const last = moves.length ? moves[moves.length - 1] : null;
  a.append(miniBoard({ rules: g.rules, board: boardOf(g.rules, moves), last }));
  const name = opponentName(g);
  const result = t(`js.profile.result.${g.result}`);
  a.append(span('what', gameName(g.rules)), span('who', t('js.profile.versus', { name })),
    span(`meta result-${g.result}`, result));
  a.setAttribute('aria-label', t('js.profile.open', { game: gameName(g.rules), name, result }));
  li.append(a);
  return li;
}

async function load(more) {
  page = more ? page + 1 : 1;
  const query = new URLSearchParams({ page: String(page) });
  for (const field of ['kind', 'result']) {
    const value = filters.elements[field].value;
    if (value) query.set(field, value);
  }
  try {
    const response = await fetch(`/api/user/${encodeURIComponent(filters.dataset.name)}/games?${query}`);
    if (!response.ok) throw new Error(String(response.status));
    const body = await response.json();
    const entries = body.games.map(entry);
    if (more) list.append(...entries);
    else list.replaceChildren(...entries);
    $('profile-empty').hidden = list.children.length > 0;
    $('profile-empty').textContent = $('profile-empty').dataset.none ?? $('profile-empty').textContent;
    $('profile-more').hidden = body.next === null;
  } catch {
    $('profile-empty').dataset.none ??= $('profile-empty').textContent;
    $('profile-empty').textContent = t('js.profile.failed');
    $('profile-empty').hidden = false;
  }
}

if (filters && list) {
  filters.addEventListener('change', () => load(false));
  filters.addEventListener('submit', (e) => e.preventDefault());
  $('profile-more').addEventListener('click', () => load(true));
  load(false);
}
