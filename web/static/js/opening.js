// A swap opening (swap, swap2), as the server's state says it stands: what the person who acts now must do
// (place stones, or choose a colour), what everyone else is waiting for, and the choice buttons. The page never
// decides who acts: it shows `opening.actor` and sends what was clicked.
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** Whether a swap opening is under way in this state (stones to place or a colour to choose). */
export function inOpening(game) {
  return Boolean(game.opening) && game.opening.phase !== 'done' && game.status === 'playing';
}

/** The seat of whoever must act now: the opening's actor, else the side to move. */
export function actor(game) {
  return inOpening(game) ? game.opening.actor : game.turn;
}

/** Renju's tournament openings word their steps in tournament.js, which sets prompt here. */
export const tournament = {};

/** The headline while an opening is under way, or null. */
export function openingHeadline(game, you) {
  if (!inOpening(game)) return null;
  const o = game.opening;
  if (o.step) return tournament.prompt?.(game, you, game.can) ?? '';
  const name = game.players[o.actor]?.name ?? o.actor;
  if (o.phase === 'choose') return you === o.actor ? t('js.opening.choose') : t('js.opening.choosing', { name });
  if (you !== o.actor) return t('js.opening.placing', { name });
  return t(game.moves.length < 3 ? 'js.opening.placeThree' : 'js.opening.placeTwo');
}

/** The panel under the board: the rule, the step (with the next stone's colour), and the choice buttons ({@code can}). */
export function renderOpening(game, you, can) {
  const panel = $('opening');
  const on = inOpening(game);
  panel.hidden = !on;
  if (!on) return;
  const o = game.opening;
  panel.dataset.phase = o.phase;
  $('opening-rule').textContent = t(o.rule === 'swap2' ? 'js.opening.swap2' : 'js.opening.swap');
  const step = openingHeadline(game, you);
  $('opening-step').textContent = o.phase === 'place' && you === o.actor
    ? `${step} · ${t('js.opening.next', { colour: game.turn })}` : step;
  $('opening-choice').hidden = !can.choose;
  $('take-more').hidden = !o.more;
}

/** Wires the three choice buttons to the socket. */
export function bindOpening(send) {
  $('take-x').addEventListener('click', () => send({ type: 'choose', take: 'X' }));
  $('take-o').addEventListener('click', () => send({ type: 'choose', take: 'O' }));
  $('take-more').addEventListener('click', () => send({ type: 'choose', take: 'more' }));
}
