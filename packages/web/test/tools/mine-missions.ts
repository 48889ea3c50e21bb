// Finds each mission's start in seeded self-play (the player's side L1, the opponent the
// mission's own level, L3 held to 200 iterations; both from their own views): the position at
// the start of one of the L1 side's turns (its Action card still to choose) from which it went
// on to meet the mission's goal with the most stars, and the line that did it. A "hold" mission
// takes only a position where simply ending every turn lets the opponent (at the mission's level)
// score, so it cannot be won by doing nothing. Writes src/missions/mined.ts.
//   npx tsx packages/web/test/tools/mine-missions.ts [games per scenario, default 20] [ids]
// With a comma-separated list of mission ids, only those are mined again; the others keep their
// start from the current file.
import { writeFileSync } from 'node:fs';
import type { Level } from '@dt/ai';
import { ITERATIONS, idleMove, opponentMove } from '../mission-play.ts';
import { tracedGame, type TracedStep } from '@dt/ai/trace';
import {
  SEATS,
  apply,
  legalActionsFor,
  makeAction,
  makePosition,
  toMove,
  type Seat,
  type State,
} from '@dt/engine';
import { evaluate } from '../../src/missions/goal.ts';
import { MINED } from '../../src/missions/mined.ts';
import { MISSION_DEFS, type MissionDef } from '../../src/missions/missions.ts';

const GAMES = Number(process.argv[2] ?? 20);
const ONLY = process.argv[3]?.split(',');
const DEFS = MISSION_DEFS.filter((d) => !ONLY || ONLY.includes(d.id));
/** Turns played before a start is taken: rooms revealed, pieces in play. */
const MIN_TURN = 6;

interface Found {
  stars: number;
  position: string;
  seat: 'yellow' | 'blue';
  line: string[];
}

/** Whether the opponent scores within `turns` of the player's turns if the player only ends them. */
function scoresIfIdle(start: State, seat: Seat, turns: number, level: Level): boolean {
  let s = start;
  let ends = 0;
  for (let n = 0; n < 400 && s.phase !== 'over' && ends < turns; n++) {
    const who = toMove(s);
    for (const w of who) {
      const legal = legalActionsFor(s, w);
      if (!legal.length) continue;
      const idle = w === seat ? idleMove(s, w) : opponentMove(s, w, level);
      const r = apply(s, idle);
      if (!r.ok) return false;
      if (w === seat && r.value.events.some((e) => e.type === 'turn-end' && e.seat === seat)) ends++;
      s = r.value.state;
    }
  }
  return s.vp[1 - seat]! > start.vp[1 - seat]! || (s.phase === 'over' && s.winner !== seat);
}

/** The best start of one mission in one traced game. */
function bestIn(
  def: MissionDef,
  steps: readonly TracedStep[],
  players: readonly Seat[],
  taken: ReadonlySet<string>,
): Found | null {
  let best: Found | null = null;
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i]!;
    if (st.before.phase !== 'card' || st.before.turn < MIN_TURN) continue;
    const seat = st.before.active;
    if (!players.includes(seat)) continue;
    const position = makePosition(st.before);
    // Every mission starts from a position of its own.
    if (taken.has(position)) continue;
    const played: { action: TracedStep['action']; events: TracedStep['events']; state: State }[] = [];
    for (let j = i; j < steps.length; j++) {
      played.push({ action: steps[j]!.action, events: steps[j]!.events, state: steps[j]!.after });
      const v = evaluate(def.goal, def.stars, st.before, played, seat);
      if (v.status === 'playing') continue;
      if (v.status === 'passed' && (!best || v.stars > best.stars)) {
        if (def.goal.feat.kind === 'hold' && !scoresIfIdle(st.before, seat, def.goal.turns, def.level)) break;
        best = {
          stars: v.stars,
          position,
          seat: SEATS[seat],
          line: played.map((p) => makeAction(p.action)),
        };
      }
      break;
    }
    if (best?.stars === 3) return best;
  }
  return best;
}

const found: Record<string, Found> = {};
const kept = ONLY ? (MINED.missions as Record<string, Omit<Found, 'stars'>>) : {};
/** The starts other missions already have. */
const takenBy = (id: string): Set<string> =>
  new Set(
    [...Object.entries(kept), ...Object.entries(found)].filter(([k]) => k !== id).map(([, v]) => v.position),
  );
for (const scenario of [...new Set(DEFS.map((d) => d.scenario))]) {
  for (let seed = 1; seed <= GAMES; seed++) {
    const open = DEFS.filter((d) => d.scenario === scenario && (found[d.id]?.stars ?? 0) < 3);
    if (!open.length) break;
    for (const level of [...new Set(open.map((d) => d.level))]) {
      // The L1 side plays yellow in one game and blue in the other.
      for (const playerSeat of [0, 1] as Seat[]) {
        const levels: [Level, Level] = playerSeat === 0 ? [1, level] : [level, 1];
        const { steps } = tracedGame({ scenario, maxTurns: 60 }, seed, levels, ITERATIONS);
        for (const d of open.filter((x) => x.level === level)) {
          const f = bestIn(d, steps, level === 1 ? [0, 1] : [playerSeat], takenBy(d.id));
          if (f && f.stars > (found[d.id]?.stars ?? 0)) found[d.id] = f;
        }
      }
    }
    console.error(
      `${scenario} seed ${seed}: ${Object.entries(found)
        .map(([k, v]) => `${k}:${v.stars}`)
        .join(' ')}`,
    );
  }
}
const missions = {
  ...kept,
  ...Object.fromEntries(Object.entries(found).map(([k, { stars: _s, ...v }]) => [k, v])),
};
writeFileSync(
  new URL('../../src/missions/mined.ts', import.meta.url),
  `// Generated by packages/web/test/tools/mine-missions.ts (${GAMES} games per scenario). Do not edit by hand.\nexport const MINED = ${JSON.stringify({ version: 1, missions }, null, 1)};\n`,
);
console.error(`${Object.keys(found).length} of ${DEFS.length} missions mined`);
