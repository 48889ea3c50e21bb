// What each seat and a spectator may know (CN12, CN13): every hidden thing is changed
// between two positions, and the views (and legal actions) of those who may not know it
// must be the same; those who may know it see the difference.
import { describe, expect, it } from 'vitest';
import { legalActionsFor, view, viewEvent, type State, type Viewer } from '../src/index.ts';
import { eventsOf, play, position, rejects } from './helpers.ts';

const json = (s: State, v: Viewer): string => JSON.stringify(view(s, v));
const actions = (s: State, seat: 0 | 1): string => JSON.stringify(legalActionsFor(s, seat));

/** The two positions look the same to these viewers, and different to the others listed. */
function secret(a: State, b: State, blind: Viewer[], seeing: Viewer[] = []): void {
  for (const v of blind) {
    expect(json(b, v), `${String(v)} sees a difference`).toBe(json(a, v));
    if (v !== 'spectator') expect(actions(b, v)).toBe(actions(a, v));
  }
  for (const v of seeing) expect(json(b, v), `${String(v)} should see the difference`).not.toBe(json(a, v));
}

const pos = (scenario: string, rooms: string, rest: string): State =>
  position(`DT-CardGame position 1\nscenario ${scenario}\nrooms ${rooms}\n${rest}`);

const STD = 'blue-A/0* blue-B/0* green-A/0* green-B/0*';

describe('face-down rooms', () => {
  it('show neither which room it is, nor its orientation, nor its borders; which pairs are in play stays hidden', () => {
    const rest = 'phase actions active=yellow turn=3\npieces yWa:a4 bNg:b1 yKy:@4 bRp:@6';
    const a = pos('standard', `${STD} red-A/0 red-B/1 orange-A/2 orange-B/3`, rest);
    const b = pos('standard', `${STD} purple-B/3 purple-A/0 white-B/1 white-A/0`, rest);
    secret(a, b, [0, 1, 'spectator']);
    const r = view(a, 0).rooms[4]!;
    expect(r).toMatchObject({ revealed: false, name: null, orientation: null, pair: null, portcullis: null });
    expect(view(a, 0).zones.find((z) => z.name === 'a5')).toMatchObject({ icon: null, sides: null });
  });
});

describe('cards hidden during set-up', () => {
  it('face-down cards next to rooms: the opponent sees their colour and room only, not which card, nor character or object', () => {
    const rest =
      'phase deal deal=blue\npieces yNg:Yw yWa:Ye bNg:Bw bWa:Be yCo:@2 yKy:@4 yBs:team yRp:team bCo:team bBs:team bKy:team bRp:team';
    const a = pos('tutorial-2', 'blue-A/0 blue-B/0 green-A/0 green-B/0 red-A/0 red-B/0', rest);
    const b = pos(
      'tutorial-2',
      'blue-A/0 blue-B/0 green-A/0 green-B/0 red-A/0 red-B/0',
      rest.replace('yCo:@2 yKy:@4', 'yKy:@2 yBs:@4').replace('yBs:team', 'yCo:team'),
    );
    secret(a, b, [1, 'spectator'], [0]);
  });

  it('face-down starters: the opponent sees which side each is on, not who', () => {
    // The two starters and the two characters still in hand swap places.
    const rest = (x: string, y: string, u: string, v: string): string =>
      `phase deal deal=blue\npieces ${x}:Yw ${y}:Ye ${u}:team ${v}:team bNg:Bw bWa:Be bCo:team bBs:team yKy:team yRp:team bKy:team bRp:team`;
    const rooms = 'blue-A/0 blue-B/0 green-A/0 green-B/0 red-A/0 red-B/0';
    secret(
      pos('tutorial-2', rooms, rest('yNg', 'yWa', 'yCo', 'yBs')),
      pos('tutorial-2', rooms, rest('yCo', 'yBs', 'yNg', 'yWa')),
      [1, 'spectator'],
      [0],
    );
  });

  it("full frontal: the opponent's picks stay hidden, only their number shows", () => {
    const frontal = (pick: string): State =>
      position(
        `DT-CardGame position 1\nscenario standard selection=frontal\nrooms ${STD} red-A/0 red-B/0 orange-A/0 orange-B/0\nphase select\npieces bCo:pool bNg:pool ${pick}:team yCo:pool`,
      );
    secret(frontal('bWa'), frontal('bGb'), [0, 'spectator'], [1]);
  });

  it('the handicap: which characters the stronger player removed stays hidden', () => {
    const h = (gone: string, kept: string): State =>
      position(
        `DT-CardGame position 1\nscenario standard handicap=yellow/very-experienced/experienced\nrooms ${STD} red-A/0 red-B/0 orange-A/0 orange-B/0\nphase starters\npieces ${gone}:removed yTp:removed ${kept}:team bNg:team\nhand yellow combat=0,1,2,2,3,3,4,5,6`,
      );
    secret(h('yNg', 'yWa'), h('yWa', 'yNg'), [1, 'spectator'], [0]);
  });
});

describe('hands and pending Combat cards', () => {
  it("show a seat its own Combat cards and the opponent's only as a count; Jump cards are public", () => {
    const rest = (hand: string): string =>
      `phase actions active=yellow turn=3\npieces yWa:b3 bNg:b3\nhand blue combat=${hand} jumps=2`;
    const a = pos('tutorial-2', 'blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0*', rest('0,1,2'));
    const b = pos('tutorial-2', 'blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0*', rest('0,5,6'));
    secret(a, b, [0, 'spectator'], [1]);
    expect(view(a, 0).hands[1]).toEqual({ combat: null, combatCount: 3, jumps: 2, wallCard: true });
    expect(view(a, 1).hands[1].combat).toEqual([0, 1, 2]);
  });

  it('hide a Combat card chosen face-down until both are in', () => {
    const c = (card: number): State =>
      pos(
        'tutorial-2',
        'blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0*',
        `phase combat active=yellow turn=3\npieces yWa:b3 bNg:b3\ncombat close yWa bNg attackers=yWa defenders=bNg cards=-/${card}`,
      );
    secret(c(3), c(5), [0, 'spectator'], [1]);
    expect(view(c(3), 1).combat!.myCards).toEqual([3]);
    expect(view(c(3), 0).combat!.chosen).toEqual([false, true]);
  });

  it('announce the chosen card to the other side only, and only that card, when a Weapon master waits for it', () => {
    const s = pos(
      'standard',
      `${STD} red-A/0* red-B/0* orange-A/0* orange-B/0*`,
      'phase combat active=yellow turn=3\npieces yWm:b3 bNg:b3\ncombat close yWm bNg attackers=yWm defenders=bNg first=blue cards=-/-',
    );
    const r = play(s, 'combat blue 4');
    const e = eventsOf(r.events, 'card-chosen')[0]!;
    expect(viewEvent(e, 0)).toMatchObject({ cards: [4] });
    expect(viewEvent(e, 'spectator')).not.toHaveProperty('cards');
  });
});

describe('secret objects (rulebook: Secret objects; CN13)', () => {
  // The blue Naga lies wounded in a4 with an object; two more blue wounded lie in c3 and d3.
  const sec = (carried: [string, string], wounded: [string, string]): State =>
    position(`DT-CardGame position 1
scenario standard secret=yes
rooms ${STD} red-A/0* red-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yWa:b4 bNg*:a4 ${carried[0]}>bNg ${wounded[0]}*:c3 ${carried[1]}>${wounded[0]} ${wounded[1]}*:d3 yCl:a1 bMk:Bes
aliases 9 ${carried[0]}:3,bNg:4,${wounded[0]}:5,${wounded[1]}:6,${carried[1]}:7`);

  it('hide the objects enemy characters carry: a handle shows where, not what', () => {
    secret(sec(['bKy', 'bRp'], ['bWa', 'bCo']), sec(['bRp', 'bKy'], ['bWa', 'bCo']), [0, 'spectator'], [1]);
    const seen = view(sec(['bKy', 'bRp'], ['bWa', 'bCo']), 0).pieces.find((p) => p.id === '#3')!;
    expect(seen).toMatchObject({ kind: 'object', name: null, carriedBy: '#4' });
  });

  it('hide which character an enemy wounded is', () => {
    secret(sec(['bKy', 'bRp'], ['bWa', 'bCo']), sec(['bKy', 'bRp'], ['bCo', 'bWa']), [0, 'spectator'], [1]);
  });

  it('name hidden cards in actions by their handles; their codes are unknown, like cards not in play', () => {
    const s = play(play(sec(['bKy', 'bRp'], ['bWa', 'bCo']), 'move yWa').state, 'step a4').state;
    expect(legalActionsFor(s, 0).map((a) => JSON.stringify(a))).toContain('{"type":"take","item":"#3"}');
    expect(rejects(s, 'take bKy')).toBe(rejects(s, 'take bTr'));
    expect(play(s, 'take #3').state.carrier).toBeDefined();
  });

  it('let a shot be declared at a target whose Large shield its side cannot see; the shot is then wasted (CN14)', () => {
    const s = position(`DT-CardGame position 1
scenario standard secret=yes
rooms ${STD} red-A/0* red-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yCb:b3 bMk:b5 bSh>bMk yNg:a1 bNg:Bes
aliases 2 bSh:1`);
    expect(legalActionsFor(s, 0).map((a) => JSON.stringify(a))).toContain(
      '{"type":"shoot","piece":"yCb","target":"bMk"}',
    );
    const r = play(s, 'shoot yCb bMk');
    expect(eventsOf(r.events, 'shot-blocked')).toHaveLength(1);
    expect(r.state.phase).toBe('actions');
    expect(r.state.wheel[0]).toBe(2);
  });

  it('without the variant, everything carried and every wounded is shown', () => {
    const open = position(`DT-CardGame position 1
scenario standard
rooms ${STD} red-A/0* red-B/0* orange-A/0* orange-B/0*
phase actions active=yellow turn=3
pieces yWa:b4 bNg*:a4 bKy>bNg yCl:a1`);
    const ids = view(open, 0).pieces.map((p) => p.id);
    expect(ids).toContain('bKy');
    expect(ids).toContain('bNg');
  });
});

describe('events', () => {
  it('give a seat its own hidden details and nothing of the others', () => {
    const e = { type: 'dealt', seat: 'yellow', room: 2, hidden: { yellow: { piece: 'yKy' } } };
    expect(viewEvent(e, 0)).toEqual({ type: 'dealt', seat: 'yellow', room: 2, piece: 'yKy' });
    expect(viewEvent(e, 1)).toEqual({ type: 'dealt', seat: 'yellow', room: 2 });
    expect(viewEvent(e, 'spectator')).toEqual({ type: 'dealt', seat: 'yellow', room: 2 });
  });
});
