// Table manners: the draw, takeback and abort buttons as the server says this viewer may use them (`can`), the notes
// its events bring, and the score of a series between the two people (colours swap every round, so the score follows
// the players, not the colours).
import { t } from './i18n.js';
import { noteFor, playing as seatedInPlay } from './reactions.js';
import { otherSeat } from './seats.js';

const $ = (id) => document.getElementById(id);

// A passing note, said for a few seconds under the board (the newest replaces the last), and gone sooner once
// `stale` says the table has moved on: an answer of "no" to one's offer, an offer that lapsed, what a computer chose
// in a swap opening (see reactions.js noteFor).
const PASSING_MS = 5000;
let passing = null; // { text, until, stale }
let passingTimer = null;

function say({ text, stale }) {
  passing = { text, until: Date.now() + PASSING_MS, stale };
  clearTimeout(passingTimer);
  passingTimer = setTimeout(() => {
    if ($('offer-note').textContent === text) $('offer-note').textContent = '';
    passing = null;
  }, PASSING_MS);
}

// After these the position is a new one: a note about the last one is old news.
const NEW_POSITION = new Set(['moved', 'taken_back', 'new_round']);

/**
 * The offers' buttons and the note under the board. {@code can} is what the server says this viewer may do now;
 * {@code events} what the frame just applied said happened (none on a re-draw). The labels that say when one may
 * offer again read the server's numbers (`offers.draw_from`, `offers.takeback_from`).
 */
export function renderManners(game, you, can, events = []) {
  const playing = seatedInPlay(game, you);
  const other = otherSeat(you);
  const offers = game.offers ?? {};
  const drawFrom = offers.draw;
  const takebackFrom = offers.takeback;
  // After an offer, one waits a few moves before offering again: the server says from which ply (moves played).
  const againAt = offers.draw_from?.[you];
  const waitToOffer = playing && !drawFrom && againAt != null && game.moves.length < againAt;
  const offered = playing && drawFrom === you;
  $('draw').hidden = !(offered || waitToOffer || (can.draw && drawFrom !== other));
  $('draw').disabled = offered || waitToOffer || !can.draw;
  $('draw').textContent = offered ? t('js.game.drawOffered')
    : waitToOffer ? t('js.game.drawAgainFrom', { n: againAt + 1 }) : t('js.game.offerDraw');
  $('draw-answer').hidden = !(can.draw && drawFrom === other);
  // Asked a moment ago and refused: the server says from which move one may ask again.
  const askAgainAt = offers.takeback_from?.[you];
  const waitToAsk = playing && !takebackFrom && askAgainAt != null && game.moves.length < askAgainAt;
  const asked = playing && takebackFrom === you;
  $('takeback').hidden = !(asked || waitToAsk || (can.takeback && takebackFrom !== other));
  $('takeback').disabled = asked || waitToAsk || !can.takeback;
  $('takeback').textContent = asked ? t('js.game.takebackAsked')
    : waitToAsk ? t('js.game.takebackAgainFrom', { n: askAgainAt + 1 }) : t('js.game.takeback');
  $('takeback-answer').hidden = !(can.takeback && takebackFrom === other);
  $('abort').hidden = !can.abort;
  const note = $('offer-note');
  const name = (seat) => game.players[seat]?.name ?? seat;
  // A rematch offer is said in words too, beside the highlighted button: a changed label alone is easy to miss.
  const rematchFrom = game.status === 'over' && you && (game.rematch ?? []).includes(other)
    && !(game.rematch ?? []).includes(you);
  for (const event of events) {
    const passingNote = noteFor(event, game, you);
    if (passingNote) say(passingNote);
  }
  const newMove = events.some((e) => NEW_POSITION.has(e.kind));
  const asking = drawFrom === you || takebackFrom === you;
  if (passing && (Date.now() >= passing.until || passing.stale({ game, playing, newMove, asking }))) passing = null;
  note.textContent = playing && drawFrom === other ? t('js.game.note.draw', { name: name(other) })
    : playing && takebackFrom === other ? t('js.game.note.takeback', { name: name(other) })
      : rematchFrom ? t('js.game.note.rematch', { name: name(other) }) : passing?.text ?? '';
  note.classList.toggle('rematch-offer', Boolean(rematchFrom));
}

/** "Ann 2 – 1 Bob" after a rematch: slot 0 is whoever was X in round 1. */
export function renderSeries(game) {
  const el = $('series');
  const series = game.series ?? [];
  if (game.round < 2 || series.length === 0) {
    el.hidden = true;
    return;
  }
  const xNow = game.round % 2 === 1 ? 0 : 1; // the slot playing X this round
  const names = [];
  names[xNow] = game.players.X?.name ?? 'X';
  names[1 - xNow] = game.players.O?.name ?? 'O';
  const score = [0, 0];
  for (const r of series) {
    if (!r.winner) {
      if (r.reason !== 'aborted') { score[0] += 0.5; score[1] += 0.5; }
      continue;
    }
    const xThen = r.round % 2 === 1 ? 0 : 1;
    score[r.winner === 'X' ? xThen : 1 - xThen] += 1;
  }
  el.hidden = false;
  el.textContent = `${names[0]} ${fmt(score[0])} \u2013 ${fmt(score[1])} ${names[1]}`;
}

function fmt(n) {
  return Number.isInteger(n) ? String(n) : `${Math.floor(n) || ''}\u00bd`; // ½, 1½: never 0½
}
