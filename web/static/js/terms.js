// The page's terms: a game's name and a time control's wording, as players of the page's language say them (the
// catalogue's js.common.* words). The one place the page names either; the server names them the same way for the
// pages it writes (Texts.label, GamePage.clockTerms), and web/test/terms.json holds both to the same answers.
import { t, duration } from './i18n.js';

/** The name of a game with these rules (the API's `rules`: width, height, win, overline, renju, gravity). */
export function gameName(r) {
  if (r.gravity) {
    return r.width === 7 && r.height === 6 && r.win === 4 && r.overline ? t('js.common.game.connect4')
      : t('js.common.game.withGravity', { game: gameName({ ...r, gravity: false }) });
  }
  if (r.width === 3 && r.height === 3 && r.win === 3) return t('js.common.game.tictactoe');
  if (r.width === 15 && r.height === 15 && r.win === 5 && r.renju) return t('js.common.game.renju');
  if (r.width === 15 && r.height === 15 && r.win === 5 && r.overline) return t('js.common.game.gomoku');
  if (r.width === 15 && r.height === 15 && r.win === 5) return t('js.common.game.standard');
  return t(r.overline ? 'js.common.game.custom' : 'js.common.game.customExact', { w: r.width, h: r.height, k: r.win });
}

const DAY = 86_400_000;

/** A clock's terms (the API's `clock`), or null when the game is untimed. */
export function timeControl(c) {
  if (!c) return null;
  if (c.per_move_ms > 0) {
    return c.per_move_ms % DAY === 0 ? t('js.common.clock.days', { d: c.per_move_ms / DAY })
      : t('js.common.clock.perMove', { s: c.per_move_ms / 1000 });
  }
  return t('js.common.clock.fischer', { m: c.initial_ms / 60_000, s: c.increment_ms / 1000 });
}

/** Whether a clock is a correspondence one (days per move): read in days and hours, never as a stopwatch. */
export function correspondence(c) {
  return Boolean(c) && c.per_move_ms >= DAY;
}

/** The time left as a clock face shows it: a stopwatch, or for a correspondence clock "23 hr, 58 min". */
export function clockFace(ms, c) {
  return correspondence(c) ? duration(ms, 'short') : stopwatch(ms);
}

/** The time left as a screen reader should say it ("1 min 5 s"), or for a correspondence clock "23 hours, 58 minutes". */
export function spokenTime(ms, c) {
  if (correspondence(c)) return duration(ms);
  const total = Math.round(ms / 1000);
  const m = Math.floor(total / 60);
  return m > 0 ? t('js.game.spokenMinutes', { m, s: total % 60 }) : t('js.game.spokenSeconds', { s: total });
}

/** 4:05, 0:09.3 under ten seconds, 1:02:03 past an hour. */
export function stopwatch(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  if (ms < 10_000) return `0:${ss}.${Math.floor((ms % 1000) / 100)}`;
  return `${m}:${ss}`;
}
