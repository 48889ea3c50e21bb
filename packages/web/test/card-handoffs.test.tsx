// @vitest-environment jsdom
// Hot seat set-up in one sitting (issue 39 item 5): the hand-off screens two people meet before
// the first turn of a standard game, counted by clicking through the table. The team picks of a
// mutual choice and of a draft are open (rulebook, Scenarios: the first player "places it before
// him so that his opponent can see it"; a draft's cards are laid out on the table), so they take
// no screen; the starters and the facings are chosen together in secret (one screen each); the
// dealing alternates card by card with each hand secret ("players take turns placing one of
// their ... cards facedown"), so each deal keeps its screen, except a deal with one possible
// action (the last card with one room left), which the table plays with no screen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Action } from '@dt/cardgame';
import { LangContext, translator } from '../src/i18n.ts';
import { CardTable } from '../src/cardgame/CardTable.tsx';
import { startCardSession } from '../src/cardgame/session.ts';
import { composeClicks } from './card-compose-clicks.ts';
import { cardGameOf } from './card-positions.ts';

afterEach(cleanup);

/** Plays the first offered action at every decision; returns the hand-off screens met, by phase. */
function setUpByClicks(selection: 'mutual' | 'draft' | 'frontal'): Record<string, number> {
  const start = startCardSession({ scenario: 'standard', selection }, 4, [
    { kind: 'human' },
    { kind: 'human' },
  ]);
  if (!start.ok) throw new Error(start.error.message);
  const { container } = render(
    <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
      <CardTable game={cardGameOf(start.value, false)} onExit={() => undefined} onRematch={() => undefined} />
    </LangContext.Provider>,
  );
  const screens: Record<string, number> = {};
  let phase: string;
  for (let i = 0; i < 200; i++) {
    const handoff = screen.queryByRole('button', { name: /show my game/ });
    if (handoff) {
      phase = screen.getByTestId('card-handoff').getAttribute('data-phase')!;
      screens[phase] = (screens[phase] ?? 0) + 1;
      fireEvent.click(handoff);
      continue;
    }
    const table = container.querySelector('[data-testid=card-table]')!;
    phase = table.getAttribute('data-phase')!;
    if (phase === 'actions') return screens;
    const choices = JSON.parse(table.getAttribute('data-choices')!) as {
      a: Action;
      s: string | null;
      t: string | null;
    }[];
    const c = choices[0]!;
    const composed = composeClicks(c.a, choices.length);
    const clicks = composed ?? [
      ...(c.s ? [`[data-ref="${c.s}"]`] : []),
      ...(c.t ? [`[data-ref="${c.t}"]`] : []),
      ...(!c.s && !c.t ? ['[data-testid=card-panel] [data-choice="0"]'] : []),
    ];
    const version = table.getAttribute('data-version');
    for (const sel of clicks) {
      const now = container.querySelector('[data-testid=card-table]');
      if (now?.getAttribute('data-version') !== version) break;
      fireEvent.click(container.querySelector(sel)!);
    }
  }
  throw new Error('the set-up did not end in 200 decisions');
}

describe('hand-off screens before the first turn of a standard hot-seat game', () => {
  for (const selection of ['mutual'] as const)
    it(`${selection}: none while picking the teams in the open nor for a forced deal, one per player for the starters and the facings`, () => {
      const screens = setUpByClicks(selection);
      // At first 38 screens (13 of them while picking the teams), then 26 (deal 23); the two
      // forced deals of this game (one action each) take none now.
      expect(screens).toEqual({ starters: 2, deal: 21, facing: 1 });
    });

  it('full frontal: each player picks the whole team in one sitting (one screen each)', () => {
    const screens = setUpByClicks('frontal');
    expect(screens['select']).toBe(2);
  });
});
