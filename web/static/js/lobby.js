// The lobby: the create form, the code box, and the live games list, refreshed every few seconds.
import './app.js';
import { rememberToken, savedName, saveName } from './store.js';

const $ = (id) => document.getElementById(id);
const form = $('create');

if (form) {
  // Show only the options that belong to the chosen game and opponent.
  const sync = () => {
    const f = form.elements;
    $('custom').hidden = f.preset.value !== 'custom';
    $('vs-computer').hidden = f.mode.value !== 'computer';
    $('cpu-vs-cpu').hidden = f.mode.value !== 'cpu';
    $('name-field').hidden = f.mode.value === 'cpu';
    // The placeholder is the name the server gives a player who leaves the field empty, so it never promises
    // a name the board will not show.
    const seat = f.mode.value !== 'computer' || f.first.value === 'me' ? 'X'
      : f.first.value === 'computer' ? 'O' : null;
    f.name.placeholder = seat ? `Player ${seat}` : 'Player X or Player O';
    // Time controls: the presets that suit the chosen game, and the custom fields for the chosen kind.
    $('time').hidden = f.mode.value === 'cpu';
    for (const option of f.clock.options) {
      option.hidden = !option.dataset.games.split(' ').includes(f.preset.value);
    }
    if (f.clock.selectedOptions[0]?.hidden) f.clock.value = 'none';
    $('custom-clock').hidden = f.clock.value !== 'custom';
    $('clock-minutes').hidden = f.clockKind.value !== 'fischer';
    $('clock-increment').hidden = f.clockKind.value !== 'fischer';
    $('clock-seconds').hidden = f.clockKind.value !== 'move';
    $('clock-days').hidden = f.clockKind.value !== 'days';
  };
  form.addEventListener('change', sync);
  sync();
  form.elements.name.value = savedName();

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = form.elements;
    const name = f.name.value.trim();
    saveName(name);
    const rules = f.preset.value === 'custom'
      ? { width: Number(f.width.value), height: Number(f.height.value), win: Number(f.win.value),
          overline: f.overline.checked }
      : { preset: f.preset.value };
    const body = { rules, seats: seats(f) };
    if (name) body.name = name;
    if (f.mode.value !== 'cpu') {
      const c = clock(f);
      if (c) body.clock = c;
      if (!f.takebacks.checked) body.takebacks = false;
    }
    $('create-error').textContent = '';
    try {
      const response = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) {
        $('create-error').textContent = answer.error?.message ?? 'Could not create the game.';
        return;
      }
      if (answer.token) rememberToken(answer.code, answer.token);
      location.href = answer.url;
    } catch {
      $('create-error').textContent = 'The server cannot be reached. Try again in a moment.';
    }
  });
}

/** The clock the form asks for, as the API takes it; null for an untimed game. */
function clock(f) {
  const v = f.clock.value;
  if (v === 'none') return null;
  if (v === 'custom') {
    if (f.clockKind.value === 'move') return { per_move_s: Number(f.clockSeconds.value) };
    if (f.clockKind.value === 'days') return { days_per_move: Number(f.clockDays.value) };
    return { initial_s: Math.round(Number(f.clockMinutes.value) * 60), increment_s: Number(f.clockIncrement.value) };
  }
  if (v.startsWith('move:')) return { per_move_s: Number(v.slice(5)) };
  if (v.startsWith('days:')) return { days_per_move: Number(v.slice(5)) };
  const [minutes, increment] = v.split('+').map(Number);
  return { initial_s: minutes * 60, increment_s: increment };
}

function seats(f) {
  if (f.mode.value === 'computer') {
    const bot = `bot:${f.level.value}`;
    const meFirst = f.first.value === 'me' || (f.first.value === 'random' && Math.random() < 0.5);
    return meFirst ? { X: 'creator', O: bot } : { X: bot, O: 'creator' };
  }
  if (f.mode.value === 'cpu') return { X: `bot:${f.levelX.value}`, O: `bot:${f.levelO.value}` };
  return { X: 'creator', O: 'open' };
}

/** A code as people paste or type it: the whole link, lower case, spaces or dashes (as RoomCode.java reads it). */
export function roomCode(typed) {
  let s = typed.trim();
  const link = s.lastIndexOf('/g/');
  if (link >= 0) s = s.slice(link + 3).split(/[?#/]/)[0];
  return s.replace(/[\s\-_.]+/g, '').toUpperCase();
}

const goto = $('goto');
if (goto) {
  goto.addEventListener('submit', (e) => {
    e.preventDefault();
    const code = roomCode(goto.elements.code.value);
    if (code) location.href = `/g/${encodeURIComponent(code)}`;
  });
}

const list = $('live-games');
async function refresh() {
  try {
    const response = await fetch('/api/games');
    if (!response.ok) return;
    const { games } = await response.json();
    list.textContent = '';
    for (const g of games.slice(0, 50)) list.append(entry(g));
    $('live-empty').hidden = games.length > 0;
  } catch { /* keep the last list */ }
}

function entry(g) {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.className = 'watch';
  a.href = `/g/${g.code}?watch=1`;
  const what = span('what', g.label);
  const who = span('who', `${g.players.X?.name ?? 'open seat'} `);
  const vs = document.createElement('em');
  vs.textContent = 'vs';
  who.append(vs, ` ${g.players.O?.name ?? 'open seat'}`);
  const meta = span('meta', `${g.status === 'waiting' ? 'waiting' : `${g.moves} move${g.moves === 1 ? '' : 's'}`} · ${g.spectators} watching`);
  a.append(what, who, meta);
  li.append(a);
  return li;
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

if (list) setInterval(refresh, 5000);
