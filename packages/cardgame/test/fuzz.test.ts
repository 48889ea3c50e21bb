// Seeded random games of every scenario, selection mode and variant: after every action the
// state keeps every invariant and no view or legal action says more than its viewer may
// know; every action of the actions phase turns the wheel down by exactly its cost (1 AP,
// 0 for the Samurai's free attack); and replaying the seed and the actions gives the same
// game. The end of the file checks that the checks themselves notice broken states.
import { describe, expect, it } from 'vitest';
import {
  Loc,
  Rng,
  apply,
  checkInvariants,
  checkViewSecrecy,
  clone,
  makeAction,
  makePosition,
  parsePieceCode,
  replay,
  view,
  type Action,
  type GameConfig,
  type State,
  type View,
  type Viewer,
} from '../src/index.ts';
import { randomAction } from '../src/selfplay.ts';
import { Flag } from '../src/state.ts';
import { board, game, position } from './helpers.ts';

const CONFIGS: GameConfig[] = [
  { scenario: 'tutorial-1' },
  { scenario: 'tutorial-2' },
  { scenario: 'tutorial-3', secretObjects: true },
  { scenario: 'standard', selection: 'mutual' },
  { scenario: 'standard', selection: 'frontal', secretObjects: true },
  { scenario: 'standard', selection: 'draft', timerSeconds: 120 },
  { scenario: 'standard', handicap: { seat: 'yellow', stronger: 'very-experienced', weaker: 'newbie' } },
  { scenario: 'advanced', selection: 'draft' },
  {
    scenario: 'advanced',
    selection: 'frontal',
    secretObjects: true,
    handicap: { seat: 'blue', stronger: 'experienced', weaker: 'newbie' },
  },
];
const GAMES = 3;
const TURNS = 24;

/** AP an action of the actions phase costs: 0 for the Samurai's first attack of the turn. */
function cost(s: State, a: Action): number {
  if (a.type === 'end' || a.type === 'timeout' || a.type === 'resign' || a.type.endsWith('draw')) return 0;
  if ((a.type === 'attack' || a.type === 'spear') && a.piece.endsWith('Sa')) {
    const p = parsePieceCode(a.piece)!;
    if ((s.flags[p]! & Flag.Samurai) === 0) return 0;
  }
  return 1;
}

describe('seeded random games (every scenario, selection mode and variant)', () => {
  for (const config of CONFIGS) {
    it(`keeps every invariant and every secret, costs its AP and replays exactly: ${JSON.stringify(config)}`, () => {
      for (let g = 0; g < GAMES; g++) {
        const seed = `fuzz/${JSON.stringify(config)}/${g}`;
        let s = game({ ...config, maxTurns: TURNS }, seed);
        const rng = new Rng(`${seed}/bots`);
        const actions: Action[] = [];
        while (s.phase !== 'over') {
          const a =
            rng.int(50) === 0 && config.timerSeconds ? ({ type: 'timeout' } as Action) : randomAction(rng, s);
          const r = apply(s, a);
          if (!r.ok && a.type === 'timeout') continue;
          expect(r.ok, `${makeAction(a)}: ${r.ok ? '' : r.error.message}`).toBe(true);
          if (!r.ok) return;
          const next = r.value.state;
          if (s.phase === 'actions' && a.type !== 'timeout') {
            const sameTurn = next.turn === s.turn && next.phase !== 'over';
            const spent = s.wheel[s.active] - (sameTurn ? next.wheel[s.active] : 0);
            if (sameTurn || a.type !== 'end') expect(spent, `${makeAction(a)} costs`).toBe(cost(s, a));
          }
          actions.push(a);
          s = next;
          const broken = [...checkInvariants(s), ...checkViewSecrecy(s, { actions: true })];
          expect(broken, `after ${makeAction(a)} in ${seed}`).toEqual([]);
        }
        const again = replay({ config: { ...config, maxTurns: TURNS }, seed, actions });
        expect(again.ok).toBe(true);
        if (again.ok) expect(makePosition(again.value)).toBe(makePosition(s));
      }
    });
  }
});

describe('the checks notice broken states', () => {
  const s = (): State =>
    board('phase actions active=yellow turn=3\nwheels 3 0\npieces yWa:b3 bNg:b3 yKy>yWa');

  it('an object gone where only characters go, a fourth character in a zone, a second object carried, a wrong score', () => {
    const lost = clone(s());
    lost.loc[parsePieceCode('yKy')!] = Loc.Escaped;
    lost.carrier[parsePieceCode('yKy')!] = -1;
    expect(checkInvariants(lost).join()).toMatch(/object yKy cannot be -4/);
    const crowd = board('pieces yWa:b3 yNg:b3 yCl:b3 bNg:a8');
    const c = clone(crowd);
    c.loc[parsePieceCode('yCo')!] = c.loc[parsePieceCode('yWa')!]!;
    expect(checkInvariants(c).join()).toMatch(/4 yellow characters share one zone/);
    const two = clone(s());
    two.carrier[parsePieceCode('yRp')!] = parsePieceCode('yWa')!;
    two.loc[parsePieceCode('yRp')!] = two.loc[parsePieceCode('yWa')!]!;
    expect(checkInvariants(two).join()).toMatch(/yWa carries 2 cards/);
    const score = clone(s());
    score.vp[0] = 2;
    expect(checkInvariants(score).join()).toMatch(/yellow has 2 VP/);
  });

  it('a view that names a hidden card, or changes with a hidden thing', () => {
    // blue's Key lies face-down next to face-down room 6.
    const hidden = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0 orange-B/0
pieces yWa:b3 bNg:a1 bKy:@6`);
    expect(checkViewSecrecy(hidden)).toEqual([]);
    const naming = (s: State, v: Viewer): View => ({ ...view(s, v), endReason: v === 0 ? 'bKy' : '' });
    expect(checkViewSecrecy(hidden, { view: naming }).join()).toMatch(/yellow's view names hidden "bKy"/);
    const peeking = (s: State, v: Viewer): View => ({
      ...view(s, v),
      endReason: String(s.orient[s.layout[6]!]),
    });
    expect(checkViewSecrecy(hidden, { view: peeking }).join()).toMatch(
      /view changes when what it may not know changes/,
    );
  });
});
