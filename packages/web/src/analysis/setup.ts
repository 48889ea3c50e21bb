// What the analysis board can be set up from, read from pasted or loaded text: a position in
// its notation (Prison's or Classic's), a game record at a chosen step, or a Board Game Arena
// table snapshot (JSON) through the engine's conversion (the same as `dt import-bga`). Bad
// input is an error in words; the caller then keeps the position it had.
import { apply, fromBga, newGame, parsePosition, parseRecord, type State } from '@dt/engine';
import type { AT } from './words.ts';

export type SetupResult =
  | { ok: true; state: State; /** Steps in the record, when it was one. */ steps: number | null }
  | { ok: false; message: string };

/** The position `text` describes; `step`: how many of a record's actions to play (default all). */
export function setUp(text: string, step: number | null, t: AT): SetupResult {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return fromSnapshot(trimmed);
  const pos = parsePosition(trimmed);
  if (pos.ok) return { ok: true, state: pos.value, steps: null };
  const rec = parseRecord(trimmed);
  if (!rec.ok)
    return {
      ok: false,
      message: t('notRecognised', { position: pos.error.message, record: rec.error.message }),
    };
  const n = rec.value.actions.length;
  const upTo = step ?? n;
  if (!Number.isInteger(upTo) || upTo < 0 || upTo > n)
    return { ok: false, message: t('stepOutOfRange', { n }) };
  const start = newGame(rec.value.config, rec.value.seed);
  if (!start.ok) return { ok: false, message: start.error.message };
  let s = start.value;
  for (let i = 0; i < upTo; i++) {
    const r = apply(s, rec.value.actions[i]!);
    if (!r.ok) return { ok: false, message: `action ${i + 1}: ${r.error.message}` };
    s = r.value.state;
  }
  return { ok: true, state: s, steps: n };
}

function fromSnapshot(text: string): SetupResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  const r = fromBga(json);
  return r.ok ? { ok: true, state: r.value, steps: null } : { ok: false, message: r.error.message };
}

/** Where the replay screen leaves a position for the analysis board (the board reads it once). */
export const HANDOFF_KEY = 'dt.analysis.setup';

export function handOff(record: string, step: number): void {
  sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ record, step }));
}

export function takeHandOff(): { record: string; step: number } | null {
  const raw = sessionStorage.getItem(HANDOFF_KEY);
  sessionStorage.removeItem(HANDOFF_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { record: string; step: number };
    return typeof v.record === 'string' && typeof v.step === 'number' ? v : null;
  } catch {
    return null;
  }
}
