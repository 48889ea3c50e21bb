// @vitest-environment jsdom
// The computer's turn on the card table is played out step by step (issue 39 item 4, as the
// board games play the opponent's moves): each action stays on screen for the player's pace,
// with what it touched highlighted and its log line marked; Faster plays the rest at four
// times the pace, Skip shows the position now; the table waits for the end of the playback
// before it offers the player's own choices. The page's clock is vitest's (no sleeps).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { makeRecord, type GameConfig } from '@dt/cardgame';
import { LangContext, translator } from '../src/i18n.ts';
import { CardTable } from '../src/cardgame/CardTable.tsx';
import { touched } from '../src/cardgame/playback.ts';
import { sessionFromRecord, type CardSession } from '../src/cardgame/session.ts';
import { actionWords } from '../src/cardgame/words.ts';
import { DEFAULT_SETTINGS, SettingsContext } from '../src/settings.ts';
import { loadGame } from '../src/saved.ts';
import { cardGameOf, cardPlayOut } from './card-positions.ts';

// The computer runs in the page here (no Worker in jsdom) and fetches its code and the kinds'
// bots on its first move: fetched before the page's clock is faked, so that moving the fake
// clock on is all a test waits for.
beforeAll(async () => {
  await Promise.all([import('@dt/ai/bots'), import('@dt/games').then((g) => g.loadKinds(['bots']))]);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PACE = 1000;
/** The id the table saves its game under; the test reads the computer's steps back from it. */
const GAME = 'playback';
function saved(): CardSession {
  const s = sessionFromRecord(loadGame(GAME)!.record);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Tutorial 1 as the computer's (blue's) turn of actions begins, yellow a person. */
function botTurn(): CardSession {
  const config: GameConfig = { scenario: 'tutorial-1' };
  const { actions } = cardPlayOut(config, 3, (s) => s.phase === 'actions' && s.active === 1 && s.turn >= 2);
  const s = sessionFromRecord(makeRecord({ config, seed: 3, actions }), [
    { kind: 'human' },
    { kind: 'bot', level: 1 },
  ]);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function renderTable(session: CardSession, paceMs: number) {
  const { container } = render(
    <SettingsContext.Provider value={{ settings: { ...DEFAULT_SETTINGS, paceMs }, set: () => undefined }}>
      <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
        <CardTable
          game={cardGameOf(session, false, GAME)}
          onExit={() => undefined}
          onRematch={() => undefined}
        />
      </LangContext.Provider>
    </SettingsContext.Provider>,
  );
  const table = () => container.querySelector('[data-testid=card-table]')!;
  return {
    container,
    version: () => Number(table().getAttribute('data-version')),
    shown: () => Number(table().getAttribute('data-shown')),
    choices: () => JSON.parse(table().getAttribute('data-choices') ?? '[]') as unknown[],
  };
}

/** Moves the clock on by `ms` in small steps, letting the computer's answers land. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Moves the clock on until `done` holds (a hang guard of 400 steps of 50 ms, not a wait). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await tick(50);
  expect(done()).toBe(true);
}

describe("the computer's turn on the card table", () => {
  it('is played out one action at a time, each highlighted with its log line, Faster and Skip at hand', async () => {
    const start = botTurn();
    const n0 = start.steps.length;
    const t = renderTable(start, PACE);
    // The computer has played its first action; the screen still shows the position before it.
    await until(() => t.version() > n0);
    expect(t.shown()).toBe(n0);
    expect(screen.getByTestId('card-playing').textContent).toMatch(/one by one/);
    expect(t.choices()).toEqual([]);
    // After the pace, the action is on screen: what it touched is highlighted, its line marked.
    await tick(PACE);
    expect(t.shown()).toBe(n0 + 1);
    const now = [...t.container.querySelectorAll('[data-testid=card-log] li.now')].map((l) => l.textContent);
    expect(now.length).toBeGreaterThan(0);
    expect(screen.getByTestId('card-playing').textContent).toContain(now[0]!);
    expect(now[0]).toMatch(/^blue: /);
    // Faster: the next action comes after a quarter of the pace.
    await until(() => t.version() > n0 + 1);
    fireEvent.click(screen.getByTestId('card-playing-faster'));
    expect(screen.queryByTestId('card-playing-faster')).toBeNull();
    await tick(PACE / 4);
    expect(t.shown()).toBe(n0 + 2);
    // Skip: the position now.
    fireEvent.click(screen.getByTestId('card-playing-skip'));
    await tick(0);
    expect(t.shown()).toBe(t.version());
    // The computer's turn ends; once it is all on screen the player's own choices come.
    await until(() => t.choices().length > 0 && t.shown() === t.version());
    expect(screen.queryByTestId('card-playing')).toBeNull();
  });

  it("highlights the card and the target of each of the computer's actions on screen", async () => {
    const start = botTurn();
    const n0 = start.steps.length;
    const t = renderTable(start, PACE);
    let highlighted = 0;
    for (let k = 1; k <= 6; k++) {
      // The computer's turn may end sooner: then the player's choices come.
      await until(() => t.version() >= n0 + k || t.choices().length > 0);
      if (t.version() < n0 + k) break;
      await until(() => t.shown() >= n0 + k);
      const action = saved().steps[n0 + k - 1]!.action;
      const played = new Set(
        [...t.container.querySelectorAll('.played')].map((el) => {
          const slot = el.getAttribute('data-slot');
          return el.getAttribute('data-ref') ?? (slot ? `r:${slot}` : `z:${el.getAttribute('data-zone')}`);
        }),
      );
      // Every card, zone or room the action names is highlighted (a step also its mover).
      for (const ref of touched(action, null))
        expect(
          played.has(ref) || [...played].some((r) => ref.startsWith(r)),
          `${ref} of ${action.type}`,
        ).toBe(true);
      highlighted += played.size;
      // Its words are the marked log line.
      const now = t.container.querySelector('[data-testid=card-log] li.now')!.textContent!;
      // (an action that names its seat, such as a placement, says it in its own words)
      expect(now).toBe(`${'seat' in action ? '' : 'blue: '}${actionWords(action, 'en', null, false)}`);
    }
    expect(highlighted).toBeGreaterThan(0);
  });

  it('at the pace "all at once" the screen is never behind the game', async () => {
    const start = botTurn();
    const t = renderTable(start, 0);
    await until(() => t.choices().length > 0);
    expect(t.shown()).toBe(t.version());
    expect(t.version()).toBeGreaterThan(start.steps.length);
  });
});

describe('what an action touches', () => {
  it('is its card and its target, and the moving character on a step', () => {
    expect([...touched({ type: 'attack', piece: 'bCo', target: 'yNg' }, null)]).toEqual(['p:bCo', 'p:yNg']);
    expect([...touched({ type: 'step', to: 'b2' }, 'bCo')]).toEqual(['z:b2', 'p:bCo']);
    expect([...touched({ type: 'rotate', room: 2, clockwise: true }, null)]).toEqual(['r:2']);
    expect([...touched({ type: 'end' }, null)]).toEqual([]);
  });
});
