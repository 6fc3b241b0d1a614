// The tournaments page: the arenas running, starting soon and finished (read again every 10 s, their countdowns
// ticking each second from the server's time), and for a signed-in person the form that creates one.
import './app.js';
import { listen } from './presence.js';
import { t, lang } from './i18n.js';
import { icon } from './arena-icons.js';
import { terms, phase, conditions, arenaRequest, errorText, serverNow, OPENING_GAMES } from './arena-view.js';
import { swissTerms, listPhase } from './swiss-view.js';

// This browser's open seek stays listed while it is here; once accepted, the page goes to the game.
listen();

const $ = (id) => document.getElementById(id);
const root = $('arenas');
// The server's time when the page was written, and this page's monotonic time then: countdowns count from it.
let clock = { now: Number(root.dataset.now), at: performance.now() };
const now = () => serverNow(clock, performance.now());
const KINDS = ['running', 'upcoming', 'finished'];
let lists = { running: [], upcoming: [], finished: [] };
const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function item(a) {
  const li = el('li', 'arena-item');
  const title = el('p', 'arena-title');
  const link = el('a', null, a.name);
  link.href = `/tournament/${encodeURIComponent(a.id)}`;
  title.append(link);
  if (a.locked) {
    title.append(' ', icon('lock', t('js.arena.locked')));
  }
  const swiss = a.kind === 'swiss';
  if (swiss) {
    const badge = el('span', 'badge', t('js.swiss.kind'));
    badge.classList.add('swiss');
    title.append(' ', badge);
  }
  title.append(' ', el('span', `badge${a.rated ? ' rated' : ''}`, t(a.rated ? 'js.arena.rated' : 'js.arena.casual')));
  li.append(title, el('p', 'arena-terms', swiss ? swissTerms(a) : terms(a)));
  const facts = [t('js.arena.players', { n: a.players })];
  if (a.status === 'created') facts.push(t('js.arena.startsOn', { date: dates.format(new Date(a.startsAt)) }));
  if (a.createdBy) facts.push(t('js.arena.by', { name: a.createdBy }));
  facts.push(...conditions(a.conditions));
  li.append(el('p', 'arena-facts hint', facts.join(' · ')));
  if (a.status !== 'finished') li.append(el('p', 'arena-when', ''));
  li.dataset.id = a.id;
  return li;
}

function render() {
  for (const kind of KINDS) {
    const ul = $(`items-${kind}`);
    ul.replaceChildren(...lists[kind].map(item));
    $(`none-${kind}`).hidden = lists[kind].length > 0;
  }
  tick();
}

/** The countdowns only: the rest of a list changes when it is read again. */
function tick() {
  const at = now();
  for (const kind of ['running', 'upcoming']) {
    const ul = $(`items-${kind}`);
    lists[kind].forEach((a, i) => {
      const when = ul.children[i]?.querySelector('.arena-when');
      if (when) when.textContent = a.kind === 'swiss' ? listPhase(a, at) : phase(a, at).text;
    });
  }
}

async function load() {
  try {
    const sent = performance.now();
    const response = await fetch('/api/tournaments');
    if (!response.ok) return;
    const body = await response.json();
    // The list says no time of its own; when it does, it is the better clock (taken halfway through the request).
    if (typeof body.now === 'number') clock = { now: body.now, at: (sent + performance.now()) / 2 };
    lists = { running: body.running ?? [], upcoming: body.upcoming ?? [], finished: body.finished ?? [] };
    render();
  } catch { /* keep the last lists; the next read may reach the server */ }
}

const form = $('arena-create');
if (form) {
  const f = form.elements;
  const sync = () => {
    $('opening-field').hidden = !OPENING_GAMES.includes(f.game.value);
    // An arena lasts a number of minutes; a Swiss has rounds, some minutes apart: the form shows the kind's fields.
    for (const part of form.querySelectorAll('[data-kind]')) part.hidden = part.dataset.kind !== f.kind.value;
  };
  f.game.addEventListener('change', sync);
  for (const radio of f.kind) radio.addEventListener('change', sync);
  sync();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    for (const span of form.querySelectorAll('.field-error')) span.textContent = '';
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    $('create-error').textContent = '';
    const startsAt = f.startsAt.value ? new Date(f.startsAt.value).getTime() : null;
    const checked = arenaRequest({
      kind: f.kind.value, rounds: f.rounds.value, roundInterval: f.roundInterval.value, name: f.name.value, game: f.game.value, opening: f.opening.value, clock: f.clock.value,
      minutes: f.minutes.value, startsAt, rated: f.rated.value, password: f.password.value,
      minRating: f.minRating.value, maxRating: f.maxRating.value, minRatedGames: f.minRatedGames.value,
    }, now());
    if (checked.errors) {
      for (const { field, message } of checked.errors) {
        f[field].setAttribute('aria-invalid', 'true');
        const span = $(`err-${field}`);
        if (span) span.textContent = message;
        else $('create-error').textContent = message;
      }
      if (checked.errors.some(({ field }) => ['password', 'minRating', 'maxRating', 'minRatedGames'].includes(field))) {
        form.querySelector('details.entry').open = true;
      }
      f[checked.errors[0].field].focus();
      return;
    }
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      const response = await fetch('/api/tournaments', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(checked.body),
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok) {
        location.href = body.url ?? `/tournament/${encodeURIComponent(body.id)}`;
        return;
      }
      $('create-error').textContent = errorText(body.error);
    } catch {
      $('create-error').textContent = t('js.arena.error.unavailable');
    }
    button.disabled = false;
  });
}

load();
setInterval(load, 10_000);
setInterval(tick, 1000);
