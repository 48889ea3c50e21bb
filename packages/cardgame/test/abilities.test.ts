// Actions other than movement and combat: Jump cards (rulebook: Jump cards, Legal vs.
// illegal jumps, Additional Jump cards), portcullises (Key, Lock-picking, Breaks portcullis),
// and the characters' and objects' abilities (Characters and Objects sections). Zones are
// those of the fixture board (helpers.ts): b2|b1 is blue-A's portcullis, b2's north half a
// wall, b1's south border a pit trap, b4|b3 a pit trap.
import { describe, expect, it } from 'vitest';
import { view } from '../src/index.ts';
import {
  board,
  eventsOf,
  isWounded,
  legal,
  legalFor,
  moveEnds,
  play,
  playAll,
  position,
  rejects,
  walk,
  where,
  yellow,
} from './helpers.ts';

describe('Jump cards (rulebook: Jump cards; CN5, CN6)', () => {
  it('jumps over a pit trap next to its zone for 1 AP and a Jump card, removed from the game', () => {
    const s = yellow('yWa:b4 yNg:a1');
    expect(legalFor(s, 'jump')).toEqual(['jump yWa b3 jump']);
    const r = play(s, 'jump yWa b3 jump');
    expect(where(r.state, 'yWa')).toBe('b3');
    expect(r.state.jumps[0]).toBe(2);
    expect(r.state.wheel[0]).toBe(2);
  });

  it('cannot land in a zone holding an unwounded enemy, may land beside a wounded one (the figure)', () => {
    expect(legalFor(yellow('yWa:b4 bWa:b3'), 'jump')).toEqual([]);
    expect(legalFor(yellow('yWa:b4 bWz*:b3'), 'jump')).toEqual(['jump yWa b3 jump']);
  });

  it('cannot jump a double pit trap: the halves of two rooms side by side (the figure)', () => {
    // red-B's north-east half and blue-A's south-east half are both pit traps between b2 and b3.
    const s = position(`DT-CardGame position 1
scenario standard
rooms red-B/0* red-A/0* blue-A/0* blue-B/0* green-A/0* green-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yWa:b2 yNg:a1`);
    expect(legalFor(s, 'jump')).toEqual([]);
    expect(moveEnds(s, 'yWa')).not.toContain('b3');
  });

  it("jumps onto its own starting zone across a pit trap there, and out of the labyrinth across the opponent's", () => {
    const own = yellow('yWa:b1 yNg:a4');
    expect(legalFor(own, 'jump')).toEqual(['jump yWa Ywc jump']);
    const out = board('phase actions active=blue turn=2\nwheels 0 3\npieces bWa:b1 bNg:a8');
    const r = play(out, 'jump bWa out jump');
    expect(where(r.state, 'bWa')).toBe('escaped');
    expect(r.state.vp).toEqual([0, 1]);
    expect(
      legalFor(board('phase actions active=blue turn=2\nwheels 0 3\npieces bWa:b1 bNg:a8 yCl:Ywc'), 'jump'),
    ).toEqual([]);
  });

  it('out of Jump cards, discards a Combat card other than +0 instead, shown to the opponent (Additional Jump cards)', () => {
    const s = yellow('yWa:b4 yNg:a1', 'hand yellow jumps=0 combat=0,2,5');
    expect(legalFor(s, 'jump')).toEqual(['jump yWa b3 2', 'jump yWa b3 5']);
    const r = play(s, 'jump yWa b3 5');
    expect(view(r.state, 0).hands[0].combat).toEqual([0, 2]);
    expect(eventsOf(r.events, 'jumped')[0]).toMatchObject({ card: 5 });
  });

  it('has no Combat card to discard in tutorial 1, which plays without them', () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0* blue-B/0* green-A/0* green-B/0*
pieces yNg:b4 yMk:a1
hand yellow jumps=0`);
    expect(legalFor(s, 'jump')).toEqual([]);
  });
});

describe('portcullises (Objects: Key; Backstabber, Thief: Lock-picking; Colossus, Warrior: Breaks portcullis)', () => {
  it('a Key carrier opens an adjacent portcullis for 1 AP, and the same Key closes it again', () => {
    const s = yellow('yNg:b1 yKy>yNg yMk:a4');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yNg n open']);
    const open = play(s, 'portcullis yNg n open').state;
    expect(moveEnds(open, 'yNg')).toContain('b2');
    expect(view(open, 1).rooms[0]!.portcullis).toBe('open');
    expect(legalFor(open, 'portcullis')).toEqual(['portcullis yNg n close']);
  });

  it('the Backstabber and the Thief pick the lock without a Key; others cannot', () => {
    expect(legalFor(yellow('yBs:b2 yMk:a4'), 'portcullis')).toEqual(['portcullis yBs s open']);
    expect(legalFor(yellow('yTh:b2 yMk:a4'), 'portcullis')).toEqual(['portcullis yTh s open']);
    expect(legalFor(yellow('yNg:b2 yMk:a4'), 'portcullis')).toEqual([]);
  });

  it('the Colossus and the Warrior break a closed portcullis for good: it opens and never closes again', () => {
    const s = yellow('yWa:b2 yKy>yWa yMk:a4');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yWa s open', 'portcullis yWa s break']);
    const broken = play(s, 'portcullis yWa s break').state;
    expect(view(broken, 1).rooms[0]!.portcullis).toBe('broken');
    expect(legalFor(broken, 'portcullis')).toEqual([]);
    expect(moveEnds(broken, 'yMk')).toBeDefined();
  });

  it('lists a portcullis once, whoever may work it', () => {
    expect(legalFor(yellow('yBs:b2 yTh:b2 yMk:a4'), 'portcullis')).toEqual(['portcullis yBs s open']);
  });
});

describe('Golem: Breaks walls (CN25)', () => {
  it("breaks every wall of his room for 1 AP, once a game, the room's portcullis with them", () => {
    const s = yellow('yGl:b2 yNg:a4');
    expect(moveEnds(s, 'yGl')).not.toContain('b3');
    const r = play(s, 'break-walls yGl');
    expect(moveEnds(r.state, 'yGl')).toEqual(expect.arrayContaining(['b1', 'b3']));
    expect(view(r.state, 1).rooms[0]).toMatchObject({ wallsBroken: true, portcullis: 'broken' });
    expect(view(r.state, 1).hands[0].wallCard).toBe(false);
    expect(legalFor(r.state, 'break-walls')).toEqual([]);
  });
});

describe('Cleric: Healing (CN17)', () => {
  it('heals a friendly wounded in his zone for 1 AP; the healed character does nothing more this turn', () => {
    const s = yellow('yCl:b4 yWa*:b4 bNg*:b4');
    expect(legalFor(s, 'heal')).toEqual(['heal yCl yWa']);
    const r = play(s, 'heal yCl yWa');
    expect(isWounded(r.state, 'yWa')).toBe(false);
    expect(legalFor(r.state, 'move', 'yWa')).toEqual([]);
    expect(view(r.state, 1).pieces.find((p) => p.id === 'yWa')!.spent).toBe(true);
  });

  it('does not heal himself, a wounded he carries, or one in another zone; one carried by a friend stands up', () => {
    expect(legalFor(yellow('yCl:b4 yWa*>yCl'), 'heal')).toEqual([]);
    expect(legalFor(yellow('yCl:b4 yWa*:a4'), 'heal')).toEqual([]);
    const r = play(yellow('yCl:b4 yNg:b4 yWa*>yNg'), 'heal yCl yWa');
    expect(where(r.state, 'yWa')).toBe('b4');
  });
});

describe('Troll: Regeneration', () => {
  it('stands up for 1 AP, not in the turn he was wounded, and does nothing more that turn', () => {
    const s = yellow('yTl*:b4 yNg:a4');
    expect(legalFor(s, 'regenerate')).toEqual(['regenerate yTl']);
    const r = play(s, 'regenerate yTl');
    expect(isWounded(r.state, 'yTl')).toBe(false);
    expect(legalFor(r.state, 'move', 'yTl')).toEqual([]);
    expect(legalFor(yellow('yTl*:b4 yNg:a4', 'flags yTl:n'), 'regenerate')).toEqual([]);
  });
});

describe('Pickpocket: Lifter', () => {
  it('steals an object an enemy carries in his zone for 1 AP, if he carries nothing himself', () => {
    const s = yellow('yPp:b4 bNg:b4 bKy>bNg');
    expect(legalFor(s, 'steal')).toEqual(['steal yPp bKy']);
    expect(where(play(s, 'steal yPp bKy').state, 'bKy')).toBe('>yPp');
    expect(legalFor(yellow('yPp:b4 yRp>yPp bNg:b4 bKy>bNg'), 'steal')).toEqual([]);
    expect(legalFor(yellow('yPp:b4 bNg:b4 bCl*>bNg'), 'steal')).toEqual([]);
  });
});

describe('Telekineticist: Psychokinesis (CN16)', () => {
  it('floats an object of her room up to 3 zones, over pit traps, not through arrow-slits or walls, for 1 AP', () => {
    const s = yellow('yTk:a2 yKy:a1 yNg:c4');
    const dests = new Set(legalFor(s, 'levitate').map((a) => a.split(' ')[3]!.split('-').pop()));
    expect(dests).toContain('b1');
    expect(dests).toContain('Yw');
    expect(dests).not.toContain('b2');
    const r = play(s, 'levitate yTk yKy a1-b1 -');
    expect(where(r.state, 'yKy')).toBe('b1');
    expect(r.state.wheel[0]).toBe(2);
  });

  it('may give it to a character where it stops, friend or foe with a free hand, not one another character carries', () => {
    const s = yellow('yTk:a2 yKy:a1 yNg:b1 bWa:b1 bRp>bWa');
    expect(legalFor(s, 'levitate').filter((a) => a.includes('a1-b1 '))).toEqual([
      'levitate yTk yKy a1-b1 -',
      'levitate yTk yKy a1-b1 yNg',
    ]);
    expect(legalFor(yellow('yTk:a2 yNg:a1 yKy>yNg'), 'levitate')).toEqual([]);
  });
});

describe('Fireball scroll (Objects: Fireball scroll; CN26)', () => {
  it('a magic user eliminates a character in line of sight or in his zone, friend or foe, and the scroll is spent', () => {
    const s = yellow('yWz:b3 yFb>yWz bWa:b5 yNg:a3');
    expect(legalFor(s, 'fireball')).toEqual(['fireball yWz yNg', 'fireball yWz bWa']);
    const r = play(s, 'fireball yWz bWa');
    expect(where(r.state, 'bWa')).toBe('dead');
    expect(where(r.state, 'yFb')).toBe('gone');
    expect(r.state.vp).toEqual([1, 0]);
  });

  it('kills a carrier and the wounded it carries; burning a friend scores for the opponent', () => {
    const r = play(yellow('yWz:b3 yFb>yWz bWa:b5 bCl*>bWa'), 'fireball yWz bWa');
    expect(where(r.state, 'bCl')).toBe('dead');
    expect(r.state.vp).toEqual([2, 0]);
    expect(play(yellow('yWz:b3 yFb>yWz yNg:a3'), 'fireball yWz yNg').state.vp).toEqual([0, 1]);
  });

  it('cannot be read by a character who is no magic user (it may still be carried)', () => {
    expect(legalFor(yellow('yWa:b3 yFb>yWa bWa:b5'), 'fireball')).toEqual([]);
  });
});

describe('Scroll of inversion (Objects; CN10)', () => {
  it("swaps the magic user's room with a face-up room beside it; cards and markers go with the rooms", () => {
    const s = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0*o blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yWz:a4 ySi>yWz yKy:b3 yNg:a1`);
    expect(legalFor(s, 'invert')).toEqual(['invert yWz 0', 'invert yWz 3', 'invert yWz 4']);
    const r = play(s, 'invert yWz 0');
    expect(where(r.state, 'yWz')).toBe('a2');
    expect(where(r.state, 'yKy')).toBe('b1');
    expect(where(r.state, 'yNg')).toBe('a3');
    expect(view(r.state, 0).rooms[2]).toMatchObject({ name: 'blue A', portcullis: 'open' });
    expect(where(r.state, 'ySi')).toBe('gone');
  });
});

describe('Wall-walker: Walks through walls (CN24)', () => {
  it('crosses a wall for 1 AP, not an arrow-slit, with exchanges before and after', () => {
    const s = yellow('yWw:b2 yKy:b2 yRp:b3');
    expect(moveEnds(s, 'yWw', 'wall-walk')).toEqual(['b3']);
    const r = walk(s, 'yWw', '+yKy b3 !yKy +yRp', 'wall-walk');
    expect(where(r.state, 'yWw')).toBe('b3');
    expect(where(r.state, 'yKy')).toBe('b3');
    expect(where(r.state, 'yRp')).toBe('>yWw');
    expect(r.state.wheel[0]).toBe(2);
    expect(moveEnds(yellow('yWw:d2'), 'yWw', 'wall-walk')).toEqual([]);
  });
});

describe('rotating with a Mechanork or the Ghost (Mechanork: Craftmanship; Ghost)', () => {
  it('a Mechanork on a gear zone turns his room or its twin either way; others follow the arrow', () => {
    expect(legal(yellow('yMk:a1')).filter((a) => a.startsWith('rotate'))).toEqual([
      'rotate 0 cw',
      'rotate 0 ccw',
      'rotate 1 cw',
      'rotate 1 ccw',
    ]);
    expect(legal(yellow('yWa:a1')).filter((a) => a.startsWith('rotate'))).toEqual([
      'rotate 0 cw',
      'rotate 1 ccw',
    ]);
    expect(legal(yellow('yGh:a1')).filter((a) => a.startsWith('rotate'))).toEqual([
      'rotate 0 cw',
      'rotate 1 ccw',
    ]);
  });
});

describe('turns at 0 AP', () => {
  it('ends the turn when the wheel is empty', () => {
    const r = playAll(board('phase actions active=yellow turn=3\nwheels 1 0\npieces yWa:b4 yNg:a1'), [
      'move yWa',
      'step a4',
      'stop',
    ]);
    expect(r.state.active).toBe(1);
    rejects(r.state, 'move yWa', 'ILLEGAL_ACTION');
  });
});
