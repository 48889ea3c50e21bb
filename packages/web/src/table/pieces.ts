// Pointing at a piece: its card shown; the selected character's action on it (heal at once,
// a combat previewed and confirmed, a menu when several apply); else selecting it, or why it
// does nothing (from the engine).
import type { Action } from '@dt/engine';
import type { Key } from '../i18n.ts';
import { pieceWord } from '../words.ts';
import { refuse, type TableInput } from './input.ts';

/** An attack (or Spear) shown with both sides' strengths before it is made. */
export function confirmCombat(i: TableInput, a: Action): void {
  const { t, lang } = i;
  const v = i.preview?.(a) ?? null;
  const target = a.type === 'attack' || a.type === 'spear' ? a.target : '';
  i.send({
    type: 'pending',
    pending: {
      action: a,
      preview: true,
      text: v?.combat
        ? t('attackPreview', {
            target: pieceWord(target, lang),
            attackers: v.combat.attackers.map((p) => pieceWord(p, lang)).join(', '),
            defenders: v.combat.defenders.map((p) => pieceWord(p, lang)).join(', '),
            atk: v.combat.strength[0],
            def: v.combat.strength[1],
          })
        : `${t(a.type as Key)}${t('colon')} ${pieceWord(target, lang)} ?`,
    },
  });
}

export function onPiece(i: TableInput, id: string): void {
  const { choices, pc, sel, view, t, lang } = i;
  i.send({ type: 'inspect', piece: id });
  if (!choices) return;
  const targetActions = pc?.targets.get(id);
  if (targetActions) {
    if (targetActions.length === 1) {
      const a = targetActions[0]!;
      return a.type === 'heal' ? i.act(a) : confirmCombat(i, a);
    }
    const square = view.pieces.find((p) => p.id === id)?.square ?? null;
    return i.send({
      type: 'menu',
      menu: {
        title: pieceWord(id, lang),
        square,
        options: targetActions.map((a) => ({ action: a, label: t(a.type as Key) })),
      },
    });
  }
  i.send({ type: 'select', piece: sel === id || !choices.pieces.has(id) ? null : id });
  // After the selection changed (which clears an earlier refusal): why this piece did nothing.
  if (sel !== id && !choices.pieces.has(id)) {
    const p = view.pieces.find((q) => q.id === id);
    const mine = sel && view.pieces.find((q) => q.id === sel);
    const enemy = p && mine && p.seat !== mine.seat && p.kind === 'character';
    refuse(i, enemy ? { type: 'target', piece: sel!, target: id } : { type: 'piece', piece: id });
  }
}
