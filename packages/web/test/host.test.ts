// The game on this device decides nothing a player should: it takes only choices with a single
// answer, makes planned tokens in the order the rules alternate them, hands a draw offer to the
// other person, and takes back only what the engine allows (undoableSteps).
import { describe, expect, it } from 'vitest';
import { legalActionsFor, toMove, type Action } from '@dt/engine';
import { drawAnswerer, lastTurnStart, NO_PLANS, recentSteps, settle, type Plans } from '../src/host.ts';
import { act, canUndo, seatLegal, startSession, stateOf, undo, type Session } from '../src/session.ts';

const HOT = [{ kind: 'human' }, { kind: 'human' }] as const;

function start(scenario: 'tutorial-1' | 'standalone', seed: number): Session {
  const s = startSession({ scenario }, seed, [HOT[0], HOT[1]]);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Plays the first legal action of whoever decides until `done`, taking forced ones as the host does. */
function playUntil(session: Session, done: (s: Session) => boolean): Session {
  for (let i = 0; i < 400 && !done(session); i++) {
    const st = stateOf(session);
    const r = act(session, legalActionsFor(st, toMove(st)[0]!)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    session = settle(r.value, NO_PLANS).session;
  }
  if (!done(session)) throw new Error('not reached');
  return session;
}

describe('the host of a game on this device', () => {
  it('takes a choice with one answer for the player (the first Action card is the 2, R7), and nothing else', () => {
    const s = playUntil(start('tutorial-1', 3), (x) => stateOf(x).phase === 'actions');
    const card = [...s.steps].reverse().find((st) => st.action.type === 'card')!;
    expect(card.action).toEqual({ type: 'card', value: 2 });
    expect(card.auto).toBe(true);
    // Everything the host took had one answer for the player who had to choose (the last token's
    // room among them); the choices with several answers were the players' own.
    s.steps.forEach((st, i) => {
      if (!st.auto) return;
      const before = i === 0 ? s.initial : s.steps[i - 1]!.state;
      expect(legalActionsFor(before, st.actor!)).toHaveLength(1);
    });
    expect(s.steps.some((st) => st.action.type === 'token' && st.auto)).toBe(true);
    // A forced step is not offered for undo: it would only be taken again.
    expect(canUndo(s, stateOf(s).active as 0 | 1)).toBe(false);
  });

  it('makes planned token placements on their owner’s turns, alternating with the other player’s (rulebook p. 3)', () => {
    let s = playUntil(start('standalone', 4), (x) => stateOf(x).phase === 'tokens');
    const first = stateOf(s).tokenTurn;
    const plan = seatLegal(s, first as 0 | 1)
      .filter((a): a is Extract<Action, { type: 'token' }> => a.type === 'token')
      .filter((a, i, all) => all.findIndex((b) => b.piece === a.piece) === i)
      .slice(0, 3);
    // Three tokens of the first player, in three different rooms.
    const rooms = [...new Set(seatLegal(s, first as 0 | 1).map((a) => (a as { room: number }).room))];
    const planned = plan.map((a, i) => ({ ...a, room: rooms[i]! }));
    const plans: Plans = first === 0 ? [planned, []] : [[], planned];
    const r = settle(s, plans);
    // The first goes down at once; then it is the other player's turn, who has no plan: it stops.
    expect(r.session.steps.length).toBe(s.steps.length + 1);
    expect(r.plans[first as 0 | 1]).toHaveLength(2);
    s = r.session;
    // The other player places one: the first player's next planned token follows by itself.
    const other = (1 - (first as number)) as 0 | 1;
    const reply = act(s, seatLegal(s, other)[0]!);
    if (!reply.ok) throw new Error(reply.error.message);
    const next = settle(reply.value, r.plans);
    expect(next.session.steps.length).toBe(s.steps.length + 2);
    expect(next.session.steps.at(-1)!.action).toEqual(planned[1]);
    expect(next.broken).toBeNull();
  });

  it('drops a plan the opponent’s tokens made impossible and says whose it was', () => {
    const s = playUntil(start('tutorial-1', 4), (x) => stateOf(x).phase === 'tokens');
    const seat = stateOf(s).tokenTurn as 0 | 1;
    const bad = { ...(seatLegal(s, seat)[0] as Extract<Action, { type: 'token' }>), room: 99 };
    const r = settle(s, seat === 0 ? [[bad], []] : [[], [bad]]);
    expect(r.broken).toBe(seat);
    expect(r.plans).toEqual([[], []]);
    expect(r.session.steps.length).toBe(s.steps.length);
  });

  it('in hot seat, hands a draw offer to the other person at once (R22)', () => {
    let s = playUntil(start('tutorial-1', 3), (x) => stateOf(x).phase === 'actions');
    const active = stateOf(s).active as 0 | 1;
    expect(drawAnswerer(s)).toBeNull();
    const r = act(s, { type: 'offer-draw', seat: active === 0 ? 'yellow' : 'blue' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    expect(drawAnswerer(s)).toBe(1 - active);
    // Against the computer there is nobody to hand it to.
    expect(drawAnswerer({ ...s, players: [HOT[0], { kind: 'bot', level: 0 }] })).toBeNull();
  });

  it('takes back the own movements of a turn, one at a time, as the engine allows', () => {
    let s = playUntil(start('tutorial-1', 3), (x) => stateOf(x).phase === 'actions' && stateOf(x).turn >= 2);
    const seat = stateOf(s).active as 0 | 1;
    const move = seatLegal(s, seat).find((a) => a.type === 'move')!;
    const r = act(s, move);
    if (!r.ok) throw new Error(r.error.message);
    expect(canUndo(r.value, seat)).toBe(true);
    expect(canUndo(r.value, (1 - seat) as 0 | 1)).toBe(false);
    expect(undo(r.value).steps).toEqual(s.steps);
    s = r.value;
  });

  it('lists what the others did since the player’s own last action, and where their last turn began', () => {
    const s = playUntil(
      start('tutorial-1', 3),
      (x) => stateOf(x).phase === 'actions' && stateOf(x).turn >= 3,
    );
    const me = stateOf(s).active as 0 | 1;
    const from = lastTurnStart(s, me)!;
    expect(s.steps[from]!.action.type).toBe('card');
    expect(s.steps[from]!.actor).toBe(1 - me);
    const recent = recentSteps(s, me, s.steps.length);
    // The opponent's whole turn, then the forced card of this turn if any.
    expect(recent[0]).toBeLessThanOrEqual(from);
    expect(recent.at(-1)).toBe(s.steps.length - 1);
  });
});
