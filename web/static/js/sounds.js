// Short tones made with Web Audio (no sound files to fetch): a move, your turn, a win, a loss, someone joining, and
// low time (which one a frame deserves: reactions.js frameSound). Silent unless the player turned sounds on; the
// choice is remembered (see settings.js).

const TUNES = {
  move: [[520, 0.05]],
  turn: [[660, 0.08], [880, 0.1]],
  win: [[523, 0.1], [659, 0.1], [784, 0.18]],
  loss: [[392, 0.14], [330, 0.2]],
  join: [[740, 0.08], [988, 0.08]],
  low: [[880, 0.15]],
};

let context = null;

export function play(name, enabled) {
  const tune = TUNES[name];
  if (!enabled || !tune) return;
  try {
    context ??= new AudioContext();
    let at = context.currentTime;
    for (const [frequency, length] of tune) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + length);
      at += length;
    }
  } catch { /* no audio here: the page still shows everything */ }
}
