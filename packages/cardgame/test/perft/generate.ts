// Writes the first perft table from seeded random games (run once: npx tsx
// packages/cardgame/test/perft/generate.ts). Each configuration's games are played with the
// self-play policy until every wanted phase has been met; the first position of each phase
// (and mid-game positions at given turns) becomes an entry, counted by table.ts. Kept for
// reference: the table is what the tests read, and it changes only with a named rules fix
// (record.ts re-counts it).
import { writeFileSync } from 'node:fs';
import {
  Rng,
  apply,
  legalActions,
  makePosition,
  newGame,
  parseAction,
  parsePosition,
  type GameConfig,
  type State,
} from '../../src/index.ts';
import { randomAction } from '../../src/selfplay.ts';
import { MAX_D2_FOR_D3, countsOf, formatTable, type Entry } from './table.ts';

interface Want {
  name: string;
  /** The first position where this holds, along the game. */
  test: (s: State) => boolean;
}

const phase =
  (p: string, minTurn = 0) =>
  (s: State) =>
    s.phase === p && s.turn >= minTurn;
const SETUP: Want[] = [
  { name: 'set-up: selection', test: phase('select') },
  { name: 'set-up: handicap', test: phase('handicap') },
  { name: 'set-up: starters', test: phase('starters') },
  { name: 'set-up: dealing', test: phase('deal') },
  { name: 'set-up: facing', test: phase('facing') },
];
const PLAY: Want[] = [
  { name: 'first turn', test: phase('actions', 1) },
  { name: 'mid-game turn 8', test: phase('actions', 8) },
  { name: 'late game turn 16', test: phase('actions', 16) },
  { name: 'movement under way', test: (s) => s.phase === 'moving' && s.moving!.steps > 0 && s.turn >= 4 },
  { name: 'placing a revealed room', test: phase('place') },
  { name: 'killer rage', test: phase('berserk') },
  { name: 'mind control', test: phase('announce') },
  { name: 'combat cards', test: phase('combat') },
  { name: 'game over', test: phase('over') },
];

const RUNS: [string, GameConfig, Want[]][] = [
  ['tutorial-1', { scenario: 'tutorial-1', maxTurns: 40 }, [...SETUP, ...PLAY]],
  ['tutorial-2', { scenario: 'tutorial-2', maxTurns: 40 }, [...SETUP, ...PLAY]],
  ['tutorial-3', { scenario: 'tutorial-3', maxTurns: 40 }, [...SETUP, ...PLAY]],
  ['standard', { scenario: 'standard', maxTurns: 40 }, [...SETUP, ...PLAY]],
  ['standard frontal', { scenario: 'standard', selection: 'frontal', maxTurns: 40 }, SETUP.slice(0, 1)],
  ['standard draft', { scenario: 'standard', selection: 'draft', maxTurns: 40 }, [...SETUP, PLAY[1]!]],
  [
    'standard handicap',
    {
      scenario: 'standard',
      handicap: { seat: 'yellow', stronger: 'experienced', weaker: 'beginner' },
      maxTurns: 40,
    },
    [SETUP[1]!, SETUP[2]!, PLAY[1]!],
  ],
  [
    'standard secret objects',
    { scenario: 'standard', secretObjects: true, maxTurns: 40 },
    [PLAY[1]!, PLAY[3]!, PLAY[7]!],
  ],
  ['advanced', { scenario: 'advanced', maxTurns: 40 }, [...SETUP, ...PLAY]],
  [
    'advanced frontal, secret objects, handicap',
    {
      scenario: 'advanced',
      selection: 'frontal',
      secretObjects: true,
      handicap: { seat: 'blue', stronger: 'very-experienced', weaker: 'newbie' },
      maxTurns: 40,
    },
    [SETUP[0]!, SETUP[1]!, PLAY[1]!, PLAY[3]!],
  ],
];

/** Positions written by hand, where the rulings of issue 39 item 7 show (recorded before the fixes). */
const BOARD = 'rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0* orange-B/0*';
const FIXTURES: [string, string, string[]][] = [
  [
    'ruling: a zone entered with an enemy, the movement stopped there',
    'hand-written (issue 39 item 7a): yNg entered a5 beside bMk this movement',
    [
      BOARD,
      'phase moving active=yellow turn=3',
      'wheels 2 0',
      'pieces yNg:a5 bMk:a5 yWa:b1',
      'moving yNg move steps=1 lock=a4 decided=yes',
    ],
  ],
  [
    'ruling: the General and a ranged combat',
    'hand-written (issue 39 item 7b): yCb shot bMk; the Warrior fights beside the target, a General of each side in its room; yellow played +0',
    [BOARD, 'phase actions active=yellow turn=3', 'wheels 3 0', 'pieces yCb:b3 yWa:b5 yGe:b6 bMk:b5 bGe:a6'],
  ],
  [
    'ruling: two portcullises on one border',
    'hand-written (issue 39 item 7c): b1|c1 carries the portcullis of orange B and that of red B',
    [
      'rooms orange-B/3* red-B/0* orange-A/0* red-A/0* blue-A/0* blue-B/0* green-A/0* green-B/0*',
      'phase actions active=yellow turn=3',
      'wheels 3 0',
      'pieces yBs:b1 yCo:b1 bNg:d8',
    ],
  ],
  [
    'ruling: the Scroll of inversion beside a face-down room',
    'hand-written (issue 39 item 7d): yWz in green A with the Scroll, green B (slot 3) face down',
    [
      'rooms blue-A/0* blue-B/0* green-A/0* green-B/0 red-A/0* red-B/0* orange-A/0* orange-B/0*',
      'phase actions active=yellow turn=3',
      'wheels 3 0',
      'pieces yWz:a4 ySi>yWz bNg:d8 yKy:@3',
    ],
  ],
];

const entries: Entry[] = [];
for (const [label, config, wants] of RUNS) {
  const found = new Map<string, Entry>();
  const start = newGame(config, `perft/${label}/0`);
  if (!start.ok) throw new Error(start.error.message);
  found.set('start', {
    name: `${label} start`,
    source: `newGame(${JSON.stringify(config)}, "perft/${label}/0")`,
    counts: {},
    position: makePosition(start.value),
  });
  let busiest = 0;
  for (let g = 0; g < 40 && (g === 0 || found.size < wants.length + 2); g++) {
    const seed = `perft/${label}/${g}`;
    const r = newGame(config, seed);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const rng = new Rng(`${seed}/bots`);
    for (let n = 0; ; n++) {
      for (const w of wants)
        if (!found.has(w.name) && w.test(s))
          found.set(w.name, {
            name: `${label} ${w.name}`,
            source: `newGame(${JSON.stringify(config)}, "${seed}"), self-play policy (seed "${seed}/bots"), action ${n}`,
            counts: {},
            position: makePosition(s),
          });
      const n2 = s.phase === 'actions' && s.turn >= 6 && g === 0 ? legalActions(s).length : 0;
      if (n2 > busiest) {
        busiest = n2;
        found.set('busiest', {
          name: `${label} busiest turn of a game`,
          source: `newGame(${JSON.stringify(config)}, "${seed}"), self-play policy (seed "${seed}/bots"), action ${n}: the most legal actions of that game from turn 6`,
          counts: {},
          position: makePosition(s),
        });
      }
      if (s.phase === 'over') break;
      const next = apply(s, randomAction(rng, s));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
  }
  for (const w of wants) if (!found.has(w.name)) console.error(`${label}: no position for ${w.name}`);
  const order = ['start', ...wants.map((w) => w.name), 'busiest'];
  for (const key of order) {
    const e = found.get(key);
    if (!e || entries.some((x) => x.position === e.position)) continue;
    const s = parsePosition(e.position);
    if (!s.ok) throw new Error(`${e.name}: ${s.error.message}`);
    const t = process.cpuUsage();
    const two = countsOf(s.value, 2);
    e.counts = (two['d2'] as number) <= MAX_D2_FOR_D3 ? countsOf(s.value, 3) : two;
    const ms = (process.cpuUsage(t).user / 1000).toFixed(0);
    console.log(`${e.name}: ${JSON.stringify(e.counts)} (${ms} ms CPU)`);
    entries.push(e);
  }
}

for (const [name, source, lines] of FIXTURES) {
  let s = parsePosition(['DT-CardGame position 1', 'scenario standard', ...lines].join('\n') + '\n');
  if (!s.ok) throw new Error(`${name}: ${s.error.message}`);
  // The General's fixture is taken once the shot is fired and yellow's card is down.
  if (name.includes('General'))
    for (const a of ['shoot yCb bMk', 'combat yellow 0']) {
      const p = parseActionOrThrow(a);
      const r = apply(s.value, p);
      if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
      s = { ok: true, value: r.value.state };
    }
  const two = countsOf(s.value, 2);
  const counts = (two['d2'] as number) <= MAX_D2_FOR_D3 ? countsOf(s.value, 3) : two;
  console.log(`${name}: ${JSON.stringify(counts)}`);
  entries.push({ name, source, counts, position: makePosition(s.value) });
}

function parseActionOrThrow(text: string) {
  const a = parseAction(text);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
}

const HEADER = `# The card game's perft table: legal-decision counts from fixed positions (see table.ts).
# Recorded before the move core (issue 37), from seeded random games (generate.ts); re-counted
# only for named rules fixes (record.ts), listed here.`;
writeFileSync(new URL('./positions.txt', import.meta.url), formatTable(HEADER, entries) + '\n');
