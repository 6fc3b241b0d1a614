// The player's own choices for this browser (sounds, move confirmation, move numbers, a bigger board), kept in
// localStorage so they hold for every game. Each is a checkbox on the game page.

const KEY = 'inrow.settings';

function load() {
  try { return JSON.parse(localStorage.getItem(KEY)) ?? {}; } catch { return {}; }
}

export class Settings {
  /** @param defaults values for choices never made, e.g. move confirmation on for touch screens */
  constructor(defaults) {
    this.values = { ...defaults, ...load() };
    // The sound switch predates this module: keep what people chose there.
    try {
      const old = localStorage.getItem('inrow.sound');
      if (old !== null && this.values.sound === undefined) this.values.sound = old === '1';
    } catch { /* nothing kept */ }
  }

  get(name) {
    return Boolean(this.values[name]);
  }

  /** Binds a checkbox to a choice: it shows the choice and changes it; onChange runs after every change. */
  bind(checkbox, name, onChange) {
    checkbox.checked = this.get(name);
    checkbox.addEventListener('change', () => {
      this.values[name] = checkbox.checked;
      try { localStorage.setItem(KEY, JSON.stringify(this.values)); } catch { /* lasts the page */ }
      onChange?.(checkbox.checked);
    });
  }
}
