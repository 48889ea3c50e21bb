// How each scenario ends (rulebook pp. 9, 12, 14, 15, 17; R19, R22; N18): escapes,
// eliminations and victory points, resignation, draws, the turn limit.
import { describe, expect, it } from 'vitest';
import { Loc, legalActions, view, type State } from '../src/index.ts';
import { legal, legalFor, moveEnds, play, playAll, position, rejects } from './helpers.ts';

const OPEN = `+ + + + + +
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

/** A position on plain open rooms (all revealed), so only the rule under test matters. */
function open(scenario: string, rest: string): State {
  const slots = { 'tutorial-4': 6, standalone: 8 }[scenario.split(' ')[0]!] ?? 4;
  return position(`
DT-Prison position 1
scenario ${scenario}
room P 40 cw
${OPEN}
rooms ${Array(slots).fill('P/0*').join(' ')}
${rest}
`);
}

const over = (s: State): [string, string | null, string] => [
  s.phase,
  view(s, 'spectator').winner,
  s.endReason,
];

describe('tutorial 1: both miniatures out (p. 9)', () => {
  it('the first player to get both miniatures out wins at once', () => {
    const s = open('tutorial-1', 'pieces yMk:escaped yNg:b10 bMk:c5 bNg:h5\nyellow vp=1');
    const t = play(s, 'move yNg b10-b11').state;
    expect(over(t)).toEqual(['over', 'yellow', 'all miniatures escaped']);
    rejects(t, 'end', 'GAME_OVER');
  });

  it('one miniature out is not enough', () => {
    const s = open('tutorial-1', 'pieces yMk:c5 yNg:b10 bMk:c6 bNg:h5');
    const t = play(s, 'move yNg b10-b11').state;
    expect(t.loc[1]).toBe(Loc.Escaped);
    expect([t.phase, t.winner]).toEqual(['actions', null]);
  });
});

describe('tutorial 2: Target Colossus (p. 12; R22)', () => {
  it('the Colossus escaping unwounded wins for yellow', () => {
    const s = open('tutorial-2', 'pieces yCo:b10 yMk:c5 bCl:h5 bNg:h6 bBs:h7');
    expect(over(play(s, 'move yCo b10-b11').state)).toEqual(['over', 'yellow', 'the Colossus escaped']);
  });

  it('the Colossus eliminated wins for blue', () => {
    const s = open('tutorial-2', 'phase actions active=blue\npieces yCo*:c5 yMk:h2 bCl:h5 bNg:c6 bBs:h7');
    const t = playAll(s, ['attack bNg yCo', 'combat blue 3', 'combat yellow 0']);
    expect(over(t)).toEqual(['over', 'blue', 'the Colossus was eliminated']);
  });

  it('the Colossus carried out wounded is a draw (R22)', () => {
    const s = open('tutorial-2', 'pieces yMk:b10>yCo* bCl:h5 bNg:h6 bBs:h7');
    const t = play(s, 'move yMk b10-b11').state;
    expect(t.loc[4]).toBe(Loc.Rescued);
    expect(over(t)).toEqual(['over', 'draw', 'the Colossus left the game wounded']);
  });

  it("yellow's Mekanork escaping does not end the game", () => {
    const s = open('tutorial-2', 'pieces yCo:c5 yMk:b10 bCl:h5 bNg:h6 bBs:h7');
    expect(play(s, 'move yMk b10-b11').state.phase).toBe('actions');
  });

  it("blue's miniatures are not teleported at yellow's line and may stay there (p. 12)", () => {
    const s = open('tutorial-2', 'phase actions active=blue\npieces yCo:h5 yMk:h6 bCl:j5 bNg:b1 bBs:h7');
    const t = play(s, 'move bNg b1-b0').state;
    expect(t.loc[9]).toBe(1); // b0
    expect([t.phase, t.vp[1]]).toEqual(['actions', 0]);
    expect(moveEnds(t, 'bNg')).toEqual(expect.arrayContaining(['a0', 'g0']));
  });
});

describe('tutorial 3: two eliminations (p. 14)', () => {
  it('nobody is teleported: both starting lines are free to walk', () => {
    const s = open('tutorial-3', 'pieces yNg:b10 bNg:h5 yMk:a1 bMk:j9');
    const t = play(s, 'move yNg b10-b11').state;
    expect(t.loc[1]).toBe(111); // b11
    expect([t.phase, t.vp[0]]).toEqual(['actions', 0]);
    expect(moveEnds(t, 'yNg')).toEqual(expect.arrayContaining(['a11', 'h11']));
  });

  it('the second enemy eliminated wins at once', () => {
    const fight = (kills: number): State =>
      playAll(open('tutorial-3', `pieces yNg:c4 bMk*:c5 bNg:h5 yMk:a1\nyellow kills=${kills} vp=${kills}`), [
        'attack yNg bMk',
        'combat yellow 3',
        'combat blue 0',
      ]);
    expect(fight(0).phase).toBe('actions');
    expect(fight(0).kills[0]).toBe(1);
    expect(over(fight(1))).toEqual(['over', 'yellow', 'enemy characters eliminated']);
  });
});

describe('victory points (pp. 15, 17; R19)', () => {
  it('tutorial 4: reaching 4 VP wins at once, AP left or not', () => {
    const s = open('tutorial-4', 'pieces yTp:b15 yMk:c5 bMk:h5\nyellow vp=3');
    const t = play(s, 'move yTp b15-b16').state;
    expect(t.vp[0]).toBe(4);
    expect(over(t)).toEqual(['over', 'yellow', 'victory points']);
  });

  it('an escape scores 1 VP; a wounded carried out is rescued without VP', () => {
    const s = open('tutorial-4', 'pieces yMk:b15>yCl* yTp:c5 bMk:h5');
    const t = play(s, 'move yMk b15-b16').state;
    expect(t.loc[0]).toBe(Loc.Escaped);
    expect(t.loc[2]).toBe(Loc.Rescued);
    expect(t.vp).toEqual([1, 0]);
    expect(view(t, 1).pieces.find((p) => p.id === 'yCl')!.state).toBe('rescued');
  });

  it('an elimination scores for the opponent of its owner, whoever caused it (R19)', () => {
    const s = open('tutorial-4', 'pieces yWz:c3>yFw yMk:c6 bMk:h5');
    const t = play(s, 'fireball yWz n').state;
    expect(t.loc[0]).toBe(Loc.Dead);
    expect([t.vp, t.kills]).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('stand-alone: reaching the target does not end the turn; most VP at its end wins (p. 17; R22)', () => {
    let s = open('standalone', 'pieces yNg:b20 yMk:d20 bMk:h5\nyellow vp=4');
    s = play(s, 'move yNg b20-b21').state;
    expect([s.vp[0], s.phase, s.winner]).toEqual([5, 'actions', null]);
    s = play(s, 'move yMk d20-d21').state; // still earning VP in the same turn
    expect([s.vp[0], s.phase]).toEqual([6, 'actions']);
    expect(legal(s)).toContain('end');
    expect(over(play(s, 'end').state)).toEqual(['over', 'yellow', 'victory points']);
  });

  it('stand-alone: the opponent may come out ahead by the end of that turn', () => {
    // Yellow reaches 5, then his own Fireball kills his Mekanork and the wounded it carries: blue 6.
    let s = open(
      'standalone',
      'pieces yNg:b20 yWz:c3>yFw yMk:c6>yCl* bMk:h5\nyellow vp=4\nblue vp=4 kills=4',
    );
    s = playAll(s, ['move yNg b20-b21', 'fireball yWz n']);
    expect(s.vp).toEqual([5, 6]);
    expect(s.phase).toBe('actions');
    expect(over(play(s, 'end').state)).toEqual(['over', 'blue', 'victory points']);
  });

  it('stand-alone: equal VP at the end of that turn is a draw (R22)', () => {
    let s = open('standalone', 'pieces yNg:b20 yWz:c3>yFw yMk:c6 bMk:h5\nyellow vp=4\nblue vp=4 kills=4');
    s = playAll(s, ['move yNg b20-b21', 'fireball yWz n']);
    expect(s.vp).toEqual([5, 5]);
    expect(over(play(s, 'end').state)).toEqual(['over', 'draw', 'victory points']);
  });

  it('stand-alone: the game also ends when that turn ends by itself or by the timer', () => {
    const last = open(
      'standalone',
      'phase actions active=yellow ap=1\npieces yWz:c3>yFw bMk:c8 bNg:h5\nyellow vp=4',
    );
    expect(over(play(last, 'fireball yWz n').state)).toEqual(['over', 'yellow', 'victory points']);
    const timed = open('standalone', 'phase actions active=yellow ap=3\npieces yNg:b20 bMk:h5\nyellow vp=4');
    const t = play(timed, 'move yNg b20-b21').state;
    expect(t.phase).toBe('actions');
    expect(over(play(t, 'timeout').state)).toEqual(['over', 'yellow', 'victory points']);
  });

  it.each([6, 7])('stand-alone with a target of %i VP (p. 18)', (target) => {
    const s = open(`standalone vp=${target}`, `pieces yNg:b20 bMk:h5\nyellow vp=${target - 2}`);
    const below = playAll(s, ['move yNg b20-b21', 'end']);
    expect([below.phase, below.vp[0]]).toEqual(['card', target - 1]);
    const at = open(`standalone vp=${target}`, `pieces yNg:b20 bMk:h5\nyellow vp=${target - 1}`);
    expect(over(playAll(at, ['move yNg b20-b21', 'end']))).toEqual(['over', 'yellow', 'victory points']);
  });
});

describe('resigning, draws and the turn limit (R22, N18)', () => {
  const s = open('tutorial-3', 'pieces yNg:c4 bNg:h5 yMk:a1 bMk:j9');

  it('either player may resign at any moment; resigning is never listed by legalActions', () => {
    expect(legalActions(s).some((a) => a.type === 'resign' || a.type.endsWith('draw'))).toBe(false);
    expect(over(play(s, 'resign blue').state)).toEqual(['over', 'yellow', 'blue resigned']);
    expect(over(play(s, 'resign yellow').state)).toEqual(['over', 'blue', 'yellow resigned']);
  });

  it('a draw offered and accepted ends the game', () => {
    const t = play(s, 'offer-draw blue').state;
    expect(view(t, 0).drawOffer).toBe('blue');
    rejects(t, 'accept-draw blue'); // not one's own offer
    rejects(t, 'offer-draw yellow'); // one offer at a time
    expect(over(play(t, 'accept-draw yellow').state)).toEqual(['over', 'draw', 'draw agreed']);
  });

  it('a declined offer changes nothing else', () => {
    rejects(s, 'accept-draw yellow'); // nothing offered
    const t = playAll(s, ['offer-draw yellow', 'decline-draw blue']);
    expect([t.phase, t.drawOffer, t.ap]).toEqual(['actions', -1, 5]);
    rejects(t, 'accept-draw blue');
  });

  it('an offer lapses at the end of the turn (N18)', () => {
    const t = playAll(s, ['offer-draw yellow', 'end']);
    expect(view(t, 1).drawOffer).toBeNull();
    rejects(t, 'accept-draw blue');
  });

  it('a turn limit for automated play ends the game in a draw (R22)', () => {
    const limited = (turn: number): State =>
      open('tutorial-3 maxturns=6', `phase actions active=yellow ap=3 turn=${turn}\npieces yNg:c4 bNg:h5`);
    expect(play(limited(5), 'end').state.phase).toBe('card');
    expect(over(play(limited(6), 'end').state)).toEqual(['over', 'draw', 'turn limit']);
  });

  it('nothing can be applied once the game is over', () => {
    const t = play(s, 'resign yellow').state;
    expect(legalActions(t)).toEqual([]);
    for (const a of ['end', 'timeout', 'resign blue', 'offer-draw blue', 'card 2'])
      rejects(t, a, 'GAME_OVER');
    expect(legalFor(t, 'move')).toEqual([]);
  });
});
