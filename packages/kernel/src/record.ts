// The record envelope every game kind shares: a header naming the game and the format, the
// configuration as JSON, the seed, then one action per line in the game's own action
// notation. Same configuration + seed + actions = same game (STYLE 10), so replaying a record
// is starting a game and applying its actions; the error names the first one refused.
import { err, ok, type EngineError, type Result } from './result.ts';

export interface GameRecord<C, A> {
  config: C;
  seed: number | string;
  actions: A[];
}

/** What the envelope needs of a game: its action notation, and for replays its rules. */
export interface RecordFormat<A> {
  /** The first line, e.g. "DT-Prison record 1". */
  header: string;
  makeAction(a: A): string;
  parseAction(text: string): Result<A>;
}

export interface Replayable<C, S, A> {
  newGame(config: C, seed: number | string): Result<S>;
  apply(s: S, a: A): Result<{ state: S }>;
  makeAction(a: A): string;
}

export function makeRecordText<C, A>(f: RecordFormat<A>, r: GameRecord<C, A>): string {
  const seed = typeof r.seed === 'number' ? String(r.seed) : JSON.stringify(r.seed);
  const lines = [
    f.header,
    `config ${JSON.stringify(r.config)}`,
    `seed ${seed}`,
    ...r.actions.map(f.makeAction),
  ];
  return lines.join('\n') + '\n';
}

export function parseRecordText<C, A>(f: RecordFormat<A>, text: string): Result<GameRecord<C, A>> {
  if (typeof text !== 'string') return err('BAD_NOTATION', 'a record is text');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  if (lines[0]?.trim() !== f.header) return err('BAD_NOTATION', `a record starts with '${f.header}'`);
  const cfg = /^config (.*)$/.exec(lines[1] ?? '');
  const seedLine = /^seed (.*)$/.exec(lines[2] ?? '');
  if (!cfg || !seedLine) return err('BAD_NOTATION', 'a record needs a config line and a seed line');
  let config: C;
  let seed: unknown;
  try {
    config = JSON.parse(cfg[1]!) as C;
    const raw = seedLine[1]!.trim();
    seed = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : JSON.parse(raw);
  } catch {
    return err('BAD_NOTATION', 'config must be JSON and seed a number or a JSON string');
  }
  if (typeof seed !== 'number' && typeof seed !== 'string')
    return err('BAD_NOTATION', 'the seed is a number or a string');
  const actions: A[] = [];
  for (let i = 3; i < lines.length; i++) {
    const a = f.parseAction(lines[i]!);
    if (!a.ok) return err('BAD_NOTATION', `line ${i + 1}: ${a.error.message}`);
    actions.push(a.value);
  }
  return ok({ config, seed, actions });
}

/** Replays a record from its start; the error names the first action that fails. */
export function replayRecord<C, S, A>(g: Replayable<C, S, A>, r: GameRecord<C, A>): Result<S> {
  const start = g.newGame(r.config, r.seed);
  if (!start.ok) return start;
  let s = start.value;
  for (let i = 0; i < r.actions.length; i++) {
    const res = g.apply(s, r.actions[i]!);
    if (!res.ok) return refused(res.error, i, g.makeAction(r.actions[i]!));
    s = res.value.state;
  }
  return ok(s);
}

const refused = (e: EngineError, i: number, text: string): { ok: false; error: EngineError } =>
  err(e.code, `action ${i + 1} (${text}): ${e.message}`);
