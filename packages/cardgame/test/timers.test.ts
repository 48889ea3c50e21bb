// The timer (rulebook: Playing with a timer; CN31): deadlines a host keeps and the timeouts it
// issues when one passes.
import { describe, expect, it } from 'vitest';
import { SHORT_TIMER_MS, nextDeadlines, view } from '../src/index.ts';
import { eventsOf, play, playAll, position } from './helpers.ts';

const timed = (lines: string): ReturnType<typeof position> =>
  position(`DT-CardGame position 1
scenario standard timer=120
rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0 orange-B/0
${lines}`);

describe('deadlines (nextDeadlines)', () => {
  it('run no timer without the option, nor during set-up', () => {
    const untimed = position(`DT-CardGame position 1
scenario standard
rooms blue-A/0* blue-B/0* green-A/0* green-B/0* red-A/0* red-B/0* orange-A/0 orange-B/0
pieces yWa:b3 bNg:b3`);
    expect(nextDeadlines(null, untimed, null, 0)).toEqual({ deadline: null, turnDeadline: null });
    const setup = timed('phase starters\npieces yWa:team bNg:team');
    expect(nextDeadlines(null, setup, null, 0)).toEqual({ deadline: null, turnDeadline: null });
  });

  it('start the turn timer with the turn and keep it through the turn', () => {
    const s = timed('phase actions active=yellow turn=3\npieces yWa:b3 bNg:b3 yNg:a1');
    const d = nextDeadlines(null, s, null, 1000);
    expect(d).toEqual({ deadline: 121_000, turnDeadline: 121_000 });
    const moved = play(s, 'move yNg').state;
    expect(nextDeadlines(s, moved, d.turnDeadline, 5000).turnDeadline).toBe(121_000);
    const next = play(s, 'end').state;
    expect(nextDeadlines(s, next, d.turnDeadline, 9000).turnDeadline).toBe(129_000);
  });

  it('give 5 seconds for a Combat card once the other side has chosen', () => {
    const s = timed('phase actions active=yellow turn=3\npieces yWa:b3 bNg:b3');
    const fight = play(s, 'attack yWa bNg').state;
    expect(nextDeadlines(s, fight, 121_000, 2000).deadline).toBe(121_000);
    const one = play(fight, 'combat yellow 2').state;
    expect(nextDeadlines(fight, one, 121_000, 3000).deadline).toBe(3000 + SHORT_TIMER_MS);
  });

  it("give the opponent 5 seconds to place the revealer's objects", () => {
    const s = timed('phase actions active=yellow turn=3\npieces yWa:b6 bNg:a1 yKy:@6');
    const placing = play(s, 'reveal 6').state;
    expect(view(placing, 0).placing!.placer).toBe('blue');
    expect(nextDeadlines(s, placing, 121_000, 4000).deadline).toBe(4000 + SHORT_TIMER_MS);
  });
});

describe('timeouts', () => {
  it('end the turn: AP above 3 are lost (rulebook: "any unused actions above 3 are lost")', () => {
    const s = timed('phase actions active=yellow turn=3\nwheels 5 0\npieces yWa:b3 bNg:a1');
    const r = play(s, 'timeout');
    expect(r.state.active).toBe(1);
    expect(r.state.wheel[0]).toBe(3);
    expect(eventsOf(r.events, 'timeout')[0]).toMatchObject({ seat: 'yellow' });
  });

  it('end a movement under way at the nearest place where it may end, then the turn', () => {
    // The Naga passes a zone where 3 yellow characters stand: it cannot stop there.
    const s = timed('phase actions active=yellow turn=3\npieces yNg:b4 yWa:a4 yCl:a4 yCo:a4 bNg:a1');
    const moving = playAll(s, ['move yNg', 'step a4']).state;
    const r = play(moving, 'timeout');
    expect(r.state.active).toBe(1);
    expect(r.state.phase).toBe('actions');
    const ng = view(r.state, 1).pieces.find((p) => p.id === 'yNg')!;
    expect(ng.place).not.toBe('a4');
  });

  it('play "Combat +0" for a side that has not chosen (rulebook: the 5-second rule)', () => {
    const s = timed('phase actions active=yellow turn=3\npieces yWa:b3 bNg:b3');
    const r = playAll(s, ['attack yWa bNg', 'combat yellow 3', 'timeout']);
    expect(eventsOf(r.events, 'cards')[0]).toMatchObject({ yellow: [3], blue: [0] });
  });

  it("let the revealer place its own objects when the opponent's 5 seconds pass", () => {
    const s = timed('phase actions active=yellow turn=3\npieces yWa:b6 bNg:a1 yKy:@6');
    const placing = play(s, 'reveal 6').state;
    const r = play(placing, 'timeout').state;
    expect(view(r, 0).placing!.placer).toBe('yellow');
    expect(play(r, 'place yellow yKy a8').state.phase).toBe('actions');
  });
});
