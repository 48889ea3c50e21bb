// Non-combat abilities: the Fireball wand (p. 17; R17, R18, R19), the Banshee's scream
// (p. 14, Figure 9; R20, N11) and the Cleric's healing (p. 12; N7, N21). Figure 9 shows the
// Banshee screaming through an arrow-slit he stands next to, so the scream finds its target
// by the line of sight of R17 (N10).
import { describe, expect, it } from 'vitest';
import { Loc, squareName, view, type State } from '../src/index.ts';
import { legalFor, play, playAll, position, rejects } from './helpers.ts';

// Room F in slot 0 (a1..e5), north at the top. Its north border opens at b5 onto slot 2.
//   a2, e5: pit traps; between rows 3 and 4: a wall at a, open at b, a portcullis at c,
//   an arrow-slit at d, open at e.
const F = `room F 40 cw
+-+ +-+-+-+
|. . . . O|
+ + + + + +
|. . . . .|
+-+ +#+:+ +
|. . . . .|
+ + + + + +
|O . . . .|
+ + + + + +
|. . . . .|
+ + + + + +
room P 39 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** F in slot 0, open rooms elsewhere; slot 2 (north of F) face-down unless `up`. */
function at(scenario: 'tutorial-3' | 'tutorial-4', pieces: string, extra = '', up = false): State {
  const rest = scenario === 'tutorial-3' ? ['P/0*', 'P/0*'] : ['P/0*', 'P/0*', 'P/0*', 'P/0*'];
  return position(`
DT-Prison position 1
scenario ${scenario}
${F}
rooms F/0* P/0* ${up ? 'P/0*' : 'P/0'} ${rest.slice(1).join(' ')}
pieces ${pieces}
${extra}
`);
}

const sq = (s: State, p: number): string => (s.loc[p]! >= 0 ? squareName(s.loc[p]!) : String(s.loc[p]));
// Piece ids used below (types.ts): yMk 0, yNg 1, yCl 2, yWz 5, yBn 6; bMk 8, bNg 9, bCl 10, bWz 13;
// yKy 16, yRp 17, yFw 21; bKy 22, bRp 23, bSh 26.

describe('Fireball wand (p. 17; R17)', () => {
  const wiz = (pieces: string, extra = '', up = false): State => at('tutorial-4', pieces, extra, up);

  it('the Wizard spends 1 AP to eliminate the first character in line of sight, then discards the wand', () => {
    const s = wiz('yWz:b1>yFw bMk:b4');
    expect(legalFor(s, 'fireball', 'yWz')).toEqual(['fireball yWz n']);
    const r = play(s, 'fireball yWz n');
    expect(r.events.map((e) => e.type)).toEqual(['fireball', 'discarded', 'eliminated']);
    const t = r.state;
    expect([sq(t, 8), sq(t, 21), t.ap, t.vp[0]]).toEqual([String(Loc.Dead), String(Loc.Gone), 4, 1]);
    expect(view(t, 1).pieces.find((p) => p.id === 'yFw')!.state).toBe('discarded');
    expect(legalFor(t, 'fireball')).toEqual([]);
  });

  it('hits friend or foe alike, and the opponent of the victim scores (R17, R19)', () => {
    const t = play(wiz('yWz:b1>yFw yMk:e1 bMk:h5'), 'fireball yWz e').state;
    expect([sq(t, 0), t.vp[0], t.vp[1]]).toEqual([String(Loc.Dead), 0, 1]);
  });

  it('hits a wounded too, even one wounded this turn (R18), and a Large shield does not protect', () => {
    const a = play(wiz('yWz:b1>yFw bMk*:b3', 'marks wounded-now=bMk'), 'fireball yWz n').state;
    expect(a.loc[8]).toBe(Loc.Dead);
    const b = play(wiz('yWz:b1>yFw bMk:b3>bSh'), 'fireball yWz n').state;
    expect([sq(b, 8), sq(b, 26)]).toEqual([String(Loc.Dead), 'b3']); // the shield stays where he stood
  });

  it('a miniature carrying a wounded is eliminated with it (p. 17)', () => {
    const t = play(wiz('yWz:b1>yFw bMk:b4>bNg*'), 'fireball yWz n').state;
    expect([t.loc[8], t.loc[9], t.vp[0]]).toEqual([Loc.Dead, Loc.Dead, 2]);
  });

  it('a friendly wounded lying under the target is not carried: it survives (N3, N29)', () => {
    const t = play(wiz('yWz:b1>yFw bMk:b4 bNg*:b4'), 'fireball yWz n').state;
    expect([t.loc[8], sq(t, 9), t.vp[0]]).toEqual([Loc.Dead, 'b4', 1]);
  });

  it('only the first character is hit; objects and pit traps do not stop the line (R17)', () => {
    const t = play(wiz('yWz:a1>yFw bMk:a3'), 'fireball yWz n').state; // over the pit a2
    expect(t.loc[8]).toBe(Loc.Dead);
    const u = play(wiz('yWz:b1>yFw bMk:b3 bNg:b4 yKy:b2'), 'fireball yWz n').state;
    expect([u.loc[8], sq(u, 9)]).toEqual([Loc.Dead, 'b4']);
  });

  it('walls, closed portcullises and face-down rooms stop the line; an open portcullis does not (R3, R17)', () => {
    expect(legalFor(wiz('yWz:a3>yFw bMk:a4'), 'fireball')).toEqual([]); // wall
    expect(legalFor(wiz('yWz:c3>yFw bMk:c5'), 'fireball')).toEqual([]); // closed portcullis
    rejects(wiz('yWz:c3>yFw bMk:c5'), 'fireball yWz n');
    expect(legalFor(wiz('yWz:c3>yFw bMk:c5', 'portcullis F=o'), 'fireball')).toEqual(['fireball yWz n']);
    expect(legalFor(wiz('yWz:b3>yFw bMk:h5'), 'fireball')).toEqual([]); // north: slot 2 face-down
    expect(legalFor(wiz('yWz:b3>yFw bMk:b8', '', true), 'fireball')).toEqual(['fireball yWz n']);
  });

  it('passes an arrow-slit only when the Wizard is adjacent to it (R17)', () => {
    expect(legalFor(wiz('yWz:d3>yFw bMk:d5'), 'fireball')).toEqual(['fireball yWz n']);
    expect(legalFor(wiz('yWz:d2>yFw bMk:d5'), 'fireball')).toEqual([]);
    rejects(wiz('yWz:d2>yFw bMk:d5'), 'fireball yWz n');
  });

  it('fires at an adjacent enemy too: it is not a combat', () => {
    expect(play(wiz('yWz:b2>yFw bMk:b3'), 'fireball yWz n').state.loc[8]).toBe(Loc.Dead);
  });

  it('other characters may carry the wand but not use it; a Wizard needs the wand', () => {
    const s = wiz('yMk:b1>yFw bMk:b4 yWz:e1');
    expect(legalFor(s, 'fireball')).toEqual([]);
    rejects(s, 'fireball yMk n');
    rejects(s, 'fireball yWz n');
    rejects(wiz('yWz:b1>yFw bMk:b4', 'phase actions active=blue'), 'fireball yWz n');
  });
});

describe("Banshee's scream (p. 14; R20)", () => {
  const ban = (pieces: string, extra = '', up = false): State => at('tutorial-3', pieces, extra, up);

  it('2 AP push the first character in line one square straight away from the Banshee', () => {
    const s = ban('yBn:b1 bMk:b3');
    expect(legalFor(s, 'scream', 'yBn')).toEqual(['scream yBn n']);
    const r = play(s, 'scream yBn n');
    expect([sq(r.state, 8), r.state.ap]).toEqual(['b4', 3]);
    expect(r.events).toEqual([{ type: 'scream', piece: 6, target: 8, to: 41 }]); // to b4
  });

  it('needs 2 AP and a Banshee', () => {
    const s = ban('yBn:b1 bMk:b3', 'phase actions ap=1');
    expect(legalFor(s, 'scream')).toEqual([]);
    rejects(s, 'scream yBn n');
    rejects(ban('yMk:b1 bMk:b3'), 'scream yMk n');
  });

  it('pushes friend or foe, miniature or wounded, even one wounded this turn (R18, R20)', () => {
    expect(sq(play(ban('yBn:b1 yMk:b3'), 'scream yBn n').state, 0)).toBe('b4');
    const w = play(ban('yBn:b1 bMk*:b3', 'marks wounded-now=bMk'), 'scream yBn n').state;
    expect([sq(w, 8), w.wounded[8]]).toEqual(['b4', 1]);
  });

  it('a character pushed onto a pit trap is eliminated; the opponent of its owner scores (R19, R20)', () => {
    const t = play(ban('yBn:e2 bMk:e4'), 'scream yBn n').state;
    expect([t.loc[8], t.vp[0], t.kills[0]]).toEqual([Loc.Dead, 1, 1]);
    // In tutorial 3 it counts among blue's two eliminations (N30).
    const own = play(ban('yBn:e2 yMk:e4'), 'scream yBn n').state;
    expect([own.loc[0], own.vp[1], own.kills[1]]).toEqual([Loc.Dead, 1, 1]);
  });

  it('...unless it carries a Rope or a Rope lies on the pit (R20)', () => {
    const a = play(ban('yBn:e2 bMk:e4>bRp'), 'scream yBn n').state;
    expect([sq(a, 8), sq(a, 23), a.carrier[23]]).toEqual(['e5', 'e5', 8]);
    const b = play(ban('yBn:e2 bMk:e4 yRp:e5'), 'scream yBn n').state;
    expect([sq(b, 8), sq(b, 17), b.vp[0]]).toEqual(['e5', 'e5', 0]);
    const c = play(ban('yBn:e2 bMk*:e4 bRp:e4'), 'scream yBn n').state; // a wounded lying on its Rope (N4)
    expect([sq(c, 8), sq(c, 23), c.vp[0]]).toEqual(['e5', 'e5', 0]);
  });

  it('what a falling character carried stays where it stood (p. 14, N11)', () => {
    const a = play(ban('yBn:e2 bMk:e4>bKy'), 'scream yBn n').state;
    expect([a.loc[8], sq(a, 22), a.carrier[22]]).toEqual([Loc.Dead, 'e4', -1]);
    const b = play(ban('yBn:e2 bMk:e4>bNg*'), 'scream yBn n').state;
    expect([b.loc[8], sq(b, 9), b.carrier[9], b.vp[0]]).toEqual([Loc.Dead, 'e4', -1, 1]);
    const c = play(ban('yBn:e2 bMk*:e4 bKy:e4'), 'scream yBn n').state;
    expect([c.loc[8], sq(c, 22)]).toEqual([Loc.Dead, 'e4']);
  });

  it('a carried item moves with its carrier, and a wounded takes the object under it (R20, N4)', () => {
    const a = play(ban('yBn:b1 bMk:b3>bNg*'), 'scream yBn n').state;
    expect([sq(a, 8), sq(a, 9), a.carrier[9]]).toEqual(['b4', 'b4', 8]);
    const b = play(ban('yBn:b1 bMk*:b3 bKy:b3'), 'scream yBn n').state;
    expect([sq(b, 8), sq(b, 22)]).toEqual(['b4', 'b4']);
    // A wounded lying under the pushed miniature is not carried: it stays (N3).
    const c = play(ban('yBn:b1 bMk:b3 bNg*:b3'), 'scream yBn n').state;
    expect([sq(c, 8), sq(c, 9)]).toEqual(['b4', 'b3']);
  });

  it('a miniature may land on an object or a friendly wounded, golden rules permitting (p. 14)', () => {
    expect(sq(play(ban('yBn:b1 bMk:b3 yKy:b4'), 'scream yBn n').state, 8)).toBe('b4');
    expect(sq(play(ban('yBn:b1 bMk:b3 bNg*:b4'), 'scream yBn n').state, 8)).toBe('b4');
    for (const blocked of [
      'yBn:b1 bMk:b3 yNg*:b4', // an enemy wounded
      'yBn:b1 bMk:b3 bNg:b4', // another miniature
      'yBn:b1 bMk:b3>bKy yKy:b4', // two objects
      'yBn:b1 bMk:b3>bNg* yKy:b4', // three tokens
    ]) {
      expect(legalFor(ban(blocked), 'scream'), blocked).toEqual([]);
      rejects(ban(blocked), 'scream yBn n');
    }
  });

  it('a wounded may be pushed onto a friendly miniature, golden rules permitting (p. 14)', () => {
    const t = play(ban('yBn:b1 bMk*:b3 bNg:b4'), 'scream yBn n').state;
    expect([sq(t, 8), sq(t, 9)]).toEqual(['b4', 'b4']);
    for (const blocked of [
      'yBn:b1 bMk*:b3 yNg:b4',
      'yBn:b1 bMk*:b3 bKy:b3 bNg:b4',
      'yBn:b1 bMk*:b3 bNg:b4>bKy',
    ]) {
      expect(legalFor(ban(blocked), 'scream'), blocked).toEqual([]);
    }
  });

  it('never through a wall, a closed portcullis or an arrow-slit behind the target (p. 14)', () => {
    for (const blocked of ['yBn:a1 bMk:a3', 'yBn:c1 bMk:c3', 'yBn:d1 bMk:d3']) {
      expect(legalFor(ban(blocked), 'scream'), blocked).toEqual([]);
      rejects(ban(blocked), 'scream yBn n');
    }
    expect(sq(play(ban('yBn:c1 bMk:c3', 'portcullis F=o'), 'scream yBn n').state, 8)).toBe('c4');
  });

  it('screams through an arrow-slit next to the Banshee, not through one farther away (Figure 9, R17, R20, N10)', () => {
    expect(sq(play(ban('yBn:d3 bMk:d4'), 'scream yBn n').state, 8)).toBe('d5');
    expect(legalFor(ban('yBn:d2 bMk:d4'), 'scream')).toEqual([]);
    rejects(ban('yBn:d2 bMk:d4'), 'scream yBn n');
  });

  it('never off the board, into a face-down room, onto or off a starting line (R3, R20)', () => {
    expect(legalFor(ban('yBn:c3 bMk:a3'), 'scream')).toEqual([]); // off the board
    expect(legalFor(ban('yBn:b2 bMk:b5'), 'scream')).toEqual([]); // slot 2 is face-down
    expect(sq(play(ban('yBn:b2 bMk:b5', '', true), 'scream yBn n').state, 8)).toBe('b6');
    expect(legalFor(ban('yBn:c3 bMk:c1'), 'scream')).toEqual([]); // onto yellow's line
    expect(legalFor(ban('yBn:c2 bMk:c0'), 'scream')).toEqual([]); // off a starting line
    rejects(ban('yBn:c2 bMk:c0'), 'scream yBn s');
  });
});

describe('Figure 9 (p. 14), rebuilt from its caption', () => {
  // Slot 0: the yellow Banshee (c2) next to an arrow-slit (c2|c3); the blue Wizard (c4) two
  // squares beyond it, below a pit (c5); the blue Naga (b2) with the blue Mekanork (a2)
  // behind it; the yellow Naga (a1) below a closed portcullis (a1|a2); the blue Banshee (e5)
  // above the yellow Mekanork (e3), two squares from a pit (e1). Slots 1 and 2 are face-down.
  const fig9 = (active: string, ap: number): State =>
    position(`
DT-Prison position 1
scenario tutorial-3
room F9 40 cw
+-+-+-+-+-+
|. . O . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . . . .|
+ + +:+ + +
|. . . . .|
+#+ + + + +
|. . . . O|
+ + + + + +
rooms F9/0* 40A/0 38A/0 38B/0*
phase actions active=${active} ap=${ap}
pieces yBn:c2 bWz:c4>bFw bNg:b2 bMk:a2 yNg:a1>yBw bBn:e5 yMk:e3
`);

  it('the yellow Banshee repulses the blue Wizard through the arrow-slit onto the pit; not the blue Naga', () => {
    const s = fig9('yellow', 2);
    expect(legalFor(s, 'scream', 'yBn')).toEqual(['scream yBn n']);
    rejects(s, 'scream yBn w'); // the square behind the Naga holds the Mekanork
    const t = play(s, 'scream yBn n').state;
    expect([t.loc[13], t.vp[0], t.kills[0]]).toEqual([Loc.Dead, 1, 1]);
  });

  it('the blue Wizard sees no one, not even the yellow Banshee, and the yellow Naga sees no one', () => {
    expect(legalFor(fig9('blue', 2), 'fireball')).toEqual([]);
    expect(legalFor(fig9('yellow', 2), 'shoot', 'yNg')).toEqual([]);
  });

  it('the blue Banshee repulses the yellow Mekanork twice with 4 AP, into the pit', () => {
    let s = fig9('blue', 4);
    s = play(s, 'scream bBn s').state;
    expect([sq(s, 0), s.ap]).toEqual(['e2', 2]);
    const r = play(s, 'scream bBn s');
    expect(r.state.loc[0]).toBe(Loc.Dead);
    expect(r.events.map((e) => e.type)).toEqual(['scream', 'fell', 'eliminated', 'turn-end']);
    expect(r.state.vp[1]).toBe(1);
  });
});

describe("Cleric's healing (p. 12; N7, N21)", () => {
  const cl = (pieces: string, extra = ''): State => at('tutorial-4', pieces, extra);

  it('1 AP turns an adjacent friendly wounded back into a miniature', () => {
    const s = cl('yCl:b2 yMk*:b3 bMk:h5');
    expect(legalFor(s, 'heal')).toEqual(['heal yCl yMk']);
    const r = play(s, 'heal yCl yMk');
    expect(r.events).toEqual([{ type: 'healed', piece: 0, by: 2 }]);
    expect([r.state.wounded[0], r.state.ap]).toEqual([0, 4]);
    expect(view(r.state, 1).pieces.find((p) => p.id === 'yMk')!.state).toBe('miniature');
  });

  it('the healed character can do nothing more this turn, and acts again next turn', () => {
    // yMk is healed on yellow's line at f0, in front of face-down slot 1; the Cleric stands at e0.
    const s = position(`
DT-Prison position 1
scenario tutorial-4
rooms 37A/0* 37B/0 38A/0* 38B/0* 40A/0* 40B/0*
pieces yCl:e0 yMk*:f0 bMk:h16
`);
    let t = play(s, 'heal yCl yMk').state;
    expect(view(t, 0).healedThisTurn).toEqual(['yMk']);
    for (const type of ['move', 'jump', 'attack', 'rotate', 'fireball', 'scream', 'heal', 'portcullis'])
      expect(legalFor(t, type, 'yMk'), type).toEqual([]);
    expect(legalFor(t, 'reveal')).toEqual([]);
    rejects(t, 'reveal 1');
    rejects(t, 'move yMk f0-g0');
    t = playAll(t, ['end', 'card 2', 'end', 'card 3']);
    expect(legalFor(t, 'reveal')).toEqual(['reveal 1']);
  });

  it('a healed character does not join its own side in a group combat that turn (N7)', () => {
    let s = cl('yCl:a4 yMk*:b4 yNg:c3 bNg:b3');
    s = playAll(s, ['heal yCl yMk', 'attack yNg bNg']);
    expect(s.combat!.attackers).toEqual([1]);
  });

  it('not through a closed portcullis or an arrow-slit; an open portcullis is fine (p. 12)', () => {
    expect(legalFor(cl('yCl:c3 yMk*:c4'), 'heal')).toEqual([]);
    expect(legalFor(cl('yCl:d3 yMk*:d4'), 'heal')).toEqual([]);
    rejects(cl('yCl:d3 yMk*:d4'), 'heal yCl yMk');
    expect(legalFor(cl('yCl:c3 yMk*:c4', 'portcullis F=o'), 'heal')).toEqual(['heal yCl yMk']);
  });

  it('not a wounded he carries: he must drop it first (p. 12)', () => {
    const s = cl('yCl:b2>yMk* bMk:h5');
    expect(legalFor(s, 'heal')).toEqual([]);
    rejects(s, 'heal yCl yMk');
    const t = play(s, 'move yCl b2!yMk-b3').state;
    expect(legalFor(t, 'heal')).toEqual(['heal yCl yMk']);
  });

  it('not an enemy wounded (N21), not himself, not a wounded that is not adjacent, never diagonally', () => {
    expect(legalFor(cl('yCl:b2 bMk*:b3'), 'heal')).toEqual([]);
    rejects(cl('yCl:b2 bMk*:b3'), 'heal yCl bMk');
    expect(legalFor(cl('yCl:b2 yMk*:c3 yNg*:b4'), 'heal')).toEqual([]);
    expect(legalFor(cl('yCl*:b2 yMk*:b3 yNg:h5'), 'heal')).toEqual([]); // a wounded Cleric heals no one, himself included
  });

  it('not a wounded covered by a friendly miniature: two miniatures cannot share a square', () => {
    expect(legalFor(cl('yCl:b2 yMk*:b3 yNg:b3'), 'heal')).toEqual([]);
  });

  it('the object under the wounded becomes carried; on a pit trap with a Rope he stays up (p. 12)', () => {
    const a = play(cl('yCl:b2 yMk*:b3 bKy:b3'), 'heal yCl yMk').state;
    expect([sq(a, 0), a.carrier[22]]).toEqual(['b3', 0]);
    const b = play(cl('yCl:e4 yMk*:e5 yRp:e5'), 'heal yCl yMk').state;
    expect([sq(b, 0), b.wounded[0], b.carrier[17]]).toEqual(['e5', 0, 0]);
  });
});
