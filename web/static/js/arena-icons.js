// The arena pages' two small pictures, drawn rather than typed: the machines we test on (and many phones) have no
// emoji font, and a lock or a flame must not come out as an empty box.
const SVG = 'http://www.w3.org/2000/svg';
const PATHS = {
  lock: 'M4.5 7V5a3.5 3.5 0 0 1 7 0v2H13v8H3V7zm2 0h3V5a1.5 1.5 0 0 0-3 0z',
  fire: 'M8 .5c.7 3 4.5 4.6 4.5 9a4.5 4.5 0 0 1-9 0c0-2.2 1.1-3.6 2.3-4.6-.1 1.6.4 2.8 1.5 3.4C7.6 5.8 6.9 3 8 .5z',
};

/** A picture with a name a screen reader says (and a tooltip for the mouse). */
export function icon(name, label) {
  const pic = document.createElementNS(SVG, 'svg');
  pic.setAttribute('viewBox', '0 0 16 16');
  pic.setAttribute('class', `icon ${name}`);
  pic.setAttribute('role', 'img');
  pic.setAttribute('aria-label', label);
  const title = document.createElementNS(SVG, 'title');
  title.textContent = label;
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PATHS[name]);
  path.setAttribute('fill', 'currentColor');
  pic.append(title, path);
  return pic;
}
