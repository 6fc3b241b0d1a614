// Renju's tournament openings (Soosorv-8, Taraguchi-10) on the game page, loaded only for a game that has one: what
// the step the opening waits for asks, and the controls to take it. The server says the step (`opening.step`), who
// takes it (`opening.actor`), the number declared and the fifths offered, and whether this viewer may act now
// (`can.step`); the page only gathers the points and the number a step needs, spells the step and sends it. The
// server judges it (an illegal point, a symmetrical offer or a wrong count comes back as an error).
import { t } from './i18n.js';
import { cellName } from './board.js';
import { tournament } from './opening.js';

const $ = (id) => document.getElementById(id);

/** A point in the step's notation: column letter, row from the bottom ("h8"). */
export function pointName(x, y, height) {
  return cellName(x, y, height).toLowerCase();
}

/**
 * The `step` message's text for what was gathered: {@code kind} the step ("place", "declare", "offer", ...),
 * {@code points} in notation, {@code n} the number declared.
 */
export function stepText(kind, points = [], n = 0) {
  if (kind === 'declare') return `declare ${points[0]} ${n}`;
  return [kind, ...points].join(' ');
}

/**
 * The words for the step: to the one who takes it, or about them to everyone else. {@code kind}: the step as this
 * page takes it (Taraguchi's 5th becomes an offer of ten once the person chose to offer).
 */
export function prompt(game, you, can, kind = game.opening.step) {
  const o = game.opening;
  if (!can?.step) {
    const who = game.players[o.actor]?.name ?? o.actor;
    return t('js.step.waiting', { name: who, step: o.step });
  }
  if (kind === 'swap') return t('js.step.swap', { colour: you });
  if (kind === 'offer') return t('js.step.offer', { n: o.declared ?? 10 });
  return t(`js.step.${kind}`);
}

tournament.prompt = prompt;

let chosen = [];     // the points gathered for this step, in notation
let chosenFor = '';  // the step and the stones on the board they were gathered for
let offering = false; // Taraguchi's 5th: offer ten instead of placing one
let panel = null;
let shown = null;    // what was drawn last: {game, you, can, act}, to draw again after a click
let marked = [];     // the board's cells this module shows a stone-to-be on

function button(label, onClick, primary = false) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (primary) b.className = 'primary';
  b.addEventListener('click', onClick);
  return b;
}

/** The step now, as this page takes it: Taraguchi's 5th is an offer once the person asked to offer ten. */
function kindOf(o) {
  return o.step === 'fifth' && offering ? 'offer' : o.step;
}

/**
 * A click on the board at x, y while this person takes a step: a stone goes at once ("place", "fifth"), a pick
 * takes an offered point; a declared 4th stone and offered fifths are gathered until their button sends them.
 * True when the click was the step's (nothing else may read it).
 */
export function click(x, y) {
  if (!shown) return false;
  const { game, can, act } = shown;
  const o = game.opening;
  if (!can.step || !o?.step || o.phase === 'done') return false;
  const p = pointName(x, y, game.rules.height);
  const kind = kindOf(o);
  if (kind === 'place' || kind === 'fifth' || kind === 'pick') {
    act({ type: 'step', step: stepText(kind, [p]) });
  } else if (kind === 'declare') {
    chosen = [p];
  } else if (kind === 'offer') {
    chosen = chosen.includes(p) ? chosen.filter((q) => q !== p) : [...chosen, p];
  }
  redraw();
  return true;
}

function redraw() {
  render(shown.game, shown.you, shown.can, shown.act);
}

/** Draws the step's prompt into the opening's card, its controls under it, and its points on the board. */
export function render(game, you, can, act) {
  shown = { game, you, can, act };
  const o = game.opening;
  const on = Boolean(o?.step) && o.phase !== 'done' && game.status === 'playing';
  if (!panel) {
    panel = document.createElement('div');
    panel.className = 'opening-choice';
    panel.id = 'steps';
    $('opening').append(panel);
  }
  panel.hidden = !on;
  const key = on ? `${game.round}:${o.step}:${o.stones}` : '';
  if (key !== chosenFor) {
    chosen = [];
    offering = false;
    // An error spoke of the step it was given at ("Ana is placing a stone"); a new step is another position.
    if (chosenFor) $('error').textContent = '';
    chosenFor = key;
  }
  if (!on) {
    if (marked.length) mark(game, []);
    return;
  }
  $('opening-rule').textContent = t(`js.step.${o.rule}`);
  const kind = kindOf(o);
  $('opening-step').textContent = prompt(game, you, can, kind);
  // The first frame was headed before this module had loaded to word it.
  if (!$('status').textContent) $('status').textContent = prompt(game, you, can);
  const controls = [];
  if (can.step && o.step === 'swap') {
    controls.push(button(t('js.step.swapButton'), () => act({ type: 'step', step: 'swap' }), true),
      button(t('js.step.stay'), () => act({ type: 'step', step: 'stay' })));
  } else if (can.step && kind === 'declare') {
    const label = document.createElement('label');
    const count = document.createElement('input');
    count.type = 'number';
    count.min = '1';
    count.value = panel.querySelector('input')?.value || '1';
    count.id = 'step-count';
    label.append(t('js.step.count'), ' ', count);
    const send = button(t('js.step.declareButton'), () => act({ type: 'step',
      step: stepText('declare', chosen, Number(count.value)) }), true);
    send.disabled = chosen.length !== 1;
    controls.push(label, send);
  } else if (can.step && kind === 'offer') {
    const send = button(t('js.step.offerButton', { n: chosen.length }),
      () => act({ type: 'step', step: stepText('offer', chosen) }), true);
    send.disabled = chosen.length === 0;
    controls.push(send, button(t('js.step.clear'), () => { chosen = []; redraw(); }));
  } else if (can.step && o.step === 'fifth') {
    controls.push(button(t('js.step.offerTen'), () => { offering = true; redraw(); }));
  } else if (can.step && o.step === 'pick') {
    for (const p of o.offered) {
      controls.push(button(t('js.step.pickButton', { point: p.toUpperCase() }),
        () => act({ type: 'step', step: stepText('pick', [p]) }), true));
    }
  }
  // The points gathered, or offered, in words too: the board shows them only to the one who acts.
  const listed = chosen.length ? t('js.step.chosen', { points: chosen.join(', ').toUpperCase() })
    : o.offered?.length ? t('js.step.offered', { points: o.offered.join(', ').toUpperCase() }) : '';
  if (listed) {
    const note = document.createElement('p');
    note.textContent = listed;
    controls.push(note);
  }
  panel.replaceChildren(...controls);
  panel.hidden = controls.length === 0;
  mark(game, o.step === 'pick' ? o.offered : chosen);
}

/**
 * Shows the gathered or offered points as stones to be (the board's look for a stone waiting to be confirmed, seen
 * by the one who acts), and takes that look off the points this module marked before.
 */
function mark(game, points) {
  for (const cell of marked) cell.classList.remove('pending');
  const at = new Set(points);
  const { width, height } = game.rules;
  marked = [...document.querySelectorAll('#board button.cell')]
    .filter((cell, i) => at.has(pointName(i % width, Math.floor(i / width), height)));
  for (const cell of marked) cell.classList.add('pending');
}
