// A join refused because the person plays in another tournament (one at a time): the server's words, a link to that
// tournament, and a button that withdraws from it and then asks for the join again.
import { t } from './i18n.js';

/** Whether an API error is that refusal, naming the other tournament. */
export function inOther(error) {
  return error?.code === 'in_other_tournament' && typeof error.tournament?.id === 'string';
}

/** Fills `box` (the page's alert) with the refusal; `again` repeats the join once the person has withdrawn. */
export function showInOther(box, error, again) {
  const other = error.tournament;
  const link = document.createElement('a');
  link.href = `/tournament/${encodeURIComponent(other.id)}`;
  link.textContent = t('js.arena.other.open', { name: other.name });
  const leave = document.createElement('button');
  leave.type = 'button';
  leave.className = 'other-withdraw';
  leave.textContent = t('js.arena.other.withdraw', { name: other.name });
  leave.addEventListener('click', async () => {
    leave.disabled = true;
    try {
      const response = await fetch(`/api/tournaments/${encodeURIComponent(other.id)}/withdraw`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}',
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        box.textContent = answer.error?.message ?? t('js.arena.error.unavailable');
        return;
      }
      box.textContent = '';
      await again();
    } catch {
      box.textContent = t('js.arena.error.unavailable');
    }
  });
  box.replaceChildren(error.message ?? '', ' ', link, ' ', leave);
  link.focus();
}
