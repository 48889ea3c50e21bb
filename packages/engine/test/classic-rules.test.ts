// The 2004 "Classic" set's rules (CLASSIC-DATA.md sections 1-4, rulings C1-C11, rules notes
// CL1... in docs/classic-rules-notes.md), on positions in the Classic notation. SUM is the BGA
// rules summary; where the 2004 texts are silent, Prison's rules apply (CLASSIC-DATA.md 4).
import { describe, expect, it } from 'vitest';
import {
  CLASSIC,
  Loc,
  abilityFor,
  apply,
  checkInvariants,
  legalActions,
  makePosition,
  parsePosition,
  view,
  type State,
} from '../src/index.ts';
import { capacityOf } from '../src/rules/setup.ts';
import { game, legalFor, play, playAll, position, rejects, seen, sides, totalsAtZero } from './helpers.ts';

/** A room open everywhere, its gear in the north-east corner. */
const PLAIN = `room P 1 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/**
 * A test room (slot 0: squares a1-e5): a pit trap on c3, a portcullis between b3 and b4,
 * walls closing e1-e3 off from the room (open only to the starting line), and a wall on its
 * south border in front of a0.
 */
const TEST = `room T 2 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ +#+ + +-+
 . . O .|. 
+ + + + + +
 . . . .|. 
+ + + + + +
 . . . .|. 
+-+ + + + +`;

/** A room with a wall on its north border in front of c21 (for slot 6, squares a16-e20). */
const NORTH_WALL = `room N 3 cw
+ + +-+ + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

const ROOMS = 'T/0* P/0* P/0* P/0* P/0* P/0* N/0* P/0*';

/** A Classic position on the test rooms, yellow to act with 3 AP unless `more` says otherwise. */
const classic = (pieces: string, more = '', rooms = ROOMS): State =>
  position(`DT-Classic position 1
scenario classic
${PLAIN}
${TEST}
${NORTH_WALL}
rooms ${rooms}
phase actions active=yellow ap=3
${more}
pieces ${pieces}`);

const blueToPlay = 'phase actions active=blue ap=3';

describe('the Classic game (CLASSIC-DATA.md 3.3)', () => {
  it('deals the eight 2004 rooms face down, every piece behind the screens, rooms holding 2 or 3 tokens', () => {
    const s = game({ scenario: 'classic' }, 7);
    expect(s.set).toBe(CLASSIC);
    expect(s.layout.map((ri) => s.roomDefs[ri]!.name).sort()).toEqual(CLASSIC.rooms.map((r) => r.name));
    expect(Array.from(s.revealed)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.phase).toBe('starters');
    expect(Array.from(s.loc).every((l) => l === Loc.Screen)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((slot) => capacityOf(s, slot))).toEqual([2, 2, 3, 3, 3, 3, 2, 2]);
    expect(s.config.vpTarget).toBe(5);
  });

  it('starts with a "2 Actions" card for the first player (SUM, Action cards)', () => {
    let s = game({ scenario: 'classic' }, 3);
    while (s.phase !== 'card') s = play(s, legalActions(s)[0]!).state;
    expect(legalFor(s, 'card')).toEqual(['card 2']);
  });

  it('lists only the set’s abilities: no Bow, spear, scream or mind control (CLASSIC-DATA.md 4)', () => {
    for (const type of ['shoot', 'spear', 'scream']) expect(abilityFor(CLASSIC, type)).toBeUndefined();
    expect(CLASSIC.characters.some((c) => c.mindControl)).toBe(false);
    expect(CLASSIC.objects.some((o) => o.key)).toBe(false);
  });
});

describe('the end and victory points', () => {
  it('ends as soon as a player has 5 VP, with AP left in the turn (C1)', () => {
    const s = classic('yGb:f20 bMk:h20', 'yellow vp=3');
    const t = play(s, 'move yGb f20-f21').state;
    expect(t.vp[0]).toBe(5);
    expect(t.phase).toBe('over');
    expect(t.winner).toBe(0);
  });

  it('ends on the active player’s turn when the opponent reaches 5 VP (C1)', () => {
    // Yellow's Wizard burns yellow's own Mekanork: the VP go to blue (C4, R19).
    const s = classic('yWz:c2>yFw yMk:c4 bMk:h20', 'blue vp=4');
    const t = play(s, 'fireball yWz n').state;
    expect(seen(t, 'yMk')).toBe('eliminated');
    expect(t.vp[1]).toBe(5);
    expect(t.winner).toBe(1);
  });

  it('scores 2 VP for the Goblin’s escape, and 1 for its elimination (CLASSIC-DATA.md 1)', () => {
    expect(play(classic('yGb:f20 bMk:h20'), 'move yGb f20-f21').state.vp).toEqual([2, 0]);
    const burnt = play(classic('yWz:c2>yFw bGb:c4'), 'fireball yWz n').state;
    expect(seen(burnt, 'bGb')).toBe('eliminated');
    expect(burnt.vp).toEqual([1, 0]);
  });

  it('adds 1 VP for the Treasure to the player whose character carries it out, whatever its colour (C9)', () => {
    expect(play(classic('yTh:f20>bTs bMk:h20'), 'move yTh f20-f21').state.vp).toEqual([2, 0]);
    const t = play(classic('yGb:f20>yTs bMk:h20', 'yellow vp=1'), 'move yGb f20-f21');
    expect(t.state.vp[0]).toBe(4);
    expect(seen(t.state, 'yTs')).toBe('discarded');
  });

  it('scores nothing for a wounded character carried out, nor for what it lay with (C9, R19)', () => {
    const t = play(classic('yMk:f20>yGb* bMk:h20'), 'move yMk f20-f21').state;
    expect(seen(t, 'yGb')).toBe('rescued');
    expect(t.vp[0]).toBe(1);
  });
});

describe('revealing from the starting line (C2)', () => {
  it('reaches both rooms touching the line; inside the labyrinth, as R4', () => {
    const rooms = 'T/0 P/0 P/0* P/0* P/0* P/0* N/0* P/0*';
    expect(legalFor(classic('yMk:a0 bMk:h20', undefined, rooms), 'reveal')).toEqual(['reveal 0', 'reveal 1']);
    // Inside the labyrinth: only a room its square touches, through an opening (R4).
    const inside = 'T/0* P/0* P/0* P/0 P/0* P/0* N/0* P/0*';
    expect(legalFor(classic('yMk:c8 bMk:h20', '', inside), 'reveal')).toEqual([]);
    expect(legalFor(classic('yMk:e8 bMk:h20', '', inside), 'reveal')).toEqual(['reveal 3']);
  });
});

describe('the Thief (CLASSIC-DATA.md 1; C11)', () => {
  it('crosses and stops on a pit trap without a Rope', () => {
    const s = classic('yTh:c2 bMk:h20');
    expect(seen(play(s, 'move yTh c2-c3').state, 'yTh')).toBe('miniature c3');
    expect(seen(play(s, 'move yTh c2-c3-c4').state, 'yTh')).toBe('miniature c4');
    rejects(classic('yMk:c2 bMk:h20'), 'move yMk c2-c3');
  });

  it('lets her friends cross her pit as floor, without stopping there; not her enemies', () => {
    const s = classic('yTh:c3 yMk:c2 bMk:h20');
    expect(legalFor(s, 'move', 'yMk')).toContain('move yMk c2-c3-c4');
    rejects(s, 'move yMk c2-c3');
    const enemy = classic('yTh:c3 bMk:c2 yCl:h20', blueToPlay);
    rejects(enemy, 'move bMk c2-c3-c4');
    // An enemy Wizard flies over her, as over any enemy (CLASSIC-DATA.md 1, Wizard).
    expect(legalFor(classic('yTh:c3 bWz:c2 yCl:h20', blueToPlay), 'move', 'bWz')).toContain(
      'move bWz c2-c3-c4',
    );
  });

  it('falls when wounded on a pit without a Rope: eliminated, with what she carries (C11, CL6)', () => {
    const s = classic('yTh:c3>yTs bWr:c4 yMk:h20', blueToPlay);
    const t = playAll(s, ['attack bWr yTh', 'combat blue 0', 'combat yellow 0']);
    expect(seen(t, 'yTh')).toBe('eliminated');
    expect(seen(t, 'yTs')).toBe('discarded');
    expect(t.vp[1]).toBe(1);
  });

  it('carries a wounded friend onto her pit, but never leaves it lying there (C11; found by self-play)', () => {
    const s = classic('yTh:c2>yMk* bMk:h20');
    expect(seen(play(s, 'move yTh c2-c3').state, 'yMk')).toBe('wounded c3 carried by yTh');
    rejects(s, 'move yTh c2-c3!yMk');
  });

  it('hangs on with a Rope: wounded on the pit, the Rope under her', () => {
    const s = classic('yTh:c3>yRp bWr:c4 yMk:h20', blueToPlay);
    const t = playAll(s, ['attack bWr yTh', 'combat blue 0', 'combat yellow 0']);
    expect(seen(t, 'yTh')).toBe('wounded c3');
    expect(seen(t, 'yRp')).toBe('object c3');
    expect(t.vp[1]).toBe(0);
  });

  it('opens and closes a portcullis beside her for 1 AP, never a broken one; no one else can', () => {
    const s = classic('yTh:b3 bMk:h20');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yTh n open']);
    const open = play(s, 'portcullis yTh n open').state;
    expect(open.ap).toBe(2);
    expect(legalFor(open, 'portcullis')).toEqual(['portcullis yTh n close']);
    expect(makePosition(play(open, 'portcullis yTh n close').state)).toContain('portcullis T=c');
    expect(legalFor(classic('yMk:b3 bMk:h20'), 'portcullis')).toEqual([]);
    expect(legalFor(classic('yTh:b3 bMk:h20', 'portcullis T=b'), 'portcullis')).toEqual([]);
  });
});

describe('the Warrior (C7)', () => {
  it('breaks a closed or an open portcullis beside him for 1 AP; broken, it stays open for good (CL2)', () => {
    const s = classic('yWr:b3 bMk:h20');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yWr n break']);
    const t = play(s, 'portcullis yWr n break').state;
    expect(makePosition(t)).toContain('portcullis T=b');
    expect(legalFor(t, 'move', 'yWr')).toContain('move yWr b3-b4');
    expect(legalFor(classic('yWr:b3 bMk:h20', 'portcullis T=o'), 'portcullis')).toEqual([
      'portcullis yWr n break',
    ]);
    expect(legalFor(classic('yWr:b3 yTh:a4 bMk:h20', 'portcullis T=b'), 'portcullis')).toEqual([]);
  });
});

describe('the Wall-Walker (C6)', () => {
  it('crosses one wall for 1 AP, carrying what she carries', () => {
    const s = classic('yWw:d2>yTs bMk:h20');
    expect(legalFor(s, 'wallwalk')).toEqual(['wallwalk yWw e']);
    const t = play(s, 'wallwalk yWw e').state;
    expect(seen(t, 'yWw')).toBe('miniature e2');
    expect(seen(t, 'yTs')).toBe('object e2 carried by yWw');
    expect(t.ap).toBe(2);
    // A wounded friend comes through too.
    expect(seen(play(classic('yWw:d2>yMk* bMk:h20'), 'wallwalk yWw e').state, 'yMk')).toBe(
      'wounded e2 carried by yWw',
    );
  });

  it('crosses walls only: no portcullis, no open side, no face-down room, no square a movement could not end on (CL5)', () => {
    rejects(classic('yWw:b3 bMk:h20'), 'wallwalk yWw n'); // a portcullis
    rejects(classic('yWw:c2 bMk:h20'), 'wallwalk yWw e'); // no wall
    rejects(classic('yWw:d2 bMk:e2 yCl:h20'), 'wallwalk yWw e'); // an enemy stands there
    // From her starting line into a room through its border wall.
    expect(seen(play(classic('yWw:a0 bMk:h20'), 'wallwalk yWw n').state, 'yWw')).toBe('miniature a1');
    // Slot 1 (f1-j5) face down: its border is blind, not a wall (R3).
    const hidden = classic('yWw:e5 bMk:h20', '', 'T/0* P/0 P/0* P/0* P/0* P/0* N/0* P/0*');
    expect(legalFor(hidden, 'wallwalk')).toEqual([]);
  });

  it('escapes onto the opponent’s starting line through a wall, for her VP', () => {
    // Blue's miniatures on b20 and d20 keep her from walking out round the wall.
    const s = classic('yWw:c20>yTs bMk:b20 bCl:d20');
    expect(legalFor(s, 'wallwalk')).toEqual(['wallwalk yWw n']);
    const t = play(s, 'wallwalk yWw n').state;
    expect(seen(t, 'yWw')).toBe('escaped');
    expect(t.vp[0]).toBe(2);
  });

  it('is listed once when a plain movement ends the same, and still allowed (CL7)', () => {
    // She can walk out round the wall (c20-b20-b21): the crossing is the same escape.
    const out = classic('yWw:c20 bMk:h20');
    expect(legalFor(out, 'wallwalk')).toEqual([]);
    expect(legalFor(out, 'move', 'yWw').filter((m) => m.endsWith('21'))).toHaveLength(1);
    expect(play(out, 'wallwalk yWw n').state.vp[0]).toBe(1);
    // a1 to a0 through the border wall: a1-b1-b0-a0 is the same outcome.
    const line = classic('yWw:a1 bMk:h20');
    expect(legalFor(line, 'wallwalk')).toEqual([]);
    expect(seen(play(line, 'wallwalk yWw s').state, 'yWw')).toBe('miniature a0');
  });
});

describe('the Troll’s regeneration (CLASSIC-DATA.md 1)', () => {
  it('stands him up for 1 AP while wounded; he then does nothing more this turn (C8)', () => {
    const s = classic('bTr*:c2 yMk:h20', blueToPlay);
    expect(legalFor(s, 'regenerate')).toEqual(['regenerate bTr']);
    const t = play(s, 'regenerate bTr').state;
    expect(seen(t, 'bTr')).toBe('miniature c2');
    expect(t.ap).toBe(2);
    expect(view(t, 0).healedThisTurn).toEqual(['bTr']);
    expect(legalActions(t).filter((a) => 'piece' in a && a.piece === 'bTr')).toEqual([]);
  });

  it('takes the object he lay with (CL3)', () => {
    const t = play(classic('bTr*:c2 bSw:c2 yMk:h20', blueToPlay), 'regenerate bTr').state;
    expect(seen(t, 'bSw')).toBe('object c2 carried by bTr');
  });

  it('is listed once when the Cleric could heal him for the same AP, and still allowed (CL7)', () => {
    const s = classic('bTr*:c2 bCl:c3 yMk:h20', blueToPlay);
    expect(legalFor(s, 'regenerate')).toEqual([]);
    expect(legalFor(s, 'heal')).toEqual(['heal bCl bTr']);
    expect(seen(play(s, 'regenerate bTr').state, 'bTr')).toBe('miniature c2');
  });

  it('is not possible in the turn he was wounded, while carried, with a friend standing on him, or for the opponent', () => {
    rejects(classic('bTr*:c2 yMk:h20', `${blueToPlay}\nmarks wounded-now=bTr`), 'regenerate bTr');
    rejects(classic('bMk:c2>bTr* yMk:h20', blueToPlay), 'regenerate bTr');
    rejects(classic('bTr*:c2 bMk:c2 yMk:h20', blueToPlay), 'regenerate bTr');
    rejects(classic('bTr*:c2 yMk:h20'), 'regenerate bTr');
    rejects(classic('bMk*:c2 yMk:h20', blueToPlay), 'regenerate bMk');
  });
});

describe('the Cleric (CLASSIC-DATA.md 1; C8)', () => {
  it('heals an adjacent wounded friend or enemy for 1 AP', () => {
    const s = classic('yCl:b2 yMk*:a2 bTr*:c2 bMk:h20');
    expect(legalFor(s, 'heal').sort()).toEqual(['heal yCl bTr', 'heal yCl yMk']);
    expect(seen(play(s, 'heal yCl bTr').state, 'bTr')).toBe('miniature c2');
  });

  it('leaves the healed unable to act or join a combat this turn, but open to attack (C8, CL4)', () => {
    // Yellow heals its Mekanork next to blue's Goblin, then the Warrior attacks the Goblin alone.
    const s = classic('yCl:b2 yMk*:c2 yWr:d3 bGb:c3 bTr*:e4 bMk:h20');
    const t = play(s, 'heal yCl yMk').state;
    expect(legalFor(t, 'move', 'yMk')).toEqual([]);
    expect(sides(play(t, 'attack yWr bGb').state)).toEqual({ attackers: ['yWr'], defenders: ['bGb'] });
    // A healed enemy stands beside the target: he does not join its defence, and may be attacked.
    const u = play(classic('yCl:d5 yWr:c4 bGb:b4 bMk*:c5 yTh:h20'), 'heal yCl bMk').state;
    expect(sides(play(u, 'attack yWr bGb').state)).toEqual({ attackers: ['yWr'], defenders: ['bGb'] });
    expect(legalFor(u, 'attack').filter((a) => a.endsWith('bMk'))).toHaveLength(1);
  });
});

describe('the Sword and the Armor (C5)', () => {
  it('add 1 per carrier: each Sword on the attacking side, each Armor on the defending side', () => {
    // Warrior 3 + Sword, Thief 2 + Sword (blue's: colours do not matter) against Troll 4 + Armor.
    const s = classic('yWr:c2>ySw yTh:b3>bSw bTr:c3>bAr bMk:h20');
    expect(totalsAtZero(play(s, 'attack yWr bTr').state)).toEqual([7, 5]);
  });

  it('do nothing on the other side: a Sword in defence, an Armor in attack', () => {
    const s = classic('bWr:c2>bAr yTr:c3>ySw yMk:h20', blueToPlay);
    expect(totalsAtZero(play(s, 'attack bWr yTr').state)).toEqual([4, 3]);
  });
});

describe('the Speed Potion (CLASSIC-DATA.md 2; CL1)', () => {
  it('costs 1 AP to drink and gives the drinker 4 AP that only it may spend, first', () => {
    const s = classic('yTh:a1>yPo yMk:a3 bMk:h20');
    const t = play(s, 'drink yTh').state;
    expect(t.ap).toBe(2);
    expect(view(t, 1).ownAp).toEqual({ yTh: 4 });
    expect(seen(t, 'yPo')).toBe('discarded');
    const u = play(t, 'move yTh a1-a2').state;
    expect([u.ap, view(u, 0).ownAp]).toEqual([2, { yTh: 3 }]);
    // Her own AP do not pay for the Mekanork.
    const w = play(u, 'move yMk a3-a4').state;
    expect([w.ap, view(w, 0).ownAp]).toEqual([1, { yTh: 3 }]);
  });

  it('keeps the turn going for the drinker alone when the player’s AP are spent, and is lost at the end', () => {
    const s = classic('yTh:a1>yPo yMk:a3 bMk:h20', 'phase actions active=yellow ap=1');
    const t = play(s, 'drink yTh').state;
    expect([t.phase, t.ap]).toEqual(['actions', 0]);
    expect(legalFor(t, 'move', 'yMk')).toEqual([]);
    expect(legalFor(t, 'move', 'yTh').length).toBeGreaterThan(0);
    const four = playAll(t, ['move yTh a1-a2', 'move yTh a2-b2', 'move yTh b2-b1']);
    expect(four.active).toBe(0);
    const over = play(four, 'move yTh b1-a1').state;
    expect([over.active, over.phase, over.ownAp]).toEqual([1, 'card', 0]);
    // Ending the turn early loses them too.
    expect(play(t, 'end').state.ownAp).toBe(0);
  });

  it('pays for a reveal or a rotation the drinker could make (CL1)', () => {
    const rooms = 'T/0 P/0 P/0* P/0* P/0* P/0* N/0* P/0*';
    const s = play(
      classic('yTh:a0>yPo bMk:h20', 'phase actions active=yellow ap=1', rooms),
      'drink yTh',
    ).state;
    expect(legalFor(s, 'reveal')).toEqual(['reveal 0', 'reveal 1']);
    const t = play(s, 'reveal 1').state;
    expect([t.ap, view(t, 0).ownAp]).toEqual([0, { yTh: 3 }]);
  });

  it('is written in the position notation and read back (own-ap)', () => {
    const s = position(`DT-Classic position 1
scenario classic
rooms 1A/0* 1B/0* 2A/0* 2B/0* 3A/0* 3B/0* 4A/0* 4B/0*
marks own-ap=yTh:3
pieces yTh:a1 bMk:h20`);
    expect(makePosition(s)).toContain('own-ap=yTh:3');
    const back = parsePosition(makePosition(s));
    expect(back.ok && makePosition(back.value)).toBe(makePosition(s));
    expect(
      legalFor(
        classic('yTh:a1 yMk:a3 bMk:h20', 'phase actions active=yellow ap=0\nmarks own-ap=yTh:3'),
        'move',
        'yMk',
      ),
    ).toEqual([]);
  });
});

describe('the Fireball Wand (C4)', () => {
  it('is fired by the Wizard alone: the first character in line, friend or foe, is eliminated', () => {
    const s = classic('yWz:c2>yFw bTr*:c4 bMk:h20');
    expect(legalFor(s, 'fireball')).toEqual(['fireball yWz n']);
    const t = play(s, 'fireball yWz n').state;
    expect(seen(t, 'bTr')).toBe('eliminated');
    expect(seen(t, 'yFw')).toBe('discarded');
    expect(t.vp[0]).toBe(1);
    const thief = classic('yTh:c2>yFw bTr:c4 bMk:h20');
    expect(legalFor(thief, 'fireball')).toEqual([]);
    rejects(thief, 'fireball yTh n');
  });

  it('takes down what the Thief carries when it burns her on a pit: only a Rope may lie there (C11; rulebook p. 8)', () => {
    // CLASSIC-DATA.md 1, Thief: her object is lost with her; nothing but a Rope lies on a pit.
    const sword = play(classic('yWz:c2>yFw bTh:c3>bSw yMk:h20'), 'fireball yWz n').state;
    expect([seen(sword, 'bTh'), seen(sword, 'bSw'), sword.vp[0]]).toEqual(['eliminated', 'discarded', 1]);
    expect(checkInvariants(sword).filter((m) => m.includes('pit'))).toEqual([]);
    const rope = play(classic('yWz:c2>yFw bTh:c3>bRp yMk:h20'), 'fireball yWz n').state;
    expect([seen(rope, 'bTh'), seen(rope, 'bRp')]).toEqual(['eliminated', 'object c3']);
    expect(checkInvariants(rope).filter((m) => m.includes('pit'))).toEqual([]);
  });

  it('kills a carried wounded with its carrier, for 2 VP to the opponent', () => {
    const t = play(classic('yWz:c2>bFw bMk:c4>bGb* yTh:h20'), 'fireball yWz n').state;
    expect([seen(t, 'bMk'), seen(t, 'bGb'), t.vp[0]]).toEqual(['eliminated', 'eliminated', 2]);
  });
});

describe('apply on Classic positions', () => {
  it('refuses the set’s actions with a clear error and changes nothing', () => {
    const s = classic('yWw:c2 yTh:a1 bTr*:h20');
    expect(rejects(s, 'drink yTh')).toMatch(/no Speed Potion/);
    expect(rejects(s, 'wallwalk yWw e')).toMatch(/cannot cross a wall/);
    expect(rejects(s, 'regenerate bTr')).toMatch(/cannot act now/);
    const r = apply(s, { type: 'wallwalk', piece: 'yWw', dir: 'x' } as never);
    expect(r.ok || r.error.code).toBe('MALFORMED_ACTION');
  });
});
