// What the board shows for the selected character once the player has pointed at tokens on
// its way (route.ts chooses the movement): the destinations still reachable with those
// exchanges (each with the one movement a click there plays), the tokens to point at, the
// object it could drop where it stops, and the path to draw. Derived from the legal list only.
import type { View } from '@dt/engine';
import type { MoveAction, PieceChoices } from '../intents.ts';
import { routeTo, spotsOf, type Mark } from './route.ts';

export interface Pointing {
  /** The piece's choices with each destination narrowed to the movement a click there plays. */
  pc: PieceChoices;
  spots: Map<string, Mark[]>;
  /** The object it carries, when some movement drops it. */
  droppable: string | null;
  /** The movement a click on `sq` plays (null: none makes the chosen exchanges). */
  route: (sq: string) => MoveAction | null;
}

export function pointing(
  view: View,
  selected: string,
  pc: PieceChoices,
  marks: readonly Mark[],
  dropAtEnd: boolean,
): Pointing {
  const held = view.pieces.find((p) => p.carriedBy === selected)?.id ?? null;
  const droppable =
    held && [...pc.moves.values()].some((l) => l.some((m) => m.exchanges.some((x) => x.op === 'drop')))
      ? held
      : null;
  const wanted = (sq: string): Mark[] =>
    dropAtEnd && droppable ? [...marks, { op: 'drop', item: droppable, square: sq }] : [...marks];
  const route = (sq: string): MoveAction | null => routeTo(pc.moves.get(sq) ?? [], wanted(sq));
  const moves = new Map<string, MoveAction[]>();
  for (const sq of pc.moves.keys()) {
    const m = route(sq);
    if (m) moves.set(sq, [m]);
  }
  return { pc: { ...pc, moves }, spots: spotsOf(pc.moves), droppable, route };
}

/** The path to draw: to the hovered destination, else to the last token pointed at. */
export function pathShown(p: Pointing, hover: string | null, marks: readonly Mark[]): string[] | null {
  if (hover) return p.route(hover)?.path ?? null;
  const last = marks[marks.length - 1];
  return last ? (p.route(last.square)?.path ?? null) : null;
}
