// The missions (issue 42 item 1): the goal evaluator on hand-made records, each mission's
// mined line replayed by the engine to a pass, and each mission lost by a player who only ends
// its turns against the computer at the mission's level (seeded, L3 bounded by iterations), and the progress kept on the
// device ignoring damaged data.
import { describe, expect, it } from 'vitest';
import { newGame, type GameEvent, type State } from '@dt/engine';
import { idleGame } from './mission-play.ts';
import { evaluate, type Goal, type Step } from '../src/missions/goal.ts';
import { MISSIONS, MISSION_DEFS } from '../src/missions/missions.ts';
import {
  isUnlocked,
  loadPlaying,
  loadStars,
  saveStars,
  PROGRESS_KEY,
  PLAYING_KEY,
  savePlaying,
} from '../src/missions/progress.ts';
import { missionSession, missionVerdict } from '../src/missions/session.ts';
import { useMemoryStorage } from './memory-storage.ts';

const START = (() => {
  const s = newGame({ scenario: 'standalone' }, 1);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
})();
/** A step with these events and the state's fields that the evaluator reads. */
const step = (
  events: GameEvent[],
  over: Partial<State> = {},
  action: Step['action'] = { type: 'end' },
): Step => ({
  action,
  events,
  state: { ...START, ...over } as State,
});
const END_Y: GameEvent = { type: 'turn-end', seat: 0 };
const END_B: GameEvent = { type: 'turn-end', seat: 1 };

describe('the goal evaluator', () => {
  const escapeWizard: Goal = { feat: { kind: 'escape', character: 5 }, turns: 2 };
  it('passes a goal met within its turns, with a star for each extra rule met', () => {
    const steps = [step([END_Y]), step([END_B]), step([{ type: 'escaped', piece: 5 }])];
    expect(
      evaluate(escapeWizard, [{ kind: 'within', turns: 1 }, { kind: 'no-loss' }], START, steps, 0),
    ).toEqual({
      status: 'passed',
      stars: 2,
      turns: 2,
    });
  });
  it('counts only the player’s own character of that kind: the opponent’s Wizard escaping is nothing', () => {
    const steps = [step([{ type: 'escaped', piece: 8 + 5 }]), step([{ type: 'escaped', piece: 1 }])];
    expect(evaluate(escapeWizard, [], START, steps, 0).status).toBe('playing');
  });
  it('fails when the player’s last turn of the mission ends without the goal', () => {
    const steps = [step([END_Y]), step([END_B]), step([END_Y])];
    expect(evaluate(escapeWizard, [], START, steps, 0)).toEqual({ status: 'failed', why: 'time' });
  });
  it('fails when the game is lost first, and a lost character takes the no-loss star', () => {
    const lost = [step([{ type: 'game-over', winner: 1, reason: 'vp' }], { phase: 'over', winner: 1 })];
    expect(evaluate(escapeWizard, [], START, lost, 0)).toEqual({ status: 'failed', why: 'lost' });
    const bled = [step([{ type: 'eliminated', piece: 2 }]), step([{ type: 'escaped', piece: 5 }])];
    expect(
      evaluate(escapeWizard, [{ kind: 'no-loss' }, { kind: 'within', turns: 1 }], START, bled, 0),
    ).toEqual({
      status: 'passed',
      stars: 2,
      turns: 1,
    });
  });
  it('a group win needs two of the player’s miniatures in a close combat it wins (R16)', () => {
    const goal: Goal = { feat: { kind: 'group-win' }, turns: 1 };
    const fight = (attackers: number[], winner: 0 | 1) => [
      step([{ type: 'combat-start', kind: 'close', attackers, defenders: [9] }]),
      step([{ type: 'combat-result', cards: [0, 0], totals: [4, 2], winner }]),
    ];
    expect(evaluate(goal, [], START, fight([0, 1], 0), 0).status).toBe('passed');
    expect(evaluate(goal, [], START, fight([0], 0), 0).status).toBe('playing');
    expect(evaluate(goal, [], START, fight([0, 1], 1), 0).status).toBe('playing');
  });
  it('holding passes after the turns with no VP to the opponent, and fails at their first point', () => {
    const goal: Goal = { feat: { kind: 'hold' }, turns: 2 };
    expect(evaluate(goal, [], START, [step([END_Y]), step([END_B]), step([END_Y])], 0).status).toBe('passed');
    expect(evaluate(goal, [], START, [step([END_Y]), step([], { vp: [0, 1] })], 0)).toEqual({
      status: 'failed',
      why: 'lost',
    });
  });
  it('a used action counts only when the player took it', () => {
    const goal: Goal = { feat: { kind: 'use', action: 'rotate' }, turns: 1 };
    const rotate = { type: 'rotate', room: 1, clockwise: true } as const;
    const yellowActs = { ...START, phase: 'actions', active: 0 } as State;
    expect(evaluate(goal, [], yellowActs, [step([], {}, rotate)], 0).status).toBe('passed');
    expect(evaluate(goal, [], yellowActs, [step([], {}, rotate)], 1).status).toBe('playing');
  });
});

describe('the missions', () => {
  it('every mission defined has a mined start, in its order, with both languages', () => {
    expect(MISSIONS.map((m) => m.id)).toEqual(MISSION_DEFS.map((d) => d.id));
    for (const m of MISSIONS)
      for (const l of ['en', 'fr'] as const) expect(m.text[l].briefing.length).toBeGreaterThan(40);
  });
  for (const m of MISSIONS) {
    it(`${m.id}: its line meets the goal (the engine replays every action)`, () => {
      const s = missionSession(m, m.line);
      expect(s.ok && missionVerdict(m, s.value)).toMatchObject({ status: 'passed' });
      // Short of its last action the line has not met the goal yet.
      const before = missionSession(m, m.line.slice(0, -1));
      expect(before.ok && missionVerdict(m, before.value)).toEqual({ status: 'playing' });
    });
    it(`${m.id}: a player who only ends its turns against L${m.level} fails`, () => {
      const played = idleGame(m);
      expect(missionVerdict(m, played.at(-1)!).status).toBe('failed');
    });
  }
});

describe('progress on the device', () => {
  const store = useMemoryStorage();
  it('keeps each mission’s best stars and opens the next mission after a star', () => {
    saveStars('a', 2);
    saveStars('a', 1);
    expect(loadStars()).toEqual({ a: 2 });
    expect(isUnlocked(['a', 'b', 'c'], loadStars(), 'b')).toBe(true);
    expect(isUnlocked(['a', 'b', 'c'], loadStars(), 'c')).toBe(false);
  });
  it('ignores damaged, foreign or other-version data without throwing', () => {
    for (const bad of ['{', '[]', '{"version":2,"stars":{"a":3}}', '{"version":1,"stars":{"a":7,"b":"x"}}']) {
      store.set(PROGRESS_KEY, bad);
      expect(loadStars()).toEqual({});
      store.set(PLAYING_KEY, bad);
      expect(loadPlaying()).toBeNull();
    }
    savePlaying({ id: 'a', actions: ['end'] });
    expect(loadPlaying()).toEqual({ id: 'a', actions: ['end'] });
  });
});
