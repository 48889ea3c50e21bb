// Close combat, group combat and combat in a starting zone (rulebook: Tutorial 2, Initiating
// close combat, Wounded characters, Group combat and its example, Combat in a starting zone),
// with the abilities that change a combat (Characters and Objects sections).
import { describe, expect, it } from 'vitest';
import { view, type State } from '../src/index.ts';
import { blue, eventsOf, isWounded, legalFor, play, playAll, rejects, where, yellow } from './helpers.ts';

describe('close combat (rulebook: Initiating close combat)', () => {
  it('costs 1 AP, both sides play a Combat card and the higher total wounds the other side', () => {
    const s = yellow('yWa:b3 bNg:b3');
    const r = playAll(s, ['attack yWa bNg', 'combat blue 2', 'combat yellow 1']);
    // Warrior 3 + 1 = 4 against Naga 2 + 2 = 4: a tie, nothing happens.
    expect(isWounded(r.state, 'bNg')).toBe(false);
    expect(r.state.wheel[0]).toBe(2);
    const w = playAll(r.state, ['attack yWa bNg', 'combat yellow 3', 'combat blue 0']);
    expect(isWounded(w.state, 'bNg')).toBe(true);
    expect(eventsOf(w.events, 'cards')[0]).toMatchObject({ attack: 6, defence: 2 });
  });

  it('discards the Combat cards played except +0, which returns to the hand', () => {
    const s = yellow('yWa:b3 bNg:b3');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 3', 'combat blue 0']);
    expect(view(r.state, 0).hands[0].combat).toEqual([0, 1, 2, 2, 3, 4, 5, 6]);
    expect(view(r.state, 1).hands[1].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5, 6]);
  });

  it('cannot target a character wounded this turn, however it was wounded', () => {
    const s = yellow('yWa:b3 yCo:b3 bNg:b3');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 6', 'combat blue 0']);
    expect(isWounded(r.state, 'bNg')).toBe(true);
    expect(legalFor(r.state, 'attack')).toEqual([]);
    rejects(r.state, 'attack yCo bNg');
  });

  it('a wounded defender has combat value 0, still plays a card, and is eliminated if it loses: 1 VP to the winner', () => {
    const s = yellow('yWa:b3 bNg*:b3');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 0', 'combat blue 2']);
    expect(eventsOf(r.events, 'cards')[0]).toMatchObject({ attack: 3, defence: 2 });
    expect(where(r.state, 'bNg')).toBe('dead');
    expect(r.state.vp).toEqual([1, 0]);
  });

  it('a wounded defender that wins wounds its attacker (rulebook: Eliminating a wounded character)', () => {
    const s = yellow('yWz:b3 bNg*:b3');
    const r = playAll(s, ['attack yWz bNg', 'combat yellow 0', 'combat blue 4']);
    expect(isWounded(r.state, 'yWz')).toBe(true);
    expect(where(r.state, 'bNg')).toBe('b3');
  });

  it('a wounded character cannot act, and in particular cannot start a combat', () => {
    const s = yellow('yWa*:b3 bNg:b3');
    expect(legalFor(s, 'attack')).toEqual([]);
    expect(legalFor(s, 'move', 'yWa')).toEqual([]);
    rejects(s, 'attack yWa bNg');
  });

  it('the wounded keeps its object, which stays in the zone when it is eliminated (rulebook: Objects)', () => {
    const s = yellow('yWa:b3 bNg*:b3 bKy>bNg');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 0', 'combat blue 0']);
    expect(where(r.state, 'bNg')).toBe('dead');
    expect(where(r.state, 'bKy')).toBe('b3');
  });

  it('a carrier that loses drops dead the wounded it carried and is wounded itself (rulebook: Carrying the wounded)', () => {
    const s = yellow('yWa:b3 bNg:b3 bCl*>bNg');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 4', 'combat blue 0']);
    expect(isWounded(r.state, 'bNg')).toBe(true);
    expect(where(r.state, 'bCl')).toBe('dead');
    expect(r.state.vp).toEqual([1, 0]);
  });
});

describe('group combat (rulebook: Group combat and its example)', () => {
  // The example: blue Naga and Backstabber against the yellow Colossus, the yellow Mechanork
  // wounded beside him, the blue Cleric in the next zone.
  const example = (): State => blue('bNg:b3 bBs:b3 yCo:b3 yMk*:b3 bCl:a3');

  it('involves every character of both colours in the zone, and the Backstabber stabs: 2 + (2 + 2) = 6 against 5', () => {
    const r = play(example(), 'attack bNg yCo');
    const c = view(r.state, 'spectator').combat!;
    expect(c.attackers).toEqual(['bNg', 'bBs']);
    expect(c.defenders).toEqual(['yCo']);
    expect(c.strength).toEqual([6, 5]);
  });

  it('"Combat +3" against "Combat +5": yellow wins 10 to 9 and both blue characters are wounded', () => {
    const r = playAll(example(), ['attack bNg yCo', 'combat blue 3', 'combat yellow 5']);
    expect(eventsOf(r.events, 'cards')[0]).toMatchObject({ attack: 9, defence: 10 });
    expect(isWounded(r.state, 'bNg')).toBe(true);
    expect(isWounded(r.state, 'bBs')).toBe(true);
    expect(isWounded(r.state, 'bCl')).toBe(false);
  });

  it('attacking the wounded Mechanork brings the Colossus in; winning eliminates the one and wounds the other', () => {
    const r = play(example(), 'attack bNg yMk');
    const c = view(r.state, 'spectator').combat!;
    expect(c.defenders).toEqual(['yMk', 'yCo']);
    expect(c.strength).toEqual([6, 5]);
    const w = playAll(r.state, ['combat blue 2', 'combat yellow 0']);
    expect(where(w.state, 'yMk')).toBe('dead');
    expect(isWounded(w.state, 'yCo')).toBe(true);
    expect(w.state.vp).toEqual([0, 1]);
  });

  it('lists one attack per target, whoever of the zone starts it (the combat is the same)', () => {
    expect(legalFor(example(), 'attack')).toEqual(['attack bBs yCo', 'attack bBs yMk']);
  });
});

describe('combat in a starting zone (rulebook: Combat in a starting zone; CN8)', () => {
  // Blue's starting zone is north of row 8; the near zones are a8 (circle of orange-A... see BOARD).
  it('reaches a character on the starting zone facing the attacker across an open border', () => {
    const s = yellow('yWa:a8 bNg:Bwc');
    expect(legalFor(s, 'attack')).toEqual(['attack yWa bNg']);
  });

  it('does not reach across a wall, or a character facing another zone', () => {
    expect(legalFor(yellow('yWa:b8 bNg:Bws'), 'attack')).toEqual([]); // b8 has a wall to the north? see board
    expect(legalFor(yellow('yWa:a8 bNg:Bwt'), 'attack')).toEqual([]);
  });

  it('fights as one group with every character of the starting zone facing that zone', () => {
    const s = yellow('yWa:a8 bNg:Bwc bCl:Bwc bBs:Bws');
    const r = play(s, 'attack yWa bNg');
    expect(view(r.state, 'spectator').combat!.defenders).toEqual(['bNg', 'bCl']);
  });

  it('lets a character on its starting zone attack an enemy in the zone it faces', () => {
    const s = blue('bNg:Bwc yWa:a8');
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yWa']);
  });
});
