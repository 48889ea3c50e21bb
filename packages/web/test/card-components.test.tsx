// @vitest-environment jsdom
// The card game's table in the page: it is drawn from one seat's view only (changing every
// hidden card leaves its HTML unchanged), each legal action can be made by pointing at its
// controls, the hand-off screen hides everything, and the words and saved games hold up.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  Rng,
  apply,
  legalActionsFor,
  newGame,
  perturb,
  toMove,
  view,
  type Action,
  type GameConfig,
  type State,
} from '@dt/cardgame';
import { LangContext, translator, type Lang } from '../src/i18n.ts';
import { composeClicks } from './card-compose-clicks.ts';
import { Board, type Marks } from '../src/cardgame/Board.tsx';
import { CardTable } from '../src/cardgame/CardTable.tsx';
import { CombatBox } from '../src/cardgame/CombatBox.tsx';
import { Hand } from '../src/cardgame/Hand.tsx';
import { choiceOf, click, offer } from '../src/cardgame/choices.ts';
import { resumeLocal, startLocal } from '../src/local-game.ts';
import { loadGame, playPath, removeGame, savedGame, savedGames } from '../src/saved.ts';
import { saveSession } from '../src/save-session.ts';
import { cardGameOf, cardPlayOut } from './card-positions.ts';
import { act, recordText, replayActions, stateOf } from '../src/game-session.ts';
import { sessionFromRecord, startCardSession, type CardSession } from '../src/cardgame/session.ts';
import { actionWords } from '../src/cardgame/words.ts';

afterEach(cleanup);

function playUntil(config: GameConfig, seed: number, done: (s: State) => boolean, limit = 3000): State {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  const rng = new Rng(seed);
  let s = g.value;
  for (let i = 0; i < limit && !done(s); i++) {
    const legal = legalActionsFor(s, toMove(s)[0]!);
    const r = apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  if (!done(s)) throw new Error('position not reached');
  return s;
}

const inLang = (lang: Lang, ui: React.ReactElement) => (
  <LangContext.Provider value={{ lang, t: translator(lang) }}>{ui}</LangContext.Provider>
);

const marksFor = (s: State, seat: 0 | 1): Marks => {
  const o = offer(legalActionsFor(s, seat).map(choiceOf), null);
  return {
    sources: o.sources,
    targets: o.targets,
    selected: null,
    label: () => null,
    onPoint: () => undefined,
  };
};

/** The game of playUntil as a session on this device, each step played at `now`. */
function sessionPlayed(
  config: GameConfig,
  seed: number,
  done: (s: State) => boolean,
  now: number,
): CardSession {
  const start = startCardSession(config, seed, [{ kind: 'human' }, { kind: 'human' }]);
  if (!start.ok) throw new Error(start.error.message);
  const rng = new Rng(seed);
  let s = start.value;
  for (let i = 0; i < 3000 && !done(stateOf(s)); i++) {
    const legal = legalActionsFor(stateOf(s), toMove(stateOf(s))[0]!);
    const r = act(s, legal[rng.int(legal.length)]!, now);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  if (!done(stateOf(s))) throw new Error('position not reached');
  return s;
}

function sessionAt(state: State, config: GameConfig): CardSession {
  const s = startCardSession(config, 1, [{ kind: 'human' }, { kind: 'human' }]);
  if (!s.ok) throw new Error(s.error.message);
  // A session whose game starts at `state`: the table draws the position it is at.
  return { ...s.value, initial: state };
}

describe('the card table is drawn from the view only', () => {
  const cases: [string, GameConfig, (s: State) => boolean][] = [
    ['cards dealt face down next to rooms', { scenario: 'tutorial-3' }, (s) => s.phase === 'facing'],
    ['a game under way', { scenario: 'tutorial-2' }, (s) => s.phase === 'actions' && s.turn >= 6],
    [
      'secret objects, in play',
      { scenario: 'standard', secretObjects: true },
      (s) => s.phase === 'actions' && s.turn >= 8,
    ],
    [
      'full frontal team selection',
      { scenario: 'standard', selection: 'frontal' },
      (s) => s.phase === 'select',
    ],
    ['a combat, secret objects', { scenario: 'standard', secretObjects: true }, (s) => s.phase === 'combat'],
  ];
  for (const [name, config, done] of cases)
    it(`changing every card hidden from a seat leaves its board, hands and combat unchanged: ${name}`, () => {
      const s = playUntil(config, 4, done);
      for (const seat of [0, 1] as const) {
        const draw = (st: State) => {
          const v = view(st, seat);
          const marks = marksFor(st, seat);
          const { container, unmount } = render(
            inLang(
              'en',
              <>
                <Hand view={v} seat={0} marks={marks} />
                <Board view={v} marks={marks} />
                <Hand view={v} seat={1} marks={marks} />
                <CombatBox view={v} />
              </>,
            ),
          );
          const html = container.innerHTML;
          unmount();
          return html;
        };
        const before = draw(s);
        expect(before).toContain('data-zone');
        expect(draw(perturb(s, seat))).toBe(before);
      }
    });

  it('the board names every room, zone and card on the table in the accessible tree, in English and French', () => {
    const s = playUntil({ scenario: 'tutorial-2' }, 2, (st) => st.phase === 'actions' && st.turn >= 4);
    const v = view(s, 0);
    render(inLang('fr', <Board view={v} marks={marksFor(s, 0)} />));
    for (const r of v.rooms)
      expect(screen.getByRole('region', { name: new RegExp(`^Salle ${r.slot + 1}`) })).toBeTruthy();
    const onBoard = v.pieces.filter((p) => p.place && !p.place.startsWith('Y') && !p.place.startsWith('B'));
    for (const p of onBoard) expect(document.querySelector(`[data-ref="p:${p.id}"]`)).not.toBeNull();
    expect(document.querySelectorAll('.cg-zone').length).toBe(v.rooms.filter((r) => r.revealed).length * 4);
  });
});

describe('a combat on the table', () => {
  it('shows both sides and their strengths before cards, and which sides have chosen, to each seat', () => {
    const s = playUntil({ scenario: 'tutorial-2' }, 5, (st) => st.phase === 'combat');
    for (const seat of [0, 1] as const) {
      const v = view(s, seat);
      const { unmount } = render(inLang('en', <CombatBox view={v} />));
      const text = screen.getByTestId('card-combat').textContent!;
      expect(text).toMatch(/^(Close combat|Ranged combat|Spear attack)Attack: /);
      expect(text).toContain(`— ${v.combat!.strength[0]}`);
      expect(text).toContain(`Defence: `);
      expect(text).toMatch(/chosen: (✓|…) \/ (✓|…)/);
      unmount();
    }
  });
});

describe('pointing at the table', () => {
  it('a card with actions is picked first, then its target; one action on a target plays at once', () => {
    const choices = [
      { action: { type: 'end' }, source: null, target: null },
      { action: { type: 'move', piece: 'yNg' }, source: 'p:yNg', target: null },
      { action: { type: 'attack', piece: 'yNg', target: 'bMk' }, source: 'p:yNg', target: 'p:bMk' },
      { action: { type: 'reveal', room: 2 }, source: null, target: 'r:2' },
    ] as ReturnType<typeof choiceOf>[];
    const idle = offer(choices, null);
    expect([...idle.sources]).toEqual(['p:yNg']);
    expect([...idle.targets]).toEqual(['r:2']);
    expect(idle.buttons.map((c) => c.action.type)).toEqual(['end']);
    expect(click(choices, null, 'p:yNg')).toEqual({ kind: 'select', ref: 'p:yNg' });
    const picked = offer(choices, 'p:yNg');
    expect([...picked.targets].sort()).toEqual(['p:bMk', 'r:2']);
    expect(picked.buttons.map((c) => c.action.type)).toEqual(['move', 'attack']);
    expect(click(choices, 'p:yNg', 'p:bMk')).toEqual({ kind: 'play', choice: choices[2] });
    expect(click(choices, null, 'r:2')).toEqual({ kind: 'play', choice: choices[3] });
    expect(click(choices, null, 'p:bMk')).toEqual({ kind: 'none' });
    // Reading a card that has no action does not hide the buttons.
    expect(offer(choices, 'p:bMk').buttons.map((c) => c.action.type)).toEqual(['end']);
  });

  it('several actions on one target ask which one (a jump with a Jump card or a Combat card)', () => {
    const jumps = [
      { type: 'jump', piece: 'yEs', to: 'b3', card: 'jump' },
      { type: 'jump', piece: 'yEs', to: 'b3', card: 2 },
    ] as Action[];
    const choices = jumps.map(choiceOf);
    expect(click(choices, 'p:yEs', 'z:b3')).toEqual({ kind: 'ask', choices });
  });

  it('every action of a random tutorial game is made by clicking its controls on the table', () => {
    const config: GameConfig = { scenario: 'tutorial-2' };
    const s = playUntil(config, 7, (st) => st.phase === 'actions' && st.turn >= 3);
    const session = sessionAt(s, config);
    const { container } = render(
      inLang(
        'en',
        <CardTable game={cardGameOf(session, true)} onExit={() => undefined} onRematch={() => undefined} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /show my game/ }));
    const table = () => container.querySelector('[data-testid=card-table]')!;
    const rng = new Rng(3);
    let played = 0;
    for (let i = 0; i < 24 && table(); i++) {
      const version = table().getAttribute('data-version');
      const choices = JSON.parse(table().getAttribute('data-choices')!) as {
        a: Action;
        s: string | null;
        t: string | null;
      }[];
      if (!choices.length) break;
      const k = rng.int(choices.length);
      const c = choices[k]!;
      const button = () => container.querySelector(`[data-testid=card-panel] [data-choice="${k}"]`);
      const done = () => table()?.getAttribute('data-version') !== version;
      const composed = composeClicks(c.a, choices.length);
      if (composed) for (const sel of composed) fireEvent.click(container.querySelector(sel)!);
      else if (c.s) fireEvent.click(container.querySelector(`[data-ref="${c.s}"]`)!);
      if (!done() && !composed) {
        if (c.t) fireEvent.click(container.querySelector(`[data-ref="${c.t}"]`)!);
        if (!done()) fireEvent.click(button()!);
      }
      expect(done()).toBe(true);
      played++;
      const handoff = screen.queryByRole('button', { name: /show my game/ });
      if (!handoff) expect(screen.getByTestId('card-feedback').textContent).toMatch(/^Done: /);
      else {
        // Nothing of the game is in the page while the device changes hands.
        expect(container.querySelectorAll('[data-ref], [data-zone]').length).toBe(0);
        fireEvent.click(handoff);
        // ...nor after it: the previous player's feedback (it may name a secret choice) is gone.
        expect(screen.getByTestId('card-feedback').textContent).toBe('');
      }
    }
    expect(played).toBeGreaterThan(10);
  });
});

describe('against the computer', () => {
  it('the computer (L1) answers a set-up choice by itself, and no hand-off screen is shown', async () => {
    const start = startCardSession({ scenario: 'tutorial-1' }, 4, [
      { kind: 'human' },
      { kind: 'bot', level: 1 },
    ]);
    if (!start.ok) throw new Error(start.error.message);
    const { container } = render(
      inLang(
        'en',
        <CardTable
          game={cardGameOf(start.value, true)}
          onExit={() => undefined}
          onRematch={() => undefined}
        />,
      ),
    );
    const table = () => container.querySelector('[data-testid=card-table]')!;
    expect(table().getAttribute('data-viewer')).toBe('yellow');
    // The starters, chosen one card at a time (the first of the legal combinations).
    const starters = legalActionsFor(start.value.initial, 0);
    for (const sel of composeClicks(starters[0]!, starters.length) ?? [])
      fireEvent.click(container.querySelector(sel)!);
    expect(table().getAttribute('data-version')).toBe('1');
    // Blue (the computer) chooses its starting characters, then the dealing begins.
    await waitFor(() => expect(Number(table().getAttribute('data-version'))).toBeGreaterThanOrEqual(2), {
      timeout: 60_000, // a hang guard only: the computer answers as fast as the machine allows
    });
    expect(screen.queryByTestId('card-handoff')).toBeNull();
    expect(screen.getByTestId('card-log').textContent).toMatch(/Blue makes a secret choice/);
  });
});

describe('the timer variant', () => {
  it('when the turn timer runs out the table ends the turn itself and says so', async () => {
    const config: GameConfig = { scenario: 'tutorial-1', timerSeconds: 30 };
    // Played 29.7 s ago: the turn's deadline has nearly passed.
    const session = sessionPlayed(
      config,
      6,
      (st) => st.phase === 'actions' && st.turn >= 2,
      Date.now() - 29_700,
    );
    const { container } = render(
      inLang(
        'en',
        <CardTable game={cardGameOf(session, false)} onExit={() => undefined} onRematch={() => undefined} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /show my game/ }));
    expect(screen.getByRole('status').textContent).toMatch(/\d+ s left/);
    // The turn passes to the other player: the device changes hands, and the log says why.
    await waitFor(() => expect(container.textContent).toMatch(/Pass the device to/), { timeout: 60_000 });
    fireEvent.click(screen.getByRole('button', { name: /show my game/ }));
    expect(screen.getByTestId('card-log').textContent).toMatch(/time is up/);
  });
});

describe('words, saved games and records', () => {
  it('every action of random games reads as a full sentence in English and French', () => {
    for (const scenario of ['tutorial-3', 'standard'] as const) {
      const g = newGame({ scenario }, 11);
      const rng = new Rng(11);
      let s = g.ok ? g.value : null!;
      for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
        const seat = toMove(s)[0]!;
        const legal = legalActionsFor(s, seat);
        const v = view(s, seat);
        for (const a of legal.slice(0, 3))
          for (const lang of ['en', 'fr'] as const) {
            const w = actionWords(a, lang, v);
            expect(w).not.toMatch(/\{|undefined|null/);
            expect(w.length).toBeGreaterThan(3);
          }
        const r = apply(s, legal[rng.int(legal.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  });

  it("the other seat's secret set-up choices are told as secret, never by card", () => {
    const s = playUntil({ scenario: 'tutorial-1' }, 3, (st) => st.phase === 'deal');
    const deal = legalActionsFor(s, toMove(s)[0]!)[0]!;
    const other = view(s, (1 - toMove(s)[0]!) as 0 | 1);
    expect(actionWords(deal, 'en', other, false)).toMatch(/makes a secret choice/);
    expect(actionWords(deal, 'en', other, true)).toMatch(/next to room/);
  });

  it('a card game is started, saved, continued and kept once finished by the shell of every kind, at the one address of a game', () => {
    localStorage.clear();
    const players = [{ kind: 'human' }, { kind: 'bot', level: 0 }] as const;
    const started = startLocal('cardgame', {
      config: { scenario: 'tutorial-1' },
      seed: 9,
      players: [...players],
      guidance: false,
    });
    if (!started.ok) throw new Error(started.message);
    const { id } = started.value;
    const start = startCardSession({ scenario: 'tutorial-1' }, 9, [...players]);
    if (!start.ok) throw new Error(start.error.message);
    const record = recordText(start.value);
    expect(loadGame(id)!.record).toBe(record);
    expect(savedGames().map((g) => [g.id, playPath(g), savedGame(g)])).toEqual([
      [id, `#/play/${id}`, { kind: 'cardgame', scenario: 'tutorial-1' }],
    ]);
    // Continue: the session back from its record, its guidance as chosen.
    const back = resumeLocal(loadGame(id)!);
    if (!back.ok) throw new Error(back.message);
    expect(back.value.session.kind).toBe('cardgame');
    expect(back.value.session.players[1]).toEqual({ kind: 'bot', level: 0 });
    expect(back.value.tips[0].off).toBe(true);
    // Finished, it stays for the home's list of finished games (replayed from there).
    const { actions } = cardPlayOut({ scenario: 'tutorial-1' }, 9, (s) => s.phase === 'over');
    const ended = replayActions(start, actions, (s, a) => act(s, a));
    if (!ended.ok) throw new Error(ended.error.message);
    saveSession(id, ended.value, back.value.tips);
    expect(savedGames().map((g) => [g.id, g.over])).toEqual([[id, true]]);
    removeGame(id);
    expect(savedGames()).toEqual([]);
    // The card game's old list is moved into the store once; a damaged one is dropped.
    localStorage.setItem(
      'dt.cardgame.saved',
      JSON.stringify([
        { id: 'old', record, players: start.value.players, scenario: 'tutorial-1', turn: 0, savedAt: 5 },
      ]),
    );
    expect(savedGames().map((g) => [g.id, g.updated, g.over])).toEqual([['old', 5, false]]);
    expect(localStorage.getItem('dt.cardgame.saved')).toBeNull();
    localStorage.setItem('dt.cardgame.saved', '{not json');
    expect(savedGames().map((g) => g.id)).toEqual(['old']);
    const bad = sessionFromRecord(
      'DT-CardGame record 1\nconfig {"scenario":"tutorial-1"}\nseed 1\nreveal 9\n',
    );
    expect(bad.ok).toBe(false);
  });
});
