// The card game's set-up decisions at L1 and L2 follow the cards' worth, not chance (rulebook:
// Scenarios, the three selection modes; Handicap play; Game setup, Tutorial 2: starting
// positions and placing the remaining cards). Each test reaches the decision in a seeded game
// and offers the bot a better and a worse choice, or checks the choice against every option.
import { describe, expect, it } from 'vitest';
import {
  CHARACTER_DEFS,
  Rng,
  apply,
  legalActionsFor,
  newGame,
  toMove,
  view,
  type Action,
  type GameConfig,
  type State,
} from '@dt/cardgame';
import { randomAction } from '@dt/cardgame/selfplay';
import { decideCardgame } from '../../src/cardgame/index.ts';
import { cardWorth } from '../../src/cardgame/setup.ts';

/** The first position of a seeded random game in `phase`. */
function reach(config: GameConfig, phase: string, seed = 'setup'): State {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(seed);
  while (s.phase !== phase) {
    if (s.phase === 'over') throw new Error(`no ${phase} phase`);
    const r = apply(s, randomAction(rng, s));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

const isChar = (code: string): boolean => CHARACTER_DEFS.some((d) => d.code === code.slice(1));

const decide = (s: State, legal: Action[], level: 1 | 2 = 1): Action => {
  const seat = toMove(s)[0]!;
  return decideCardgame(view(s, seat), legal, { level, seed: 7 });
};

describe('card game set-up decisions follow the cards’ worth', () => {
  it('a character is worth its combat value, movement and ability: the Colossus over the Ghost, the Sword over the Rope', () => {
    expect(cardWorth('Co')).toBeGreaterThan(cardWorth('Gh'));
    expect(cardWorth('yCo')).toBe(cardWorth('Co'));
    expect(cardWorth('Sw')).toBeGreaterThan(cardWorth('Rp'));
    expect(cardWorth('bKy2')).toBe(cardWorth('Ky'));
  });

  it.each(['mutual', 'draft', 'frontal'] as const)(
    '%s selection: of the Ghost and the Colossus, L1 and L2 take the Colossus; among all cards, one of most worth',
    (selection) => {
      const s = reach({ scenario: 'standard', selection }, 'select');
      const seat = toMove(s)[0]!;
      const legal = legalActionsFor(s, seat);
      const pair = legal.filter((a) => a.type === 'select' && (a.card === 'Gh' || a.card === 'Co'));
      expect(pair).toHaveLength(2);
      for (const level of [1, 2] as const) {
        expect(decide(s, pair, level)).toMatchObject({ type: 'select', card: 'Co' });
        const all = decide(s, legal, level);
        const top = Math.max(...legal.map((a) => (a.type === 'select' ? cardWorth(a.card) : 0)));
        expect(all.type === 'select' && cardWorth(all.card)).toBe(top);
      }
    },
  );

  it('handicap: the handicapped player removes the characters of least worth from its team', () => {
    const s = reach(
      { scenario: 'standard', handicap: { seat: 'yellow', stronger: 'experienced', weaker: 'beginner' } },
      'handicap',
    );
    const legal = legalActionsFor(s, 0);
    const a = decide(s, legal);
    if (a.type !== 'handicap') expect.fail(`not a handicap decision: ${a.type}`);
    const characters = view(s, 0).teams[0]!.filter(isChar);
    const weakest = [...characters].sort((x, y) => cardWorth(x) - cardWorth(y)).slice(0, a.remove.length);
    const sum = (cs: string[]): number => cs.reduce((n, c) => n + cardWorth(c), 0);
    expect(sum(a.remove)).toBe(sum(weakest));
    expect(a.remove).toHaveLength(3);
  });

  it('starters: the two characters of most worth, one below each room of the first row', () => {
    const s = reach({ scenario: 'standard' }, 'starters');
    for (const seat of [0, 1] as const) {
      const legal = legalActionsFor(s, seat);
      const a = decideCardgame(view(s, seat), legal, { level: 1, seed: 3 });
      if (a.type !== 'starters') expect.fail(`not a starters decision: ${a.type}`);
      const worth = (x: Action): number =>
        x.type === 'starters' ? x.starters.reduce((n, p) => n + cardWorth(p.piece), 0) : 0;
      expect(worth(a)).toBe(Math.max(...legal.map(worth)));
      expect(new Set(a.starters.map((p) => p.side)).size).toBe(2);
    }
  });

  it('dealing: a character goes to the room nearest the opponent’s edge, an object to the room nearest its own', () => {
    const s = reach({ scenario: 'standard' }, 'deal');
    const seat = toMove(s)[0]!;
    const legal = legalActionsFor(s, seat);
    const rows = 4;
    const own = seat === 0 ? 0 : rows - 1;
    const far = seat === 0 ? rows - 1 : 0;
    const deals = legal.filter((a): a is Extract<Action, { type: 'deal' }> => a.type === 'deal');
    const character = deals.find((a) => isChar(a.piece))!;
    const object = deals.find((a) => !isChar(a.piece))!;
    const at = (piece: string, row: number): Action =>
      deals.find((a) => a.piece === piece && a.room >> 1 === row)!;
    expect(decide(s, [at(character.piece, own), at(character.piece, far)])).toEqual(at(character.piece, far));
    expect(decide(s, [at(object.piece, far), at(object.piece, own)])).toEqual(at(object.piece, own));
    // Characters are dealt first, the one of most worth first.
    const first = decide(s, legal);
    expect(first.type === 'deal' && isChar(first.piece)).toBe(true);
  });
});
