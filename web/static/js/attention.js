// Calls a player back to a game they are not looking at: while the tab is in the background, its title and icon
// say that it is their move, that the opponent offers something (a draw, a takeback, a rematch: in a game of days
// per move an offer could otherwise wait unseen for days), or that the game ended; a browser notification does the same, but only after the player
// turned it on (the browser's permission is asked then, never on page load).
import { title } from './reactions.js';

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

  /** Raises a cue (see reactions.js cue) when the tab is in the background: a player away must not miss it. */
  update(cue) {
    if (!cue || document.visibilityState === 'visible') return;
    document.title = title(cue, this.baseTitle);
    if (this.icon) this.icon.setAttribute('href', ALERT_ICON);
    if (this.toggle.checked && Notification.permission === 'granted') {
      // One notification per game: a newer one replaces the older rather than stacking up.
      new Notification(cue, { body: this.baseTitle, tag: `inrow-${location.pathname}`, icon: ALERT_ICON });
    }
  }

  clear() {
    document.title = this.baseTitle;
    if (this.icon && this.baseIcon) this.icon.setAttribute('href', this.baseIcon);
  }
}

function remembered() {
  try { return localStorage.getItem(NOTIFY_KEY) === '1'; } catch { return false; }
}
