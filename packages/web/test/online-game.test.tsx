// @vitest-environment jsdom
// The online game page says "Connection lost: reconnecting…" while its connection is down,
// and only then. The page's client is replaced by a stand-in that connects and drops when told.
import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, legalActionsFor, newGame, toMove, view } from '@dt/engine';
import { Api, type GameSummary, type UpdateFrame } from '@dt/protocol';
import { OnlineGame } from '../src/screens/OnlineGame.tsx';

const { FakeClient, clients, frames } = vi.hoisted(() => {
  /** GameClient as the page uses it; like it, `ready()` gives up after 10 s without a connection. */
  class FakeClient {
    closed = false;
    private connected = false;
    private readonly handlers: Record<string, (() => void)[]> = {};
    private readonly listeners = new Set<(u: UpdateFrame) => void>();
    readonly socket = {
      on: (event: string, fn: () => void) => (this.handlers[event] ??= []).push(fn),
      once: (event: string, fn: () => void) => {
        const h = (): void => {
          this.handlers[event] = this.handlers[event]!.filter((x) => x !== h);
          fn();
        };
        this.socket.on(event, h);
      },
    };
    constructor(_url: string) {
      clients.push(this);
    }
    connect(): void {
      this.connected = true;
      for (const fn of [...(this.handlers.connect ?? [])]) fn();
    }
    drop(): void {
      this.connected = false;
      for (const fn of this.handlers.disconnect ?? []) fn();
    }
    ready(): Promise<boolean> {
      if (this.connected) return Promise.resolve(true);
      return new Promise((resolve) => {
        const t = setTimeout(() => resolve(false), 10_000);
        this.socket.on('connect', () => {
          clearTimeout(t);
          resolve(true);
        });
      });
    }
    onUpdate(fn: (u: UpdateFrame) => void): () => void {
      this.listeners.add(fn);
      return () => this.listeners.delete(fn);
    }
    async join(gameId: string): Promise<{ ok: true }> {
      for (const l of this.listeners) l(frame(gameId, frames[gameId]));
      return { ok: true };
    }
    async legal(): Promise<{ ok: false }> {
      return { ok: false };
    }
    close(): void {
      this.closed = true;
    }
  }
  const clients: FakeClient[] = [];
  /** How the game a client joins stands, per game id (frame's options). */
  const frames: Record<string, { blueToMove?: boolean; blueBot?: boolean }> = {};
  return { FakeClient, clients, frames };
});
vi.mock('@dt/protocol/client', () => ({ GameClient: FakeClient }));

/**
 * Tutorial 1 as yellow sees it, on a game where both seats are taken: at its start, or with
 * blue (the server's computer if `blueBot`) alone to decide.
 */
function frame(gameId: string, { blueToMove = false, blueBot = false } = {}): UpdateFrame {
  const g = newGame({ scenario: 'tutorial-1' }, 1);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  while (blueToMove && toMove(s).join() !== '1') {
    const r = apply(s, legalActionsFor(s, toMove(s)[0]!)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  const summary: GameSummary = {
    id: gameId,
    scenario: 'tutorial-1',
    vpTarget: null,
    timerSeconds: null,
    handicap: false,
    public: false,
    rated: false,
    status: 'live',
    version: 0,
    players: {
      yellow: { name: 'Alice', username: null, rating: null, bot: false },
      blue: { name: 'Bob', username: null, rating: null, bot: blueBot },
    },
    winner: null,
    endReason: '',
    deadline: null,
    claimableAt: null,
    createdAt: 0,
    updatedAt: 0,
  };
  return { gameId, version: 0, from: 0, viewer: 'yellow', events: null, view: view(s, 0), summary };
}

afterEach(() => {
  cleanup();
  clients.length = 0;
  vi.useRealTimers();
});

describe('the online game page', () => {
  it('shows the reconnecting notice while the connection is lost, and not because a client it let go of gave up', async () => {
    vi.useFakeTimers();
    // StrictMode runs the page's effect twice, as in development: the first client is closed at once.
    render(
      <StrictMode>
        <OnlineGame api={new Api()} gameId="g1" />
      </StrictMode>,
    );
    expect(clients.map((c) => c.closed)).toEqual([true, false]);
    const live = clients[1]!;
    await act(async () => live.connect());
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    expect(screen.queryByTestId('reconnecting')).toBeNull();

    // The closed client's wait for a connection runs out; the page is still connected.
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('reconnecting')).toBeNull();

    await act(async () => live.drop());
    expect(screen.getByTestId('reconnecting')).toBeTruthy();
    await act(async () => live.connect());
    expect(screen.queryByTestId('reconnecting')).toBeNull();
  });

  it("says the computer is thinking while the server's bot must decide, and not while a person must", async () => {
    frames['g3'] = { blueToMove: true, blueBot: true };
    frames['g4'] = { blueToMove: true, blueBot: false };
    render(<OnlineGame api={new Api()} gameId="g3" />);
    await act(async () => clients[0]!.connect());
    expect(screen.getByTestId('thinking').textContent).toBe('The computer is thinking…');
    cleanup();
    render(<OnlineGame api={new Api()} gameId="g4" />);
    await act(async () => clients[1]!.connect());
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    expect(screen.queryByTestId('thinking')).toBeNull();
  });

  it('joins the game when the first connection comes only after the client has stopped waiting', async () => {
    vi.useFakeTimers();
    render(<OnlineGame api={new Api()} gameId="g2" />);
    const only = clients[0]!;
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No connection to the server yet: still trying…');
    await act(async () => only.connect());
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    expect(screen.queryByTestId('reconnecting')).toBeNull();
  });
});
