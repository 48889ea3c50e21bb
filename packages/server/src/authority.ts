// The one authority over every game this process touches (boardgame.io's `master`, with a
// version check). A command is checked against the version and the seat that sent it,
// applied with its game kind's module (@dt/games; this file reads no state itself), and committed with `UPDATE ... WHERE version = ?`; only then is
// it announced. Each game's row, state and seats are cached by version: with SQLite this
// process is the only writer, so the cache is the truth; with PostgreSQL another process
// may have moved the game on, which the failed `UPDATE` (or a newer version in a command)
// reveals, and the state is then rebuilt from the latest snapshot plus the actions after it
// (R24), so no process owns a game and no rebuild costs more than SNAPSHOT_EVERY actions.
// An undo is an entry of its own in the log (`undo <seat> <count>`, a version like any
// action) and is always stored with a snapshot of the position it leads to, so a rebuild
// never replays across one; the record of a game holds the actions that stand (undo.ts).
import {
  isGameKind,
  kindHandle,
  META_ACTIONS,
  SEAT_NAMES,
  TIMEOUT,
  type AnyGameModule,
  type BaseConfig,
  type KindHandle,
  type Seat,
  type Viewer,
} from '@dt/games';
import type { GameSummary, WireErrorCode } from '@dt/protocol';
import type { Clock } from './clock.ts';
import { deadlinesOf, drawOffersSpent, gamePatch, toMoveText, type Actor, type AnyAction } from './patch.ts';
import { ratingPool } from './ratings.ts';
import { parseEnd, parseUndo, standingTail, undoText, type Undone } from './undo.ts';
import type { GamePatch, GameRow, SeatRow, Store } from './store.ts';

export type { Actor, AnyAction } from './patch.ts';

/** A game's state and events: the module of its kind reads them, this host never does. */
type State = unknown;
type GameEvent = unknown;

/**
 * The handle of a stored game's kind (every row has one: prison for games made before kinds):
 * what a message carrying the game's views or actions with their kind is built from.
 */
export function handleOf(row: Pick<GameRow, 'kind'>): KindHandle {
  if (!isGameKind(row.kind)) throw new Error(`stored game of unknown kind: ${row.kind}`);
  return kindHandle(row.kind);
}

/** The module of a stored game's kind, for what reads and writes its opaque states. */
export const moduleOf = (row: Pick<GameRow, 'kind'>): AnyGameModule => handleOf(row).module;

export interface Applied {
  gameId: string;
  version: number;
  prev: State;
  state: State;
  events: GameEvent[];
  row: GameRow;
  /** An undo: which seat took back how many actions (`events` is then empty). */
  undone?: Undone;
}

/** One version of a game: the state after it and its events (or the undo it was). */
export interface Step {
  state: State;
  events: GameEvent[];
  undone?: Undone;
}

/** A game as this process knows it: its row, the state at the row's version, and its seats. */
export interface Loaded {
  row: GameRow;
  state: State;
  seats: SeatRow[];
  /** The players as summaries show them, once read (games.ts). */
  players?: GameSummary['players'];
  /** The last standing actions with their events and versions (undo's window), once built. */
  tail?: Played[];
}

/** A standing action, the events it had and the version it made. */
export interface Played {
  action: AnyAction;
  events: readonly GameEvent[];
  version: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: WireErrorCode };
const fail = (code: WireErrorCode): { ok: false; code: WireErrorCode } => ({ ok: false, code });

const CACHE_LIMIT = 10_000;
/**
 * The most actions an undo may look at: far more than a turn has, so every turn's own
 * actions fit (engine `undoableSteps` stops at the turn's start), and an undo costs at most
 * this many actions replayed after a snapshot, however long the game.
 */
export const UNDO_WINDOW = 64;
/** Beyond this many missed actions a reconnecting client gets a fresh view instead of events. */
export const MAX_CATCH_UP = 400;

export const seedOf = (row: Pick<GameRow, 'seed'>): number | string =>
  JSON.parse(row.seed) as number | string;
export const configOf = (row: Pick<GameRow, 'config'>): BaseConfig => JSON.parse(row.config) as BaseConfig;

export interface AuthorityOptions {
  /** Only this process writes the database (SQLite): its cache is always current. */
  exclusive: boolean;
  /** A snapshot of the position every this many actions. */
  snapshotEvery: number;
  /** The time each action is stored at, and its deadlines count from. */
  clock: Clock;
  /** Real moves each seat must have made for a rated game to move ratings. */
  minRatedMoves: number;
  /** Rated results of the same two accounts within a day that move ratings. */
  pairGamesPerDay: number;
}

function replayStep(mod: AnyGameModule, s: State, text: string): { state: State; events: GameEvent[] } {
  if (parseUndo(text)) throw new Error('an undo was replayed instead of read from its snapshot');
  // A game ended by the host: the position does not change.
  if (parseEnd(text) !== null) return { state: s, events: [] };
  const a = mod.parseAction(text);
  if (!a.ok) throw new Error(`corrupt action log: ${a.error.code}`);
  const r = mod.apply(s, a.value);
  if (!r.ok) throw new Error(`action log does not replay: ${r.error.code}`);
  return r.value;
}

export class Authority {
  private readonly cache = new Map<string, Loaded>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners: ((a: Applied) => void)[] = [];

  constructor(
    readonly store: Store,
    private readonly opts: AuthorityOptions,
  ) {}

  /** Called after every committed action (broadcast, bots, ...). */
  onApplied(fn: (a: Applied) => void): void {
    this.listeners.push(fn);
  }

  initial(row: Pick<GameRow, 'kind' | 'config' | 'seed'>): State {
    const g = moduleOf(row).newGame(configOf(row), seedOf(row));
    if (!g.ok) throw new Error(`stored game does not start: ${g.error.code}`);
    return g.value;
  }

  /** The state after `version` actions: the latest snapshot at or before it, then the actions after that. */
  async stateAt(row: GameRow, version: number): Promise<State> {
    const c = this.cache.get(row.id);
    if (c && c.row.version === version) return c.state;
    let base = { version: 0, state: null as State | null };
    if (c && c.row.version < version) base = { version: c.row.version, state: c.state };
    const mod = moduleOf(row);
    const snap = await this.store.snapshot(row.id, version);
    if (snap && snap.version > base.version) {
      const p = mod.parsePosition(snap.position);
      if (!p.ok) throw new Error(`corrupt snapshot: ${p.error.code}`);
      base = { version: snap.version, state: p.value };
    }
    let s = base.state ?? this.initial(row);
    for (const text of await this.store.actions(row.id, base.version, version))
      s = replayStep(mod, s, text).state;
    return s;
  }

  /**
   * The game now. `fresh` re-reads the row (another process may have moved it on); with an
   * exclusive database the cached entry is the truth and no query is made.
   */
  async load(id: string, fresh = !this.opts.exclusive): Promise<Loaded | null> {
    const c = this.cache.get(id);
    if (c && !fresh) return c;
    const row = await this.store.game(id);
    if (!row) return null;
    if (c && c.row.version === row.version) {
      c.row = row;
      return c;
    }
    const state = await this.stateAt(row, row.version);
    const seats = c?.seats ?? (await this.store.seats(id));
    const loaded = { row, state, seats };
    this.remember(id, loaded);
    return loaded;
  }

  /** Forgets what this process knows of a game's row and seats (after a change made outside commands). */
  async reload(id: string): Promise<Loaded | null> {
    const c = this.cache.get(id);
    if (c) {
      c.seats = await this.store.seats(id);
      delete c.players;
    }
    return this.load(id, true);
  }

  private remember(id: string, loaded: Loaded): void {
    this.cache.delete(id);
    this.cache.set(id, loaded);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Runs commands for one game one at a time within this process. */
  serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(id) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return run;
  }

  /** Checks, applies and commits one action made against `version`. */
  command(
    id: string,
    actor: Actor,
    version: number,
    action: AnyAction,
    endReason?: string,
  ): Promise<Outcome<Applied>> {
    return this.serial(id, async () => {
      let g = await this.load(id, false);
      if (g && g.row.version !== version && !this.opts.exclusive) g = await this.load(id, true);
      if (!g) return fail('NOT_FOUND');
      const { row, state } = g;
      if (row.status === 'open') return fail('NOT_STARTED');
      if (row.status !== 'live') return fail('GAME_OVER');
      if (version !== row.version) return fail('STALE_VERSION');
      const mod = moduleOf(row);
      if (actor !== 'host') {
        // A client's action has its game's kind's shape (the contract's schema) or is refused.
        if (!mod.actionSchema.safeParse(action).success) return fail('BAD_MESSAGE');
        if (action.type === TIMEOUT) return fail('UNAUTHORIZED');
        const by = mod.actorOf(state, action);
        if (by !== actor) return fail('seat' in action ? 'UNAUTHORIZED' : 'NOT_YOUR_TURN');
        if (!META_ACTIONS.has(action.type) && !mod.toMove(state).includes(actor))
          return fail('NOT_YOUR_TURN');
        if (action.type === 'offer-draw' && drawOffersSpent(row, actor)) return fail('TOO_MANY_OFFERS');
      }
      const r = mod.apply(state, action);
      if (!r.ok) return fail(r.error.code as WireErrorCode);
      const now = this.opts.clock.now();
      const next = r.value.state;
      const patch: GamePatch = gamePatch(mod, row, state, next, action, actor, now);
      if (endReason && patch.status === 'finished') patch.end_reason = endReason;
      const rating = patch.status === 'finished' ? ratingOf(row, g.seats, patch, this.opts) : null;
      return this.store_(
        g,
        mod.makeAction(action),
        next,
        r.value.events,
        patch,
        now,
        rating,
        undefined,
        action,
      );
    });
  }

  /**
   * `seat` takes back its last `count` actions, made against `version`: only actions of its
   * turn in progress that revealed nothing (engine `undoableSteps`), judged on the game's
   * last UNDO_WINDOW standing actions (kept as commands apply, or rebuilt from the log's
   * end). The position it leads to is the one stored before the first action taken back
   * (R24), and the undo is stored as an entry of its own with that position.
   */
  undo(id: string, seat: Seat, version: number, count: number): Promise<Outcome<Applied>> {
    return this.serial(id, async () => {
      let g = await this.load(id, false);
      if (g && g.row.version !== version && !this.opts.exclusive) g = await this.load(id, true);
      if (!g) return fail('NOT_FOUND');
      const { row, state } = g;
      if (row.status === 'open') return fail('NOT_STARTED');
      if (row.status !== 'live') return fail('GAME_OVER');
      if (version !== row.version) return fail('STALE_VERSION');
      if (count > UNDO_WINDOW) return fail('NOTHING_TO_UNDO');
      const mod = moduleOf(row);
      const tail = await this.tailOf(g);
      if (count > mod.undoableSteps(tail, SEAT_NAMES[seat])) return fail('NOTHING_TO_UNDO');
      const next = await this.stateAt(row, tail[tail.length - count]!.version - 1);
      const now = this.opts.clock.now();
      const patch: GamePatch = {
        status: 'live',
        to_move: toMoveText(mod, next),
        ...deadlinesOf(mod, state, next, row, now),
        winner: null,
        end_reason: '',
        moved: row.moved,
        idle_timeouts: 0,
        draw_offers: row.draw_offers,
        moves_yellow: row.moves_yellow,
        moves_blue: row.moves_blue,
      };
      const undone: Undone = { seat: SEAT_NAMES[seat], count };
      return this.store_(g, undoText(undone), next, [], patch, now, null, undone);
    });
  }

  /**
   * The game's last UNDO_WINDOW standing actions with their events: kept by the commands
   * of this process, else read from the log's end (undos folded backwards) and replayed from
   * the snapshot before the first of them.
   */
  private async tailOf(g: Loaded): Promise<Played[]> {
    if (g.tail) return g.tail;
    const { row } = g;
    const mod = moduleOf(row);
    const entries = await this.store.entriesBefore(row.id, row.version, MAX_CATCH_UP);
    const picked = standingTail(entries, UNDO_WINDOW);
    const tail: Played[] = [];
    if (picked.length) {
      let s = await this.stateAt(row, picked[0]!.seq - 1);
      for (const e of picked) {
        const a = mod.parseAction(e.text);
        if (!a.ok) throw new Error(`corrupt action log: ${a.error.code}`);
        const r = replayStep(mod, s, e.text);
        s = r.state;
        tail.push({ action: a.value as AnyAction, events: r.events, version: e.seq });
      }
    }
    g.tail = tail;
    return tail;
  }

  /** Commits one log entry leading to `next`, then tells the listeners. */
  private async store_(
    g: Loaded,
    text: string,
    next: State,
    events: GameEvent[],
    patch: GamePatch,
    now: number,
    rating: Parameters<Store['commit']>[0]['rating'],
    undone?: Undone,
    action?: AnyAction,
  ): Promise<Outcome<Applied>> {
    const { row } = g;
    const id = row.id;
    const version = row.version;
    const committed = await this.store.commit({
      id,
      expected: version,
      action: text,
      patch,
      now,
      // Every undo keeps the position it leads to, so no rebuild replays across it.
      snapshot:
        undone || (version + 1) % this.opts.snapshotEvery === 0 ? moduleOf(row).makePosition(next) : null,
      rating,
    });
    if (!committed) {
      this.cache.delete(id);
      return fail('STALE_VERSION');
    }
    const nextRow: GameRow = { ...row, ...patch, version: version + 1, updated_at: now };
    // Undo's window follows the commands; an undo drops it (rebuilt at the next undo).
    const tail =
      g.tail && action
        ? [...g.tail, { action, events, version: version + 1 }].slice(-UNDO_WINDOW)
        : undefined;
    this.remember(id, { row: nextRow, state: next, seats: g.seats, players: g.players, tail });
    const applied: Applied = {
      gameId: id,
      version: version + 1,
      prev: g.state,
      state: next,
      events,
      row: nextRow,
      ...(undone ? { undone } : {}),
    };
    for (const l of this.listeners) l(applied);
    return { ok: true, value: applied };
  }

  /**
   * Ends a game without an action (aborted, expired) if it still has status `from` at
   * version `expected`; the end is a version of its own (store.ts `end`), so of an end and a
   * command made against `expected`, whichever process serves them, exactly one applies.
   */
  end(id: string, from: string, expected: number, endReason: string): Promise<Loaded | null> {
    return this.serial(id, async () => {
      const done = await this.store.end(
        id,
        from,
        expected,
        { status: 'aborted', winner: null, end_reason: endReason },
        this.opts.clock.now(),
      );
      if (!done) {
        this.cache.delete(id);
        return null;
      }
      return this.load(id, true);
    });
  }

  /** The actions after `since` up to the row's version, each with its state and events (at most MAX_CATCH_UP). */
  async stepsSince(row: GameRow, since: number): Promise<Step[]> {
    let s = await this.stateAt(row, since);
    const steps: Step[] = [];
    let v = since;
    for (const text of await this.store.actions(row.id, since, row.version)) {
      v++;
      const step = await this.stepFrom(row, s, text, v);
      s = step.state;
      steps.push(step);
    }
    return steps;
  }

  /** The step that made `version` from the state before it: an action replayed, or an undo read from its snapshot. */
  private async stepFrom(row: GameRow, before: State, text: string, version: number): Promise<Step> {
    const undone = parseUndo(text);
    if (!undone) return replayStep(moduleOf(row), before, text);
    return { state: await this.stateAt(row, version), events: [], undone };
  }

  /**
   * What a viewer missed since `since`, as each later action's redacted events, or null when
   * there are too many (the client then rebuilds from the fresh view alone).
   */
  async eventsSince(row: GameRow, since: number, viewer: Viewer): Promise<Record<string, unknown>[] | null> {
    if (since >= row.version) return [];
    if (row.version - since > MAX_CATCH_UP) return null;
    return redact(moduleOf(row), await this.stepsSince(row, since), viewer);
  }

  /** The state after `step` actions, and the events of that step (replays of finished games). */
  async stepOf(row: GameRow, step: number): Promise<Step & { action: string | null }> {
    if (step === 0) return { state: await this.stateAt(row, 0), events: [], action: null };
    const before = await this.stateAt(row, step - 1);
    const [text] = await this.store.actions(row.id, step - 1, step);
    return { ...(await this.stepFrom(row, before, text!, step)), action: text! };
  }
}

/** The events of consecutive steps as one viewer may see them. */
export function redact(mod: AnyGameModule, steps: Step[], viewer: Viewer): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const step of steps) {
    if (step.undone) out.push(undoneEvent(step.undone));
    for (const e of step.events) {
      const v = mod.viewEvent(step.state, e, viewer);
      if (v) out.push(v);
    }
  }
  return out;
}

/** The event every viewer gets for an undo (public: which seat took back how many actions). */
export const undoneEvent = (u: Undone): Record<string, unknown> => ({
  type: 'undone',
  seat: u.seat,
  count: u.count,
});

/** Both ratings move when a rated game ends with a result between two different accounts. */
function ratingOf(
  row: GameRow,
  seats: SeatRow[],
  patch: GamePatch,
  rules: Pick<AuthorityOptions, 'minRatedMoves' | 'pairGamesPerDay'>,
): NonNullable<Parameters<Store['commit']>[0]['rating']> | null {
  const yellow = seats.find((s) => s.seat === 'yellow')?.user_id;
  const blue = seats.find((s) => s.seat === 'blue')?.user_id;
  if (!row.rated || !yellow || !blue || yellow === blue || !patch.winner) return null;
  // A game too short to be one (resigning after a move or two) moves no rating.
  if (patch.moves_yellow < rules.minRatedMoves || patch.moves_blue < rules.minRatedMoves) return null;
  const pool = ratingPool(moduleOf(row).kind, configOf(row));
  const winner = patch.winner as 'yellow' | 'blue' | 'draw';
  return pool && { gameId: row.id, pairLimit: rules.pairGamesPerDay, yellow, blue, winner, pool };
}
