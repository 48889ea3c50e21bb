// Game sets as data (set.ts): the core reads characters, objects, rooms and abilities from the
// position's set and names no character itself. A set written here from Prison's with the
// traits the 2004 "Classic" set needs (CLASSIC-DATA.md: a Goblin's 2 VP, the Treasure's +1, the
// Thief on pits and as a bridge, reveals from the starting line into both rooms (C2), a Troll
// acting while wounded, a Sword's +1 in attack) plays by them without a line of engine code of
// its own; the room validator takes each set's constraints (Classic's rooms have pockets).
import { describe, expect, it } from 'vitest';
import {
  MoveKind,
  PRISON,
  createState,
  legalActions,
  makeAction,
  toPositionData,
  validateRooms,
  type Ability,
  type GameSet,
  type State,
} from '../src/index.ts';
import { head } from '../src/core/moves.ts';
import { setWounded } from '../src/core/pieces.ts';
import { spendAp } from '../src/rules/turn.ts';
import { PLAIN_ROOM, legalFor, play, playAll, position, rejects, seen } from './helpers.ts';

/** A wounded character stands up again for 1 AP, not in the turn it was wounded (as Classic's Troll). */
const standingUp: Ability = {
  kind: MoveKind.Heal,
  type: 'heal',
  arg: 'target',
  byWounded: true,
  generate(s, c, out) {
    if (!((s.woundedNow >> c) & 1)) out.push(head(MoveKind.Heal, c, c));
  },
  legal: (s, c, t) => t === c && s.wounded[c] === 1 && !((s.woundedNow >> c) & 1),
  refusal: (piece) => `${piece} cannot stand up now`,
  play(s, c, _t, _b, events) {
    spendAp(s, c, 1);
    setWounded(s, c, 0);
    s.healedNow |= 1 << c;
    events?.push({ type: 'healed', piece: c, by: c });
  },
};

const BANSHEE = 6;
const SHIELD = 4;
const SPEAR = 2;

/** Prison's set with Classic's kinds of traits given to its pieces. */
const SEAMS: GameSet = {
  ...PRISON,
  name: 'Seams',
  characters: PRISON.characters.map((c, k) =>
    k === BANSHEE ? { ...c, escapeVp: 2, walksOnPits: true, bridgesPits: true } : c,
  ),
  objects: PRISON.objects.map((o, k) => (k === SHIELD ? { ...o, escapeVp: 1 } : o)),
  lineAccess: 'both',
  abilities: [PRISON.abilities[0]!, PRISON.abilities[1]!, standingUp],
  combatBonus: (s, c, p, side) =>
    side === c.attackers && s.held[p]! >= 16 && (s.held[p]! - 16) % 6 === SPEAR ? 1 : 0,
};

/** The same position in another set. */
function inSet(s: State, set: GameSet): State {
  const r = createState({ ...toPositionData(s), set });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A room open everywhere with a pit trap in its middle (c3 in slot 0). */
const PIT_ROOM = `room K 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . O . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

const board = (pieces: string, rooms = 'K/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*', more = ''): State =>
  position(
    `DT-Prison position 1\nscenario standalone\n${PLAIN_ROOM}\n${PIT_ROOM}\nrooms ${rooms}\n${more}\npieces ${pieces}`,
  );

describe('a set is data the core reads', () => {
  it('scores a character’s own escape VP, and what an object carried out is worth (Goblin, Treasure)', () => {
    const s = board('yBn:c20>ySh yMk:a0');
    expect(play(s, 'move yBn c20-c21').state.vp[0]).toBe(1);
    expect(play(inSet(s, SEAMS), 'move yBn c20-c21').state.vp[0]).toBe(3);
  });

  it('lets a character walk onto a pit trap and stand there, and its friends cross it (Thief, C11)', () => {
    const s = board('yBn:c2 yMk:c1');
    rejects(s, 'move yBn c2-c3');
    const seams = inSet(s, SEAMS);
    const onPit = play(seams, 'move yBn c2-c3').state;
    expect(seen(onPit, 'yBn')).toBe('miniature c3');
    // The Mekanork crosses the pit where its friend stands, which Prison's rules do not allow.
    const crossed = inSet(board('yBn:c3 yMk:c2'), SEAMS);
    expect(legalFor(crossed, 'move', 'yMk')).toContain('move yMk c2-c3-c4');
    rejects(board('yBn:b3 yMk:c2'), 'move yMk c2-c3-c4');
  });

  it('makes such a character wounded on a pit without a Rope fall (C11)', () => {
    const s = inSet(board('yBn:c3 bCo:c4', undefined, 'phase actions active=blue ap=5'), SEAMS);
    const t = playAll(s, ['attack bCo yBn', 'combat blue 0', 'combat yellow 0']);
    expect(seen(t, 'yBn')).toBe('eliminated');
    expect(t.vp[1]).toBe(1);
  });

  it('lets a miniature on its starting line reveal either room touching the line (C2)', () => {
    const s = board('yMk:a0', 'K/0* P/0 P/0* P/0* P/0* P/0* P/0* P/0*');
    expect(legalFor(s, 'reveal')).toEqual([]);
    expect(legalFor(inSet(s, SEAMS), 'reveal')).toEqual(['reveal 1']);
  });

  it('lists an ability of a wounded character, and only the set’s abilities (Troll; no Bow, no spear)', () => {
    const s = board('yCl*:h10 yWz:e9>yBw bMk:e12 yNg:a8>ySp bCl:a10');
    const seams = inSet(s, SEAMS);
    expect(legalFor(s, 'shoot')).toEqual(['shoot yWz n']);
    expect(legalFor(s, 'spear')).toEqual(['spear yNg bCl']);
    expect(
      legalActions(seams)
        .map(makeAction)
        .filter((a) => /^(shoot|spear|heal)/.test(a)),
    ).toEqual(['heal yCl yCl']);
    expect(seen(play(seams, 'heal yCl yCl').state, 'yCl')).toBe('miniature h10');
  });

  it('adds the set’s combat bonus (a Sword: +1 to its carrier in attack)', () => {
    const s = board('yNg:e9>ySp bMk:e10');
    const attack = (x: State): number[] => {
      const r = play(playAll(x, ['attack yNg bMk', 'combat yellow 0']), 'combat blue 0');
      const e = r.events.find((ev) => ev.type === 'combat-result');
      return e && e.type === 'combat-result' ? e.totals : [];
    };
    expect(attack(s)).toEqual([2, 2]);
    expect(attack(inSet(s, SEAMS))).toEqual([3, 2]);
  });
});

describe('room constraints per set (validateRooms)', () => {
  it("hold for the Prison rooms under Prison's rules", () => {
    expect(validateRooms(PRISON.rooms, PRISON.roomRules)).toEqual([]);
  });

  it('refuse a room with a pocket reachable only from outside where the set wants connected rooms, not elsewhere', () => {
    const pocket = position(`DT-Prison position 1
scenario standalone
room Q 40 cw
+ + + + + +
 .|. . . @ 
+-+ + + + +
 . . . . . 
+ + + + + +
 . . O . . 
+#+ + + + +
 . . . .:. 
+ + + + + +
 . . . . . 
+ + + + + +
rooms Q/0* Q/0* Q/0* Q/0* Q/0* Q/0* Q/0* Q/0*
pieces yMk:a0`).roomDefs[0]!;
    expect(pocket.name).toBe('Q');
    expect(validateRooms([pocket], PRISON.roomRules).join('\n')).toMatch(
      /Q: 1 squares cannot be reached from opening/,
    );
    expect(validateRooms([pocket], { ...PRISON.roomRules, connected: false })).toEqual([]);
  });
});
