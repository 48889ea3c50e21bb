// Movement (rulebook: Tutorial 1, Adjacent zones, Movement and its figure, Moving on the
// starting zone, Using objects, Moving a character out of the labyrinth, Blocking an exit;
// Tutorial 2: Moving through zones with wounded characters, Carrying the wounded) and the
// abilities that change it. Zones are those of the fixture board (helpers.ts).
import { describe, expect, it } from 'vitest';
import { view } from '../src/index.ts';
import {
  cannotWalk,
  eventsOf,
  legal,
  moveEnds,
  play,
  playAll,
  position,
  rejects,
  walk,
  where,
  yellow,
} from './helpers.ts';

describe('adjacent zones (rulebook: Adjacent zones, Movement)', () => {
  it('moves up to its movement value through open borders, never through walls, arrow-slits, closed portcullises or pit traps', () => {
    // b4: a4 and c4 open, b5 open, b3 across a pit; a4|a3 a closed portcullis, c4|c5 a wall,
    // b5|b6 an arrow-slit. (b4 itself: there and back again.)
    expect(moveEnds(yellow('yWa:b4'), 'yWa')).toEqual(['a4', 'a5', 'b4', 'b5', 'c3', 'c4']);
  });

  it('passes an open portcullis (rulebook: Key) and a broken one', () => {
    expect(moveEnds(yellow('yWa:a4'), 'yWa')).not.toContain('a3');
    const s = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0* blue-B/0* green-A/0*o green-B/0* red-A/0* red-B/0* orange-A/0* orange-B/0*
pieces yWa:a4`);
    expect(moveEnds(s, 'yWa')).toContain('a3');
  });

  it('costs 1 AP per movement; several movements of one character need one AP each', () => {
    const r = walk(yellow('yWa:b4'), 'yWa', 'a4 a5');
    expect(r.state.wheel[0]).toBe(2);
    const again = walk(r.state, 'yWa', 'a6');
    expect(where(again.state, 'yWa')).toBe('a6');
    expect(again.state.wheel[0]).toBe(1);
  });

  it('goes step by step: a step further than the movement value or through a wall is refused and changes nothing', () => {
    const moving = playAll(yellow('yWa:b4'), ['move yWa', 'step a4']).state;
    expect(legal(moving)).toEqual(['step a5', 'step b4', 'stop']);
    rejects(moving, 'step a3');
    rejects(play(yellow('yWa:b4'), 'move yWa').state, 'step b3');
    expect(play(moving, 'step a5').state.phase).toBe('actions');
  });

  it('stops by itself when nothing but stopping is left', () => {
    const r = playAll(yellow('yCo:b4'), ['move yCo', 'step a4']);
    expect(r.state.phase).toBe('actions');
    expect(eventsOf(r.events, 'move-stopped')).toHaveLength(1);
  });
});

describe('zones holding characters (rulebook: Movement; CN9)', () => {
  it('passes through a zone of friendly characters', () => {
    expect(moveEnds(yellow('yWa:b4 yNg:a4'), 'yWa')).toContain('a5');
  });

  it('enters a zone holding an enemy but cannot go through it: it stops, or leaves by the border it came in', () => {
    const s = yellow('yNg:a4 bMk:a5');
    const inside = playAll(s, ['move yNg', 'step a5']).state;
    expect(legal(inside)).toEqual(['step a4', 'stop']);
    rejects(inside, 'step a6');
    expect(where(walk(s, 'yNg', 'a5 a4 b4').state, 'yNg')).toBe('b4');
  });

  it('leaves freely a zone with enemies where its movement starts (it stayed there a turn)', () => {
    expect(moveEnds(yellow('yWa:a5 bMk:a5'), 'yWa')).toContain('a6');
  });

  it('is not stopped by wounded enemies (rulebook: Moving through zones with wounded characters)', () => {
    expect(moveEnds(yellow('yNg:a4 bMk*:a5'), 'yNg')).toContain('a6');
  });

  it('flies through zones with enemies and over pit traps (Wizard: Levitation; Dark angel: Flying)', () => {
    expect(moveEnds(yellow('yWz:b3 bMk:b4'), 'yWz')).toEqual(
      expect.arrayContaining(['b4', 'b5', 'a4', 'c4']),
    );
  });

  it('passes between the legs of an enemy Colossus with a printed combat value of 1 or less (Colossus: Giant)', () => {
    expect(moveEnds(yellow('yEs:a4 bCo:a5'), 'yEs')).toContain('a6');
    expect(moveEnds(yellow('yNg:a4 bCo:a5'), 'yNg')).not.toContain('a6');
    expect(moveEnds(yellow('yEs:a4 bCo:a5 bNg:a5'), 'yEs')).not.toContain('a6');
  });

  it('never ends with more than 3 characters of a colour in one zone, wounded included (golden rule; CN7)', () => {
    const s = yellow('yWa:b4 yNg:a4 yCl:a4 yMk*:a4');
    expect(moveEnds(s, 'yWa')).not.toContain('a4');
    expect(moveEnds(s, 'yWa')).toContain('a5');
  });
});

describe('abilities that change movement', () => {
  it('the Naga passes arrow-slits, carrying an object too (Naga: Contortionist)', () => {
    expect(moveEnds(yellow('yNg:b4 yKy>yNg'), 'yNg')).toContain('b6');
    expect(moveEnds(yellow('yWa:b5'), 'yWa')).not.toContain('b6');
  });

  it('the Elf scout and the Thief cross pit traps (Acrobatics), others need a Rope', () => {
    expect(moveEnds(yellow('yEs:b4'), 'yEs')).toContain('b3');
    expect(moveEnds(yellow('yTh:b4'), 'yTh')).toContain('b3');
    expect(moveEnds(yellow('yWa:b4'), 'yWa')).not.toContain('b3');
    expect(moveEnds(yellow('yWa:b4 yRp>yWa'), 'yWa')).toContain('b3');
  });

  it('the Ghost passes walls and closed portcullises but cannot carry anything (Ghost: Incorporeal, No transport)', () => {
    const s = yellow('yGh:a4 yKy:a4');
    expect(moveEnds(s, 'yGh')).toEqual(expect.arrayContaining(['a3', 'b3']));
    expect(legal(play(s, 'move yGh').state).some((m) => m.startsWith('take'))).toBe(false);
  });
});

describe('objects and wounded during a movement (rulebook: Using objects, Carrying the wounded; CN27)', () => {
  it('picks up an object on its way and drops it further on, for its 1 AP', () => {
    const r = walk(yellow('yWa:b4 yKy:a4'), 'yWa', 'a4 +yKy a5 !yKy');
    expect(where(r.state, 'yKy')).toBe('a5');
    expect(r.state.wheel[0]).toBe(2);
  });

  it('carries at most one object or wounded (golden rule), the Paladin two (Paladin: Strong)', () => {
    cannotWalk(yellow('yWa:b4 yKy:b4 yRp:b4'), 'yWa', '+yKy +yRp a4');
    const r = walk(yellow('yPa:b4 yKy:b4 yRp:b4'), 'yPa', '+yKy +yRp a4');
    expect(where(r.state, 'yKy')).toBe('>yPa');
    expect(where(r.state, 'yRp')).toBe('>yPa');
  });

  it('trades with a friendly character it passes: gives the Key, takes the Rope, then crosses the pit trap (the trading example)', () => {
    const s = yellow('yNg:a4 yKy>yNg yMk:b4 yRp>yMk');
    const r = walk(s, 'yNg', 'b4 >yKy@yMk +yRp b3');
    expect(where(r.state, 'yNg')).toBe('b3');
    expect(where(r.state, 'yKy')).toBe('>yMk');
    expect(where(r.state, 'yRp')).toBe('>yNg');
  });

  it('takes an object from a wounded, friend or foe; carries only a friendly wounded', () => {
    const s = yellow('yWa:b4 bNg*:a4 bKy>bNg yCl*:a4');
    expect(where(walk(s, 'yWa', 'a4 +bKy').state, 'bKy')).toBe('>yWa');
    cannotWalk(s, 'yWa', 'a4 +bNg');
    const r = walk(s, 'yWa', 'a4 +yCl a5');
    expect(where(r.state, 'yCl')).toBe('>yWa');
  });

  it('may pick up or drop where it stands, without a step, for 1 AP', () => {
    const r = walk(yellow('yWa:b4 yKy:b4'), 'yWa', '+yKy');
    expect(where(r.state, 'yKy')).toBe('>yWa');
    expect(r.state.wheel[0]).toBe(2);
    rejects(play(yellow('yWa:b4'), 'move yWa').state, 'stop');
  });
});

describe('the starting zone (rulebook: Moving on the starting zone, Facing a room; CN6)', () => {
  // Yellow's starting zone is south of row 1: a1 (gear) and b1 (circle) below the west room
  // (blue-A), c1 (square) and d1 (triangle) below the east room; b1's border is a pit trap,
  // d1's a wall.
  it('enters the zone faced if it lies along the starting zone and the border lets it pass', () => {
    expect(moveEnds(yellow('yWa:Ywg'), 'yWa')).toContain('a1');
    expect(moveEnds(yellow('yWa:Ywc'), 'yWa')).not.toContain('b1');
  });

  it('turns to face another zone, or goes below the other room, for one movement point each', () => {
    const s = yellow('yWa:Ywt');
    const ends = moveEnds(s, 'yWa');
    expect(ends).toEqual(expect.arrayContaining(['Yws', 'Ywg', 'Yes', 'Yet', 'a1']));
    expect(ends).not.toContain('a2');
    const r = walk(s, 'yWa', 'Yes c1');
    expect(where(r.state, 'yWa')).toBe('c1');
  });

  it('steps back onto its own starting zone facing the zone it left, and may stay there', () => {
    const r = walk(yellow('yWa:a1'), 'yWa', 'Ywg');
    expect(where(r.state, 'yWa')).toBe('Ywg');
  });

  it('the Naga of the figure: turns to the gear zone, takes the Rope there and crosses the pit trap into the triangle zone', () => {
    // orange-A turned a quarter clockwise below yellow's west side: gear zone a1, triangle zone a2
    // across a pit trap, the Naga facing the triangle zone, out of reach.
    const s = position(`DT-CardGame position 1
scenario standard
rooms orange-A/1* orange-B/0* blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0*
pieces yNg:Ywt yRp:a1 yMk:c1`);
    expect(legal(play(s, 'move yNg').state)).not.toContain('step a2');
    const r = walk(s, 'yNg', 'Ywg a1 +yRp a2');
    expect(where(r.state, 'yNg')).toBe('a2');
    expect(where(r.state, 'yRp')).toBe('>yNg');
  });
});

describe('leaving the labyrinth (rulebook: Moving a character out of the labyrinth, Blocking an exit)', () => {
  // Blue's starting zone is north of row 8; a8, c8 and d8 open onto it, b8 has a wall.
  it("escapes into the opponent's starting zone for 1 VP; its object is discarded", () => {
    const r = walk(yellow('yWa:a8 yKy>yWa'), 'yWa', 'out');
    expect(where(r.state, 'yWa')).toBe('escaped');
    expect(where(r.state, 'yKy')).toBe('gone');
    expect(r.state.vp).toEqual([1, 0]);
    expect(eventsOf(r.events, 'escaped')).toHaveLength(1);
  });

  it('scores 2 VP for the Goblin (Underdog) and 1 more per Treasure carried (Treasure)', () => {
    expect(walk(yellow('yGb:a8'), 'yGb', 'out').state.vp).toEqual([2, 0]);
    expect(walk(yellow('yWa:a8 bTr>yWa'), 'yWa', 'out').state.vp).toEqual([2, 0]);
  });

  it('rescues a carried wounded: out of the game, no VP to anyone', () => {
    const r = walk(yellow('yWa:a8 yCl*>yWa'), 'yWa', 'out');
    expect(where(r.state, 'yCl')).toBe('rescued');
    expect(r.state.vp).toEqual([1, 0]);
  });

  it('a carried wounded keeps its objects; rescued, they are discarded and a Treasure scores nothing (CN18)', () => {
    const s = yellow('yWa:c7 yCl*:c8 yTr>yCl');
    const r = walk(s, 'yWa', 'c8 +yCl out');
    expect(where(r.state, 'yTr')).toBe('gone');
    expect(r.state.vp).toEqual([1, 0]);
  });

  it('is blocked by an unwounded enemy on the starting zone facing that zone, not by a wounded one', () => {
    expect(moveEnds(yellow('yWa:a8 bNg:Bwc'), 'yWa')).not.toContain('out');
    expect(moveEnds(yellow('yWa:a8 bNg:Bws'), 'yWa')).toContain('out');
    expect(moveEnds(yellow('yWa:a8 bNg*:Bwc'), 'yWa')).toContain('out');
  });

  it('the Ghost leaves through a wall, but not through an exit a character blocks (CN23)', () => {
    // b8's north half is a wall; the blue Naga facing b8 blocks that exit.
    expect(legal(play(yellow('yGh:b8'), 'move yGh').state)).toContain('step out');
    expect(legal(play(yellow('yGh:b8 bNg:Bws'), 'move yGh').state)).not.toContain('step out');
    expect(legal(play(yellow('yWa:b8'), 'move yWa').state)).not.toContain('step out');
  });

  it("cannot stay on the opponent's starting zone: stepping onto it is leaving, and the movement ends", () => {
    const r = walk(yellow('yWa:a8 yNg:a1'), 'yWa', 'out');
    expect(r.state.phase).toBe('actions');
    rejects(r.state, 'step Bwc', 'WRONG_PHASE');
  });
});

describe('views of a movement', () => {
  it('tells every seat each step and exchange', () => {
    const r = walk(yellow('yWa:b4 yKy:a4'), 'yWa', 'a4 +yKy');
    expect(eventsOf(r.events, 'stepped')[0]).toMatchObject({ piece: 'yWa', from: 'b4', to: 'a4' });
    expect(eventsOf(r.events, 'took')[0]).toMatchObject({ piece: 'yWa', item: 'yKy' });
    expect(view(r.state, 1).pieces.find((p) => p.id === 'yKy')!.carriedBy).toBe('yWa');
  });
});
