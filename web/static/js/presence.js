// While this browser has a seek open (seeks.js keeps the flag), says every 10 s that its visitor is still on the
// site, so the seek stays listed (a page without a socket of its own is otherwise not seen), and hears whether it was
// accepted meanwhile.
import './app.js';
import { rememberToken } from './store.js';

/** A page with nothing going on goes to the game made from the seek. */
const go = (paired) => { location.href = `/g/${paired.code}`; };

/**
 * Beats now and every 10 s; {@code onPaired} gets the game made from the seek ({code, seat, token}), once, with its
 * seat already remembered, so the game's page sits in it. By default the page goes there.
 */
export function listen(onPaired = go) {
  async function beat() {
    try {
      if (localStorage.getItem('inrow.seek') !== '1') return;
      const r = await fetch('/api/presence', { method: 'POST' });
      if (r.status !== 200) return;
      const m = await r.json();
      localStorage.removeItem('inrow.seek');
      rememberToken(m.code, m.token);
      onPaired(m);
    } catch { /* offline a moment, or no storage: the next beat tries again */ }
  }
  beat();
  setInterval(beat, 10_000);
}
