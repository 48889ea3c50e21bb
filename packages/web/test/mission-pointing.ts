// What the mission browser tests share: the mission they win (its line ends with a plain move
// of the player's, so one pointed move finishes it) and that move made by pointing.
import type { Page } from 'playwright-core';
import { parseAction } from '@dt/engine';
import { MISSIONS } from '../src/missions/missions.ts';

/** The mission won here: the first whose line ends with a plain move of the player's. */
export const WON = MISSIONS.find((m) => {
  const a = parseAction(m.line.at(-1)!);
  return a.ok && a.value.type === 'move' && a.value.exchanges.length === 0 && a.value.piece[0] === m.seat[0];
})!;

/** A move in the action notation made as a player does: the piece, then its destination. */
export async function pointMove(page: Page, text: string): Promise<void> {
  const a = parseAction(text);
  if (!a.ok || a.value.type !== 'move') throw new Error(`not a move: ${text}`);
  await page.locator(`.piece[data-piece="${a.value.piece}"]`).first().click();
  await page
    .locator(`.dest[data-square="${a.value.path.at(-1)}"]`)
    .first()
    .click();
}
