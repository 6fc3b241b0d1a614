// A profile's rating chart, from the history the server sends (nothing here computes Glicko). Pure, tested under
// node --test; loaded by the profile page only.

/**
 * A rating history as an SVG polyline's points, left to right in play order, highest rating at the top, inside
 * width x height with pad around; one point sits in the middle. Empty for no history.
 */
export function chartPoints(history, width, height, pad = 4) {
  if (!history || history.length === 0) return '';
  const ratings = history.map((h) => h.rating);
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const span = Math.max(1, high - low);
  const stepX = history.length === 1 ? 0 : (width - 2 * pad) / (history.length - 1);
  return history.map((h, i) => {
    const x = history.length === 1 ? width / 2 : pad + i * stepX;
    const y = high === low ? height / 2 : pad + (high - h.rating) * (height - 2 * pad) / span;
    return `${round1(x)},${round1(y)}`;
  }).join(' ');
}

function round1(n) {
  return Math.round(n * 10) / 10;
}
