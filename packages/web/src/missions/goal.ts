// Whether a mission is met, failed or still open, and its stars, from what the game recorded:
// the mission's start and each step since (the action, its events, the state after). Pure
// TypeScript on the engine's types, no DOM: the page, the tests and the miner ask the same
// function. The mission's turns are the player's own turns counted from the start ("within 3
// turns": the goal must be met before the player's third turn ends).
import {
  SEATS,
  kindOf,
  seatOf,
  isChar,
  type Action,
  type GameEvent,
  type Seat,
  type State,
} from '@dt/engine';

/** Something the player must have done since the mission began. */
export type Feat =
  /** A character of the player escaped (of that kind, when given: index in the set). */
  | { kind: 'escape'; character?: number }
  /** The player's VP reached this many. */
  | { kind: 'vp'; vp: number }
  /** The game won. */
  | { kind: 'win' }
  /** This many of the opponent's characters eliminated. */
  | { kind: 'kill'; count: number }
  /** A close combat won with at least two of the player's miniatures fighting on its side (R16). */
  | { kind: 'group-win' }
  /**
   * The player took an action of this type (a rotation, a wall-walk, a Fireball...); an
   * announcement counts only when a card was named (the Telepath's mind control).
   */
  | { kind: 'use'; action: Action['type'] }
  /** The mission's turns all played without losing the game and without the opponent scoring. */
  | { kind: 'hold' };

export interface Goal {
  feat: Feat;
  /** The player's turns the mission lasts. */
  turns: number;
}

/** A condition for a star beyond the first (the first is the goal itself). */
export type StarRule = { kind: 'within'; turns: number } | { kind: 'no-loss' } | { kind: 'also'; feat: Feat };

export interface Step {
  action: Action;
  events: readonly GameEvent[];
  state: State;
}

export type Verdict =
  | { status: 'playing' }
  | { status: 'failed'; why: 'lost' | 'time' | 'over' }
  | { status: 'passed'; stars: 1 | 2 | 3; turns: number };

/** The player's turns that have ended by step i (exclusive), counted from the start. */
function turnEnds(steps: readonly Step[], seat: Seat): number[] {
  const ends: number[] = [];
  steps.forEach((st, i) => {
    if (st.events.some((e) => e.type === 'turn-end' && e.seat === seat)) ends.push(i);
  });
  return ends;
}

/** How many of the player's turns have ended in these steps. */
export const turnsPlayed = (steps: readonly Step[], seat: Seat): number => turnEnds(steps, seat).length;

/** Whether a close combat of step i was won by the player with two or more of its miniatures. */
function groupWin(steps: readonly Step[], i: number, seat: Seat): boolean {
  const start = steps[i]!.events.find((e) => e.type === 'combat-start');
  if (!start || start.type !== 'combat-start' || start.kind !== 'close') return false;
  const side = [...start.attackers, ...start.defenders].filter((p) => seatOf(p) === seat);
  if (side.length < 2) return false;
  for (let j = i; j < steps.length; j++) {
    const r = steps[j]!.events.find((e) => e.type === 'combat-result');
    if (r && r.type === 'combat-result') return r.winner === seat;
  }
  return false;
}

/** Who took an action: the seat it names (announcements, cards), else the active player. */
function actorOf(a: Action, before: State): Seat | null {
  if ('seat' in a) return a.type === 'announce' && a.value === null ? null : (SEATS.indexOf(a.seat) as Seat);
  return before.phase === 'actions' ? before.active : null;
}

/** The index of the step at which the feat was first met, or -1. */
export function featStep(f: Feat, start: State, steps: readonly Step[], seat: Seat): number {
  let count = 0;
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i]!;
    const before = i === 0 ? start : steps[i - 1]!.state;
    switch (f.kind) {
      case 'escape':
        if (
          st.events.some(
            (e) =>
              e.type === 'escaped' &&
              seatOf(e.piece) === seat &&
              (f.character === undefined || (isChar(e.piece) && kindOf(e.piece) === f.character)),
          )
        )
          return i;
        break;
      case 'vp':
        if (st.state.vp[seat] >= f.vp) return i;
        break;
      case 'win':
        if (st.state.winner === seat) return i;
        break;
      case 'kill':
        count += st.events.filter((e) => e.type === 'eliminated' && seatOf(e.piece) !== seat).length;
        if (count >= f.count) return i;
        break;
      case 'group-win':
        if (groupWin(steps, i, seat)) return i;
        break;
      case 'use':
        if (st.action.type === f.action && actorOf(st.action, before) === seat) return i;
        break;
      case 'hold':
        break;
    }
  }
  return -1;
}

/** The mission's verdict so far. */
export function evaluate(
  goal: Goal,
  stars: readonly StarRule[],
  start: State,
  steps: readonly Step[],
  seat: Seat,
): Verdict {
  const ends = turnEnds(steps, seat);
  const now = steps[steps.length - 1]?.state ?? start;
  const opponent = (1 - seat) as Seat;
  const lost = now.phase === 'over' && now.winner !== seat;
  let met: number;
  if (goal.feat.kind === 'hold') {
    const scored = now.vp[opponent] > start.vp[opponent];
    if (lost || scored) return { status: 'failed', why: 'lost' };
    met = ends.length >= goal.turns ? ends[goal.turns - 1]! : now.phase === 'over' ? steps.length - 1 : -1;
    if (met < 0) return { status: 'playing' };
  } else {
    met = featStep(goal.feat, start, steps, seat);
    // Met before its last turn ended: the turn's own steps count (a win ends the turn too).
    const deadline = ends[goal.turns - 1] ?? Infinity;
    if (met < 0 || met > deadline) {
      if (ends.length >= goal.turns) return { status: 'failed', why: 'time' };
      if (now.phase === 'over') return { status: 'failed', why: lost ? 'lost' : 'over' };
      return { status: 'playing' };
    }
    // A goal met in a game then lost in the same step (a Fireball on both sides) is not met.
    if (lost && met === steps.length - 1) return { status: 'failed', why: 'lost' };
  }
  const turns = ends.filter((e) => e < met).length + 1;
  const upTo = steps.slice(0, met + 1);
  let n = 1;
  for (const rule of stars.slice(0, 2)) if (starMet(rule, turns, start, upTo, seat)) n++;
  return { status: 'passed', stars: n as 1 | 2 | 3, turns };
}

function starMet(rule: StarRule, turns: number, start: State, steps: readonly Step[], seat: Seat): boolean {
  switch (rule.kind) {
    case 'within':
      return turns <= rule.turns;
    case 'no-loss':
      return !steps.some((st) =>
        st.events.some((e) => e.type === 'eliminated' && isChar(e.piece) && seatOf(e.piece) === seat),
      );
    case 'also':
      return featStep(rule.feat, start, steps, seat) >= 0;
  }
}
