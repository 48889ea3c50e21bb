// The abilities that change a combat (rulebook, Characters: Assassin, Backstabber,
// Berserker, General, Paladin, Samurai, Telepath, Weapon master; Objects: Armor, Sword).
import { describe, expect, it } from 'vitest';
import { view } from '../src/index.ts';
import {
  board,
  eventsOf,
  isWounded,
  legal,
  legalOf,
  play,
  playAll,
  rejects,
  where,
  yellow,
} from './helpers.ts';

const strength = (s: ReturnType<typeof board>): [number | null, number | null] =>
  view(s, 'spectator').combat!.strength;

describe('Samurai: Expert fighter (CN15)', () => {
  it('starts his first close combat of the turn for 0 AP, the next for 1', () => {
    // 3 against 2 + 1: a tie, nothing happens.
    const r = playAll(yellow('ySa:b3 bNg:b3'), ['attack ySa bNg', 'combat yellow 0', 'combat blue 1']);
    expect(r.state.wheel[0]).toBe(3);
    const again = playAll(r.state, ['attack ySa bNg', 'combat yellow 0', 'combat blue 2']);
    expect(again.state.wheel[0]).toBe(2);
  });

  it('keeps a turn going at 0 AP while his free attack is still possible', () => {
    const s = board('phase actions active=yellow turn=3\nwheels 0 0\npieces ySa:b3 bNg:b3');
    expect(legal(s)).toEqual(['end', 'attack ySa bNg']);
    const r = playAll(s, ['attack ySa bNg', 'combat yellow 0', 'combat blue 0']);
    expect(r.state.active).toBe(1);
  });
});

describe('Berserker: Killer rage', () => {
  it('attacking one-on-one, announces one or two Combat cards before the opponent chooses, then plays both', () => {
    const r = play(yellow('yBk:b3 bNg:b3'), 'attack yBk bNg');
    expect(r.state.phase).toBe('berserk');
    expect(legal(r.state)).toEqual(['berserk yellow 1', 'berserk yellow 2']);
    const two = play(r.state, 'berserk yellow 2').state;
    expect(legalOf(two, 0)).toContain('combat yellow 5,6');
    const done = playAll(two, ['combat yellow 5,6', 'combat blue 6']);
    expect(eventsOf(done.events, 'cards')[0]).toMatchObject({ yellow: [5, 6], attack: 14, defence: 8 });
    expect(view(done.state, 0).hands[0].combat).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });

  it('has no killer rage in group combat, or in defence', () => {
    expect(play(yellow('yBk:b3 yNg:b3 bNg:b3'), 'attack yBk bNg').state.phase).toBe('combat');
    const def = board('phase actions active=blue turn=2\nwheels 0 3\npieces yBk:b3 bNg:b3');
    expect(play(def, 'attack bNg yBk').state.phase).toBe('combat');
  });

  it('has no killer rage with the Telescoping spear: only in close combat (rulebook: Killer rage)', () => {
    expect(play(yellow('yBk:b4 ySp>yBk bNg:b5'), 'spear yBk bNg').state.phase).toBe('combat');
  });
});

describe('Telepath: Mind control (CN21)', () => {
  it('in one-on-one close combat, announces a card the opponent holds: the opponent must play it', () => {
    const r = playAll(yellow('yTp:b3 bNg:b3'), ['attack yTp bNg', 'announce yellow 5']);
    expect(legalOf(r.state, 1)).toEqual(['combat blue 5']);
  });

  it("if the opponent has no such card, the opponent's hand is shown to the Telepath's player only, who then plays freely", () => {
    const s = board(
      'phase actions active=yellow turn=3\nwheels 3 0\npieces yTp:b3 bNg:b3\nhand blue combat=0,1,2',
    );
    const r = playAll(s, ['attack yTp bNg', 'announce yellow 6']);
    expect(view(r.state, 0).combat!.shown).toEqual([0, 1, 2]);
    expect(view(r.state, 'spectator').combat!.shown).toBeNull();
    expect(legalOf(r.state, 1)).toEqual(['combat blue 0', 'combat blue 1', 'combat blue 2']);
    expect(eventsOf(r.events, 'hand-shown')[0]!.hidden!.yellow).toEqual({ cards: [0, 1, 2] });
  });

  it('works in defence too; two Telepaths cancel each other; not in group combat', () => {
    const def = board('phase actions active=blue turn=2\nwheels 0 3\npieces yTp:b3 bNg:b3');
    expect(play(def, 'attack bNg yTp').state.phase).toBe('announce');
    expect(play(yellow('yTp:b3 bTp:b3'), 'attack yTp bTp').state.phase).toBe('combat');
    expect(play(yellow('yTp:b3 yNg:b3 bNg:b3'), 'attack yNg bNg').state.phase).toBe('combat');
  });
});

describe('Weapon master: Combat skills (CN20)', () => {
  it("makes the opponent choose first, and shows that card to the Weapon master's player before choosing", () => {
    const r = play(yellow('yWm:b3 bNg:b3'), 'attack yWm bNg');
    expect(view(r.state, 0).toMove).toEqual(['blue']);
    rejects(r.state, 'combat yellow 0', 'NOT_YOUR_TURN');
    const chosen = play(r.state, 'combat blue 4').state;
    expect(view(chosen, 0).combat!.seen).toEqual([4]);
    expect(view(chosen, 'spectator').combat!.seen).toBeNull();
    expect(view(chosen, 0).toMove).toEqual(['yellow']);
  });

  it('two Weapon masters cancel each other: both choose as usual', () => {
    const r = play(yellow('yWm:b3 bWm:b3'), 'attack yWm bWm');
    expect(view(r.state, 0).toMove).toEqual(['yellow', 'blue']);
  });
});

describe('Assassin: Fatal blow (CN22)', () => {
  it('winning a close combat, kills every losing enemy in the zone outright', () => {
    const r = playAll(yellow('yAs:b3 yWa:b3 bNg:b3 bCo:b3'), [
      'attack yAs bNg',
      'combat yellow 6',
      'combat blue 0',
    ]);
    expect(where(r.state, 'bNg')).toBe('dead');
    expect(where(r.state, 'bCo')).toBe('dead');
    expect(r.state.vp).toEqual([2, 0]);
  });

  it('defending, kills the attackers when her side wins', () => {
    const s = board('phase actions active=blue turn=2\nwheels 0 3\npieces yAs:b3 bNg:b3');
    const r = playAll(s, ['attack bNg yAs', 'combat blue 0', 'combat yellow 3']);
    expect(where(r.state, 'bNg')).toBe('dead');
  });
});

describe('General: Charismatic', () => {
  it('gives +1 to every friendly character in his room, wounded ones too, not to himself', () => {
    // a3 and b3 are the same room (green-A).
    expect(strength(play(yellow('yGe:a3 yWa:b3 bNg:b3'), 'attack yWa bNg').state)).toEqual([4, 2]);
    expect(strength(play(yellow('yGe:b3 bNg:b3'), 'attack yGe bNg').state)).toEqual([2, 2]);
    const def = board('phase actions active=blue turn=2\nwheels 0 3\npieces yGe:a3 yWa*:b3 bNg:b3');
    expect(strength(play(def, 'attack bNg yWa').state)).toEqual([2, 1]);
  });

  it('does nothing when wounded, or from the starting zone, or for a friend in another room', () => {
    expect(strength(play(yellow('yGe*:a3 yWa:b3 bNg:b3'), 'attack yWa bNg').state)).toEqual([3, 2]);
    expect(strength(play(yellow('yGe:a2 yWa:b3 bNg:b3'), 'attack yWa bNg').state)).toEqual([3, 2]);
    expect(strength(play(yellow('yGe:Ywc yWa:a1 bNg:a1'), 'attack yWa bNg').state)).toEqual([3, 2]);
  });
});

describe('Sword and Armor', () => {
  it('a Sword adds 1 in attack only, an Armor 1 in defence only, wounded or not', () => {
    expect(strength(play(yellow('yWa:b3 ySw>yWa bNg:b3 bAr>bNg'), 'attack yWa bNg').state)).toEqual([4, 3]);
    expect(strength(play(yellow('yWa:b3 yAr>yWa bNg:b3 bSw>bNg'), 'attack yWa bNg').state)).toEqual([3, 2]);
    expect(strength(play(yellow('yWa:b3 bNg*:b3 bAr>bNg'), 'attack yWa bNg').state)).toEqual([3, 1]);
  });
});

describe('Paladin: Undead hunter, Strong', () => {
  it('scores 1 more VP for an undead eliminated in a combat he fights in', () => {
    const r = playAll(yellow('yPa:b3 bDa*:b3'), ['attack yPa bDa', 'combat yellow 0', 'combat blue 0']);
    expect(where(r.state, 'bDa')).toBe('dead');
    expect(r.state.vp).toEqual([2, 0]);
  });

  it('losing while carrying two wounded, both are eliminated: 2 VP to the opponent', () => {
    const s = board('phase actions active=blue turn=2\nwheels 0 3\npieces yPa:b3 yNg*>yPa yCl*>yPa bCo:b3');
    const r = playAll(s, ['attack bCo yPa', 'combat blue 0', 'combat yellow 0']);
    expect(isWounded(r.state, 'yPa')).toBe(true);
    expect(r.state.vp).toEqual([0, 2]);
  });
});
