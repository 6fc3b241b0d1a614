// A game opened from an arena (?t=ID; the server writes this module's tag only then, so other game pages load none
// of it). It reads the arena every few seconds: the berserk button shows while the arena says this player may still
// halve their clock in this game, and when the arena pairs them again the page goes to the new game, as the arena
// page would (a player who waits on a finished game is in the arena all the same).
import { rememberToken } from './store.js';

const bar = document.getElementById('arena-bar');
const button = document.getElementById('arena-berserk');
const next = document.getElementById('arena-next');
const code = document.getElementById('game')?.dataset.code;
const arenaId = bar.dataset.t;
const api = `/api/tournaments/${encodeURIComponent(arenaId)}`;
const LOOK_MS = 3000;
let berserked = false;
// This game has been opened: the arena page, come back to, offers it rather than sending the player here again.
try { sessionStorage.setItem(`inrow.arena.went.${code}`, '1'); } catch { /* it sends them once more */ }

/** Reads the arena; false once there is nothing more to wait for here (it is over, or this player is out of it). */
async function look() {
  let arena;
  try {
    const response = await fetch(api);
    if (!response.ok) return response.status >= 500;
    arena = await response.json();
  } catch {
    return true;   // not reached: look again
  }
  const me = arena.me;
  const game = me?.game;
  button.hidden = berserked || !(game?.code === code && me.can?.berserk);
  if (game && game.code !== code) {
    rememberToken(game.code, game.token);
    next.hidden = false;
    setTimeout(() => { location.href = `/g/${encodeURIComponent(game.code)}?t=${encodeURIComponent(arenaId)}`; }, 1200);
    return false;
  }
  return arena.status !== 'finished' && Boolean(me?.joined) && !me.withdrawn;
}

button.addEventListener('click', async () => {
  button.disabled = true;
  try {
    await fetch(`${api}/berserk`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  } catch { /* refused or not reached: either way the clock shows what happened */ }
  // Done or refused (a move was made meanwhile), the button has no more use.
  berserked = true;
  button.hidden = true;
});

async function loop() {
  if (await look()) setTimeout(loop, LOOK_MS);
}
loop();
