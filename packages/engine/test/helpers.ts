// Shared helpers for rules tests: positions come from the text notation (notation.ts),
// actions from the action notation (record.ts), so fixtures read like the game.
import { expect } from 'vitest';
import {
  Loc,
  apply,
  isChar,
  codeOf,
  pieceIn,
  squareName,
  view,
  legalActions,
  makeAction,
  newGame,
  parseAction,
  parsePosition,
  type Action,
  type Applied,
  type GameConfig,
  type State,
} from '../src/index.ts';

/** A position from its text notation; throws on a bad fixture. */
export function position(text: string): State {
  const r = parsePosition(text.replace(/^\n/, ''));
  if (!r.ok) throw new Error(`bad fixture: ${r.error.message}`);
  return r.value;
}

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

/** Applies several actions in a row. */
export function playAll(s: State, actions: (string | Action)[]): State {
  return actions.reduce((st, a) => play(st, a).state, s);
}

/** Asserts an action is rejected with this code, and that the state did not change. */
export function rejects(s: State, a: string | Action, code = 'ILLEGAL_ACTION'): string {
  const before = JSON.stringify(snapshot(s));
  const r = apply(s, toAction(a));
  expect(r.ok, `${typeof a === 'string' ? a : makeAction(a)} should be rejected`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(JSON.stringify(snapshot(s))).toBe(before);
  return r.error.message;
}

/** The legal actions, in action notation. */
export function legal(s: State): string[] {
  return legalActions(s).map(makeAction);
}

/** Legal actions of one type (e.g. 'move') for one piece, in notation. */
export function legalFor(s: State, type: string, piece?: string): string[] {
  return legalActions(s)
    .filter((a) => a.type === type && (piece === undefined || ('piece' in a && a.piece === piece)))
    .map(makeAction);
}

/** Where movements of a piece may end (distinct end squares). */
export function moveEnds(s: State, piece: string): string[] {
  const ends = new Set<string>();
  for (const a of legalActions(s))
    if (a.type === 'move' && a.piece === piece) ends.add(a.path[a.path.length - 1]!);
  return [...ends].sort();
}

/** The raw data of a state, for equality checks. */
export function snapshot(s: State): unknown {
  return {
    loc: Array.from(s.loc),
    carrier: Array.from(s.carrier),
    wounded: Array.from(s.wounded),
    vp: s.vp,
    kills: s.kills,
    phase: s.phase,
    ap: s.ap,
    active: s.active,
    orient: Array.from(s.orient),
    revealed: Array.from(s.revealed),
    portState: Array.from(s.portState),
    combatHand: Array.from(s.combatHand),
    actionHand: s.actionHand,
    combat: s.combat,
    placing: s.placing,
    winner: s.winner,
  };
}

/** A room open everywhere, its gear in the north-east corner. */
export const PLAIN_ROOM = `room P 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** A room open everywhere, its gear in the middle. */
export const OPEN_ROOM = `room O 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** A stand-alone board of eight plain revealed rooms; `rest` states the phase and the pieces. */
export const plain = (rest: string): State =>
  position(`DT-Prison position 1\nscenario standalone\n${PLAIN_ROOM}\nrooms ${'P/0* '.repeat(8)}\n${rest}`);

const GONE: Record<number, string> = {
  [Loc.Dead]: 'eliminated',
  [Loc.Gone]: 'discarded',
  [Loc.Escaped]: 'escaped',
  [Loc.Rescued]: 'rescued',
};

/** Where a piece is and in what state, e.g. "wounded c3", "object c3 carried by bCo", "eliminated". */
export function seen(s: State, code: string): string {
  const p = pieceIn(s.set, code)!;
  const loc = s.loc[p]!;
  if (loc < 0) return GONE[loc] ?? 'absent';
  const what = isChar(p) ? (s.wounded[p] ? 'wounded' : 'miniature') : 'object';
  const by = s.carrier[p]! >= 0 ? ` carried by ${codeOf(s.set, s.carrier[p]!)}` : '';
  return `${what} ${squareName(loc)}${by}`;
}

/** The sides of the pending combat, as piece codes. */
export function sides(s: State): { attackers: string[]; defenders: string[] } {
  const c = view(s, 'spectator').combat;
  if (!c) throw new Error('no combat pending');
  return { attackers: [...c.attackers].sort(), defenders: [...c.defenders].sort() };
}

/** Combat totals [yellow, blue] with both players playing +0. */
export function totalsAtZero(s: State): [number, number] {
  const r = play(play(s, 'combat yellow 0').state, 'combat blue 0');
  const e = r.events.find((x) => x.type === 'combat-result');
  if (!e || e.type !== 'combat-result') throw new Error('no combat result');
  return e.totals;
}
