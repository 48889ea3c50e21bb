// Lines of sight, ranged combat and the Telescoping spear (rulebook: Tutorial 3, Line of
// sight and its examples, Initiating ranged combat, Group combat, Examples of ranged combat;
// Objects: Bow, Large shield, Telescoping spear and its example). Zones are those of the
// fixture board (helpers.ts): a7|b7 is a pit trap, b7|c7 an arrow-slit on b7's side,
// b6|b5 an arrow-slit on both sides, b4|b3 a pit trap, b5|c5 two closed portcullises,
// c7|c6 a closed portcullis.
import { describe, expect, it } from 'vitest';
import { view } from '../src/index.ts';
import { blue, board, eventsOf, isWounded, legalFor, play, playAll, rejects, yellow } from './helpers.ts';

describe('lines of sight (rulebook: Examples of line of sight)', () => {
  it('the Crossbowman sees the Wizard over the pit trap, not the Warrior behind him', () => {
    const s = blue('bCb:b3 yWz:b5 yWa:b6');
    expect(legalFor(s, 'shoot')).toEqual(['shoot bCb yWz']);
  });

  it('the Mechanork beside an arrow-slit sees the Naga through it, past a Rope; the Naga does not see him', () => {
    const looking = blue('bMk:b6 bBw>bMk yRp:b5 yNg:b4');
    expect(legalFor(looking, 'shoot')).toEqual(['shoot bMk yNg']);
    const back = yellow('bMk:b6 yNg:b4 yBw>yNg yRp:b5');
    expect(legalFor(back, 'shoot')).toEqual([]);
  });

  it('two characters on both sides of an arrow-slit see each other; a closed portcullis and diagonals stop a line', () => {
    expect(legalFor(blue('bCl:b6 bBw>bCl yWa:b5'), 'shoot')).toEqual(['shoot bCl yWa']);
    expect(legalFor(yellow('yWa:b5 yBw>yWa bCl:b6'), 'shoot')).toEqual(['shoot yWa bCl']);
    expect(legalFor(yellow('yCl:b5 yBw>yCl bNg:c5'), 'shoot')).toEqual([]);
    expect(legalFor(yellow('yCl:b5 yBw>yCl bNg:c4'), 'shoot')).toEqual([]);
  });
});

describe('ranged combat (rulebook: Initiating ranged combat, Examples of ranged combat)', () => {
  // Blue's turn in the example: the Crossbowman shoots at the Mechanork, the Backstabber fights
  // beside it, the Cleric with a Bow sees it through the arrow-slit; the yellow Wizard sees it
  // too but defends; the yellow Warrior is in another zone.
  const example = 'bCb:b3 bBs:b5 yMk:b5 bCl:b6 bBw>bCl yWz:a5 yWa:a4 yGb:b7 yCo:b8';

  it('gathers the shooters that see the target and the attackers in its zone: 3 + (2 + 2) + 1 = 8 against 2 (CN19)', () => {
    const r = play(blue(example), 'shoot bCb yMk');
    const c = view(r.state, 'spectator').combat!;
    expect(c.shooters).toEqual(['bCb', 'bCl']);
    expect(c.attackers).toEqual(['bCb', 'bCl', 'bBs']);
    expect(c.defenders).toEqual(['yMk']);
    expect(c.strength).toEqual([8, 2]);
  });

  it('never wounds a shooter, only the attackers in the zone, when the defence wins', () => {
    const r = playAll(blue(example), ['shoot bCb yMk', 'combat blue 0', 'combat yellow 6']);
    expect(eventsOf(r.events, 'cards')[0]).toMatchObject({ attack: 8, defence: 8 });
    // 3 + (2 + 2) = 7 against 2 + 5 = 7: the Colossus defends beside the target since the Backstabber is there.
    const w = playAll(blue('bCb:b3 bBs:b5 yMk:b5 yCo:b5'), [
      'shoot bCb yMk',
      'combat blue 0',
      'combat yellow 1',
    ]);
    expect(isWounded(w.state, 'bCb')).toBe(false);
    expect(isWounded(w.state, 'bBs')).toBe(true);
  });

  it('lets the Cleric shoot again with his Bow for another AP; the Goblin hides the Colossus behind it', () => {
    const r = playAll(blue(example), ['shoot bCb yMk', 'combat blue 0', 'combat yellow 0']);
    expect(legalFor(r.state, 'shoot', 'bCl')).toEqual(['shoot bCl yGb']);
  });

  it("yellow's turn: the Wizard with a Bow shoots the Backstabber through the slit, the Mechanork joins: 3 against 2", () => {
    const s = yellow('yWz:b6 yBw>yWz bBs:b5 yMk:b5 bCl:b4 bBw>bCl bCb:b3');
    const r = play(s, 'shoot yWz bBs');
    const c = view(r.state, 'spectator').combat!;
    expect(c.attackers).toEqual(['yWz', 'yMk']);
    expect(c.defenders).toEqual(['bBs']);
    expect(c.strength).toEqual([3, 2]);
  });

  it('cannot be started from a zone holding an enemy, or at a character in its own zone', () => {
    expect(legalFor(blue('bCb:b3 yNg:b3 yMk:b5'), 'shoot')).toEqual([]);
  });

  it('cannot target a Large shield carrier (rulebook: Large shield) or a character wounded this turn', () => {
    expect(legalFor(blue('bCb:b3 yMk:b5 ySh>yMk'), 'shoot')).toEqual([]);
    const s = board('phase actions active=blue turn=2\nwheels 0 3\npieces bCb:b3 yMk*:b5\nflags yMk:n');
    expect(legalFor(s, 'shoot')).toEqual([]);
  });

  it('a Crossbowman who joins a shot fires his crossbow for the turn (CN19)', () => {
    const r = playAll(blue('bNg:b3 bBw>bNg bCb:a5 yMk:b5'), [
      'shoot bNg yMk',
      'combat blue 0',
      'combat yellow 0',
    ]);
    expect(eventsOf(r.events, 'cards')[0]).toMatchObject({ attack: 4 });
    expect(legalFor(r.state, 'shoot', 'bCb')).toEqual([]);
  });

  it('fires the crossbow once a turn, the Bow as often as AP allow (rulebook: Crossbowman, Bow)', () => {
    const r = playAll(blue('bCb:b3 yMk:b5'), ['shoot bCb yMk', 'combat blue 0', 'combat yellow 0']);
    expect(legalFor(r.state, 'shoot')).toEqual([]);
    const bow = playAll(blue('bNg:b3 bBw>bNg yMk:b5'), ['shoot bNg yMk', 'combat blue 0', 'combat yellow 0']);
    expect(legalFor(bow.state, 'shoot')).toEqual(['shoot bNg yMk']);
  });

  it('uses the ranged value without modifiers: a Bow is 1 whatever the carrier (CN3: two Bows are 2)', () => {
    // The Colossus (combat 5) shoots with 1; the General beside him in the room adds nothing to a shot.
    const r = play(blue('bCo:b3 bBw>bCo bGe:a3 yMk:b5'), 'shoot bCo yMk');
    expect(view(r.state, 'spectator').combat!.strength).toEqual([1, 2]);
    const two = play(blue('bPa:b3 bBw>bPa yBw>bPa yMk:b5'), 'shoot bPa yMk');
    expect(view(two.state, 'spectator').combat!.strength).toEqual([2, 2]);
  });

  it('reaches a character on a starting zone facing a zone the shooter sees (rulebook: Ranged combat on a starting zone)', () => {
    // bNg faces a8 (Bwc) or d8 (Bec) from blue's starting zone; d8|d7 is a pit trap.
    expect(legalFor(yellow('yCb:a8 bNg:Bwc'), 'shoot')).toEqual(['shoot yCb bNg']);
    expect(legalFor(yellow('yCb:d7 bNg:Bec'), 'shoot')).toEqual(['shoot yCb bNg']);
    expect(legalFor(yellow('yCb:d7 yWa:d8 bNg:Bec'), 'shoot')).toEqual([]);
    expect(legalFor(yellow('yCb:d7 bNg:Bet'), 'shoot')).toEqual([]);
  });
});

describe('Telescoping spear (rulebook: Telescoping spear and its example)', () => {
  it('attacks over a pit trap into the next zone, not diagonally', () => {
    expect(legalFor(blue('bCo:a7 bSp>bCo yNg:b7 yWz:b8'), 'spear')).toEqual(['spear bCo yNg']);
  });

  it('attacks an adjacent zone across an open border or a pit trap, one target at a time', () => {
    expect(legalFor(blue('bCo:b4 bSp>bCo yBs:b5 yNg:b3'), 'spear')).toEqual([
      'spear bCo yBs',
      'spear bCo yNg',
    ]);
  });

  it('attacks through an arrow-slit, not through a closed portcullis; without a spear nothing', () => {
    expect(legalFor(blue('bCl:c7 bSp>bCl yNg:b7 yMk:c6'), 'spear')).toEqual(['spear bCl yNg']);
    expect(legalFor(yellow('bCl:c7 bSp>bCl yNg:b7'), 'spear')).toEqual([]);
  });

  it('is not used against its own zone, nor by a character whose zone holds an enemy', () => {
    expect(legalFor(blue('bCo:b4 bSp>bCo yBs:b4 yNg:b3'), 'spear')).toEqual([]);
  });

  it('leaves its carrier unhurt; the spear breaks when the attack loses, stays after a tie', () => {
    const lose = playAll(blue('bCo:b4 bSp>bCo yNg:b3'), [
      'spear bCo yNg',
      'combat blue 0',
      'combat yellow 6',
    ]);
    expect(isWounded(lose.state, 'bCo')).toBe(false);
    expect(lose.state.loc[0]).toBeDefined();
    expect(view(lose.state, 'spectator').pieces.find((p) => p.id === 'bSp')!.state).toBe('discarded');
    const tie = playAll(blue('bCo:b4 bSp>bCo yNg:b3'), ['spear bCo yNg', 'combat blue 0', 'combat yellow 3']);
    expect(view(tie.state, 'spectator').pieces.find((p) => p.id === 'bSp')!.carriedBy).toBe('bCo');
  });

  it('against a zone of several characters, fights them all; winning wounds the target, or eliminates it if wounded', () => {
    const r = play(blue('bCo:b4 bSp>bCo yNg:b3 yWa:b3 yMk*:b3'), 'spear bCo yNg');
    expect(view(r.state, 'spectator').combat!.defenders).toEqual(['yNg', 'yWa']);
    const kill = playAll(blue('bCo:b4 bSp>bCo yMk*:b3'), [
      'spear bCo yMk',
      'combat blue 0',
      'combat yellow 0',
    ]);
    expect(kill.state.vp).toEqual([0, 1]);
  });

  it('is refused at a target out of reach', () => {
    rejects(blue('bCo:b4 bSp>bCo yNg:b2'), 'spear bCo yNg');
  });
});
