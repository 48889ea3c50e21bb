// The card game's bots (L0-L2) decide from their seat's view and legal actions only: changing
// every hidden thing of the true game (the engine's own perturb: face-down rooms and cards,
// the opponent's Combat cards, its secret starters, the handicap's removed characters, the
// secret objects variant's carried objects and wounded, ...) never changes a seeded decision,
// at any level, in any phase, set-up included. Each level plays whole games through a host's loop that checks every decision is
// legal, and L1 beats random play.
import { describe, expect, it } from 'vitest';
import {
  Rng,
  apply,
  legalActionsFor,
  makeAction,
  newGame,
  perturb,
  toMove,
  view,
  type GameConfig,
  type State,
} from '@dt/cardgame';
import { randomAction } from '@dt/cardgame/selfplay';
import { CARDGAME_LEVELS, cardgameBot, decideCardgame } from '../../src/cardgame/index.ts';
import { playCardgameMatch } from '../../src/cardgame/match.ts';

const SETUP = ['select', 'handicap', 'starters', 'deal', 'facing'];

/** Positions of a seeded random game: every set-up decision and every 9th later, with the seat to decide. */
function positions(config: GameConfig, seed: string): { s: State; seat: 0 | 1 }[] {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(`${seed}/bots`);
  const out: { s: State; seat: 0 | 1 }[] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    if (n % 9 === 0 || SETUP.includes(s.phase)) for (const seat of toMove(s)) out.push({ s, seat });
    const r = apply(s, randomAction(rng, s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

describe('card game bots are honest', () => {
  it.each([...CARDGAME_LEVELS])(
    'L%i decides the same when every hidden thing of the game is different',
    (level) => {
      const configs: GameConfig[] = [
        { scenario: 'tutorial-3', maxTurns: 12 },
        { scenario: 'standard', selection: 'frontal', maxTurns: 10 },
        {
          scenario: 'standard',
          selection: 'draft',
          secretObjects: true,
          handicap: { seat: 'blue', stronger: 'experienced', weaker: 'beginner' },
          maxTurns: 10,
        },
      ];
      let compared = 0;
      const phases = new Set<string>();
      for (const config of configs)
        for (const { s, seat } of positions(config, `honest/${level}`)) {
          const legal = legalActionsFor(s, seat);
          if (legal.length < 2) continue;
          const t = perturb(s, seat);
          const seed = compared;
          const a = decideCardgame(view(s, seat), legal, { level, seed });
          const b = decideCardgame(view(t, seat), legalActionsFor(t, seat), { level, seed });
          expect(makeAction(b), `${config.scenario}, ${s.phase}, turn ${s.turn}`).toBe(makeAction(a));
          phases.add(s.phase);
          compared++;
        }
      expect(compared).toBeGreaterThan(20);
      expect(phases).toContain('actions');
      expect(phases).toContain('moving');
      for (const setup of SETUP) expect(phases).toContain(setup);
    },
  );
});

describe('card game bots play whole games', () => {
  it.each([...CARDGAME_LEVELS])(
    'L%i plays a tutorial-2 game to its end with legal decisions only',
    (level) => {
      const r = playCardgameMatch({ scenario: 'tutorial-2', maxTurns: 40 }, `whole/${level}`, [level, 0], 1);
      expect(r.decisions).toBeGreaterThan(10);
      expect([-1, 0, 1]).toContain(r.winner);
    },
  );

  it.each([
    ['standard game', { scenario: 'standard', maxTurns: 60 }],
    [
      'standard game with secret objects and a handicap (worlds sampled there, not random play)',
      {
        scenario: 'standard',
        secretObjects: true,
        handicap: { seat: 'yellow', stronger: 'good', weaker: 'beginner' },
        maxTurns: 60,
      },
    ],
  ] as const)('L1 scores at least 5 of 6 points against random play (L0), seats swapped: %s', (_, config) => {
    let points = 0;
    for (let i = 0; i < 6; i++) {
      const r = playCardgameMatch(config as GameConfig, `l1l0/${i >> 1}`, i % 2 ? [0, 1] : [1, 0], i);
      points += r.winner === -1 ? 0.5 : r.winner === i % 2 ? 1 : 0;
    }
    expect(points).toBeGreaterThanOrEqual(5);
  });

  it('always answers with one of the legal actions it was given', () => {
    const bot = cardgameBot(1);
    for (const { s, seat } of positions({ scenario: 'tutorial-2', maxTurns: 8 }, 'legal')) {
      const legal = legalActionsFor(s, seat);
      const a = bot(view(s, seat), legal, new Rng('x'));
      expect(legal.map(makeAction)).toContain(makeAction(a));
    }
    expect(() => bot(view(positions({ scenario: 'tutorial-1' }, 'e')[0]!.s, 0), [], new Rng('x'))).toThrow(
      /no legal action/,
    );
  });
});
