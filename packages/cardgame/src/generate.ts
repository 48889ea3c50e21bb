// Move generation: every legal decision of one seat as compact records (moves.ts), in one
// fixed order: the order legalActionsFor lists Actions in, which the bots' random draws and
// tie-breaks rely on. In the actions phase: end, the attacks, reveals, rotations, then per
// character its regeneration, movement, wall walk, jumps, shots, fireballs, heals, portcullis
// work, broken walls, thefts, levitations and inversions. Each distinct outcome is listed
// once: a close combat gathers every character in the zone, so an attack on a target is listed
// for its first attacker; a shot gathers every shooter that sees the target; a portcullis ends
// the same whoever works it.
import {
  canBreakWalls,
  canRegenerate,
  fireballTargets,
  healTargets,
  jumpCards,
  jumpLandings,
  levitations,
  portcullisUses,
  stealTargets,
  ESCAPE,
  PORTCULLIS_OPS,
} from './abilities.ts';
import { cardChoices, closeTargets, freeAttack, shootTargets, spearTargets } from './combat.ts';
import { handicapOf } from './config.ts';
import { canStart, decisions } from './movement.ts';
import { ESCAPE_ARG, MoveKind, OBJECT_KIND, head, type MoveList } from './moves.ts';
import { canAct } from './pieces.ts';
import { inversionTargets, placeZones, revealable, rotations } from './rooms-play.ts';
import { ESCAPED } from './search.ts';
import { dealChoices, facingOptions, handicapCandidates, selectChoices, starterOptions } from './setup.ts';
import type { State } from './state.ts';
import type { Seat } from './types.ts';
import { toMove } from './to-move.ts';

/** The legal moves of one seat (none when it has nothing to decide), written to `out` (reset first). */
export function generateMovesFor(s: State, seat: Seat, out: MoveList): MoveList {
  out.reset();
  if (!toMove(s).includes(seat)) return out;
  switch (s.phase) {
    case 'select':
      for (const c of selectChoices(s, seat))
        out.push(head(MoveKind.Select, -1, c.kind + (c.character ? 0 : OBJECT_KIND), seat));
      break;
    case 'handicap':
      for (const r of combinations(handicapCandidates(s), handicapOf(s)!.characters)) {
        out.push(head(MoveKind.Handicap, -1, 0, seat));
        out.word(r.reduce((m, p) => m | (1 << (p % 25)), 0));
      }
      break;
    case 'starters':
      for (const o of starterOptions(s, seat)) {
        const [[p, a], [q, b]] = o as [[number, number], [number, number]];
        out.push(head(MoveKind.Starters, p, q | (a << 7) | (b << 8), seat));
      }
      break;
    case 'deal':
      for (const [p, slot] of dealChoices(s)) out.push(head(MoveKind.Deal, p, slot, seat));
      break;
    case 'facing':
      for (const icons of facingOptions(s, seat))
        out.push(
          head(
            MoveKind.Facing,
            -1,
            icons.reduce((m, x, i) => m | (x << (2 * i)), 0),
            seat,
          ),
        );
      break;
    case 'place': {
      const p = s.placing!.queue[0]!;
      for (const z of placeZones(s)) out.push(head(MoveKind.Place, p, z, seat));
      break;
    }
    case 'berserk':
      for (const n of [1, 2]) out.push(head(MoveKind.Berserk, -1, n, seat));
      break;
    case 'announce':
      for (let v = 0; v <= 6; v++) out.push(head(MoveKind.Announce, -1, v, seat));
      break;
    case 'combat':
      for (const cards of cardChoices(s, seat))
        out.push(head(MoveKind.Combat, -1, (cards[0]! + 1) | (((cards[1] ?? -1) + 1) << 3), seat));
      break;
    case 'actions':
      actionMoves(s, out);
      break;
    case 'moving':
      movementMoves(s, out);
      break;
  }
  return out;
}

/** The legal moves of every seat to move (both during simultaneous choices), seat by seat. */
export function generateMoves(s: State, out: MoveList, scratch: MoveList): MoveList {
  out.reset();
  for (const seat of toMove(s)) {
    generateMovesFor(s, seat, scratch);
    for (let i = 0; i < scratch.length; i++) out.copyFrom(scratch, i);
  }
  return out;
}

function combinations<T>(items: T[], k: number, from = 0): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = from; i <= items.length - k; i++)
    for (const rest of combinations(items, k - 1, i + 1)) out.push([items[i]!, ...rest]);
  return out;
}

/** The decisions of a movement under way: exchanges, steps, stop. */
function movementMoves(s: State, out: MoveList): void {
  for (const d of decisions(s)) {
    if (d.kind === 'stop') out.push(head(MoveKind.Stop));
    else if (d.kind === 'step') out.push(head(MoveKind.Step, -1, d.place === ESCAPED ? ESCAPE_ARG : d.place));
    else if (d.op === 0) out.push(head(MoveKind.Take, -1, d.item));
    else if (d.op === 1) out.push(head(MoveKind.Drop, -1, d.item));
    else out.push(head(MoveKind.Give, -1, d.item, d.to));
  }
}

/** Close and spear attacks, each outcome once (see the header); a free attack needs no AP. */
function attackMoves(s: State, out: MoveList, paid: boolean): void {
  const me = s.active;
  const attacked = new Set<number>();
  const attacks = (c: number, targets: number[], kind: MoveKind): void => {
    const free = freeAttack(s, c);
    if (!paid && !free) return;
    for (const t of targets) {
      // Keyed by (the spear's carrier, for a spear attack), the target, and whether it is free.
      const key = ((kind === MoveKind.Spear ? c + 1 : 0) * 128 + t) * 2 + (free ? 1 : 0);
      if (attacked.has(key)) continue;
      attacked.add(key);
      out.push(head(kind, c, t));
    }
  };
  for (let c = me * 25; c < me * 25 + 25; c++) {
    if (!canAct(s, c)) continue;
    attacks(c, closeTargets(s, c), MoveKind.Attack);
    attacks(c, spearTargets(s, c), MoveKind.Spear);
  }
}

function actionMoves(s: State, out: MoveList): void {
  const me = s.active;
  out.push(head(MoveKind.End));
  const paid = s.wheel[me] > 0;
  attackMoves(s, out, paid);
  if (!paid) return;
  for (const slot of revealable(s)) out.push(head(MoveKind.Reveal, -1, slot));
  for (const [slot, cw] of rotations(s)) out.push(head(MoveKind.Rotate, -1, slot, cw ? 1 : 0));
  const shot = new Set<number>();
  const worked = new Set<number>();
  for (let c = me * 25; c < me * 25 + 25; c++) {
    if (canRegenerate(s, c)) out.push(head(MoveKind.Regenerate, c));
    if (!canAct(s, c)) continue;
    if (canStart(s, c, 'move')) out.push(head(MoveKind.Move, c));
    if (canStart(s, c, 'wall')) out.push(head(MoveKind.WallWalk, c));
    for (const to of jumpLandings(s, c))
      for (const card of jumpCards(s, me))
        out.push(head(MoveKind.Jump, c, to === ESCAPE ? ESCAPE_ARG : to, card === 'jump' ? 0 : card));
    for (const t of shootTargets(s, c)) {
      if (shot.has(t)) continue;
      shot.add(t);
      out.push(head(MoveKind.Shoot, c, t));
    }
    for (const t of fireballTargets(s, c)) out.push(head(MoveKind.Fireball, c, t));
    for (const t of healTargets(s, c)) out.push(head(MoveKind.Heal, c, t));
    for (const u of portcullisUses(s, c)) {
      const op = PORTCULLIS_OPS.indexOf(u.op);
      if (worked.has(u.room * 4 + op)) continue;
      worked.add(u.room * 4 + op);
      out.push(head(MoveKind.Portcullis, c, u.dir | (op << 2), u.room));
    }
    if (canBreakWalls(s, c)) out.push(head(MoveKind.BreakWalls, c));
    for (const item of stealTargets(s, c)) out.push(head(MoveKind.Steal, c, item));
    for (const lev of levitations(s, c)) {
      out.push(head(MoveKind.Levitate, c, lev.item, lev.to + 1));
      for (const l of lev.path) out.word(l);
    }
    for (const slot of inversionTargets(s, c)) out.push(head(MoveKind.Invert, c, slot));
  }
}
