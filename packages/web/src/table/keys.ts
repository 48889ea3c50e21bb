// Ending the turn (asked first with action points left, a setting) and the table's keys:
// Escape cancels, E ends the turn, U or Ctrl+Z takes back the last action.
import { useEffect } from 'react';
import type { TableInput } from './input.ts';

export function endTurn(i: TableInput): void {
  const end = i.choices?.end;
  if (!end) return;
  if (i.confirmEnd && i.view.ap > 0)
    return i.send({
      type: 'pending',
      pending: { action: end, preview: false, text: i.t('endWithAp', { n: i.view.ap }) },
    });
  i.act(end);
}

export function useTableKeys(i: TableInput, undo: { run: () => void } | null | undefined): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') i.send({ type: 'cancel' });
      const typing =
        e.target instanceof HTMLInputElement ||
        e.target instanceof HTMLSelectElement ||
        e.target instanceof HTMLTextAreaElement;
      if (typing) return;
      if ((e.key === 'e' || e.key === 'E') && !e.ctrlKey && !e.metaKey && i.choices?.end) endTurn(i);
      if ((e.key === 'u' || e.key === 'U' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) && undo) {
        e.preventDefault();
        undo.run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
