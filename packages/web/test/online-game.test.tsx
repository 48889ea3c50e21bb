// @vitest-environment jsdom
// The online game page says "Connection lost: reconnecting…" while its connection is down,
// and only then. The page's client is replaced by a stand-in that connects and drops when told.
import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, legalActionsFor, newGame, toMove, view, viewEvent } from '@dt/engine';
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
    /** Like the server: `since` 0 brings the events of the whole game so far. */
    async join(gameId: string, _token?: string, since?: number): Promise<{ ok: true }> {
      const f = frame(gameId, frames[gameId]);
      const u = since === 0 ? { ...f, from: 0, events: f.history } : f;
      for (const l of this.listeners) l(u);
      return { ok: true };
    }
    onChat(): () => void {
      return () => undefined;
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
  const frames: Record<string, Partial<FrameOptions>> = {};
  return { FakeClient, clients, frames };
});
vi.mock('@dt/protocol/client', () => ({ GameClient: FakeClient }));

interface FrameOptions {
  blueToMove: boolean;
  blueBot: boolean;
  /** Actions played (the first legal one each time) before the frame. */
  steps: number;
  /** A 2-minute timer, with this long left to the seat(s) to move. */
  timerLeftMs: number | null;
  blueRating: number | null;
  /** Yellow resigned at once: the server calls such a game off (status 'aborted'). */
  aborted: boolean;
}

/**
 * Tutorial 1 as yellow sees it, on a game where both seats are taken: at its start, after
 * `steps` actions, or with blue (the server's computer if `blueBot`) alone to decide; with
 * the events so far as yellow may see them (`history`).
 */
function frame(
  gameId: string,
  {
    blueToMove = false,
    blueBot = false,
    steps = 0,
    timerLeftMs = null,
    blueRating = null,
    aborted = false,
  }: Partial<FrameOptions> = {},
): UpdateFrame & { history: Record<string, unknown>[] } {
  const g = newGame({ scenario: 'tutorial-1', timerSeconds: timerLeftMs === null ? null : 120 }, 1);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const history: Record<string, unknown>[] = [];
  let version = 0;
  for (let i = 0; (blueToMove && toMove(s).join() !== '1') || i < steps; i++) {
    const r = apply(s, legalActionsFor(s, toMove(s)[0]!)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    version++;
    for (const e of r.value.events) {
      const v = viewEvent(s, e, 0);
      if (v) history.push(v as Record<string, unknown>);
    }
  }
  if (aborted) {
    const r = apply(s, { type: 'resign', seat: 'yellow' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    version++;
  }
  const summary: GameSummary = {
    id: gameId,
    kind: 'prison',
    scenario: 'tutorial-1',
    vpTarget: null,
    timerSeconds: timerLeftMs === null ? null : 120,
    moveHours: null,
    handicap: false,
    public: false,
    rated: false,
    status: aborted ? 'aborted' : 'live',
    version: 0,
    players: {
      yellow: { name: 'Alice', username: null, rating: null, bot: false },
      blue: { name: 'Bob', username: blueRating === null ? null : 'bob', rating: blueRating, bot: blueBot },
    },
    toMove: toMove(s).map((x) => (x === 0 ? 'yellow' : 'blue')),
    winner: null,
    endReason: '',
    rematch: { offeredBy: null, gameId: null },
    deadline: timerLeftMs === null ? null : Date.now() + timerLeftMs,
    claimableAt: null,
    createdAt: 0,
    updatedAt: 0,
  };
  return {
    kind: 'prison',
    gameId,
    version,
    from: version,
    viewer: 'yellow',
    events: null,
    view: view(s, 0),
    summary,
    history,
  };
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

  it('names the players (with the rating of a registered one) and runs the clock of the seat to move', async () => {
    vi.useFakeTimers();
    frames['g5'] = { blueToMove: true, timerLeftMs: 65_000, blueRating: 1612.4 };
    render(<OnlineGame api={new Api()} gameId="g5" />);
    await act(async () => clients[0]!.connect());
    const players = screen.getByTestId('players');
    expect(players.querySelector('[data-seat=yellow]')!.textContent).toBe('YellowAlice');
    expect(players.querySelector('[data-seat=blue]')!.textContent).toBe('BlueBob(rating 1612)1:05');
    // Only the seat to decide has its clock, named in words, and it runs.
    expect(screen.queryByTestId('clock-yellow')).toBeNull();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Blue’s clock: 1:05 left');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('clock-blue').textContent).toBe('1:03');
  });

  it('rebuilds the whole log of a game joined midway (a reload, a late spectator), the last turn as what just happened', async () => {
    frames['g6'] = { steps: 60 };
    const { history } = frame('g6', frames['g6']);
    const ends = history.filter((e) => e.type === 'turn-end').length;
    expect(ends).toBeGreaterThan(1);
    render(<OnlineGame api={new Api()} gameId="g6" />);
    await act(async () => clients[0]!.connect());
    const lines = [...screen.getByTestId('log').querySelectorAll('li')].map((l) => l.textContent);
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((l) => / ends the turn\.$/.test(l!))).toHaveLength(ends);
    // "What just happened" holds what followed the last turn's end (or that turn, if nothing has yet).
    const latest = [...screen.getByTestId('latest').children].map((l) => l.textContent);
    expect(latest.length).toBeLessThan(lines.length);
    expect(lines.slice(-latest.length)).toEqual(latest);
  });

  it('says a game the server called off has no result, instead of the engine’s winner', async () => {
    frames['g7'] = { aborted: true };
    render(<OnlineGame api={new Api()} gameId="g7" />);
    await act(async () => clients[0]!.connect());
    expect(screen.getByTestId('result').textContent).toContain('no result, no rating');
    expect(screen.getByTestId('result').textContent).not.toMatch(/wins/);
  });
});
