// Renju's 26 canonical openings in the lobby's opening list, loaded only once renju is chosen (the lobby's page
// budget has no room for them). The names are proper nouns, shown as the RIF spells them; the value sent is the
// code, which POST /api/games reads (docs/renju-openings.md has the stones).
const NAMES = ['Kansei', 'Keigetsu', 'Sosei', 'Kagetsu', 'Zangetsu', 'Ugetsu', 'Kinsei', 'Shogetsu', 'Kyugetsu',
  'Shingetsu', 'Zuisei', 'Sangetsu', 'Yusei', 'Chosei', 'Kyogetsu', 'Kosei', 'Suigetsu', 'Ryusei', 'Ungetsu',
  'Hogetsu', 'Rangetsu', 'Gingetsu', 'Myojo', 'Shagetsu', 'Meigetsu', 'Suisei'];

/** "1D Kansei" ... "13D Yusei", "1I Chosei" ... "13I Suisei", in the published order. */
export const OPENINGS = NAMES.map((name, i) => `${(i % 13) + 1}${i < 13 ? 'D' : 'I'} ${name}`);

const form = globalThis.document?.getElementById('create');
if (form) {
  const select = form.elements.opening;
  const added = OPENINGS.map((label) => {
    const option = document.createElement('option');
    option.value = label.split(' ')[0];
    option.textContent = label;
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
