// Renju's 26 canonical openings in the lobby's opening list, loaded only once renju is chosen (the lobby's page
// budget has no room for them). Code and name come from the server (GET /api/openings, the engine's own table);
// the names are proper nouns, shown as the RIF spells them; the value sent is the code, which POST /api/games reads.
const form = globalThis.document?.getElementById('create');
if (form) {
  const select = form.elements.opening;
  const { openings } = await fetch('/api/openings').then((r) => r.json());
  const added = openings.map(({ code, name }) => {
    const option = document.createElement('option');
    option.value = code;
    option.textContent = `${code} ${name}`;
    return option;
  });
  select.append(...added);
  // Only renju has them: another rule set hides them again (and a chosen one goes back to no opening).
  const sync = () => {
    const renju = form.elements.gomokuRules.value === 'renju';
    for (const option of added) option.hidden = !renju;
    if (!renju && added.includes(select.selectedOptions[0])) select.value = 'none';
  };
  form.addEventListener('change', sync);
  sync();
}
