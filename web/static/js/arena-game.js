// A game opened from an arena (?t=ID; the server writes this module's tag only then, so other game pages load none
// of it): the berserk button, shown while the arena says this player may still halve their clock in this game.
const bar = document.getElementById('arena-bar');
const button = document.getElementById('arena-berserk');
const code = document.getElementById('game')?.dataset.code;
const api = `/api/tournaments/${encodeURIComponent(bar.dataset.t)}`;
const LOOK_MS = 3000;

/** Whether this player may berserk in this game now, as the arena's answer says; shows or hides the button. */
async function look() {
  try {
    const response = await fetch(api);
    if (!response.ok) return false;
    const arena = await response.json();
    const may = arena.me?.game?.code === code && Boolean(arena.me.can?.berserk);
    button.hidden = !may;
    return may;
  } catch {
    return true;   // not known: look again
  }
}

button.addEventListener('click', async () => {
  button.disabled = true;
  try {
    await fetch(`${api}/berserk`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  } catch { /* the next look says whether it is still possible */ }
  button.disabled = false;
  clearInterval(timer);
  // Done or refused (a move was made meanwhile), the button has no more use: the clock shows what happened.
  button.hidden = true;
});

const timer = setInterval(async () => { if (!(await look())) clearInterval(timer); }, LOOK_MS);
look();
