// What the 2004 set adds to the abilities every set may list (CLASSIC-DATA.md sections 1-2):
// the Wall-Walker's crossing of one wall (C6), the Troll's regeneration, and the Speed
// Potion's 4 AP for its drinker alone. Each reads its pieces' traits from the set
// (crossesWalls, regenerates, drinkAp: the AI's evaluation reads the same) and only the
// position; the core lists and plays them through the set.
import { heal, validSquare } from '../../rules/abilities.ts';
import { neighbour } from '../../core/board.ts';
import { MoveKind, argA, head, type MoveList } from '../../core/moves.ts';
import { canAct, escape, escapesAt, miniAt, removePiece, setLoc } from '../../core/pieces.ts';
import type { Ability } from '../../core/set.ts';
import { Loc, addOwnAp, ownApOf, type State } from '../../core/state.ts';
import { spendAp } from '../../rules/turn.ts';
import { Edge, Terrain, isChar, kindOf, seatOf, type PieceId } from '../../core/types.ts';

/**
 * C6: where the Wall-Walker lands crossing the wall on side d of her square, or -1: a wall
 * (not a portcullis), onto a square where a movement could end, in a revealed room or on a
 * starting line; the opponent's line is an escape. A face-down room's border is no wall but
 * blind (R3), so she never enters one.
 */
export function wallLanding(s: State, c: PieceId, d: number): number {
  if (!s.set.characters[kindOf(c)]!.crossesWalls || !canAct(s, c)) return -1;
  const from = s.loc[c]!;
  if (s.board.edge[from * 4 + d] !== Edge.Wall) return -1;
  const to = neighbour(from, d, s.geo);
  if (to < 0 || s.board.terrain[to] === Terrain.Hidden) return -1;
  if (escapesAt(s, s.active, to)) return miniAt(s, to) < 0 ? to : -1;
  return validSquare(s, c, s.held[c]!, to) ? to : -1;
}

/** The Wall-Walker (C6): 1 AP through one wall, with what she carries. */
export const wallWalking: Ability = {
  kind: MoveKind.WallWalk,
  type: 'wallwalk',
  arg: 'dir',
  may: (s, c) => s.set.characters[kindOf(c)]!.crossesWalls === true,
  generate(s, c, out, d, once, plain) {
    const to = wallLanding(s, c, d);
    if (to < 0) return;
    const escaping = escapesAt(s, s.active, to);
    // Each outcome once: escaping whichever wall she crosses, and no square a movement of hers
    // that exchanges nothing reaches (her movements are generated just before her abilities).
    if (escaping ? once(c) && !plain(to, true) : !plain(to, false)) out.push(head(MoveKind.WallWalk, c, d));
  },
  legal: (s, c, d) => wallLanding(s, c, d) >= 0,
  refusal: (piece) => `${piece} cannot cross a wall that way (C6)`,
  play(s, c, d, _b, events) {
    const from = s.loc[c]!;
    const to = wallLanding(s, c, d);
    spendAp(s, c, 1);
    events?.push({ type: 'wall-walked', piece: c, from, to });
    if (escapesAt(s, s.active, to)) escape(s, c, events);
    else setLoc(s, c, to);
  },
};

/**
 * May this wounded Troll regenerate now? The active player's, lying on its own (not carried,
 * no miniature on it: two would then stand there, CLASSIC-DATA.md 1), not wounded this turn,
 * with AP to spend.
 */
export function regenerates(s: State, c: PieceId): boolean {
  return (
    isChar(c) &&
    s.set.characters[kindOf(c)]!.regenerates === true &&
    seatOf(c) === s.active &&
    s.wounded[c] === 1 &&
    s.loc[c]! >= 0 &&
    s.carrier[c]! < 0 &&
    !((s.woundedNow >> c) & 1) &&
    miniAt(s, s.loc[c]!) < 0 &&
    (s.ap > 0 || ownApOf(s, c) > 0)
  );
}

/** Whether `out` lists a heal of c: with no one's own AP in play, the same outcome as regenerating. */
function healListed(out: MoveList, c: PieceId): boolean {
  for (let i = 0; i < out.length; i++)
    if (out.kind(i) === MoveKind.Heal && argA(out.head(i)) === c) return true;
  return false;
}

/**
 * The Troll's regeneration: 1 AP while wounded, not in the turn he was wounded; he stands up
 * (taking the object he lay on, as a healed character does) and does nothing more this turn (C8).
 */
export const regenerating: Ability = {
  kind: MoveKind.Regenerate,
  type: 'regenerate',
  arg: 'self',
  byWounded: true,
  may: (s, c) => s.set.characters[kindOf(c)]!.regenerates === true,
  generate(s, c, out) {
    if (regenerates(s, c) && !(s.ownAp === 0 && healListed(out, c)))
      out.push(head(MoveKind.Regenerate, c, c));
  },
  legal: (s, c) => regenerates(s, c),
  refusal: (piece) => `${piece} cannot regenerate now (not wounded, or wounded this turn)`,
  play: (s, c, _a, _b, events) => heal(s, c, c, events),
};

/** The AP its carrier would get from drinking what it carries (0: nothing to drink). */
const drinkAp = (s: State, c: PieceId): number => {
  const h = s.held[c]!;
  return canAct(s, c) && h >= 0 && !isChar(h) ? (s.set.objects[kindOf(h)]!.drinkAp ?? 0) : 0;
};

/** The Speed Potion: 1 AP to drink it; its carrier gets 4 AP that only it may spend this turn. */
export const drinking: Ability = {
  kind: MoveKind.Drink,
  type: 'drink',
  arg: 'self',
  may: (s, c) => s.held[c]! >= 16,
  generate(s, c, out) {
    if (drinkAp(s, c) > 0) out.push(head(MoveKind.Drink, c, c));
  },
  legal: (s, c) => drinkAp(s, c) > 0,
  refusal: (piece) => `${piece} carries no Speed Potion to drink`,
  play(s, c, _a, _b, events) {
    const p = s.held[c]!;
    const ap = drinkAp(s, c);
    spendAp(s, c, 1);
    removePiece(s, p, Loc.Gone);
    addOwnAp(s, c, ap);
    events?.push({ type: 'drank', piece: c, item: p });
  },
};
