// Ratings as the pages show them: the server sends each rating's label ("1500?" while provisional) and, at a rated
// round's end, the change; nothing here computes Glicko. Pure functions, tested under node --test.

/** The change as people read it: "+12", "−12" (a real minus sign), "±0". */
export function signedChange(change) {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '\u00b10';
}

/** What a seat shows beside its name: "1500?", or with the round's change "1500? +12"; '' when not rated. */
export function seatRating(p) {
  if (!p || p.rating == null) return '';
  return p.rating_change == null ? p.rating : `${p.rating} ${signedChange(p.rating_change)}`;
}

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
