// Close combat (rulebook pp. 10-12; R9, R15, R18, R19; N6, N23): starting a combat,
// the secret Combat cards, resolution, wounded characters, starting lines, and the
// errors apply returns around a combat. Group combat, the Telepath, the Telescoping
// spear and the Bow have their own files.
import { describe, expect, it } from 'vitest';
import { toMove, view, viewEvent, type State } from '../src/index.ts';
import { legalFor, play, playAll, position, rejects, PLAIN_ROOM, plain, seen } from './helpers.ts';

const combatCards = (s: State, seat: string): string[] =>
  legalFor(s, 'combat').filter((a) => a.startsWith(`combat ${seat} `));

// Blue's Naga (combat 2) next to yellow's Mekanork (combat 2).
const duel = (): State =>
  plain(`phase actions active=blue ap=5
pieces bNg:c4 yMk:c3`);

describe('Initiating combat (rulebook p. 10)', () => {
  it('costs 1 AP and asks both players for a Combat card, in either order (R9)', () => {
    const s = play(duel(), 'attack bNg yMk').state;
    expect(s.phase).toBe('combat');
    expect(s.ap).toBe(4);
    expect(toMove(s)).toEqual([0, 1]);
    expect(combatCards(s, 'yellow')).toHaveLength(7);
    expect(combatCards(s, 'blue')).toHaveLength(7);
    const yellowFirst = playAll(s, ['combat yellow 1', 'combat blue 3']);
    const blueFirst = playAll(s, ['combat blue 3', 'combat yellow 1']);
    expect(seen(yellowFirst, 'yMk')).toBe('wounded c3');
    expect(seen(blueFirst, 'yMk')).toBe('wounded c3');
    expect(blueFirst.combatHand).toEqual(yellowFirst.combatHand);
  });

  it('adds each card to the combat value; the higher total wounds the loser (p. 10)', () => {
    const s = play(duel(), 'attack bNg yMk').state;
    const r = play(play(s, 'combat blue 3').state, 'combat yellow 2');
    expect(r.events).toContainEqual({ type: 'combat-result', cards: [2, 3], totals: [4, 5], winner: 1 });
    expect(seen(r.state, 'yMk')).toBe('wounded c3');
    expect(seen(r.state, 'bNg')).toBe('miniature c4');
    expect(r.state.phase).toBe('actions');
    expect(r.state.ap).toBe(4);
  });

  it('wounds the attacker when the defender has the higher total (p. 10)', () => {
    const s = playAll(duel(), ['attack bNg yMk', 'combat blue 1', 'combat yellow 4']);
    expect(seen(s, 'bNg')).toBe('wounded c4');
    expect(seen(s, 'yMk')).toBe('miniature c3');
  });

  it('changes nothing on a tie, and another combat may be started for 1 more AP (p. 10)', () => {
    const s = playAll(duel(), ['attack bNg yMk', 'combat blue 2', 'combat yellow 2']);
    expect(seen(s, 'bNg')).toBe('miniature c4');
    expect(seen(s, 'yMk')).toBe('miniature c3');
    expect(s.ap).toBe(4);
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yMk']);
    expect(play(s, 'attack bNg yMk').state.ap).toBe(3);
  });

  it('discards the Combat cards played except "+0", which returns to the hand (p. 10)', () => {
    const s = playAll(duel(), ['attack bNg yMk', 'combat blue 0', 'combat yellow 3']);
    expect(view(s, 1).hands[1].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5, 6]);
    expect(view(s, 0).hands[0].combat).toEqual([0, 1, 2, 2, 3, 4, 5, 6]);
  });

  it('makes both revealed cards public to everyone (R6)', () => {
    const s = playAll(duel(), ['attack bNg yMk', 'combat blue 0', 'combat yellow 3']);
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(view(s, viewer).revealedCards).toEqual([
        { seat: 'yellow', value: 3 },
        { seat: 'blue', value: 0 },
      ]);
    }
  });

  it('keeps a chosen card secret from the opponent until both are in (R9, R6)', () => {
    const s = play(duel(), 'attack bNg yMk').state;
    const r = play(s, 'combat yellow 5');
    const t = r.state;
    expect(toMove(t)).toEqual([1]);
    expect(view(t, 0).combat?.myCard).toBe(5);
    for (const viewer of [1, 'spectator'] as const) {
      const v = view(t, viewer);
      expect(v.combat?.myCard).toBeNull();
      expect(v.combat?.chosen).toEqual([true, false]);
      expect(v.hands[0].combat).toBeNull();
      expect(v.hands[0].combatCount).toBe(9);
      expect(v.revealedCards).toEqual([]);
      const chosen = r.events.find((e) => e.type === 'card-chosen')!;
      expect(viewEvent(t, chosen, viewer)).toEqual({ type: 'card-chosen', seat: 'yellow' });
    }
  });

  it('ends the turn once a combat bought with the last AP is resolved', () => {
    const last = plain(`phase actions active=blue ap=1
pieces bNg:c4 yMk:c3`);
    const t = play(last, 'attack bNg yMk').state;
    expect(t.phase).toBe('combat');
    const u = playAll(t, ['combat blue 0', 'combat yellow 0']);
    expect(u.phase).toBe('card');
    expect(u.active).toBe(0);
  });
});

describe('Who can be attacked (rulebook p. 10, R15)', () => {
  // yMk at c3: wall to c4, arrow-slit to d3, closed portcullis to c2, open to b3, b4 diagonal.
  // yNg at a1: open portcullis to b1, broken portcullis to a2.
  const fixture = (): State =>
    position(`
DT-Prison position 1
scenario standalone
room R 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + +-+ + +
 . . .:. . 
+ + +#+ + +
 . . . . . 
+#+ + + + +
 .#. . . . 
+ + + + + +
${PLAIN_ROOM}
rooms R/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*
portcullis R=b,o,c
pieces yMk:c3 yNg:a1 bBs:b3 bCl:c4 bBn:d3 bWz:c2 bNg:b4 bMk:b1 bCo:a2
`);

  it('only adjacent enemies: not through a wall, an arrow-slit or a closed portcullis, never diagonally', () => {
    const s = fixture();
    expect(legalFor(s, 'attack', 'yMk')).toEqual(['attack yMk bBs']);
    for (const t of ['bCl', 'bBn', 'bWz', 'bNg']) {
      rejects(s, `attack yMk ${t}`);
    }
  });

  it('open and broken portcullises do not separate squares (R15)', () => {
    const s = fixture();
    expect(legalFor(s, 'attack', 'yNg').sort()).toEqual(['attack yNg bCo', 'attack yNg bMk']);
    // Both are adjacent to the attacker, so both defend (R16).
    const t = play(s, 'attack yNg bCo').state;
    expect(view(t, 'spectator').combat?.defenders).toEqual(['bCo', 'bMk']);
  });

  it('never a friend', () => {
    const s = plain(`pieces yMk:c3 yNg:c4 bMk:c2`);
    expect(legalFor(s, 'attack', 'yMk')).toEqual(['attack yMk bMk']);
    rejects(s, 'attack yMk yNg');
  });

  it('a character on its own starting line may be attacked from a room (p. 10)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:b1 yMk:b0`);
    expect(legalFor(s, 'attack', 'bNg')).toEqual(['attack bNg yMk']);
    const t = playAll(s, ['attack bNg yMk', 'combat blue 3', 'combat yellow 0']);
    expect(seen(t, 'yMk')).toBe('wounded b0');
  });

  it('no combat is started from a starting line (N6)', () => {
    const s = plain(`pieces yMk:b0 bNg:b1`);
    expect(legalFor(s, 'attack')).toEqual([]);
    rejects(s, 'attack yMk bNg');
  });
});

describe("Tutorial 2: the Cleric's team attacks from the opponent's starting line (rulebook p. 12)", () => {
  // Blue may "move around, attack, and otherwise stay in the opponent's starting line": the blue
  // Backstabber b0 stands on yellow's line below the yellow Mekanork b1 (the room is open there),
  // the blue Naga e0 with the Telescoping spear two squares below the yellow Colossus e2.
  const onYellowLine = (active: string, pieces: string): State =>
    position(`
DT-Prison position 1
scenario tutorial-2
rooms 37A/0* 38B/1* 38A/2* 37B/3*
phase actions active=${active} ap=3 turn=10
pieces ${pieces} ySp:gone yRp:gone bRp:gone`);

  it("blue attacks, and spear-attacks, from yellow's starting line", () => {
    const s = onYellowLine('blue', 'yCo:e2 yMk:b1 bBs:b0 bNg:e0>bSp bCl:h6');
    expect(legalFor(s, 'attack')).toEqual(['attack bBs yMk']);
    expect(legalFor(s, 'spear')).toEqual(['spear bNg yCo']);
    const t = playAll(s, ['attack bBs yMk', 'combat blue 3', 'combat yellow 0']);
    expect(seen(t, 'yMk')).toBe('wounded b1');
  });

  it('blue attacks a yellow character standing on its own line from beside it', () => {
    const s = onYellowLine('blue', 'yCo:e10 yMk:c0 bBs:c1 bNg:d0>bSp bCl:e11');
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yMk']);
  });

  it('yellow still starts no combat from a starting line, nor blue from its own (N6)', () => {
    const s = onYellowLine('yellow', 'yCo:d10 yMk:b0 bBs:b1 bNg:h6>bSp bCl:d11');
    expect(legalFor(s, 'attack')).toEqual(['attack yCo bCl']); // from a room, at a character on its line (p. 10)
    rejects(s, 'attack yMk bBs');
    const t = onYellowLine('blue', 'yCo:d10 yMk:b0 bBs:b1 bNg:h6>bSp bCl:d11');
    expect(legalFor(t, 'attack', 'bCl')).toEqual([]);
    rejects(t, 'attack bCl yCo');
  });
});

describe('Wounded characters (rulebook p. 11)', () => {
  it('a wounded defends with combat value 0 and must still play a card', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk*:c3`);
    const t = play(s, 'attack bNg yMk').state;
    expect(toMove(t)).toEqual([0, 1]);
    expect(combatCards(t, 'yellow')).toHaveLength(7);
    rejects(t, 'end', 'WRONG_PHASE');
    const r = play(play(t, 'combat yellow 2').state, 'combat blue 1');
    expect(r.events).toContainEqual({ type: 'combat-result', cards: [2, 1], totals: [2, 3], winner: 1 });
  });

  it('a wounded that loses is eliminated and its opponent scores 1 VP (R19)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk*:c3
blue vp=1 kills=1`);
    const t = playAll(s, ['attack bNg yMk', 'combat blue 1', 'combat yellow 0']);
    expect(seen(t, 'yMk')).toBe('eliminated');
    expect(t.vp).toEqual([0, 2]);
    expect(t.kills).toEqual([0, 2]);
  });

  it('a wounded that wins wounds its attacker (p. 11)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk*:c3`);
    const t = playAll(s, ['attack bNg yMk', 'combat blue 1', 'combat yellow 4']);
    expect(seen(t, 'bNg')).toBe('wounded c4');
    expect(seen(t, 'yMk')).toBe('wounded c3');
    expect(t.vp).toEqual([0, 0]);
  });

  it('a miniature that becomes wounded leaves its object under it (p. 11)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yMk:c3>yKy`);
    const t = playAll(s, ['attack bNg yMk', 'combat blue 3', 'combat yellow 0']);
    expect(seen(t, 'yMk')).toBe('wounded c3');
    expect(seen(t, 'yKy')).toBe('object c3');
  });

  it('a carried wounded is eliminated when its carrier loses, and the carrier is wounded (p. 12)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yNg:c3>yMk*`);
    const t = playAll(s, ['attack bNg yNg', 'combat blue 3', 'combat yellow 0']);
    expect(seen(t, 'yNg')).toBe('wounded c3');
    expect(seen(t, 'yMk')).toBe('eliminated');
    expect(t.vp).toEqual([0, 1]);
  });

  it('a carried wounded cannot be attacked on its own', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 yNg:c3>yMk*`);
    expect(legalFor(s, 'attack')).toEqual(['attack bNg yNg']);
    rejects(s, 'attack bNg yMk');
  });

  it('a character wounded this turn cannot be attacked again, even by another miniature (R18)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 bBs:a3 yMk:c3`);
    const t = playAll(s, ['attack bNg yMk', 'combat blue 3', 'combat yellow 0', 'move bBs a3-b3']);
    expect(seen(t, 'yMk')).toBe('wounded c3');
    expect(legalFor(t, 'attack')).toEqual([]);
    rejects(t, 'attack bBs yMk');
    rejects(t, 'attack bNg yMk');
  });

  it('a character wounded in an earlier turn can be attacked (R18)', () => {
    const now = plain(`phase actions active=blue
marks wounded-now=yMk
pieces bBs:b3 yMk*:c3`);
    const earlier = plain(`phase actions active=blue
pieces bBs:b3 yMk*:c3`);
    expect(legalFor(now, 'attack')).toEqual([]);
    rejects(now, 'attack bBs yMk');
    expect(legalFor(earlier, 'attack')).toEqual(['attack bBs yMk']);
  });

  it('a wounded cannot act, so it never starts a combat (p. 11)', () => {
    const s = plain(`phase actions active=blue
pieces bNg*:c4 yMk:c3`);
    expect(legalFor(s, 'attack')).toEqual([]);
    expect(legalFor(s, 'move', 'bNg')).toEqual([]);
    rejects(s, 'attack bNg yMk');
  });
});

describe('Combat and apply errors', () => {
  it('a Combat card chosen by a seat with nothing to decide is NOT_YOUR_TURN', () => {
    const s = duel();
    rejects(s, 'combat yellow 3', 'NOT_YOUR_TURN');
    const t = play(s, 'attack bNg yMk').state;
    const u = play(t, 'combat yellow 3').state;
    rejects(u, 'combat yellow 2', 'NOT_YOUR_TURN');
    expect(legalFor(u, 'combat')).toEqual(combatCards(u, 'blue'));
  });

  it('a Combat card while no combat is pending is WRONG_PHASE for the active seat', () => {
    rejects(duel(), 'combat blue 3', 'WRONG_PHASE');
  });

  it('a card that is not in the hand is rejected', () => {
    const s = plain(`phase actions active=blue
yellow combat=0,1,2
pieces bNg:c4 yMk:c3`);
    const t = play(s, 'attack bNg yMk').state;
    expect(combatCards(t, 'yellow')).toEqual(['combat yellow 0', 'combat yellow 1', 'combat yellow 2']);
    rejects(t, 'combat yellow 5');
    rejects(t, 'combat yellow 7');
  });

  it('no other action while the cards are being chosen (WRONG_PHASE)', () => {
    const s = plain(`phase actions active=blue
pieces bNg:c4 bBs:a1 yMk:c3`);
    const t = play(s, 'attack bNg yMk').state;
    rejects(t, 'move bBs a1-a2', 'WRONG_PHASE');
    rejects(t, 'attack bNg yMk', 'WRONG_PHASE');
    rejects(t, 'end', 'WRONG_PHASE');
    rejects(t, 'announce yellow 3', 'WRONG_PHASE');
    expect(legalFor(t, 'move')).toEqual([]);
  });

  it('tutorial 1 has no Combat cards, so no combat (N23)', () => {
    const s = position(`
DT-Prison position 1
scenario tutorial-1
${PLAIN_ROOM}
rooms P/0* P/0* P/0* P/0*
pieces yMk:c3 yNg:b3 bMk:c4 bNg:b4
`);
    expect(legalFor(s, 'attack')).toEqual([]);
    rejects(s, 'attack yMk bMk');
    rejects(s, 'combat yellow 0', 'WRONG_PHASE');
  });
});
