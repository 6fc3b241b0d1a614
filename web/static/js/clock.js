// The two clocks. The server alone keeps time: each state carries the times left as of the moment it was made, and
// this module only counts the running side down from when that state arrived, so the display stays smooth between
// states. It also counts down the time a side has left to make its first move before the server aborts the game.
import { t, duration } from './i18n.js';
import { clockFace, spokenTime } from './terms.js';
import { actor, inOpening } from './opening.js';
import { sideCode } from './seats.js';

const LOW_SHARE = 0.1;
const LOW_MS = 10_000;
// The ten seconds that warn a player with minutes to spend would be most of a 5 s move: at most this share of the
// control is ever low, so a short clock is red for its last moment only, as a long one is.
const LOW_MOST = 0.3;
// The first-move warning turns red for its last seconds.
const FIRST_MOVE_LOW_S = 15;

export class Clocks {
  constructor({ onLow, onSay }) {
    this.onLow = onLow;
    this.onSay = onSay;
    // The first-move deadline is said once when it starts and once when it runs low, not at every second's tick:
    // which deadline ("round:actor:phase") was said, and whether its low part was.
    this.deadlineSaid = null;
    this.deadlineLowSaid = false;
    // A low clock is said once a round: with an increment it crosses the line at every move (a sound each time).
    this.lowSaidIn = null;
    this.game = null;
    this.at = 0;
    this.low = { X: false, O: false };
    this.timer = setInterval(() => this.tick(), 100);
  }

  /**
   * Draws the game; {@code you} is this page's seat, or null. {@code timed}: the frame just applied brought times
   * (a clock or a first-move deadline, as of the moment it was made), counted from {@code at} (now by default).
   */
  update(game, you, timed = false, at = performance.now()) {
    // Only times just sent restart the count: the page also re-draws the same game (the connection's status changes
    // every second while it reconnects), and applies events that carry no time (a chat line, a spectator come),
    // and restarting then froze the running clock at the last times sent. {@code at}: when they arrived.
    if (timed || !this.game) this.at = at;
    this.game = game;
    this.you = you;
    this.tick();
  }

  /** The milliseconds a side has left now, by this page's count from the last state. */
  left(seat) {
    const c = this.game?.clock;
    if (!c) return null;
    const since = c.running === seat ? performance.now() - this.at : 0;
    return Math.max(0, c[seat] - since);
  }

  tick() {
    const g = this.game;
    for (const seat of ['X', 'O']) {
      const el = document.querySelector(`.player[data-seat="${seat}"] .clock`);
      if (!el) continue;
      if (!g?.clock) {
        el.hidden = true;
        continue;
      }
      const ms = this.left(seat);
      const start = g.clock.per_move_ms || g.clock.initial_ms || g.clock.increment_ms;
      // Low only once the clocks run: before that no move is charged, and a short bank (a 0+3 game starts at 3 s)
      // would show red, and use up its one warning, before a second had been counted.
      const started = g.status === 'playing' && g.clock.running !== null;
      // Only the running clock: an idle one loses no time, and a full clock of 5 s in red read as an alarm all game.
      const threshold = Math.min(Math.max(LOW_MS, start * LOW_SHARE), start * LOW_MOST);
      const low = started && g.clock.running === seat && ms < threshold;
      el.hidden = false;
      el.textContent = clockFace(ms, g.clock);
      el.dataset.running = String(g.clock.running === seat);
      el.dataset.low = String(low);
      const said = spokenTime(ms, g.clock);
      el.setAttribute('aria-label', t('js.game.clockLabel', { seat: sideCode(g.rules, seat), time: said }));
      if (low && !this.low[seat] && g.clock.running === seat) {
        this.onLow(seat);
        if (seat === this.you && this.lowSaidIn !== g.round) {
          this.lowSaidIn = g.round;
          this.onSay(t('js.game.clockLow', { time: said }));
        }
      }
      this.low[seat] = low;
    }
    const first = document.getElementById('first-move');
    if (first) {
      const waiting = g && g.status === 'playing' && g.first_move_ms !== null && g.first_move_ms !== undefined;
      first.hidden = !waiting;
      if (waiting) {
        const left = Math.max(0, g.first_move_ms - (performance.now() - this.at));
        const s = Math.ceil(left / 1000);
        // Red only near the end: from the first second it read as an error to someone who had done nothing wrong.
        first.dataset.low = String(s <= FIRST_MOVE_LOW_S);
        // In a swap opening the person who acts is the opening's actor, and acting may be choosing a colour.
        const who = actor(g);
        const opening = inOpening(g);
        first.textContent = who === this.you
          ? t(opening ? 'js.opening.deadlineYou' : 'js.game.firstMoveYou', { time: duration(s * 1000) })
          : t(opening ? 'js.opening.deadlineOther' : 'js.game.firstMoveOther',
            { name: g.players[who]?.name ?? who, time: duration(s * 1000) });
        const deadline = `${g.round}:${who}:${g.opening?.phase ?? ''}:${g.moves.length}`;
        // Not said of a computer, which answers at once.
        if (deadline !== this.deadlineSaid) {
          this.deadlineSaid = deadline;
          this.deadlineLowSaid = s <= FIRST_MOVE_LOW_S;
          if (g.players[who]?.kind !== 'bot') this.onSay(first.textContent);
        } else if (s <= FIRST_MOVE_LOW_S && !this.deadlineLowSaid && who === this.you) {
          this.deadlineLowSaid = true;
          this.onSay(first.textContent);
        }
      }
    }
  }
}
