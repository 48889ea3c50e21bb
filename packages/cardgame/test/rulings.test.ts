// Four rulings of the rulebook that the engine follows as written (issue 39 item 7), each
// with the rulebook's sentence and the rules note it settles (docs/cardgame-rules-notes.md).
import { describe, expect, it } from 'vitest';
import { view } from '../src/index.ts';
import { legal, legalFor, moveEnds, play, playAll, position, walk, where, yellow } from './helpers.ts';

describe('two portcullises on one border (Key, Lock-picking, Breaks portcullis; CN33)', () => {
  // "An adjacent portcullis is a portcullis sitting on one of the edges of the zone where the
  // character is located." b1|c1 carries orange B's portcullis on b1's side and red B's on c1's.
  const s = position(`DT-CardGame position 1
scenario standard
rooms orange-B/3* red-B/0* orange-A/0* red-A/0* blue-A/0* blue-B/0* green-A/0* green-B/0*
phase actions active=yellow turn=3
pieces yBs:b1 yCo:b1 bNg:d8`);

  it('lists each portcullis once, naming its room, and opens the one it names', () => {
    const listed = legalFor(s, 'portcullis');
    expect(listed).toEqual([
      'portcullis yBs e open 0',
      'portcullis yBs e open 1',
      'portcullis yCo e break 0',
      'portcullis yCo e break 1',
    ]);
    expect(new Set(legal(s)).size).toBe(legal(s).length);
    const own = play(s, 'portcullis yBs e open 0').state;
    const far = play(s, 'portcullis yBs e open 1').state;
    expect(
      view(own, 0)
        .rooms.slice(0, 2)
        .map((r) => r.portcullis),
    ).toEqual(['open', 'closed']);
    expect(
      view(far, 0)
        .rooms.slice(0, 2)
        .map((r) => r.portcullis),
    ).toEqual(['closed', 'open']);
    expect(view(play(s, 'portcullis yCo e break 1').state, 0).rooms[1]!.portcullis).toBe('broken');
  });

  it("reads an older record that names no room as the portcullis of the character's own room", () => {
    expect(view(play(s, 'portcullis yBs e open').state, 0).rooms[0]!.portcullis).toBe('open');
  });
});

describe('the General and ranged combat (General: Charismatic; CN32)', () => {
  // "All friendly characters located in the same room as the General get a +1 bonus in combat in
  // both attack and defense. [...] This bonus is not applicable to ranged combat."
  // yCb shoots bMk in b5 from b3; yWa fights beside the target; a General of each side stands in
  // red A (a5, b5, a6, b6).
  const s = yellow('yCb:b3 yWa:b5 yGe:b6 bMk:b5 bGe:a6');

  it('adds nothing to the target of a shot, the defenders beside it or the attackers in its zone', () => {
    expect(view(play(s, 'shoot yCb bMk').state, 'spectator').combat!.strength).toEqual([3 + 3, 2]);
  });

  it('still adds its +1 to both sides in a close combat in the same room', () => {
    expect(view(play(s, 'attack yWa bMk').state, 'spectator').combat!.strength).toEqual([3 + 1, 2 + 1]);
  });
});

describe('the Scroll of inversion beside a face-down room (Objects: Scroll of inversion; CN10)', () => {
  // "For 1AP, a magic user can use the Scroll of inversion to switch the room where he is located
  // with an adjacent room (no diagonals). The rooms don't rotate. They simply switch places in the
  // labyrinth. All Object, Character, and marker cards (Open/Broken portcullis, Broken wall) move
  // with the rooms, staying in the same zone within the room."
  const s = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0* blue-B/0* green-A/0* green-B/0 red-A/0* red-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yWz:a4 ySi>yWz bNg:d8 yKy:@3`);

  it('may swap the room with a face-down room beside it, which stays face down with the cards beside it', () => {
    expect(legalFor(s, 'invert')).toEqual(['invert yWz 0', 'invert yWz 3', 'invert yWz 4']);
    const r = play(s, 'invert yWz 3').state;
    const v = view(r, 1);
    expect(v.rooms[2]).toMatchObject({ revealed: false, name: null, faceDown: [1, 0] });
    expect(v.rooms[3]).toMatchObject({ revealed: true, name: 'green A' });
    expect(where(r, 'yWz')).toBe('c4');
    expect(where(r, 'yKy')).toBe('@2');
    expect(where(r, 'ySi')).toBe('gone');
  });
});

describe('a zone entered with an enemy (Movement; CN9)', () => {
  // "Enter a zone containing an enemy character. However, he cannot move through that zone this
  // turn. He can either stay in the zone for one turn and move through it in a later turn, or he
  // can exit the zone through the same entrance he used to enter it."
  const s = yellow('yNg:a4 bMk:a5');
  const stopped = walk(s, 'yNg', 'a5').state;

  it('may be left this turn only through the border it came in by, in a later movement too', () => {
    expect(legal(play(stopped, 'move yNg').state)).toEqual(['step a4']);
    expect(moveEnds(stopped, 'yNg')).not.toContain('a6');
    expect(moveEnds(stopped, 'yNg')).toContain('a4');
    expect(view(stopped, 1).pieces.find((p) => p.id === 'yNg')!.enteredFrom).toBe('a4');
  });

  it('is left freely on a later turn', () => {
    const later = playAll(stopped, ['end', 'end']).state;
    expect(view(later, 0).pieces.find((p) => p.id === 'yNg')!.enteredFrom).toBeNull();
    expect(moveEnds(later, 'yNg')).toContain('a6');
  });
});
