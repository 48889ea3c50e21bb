// Turn structure (rulebook p. 5 "Game sequence", p. 9 "Jump cards"; R7, R8, R18, R21; N14):
// Action cards and the first-cycle restriction, AP, ending turns, recycling, Jump cards,
// per-turn marks and the optional timer.
import { describe, expect, it } from 'vitest';
import { Rng, legalActions, view, type State } from '../src/index.ts';
import { game, legal, legalFor, plain, play, playAll, position, rejects } from './helpers.ts';

/** Tutorial 3 on 38A (gear at c3) with a face-down room in slot 1; set the card line per test. */
const board = (extra: string, pieces = 'yMk:c3 yNg:g0 bMk:a9'): State =>
  position(`
DT-Prison position 1
scenario tutorial-3
rooms 38A/0* 38B/0 40A/0* 40B/0*
pieces ${pieces}
${extra}
`);

const cards = (s: State): number[] => legalFor(s, 'card').map((a) => Number(a.split(' ')[1]));

describe('Phase 1: playing an Action card (p. 5; R7)', () => {
  it('the first player\'s first card must be "2 Actions"', () => {
    const s = board('phase card active=yellow ap=0 turn=1\ncards highest=1');
    expect(cards(s)).toEqual([2]);
    for (const v of [3, 4, 5]) rejects(s, `card ${v}`);
    // The same from a real game once set-up is over.
    let g = game({ scenario: 'tutorial-3' }, 11);
    const rng = new Rng(11);
    while (g.phase !== 'card') g = play(g, rng.pick(legalActions(g))).state;
    expect(legal(g)).toEqual(['card 2']);
  });

  it('the rulebook example: Mike plays 2, Allison 2 or 3; after her 3 Mike may play up to 4', () => {
    const mike = board('phase card active=yellow ap=0 turn=1\ncards highest=1');
    const allison = playAll(mike, ['card 2', 'end']);
    expect(allison.active).toBe(1);
    expect(cards(allison)).toEqual([2, 3]);
    rejects(allison, 'card 4');
    const mike2 = playAll(allison, ['card 3', 'end']);
    expect(cards(mike2)).toEqual([3, 4]); // his 2 is already played
    rejects(mike2, 'card 5');
    // "If Allison had only played her 2 Actions card, then Mike could have only played his 3."
    const mike3 = playAll(allison, ['card 2', 'end']);
    expect(cards(mike3)).toEqual([3]);
    rejects(mike3, 'card 4');
  });

  it('once any "4 Actions" has been played, any card may be played by either player', () => {
    const before = board(
      'phase card active=blue ap=0 turn=4\ncards highest=3\nyellow actions=4,5 played=2,3',
    );
    expect(cards(before)).toEqual([2, 3, 4]);
    rejects(before, 'card 5');
    const after = board('phase card active=blue ap=0 turn=4\ncards highest=4\nyellow actions=5 played=2,3,4');
    expect(cards(after)).toEqual([2, 3, 4, 5]);
    expect(play(after, 'card 5').state.ap).toBe(5);
  });

  it('a card played is out of the hand until the cycle is complete', () => {
    const s = board('phase card active=yellow ap=0 turn=5\nyellow actions=3,4,5 played=2');
    expect(cards(s)).toEqual([3, 4, 5]);
    rejects(s, 'card 2');
    const t = play(s, 'card 4').state;
    expect(view(t, 1).hands[0]).toMatchObject({ actions: null, actionCount: 2, played: [2, 4] });
  });
});

describe('Phase 2: using actions (p. 5; R8)', () => {
  it('the card gives that many AP; rotating and revealing cost 1 AP each (p. 5)', () => {
    let s = board('phase card active=yellow ap=0 turn=5');
    s = play(s, 'card 4').state;
    expect([s.phase, s.ap]).toEqual(['actions', 4]);
    s = play(s, 'rotate 0 cw').state;
    expect(s.ap).toBe(3);
    s = play(s, 'reveal 1').state;
    expect([s.phase, s.ap, s.revealed[1]]).toEqual(['actions', 2, 1]);
  });

  it('moving a miniature costs 1 AP (p. 7)', () => {
    const s = play(board('phase card active=yellow ap=0 turn=5'), 'card 4').state;
    expect(play(s, 'move yNg g0-h0').state.ap).toBe(3);
  });

  it('ending the turn early loses the unused AP (R8)', () => {
    let s = play(board('phase card active=yellow ap=0 turn=5'), 'card 5').state;
    s = play(s, 'rotate 0 cw').state;
    const r = play(s, 'end');
    expect(r.events.map((e) => e.type)).toContain('turn-end');
    s = r.state;
    expect([s.phase, s.active, s.ap, s.turn]).toEqual(['card', 1, 0, 6]);
    expect(play(s, 'card 2').state.ap).toBe(2); // nothing carried over
  });

  it('the turn ends by itself when the last AP is spent', () => {
    let s = play(board('phase card active=yellow ap=0 turn=5'), 'card 2').state;
    s = play(s, 'rotate 0 cw').state;
    expect([s.phase, s.active, s.ap]).toEqual(['actions', 0, 1]);
    s = play(s, 'rotate 0 cw').state;
    expect([s.phase, s.active, s.ap, s.turn]).toEqual(['card', 1, 0, 6]);
    rejects(s, 'rotate 0 cw', 'WRONG_PHASE');
  });

  it('a reveal bought with the last AP ends the turn once its tokens are placed', () => {
    let s = board('phase actions active=yellow ap=1', 'yNg:g0 bMk:a9 yKy:@1');
    s = play(s, 'reveal 1').state;
    expect([s.phase, s.ap]).toEqual(['place', 0]);
    s = play(s, legalFor(s, 'place')[0]!).state;
    expect([s.phase, s.active]).toEqual(['card', 1]);
  });

  it("the opponent cannot act during the active player's turn", () => {
    const s = board('phase actions active=yellow ap=3', 'yNg:g0 bMk:a9 bNg:h11');
    expect(legalFor(s, 'move', 'bNg')).toEqual([]);
    rejects(s, 'move bNg h11-i11');
  });
});

describe('Phase 3: recycling Action cards (p. 5)', () => {
  it('after playing his last Action card a player takes all four back at the end of that turn', () => {
    let s = board('phase card active=yellow ap=0 turn=7\ncards highest=4\nyellow actions=5 played=2,3,4');
    s = play(s, 'card 5').state;
    expect(view(s, 0).hands[0]).toMatchObject({ actions: [], actionCount: 0, played: [2, 3, 4, 5] });
    s = play(s, 'end').state;
    expect(view(s, 0).hands[0]).toMatchObject({ actions: [2, 3, 4, 5], actionCount: 4, played: [] });
    expect(view(s, 0).hands[1].actions).toBeNull();
    expect(view(s, 1).hands[1].actions).toEqual([2, 3, 4, 5]);
  });

  it('not before the cycle is complete', () => {
    let s = board('phase card active=yellow ap=0 turn=5\ncards highest=4\nyellow actions=4,5 played=2,3');
    s = playAll(s, ['card 4', 'end']);
    expect(view(s, 0).hands[0]).toMatchObject({ actions: [5], played: [2, 3, 4] });
  });
});

describe('Jump cards (p. 9; GAME-DATA.md)', () => {
  const pit = (scenario: string, jumps: string): State =>
    position(`
DT-Prison position 1
scenario ${scenario}
room J 40 cw
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . O . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . O . .|
+ + + + + +
|. . . . .|
+ + + + + +
rooms J/0* 40A/0* 39A/0* 39B/0*
pieces yNg:c1
yellow ${jumps}
`);

  it('a Jump costs 1 AP and the card is removed from the game; tutorial 1 has only one', () => {
    const s = pit('tutorial-1', 'jumps=1');
    // R12: any valid square adjacent to the pit, other than the one left.
    expect(legalFor(s, 'jump', 'yNg').sort()).toEqual(['jump yNg b2', 'jump yNg c3', 'jump yNg d2']);
    const t = play(s, 'jump yNg c3').state;
    expect([t.ap, t.jumps[0]]).toEqual([4, 0]);
    expect(view(t, 1).hands[0].jumps).toBe(0);
    // Next to another pit now, but no Jump card is left.
    expect(legalFor(t, 'jump')).toEqual([]);
    rejects(t, 'jump yNg c5');
  });

  it('the other scenarios give three Jump cards, each used once', () => {
    let s = pit('tutorial-3', 'jumps=3');
    s = playAll(s, ['jump yNg c3', 'jump yNg c5']);
    expect(s.jumps[0]).toBe(1);
  });
});

describe('marks that last one turn (R18)', () => {
  it('"wounded this turn" is cleared when the turn ends', () => {
    let s = board('phase actions active=yellow ap=3\nmarks wounded-now=bMk', 'yMk:c3 bMk*:c4 bNg:h9');
    expect(view(s, 1).woundedThisTurn).toEqual(['bMk']);
    expect(legalFor(s, 'attack', 'yMk')).toEqual([]);
    s = play(s, 'end').state;
    expect(view(s, 1).woundedThisTurn).toEqual([]);
    s = playAll(s, ['card 2', 'end', 'card 3']);
    expect(legalFor(s, 'attack', 'yMk')).toEqual(['attack yMk bMk']);
  });
});

describe('timer (optional rule p. 18; R21, N14)', () => {
  it('when the turn timer runs out the turn ends and the unused AP are lost', () => {
    const s = board('phase actions active=yellow ap=4 turn=5');
    expect(legal(s)).not.toContain('timeout'); // issued by the host, never listed
    const r = play(s, 'timeout');
    expect(r.events.map((e) => e.type)).toEqual(['timeout', 'turn-end']);
    expect([r.state.phase, r.state.active, r.state.ap, r.state.turn]).toEqual(['card', 1, 0, 6]);
  });

  it('a player who runs out of time before playing an Action card loses the turn (N28)', () => {
    const s = board('phase card active=yellow ap=0 turn=5\nyellow actions=3,4,5 played=2');
    const t = play(s, 'timeout').state;
    expect([t.phase, t.active]).toEqual(['card', 1]);
    expect(view(t, 0).hands[0].actions).toEqual([3, 4, 5]);
  });

  it("when the opponent is too slow to place the revealer's objects, the revealer places them (R21)", () => {
    let s = board('phase actions active=yellow ap=3', 'yNg:g0 bMk:a9 yKy:@1');
    s = play(s, 'reveal 1').state;
    expect(s.phase).toBe('place');
    expect(legal(s).every((a) => a.startsWith('place blue yKy'))).toBe(true);
    s = play(s, 'timeout').state;
    expect([s.phase, s.active]).toEqual(['place', 0]);
    expect(legal(s).length).toBeGreaterThan(0);
    expect(legal(s).every((a) => a.startsWith('place yellow yKy'))).toBe(true);
    const target = legal(s)[0]!;
    rejects(s, target.replace('yellow', 'blue'), 'NOT_YOUR_TURN');
    s = play(s, target).state;
    expect([s.phase, s.active, s.ap]).toEqual(['actions', 0, 2]); // the turn goes on
  });

  it("when the revealer's own time runs out his tokens go on the first free squares and the turn ends (N14)", () => {
    let s = board('phase actions active=yellow ap=3', 'yNg:g0 bMk:a9 bKy:@1 yKy:@1');
    s = play(s, 'reveal 1').state;
    expect(legal(s)[0]).toMatch(/^place yellow bKy/);
    const r = play(s, 'timeout');
    s = r.state;
    expect(s.loc[16 + 6]).toBeGreaterThanOrEqual(0); // bKy on the board
    expect(s.loc[16]).toBeGreaterThanOrEqual(0); // yKy too
    expect([s.phase, s.active]).toEqual(['card', 1]);
  });

  it('a seat that has not chosen its Combat card plays "+0" (R21, N14)', () => {
    const fight = (chosen: string): State =>
      board(
        `phase combat active=yellow ap=2\ncombat close initiator=yMk target=bMk attackers=yMk defenders=bMk cards=${chosen}`,
        'yMk:c3 bMk:c4',
      );
    const r = play(fight('3,-'), 'timeout');
    expect(r.events).toContainEqual({ type: 'card-chosen', seat: 1, value: 0 });
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'combat-result', cards: [3, 0], winner: 0 }),
    );
    expect(r.state.wounded[8]).toBe(1);
    expect(r.state.phase).toBe('actions');
    // Neither chose: both play +0 (2 against 2, nothing happens).
    const both = play(fight('-,-'), 'timeout');
    expect(both.events).toContainEqual(
      expect.objectContaining({ type: 'combat-result', cards: [0, 0], winner: -1 }),
    );
  });

  it("a Telepath's controller who runs out of time announces nothing (R21, N14)", () => {
    const s = plain('pieces yTp:c3 bMk:c4');
    const pending = play(s, 'attack yTp bMk').state;
    expect(pending.phase).toBe('announce');
    const r = play(pending, 'timeout');
    expect(r.events).toContainEqual({ type: 'announced', seat: 0, value: null });
    expect(r.state.phase).toBe('combat');
    expect(r.state.combat?.forced).toBe(false);
    // Blue may play any card it holds.
    expect(legalFor(r.state, 'combat')).toContain('combat blue 6');
  });
});
