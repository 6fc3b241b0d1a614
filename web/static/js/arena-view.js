// The arena pages' pure part: countdowns read from the server's time, a player's sheet as small marks, a standings
// row, an arena's one-line terms and the create form's checks. No document here: `node --test` runs all of it.
import { t, number, phrase } from './i18n.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The arena kinds the create form offers, as `POST /api/games` names their rules. */
export const GAMES = ['gomoku', 'standard', 'renju', 'tictactoe', 'connect4'];

/** Games played on a 15x15 board, five in a row: the only ones a swap opening belongs to. */
export const OPENING_GAMES = ['gomoku', 'standard', 'renju'];

/** An arena's game by name ("Renju"), from the rules id the API uses. */
export function gameLabel(game) {
  return t(`js.common.game.${game === 'freestyle' ? 'gomoku' : game}`);
}

/** "3 min + 2 s": an arena's clock ({initialMs, incrementMs}). */
export function clockLabel(c) {
  return t('js.common.clock.fischer', { m: c.initialMs / MINUTE, s: c.incrementMs / 1000 });
}

/** "3+2", the compact way players write a clock (a value of the create form's menu too). */
export function clockCode(c) {
  return `${c.initialMs / MINUTE}+${c.incrementMs / 1000}`;
}

/**
 * The server's time now, read from a snapshot of it: `now` as the server said it and `at`, this page's own monotonic
 * time (performance.now()) when the answer came. The browser's wall clock may be wrong by minutes; its monotonic
 * clock only counts the time since.
 */
export function serverNow(snapshot, monotonicNow) {
  return snapshot.now + Math.max(0, monotonicNow - snapshot.at);
}

/** A time left, as a countdown shows it: 0:09, 4:05, 1:02:03, and from a day on in days and hours. */
export function countdown(ms) {
  const left = Math.max(0, ms);
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    return t('js.arena.days', { d: days, h: Math.floor((left % DAY) / 3_600_000) });
  }
  const total = Math.ceil(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Where an arena stands at server time `now`: what its countdown counts to and the words around it. A created
 * arena whose start has passed is about to start (the server's tick has not come yet): it reads "starting".
 */
export function phase(arena, now) {
  if (arena.status === 'finished') return { key: 'finished', text: t('js.arena.phase.finished'), left: 0 };
  if (arena.status === 'started') {
    const left = arena.endsAt - now;
    return { key: 'running', text: t('js.arena.phase.endsIn', { time: countdown(left) }), left };
  }
  const left = arena.startsAt - now;
  return left > 0 ? { key: 'upcoming', text: t('js.arena.phase.startsIn', { time: countdown(left) }), left }
    : { key: 'starting', text: t('js.arena.phase.starting'), left: 0 };
}

/**
 * What a screen reader is told as the countdown runs: once at each of the last five minutes, at 30 and 10 seconds
 * and at zero, not every second. Null between them. `before` and `after` are the times left at two ticks.
 */
export function milestone(before, after, key) {
  const marks = [5 * MINUTE, 4 * MINUTE, 3 * MINUTE, 2 * MINUTE, MINUTE, 30_000, 10_000, 0];
  const crossed = marks.find((m) => before > m && after <= m);
  if (crossed === undefined) return null;
  if (crossed === 0) return t(key === 'running' ? 'js.arena.phase.over' : 'js.arena.phase.starting');
  const time = countdown(crossed);
  return t(key === 'running' ? 'js.arena.phase.endsIn' : 'js.arena.phase.startsIn', { time });
}

/**
 * One game of a player's sheet as a small mark: the points it earned ("4"), its kind for the colour, and the words a
 * screen reader says ("win, 4 points, berserk").
 */
export function sheetMark(g) {
  const parts = [t(`js.arena.result.${g.result}`), t('js.arena.points', { n: g.points })];
  if (g.fire) parts.push(t('js.arena.onFire'));
  if (g.berserk) parts.push(t('js.arena.berserked'));
  return {
    text: String(g.points),
    kind: g.result,
    fire: Boolean(g.fire),
    berserk: Boolean(g.berserk),
    label: phrase(parts),
  };
}

/** At most this many of a player's latest games are drawn in the table: the row stays one line on a laptop. */
export const SHEET_SHOWN = 12;

/** A standings row as the table shows it; the sheet cut to its last games, oldest first. */
export function standingRow(p) {
  const sheet = p.sheet ?? [];
  return {
    rank: p.rank,
    name: p.name,
    // Ratings are written without a thousands separator, as the leaderboard and the game page write them.
    rating: p.rating == null ? '' : `${Math.round(p.rating)}${p.provisional ? '?' : ''}`,
    score: number(p.score),
    fire: Boolean(p.fire),
    paused: Boolean(p.paused),
    withdrawn: Boolean(p.withdrawn),
    marks: sheet.slice(-SHEET_SHOWN).map(sheetMark),
    more: Math.max(0, sheet.length - SHEET_SHOWN),
  };
}

/**
 * One game of a player's list (GET /api/tournaments/{id}/games?player=): who played whom and how it stands, newest
 * first in the list the page draws; `live` while it is being played (no result yet).
 */
export function gameLine(g) {
  const vs = t('js.arena.vs', { x: g.x, o: g.o });
  if (g.result == null) return { code: g.code, live: true, text: t('js.common.pair', { a: vs, b: t('js.arena.live') }) };
  const outcome = g.result === 'draw' ? t('js.arena.result.draw')
    : t('js.arena.won', { name: g.result === 'X' ? g.x : g.o });
  return { code: g.code, live: false, text: t('js.common.pair', { a: vs, b: outcome }) };
}

/** The page's words for a page of standings: "Page 2 of 3". */
export function pageLabel(standings) {
  return t('js.arena.page', { page: standings.page, pages: Math.max(1, standings.pages) });
}

/** "Gomoku · 3 min + 2 s · 60 min": an arena's game, clock and length on one line. */
export function terms(arena) {
  const parts = [gameLabel(arena.game)];
  if (arena.opening) parts.push(t(`js.arena.opening.${arena.opening}`));
  parts.push(clockLabel(arena.clock), t('js.arena.minutes', { n: arena.minutes }));
  return parts.join(' · ');
}

/** The entry conditions in words, empty when anyone may join. */
export function conditions(c) {
  if (!c) return [];
  const out = [];
  const min = c.minRating == null ? null : String(c.minRating);
  const max = c.maxRating == null ? null : String(c.maxRating);
  if (min && max) out.push(t('js.arena.cond.range', { min, max }));
  else if (min) out.push(t('js.arena.cond.min', { min }));
  else if (max) out.push(t('js.arena.cond.max', { max }));
  if (c.minRatedGames != null) out.push(t('js.arena.cond.games', { n: c.minRatedGames }));
  return out;
}

/** The clocks the create form offers: arenas are timed, and short clocks make for many games. */
export const CLOCKS = ['1+0', '2+1', '3+0', '3+2', '5+0', '5+3', '10+0', '10+5'];

/** "3+2" as the API's clock. */
export function clockOf(code) {
  const m = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(code ?? '');
  return m ? { initialMs: Math.round(Number(m[1]) * MINUTE), incrementMs: Number(m[2]) * 1000 } : null;
}

const WEEK = 7 * DAY;

function whole(text) {
  const s = String(text ?? '').trim();
  if (s === '') return null;
  return /^\d+$/.test(s) ? Number(s) : NaN;
}

/** The create form's Swiss limits, as the API checks them. */
export const ROUNDS = { min: 3, max: 15 };
export const INTERVAL = { min: 2, max: 1440 };

/**
 * The create form's fields (its values as strings; `startsAt` already epoch ms or null) checked as the server will,
 * at server time `now`: `{ body }` ready to post, or `{ errors }`, each naming its field and the words to show. An
 * arena (`kind` "arena" or absent) lasts `minutes`; a Swiss (`kind` "swiss") has `rounds` and a `roundInterval`.
 */
export function arenaRequest(f, now) {
  const swiss = f.kind === 'swiss';
  const errors = [];
  const bad = (field, key, args) => errors.push({ field, message: t(key, args) });
  const name = String(f.name ?? '').trim();
  if (name.length < 1 || name.length > 60) bad('name', 'js.arena.check.name', { min: 1, max: 60 });
  if (!GAMES.includes(f.game)) bad('game', 'js.arena.check.game');
  const opening = OPENING_GAMES.includes(f.game) && f.opening && f.opening !== 'none' ? f.opening : null;
  const clock = clockOf(f.clock);
  if (!clock) bad('clock', 'js.arena.check.clock');
  const minutes = swiss ? null : whole(f.minutes);
  if (!swiss && !(minutes >= 10 && minutes <= 180)) bad('minutes', 'js.arena.check.minutes', { min: 10, max: 180 });
  const rounds = swiss ? whole(f.rounds) : null;
  if (swiss && !(rounds >= ROUNDS.min && rounds <= ROUNDS.max)) bad('rounds', 'js.swiss.check.rounds', ROUNDS);
  const interval = swiss ? whole(f.roundInterval) : null;
  if (swiss && !(interval >= INTERVAL.min && interval <= INTERVAL.max)) {
    bad('roundInterval', 'js.swiss.check.interval', INTERVAL);
  }
  const startsAt = f.startsAt ?? null;
  if (startsAt !== null && (Number.isNaN(startsAt) || startsAt < now || startsAt > now + WEEK)) {
    bad('startsAt', 'js.arena.check.startsAt', { days: 7 });
  }
  const minRating = whole(f.minRating);
  const maxRating = whole(f.maxRating);
  if (Number.isNaN(minRating)) bad('minRating', 'js.arena.check.rating');
  if (Number.isNaN(maxRating)) bad('maxRating', 'js.arena.check.rating');
  if (minRating != null && maxRating != null && minRating > maxRating) bad('maxRating', 'js.arena.check.range');
  const minRatedGames = whole(f.minRatedGames);
  if (Number.isNaN(minRatedGames)) bad('minRatedGames', 'js.arena.check.games');
  const password = String(f.password ?? '');
  if (password.length > 40) bad('password', 'js.arena.check.password', { max: 40 });
  if (errors.length) return { errors };
  const length = swiss ? { rounds, roundIntervalMinutes: interval } : { minutes };
  return {
    body: {
      kind: swiss ? 'swiss' : 'arena', name, game: f.game, opening, clock, ...length, startsAt, rated: f.rated !== 'casual',
      password: password === '' ? null : password, minRating, maxRating, minRatedGames,
    },
  };
}

/**
 * An API error as the page says it: the server's message, which it writes in the person's language from its own
 * catalogue (one set of words for every client), or, when no answer came, that the server is not reached.
 */
export function errorText(error) {
  return error?.message ?? t('js.arena.error.unavailable');
}
