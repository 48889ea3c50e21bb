// The one authority over every game this process touches (boardgame.io's `master`, with a
// version check). A command is checked against the stored version and the seat that sent
// it, applied with the engine, and committed with `UPDATE ... WHERE version = ?`; only then
// is it announced. States are cached per game by version and rebuilt from the action log
// (R24) whenever another process has moved the game on, so no process owns a game.
import {
  actorOf,
  apply,
  makeAction,
  newGame,
  parseAction,
  toMove,
  viewEvent,
  SEATS,
  type Action,
  type GameConfig,
  type GameEvent,
  type Seat,
  type State,
  type Viewer,
} from '@dt/engine';
import type { WireErrorCode } from '@dt/protocol';
import { nextDeadlines, toMoveText } from './deadlines.ts';
import type { GameRow, GamePatch, Store } from './store.ts';

/** Who sends a command: a seat, or the host itself (timers). */
export type Actor = Seat | 'host';

export interface Applied {
  gameId: string;
  version: number;
  prev: State;
  state: State;
  events: GameEvent[];
  patch: GamePatch;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: WireErrorCode };
const fail = (code: WireErrorCode): { ok: false; code: WireErrorCode } => ({ ok: false, code });

const META = new Set<Action['type']>(['resign', 'offer-draw', 'accept-draw', 'decline-draw']);
const CACHE_LIMIT = 2000;
/** Beyond this many missed actions a reconnecting client gets a fresh view instead of events. */
export const MAX_CATCH_UP = 400;

export const seedOf = (row: Pick<GameRow, 'seed'>): number | string =>
  JSON.parse(row.seed) as number | string;
export const configOf = (row: Pick<GameRow, 'config'>): GameConfig => JSON.parse(row.config) as GameConfig;

/** The state after the given logged actions; throws only if the log itself is corrupt. */
function replayLog(
  start: State,
  log: string[],
): { state: State; steps: { state: State; events: GameEvent[] }[] } {
  let s = start;
  const steps: { state: State; events: GameEvent[] }[] = [];
  for (const text of log) {
    const a = parseAction(text);
    if (!a.ok) throw new Error(`corrupt action log: ${a.error.code}`);
    const r = apply(s, a.value);
    if (!r.ok) throw new Error(`action log does not replay: ${r.error.code}`);
    s = r.value.state;
    steps.push({ state: s, events: r.value.events });
  }
  return { state: s, steps };
}

export function patchFor(prev: State | null, next: State, prevTurn: number | null, now: number): GamePatch {
  const over = next.phase === 'over';
  const winner = next.winner === null ? null : next.winner < 0 ? 'draw' : SEATS[next.winner as Seat];
  return {
    status: over ? 'finished' : 'live',
    to_move: toMoveText(next),
    ...nextDeadlines(prev, next, prevTurn, now),
    winner: over ? winner : null,
    end_reason: next.endReason,
  };
}

export class Authority {
  private readonly cache = new Map<string, { version: number; state: State }>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners: ((a: Applied) => void)[] = [];

  constructor(readonly store: Store) {}

  /** Called after every committed action (broadcast, bots, ...). */
  onApplied(fn: (a: Applied) => void): void {
    this.listeners.push(fn);
  }

  initial(row: Pick<GameRow, 'config' | 'seed'>): State {
    const g = newGame(configOf(row), seedOf(row));
    if (!g.ok) throw new Error(`stored game does not start: ${g.error.code}`);
    return g.value;
  }

  /** The game's current state, at the version of `row`. */
  async stateOf(row: GameRow): Promise<State> {
    const c = this.cache.get(row.id);
    if (c && c.version === row.version) return c.state;
    const base = c && c.version < row.version ? c : { version: 0, state: this.initial(row) };
    const log = (await this.store.actions(row.id, base.version)).slice(0, row.version - base.version);
    const { state } = replayLog(base.state, log);
    this.remember(row.id, row.version, state);
    return state;
  }

  async load(id: string): Promise<{ row: GameRow; state: State } | null> {
    const row = await this.store.game(id);
    return row ? { row, state: await this.stateOf(row) } : null;
  }

  private remember(id: string, version: number, state: State): void {
    this.cache.delete(id);
    this.cache.set(id, { version, state });
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Runs commands for one game one at a time within this process. */
  private serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(id) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return run;
  }

  /** Checks, applies and commits one action made against `version`. */
  command(id: string, actor: Actor, version: number, action: Action): Promise<Outcome<Applied>> {
    return this.serial(id, async () => {
      const row = await this.store.game(id);
      if (!row) return fail('NOT_FOUND');
      if (row.status === 'open') return fail('NOT_STARTED');
      if (row.status === 'finished') return fail('GAME_OVER');
      if (version !== row.version) return fail('STALE_VERSION');
      const state = await this.stateOf(row);
      if (actor !== 'host') {
        if (action.type === 'timeout') return fail('UNAUTHORIZED');
        const by = actorOf(state, action);
        if (by !== actor) return fail('seat' in action ? 'UNAUTHORIZED' : 'NOT_YOUR_TURN');
        if (!META.has(action.type) && !toMove(state).includes(actor)) return fail('NOT_YOUR_TURN');
      }
      const r = apply(state, action);
      if (!r.ok) return fail(r.error.code);
      const now = Date.now();
      const next = r.value.state;
      const patch = patchFor(state, next, row.turn_deadline, now);
      if (!(await this.store.commit(id, version, makeAction(action), patch, now)))
        return fail('STALE_VERSION');
      this.remember(id, version + 1, next);
      const applied: Applied = {
        gameId: id,
        version: version + 1,
        prev: state,
        state: next,
        events: r.value.events,
        patch,
      };
      for (const l of this.listeners) l(applied);
      return { ok: true, value: applied };
    });
  }

  /**
   * What a viewer missed since `since`: the redacted events of each later action, or null
   * when there are too many (the client then rebuilds from the fresh view alone).
   */
  async eventsSince(row: GameRow, since: number, viewer: Viewer): Promise<Record<string, unknown>[] | null> {
    if (since >= row.version) return [];
    if (row.version - since > MAX_CATCH_UP) return null;
    const log = (await this.store.actions(row.id)).slice(0, row.version);
    const before = replayLog(this.initial(row), log.slice(0, since)).state;
    const { steps } = replayLog(before, log.slice(since));
    const out: Record<string, unknown>[] = [];
    for (const step of steps) {
      for (const e of step.events) {
        const v = viewEvent(step.state, e, viewer);
        if (v) out.push(v);
      }
    }
    return out;
  }

  /** The state after `step` actions, and the events of that step (replays of finished games). */
  async stepOf(
    row: GameRow,
    step: number,
  ): Promise<{ state: State; events: GameEvent[]; action: string | null }> {
    const log = (await this.store.actions(row.id)).slice(0, row.version);
    const before = replayLog(this.initial(row), log.slice(0, Math.max(0, step - 1)));
    if (step === 0) return { state: before.state, events: [], action: null };
    const last = replayLog(before.state, [log[step - 1]!]);
    return { state: last.state, events: last.steps[0]!.events, action: log[step - 1]! };
  }
}
