// Group combat (rulebook p. 11, Figure 7; R16; N3, N6, N7, N9) and the Telepath's mind
// control, which only works one-on-one (rulebook p. 16; R6; N8).
import { describe, expect, it } from 'vitest';
import { toMove, view, viewEvent, type State } from '../src/index.ts';
import {
  legalFor,
  play,
  playAll,
  position,
  rejects,
  PLAIN_ROOM,
  plain,
  seen,
  sides,
  totalsAtZero,
} from './helpers.ts';

const combatCards = (s: State, seat: string): string[] =>
  legalFor(s, 'combat').filter((a) => a.startsWith(`combat ${seat} `));

describe('Figure 7 (rulebook p. 11)', () => {
  // Blue Naga c4 and Backstabber b3 next to the yellow Colossus c3; the blue Cleric b4 touches
  // no yellow character; the yellow Mekanork d4, next to the Naga, is wounded.
  const figure7 = (): State =>
    position(`
DT-Prison position 1
scenario tutorial-2
${PLAIN_ROOM}
rooms P/0* P/0* P/0* P/0*
phase actions active=blue ap=3
pieces yCo:c3 yMk*:d4 bNg:c4 bBs:b3 bCl:b4
`);

  it('the Naga attacks the Colossus: the Backstabber joins with her stab, 6 against 5', () => {
    const s = play(figure7(), 'attack bNg yCo').state;
    expect(sides(s)).toEqual({ attackers: ['bBs', 'bNg'], defenders: ['yCo'] });
    expect(s.ap).toBe(2);
    expect(totalsAtZero(s)).toEqual([5, 6]);
  });

  it('every viewer sees both sides and their strength before cards: 6 (stab included) against 5 (R6, R16)', () => {
    const s = play(figure7(), 'attack bNg yCo').state;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const c = view(s, viewer).combat!;
      expect([c.attackers, c.defenders, c.strength]).toEqual([['bNg', 'bBs'], ['yCo'], [6, 5]]);
    }
  });

  it('"+3" against "+5": yellow wins 10 to 9 and both blue miniatures are wounded', () => {
    const s = play(figure7(), 'attack bNg yCo').state;
    const r = play(play(s, 'combat blue 3').state, 'combat yellow 5');
    expect(r.events).toContainEqual({ type: 'combat-result', cards: [5, 3], totals: [10, 9], winner: 0 });
    const t = r.state;
    expect(seen(t, 'bNg')).toBe('wounded c4');
    expect(seen(t, 'bBs')).toBe('wounded b3');
    expect(seen(t, 'bCl')).toBe('miniature b4');
    expect(seen(t, 'yCo')).toBe('miniature c3');
    expect(seen(t, 'yMk')).toBe('wounded d4');
  });

  it('attacking the wounded Mekanork instead draws the Colossus in (and with it the Backstabber)', () => {
    const s = play(figure7(), 'attack bNg yMk').state;
    expect(sides(s)).toEqual({ attackers: ['bBs', 'bNg'], defenders: ['yCo', 'yMk'] });
    expect(totalsAtZero(s)).toEqual([5, 6]);
  });

  it('a blue win then eliminates the Mekanork (1 VP, R19) and wounds the Colossus', () => {
    const t = playAll(figure7(), ['attack bNg yMk', 'combat blue 3', 'combat yellow 3']);
    expect(seen(t, 'yMk')).toBe('eliminated');
    expect(seen(t, 'yCo')).toBe('wounded c3');
    expect(t.vp).toEqual([0, 1]);
    expect(seen(t, 'bNg')).toBe('miniature c4');
  });
});

describe('Group combat (rulebook p. 11, R16)', () => {
  // Row 3 alternates colours from a3 to j3 across two rooms; yBn b4 touches only the target.
  const chain = (): State =>
    plain(`phase actions active=blue
pieces bNg:a3 yMk:b3 bBs:c3 yNg:d3 bCl:e3 yCl:f3 bWz:g3 yWz:h3 bMk:i3 yBs:j3 yBn:b4`);

  it('grows by chain reaction, link after link, on both sides', () => {
    const s = play(chain(), 'attack bNg yMk').state;
    expect(sides(s)).toEqual({
      attackers: ['bBs', 'bCl', 'bMk', 'bNg', 'bWz'],
      defenders: ['yBs', 'yCl', 'yMk', 'yNg', 'yWz'],
    });
    expect(s.ap).toBe(4);
    // 2 + (2+2) + 2 + 1 + 2 on each side.
    expect(totalsAtZero(s)).toEqual([11, 11]);
  });

  it('a defender adjacent only to the target, not to an attacker, stays out', () => {
    const s = play(chain(), 'attack bNg yMk').state;
    expect(sides(s).defenders).not.toContain('yBn');
  });

  it('each player plays one card and every miniature of the losing side is wounded', () => {
    const t = playAll(chain(), ['attack bNg yMk', 'combat blue 1', 'combat yellow 0']);
    for (const y of ['yMk', 'yNg', 'yCl', 'yWz', 'yBs']) expect(seen(t, y)).toMatch(/^wounded/);
    for (const b of ['bNg', 'bBs', 'bCl', 'bWz', 'bMk']) expect(seen(t, b)).toMatch(/^miniature/);
    expect(seen(t, 'yBn')).toBe('miniature b4');
    expect(view(t, 'spectator').revealedCards).toHaveLength(2);
  });

  it('a wounded takes part only as the initial target, on either side', () => {
    // bBn* touches the target and yWz* touches the attacker: neither joins.
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk:c3 bBn*:b3 yWz*:d4`);
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t)).toEqual({ attackers: ['bNg'], defenders: ['yMk'] });
    const u = playAll(t, ['combat blue 0', 'combat yellow 4']);
    expect(seen(u, 'bBn')).toBe('wounded b3');
    expect(u.vp).toEqual([0, 0]);
  });

  it('an attacked wounded draws in the attackers next to it and the defenders next to them', () => {
    // yMk* c3 is the target; bBs b3 also touches it; yNg a3 touches bBs; yCl d4 touches bNg.
    const s = plain(`phase actions active=blue
pieces bNg:c4 bBs:b3 yMk*:c3 yNg:a3 yCl:d4 yBn:c2`);
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t)).toEqual({ attackers: ['bBs', 'bNg'], defenders: ['yCl', 'yMk', 'yNg'] });
    const u = playAll(t, ['combat blue 0', 'combat yellow 3']);
    expect(seen(u, 'bNg')).toBe('wounded c4');
    expect(seen(u, 'bBs')).toBe('wounded b3');
    expect(seen(u, 'yMk')).toBe('wounded c3');
  });

  it('a miniature on a starting line is drawn into a group combat (N6)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:b1 yMk:c1 yNg:b0`);
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t)).toEqual({ attackers: ['bNg'], defenders: ['yMk', 'yNg'] });
    const u = playAll(t, ['combat blue 6', 'combat yellow 0']);
    expect(seen(u, 'yNg')).toBe('wounded b0');
  });

  it('a character healed this turn does not join its side’s attack, nor attack (N7)', () => {
    const s = plain(`phase actions active=blue
marks healed-now=bBs
pieces bNg:c4 bBs:b3 yMk:c3`);
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yMk']);
    rejects(s, 'attack bBs yMk');
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t)).toEqual({ attackers: ['bNg'], defenders: ['yMk'] });
  });
});

describe('A miniature standing on a friendly wounded (N3)', () => {
  const covered = (): State =>
    plain(`phase actions active=blue
pieces bNg:c4 yNg:c3 yMk*:c3`);

  it('covers it: the wounded beneath cannot be attacked on its own', () => {
    const s = covered();
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yNg']);
    rejects(s, 'attack bNg yMk');
    expect(sides(play(s, 'attack bNg yNg').state).defenders).toEqual(['yNg']);
  });

  it('when the miniature loses, the wounded beneath is eliminated as if carried', () => {
    const t = playAll(covered(), ['attack bNg yNg', 'combat blue 4', 'combat yellow 0']);
    expect(seen(t, 'yNg')).toBe('wounded c3');
    expect(seen(t, 'yMk')).toBe('eliminated');
    expect(t.vp).toEqual([0, 1]);
  });

  it('an attacker standing on its own wounded that loses takes the wounded down with it (R19)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 bMk*:c4 yNg:c3`);
    const t = playAll(s, ['attack bNg yNg', 'combat blue 0', 'combat yellow 2']);
    expect(seen(t, 'bNg')).toBe('wounded c4');
    expect(seen(t, 'bMk')).toBe('eliminated');
    expect(t.vp).toEqual([1, 0]);
  });

  it('when the miniature wins, the wounded beneath is untouched', () => {
    const t = playAll(covered(), ['attack bNg yNg', 'combat blue 0', 'combat yellow 4']);
    expect(seen(t, 'bNg')).toBe('wounded c4');
    expect(seen(t, 'yMk')).toBe('wounded c3');
  });
});

describe('Backstabber: stab (rulebook p. 12, N9)', () => {
  it('no bonus when she attacks alone', () => {
    const s = plain(`phase actions active=blue
pieces bBs:b3 yMk:c3`);
    expect(totalsAtZero(play(s, 'attack bBs yMk').state)).toEqual([2, 2]);
  });

  it('+2 in attack with another friendly miniature', () => {
    const s = plain(`phase actions active=blue
pieces bBs:b3 bNg:c4 yMk:c3`);
    expect(totalsAtZero(play(s, 'attack bBs yMk').state)).toEqual([2, 6]);
  });

  it('no bonus when she defends alone', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yBs:c3`);
    expect(totalsAtZero(play(s, 'attack bNg yBs').state)).toEqual([2, 2]);
  });

  it('+2 in defence with another friendly miniature', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yBs:c3 yMk:d4`);
    const t = play(s, 'attack bNg yBs').state;
    expect(sides(t).defenders).toEqual(['yBs', 'yMk']);
    expect(totalsAtZero(t)).toEqual([6, 2]);
  });

  it('no bonus when the only friend on her side is a wounded', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk*:c3 yBs:b4`);
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t).defenders).toEqual(['yBs', 'yMk']);
    expect(totalsAtZero(t)).toEqual([2, 2]);
  });
});

describe('Telepath: mind control (rulebook p. 16)', () => {
  // Yellow's Telepath (combat 0) next to blue's Mekanork (combat 2).
  const duel = (extra = ''): State =>
    plain(`phase actions active=yellow
${extra}
pieces yTp:c3 bMk:c4`);

  it('in one-on-one close combat its controller may announce a card other than +0, or nothing', () => {
    const s = play(duel(), 'attack yTp bMk').state;
    expect(s.phase).toBe('announce');
    expect(toMove(s)).toEqual([0]);
    expect(legalFor(s, 'announce')).toEqual([
      'announce yellow -',
      'announce yellow 1',
      'announce yellow 2',
      'announce yellow 3',
      'announce yellow 4',
      'announce yellow 5',
      'announce yellow 6',
    ]);
    rejects(s, 'announce yellow 0');
    rejects(s, 'announce blue 3', 'NOT_YOUR_TURN');
    rejects(s, 'combat blue 3', 'NOT_YOUR_TURN');
    rejects(s, 'combat yellow 3', 'WRONG_PHASE');
  });

  it('an announced card the opponent holds is the only card the opponent may play', () => {
    const s = playAll(duel(), ['attack yTp bMk', 'announce yellow 5']);
    expect(s.phase).toBe('combat');
    expect(combatCards(s, 'blue')).toEqual(['combat blue 5']);
    expect(combatCards(s, 'yellow')).toHaveLength(7);
    rejects(s, 'combat blue 6');
    expect(view(s, 0).combat?.shown).toBeNull();
    const r = play(play(s, 'combat blue 5').state, 'combat yellow 6');
    expect(r.events).toContainEqual({ type: 'combat-result', cards: [6, 5], totals: [6, 7], winner: 1 });
  });

  it('if the opponent lacks it, their Combat cards are shown to the Telepath’s controller only (R6)', () => {
    const r = play(play(duel('blue combat=0,1,2'), 'attack yTp bMk').state, 'announce yellow 6');
    const s = r.state;
    expect(view(s, 0).combat?.shown).toEqual([0, 1, 2]);
    expect(view(s, 1).combat?.shown).toBeNull();
    expect(view(s, 'spectator').combat?.shown).toBeNull();
    expect(view(s, 0).hands[1].combat).toBeNull();
    const shown = r.events.find((e) => e.type === 'hand-shown')!;
    expect(viewEvent(s, shown, 0)).toEqual({ type: 'hand-shown', seat: 'blue', cards: [0, 1, 2] });
    expect(viewEvent(s, shown, 'spectator')).toEqual({ type: 'hand-shown', seat: 'blue' });
    // ...and the opponent then chooses freely.
    expect(combatCards(s, 'blue')).toEqual(['combat blue 0', 'combat blue 1', 'combat blue 2']);
  });

  it('announcing nothing leaves both choices free', () => {
    const s = playAll(duel(), ['attack yTp bMk', 'announce yellow -']);
    expect(s.phase).toBe('combat');
    expect(combatCards(s, 'blue')).toHaveLength(7);
    expect(view(s, 0).combat?.shown).toBeNull();
  });

  it('works for the defending Telepath too, whose controller announces during the opponent’s turn', () => {
    const s = plain(`phase actions active=blue
pieces yTp:c3 bMk:c4`);
    const t = play(s, 'attack bMk yTp').state;
    expect(t.phase).toBe('announce');
    expect(toMove(t)).toEqual([0]);
    const u = play(t, 'announce yellow 2').state;
    expect(combatCards(u, 'blue')).toEqual(['combat blue 2']);
  });

  it('two Telepaths cancel each other', () => {
    const s = plain(`phase actions active=yellow
pieces yTp:c3 bTp:c4`);
    const t = play(s, 'attack yTp bTp').state;
    expect(t.phase).toBe('combat');
    expect(legalFor(t, 'announce')).toEqual([]);
    expect(combatCards(t, 'blue')).toHaveLength(7);
  });

  it('a wounded Telepath has no power (p. 11), so it neither announces nor cancels', () => {
    const defending = plain(`phase actions active=blue
pieces yTp*:c3 bMk:c4`);
    expect(play(defending, 'attack bMk yTp').state.phase).toBe('combat');
    const both = plain(`phase actions active=yellow
pieces yTp:c3 bTp*:c4`);
    expect(play(both, 'attack yTp bTp').state.phase).toBe('announce');
  });

  it('has no effect in group combat, attacking or defending', () => {
    const attacking = plain(`phase actions active=yellow
pieces yTp:c3 yMk:d4 bMk:c4`);
    const t = play(attacking, 'attack yTp bMk').state;
    expect(sides(t).attackers).toEqual(['yMk', 'yTp']);
    expect(t.phase).toBe('combat');
    const defending = plain(`phase actions active=blue
pieces yTp:c3 yMk:d4 bMk:c4`);
    const u = play(defending, 'attack bMk yTp').state;
    expect(sides(u).defenders).toEqual(['yMk', 'yTp']);
    expect(u.phase).toBe('combat');
  });

  it('applies to one-on-one Telescoping-spear combat, which is close combat (N8)', () => {
    const s = plain(`phase actions active=yellow
pieces yTp:c3>ySp bMk:c5`);
    expect(play(s, 'spear yTp bMk').state.phase).toBe('announce');
    const defending = plain(`phase actions active=blue
pieces yTp:c3 bMk:c5>bSp`);
    expect(play(defending, 'spear bMk yTp').state.phase).toBe('announce');
  });

  it('does not apply to ranged combat (p. 15)', () => {
    const shooting = plain(`phase actions active=yellow
pieces yTp:c1>yBw bMk:c5`);
    expect(play(shooting, 'shoot yTp n').state.phase).toBe('combat');
    const shot = plain(`phase actions active=blue
pieces yTp:c1 bMk:c5>bBw`);
    expect(play(shot, 'shoot bMk s').state.phase).toBe('combat');
  });
});
