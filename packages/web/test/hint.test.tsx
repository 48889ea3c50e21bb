// @vitest-environment jsdom
// The hint against the computer: L3's best line so far while it thinks, then the line it would
// play; a move made meanwhile makes the answer stale, so it never lands on the new position.
// The page's Web Worker is replaced by a stand-in that answers when told.
import { act as actNow, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAction, type Action } from '@dt/engine';
import type { Progress } from '@dt/ai/bot';
import { LangContext, translator } from '../src/i18n.ts';
import { Game } from '../src/screens/Game.tsx';
import { act, deciders, humanToAct, seatLegal, startSession, stateOf, type Session } from '../src/session.ts';

const { asks } = vi.hoisted(() => ({
  asks: [] as {
    level: number;
    onProgress: (p: Progress<Action>) => void;
    answer: (a: Action) => void;
  }[],
}));

vi.mock('../src/bot.ts', () => ({
  BotWorker: class {
    ask(req: { level: number }, onProgress: (p: Progress<Action>) => void): Promise<Action> {
      return new Promise((answer) => asks.push({ level: req.level, onProgress, answer }));
    }
    /** The one request of a computer seat: here only its level is read. */
    decide(session: Session, seat: 0 | 1, onProgress: (p: Progress<Action>) => void): Promise<Action> {
      const p = session.players[seat];
      return this.ask({ level: p.kind === 'bot' ? p.level : 0 }, onProgress);
    }
    close(): void {}
  },
}));

afterEach(() => {
  cleanup();
  asks.length = 0;
});

/** Tutorial 1 against the computer (L1), set up, at yellow's first Action card or actions. */
function yellowToPlay(phase: 'card' | 'actions' = 'actions'): Session {
  const started = startSession({ scenario: 'tutorial-1' }, 21, [
    { kind: 'human' },
    { kind: 'bot', level: 1 },
  ]);
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  while (!(stateOf(s).phase === phase && humanToAct(s, 0) === 0)) {
    const r = act(s, seatLegal(s, deciders(s)[0]!)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const action = (text: string): Action => {
  const a = parseAction(text);
  if (!a.ok) throw new Error(a.error.message);
  return a.value;
};

describe('the hint against the computer', () => {
  it('shows L3 thinking, then its line; a move made meanwhile discards the answer', async () => {
    const session = yellowToPlay();
    render(
      <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
        <Game initial={session} guidance={false} onExit={() => {}} onRematch={() => {}} />
      </LangContext.Provider>,
    );
    const hint = (): string | null => screen.queryByTestId('hint')?.textContent ?? null;
    const reveal = seatLegal(session, 0).find((a) => a.type === 'reveal')!;
    const line = [reveal, action('end')];

    fireEvent.click(screen.getByRole('button', { name: 'Hint: what would L3 do?' }));
    expect(asks.map((a) => a.level)).toEqual([3]);
    expect(hint()).toBe('L3 is thinking… 0 positions');
    actNow(() => asks[0]!.onProgress({ iterations: 64, elapsedMs: 10, line }));
    expect(hint()).toBe('L3 is thinking… 64 positions');
    await actNow(async () => asks[0]!.answer(reveal));
    expect(hint()).toBe(
      `L3 would play: reveal room ${(reveal as { room: number }).room + 1}, then end the turn`,
    );
    // The room it names lights up on the board.
    expect(
      [...document.querySelectorAll('[data-hl-room]')].map((e) => e.getAttribute('data-hl-room')),
    ).toEqual([String((reveal as { room: number }).room)]);

    // Asked again, but the player ends the turn before the answer comes: it is not shown.
    fireEvent.click(screen.getByRole('button', { name: 'Hint: what would L3 do?' }));
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    // AP are left: ending the turn asks first.
    expect(screen.getByTestId('confirm').textContent).toMatch(
      /^End the turn with \d AP left\? They are lost\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(hint()).toBeNull();
    await actNow(async () => {
      asks[1]!.onProgress({ iterations: 300, elapsedMs: 900, line });
      asks[1]!.answer(reveal);
    });
    expect(hint()).toBeNull();
  });

  it('is offered for the Action card too, with the turn it leads to', async () => {
    const session = yellowToPlay('card');
    render(
      <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
        <Game initial={session} guidance={false} onExit={() => {}} onRematch={() => {}} />
      </LangContext.Provider>,
    );
    const card = seatLegal(session, 0)[0]!;
    fireEvent.click(screen.getByRole('button', { name: 'Hint: what would L3 do?' }));
    await actNow(async () => {
      asks[0]!.onProgress({ iterations: 300, elapsedMs: 900, line: [card, action('end')] });
      asks[0]!.answer(card);
    });
    expect(screen.getByTestId('hint').textContent).toMatch(
      /^L3 would play: the \d-action card, then end the turn$/,
    );
  });
});
