// Taking back actions within a turn (undo, as on Board Game Arena): a player takes back the
// own actions of the turn in progress, back to the last one that showed something hidden,
// involved the opponent's decision, or that the rulebook makes final (a rotation, p. 6).
import { describe, expect, it } from 'vitest';
import {
  Rng,
  actorOf,
  apply,
  legalActions,
  newGame,
  parseAction,
  toMove,
  undoableSteps,
  SCENARIOS,
  SEATS,
  type PlayedStep,
  type State,
} from '../src/index.ts';
import { position } from './helpers.ts';

/** Tutorial 3 on 38A (gear at c3), a face-down room in slot 1 (as in turn.test.ts). */
const board = (extra: string, pieces = 'yMk:c3 yNg:g0 bMk:a9'): State =>
  position(`
DT-Prison position 1
scenario tutorial-3
rooms 38A/0* 38B/0 40A/0* 40B/0*
pieces ${pieces}
${extra}
`);

/** Plays actions written in the action notation, keeping each with its events as a host does. */
function played(s: State, actions: string[]): PlayedStep[] {
  const steps: PlayedStep[] = [];
  for (const text of actions) {
    const a = parseAction(text);
    if (!a.ok) throw new Error(a.error.message);
    const r = apply(s, a.value);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    steps.push({ action: a.value, events: r.value.events });
    s = r.value.state;
  }
  return steps;
}

const turnStart = 'phase card active=yellow ap=0 turn=5';

describe('taking back actions within a turn', () => {
  it('the active player takes back the Action card and movements of the turn in progress; the opponent nothing', () => {
    const steps = played(board(turnStart), ['card 4', 'move yMk c3-c2', 'move yMk c2-c3']);
    expect(undoableSteps(steps, 'yellow')).toBe(3);
    expect(undoableSteps(steps, 'blue')).toBe(0);
  });

  it('nothing of a turn that has ended, for either player (R8)', () => {
    const steps = played(board(turnStart), ['card 4', 'move yMk c3-c2', 'end']);
    expect(undoableSteps(steps, 'yellow')).toBe(0);
    expect(undoableSteps(steps, 'blue')).toBe(0);
    // The next player's own turn starts afresh.
    const next = played(board(turnStart), ['card 4', 'end', 'card 3']);
    expect(undoableSteps(next, 'blue')).toBe(1);
  });

  it('a reveal shows the room and its tokens: it stays, and only what follows it may be taken back (R3, R14)', () => {
    const steps = played(board(turnStart), ['card 4', 'move yMk c3-c2', 'reveal 1']);
    expect(undoableSteps(steps, 'yellow')).toBe(0);
    const after = played(board(turnStart), ['card 4', 'reveal 1', 'move yMk c3-c2']);
    expect(undoableSteps(after, 'yellow')).toBe(1);
  });

  it('a rotation is final: "he is not allowed to change his mind" (rulebook p. 6)', () => {
    const steps = played(board(turnStart), ['card 4', 'rotate 0 cw']);
    expect(undoableSteps(steps, 'yellow')).toBe(0);
  });

  it('an attack starts a combat the opponent answers in secret: it stays, as do the Combat cards (R9, R16)', () => {
    const s = board(turnStart, 'yMk:c3 yNg:g0 bMk:c4');
    expect(undoableSteps(played(s, ['card 4', 'attack yMk bMk']), 'yellow')).toBe(0);
    const chosen = played(s, ['card 4', 'attack yMk bMk', 'combat yellow 2']);
    expect(undoableSteps(chosen, 'yellow')).toBe(0);
    expect(undoableSteps(chosen, 'blue')).toBe(0);
  });

  it('a draw offer has been made to the opponent: it stays (R22)', () => {
    const steps = played(board(turnStart), ['card 4', 'offer-draw yellow']);
    expect(undoableSteps(steps, 'yellow')).toBe(0);
  });

  it('set-up choices are secret commitments: starting characters and tokens stay (R5, R9)', () => {
    const g = newGame({ scenario: 'tutorial-1' }, 3);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const steps: PlayedStep[] = [];
    while (s.phase !== 'card') {
      const a = legalActions(s)[0]!;
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      steps.push({ action: a, events: r.value.events });
      s = r.value.state;
      for (const seat of SEATS) expect(undoableSteps(steps, seat)).toBe(0);
    }
  });

  // Over whole sampled games of every scenario: whatever may be taken back was decided by that
  // player alone, in the turn in progress, and the opponent had nothing to decide meanwhile.
  it('in sampled games of every scenario, what may be taken back is the player’s own, with nobody else deciding in between', () => {
    let undone = 0;
    for (const scenario of SCENARIOS)
      for (const seed of [1, 2]) {
        const g = newGame({ scenario }, seed);
        if (!g.ok) throw new Error(g.error.message);
        const rng = new Rng(seed);
        const states: State[] = [g.value];
        const steps: PlayedStep[] = [];
        for (let i = 0; i < 250 && states[i]!.phase !== 'over'; i++) {
          const s = states[i]!;
          const a = rng.pick(legalActions(s));
          const r = apply(s, a);
          if (!r.ok) throw new Error(r.error.message);
          steps.push({ action: a, events: r.value.events });
          states.push(r.value.state);
          for (const seat of [0, 1] as const) {
            const n = undoableSteps(steps, SEATS[seat]);
            if (n > 0) expect(undoableSteps(steps, SEATS[seat ^ 1]!)).toBe(0);
            undone += n;
            for (let k = steps.length - n; k < steps.length; k++) {
              expect(actorOf(states[k]!, steps[k]!.action)).toBe(seat);
              expect(toMove(states[k]!)).toEqual([seat]);
              expect(states[k]!.turn).toBe(states[steps.length]!.turn);
            }
          }
        }
      }
    expect(undone).toBeGreaterThan(100);
  });
});
