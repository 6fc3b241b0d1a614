// Table manners: the draw, takeback and abort buttons as the server's offers make them, and the score of a series
// between the two people (colours swap every round, so the score follows the players, not the colours).
import { t } from './i18n.js';
import { sideName } from './seats.js';

const $ = (id) => document.getElementById(id);

// A passing note, said for a few seconds under the board (the newest replaces the last), and gone sooner once
// `stale` says the table has moved on: an answer of "no" to one's offer (so that an offer to a computer, which
// declines at once, or to a person does not just vanish), or what a computer chose in a swap opening.
const PASSING_MS = 5000;
let passing = null; // { text, until, stale }
let passingTimer = null;

function say(text, stale) {
  passing = { text, until: Date.now() + PASSING_MS, stale };
  clearTimeout(passingTimer);
  passingTimer = setTimeout(() => {
    if ($('offer-note').textContent === text) $('offer-note').textContent = '';
    passing = null;
  }, PASSING_MS);
}

export function renderManners(game, you, previous = null) {
  // Draws and takebacks wait until a swap opening has settled the colours; its stones are never taken back.
  const opening = game.opening && game.opening.phase !== 'done';
  const playing = Boolean(you) && game.status === 'playing' && !opening;
  const other = you === 'X' ? 'O' : 'X';
  const offers = game.offers ?? {};
  const drawFrom = offers.draw;
  const takebackFrom = offers.takeback;
  // After an offer, one waits a few moves before offering again: the server says from which ply (moves played).
  const againAt = offers.draw_from?.[you];
  const waitToOffer = drawFrom !== you && againAt != null && game.moves.length < againAt;
  // Moves made since a swap opening's stones: before both sides have moved, abort is offered instead of a draw
  // (lichess does the same).
  const stones = game.opening ? game.opening.stones : 0;
  const moved = game.moves.length - stones;
  $('draw').hidden = !playing || drawFrom === other || moved < 2;
  $('draw').disabled = drawFrom === you || waitToOffer;
  $('draw').textContent = drawFrom === you ? t('js.game.drawOffered')
    : waitToOffer ? t('js.game.drawAgainFrom', { n: againAt + 1 }) : t('js.game.offerDraw');
  $('draw-answer').hidden = !(playing && drawFrom === other);
  const first = stones % 2 === 0 ? 'X' : 'O'; // who moves first once the opening's stones are down
  // One's last move, and, once the clocks run, not one's first: those stay (the server says why).
  const keep = game.clock && moved >= 2 ? 2 : 0;
  const mine = you === first ? moved >= 1 + keep : moved >= 2 + keep;
  $('takeback').hidden = !playing || !game.takebacks || takebackFrom === other || !mine;
  // Asked a moment ago and refused: the server says from which move one may ask again.
  const askAgainAt = offers.takeback_from?.[you];
  const waitToAsk = takebackFrom !== you && askAgainAt != null && game.moves.length < askAgainAt;
  $('takeback').disabled = takebackFrom === you || waitToAsk;
  $('takeback').textContent = takebackFrom === you ? t('js.game.takebackAsked')
    : waitToAsk ? t('js.game.takebackAgainFrom', { n: askAgainAt + 1 }) : t('js.game.takeback');
  $('takeback-answer').hidden = !(playing && takebackFrom === other);
  $('abort').hidden = !(Boolean(you) && game.status !== 'over' && (opening || moved < 2));
  const note = $('offer-note');
  const name = (seat) => game.players[seat]?.name ?? seat;
  // A rematch offer is said in words too, beside the highlighted button: a changed label alone is easy to miss.
  const rematchFrom = game.status === 'over' && you && (game.rematch ?? []).includes(other)
    && !(game.rematch ?? []).includes(you);
  const was = previous?.offers ?? {};
  if (playing && previous && previous.round === game.round && previous.moves.length === game.moves.length) {
    const no = was.draw === you && !drawFrom ? 'js.game.note.drawDeclined'
      : was.takeback === you && !takebackFrom ? 'js.game.note.takebackDeclined' : null;
    // Old news once the game moves on, or once one offers again.
    if (no) say(t(no, { name: name(other) }), (now) => !now.playing || now.newMove || now.asking);
  }
  // An offer that lapsed because the other moved instead is said too: it would otherwise just vanish.
  if (playing && previous && previous.round === game.round && previous.moves.length < game.moves.length) {
    const lapsed = was.draw === you && !drawFrom ? 'js.game.note.drawLapsed'
      : was.takeback === you && !takebackFrom ? 'js.game.note.takebackLapsed' : null;
    // Old news at the next move after the one that made it lapse (it stayed for the rest of the game).
    const at = game.moves.length;
    if (lapsed) {
      say(t(lapsed, { name: name(other) }), (now) => !now.playing || now.asking || now.game.moves.length > at);
    }
  }
  // Onlookers see stones vanish in a takeback: said in words (players know, having asked or allowed it).
  if (!you && previous && previous.round === game.round && game.status === 'playing'
    && game.moves.length < previous.moves.length) {
    const left = game.moves.length;
    const inRound = game.round;
    say(t('js.game.note.takenBack', { n: previous.moves.length - left }),
      (now) => now.game.round !== inRound || now.game.moves.length > left + 1);
  }
  // A computer's choice in a swap opening: otherwise the person only sees the seats swap, or not, and must work out
  // what it took. It stays through the computer's next move, which often comes at once.
  const chose = chosenByComputer(previous, game);
  const round = game.round;
  if (chose) say(chose, (now) => now.game.status !== 'playing' || now.game.round !== round);
  const newMove = Boolean(previous) && (previous.round !== game.round || previous.moves.length !== game.moves.length);
  const asking = drawFrom === you || takebackFrom === you;
  if (passing && (Date.now() >= passing.until || passing.stale({ game, playing, newMove, asking }))) passing = null;
  note.textContent = playing && drawFrom === other ? t('js.game.note.draw', { name: name(other) })
    : playing && takebackFrom === other ? t('js.game.note.takeback', { name: name(other) })
      : rematchFrom ? t('js.game.note.rematch', { name: name(other) }) : passing?.text ?? '';
  note.classList.toggle('rematch-offer', Boolean(rematchFrom));
}

/** What a computer chose in a swap opening, when this state is its choice, in words; else null. */
function chosenByComputer(previous, game) {
  const o = previous?.opening;
  if (!o || o.phase !== 'choose' || previous.status !== 'playing' || previous.round !== game.round) return null;
  const chooser = previous.players[o.actor];
  if (chooser?.kind !== 'bot' || game.opening?.phase === 'choose') return null;
  if (game.opening?.phase === 'place') return t('js.game.note.computerMore', { name: chooser.name });
  const seat = ['X', 'O'].find((s) => game.players[s]?.kind === 'bot');
  return seat ? t('js.game.note.computerTook', { name: chooser.name, colour: sideName(game.rules, seat) }) : null;
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
