// Starting characters: a character picked in the tray (or dragged) goes on a dot; a dot
// pointed at with nothing picked is emptied.
import { putOnDot } from '../intents.ts';
import type { TableInput } from './input.ts';

export function putDot(i: TableInput, dot: number, piece: string | null): void {
  if (!i.choices) return;
  const next = putOnDot(i.choices.starters, i.ui.dots, dot, piece);
  if (next) i.send({ type: 'dots', dots: [...next] });
}

export function onDot(i: TableInput, dot: number): void {
  if (i.ui.dotPiece) return putDot(i, dot, i.ui.dotPiece);
  if (i.ui.dots[dot] !== undefined) {
    const next = [...i.ui.dots];
    next[dot] = undefined;
    i.send({ type: 'dots', dots: next });
  }
}
