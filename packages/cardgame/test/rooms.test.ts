// Rooms: the 12 room cards (CN1), revealing a room and placing its cards (rulebook:
// Revealing a room and its figure "Who can reveal a room?", Revealing and placing the room's
// object; Tutorial 2: Revealing a room; CN11, CN29), and rotating rooms (Rotating a room; CN10).
import { describe, expect, it } from 'vitest';
import { PAIRS, ROOMS, view } from '../src/index.ts';
import { eventsOf, legal, legalFor, legalOf, play, playAll, position, rejects, where } from './helpers.ts';

describe('the room cards (CN1)', () => {
  it('are 6 twin pairs turning in opposite directions, each room with 4 zones, one of them the gear', () => {
    expect(ROOMS).toHaveLength(12);
    for (let pair = 0; pair < PAIRS.length; pair++) {
      const [a, b] = ROOMS.filter((r) => r.pair === pair);
      expect(a!.clockwise).toBe(true);
      expect(b!.clockwise).toBe(false);
    }
    for (const r of ROOMS) expect([...r.icons].sort()).toEqual([0, 1, 2, 3]);
  });

  it('carry the 9 portcullises of the box, one per room', () => {
    expect(ROOMS.filter((r) => r.hasPortcullis)).toHaveLength(9);
  });
});

// Tutorial 1 on the blue and green pairs: the west room of yellow's end (blue A, turned a
// quarter) has its triangle zone b2 open to the east and north, towards two face-down rooms.
const figure = (active: 'yellow' | 'blue'): ReturnType<typeof position> =>
  position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/1* blue-B/0 green-A/0 green-B/0*
phase actions active=${active} turn=3
wheels 3 3
pieces yMk:b2 yNg:Yes bNg:d3 bMk:Bes yRp:@1 bKy:@2 yKy:d4 bRp:a1`);

describe('who can reveal a room (rulebook: Revealing a room and its figure)', () => {
  it('a character in a zone along a face-down room, across an open border, reveals it for 1 AP', () => {
    expect(legalFor(figure('yellow'), 'reveal')).toEqual(['reveal 1', 'reveal 2']);
  });

  it('a character on its starting zone reveals the room in front of it, whatever it faces', () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/1* blue-B/0 green-A/0 green-B/0*
phase actions active=yellow turn=3
pieces yNg:Yet bMk:Bes yRp:@1 bKy:@2 yKy:d4 bRp:a1`);
    expect(legalFor(s, 'reveal')).toEqual(['reveal 1']);
  });

  it('across a pit trap on its own side of the border (CN11)', () => {
    // green-A's south-east zone (b1) has a pit trap on its east half, towards face-down slot 1.
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms green-A/0* green-B/0 blue-A/0 blue-B/0
phase actions active=yellow turn=3
pieces yNg:b1 yMk:a1 bNg:Bwt bMk:Bet`);
    expect(legalFor(s, 'reveal')).toEqual(['reveal 1']);
  });

  it('not through an arrow-slit, and nothing to reveal in front of a face-up room', () => {
    expect(legalFor(figure('blue'), 'reveal')).toEqual([]);
  });

  it('a revealed room keeps the orientation it was dealt; the character does not enter it', () => {
    const r = play(figure('yellow'), 'reveal 1');
    expect(view(r.state, 0).rooms[1]).toMatchObject({ revealed: true, name: 'blue B', orientation: 0 });
    expect(where(r.state, 'yMk')).toBe('b2');
    expect(r.state.wheel[0]).toBe(2);
  });
});

describe('placing the cards of a revealed room (CN29)', () => {
  it("tutorial 1: the opponent of the object's colour places it, in any zone", () => {
    const r = play(figure('yellow'), 'reveal 1');
    expect(view(r.state, 0).placing).toMatchObject({ next: 'yRp', placer: 'blue' });
    // In icon order: triangle d1, square c1, circle c2, gear d2.
    expect(legalOf(r.state, 1)).toEqual([
      'place blue yRp d1',
      'place blue yRp c1',
      'place blue yRp c2',
      'place blue yRp d2',
    ]);
    const placed = play(r.state, 'place blue yRp d2').state;
    expect(where(placed, 'yRp')).toBe('d2');
    expect(placed.phase).toBe('actions');
  });

  it("the revealing player places the characters and the opponent's objects, then the opponent the revealer's; characters act at once", () => {
    // red-A (slot 4, face-down) holds the blue Naga, the yellow Colossus and the yellow Key.
    const s = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0 red-B/0 orange-A/0 orange-B/0
phase actions active=yellow turn=3
pieces yWa:a4 bNg:@4 yCo:@4 yKy:@4 yMk:a1 bMk:Bes`);
    const r = play(s, 'reveal 4');
    expect(view(r.state, 1).placing).toMatchObject({ queue: ['yCo', 'bNg', 'yKy'], placer: 'yellow' });
    const after = playAll(r.state, ['place yellow yCo a5', 'place yellow bNg b5']).state;
    expect(view(after, 1).placing).toMatchObject({ next: 'yKy', placer: 'blue' });
    rejects(after, 'place yellow yKy a6', 'NOT_YOUR_TURN');
    rejects(after, 'place blue yKy a5');
    const done = play(after, 'place blue yKy b6').state;
    expect(done.phase).toBe('actions');
    expect(legalFor(done, 'move', 'yCo')).toEqual(['move yCo']);
  });

  it('shows the cards of the revealed room to everyone', () => {
    const r = play(figure('yellow'), 'reveal 1');
    expect(eventsOf(r.events, 'revealed')[0]).toMatchObject({ room: 1, name: 'blue B', cards: ['yRp'] });
    expect(view(r.state, 'spectator').pieces.find((p) => p.id === 'yRp')!.name).toBe('Rope');
  });
});

describe('rotating a room (rulebook: Rotating a room; CN10)', () => {
  it('a character on a gear zone turns its room a quarter along its arrow for 1 AP; everything stays in its icon zone', () => {
    // green-B turns counter-clockwise; its triangle zone is c3 and its gear d4.
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0* blue-B/0* green-A/0* green-B/0*
phase actions active=yellow turn=3
pieces yWa:d4 yKy:c3 yNg:Yet bMk:Bes`);
    expect(legalFor(s, 'rotate')).toEqual(['rotate 2 cw', 'rotate 3 ccw']);
    const r = play(s, 'rotate 3 ccw');
    expect(view(r.state, 0).rooms[3]!.orientation).toBe(3);
    expect(where(r.state, 'yWa')).toBe('c4');
    expect(where(r.state, 'yKy')).toBe('d3');
    expect(r.state.wheel[0]).toBe(2);
  });

  it("may turn the twin room instead, in the twin's own direction; a face-down twin does not turn", () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0* blue-B/0* green-A/0 green-B/0*
phase actions active=yellow turn=3
pieces yWa:d4 yNg:Yet bMk:Bes yKy:@2`);
    expect(legalFor(s, 'rotate')).toEqual(['rotate 3 ccw']);
  });

  it('keeps a starting-zone character facing the same icon, which may turn away from the starting zone', () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0* blue-B/0* green-A/0* green-B/0*
phase actions active=yellow turn=3
pieces yMk:a1 yNg:Ywg bMk:Bes`);
    const r = play(s, 'rotate 0 cw');
    expect(where(r.state, 'yNg')).toBe('Ywg');
    expect(legal(play(r.state, 'move yNg').state)).not.toContain('step a1');
  });
});
