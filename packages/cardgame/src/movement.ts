// Movement (rulebook: Moving a character, Moving on the starting zone, Using objects,
// Carrying the wounded) and the Wall-walker's walk through a wall, decided step by step:
// `move` (1 AP) starts it, then each `step`, `take`, `drop` or `give` is one decision, and
// `stop` ends it. Listing whole movements would be one entry per final arrangement of
// every object and wounded around the path: tens of thousands in a crowded zone. Each
// decision offered leads to a state from which the movement can still end within the
// rules (search.ts), so no sequence of legal decisions gets stuck; when nothing but
// `stop` is left, the movement stops by itself.
import { parsePlace, placeName } from './board.ts';
import { CH, isKind, type PieceId } from './cards.ts';
import { canAct, carry, escape, note, resolveRef } from './pieces.ts';
import { ESCAPED, HELD, MOVER, MoveSearch, OPS, type Node, type Op } from './search.ts';
import type { Moving, State } from './state.ts';
import { spend } from './turn.ts';
import type { Action, GameEvent, Seat } from './types.ts';

export type MoveMode = Moving['mode'];

/** One decision of a movement in progress. */
export type Decision =
  | { kind: 'step'; place: number }
  | { kind: 'exchange'; op: Op; item: PieceId; to: number }
  | { kind: 'stop' };

/**
 * A movement about to begin. It starts locked where the character entered a zone of enemies
 * earlier this turn: "he cannot move through that zone this turn" (CN9).
 */
const fresh = (s: State, c: PieceId, mode: MoveMode): Moving => ({
  piece: c,
  mode,
  steps: 0,
  lock: s.entered[c]!,
  decided: false,
});

/** May c start a movement (or a wall walk) now: it can act, and some way to end one exists. */
export function canStart(s: State, c: PieceId, mode: MoveMode): boolean {
  if (!canAct(s, c) || (mode === 'wall' && !isKind(c, CH.WallWalker))) return false;
  const search = new MoveSearch(s, c, fresh(s, c, mode));
  return search.canFinish(search.root());
}

export function startMovement(s: State, c: PieceId, mode: MoveMode, events: GameEvent[] | null): void {
  spend(s);
  s.moving = fresh(s, c, mode);
  s.phase = 'moving';
  note(s, events, mode === 'move' ? 'move-started' : 'wall-walk-started', {}, { piece: c });
}

/** Every decision now, each one leaving a way to end the movement. */
export function decisions(s: State): Decision[] {
  const m = s.moving!;
  const search = new MoveSearch(s, m.piece, m);
  const root = search.root();
  const out: Decision[] = [];
  const ex = search.exchanges(root);
  for (let j = 0; j < ex.length; j += 3) {
    const n = search.exchange(root, ex[j] as Op, ex[j + 1]!, ex[j + 2]!);
    if (n && search.canFinish(n))
      out.push({ kind: 'exchange', op: ex[j] as Op, item: ex[j + 1]!, to: ex[j + 2]! });
  }
  for (const place of search.steps(root))
    if (search.canFinish(search.step(root, place))) out.push({ kind: 'step', place });
  if (search.isEnd(root)) out.push({ kind: 'stop' });
  return out;
}

/** The decision an action names, if it is one of the decisions offered now. */
export function parseDecision(s: State, seat: Seat, a: Action): Decision | undefined {
  const offered = decisions(s);
  switch (a.type) {
    case 'stop':
      return offered.find((d) => d.kind === 'stop');
    case 'step': {
      const place = a.to === 'out' ? ESCAPED : typeof a.to === 'string' ? parsePlace(s, a.to) : undefined;
      return offered.find((d) => d.kind === 'step' && d.place === place);
    }
    case 'take':
    case 'drop':
    case 'give': {
      const op = OPS.indexOf(a.type);
      const item = resolveRef(s, seat, a.item);
      const to = a.type === 'give' ? resolveRef(s, seat, a.to) : -1;
      return offered.find((d) => d.kind === 'exchange' && d.op === op && d.item === item && d.to === to);
    }
    default:
      return undefined;
  }
}

/** Applies one decision; the movement stops by itself when nothing but stopping is left. */
export function decide(s: State, d: Decision, events: GameEvent[] | null): void {
  const m = s.moving!;
  const c = m.piece;
  if (d.kind === 'stop') {
    s.moving = null;
    s.phase = 'actions';
    note(s, events, 'move-stopped', {}, { piece: c });
    return;
  }
  if (d.kind === 'step') {
    const from = s.loc[c]!;
    if (d.place === ESCAPED) {
      note(s, events, 'stepped', { from: placeName(s, from), to: 'out' }, { piece: c });
      s.moving = null;
      s.phase = 'actions';
      escape(s, c, events);
      return;
    }
    const search = new MoveSearch(s, c, m);
    const lock = search.step(search.root(), d.place).lock;
    s.entered[c] = lock;
    carry(s, c, d.place);
    s.moving = { ...m, steps: m.steps + 1, lock, decided: true };
    note(s, events, 'stepped', { from: placeName(s, from), to: placeName(s, d.place) }, { piece: c });
  } else {
    const search = new MoveSearch(s, c, m);
    const root = search.root();
    const where = search.exchange(root, d.op, d.item, d.to)!.w[search.items.indexOf(d.item)]!;
    if (where >= 0) {
      s.carrier[d.item] = -1;
      carry(s, d.item, where);
    } else {
      const holder = where === MOVER ? c : HELD - where;
      s.carrier[d.item] = holder;
      carry(s, d.item, s.loc[holder]!);
    }
    s.moving = { ...m, decided: true };
    const cards: Record<string, PieceId> = { piece: c, item: d.item };
    if (d.op === 2) cards['to'] = d.to;
    note(s, events, OPS[d.op] === 'take' ? 'took' : OPS[d.op] === 'drop' ? 'dropped' : 'gave', {}, cards);
  }
  const next = decisions(s);
  if (next.length === 1 && next[0]!.kind === 'stop') decide(s, next[0]!, events);
}

/**
 * The timer ran out during a movement: it ends at the nearest place where it may end, by
 * the decisions the search finds first (CN31).
 */
export function finishMovement(s: State, events: GameEvent[] | null): void {
  while (s.moving) {
    const m = s.moving;
    const search = new MoveSearch(s, m.piece, m);
    const root = search.root();
    if (search.isEnd(root)) {
      decide(s, { kind: 'stop' }, events);
      return;
    }
    const found = search.firstEnd(root)!;
    decide(s, between(search, root, found.path[1]!), events);
  }
}

/** The decision leading from node a to node b, one of its successors. */
function between(search: MoveSearch, a: Node, b: Node): Decision {
  if (b.place !== a.place || b.steps !== a.steps) return { kind: 'step', place: b.place };
  for (let i = 0; i < a.w.length; i++) {
    if (a.w[i] === b.w[i]) continue;
    const item = search.items[i]!;
    const w = b.w[i]!;
    if (w === MOVER) return { kind: 'exchange', op: 0, item, to: -1 };
    if (w >= 0) return { kind: 'exchange', op: 1, item, to: -1 };
    return { kind: 'exchange', op: 2, item, to: HELD - w };
  }
  throw new Error('between: nodes do not differ');
}
