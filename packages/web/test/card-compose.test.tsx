// @vitest-environment jsdom
// Set-up decisions one card at a time (issue 39 item 3): the starters' facings are chosen by
// picking each character's facing, never from a list of every combination, and Confirm plays
// the one legal action those picks make. The rulebook: "players simultaneously reveal their
// starting team ... choosing their initial orientation as they wish" (Reveal the characters).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { legalActionsFor, view, type Action } from '@dt/cardgame';
import { LangContext, translator } from '../src/i18n.ts';
import { Panel } from '../src/cardgame/Panel.tsx';
import { choiceOf } from '../src/cardgame/choices.ts';
import { composer, isComposite, partsOf } from '../src/cardgame/compose.ts';
import { cardPlayOut } from './card-positions.ts';

afterEach(cleanup);

function panelAt(phase: 'facing' | 'starters', onPlay: (a: Action) => void) {
  const { state } = cardPlayOut({ scenario: 'standard', selection: 'mutual' }, 4, (s) => s.phase === phase);
  const legal = legalActionsFor(state, 0);
  const choices = legal.map(choiceOf);
  const ui = render(
    <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
      <Panel
        view={view(state, 0)}
        choices={choices}
        buttons={choices}
        pending={null}
        selected={null}
        onPlay={(c) => onPlay(c.action)}
        onPoint={() => undefined}
        onCancel={() => undefined}
      />
    </LangContext.Provider>,
  );
  return { legal, ...ui };
}

describe('set-up decisions one card at a time', () => {
  it('facing: one row per starting character with its four facings, no combination buttons; Confirm plays the picks', () => {
    const played = vi.fn();
    const { legal, container } = panelAt('facing', played);
    expect(legal.length).toBe(16);
    expect(container.querySelectorAll('[data-choice]').length).toBe(0);
    const rows = container.querySelectorAll('.cg-compose-row');
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row.querySelectorAll('[data-part]').length).toBe(4);
    const confirm = container.querySelector<HTMLButtonElement>('[data-testid=card-compose-confirm]')!;
    expect(confirm.disabled).toBe(true);
    // The last of the 16, chosen card by card.
    const want = legal[15]!;
    const parts = Object.entries(partsOf(want as never));
    fireEvent.click(container.querySelector(`[data-part="${parts[0]![0]}"][data-value="${parts[0]![1]}"]`)!);
    expect(confirm.disabled).toBe(true);
    fireEvent.click(container.querySelector(`[data-part="${parts[1]![0]}"][data-value="${parts[1]![1]}"]`)!);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(played.mock.calls).toEqual([[want]]);
  });

  it('starters: every legal combination is reachable by picks, and picks no action allows stay closed', () => {
    const { legal } = panelAt('starters', () => undefined);
    const composite = legal.filter(isComposite);
    expect(composite.length).toBe(legal.length);
    expect(legal.length).toBeGreaterThan(8);
    for (const a of composite) expect(composer(composite, partsOf(a)).match).toEqual(a);
    // Three starters is never an action: a third card's sides are closed once two are chosen.
    const two = Object.fromEntries(Object.entries(partsOf(composite[0]!)));
    const c = composer(composite, two);
    const third = c.cards.find((card) => !(card in two))!;
    expect(c.values(third).every((v) => !v.open)).toBe(true);
  });
});
