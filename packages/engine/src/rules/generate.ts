// Move generation: every legal decision of the position as compact records (moves.ts), in
// one fixed order (the order legalActions lists them in, which the bots' tie-breaks rely on):
// the set-up choices, the card, the placements, the announcement and Combat cards, and in the
// actions phase: end, reveals, rotations, then per miniature its movements, jumps, attacks,
// spear attacks, per direction its shot, fireball, scream and portcullis work, and its heals.
// Each distinct outcome is listed once: a close combat involves every miniature next to the
// target (R16) and a portcullis ends the same whoever works it.
import { cardChoices } from './combat.ts';
import type { MoveList } from '../core/moves.ts';
import { MoveKind, head } from '../core/moves.ts';
import type { BestMovements } from './best-moves.ts';
import { memoryOf, type Memory } from './search-memory.ts';
import { actingMask, placeSquares, placerOf, revealableMask, turnableMasks } from './rooms-play.ts';
import { handicapSeat, startersToMove, tokenChoices } from './setup.ts';
import type { Ability } from '../core/set.ts';
import { Loc, type State } from '../core/state.ts';
import { playableCards } from './turn.ts';
import { charId, type PieceId, type Seat } from '../core/types.ts';

export interface GenerateOptions {
  /** List only movements with at most this many exchanges on the way (a subset, for searches). */
  maxExchanges?: number;
  /** Keep each movement's witness path (for Action objects). */
  withPaths?: boolean;
  /** List only the best movements by a score (and every other move): see best-moves.ts. */
  best?: BestMovements;
}

/** The seats that must decide now (both, during simultaneous choices). */
export function toMove(s: State): Seat[] {
  switch (s.phase) {
    case 'handicap':
      return [handicapSeat(s)];
    case 'starters':
      return startersToMove(s);
    case 'tokens':
      return [s.tokenTurn];
    case 'card':
    case 'actions':
      return [s.active];
    case 'place':
      return [placerOf(s, s.placing!.queue[0]!)];
    case 'announce':
      return [s.combat!.telepath as Seat];
    case 'combat':
      return ([0, 1] as const).filter((seat) => s.combat!.cards[seat] < 0);
    case 'over':
      return [];
  }
}

function* permutations(items: PieceId[], k: number): Generator<PieceId[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest, k - 1)) yield [items[i]!, ...p];
  }
}

function* combinations(items: PieceId[], k: number, from = 0): Generator<PieceId[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const c of combinations(items, k - 1, i + 1)) yield [items[i]!, ...c];
  }
}

/** Every way to put the scenario's number of starting characters on the 4 dots. */
export function starterOptions(s: State, seat: Seat): (PieceId | null)[][] {
  const chars: PieceId[] = [];
  for (let k = 0; k < 8; k++) if (s.loc[charId(seat, k)] === Loc.Screen) chars.push(charId(seat, k));
  const n = s.scen.starters[seat];
  const out: (PieceId | null)[][] = [];
  for (const dots of combinations([0, 1, 2, 3], n)) {
    for (const perm of permutations(chars, n)) {
      const row: (PieceId | null)[] = [null, null, null, null];
      dots.forEach((d, i) => (row[d] = perm[i]!));
      out.push(row);
    }
  }
  return out;
}

/** The sets of characters a handicapped player may remove (R23). */
export function handicapOptions(s: State): PieceId[][] {
  const seat = handicapSeat(s);
  const chars = s.scen.characters[seat].map((k) => charId(seat, k));
  return [...combinations(chars, 8 - s.config.handicap!.characters)];
}

/** Starting dots as one word: 5 bits per dot, piece + 1 (0: no one). */
export const dotsWord = (dots: readonly (PieceId | null)[]): number =>
  dots.reduce<number>((w, p, i) => w | ((p === null ? 0 : p + 1) << (i * 5)), 0);

/** Every legal decision now, for whichever seat(s) must decide (see toMove), into `out`. */
export function generateMoves(s: State, out: MoveList, opts: GenerateOptions = {}): MoveList {
  out.clear(opts.withPaths, opts.maxExchanges ?? Infinity);
  switch (s.phase) {
    case 'handicap': {
      const seat = handicapSeat(s);
      for (const r of handicapOptions(s)) {
        out.push(head(MoveKind.Handicap, -1, 0, seat));
        out.word(r.reduce((m, p) => m | (1 << p), 0));
      }
      break;
    }
    case 'starters':
      for (const seat of startersToMove(s)) {
        for (const dots of starterOptions(s, seat)) {
          out.push(head(MoveKind.Starters, -1, 0, seat));
          out.word(dotsWord(dots));
        }
      }
      break;
    case 'tokens':
      for (const [p, room] of tokenChoices(s)) out.push(head(MoveKind.Token, p, room, s.tokenTurn));
      break;
    case 'card':
      for (const value of playableCards(s)) out.push(head(MoveKind.Card, -1, value));
      break;
    case 'place': {
      const p = s.placing!.queue[0]!;
      const seat = placerOf(s, p);
      for (const sq of placeSquares(s)) out.push(head(MoveKind.Place, p, sq, seat));
      break;
    }
    case 'announce': {
      const seat = s.combat!.telepath as Seat;
      for (let v = 0; v <= 6; v++) out.push(head(MoveKind.Announce, -1, v, seat));
      break;
    }
    case 'combat':
      for (const seat of [0, 1] as const) {
        for (const value of cardChoices(s, seat)) out.push(head(MoveKind.Combat, -1, value, seat));
      }
      break;
    case 'actions':
      actionsPhase(s, out, opts);
      break;
    case 'over':
      break;
  }
  return out;
}

/**
 * The legal decisions of one seat only, into `out` (empty when the seat has nothing to decide).
 * During simultaneous choices generateMoves lists both seats' (the other seat's Combat cards
 * would tell its hand): a search deciding for one seat must take only its own (R6).
 */
export function generateMovesFor(s: State, seat: Seat, out: MoveList, opts: GenerateOptions = {}): MoveList {
  if (!toMove(s).includes(seat)) return out.clear(opts.withPaths, opts.maxExchanges ?? Infinity);
  if (s.phase === 'actions' || s.phase === 'card') return generateMoves(s, out, opts);
  // Both seats' choices go to a second list kept with `out` (its owner's, like `out`).
  const both = memoryOf(out).list;
  generateMoves(s, both, opts);
  out.clear(opts.withPaths, opts.maxExchanges ?? Infinity);
  for (let i = 0; i < both.length; i++) if (both.seat(i) === seat) out.copyFrom(both, i);
  return out;
}

function actionsPhase(s: State, out: MoveList, opts: GenerateOptions): void {
  const maxExchanges = opts.maxExchanges ?? Infinity;
  const withPaths = opts.withPaths ?? false;
  out.push(head(MoveKind.End, -1));
  // Which miniatures may act is asked once; reveals and rotations are read from bit masks.
  const acting = actingMask(s);
  const reveals = revealableMask(s, acting);
  for (let slot = 0; slot < s.layout.length; slot++)
    if ((reveals >> slot) & 1) out.push(head(MoveKind.Reveal, -1, slot));
  const { free, arrow } = turnableMasks(s, acting);
  for (let slot = 0; slot < s.layout.length; slot++) {
    if ((free >> slot) & 1) {
      out.push(head(MoveKind.Rotate, -1, slot, 1));
      out.push(head(MoveKind.Rotate, -1, slot, 0));
    } else if ((arrow >> slot) & 1)
      out.push(head(MoveKind.Rotate, -1, slot, s.roomDefs[s.layout[slot]!]!.clockwise ? 1 : 0));
  }
  const memory = memoryOf(out);
  memory.outcomes.clear();
  memory.once.clear();
  memory.overlay.prepare(s);
  memory.keeper.start(opts.best ?? null);
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) {
    if ((acting >> c) & 1) {
      memory.overlay.run(s, c, out, memory.outcomes, maxExchanges, withPaths);
      abilities(s, c, out, false, memory);
    } else if (s.loc[c]! >= 0 && s.wounded[c] && s.carrier[c]! < 0) abilities(s, c, out, true, memory);
  }
  memory.keeper.finish(out);
}

/**
 * Character c's moves with the set's abilities (those of a miniature, or those a wounded uses).
 * Each ability's cheap precondition (Ability.may) is asked once, before the four directions of
 * a group are.
 */
function abilities(s: State, c: PieceId, out: MoveList, wounded: boolean, memory: Memory): void {
  for (const entry of s.set.abilities) {
    if (!isGroup(entry)) {
      if (usable(entry, s, c, wounded)) use(entry, s, c, out, -1, memory);
      continue;
    }
    let mask = 0;
    for (let k = 0; k < entry.length; k++) if (usable(entry[k]!, s, c, wounded)) mask |= 1 << k;
    if (mask === 0) continue;
    for (let d = 0; d < 4; d++)
      for (let k = 0; k < entry.length; k++) if ((mask >> k) & 1) use(entry[k]!, s, c, out, d, memory);
  }
}

const usable = (a: Ability, s: State, c: PieceId, wounded: boolean): boolean =>
  (a.byWounded ?? false) === wounded && (a.may === undefined || a.may(s, c));

const isGroup = (e: Ability | readonly Ability[]): e is readonly Ability[] => Array.isArray(e);

function use(ability: Ability, s: State, c: PieceId, out: MoveList, d: number, memory: Memory): void {
  memory.once.kind = ability.kind;
  ability.generate(s, c, out, d, memory.once.first, memory.overlay.reachesPlain);
}
