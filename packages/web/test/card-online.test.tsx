// @vitest-environment jsdom
// The card game's online table (CardOnline) in the page: pointing plays the same actions as on
// this device (one pointing hook for both tables), a draw offered by the other seat can be
// accepted or declined, and what the table draws from a seat's view stays the same when every
// hidden card changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  Rng,
  apply,
  legalActionsFor,
  newGame,
  perturb,
  toMove,
  view,
  type Action,
  type State,
} from '@dt/cardgame';
import { CardOnline } from '../src/online/CardOnline.tsx';
import { composeClicks } from './card-compose-clicks.ts';
import { choiceOf } from '../src/cardgame/choices.ts';

afterEach(cleanup);

/** Tutorial 1 played at random into its actions phase. */
function inActions(seed: number): State {
  const g = newGame({ scenario: 'tutorial-1' }, seed);
  if (!g.ok) throw new Error(g.error.message);
  const rng = new Rng(seed);
  let s = g.value;
  for (let i = 0; i < 500 && s.phase !== 'actions'; i++) {
    const legal = legalActionsFor(s, toMove(s)[0]!);
    const r = apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  if (s.phase !== 'actions') throw new Error('actions phase not reached');
  return s;
}

function table(s: State, seat: 0 | 1, onAct: (a: Action) => void, version = 7) {
  return (
    <CardOnline
      view={view(s, seat)}
      legal={legalActionsFor(s, seat)}
      log={[]}
      version={version}
      feedback={null}
      onAct={onAct}
      status={<p>status</p>}
      controls={<button type="button">Offer a draw</button>}
      finished={null}
    />
  );
}

describe('the card game table online', () => {
  it('sends every legal action when pointed at as the table on this device offers it (card, target, or button)', () => {
    for (const seed of [3, 4]) {
      const s = inActions(seed);
      const seat = toMove(s)[0]!;
      const legal = legalActionsFor(s, seat);
      expect(legal.length).toBeGreaterThan(1);
      legal.forEach((a, i) => {
        const onAct = vi.fn();
        const { container } = render(table(s, seat, onAct));
        const c = choiceOf(a);
        const press = (sel: string) => fireEvent.click(container.querySelector(sel)!);
        const composed = composeClicks(a, legal.length);
        if (composed) composed.forEach(press);
        if (!onAct.mock.calls.length && c.source) press(`[data-ref="${c.source}"]`);
        if (!onAct.mock.calls.length && c.target) press(`[data-ref="${c.target}"]`);
        // Several actions left open: the panel lists them, each by its index.
        if (!onAct.mock.calls.length) press(`[data-testid=card-panel] [data-choice="${i}"]`);
        expect(onAct.mock.calls, JSON.stringify(a)).toEqual([[a]]);
        cleanup();
      });
    }
  });

  it("shows the other seat's draw offer with Accept and Decline, which answer it; the offerer sees no prompt (CN30)", () => {
    const base = inActions(5);
    const r = apply(base, { type: 'offer-draw', seat: 'blue' });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    const onAct = vi.fn();
    render(table(s, 0, onAct));
    expect(screen.getByTestId('draw-offer').textContent).toMatch(/Blue offers a draw/);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the draw' }));
    expect(onAct).toHaveBeenLastCalledWith({ type: 'accept-draw', seat: 'yellow' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onAct).toHaveBeenLastCalledWith({ type: 'decline-draw', seat: 'yellow' });
    // The online game's own buttons (OnlineGame's offer of a draw) sit beside Resign.
    expect(screen.getByRole('button', { name: 'Offer a draw' })).toBeTruthy();
    cleanup();
    render(table(s, 1, onAct));
    expect(screen.queryByTestId('draw-offer')).toBeNull();
  });

  it('draws the same page for a seat when everything hidden from it changes, a draw offer included', () => {
    const r = apply(inActions(8), { type: 'offer-draw', seat: 'yellow' });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    for (const seat of [0, 1] as const) {
      const html = render(table(s, seat, () => undefined)).container.innerHTML;
      cleanup();
      const t = perturb(s, seat);
      const again = render(table(t, seat, () => undefined)).container.innerHTML;
      cleanup();
      expect(again).toBe(html);
    }
  });
});
