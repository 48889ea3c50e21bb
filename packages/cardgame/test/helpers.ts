// Shared helpers for the card game's rules tests: positions come from the position notation,
// actions from the action notation, so fixtures read like the game (docs/cardgame.md).
import { expect } from 'vitest';
import {
  apply,
  legalActions,
  legalActionsFor,
  makeAction,
  makePosition,
  newGame,
  parseAction,
  parsePosition,
  type Action,
  type Applied,
  type GameConfig,
  type GameEvent,
  type State,
} from '../src/index.ts';

/**
 * The fixture board: the standard game's rooms face up at orientation 0, slot by slot
 * (blue, green, red and orange pairs from yellow's end). Draw it with test/draw.ts:
 *
 *   B: west []  east []
 *     +-------.------+-------w------+-------.------+-------.------+
 *    8.c           pps           .ag           wwc           .
 *     +------ww------+------..------+------..------+------oo------+
 *    7.t           oog           a.s           ..t           .
 *     +------.w------+------..------+------p.------+------wo------+
 *    6.s           ..c           ..g           wwt           .
 *     +------..------+------aa------+------..------+------..------+
 *    5og           ..t           ppc           ..s           .
 *     +------..------+------..------+------wo------+------..------+
 *    4wg           ..t           ..s           ppg           .
 *     +------pp------+------oo------+------..------+------ww------+
 *    3.c           ..s           o.t           ..c           w
 *     +------w.------+------.w------+------.w------+------a.------+
 *    2.t           aas           ..c           ..g           .
 *     +------..------+------pp------+------oo------+------..------+
 *    1wg           ..c           .ws           aat           .
 *     +------.-------+------o-------+------.-------+------w-------+
 *   Y: west []  east []
 */
export const BOARD =
  'rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0* orange-B/0*';

/** A position from its text notation; throws on a bad fixture. */
export function position(text: string): State {
  const r = parsePosition(text.replace(/^\n/, ''));
  if (!r.ok) throw new Error(`bad fixture: ${r.error.message}`);
  return r.value;
}

/** A standard-game position on the fixture board: phase actions, yellow to play with 3 AP. */
export function board(lines: string, scenario = 'standard'): State {
  return position(`DT-CardGame position 1\nscenario ${scenario}\n${BOARD}\n${lines.trim()}\n`);
}

/** The fixture board, yellow to play (turn 3, 3 AP): these pieces, and optional extra lines. */
export const yellow = (pieces: string, extra = ''): State =>
  board(`phase actions active=yellow turn=3\nwheels 3 0\npieces ${pieces}\n${extra}`);

/** The fixture board, blue to play (turn 2, 3 AP). */
export const blue = (pieces: string, extra = ''): State =>
  board(`phase actions active=blue turn=2\nwheels 0 3\npieces ${pieces}\n${extra}`);

export function game(config: GameConfig, seed: number | string = 1): State {
  const r = newGame(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const toAction = (a: string | Action): Action => {
  if (typeof a !== 'string') return a;
  const r = parseAction(a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Applies an action that must be legal; returns the new state and events. */
export function play(s: State, a: string | Action): Applied {
  const r = apply(s, toAction(a));
  if (!r.ok) throw new Error(`${typeof a === 'string' ? a : makeAction(a)} was rejected: ${r.error.message}`);
  return r.value;
}

/** Applies several actions in a row; returns the last state and every event. */
export function playAll(s: State, actions: (string | Action)[]): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let st = s;
  for (const a of actions) {
    const r = play(st, a);
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

/** Asserts an action is rejected with this code, and that the state did not change. */
export function rejects(s: State, a: string | Action, code = 'ILLEGAL_ACTION'): string {
  const before = makePosition(s);
  const r = apply(s, toAction(a));
  expect(r.ok, `${typeof a === 'string' ? a : makeAction(a)} should be rejected`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(makePosition(s)).toBe(before);
  return r.error.message;
}

/** The legal actions, in action notation. */
export function legal(s: State): string[] {
  return legalActions(s).map(makeAction);
}

/** Legal actions of one type (e.g. 'move') for one character, in notation. */
export function legalFor(s: State, type: string, piece?: string): string[] {
  return legalActions(s)
    .filter((a) => a.type === type && (piece === undefined || ('piece' in a && a.piece === piece)))
    .map(makeAction);
}

/** Legal actions of one seat, in notation. */
export function legalOf(s: State, seat: 0 | 1): string[] {
  return legalActionsFor(s, seat).map(makeAction);
}

/**
 * Where a movement of a character may end (distinct places, "out" for an escape), found by
 * trying every sequence of decisions the engine offers after `move <piece>`.
 */
export function moveEnds(s: State, piece: string, type: 'move' | 'wall-walk' = 'move'): string[] {
  const start = apply(s, toAction(`${type} ${piece}`));
  if (!start.ok) return [];
  const ends = new Set<string>();
  const seen = new Set<string>();
  const visit = (st: State): void => {
    const key = makePosition(st);
    if (seen.has(key)) return;
    seen.add(key);
    if (st.phase !== 'moving') {
      ends.add(where(st, piece) === 'escaped' ? 'out' : where(st, piece));
      return;
    }
    for (const a of legalActions(st)) visit(play(st, a).state);
  };
  visit(start.value.state);
  return [...ends].sort();
}

/**
 * A whole movement in one line: `walk(s, 'yNg', 'a4 +yKy a5 !yKy')` plays `move yNg`, then a
 * step per place, `+X` take, `!X` drop, `>X@Y` give X to Y, and `stop` if still moving.
 */
export function walk(s: State, piece: string, text: string, type: 'move' | 'wall-walk' = 'move'): Applied {
  const actions: string[] = [`${type} ${piece}`];
  for (const w of text.trim().split(/\s+/).filter(Boolean)) {
    if (w.startsWith('+')) actions.push(`take ${w.slice(1)}`);
    else if (w.startsWith('!')) actions.push(`drop ${w.slice(1)}`);
    else if (w.startsWith('>')) actions.push(`give ${w.slice(1).replace('@', ' ')}`);
    else actions.push(`step ${w}`);
  }
  const r = playAll(s, actions);
  if (r.state.phase !== 'moving') return r;
  const last = play(r.state, 'stop');
  return { state: last.state, events: [...r.events, ...last.events] };
}

/** Asserts that a movement written as for walk() is refused at some decision, and changes nothing. */
export function cannotWalk(s: State, piece: string, text: string, type: 'move' | 'wall-walk' = 'move'): void {
  let ok = true;
  try {
    walk(s, piece, text, type);
  } catch {
    ok = false;
  }
  expect(ok, `${type} ${piece} ${text} should be refused`).toBe(false);
}

/** The events of one type. */
export const eventsOf = (events: GameEvent[], type: string): GameEvent[] =>
  events.filter((e) => e.type === type);

/** Where a card is, in position notation ("b3", "Ywt", "dead", "@2"...). */
export function where(s: State, code: string): string {
  const line = makePosition(s)
    .split('\n')
    .find((l) => l.startsWith('pieces '))!;
  const m = new RegExp(`(?:^| )${code}(\\*?)(?::(\\S+)|>(\\S+))`).exec(line);
  if (!m) return 'none';
  return m[3] ? `>${m[3]}` : m[2]!;
}

/** Is the character wounded? */
export function isWounded(s: State, code: string): boolean {
  const line = makePosition(s)
    .split('\n')
    .find((l) => l.startsWith('pieces '))!;
  return new RegExp(`(?:^| )${code}\\*[:>]`).test(line);
}
