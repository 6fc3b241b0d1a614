// A player's page: their recent games as small boards, filtered by game kind and result, a page at a time; each
// opens its replay. The counts above come with the page; the games from /api/user/NAME/games.
import './app.js';
import { listen } from './presence.js';
import { t } from './i18n.js';
import { gameName } from './terms.js';
import { boardOf, miniBoard } from './mini-board.js';
import { withLocalNames } from './seats.js';
import { chartPoints } from './rating.js';

// This browser's open seek stays listed while it is here; once accepted, the page goes to the game.
listen();

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

const SVG = 'http://www.w3.org/2000/svg';

/** One rating: kind and speed, the label the server sent ("1662?"), its games, and its history as a small chart. */
export function ratingEntry(r) {
  const li = document.createElement('li');
  const kind = t(`js.profile.kind.${r.kind}`);
  const speed = t(`js.profile.speed.${r.speed}`);
  li.append(span('what', `${kind} · ${speed}`), span('rating-value', r.label),
    span('meta', t('js.profile.ratingGames', { n: r.games })));
  if (r.history.length > 0) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 160 40');
    svg.setAttribute('class', 'rating-chart');
    svg.setAttribute('role', 'img');
    // Ratings as strings: a rating is read "1662", never with a thousands separator.
    svg.setAttribute('aria-label', t('js.profile.chart', { kind, speed, first: String(r.history[0].rating),
      last: String(r.history[r.history.length - 1].rating) }));
    const line = document.createElementNS(SVG, r.history.length === 1 ? 'circle' : 'polyline');
    const points = chartPoints(r.history, 160, 40);
    if (r.history.length === 1) {
      const [cx, cy] = points.split(',');
      line.setAttribute('cx', cx);
      line.setAttribute('cy', cy);
      line.setAttribute('r', '3');
    } else {
      line.setAttribute('points', points);
    }
    svg.append(line);
    li.append(svg);
  }
  return li;
}

async function loadRatings() {
  try {
    const response = await fetch(`/api/user/${encodeURIComponent(filters.dataset.name)}`);
    if (!response.ok) return;
    const body = await response.json();
    if (!body.ratings || body.ratings.length === 0) return;
    $('ratings-heading').textContent = t('js.profile.ratings');
    $('rating-list').replaceChildren(...body.ratings.map(ratingEntry));
    $('profile-ratings').hidden = false;
  } catch {
    // The ratings stay hidden; the games below say when the site cannot be reached.
  }
}

if (filters && list) {
  loadRatings();
  filters.addEventListener('change', () => load(false));
  filters.addEventListener('submit', (e) => e.preventDefault());
  $('profile-more').addEventListener('click', () => load(true));
  load(false);
}
