// The game turn and the end of the game (rulebook: Game turn, Phase 1: Earning action points
// and its example, Phase 2; Finishing the game of each tutorial; Scenarios; CN30).
import { describe, expect, it } from 'vitest';
import { legalActions, view } from '../src/index.ts';
import { board, eventsOf, game, play, playAll, position, rejects, walk } from './helpers.ts';

/** Set-up done by taking the first legal decision each time. */
function started(scenario: 'tutorial-1' | 'standard', seed: number): ReturnType<typeof game> {
  let s = game({ scenario }, seed);
  while (s.phase !== 'actions') s = play(s, legalActions(s)[0]!).state;
  return s;
}

describe('the action wheel (rulebook: Game turn)', () => {
  it('gives the first player 2 AP on the first turn, then 3 AP to each player on each turn', () => {
    const s = started('tutorial-1', 1);
    const first = s.active;
    expect(s.wheel[first]).toBe(2);
    const next = play(s, 'end').state;
    expect(next.active).not.toBe(first);
    expect(next.wheel[next.active]).toBe(3);
  });

  it('banks up to 3 unused AP: Mike used 1 of his 2, Allison played, Mike now has 4 (the example)', () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0 blue-B/0 green-A/0 green-B/0
phase actions active=yellow turn=1
wheels 2 0
pieces yNg:Ywt yMk:Yes bNg:Bwt bMk:Bes`);
    const mike = playAll(s, ['reveal 0', 'end', 'end']).state;
    expect(mike.active).toBe(0);
    expect(mike.wheel[0]).toBe(4);
    expect(view(mike, 1).wheels).toEqual([4, 3]);
  });

  it('loses the AP above 3 when the turn ends: the wheel is back on its 0-3 face', () => {
    const s = board('phase actions active=yellow turn=5\nwheels 6 0\npieces yWa:b4 bNg:a8');
    const r = play(s, 'end');
    expect(r.state.wheel[0]).toBe(3);
    expect(eventsOf(r.events, 'turn-end')[0]).toMatchObject({ banked: 3, lost: 3 });
    expect(r.state.wheel[1]).toBe(3);
  });

  it('ends the turn by itself when the wheel is empty', () => {
    const s = board('phase actions active=yellow turn=5\nwheels 1 0\npieces yWa:b4 bNg:a8');
    const r = walk(s, 'yWa', 'a4');
    expect(r.state.active).toBe(1);
  });
});

describe('the end of the game (rulebook: Finishing the game; Scenarios; CN30)', () => {
  it('ends as soon as a player reaches the objective: tutorial 1, both characters out for 2 VP', () => {
    const s = position(`DT-CardGame position 1
scenario tutorial-1
rooms blue-A/0* blue-B/0* green-A/0* green-B/0*
phase actions active=yellow turn=5
pieces yMk:escaped yNg:a4 bNg:a1 bMk:b1
hand yellow vp=1`);
    const r = walk(s, 'yNg', 'out');
    expect(r.state.phase).toBe('over');
    expect(view(r.state, 'spectator')).toMatchObject({ winner: 'yellow', endReason: 'yellow reached 2 VP' });
    rejects(r.state, 'end', 'GAME_OVER');
  });

  it('the standard game ends at 5 VP, counted from escapes (the Goblin 2) and eliminations', () => {
    const s = board(
      'phase actions active=yellow turn=9\nwheels 3 0\npieces yWa:a8 yGb:escaped yCl:escaped bTp:dead bNg:a1\nhand yellow vp=4',
    );
    expect(walk(s, 'yWa', 'out').state.winner).toBe(0);
  });

  it('ends when no character of either colour is left: more VP wins (CN30)', () => {
    // The yellow Wizard burns the last blue character, then leaves the labyrinth.
    const s = board('phase actions active=yellow turn=5\nwheels 3 0\npieces yWz:c7 yFb>yWz bNg:c8');
    const burnt = play(s, 'fireball yWz bNg').state;
    expect(burnt.phase).toBe('actions');
    const r = walk(burnt, 'yWz', 'c8 out');
    expect(view(r.state, 0)).toMatchObject({
      winner: 'yellow',
      endReason: 'no character is left in the labyrinth',
    });
  });

  it('ends in a draw at the configured turn limit (automated play)', () => {
    let st = game({ scenario: 'tutorial-1', maxTurns: 2 }, 1);
    while (st.phase !== 'over') st = play(st, st.phase === 'actions' ? 'end' : legalActions(st)[0]!).state;
    expect(view(st, 0)).toMatchObject({ winner: 'draw', endReason: 'turn limit (2) reached' });
  });

  it('ends by resignation, or by a draw offered and accepted; an offer may be declined', () => {
    const s = board('phase actions active=yellow turn=5\nwheels 3 0\npieces yWa:b4 bNg:a8');
    expect(view(play(s, 'resign blue').state, 0)).toMatchObject({
      winner: 'yellow',
      endReason: 'blue resigned',
    });
    const offered = play(s, 'offer-draw yellow').state;
    rejects(offered, 'accept-draw yellow');
    expect(view(play(offered, 'accept-draw blue').state, 0).winner).toBe('draw');
    const declined = play(offered, 'decline-draw blue').state;
    expect(declined.drawOffer).toBe(-1);
    expect(declined.phase).toBe('actions');
  });
});
