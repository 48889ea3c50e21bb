// Combat at a distance: the Telescoping spear (rulebook p. 12, Figure 8; N8) and the Bow
// (rulebook pp. 15-16, Figure 11; R16-R18), with the lines of sight the Bow needs
// (rulebook p. 14 and glossary; R3, R17).
import { describe, expect, it } from 'vitest';
import { parsePieceCode, type State } from '../src/index.ts';
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

describe('Figure 8: Telescoping spear (rulebook p. 12)', () => {
  // Blue Colossus c3 with a spear: yellow Naga c5 beyond the empty c4, yellow Backstabber a3
  // beyond the pit b3. Yellow Cleric e2 with a spear, next to the arrow-slit e2|e3 behind
  // which stands the blue Mekanork e3; the gear is e1.
  const figure8 = (active: string, cleric = 'e2'): State =>
    position(`
DT-Prison position 1
scenario standalone
room F 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . O . . . 
+ + + + +:+
 . . . . . 
+ + + + + +
 . . . . @ 
+ + + + + +
${PLAIN_ROOM}
rooms F/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*
phase actions active=${active}
pieces bCo:c3>bSp yNg:c5 yBs:a3 yCl:${cleric}>ySp bMk:e3
`);

  it('the Colossus may attack the Naga or the Backstabber 2 squares away, but not both at once', () => {
    const s = figure8('blue');
    expect(legalFor(s, 'spear').sort()).toEqual(['spear bCo yBs', 'spear bCo yNg']);
    const t = play(s, 'spear bCo yNg').state;
    expect(sides(t)).toEqual({ attackers: ['bCo'], defenders: ['yNg'] });
    expect(t.ap).toBe(4);
  });

  it('the Cleric next to the arrow-slit may attack the Mekanork right behind it', () => {
    const s = figure8('yellow');
    expect(legalFor(s, 'spear')).toEqual(['spear yCl bMk']);
    rejects(s, 'attack yCl bMk');
    expect(play(s, 'spear yCl bMk').state.phase).toBe('combat');
  });

  it('...which would be impossible from the rotation gear, 2 squares from the slit', () => {
    const s = figure8('yellow', 'e1');
    expect(legalFor(s, 'spear')).toEqual([]);
    rejects(s, 'spear yCl bMk');
  });

  it('the Mekanork, without a spear, cannot attack the Cleric through the arrow-slit', () => {
    const s = figure8('blue');
    expect(legalFor(s, 'attack')).toEqual([]);
    rejects(s, 'attack bMk yCl');
    rejects(s, 'spear bMk yCl');
  });
});

describe('Telescoping spear: the combat (rulebook p. 12)', () => {
  const spear = (): State =>
    plain(`phase actions active=blue
pieces bCo:c3>bSp yNg:c5`);

  it('uses the carrier’s combat value; a defeat leaves the carrier unhurt but breaks the spear', () => {
    const s = play(spear(), 'spear bCo yNg').state;
    expect(totalsAtZero(s)).toEqual([2, 5]);
    const r = play(play(s, 'combat blue 0').state, 'combat yellow 6');
    expect(r.events).toContainEqual({ type: 'discarded', piece: parsePieceCode('bSp') });
    expect(seen(r.state, 'bCo')).toBe('miniature c3');
    expect(seen(r.state, 'bSp')).toBe('discarded');
    expect(legalFor(r.state, 'spear')).toEqual([]);
  });

  it('a victory wounds the target and keeps the spear', () => {
    const t = playAll(spear(), ['spear bCo yNg', 'combat blue 1', 'combat yellow 0']);
    expect(seen(t, 'yNg')).toBe('wounded c5');
    expect(seen(t, 'bSp')).toBe('object c3 carried by bCo');
  });

  it('a tie keeps the spear', () => {
    const t = playAll(spear(), ['spear bCo yNg', 'combat blue 0', 'combat yellow 3']);
    expect(seen(t, 'bSp')).toBe('object c3 carried by bCo');
    expect(seen(t, 'yNg')).toBe('miniature c5');
  });

  it('a wounded target that wins breaks the spear but does not hurt its carrier', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg*:c5`);
    const t = playAll(s, ['spear bCo yNg', 'combat blue 0', 'combat yellow 6']);
    expect(seen(t, 'bCo')).toBe('miniature c3');
    expect(seen(t, 'bSp')).toBe('discarded');
    expect(seen(t, 'yNg')).toBe('wounded c5');
  });

  it('a wounded target that loses is eliminated (R19)', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg*:c5`);
    const t = playAll(s, ['spear bCo yNg', 'combat blue 0', 'combat yellow 0']);
    expect(seen(t, 'yNg')).toBe('eliminated');
    expect(t.vp).toEqual([0, 1]);
  });

  it('may be used in group combat: a loss wounds the other attackers, not the carrier', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c3>bSp bNg:b5 yNg:c5`);
    const t = play(s, 'spear bCo yNg').state;
    expect(sides(t)).toEqual({ attackers: ['bCo', 'bNg'], defenders: ['yNg'] });
    const u = playAll(t, ['combat blue 0', 'combat yellow 6']);
    expect(seen(u, 'bNg')).toBe('wounded b5');
    expect(seen(u, 'bCo')).toBe('miniature c3');
    expect(seen(u, 'bSp')).toBe('discarded');
  });

  it('is not used in defence: a carrier 2 squares from the attacker stays out, a defending one is wounded', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk:c3>ySp yNg:e4>bSp`);
    const t = play(s, 'attack bNg yMk').state;
    expect(sides(t)).toEqual({ attackers: ['bNg'], defenders: ['yMk'] });
    const u = playAll(t, ['combat blue 2', 'combat yellow 0']);
    expect(seen(u, 'yMk')).toBe('wounded c3');
    expect(seen(u, 'ySp')).toBe('object c3');
  });

  it('a spear carrier 2 squares from the target does not join another’s close attack (R16)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 bCo:a3>bSp yMk:c3`);
    expect(sides(play(s, 'attack bNg yMk').state).attackers).toEqual(['bNg']);
  });
});

describe('Telescoping spear: reach (rulebook p. 12, N8)', () => {
  it('over an object or a pit trap, but not over a square holding a character', () => {
    const overObject = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg:c5 yKy:c4`);
    expect(legalFor(overObject, 'spear')).toEqual(['spear bCo yNg']);
    const overFriend = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg:c5 bMk:c4`);
    expect(legalFor(overFriend, 'spear')).toEqual([]);
    rejects(overFriend, 'spear bCo yNg');
  });

  it('not over a pit trap holding a character', () => {
    // c4 is a pit trap.
    const fixture = (onPit: string): State =>
      position(`
DT-Prison position 1
scenario standalone
room Q 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . O . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
${PLAIN_ROOM}
rooms Q/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*
phase actions active=blue
pieces bCo:c3>bSp yNg:c5 ${onPit}
`);
    const held = fixture('yMk*:c4 yRp:c4');
    expect(legalFor(held, 'spear')).toEqual([]);
    rejects(held, 'spear bCo yNg');
    expect(legalFor(fixture(''), 'spear')).toEqual(['spear bCo yNg']);
  });

  it('not across a wall or a closed portcullis; an open portcullis does not stop it', () => {
    const fixture = (ports: string): State =>
      position(`
DT-Prison position 1
scenario standalone
room W 40 cw
+ + + + + +
 . . . . @ 
+ + +-+ + +
 . . . . . 
+ + + + + +
 . . .#. . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
${PLAIN_ROOM}
rooms W/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*
portcullis W=${ports}
phase actions active=blue
pieces bCo:c3>bSp yNg:c5 yBs:e3
`);
    // c4|c5 is a wall; c3|d3 a portcullis.
    expect(legalFor(fixture('c'), 'spear')).toEqual([]);
    rejects(fixture('c'), 'spear bCo yNg');
    rejects(fixture('c'), 'spear bCo yBs');
    expect(legalFor(fixture('o'), 'spear')).toEqual(['spear bCo yBs']);
  });

  it('not against an adjacent character, and not at all while next to an enemy miniature', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg:c5 yMk:d3`);
    expect(legalFor(s, 'spear')).toEqual([]);
    rejects(s, 'spear bCo yNg');
    rejects(s, 'spear bCo yMk');
    expect(legalFor(s, 'attack')).toEqual(['attack bCo yMk']);
  });

  it('an enemy wounded next to the carrier does not prevent it', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c3>bSp yNg:c5 yMk*:d3`);
    expect(legalFor(s, 'spear')).toEqual(['spear bCo yNg']);
  });

  it('not at a character wounded this turn (R18)', () => {
    const s = plain(`phase actions active=blue
marks wounded-now=yNg
pieces bCo:c3>bSp yNg*:c5`);
    expect(legalFor(s, 'spear')).toEqual([]);
    rejects(s, 'spear bCo yNg');
  });

  it('not from a starting line (N6)', () => {
    const s = plain(`phase actions active=blue
pieces bCo:c21>bSp yNg:c19`);
    expect(legalFor(s, 'spear')).toEqual([]);
    rejects(s, 'spear bCo yNg');
  });
});

describe('Figure 11: Bow (rulebook p. 16)', () => {
  // The blue Cleric a3 carries a Bow: east he sees the yellow Mekanork d3, next to which stands
  // the blue Backstabber d4; south, through the arrow-slit a3|a2 next to him, the yellow
  // Telepath a2 with the yellow Cleric a1 behind. The yellow Wizard b4 carries a Bow: east he
  // sees the Backstabber; north a closed portcullis b4|b5 hides the blue Mekanork b5.
  const figure11 = (active: string): State =>
    position(`
DT-Prison position 1
scenario tutorial-4
room G 40 cw
+ + + + + +
 . . . . . 
+ +#+ + + +
 . . . . . 
+ + + + + +
 . . . . . 
+:+ + + + +
 . . . . . 
+ + + + + +
 . . . . @ 
+ + + + + +
${PLAIN_ROOM}
rooms G/0* P/0* P/0* P/0* P/0* P/0*
portcullis G=c
phase actions active=${active}
pieces bCl:a3>bBw yMk:d3 bBs:d4 yTp:a2 yCl:a1 yWz:b4>yBw bMk:b5
`);

  it('blue: the Cleric may shoot the Mekanork, or the Telepath through the arrow-slit next to him', () => {
    const s = figure11('blue');
    expect(legalFor(s, 'shoot').sort()).toEqual(['shoot bCl e', 'shoot bCl s']);
  });

  it('blue: shooting the Mekanork draws in the Backstabber, 1 + 2 + 2 = 5 against 2', () => {
    const s = play(figure11('blue'), 'shoot bCl e').state;
    expect(s.combat?.kind).toBe('ranged');
    expect(s.ap).toBe(4);
    // The yellow Wizard also has a Bow but defends: he does not fire back (R16).
    expect(sides(s)).toEqual({ attackers: ['bBs', 'bCl'], defenders: ['yMk'] });
    expect(totalsAtZero(s)).toEqual([2, 5]);
  });

  it('blue: when the shot fails, the Backstabber is wounded but never the shooter (p. 15)', () => {
    const t = playAll(figure11('blue'), ['shoot bCl e', 'combat blue 0', 'combat yellow 4']);
    expect(seen(t, 'bBs')).toBe('wounded d4');
    expect(seen(t, 'bCl')).toBe('miniature a3');
    expect(seen(t, 'bBw')).toBe('object a3 carried by bCl');
  });

  it('blue: the Telepath blocks the line of sight to the yellow Cleric behind it', () => {
    const s = play(figure11('blue'), 'shoot bCl s').state;
    expect(sides(s)).toEqual({ attackers: ['bCl'], defenders: ['yTp'] });
    // Ranged combat: no mind control (p. 16).
    expect(s.phase).toBe('combat');
  });

  it('yellow: the Wizard shoots the Backstabber with the Mekanork in close combat, 3 against 2', () => {
    const s = figure11('yellow');
    expect(legalFor(s, 'shoot')).toEqual(['shoot yWz e']);
    const t = play(s, 'shoot yWz e').state;
    // The blue Cleric has a Bow too but defends: he does not take part.
    expect(sides(t)).toEqual({ attackers: ['yMk', 'yWz'], defenders: ['bBs'] });
    expect(totalsAtZero(t)).toEqual([3, 2]);
  });

  it('yellow: the closed portcullis blocks the line of sight to the blue Mekanork', () => {
    const s = figure11('yellow');
    expect(legalFor(s, 'shoot')).not.toContain('shoot yWz n');
    rejects(s, 'shoot yWz n');
  });

  it('a defender carrying a Bow next to an attacker still defends in close combat, at its own value', () => {
    // Only at range does a defending shooter stay out (p. 16): here the Colossus touches bBs.
    const s = plain(`phase actions active=blue
pieces bCl:c1>bBw yMk:c5 bBs:d5 yCo:d6>yBw`);
    const t = play(s, 'shoot bCl n').state;
    expect(sides(t)).toEqual({ attackers: ['bBs', 'bCl'], defenders: ['yCo', 'yMk'] });
    expect(totalsAtZero(t)).toEqual([7, 5]);
  });
});

describe('Bow and ranged combat (rulebook pp. 15-16)', () => {
  it('the shooter’s value is the Bow’s 1, with no modifier', () => {
    const colossus = plain(`pieces yCo:c1>yBw bMk:c5`);
    expect(totalsAtZero(play(colossus, 'shoot yCo n').state)).toEqual([1, 2]);
    // The Backstabber's stab never applies to her own shot (N9).
    const stabber = plain(`pieces yBs:c1>yBw yMk:d5 bMk:c5`);
    const t = play(stabber, 'shoot yBs n').state;
    expect(sides(t).attackers).toEqual(['yBs', 'yMk']);
    expect(totalsAtZero(t)).toEqual([3, 2]);
  });

  it('the Bow is reused several times in a turn, 1 AP each; the shooter survives every defeat', () => {
    const s = plain(`pieces yCl:c1>yBw bMk:c5 bNg:g1`);
    const t = playAll(s, ['shoot yCl n', 'combat yellow 0', 'combat blue 3']);
    expect(seen(t, 'yCl')).toBe('miniature c1');
    expect(t.ap).toBe(4);
    const u = playAll(t, ['shoot yCl n', 'combat yellow 6', 'combat blue 0']);
    expect(seen(u, 'bMk')).toBe('wounded c5');
    expect(u.ap).toBe(3);
    // The Mekanork was wounded this turn (R18); the Naga is still a target.
    expect(legalFor(u, 'shoot')).toEqual(['shoot yCl e']);
    rejects(u, 'shoot yCl n');
    expect(play(u, 'shoot yCl e').state.ap).toBe(2);
  });

  it('a shot wounded target that loses is eliminated (R19)', () => {
    const s = plain(`pieces yCl:c1>yBw bMk*:c5`);
    const t = playAll(s, ['shoot yCl n', 'combat yellow 1', 'combat blue 0']);
    expect(seen(t, 'bMk')).toBe('eliminated');
    expect(t.vp).toEqual([1, 0]);
  });

  it('has any range, up to a character on a starting line', () => {
    const far = plain(`pieces yCl:c1>yBw bMk:c20`);
    expect(legalFor(far, 'shoot')).toEqual(['shoot yCl n']);
    const line = plain(`pieces yCl:c15>yBw bMk:c21`);
    expect(legalFor(line, 'shoot')).toEqual(['shoot yCl n']);
  });

  it('is not used from a starting line (N6)', () => {
    const s = plain(`pieces yCl:c0>yBw bMk:c5`);
    expect(legalFor(s, 'shoot')).toEqual([]);
    rejects(s, 'shoot yCl n');
  });

  it('not next to the target, which is then attacked in close combat instead', () => {
    const s = plain(`pieces yCl:c1>yBw bMk:c2`);
    expect(legalFor(s, 'shoot')).toEqual([]);
    rejects(s, 'shoot yCl n');
    const w = plain(`pieces yCl:c1>yBw bMk*:c2`);
    rejects(w, 'shoot yCl n');
  });

  it('not while next to any enemy miniature; an enemy wounded alongside does not prevent it', () => {
    const s = plain(`pieces yCl:c1>yBw bMk:c5 bNg:b1`);
    expect(legalFor(s, 'shoot')).toEqual([]);
    rejects(s, 'shoot yCl n');
    const w = plain(`pieces yCl:c1>yBw bMk:c5 bNg*:b1`);
    expect(legalFor(w, 'shoot')).toEqual(['shoot yCl n']);
  });

  it('hits the first character in line of sight only (R17)', () => {
    const s = plain(`pieces yCl:c1>yBw bMk:c4 bNg:c7`);
    expect(sides(play(s, 'shoot yCl n').state).defenders).toEqual(['bMk']);
  });

  it('no shot when the first character is a friend, even with an enemy behind it (R17)', () => {
    const s = plain(`pieces yCl:c1>yBw yMk:c3 bMk:c5`);
    expect(legalFor(s, 'shoot')).toEqual([]);
    rejects(s, 'shoot yCl n');
  });

  it('no shot at a Large shield carrier, nor at a wounded lying on a Large shield (R17, N4)', () => {
    const carrier = plain(`pieces yCl:c1>yBw bMk:c5>bSh`);
    expect(legalFor(carrier, 'shoot')).toEqual([]);
    rejects(carrier, 'shoot yCl n');
    const lying = plain(`pieces yCl:c1>yBw bMk*:c5 bSh:c5`);
    expect(legalFor(lying, 'shoot')).toEqual([]);
    const elsewhere = plain(`pieces yCl:c1>yBw bMk:c5 bSh:c4`);
    expect(legalFor(elsewhere, 'shoot')).toEqual(['shoot yCl n']);
  });

  it('no shot at a character wounded this turn (R18)', () => {
    const now = plain(`marks wounded-now=bMk
pieces yCl:c1>yBw bMk*:c5`);
    expect(legalFor(now, 'shoot')).toEqual([]);
    rejects(now, 'shoot yCl n');
    const before = plain(`pieces yCl:c1>yBw bMk*:c5`);
    expect(legalFor(before, 'shoot')).toEqual(['shoot yCl n']);
  });
});

describe('Lines of sight for the Bow (rulebook p. 14, glossary; R17)', () => {
  // Left room, shooting north from row 1 to row 5: a pit a3, the gear b3, an object c3, an open
  // portcullis d2|d3, a broken one e2|e3. Right room: a wall f2|f3, a closed portcullis
  // g2|g3, an arrow-slit h2|h3.
  const sight = (shooter: string): State =>
    position(`
DT-Prison position 1
scenario standalone
room S 39 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 O @ . . . 
+ + + +#+#+
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
room T 39 ccw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+-+#+:+ + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
${PLAIN_ROOM}
rooms S/0* T/0* P/0* P/0* P/0* P/0* P/0* P/0*
portcullis S=o,b T=c
pieces yCl:${shooter}>yBw yKy:c3 bMk:a5 bNg:b5 bCl:c5 bBs:d5 bCo:e5 bWz:f5 bBn:g5 bTp:h5
`);

  it.each([
    ['a1', 'a pit trap', 'bMk'],
    ['b1', 'a rotation gear', 'bNg'],
    ['c1', 'an object', 'bCl'],
    ['d1', 'an open portcullis', 'bBs'],
    ['e1', 'a broken portcullis', 'bCo'],
    ['h2', 'an arrow-slit next to the shooter', 'bTp'],
  ])('passes %s: %s', (from, _what, target) => {
    const s = sight(from);
    expect(legalFor(s, 'shoot')).toEqual(['shoot yCl n']);
    expect(sides(play(s, 'shoot yCl n').state).defenders).toEqual([target]);
  });

  it.each([
    ['f1', 'a wall'],
    ['g1', 'a closed portcullis'],
    ['h1', 'an arrow-slit the shooter is not next to'],
  ])('stops at %s: %s', (from) => {
    const s = sight(from);
    expect(legalFor(s, 'shoot')).toEqual([]);
    rejects(s, 'shoot yCl n');
  });

  it('stops at the edge of a face-down room (R3)', () => {
    const fixture = (slot2: string): State =>
      position(`
DT-Prison position 1
scenario standalone
${PLAIN_ROOM}
rooms P/0* P/0* ${slot2} P/0* P/0* P/0* P/0* P/0*
pieces yCl:c5>yBw bMk:c21
`);
    expect(legalFor(fixture('P/0'), 'shoot')).toEqual([]);
    rejects(fixture('P/0'), 'shoot yCl n');
    expect(legalFor(fixture('P/0*'), 'shoot')).toEqual(['shoot yCl n']);
  });
});
