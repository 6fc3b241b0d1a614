// Calls a player back to a game they are not looking at: while the tab is in the background, its title and icon
// say that it is their move, that the opponent offers something (a draw, a takeback, a rematch: in a game of days
// per move an offer could otherwise wait unseen for days), or that the game ended; a browser notification does the same, but only after the player
// turned it on (the browser's permission is asked then, never on page load).
import { t } from './i18n.js';
import { headline } from './panels.js';
import { actor, inOpening } from './opening.js';

const NOTIFY_KEY = 'inrow.notify';
const ALERT_ICON = '/static/favicon-turn.svg';

export class Attention {
  constructor(toggle) {
    this.baseTitle = document.title;
    this.icon = document.querySelector('link[rel="icon"]');
    this.baseIcon = this.icon?.getAttribute('href');
    this.toggle = toggle;
    const supported = 'Notification' in window;
    toggle.closest('label').hidden = !supported;
    toggle.checked = supported && Notification.permission === 'granted' && remembered();
    toggle.addEventListener('change', async () => {
      if (toggle.checked && Notification.permission !== 'granted') {
        toggle.checked = await Notification.requestPermission() === 'granted';
      }
      try { localStorage.setItem(NOTIFY_KEY, toggle.checked ? '1' : '0'); } catch { /* lasts the tab */ }
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.clear();
    });
  }

  /** Called with every state: raises a cue when the change is one a player away from the tab must not miss. */
  update(previous, game, you) {
    const cue = this.cue(previous, game, you);
    if (!cue || document.visibilityState === 'visible') return;
    document.title = `● ${cue} · ${this.baseTitle}`;
    if (this.icon) this.icon.setAttribute('href', ALERT_ICON);
    if (this.toggle.checked && Notification.permission === 'granted') {
      // One notification per game: a newer one replaces the older rather than stacking up.
      new Notification(cue, { body: this.baseTitle, tag: `inrow-${location.pathname}`, icon: ALERT_ICON });
    }
  }

  cue(previous, game, you) {
    if (!you || !previous) return null;
    // In a swap opening "your turn" is the opening's actor's, whatever colour the next stone is.
    const turnCame = game.status === 'playing' && actor(game) === you
      && (previous.status !== 'playing' || actor(previous) !== you || previous.round !== game.round);
    if (turnCame) return inOpening(game) ? headline(game, you) : t('js.game.yourMove');
    if (game.status === 'over' && (previous.status !== 'over' || previous.round !== game.round)) {
      return headline(game, you);
    }
    const other = you === 'X' ? 'O' : 'X';
    const name = game.players[other]?.name ?? other;
    const offered = (kind) => game.offers?.[kind] === other && previous.offers?.[kind] !== other;
    if (game.status === 'playing' && offered('draw')) return t('js.game.note.draw', { name });
    if (game.status === 'playing' && offered('takeback')) return t('js.game.note.takeback', { name });
    const rematch = (g) => (g.rematch ?? []).includes(other);
    if (game.status === 'over' && rematch(game) && !rematch(previous)) return t('js.game.note.rematch', { name });
    return null;
  }

  clear() {
    document.title = this.baseTitle;
    if (this.icon && this.baseIcon) this.icon.setAttribute('href', this.baseIcon);
  }
}

function remembered() {
  try { return localStorage.getItem(NOTIFY_KEY) === '1'; } catch { return false; }
}
