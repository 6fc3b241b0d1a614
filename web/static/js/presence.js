// On a page without a socket, while this browser has a seek open (seeks.js keeps the flag), says every 10 s that
// its visitor is still on the site, so the seek stays listed; if it was accepted meanwhile, goes to the game.
import './app.js';
import { rememberToken } from './store.js';

async function beat() {
  try {
    if (localStorage.getItem('inrow.seek') !== '1') return;
    const r = await fetch('/api/presence', { method: 'POST' });
    if (r.status !== 200) return;
    const m = await r.json();
    localStorage.removeItem('inrow.seek');
    rememberToken(m.code, m.token);
    location.href = `/g/${m.code}`;
  } catch { /* offline a moment, or no storage: the next beat tries again */ }
}

beat();
setInterval(beat, 10_000);
