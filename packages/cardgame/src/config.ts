// A game's configuration (docs/cardgame.md, GameConfig): checked once, with every option
// filled in, before a game or a position is made of it. Handicap play needs a row of the
// rulebook's Handicap Table and an objective of at least 5 VP.
import { HANDICAP_MIN_VP, SCENARIO_DEFS, handicapRow } from './scenarios.ts';
import type { Config, State } from './state.ts';
import {
  LEVELS,
  SCENARIOS,
  SEATS,
  SELECTIONS,
  err,
  ok,
  type GameConfig,
  type Result,
  type Seat,
} from './types.ts';

const CONFIG_KEYS = new Set([
  'scenario',
  'selection',
  'timerSeconds',
  'secretObjects',
  'handicap',
  'maxTurns',
]);

const posInt = (x: unknown, max: number): boolean =>
  Number.isInteger(x) && (x as number) >= 1 && (x as number) <= max;

/** A configuration with every option filled in, or BAD_CONFIG saying what is wrong. */
export function normaliseConfig(raw: unknown): Result<Config> {
  const bad = (m: string): Result<Config> => err('BAD_CONFIG', m);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad('a configuration is an object');
  const c = raw as Record<string, unknown>;
  for (const k of Object.keys(c)) if (!CONFIG_KEYS.has(k)) return bad(`unknown option '${k}'`);
  if (!(SCENARIOS as readonly unknown[]).includes(c['scenario']))
    return bad(`scenario must be one of ${SCENARIOS.join(', ')}`);
  const scen = SCENARIO_DEFS[c['scenario'] as GameConfig['scenario']];
  const fixed = scen.teamCharacters !== null;
  const sel = c['selection'] ?? null;
  if (fixed && sel !== null) return bad(`${scen.name} has fixed teams: no selection mode`);
  if (sel !== null && !(SELECTIONS as readonly unknown[]).includes(sel))
    return bad(`selection must be one of ${SELECTIONS.join(', ')}`);
  const timer = c['timerSeconds'] ?? null;
  if (timer !== null && !posInt(timer, 86400)) return bad('timerSeconds: a whole number of seconds, or null');
  const secret = c['secretObjects'] ?? false;
  if (typeof secret !== 'boolean') return bad('secretObjects: true or false');
  const maxTurns = c['maxTurns'] ?? null;
  if (maxTurns !== null && !posInt(maxTurns, 1_000_000))
    return bad('maxTurns: a positive whole number, or null');
  const h = c['handicap'] ?? null;
  if (h !== null) {
    if (typeof h !== 'object') return bad('handicap: { seat, stronger, weaker }');
    const { seat, stronger, weaker } = h as Record<string, unknown>;
    if (!(SEATS as readonly unknown[]).includes(seat)) return bad('handicap.seat: yellow or blue');
    if (
      !(LEVELS as readonly unknown[]).includes(stronger) ||
      !(LEVELS as readonly unknown[]).includes(weaker)
    )
      return bad(`handicap levels: ${LEVELS.join(', ')}`);
    if (!handicapRow(stronger as never, weaker as never))
      return bad(`the handicap table has no row for ${String(stronger)} against ${String(weaker)}`);
    if (scen.vpTarget < HANDICAP_MIN_VP)
      return bad(`handicap needs an objective of at least ${HANDICAP_MIN_VP} VP`);
  }
  return ok({
    scenario: scen.name,
    selection: fixed ? null : ((sel as Config['selection']) ?? 'mutual'),
    timerSeconds: timer as number | null,
    secretObjects: secret,
    handicap: h === null ? null : { ...(h as NonNullable<Config['handicap']>) },
    maxTurns: maxTurns as number | null,
  });
}

export const handicapSeat = (s: State): Seat => SEATS.indexOf(s.config.handicap!.seat) as Seat;
export const handicapOf = (s: State) => {
  const h = s.config.handicap;
  return h ? handicapRow(h.stronger, h.weaker)! : null;
};
