// @vitest-environment jsdom
// The card game's player aid and the end of a game on this device (issue 39 items 6 and 8):
// Rules on the card game's screens is the card game's own aid (how to win first, every
// character and object card), and a finished game offers a rematch with the seats swapped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CHARACTER_DEFS, OBJECT_DEFS } from '@dt/cardgame';
import { LangContext, translator, type Lang } from '../src/i18n.ts';
import { CardAid } from '../src/cardgame/CardAid.tsx';
import { CardTable } from '../src/cardgame/CardTable.tsx';
import { startCardSession } from '../src/cardgame/session.ts';
import { act, replayActions } from '../src/game-session.ts';
import { rematchOf } from '../src/local-game.ts';
import { cardGameOf, cardPlayOut } from './card-positions.ts';

afterEach(cleanup);

const inLang = (lang: Lang, ui: React.ReactElement) => (
  <LangContext.Provider value={{ lang, t: translator(lang) }}>{ui}</LangContext.Provider>
);

describe("the card game's player aid", () => {
  it('starts with how to win, then the turn, movement and combat, then every character and object card', () => {
    for (const lang of ['en', 'fr'] as const) {
      const { container } = render(inLang(lang, <CardAid />));
      const heads = [...container.querySelectorAll('h3')].map((h) => h.textContent);
      expect(heads[0]).toBe(lang === 'en' ? 'How to win' : 'Comment gagner');
      expect(container.textContent).toMatch(lang === 'en' ? /leaves the labyrinth/ : /sort du labyrinthe/);
      expect(container.querySelectorAll('.card-face').length).toBe(
        CHARACTER_DEFS.length + OBJECT_DEFS.length,
      );
      // Nothing of Prison's aid (Action cards, squares).
      expect(container.textContent).not.toMatch(/Action card|square/i);
      cleanup();
    }
  });
});

describe('the end of a card game on this device', () => {
  it('offers a rematch with the same options, the next seed and the seats swapped', () => {
    const config = { scenario: 'tutorial-1' as const };
    const start = startCardSession(config, 5, [{ kind: 'human' }, { kind: 'bot', level: 1 }]);
    if (!start.ok) throw new Error(start.error.message);
    const { actions } = cardPlayOut(config, 5, (s) => s.phase === 'over');
    const ended = replayActions(start, actions, (s, a) => act(s, a));
    if (!ended.ok) throw new Error(ended.error.message);
    const over = ended.value;
    const onRematch = vi.fn();
    render(
      inLang(
        'en',
        <CardTable game={cardGameOf(over, false)} onExit={() => undefined} onRematch={onRematch} />,
      ),
    );
    fireEvent.click(screen.getByTestId('rematch'));
    expect(onRematch).toHaveBeenCalledTimes(1);
    const next = rematchOf(onRematch.mock.calls[0]![0]);
    expect(next).toEqual({
      config,
      seed: 6,
      players: [{ kind: 'bot', level: 1 }, { kind: 'human' }],
      guidance: false,
    });
  });
});
