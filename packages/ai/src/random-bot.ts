// L0: random legal play that avoids pointless suicide. The action type is drawn first
// (otherwise the many movements drown everything else) and ending the turn early is made
// rare, and never before the turn's first action (issue 38, item 10: a bot that gives up a
// whole turn at once looks broken); an attack that loses even with the best Combat card against +0 is never chosen.
import { MoveKind, clone, play, type MoveList, type Rng, type State } from '@dt/engine';
import { hopeless } from './combat-odds.ts';
import type { Scratch } from './scratch.ts';

/** Whether move i is an attack that cannot be won in this world (tried on a scratch copy when given). */
export function suicidal(world: State, moves: MoveList, i: number, scratch?: Scratch): boolean {
  const k = moves.kind(i);
  if (k !== MoveKind.Attack && k !== MoveKind.Spear && k !== MoveKind.Shoot) return false;
  const t = scratch ? scratch.take(world) : clone(world);
  play(t, moves, i);
  const hopelessAttack = t.combat !== null && hopeless(t, t.combat);
  scratch?.give();
  return hopelessAttack;
}

/** L0's choice among `moves` (the legal moves of `world`), as an index. */
export function randomDecision(world: State, moves: MoveList, rng: Rng): number {
  const sane: number[] = [];
  for (let i = 0; i < moves.length; i++) if (!suicidal(world, moves, i)) sane.push(i);
  const pool = sane.length ? sane : Array.from({ length: moves.length }, (_, i) => i);
  let kinds = [...new Set(pool.map((i) => moves.kind(i)))];
  // The draw is made either way, so that the choices of every other step stay as they were.
  if (kinds.length > 1 && (rng.int(5) > 0 || untouched(world)))
    kinds = kinds.filter((k) => k !== MoveKind.End);
  const kind = rng.pick(kinds);
  return rng.pick(pool.filter((i) => moves.kind(i) === kind));
}

/** Whether the turn under way has spent none of its Action card's AP yet. */
function untouched(world: State): boolean {
  const played = world.actionPlayed[world.active];
  return world.phase === 'actions' && played.length > 0 && world.ap === played[played.length - 1];
}
