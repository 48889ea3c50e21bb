// @vitest-environment jsdom
// The board and panels render exactly the view they are given: pieces, rooms, hands and the
// hot-seat hand-off, with nothing hidden reaching the page.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { apply, knows, legalActionsFor, newGame, pieceCode, toMove, view, Rng, type State } from '@dt/engine';
import { Board } from '../src/board/Board.tsx';
import { LangContext, translator } from '../src/i18n.ts';
import { choices, type Choices } from '../src/intents.ts';
import { CombatPanel } from '../src/panels/Combat.tsx';
import { Status, StatusLine } from '../src/panels/Status.tsx';
import { Game } from '../src/screens/Game.tsx';
import { Table } from '../src/screens/Table.tsx';
import { startSession } from '../src/session.ts';

afterEach(cleanup);
const noop = () => undefined;

function playUntil(seed: number, done: (s: State) => boolean, limit = 2000): State {
  const g = newGame({ scenario: 'standalone' }, seed);
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

/** The board as `seat` sees it, optionally with its choices and one piece selected. */
const boardFor = (s: State, seat: 0 | 1, select?: (c: Choices) => string | null) => {
  const c = select ? choices(legalActionsFor(s, seat)) : null;
  const selected = c && select ? select(c) : null;
  return render(
    <Board
      view={view(s, seat)}
      flip={seat === 1}
      choices={c}
      selected={selected}
      pieceChoices={selected ? (c!.pieces.get(selected) ?? null) : null}
      path={null}
      onSquare={noop}
      onPiece={noop}
      onRoom={noop}
      onDir={noop}
      onHover={noop}
    />,
  );
};

describe('the board', () => {
  it('draws every piece on a square with its seat shape: yellow discs, blue hexagons', () => {
    const s = playUntil(2, (st) => st.phase === 'actions' && st.turn >= 3);
    const { container } = boardFor(s, 0);
    const v = view(s, 0);
    const onBoard = v.pieces.filter((p) => p.square && !p.carriedBy);
    expect(container.querySelectorAll('.piece').length).toBe(onBoard.length);
    for (const p of onBoard.filter((x) => x.kind === 'character' && x.state === 'miniature')) {
      const g = container.querySelector(`[data-piece="${p.id}"]`)!;
      expect(g.querySelector(p.seat === 'yellow' ? 'circle' : 'polygon')).not.toBeNull();
    }
  });

  it('shows face-down rooms as cards with their token counts and capacity, and no identities (R5)', () => {
    const s = playUntil(4, (st) => st.phase === 'card' && st.turn === 1);
    const v = view(s, 1);
    const { container } = boardFor(s, 1);
    const hidden = v.rooms.filter((r) => !r.revealed);
    expect(container.querySelectorAll('.room-card').length).toBe(hidden.length);
    const html = container.innerHTML;
    for (let p = 0; p < 28; p++)
      if (!knows(s, 1, p)) expect(html).not.toContain(`data-piece="${pieceCode(p)}"`);
  });

  it('highlights a selected character’s destinations from the legal moves only', () => {
    const s = playUntil(
      6,
      (st) => st.phase === 'actions' && legalActionsFor(st, st.active).some((a) => a.type === 'move'),
    );
    const seat = s.active as 0 | 1;
    const c = choices(legalActionsFor(s, seat));
    const [piece, pc] = [...c.pieces.entries()].find(([, p]) => p.moves.size > 0)!;
    const { container } = boardFor(s, seat, () => piece);
    const dests = [...container.querySelectorAll('.dest:not(.jump)')].map((e) =>
      e.getAttribute('data-square'),
    );
    expect(new Set(dests)).toEqual(new Set(pc.moves.keys()));
  });
});

describe('controls named in words (tooltip and accessible name)', () => {
  it('directed actions say what they do and which way: "Break the portcullis towards blue"', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s: State;
      try {
        s = playUntil(
          seed,
          (st) =>
            st.phase === 'actions' &&
            [...choices(legalActionsFor(st, st.active)).pieces.values()].some((p) => p.dirs.size > 0),
          4000,
        );
      } catch {
        continue;
      }
      const seat = s.active as 0 | 1;
      const { container } = boardFor(
        s,
        seat,
        (c) => [...c.pieces.entries()].find(([, p]) => p.dirs.size)![0],
      );
      for (const b of container.querySelectorAll('.dir-btn')) {
        const name = b.getAttribute('aria-label')!;
        expect(name).toMatch(
          /^(Open the portcullis|Close the portcullis|Break the portcullis|Shoot|Fireball|Scream)( or .+)? (towards blue|towards yellow|right \(as yellow sees it\)|left \(as yellow sees it\))$/,
        );
        expect(b.querySelector('title')!.textContent).toBe(name);
        checked++;
      }
      cleanup();
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('rotation buttons name the room they turn and the direction; the "stay" mark says what it is for', () => {
    const s = playUntil(
      7,
      (st) =>
        st.phase === 'actions' &&
        [...choices(legalActionsFor(st, st.active)).rooms.values()].some((r) => r.rotate.length > 0),
      6000,
    );
    const { container } = boardFor(s, s.active as 0 | 1, () => null);
    const rotate = [...container.querySelectorAll('.rotate-btn')];
    expect(rotate.length).toBeGreaterThan(0);
    for (const b of rotate)
      expect(b.getAttribute('aria-label')).toMatch(/^Rotate room \d \(\d\d[AB]\) (clockwise|anticlockwise)$/);
    cleanup();
    // A miniature standing on an object: staying (to pick it up) is a labelled corner mark.
    const here = (st: State) => {
      const c = choices(legalActionsFor(st, st.active));
      const v = view(st, st.active as 0 | 1);
      return [...c.pieces.entries()].find(([id, p]) =>
        p.moves.has(v.pieces.find((x) => x.id === id)?.square ?? '-'),
      );
    };
    const t = playUntil(8, (st) => st.phase === 'actions' && !!here(st), 8000);
    const { container: c2 } = boardFor(t, t.active as 0 | 1, () => here(t)![0]);
    expect(c2.querySelector('.dest.here')!.getAttribute('aria-label')).toMatch(
      /^Stay on [a-j]\d+: pick up or drop without moving$/,
    );
  });

  it('every room carries its number; face-down rooms say what lies in them', () => {
    const s = playUntil(4, (st) => st.phase === 'card' && st.turn === 1);
    const { container } = boardFor(s, 0);
    const cards = [...container.querySelectorAll('.room-card')];
    expect(cards.map((c) => c.querySelector('.card-q')!.textContent)).toEqual(
      cards.map((_, i) => String(i + 1)),
    );
    expect(cards[0]!.getAttribute('aria-label')).toMatch(
      /^Room 1, face down: \d yellow and \d blue tokens \(\d of \d\)$/,
    );
  });
});

describe('the panels', () => {
  it('while the other player places what a revealed room held, says who, which room, and what is still to place', () => {
    const s = playUntil(5, (st) => st.phase === 'place' && st.placing!.queue.length >= 2, 6000);
    const placer = toMove(s)[0]!;
    const other = (1 - placer) as 0 | 1;
    const v = view(s, other);
    render(<Table view={v} legal={[]} log={[]} onAct={noop} timeLeft={null} feedback={null} />);
    const seat = ['Yellow', 'Blue'][placer]!;
    const text = screen.getByTestId('placing').textContent!;
    const m = /^(Yellow|Blue) is placing what room (\d) \((\d\d[AB])\) held\. Still to place: (.+)\.$/.exec(
      text,
    );
    expect(m, text).not.toBeNull();
    expect(m!.slice(1, 4)).toEqual([seat, String(v.placing!.slot + 1), v.rooms[v.placing!.slot]!.name]);
    expect(m![4]!.split(', ')).toHaveLength(v.placing!.queue.length);
    // Nothing to choose meanwhile.
    expect(screen.queryByTestId('prompt')).toBeNull();
  });

  it('label every value of the status: the set-up or the turn, who is to play, who is looking, AP and VP', () => {
    const setup = view(
      playUntil(3, (st) => st.phase === 'tokens'),
      0,
    );
    const { container, unmount } = render(<StatusLine view={setup} timeLeft={null} />);
    expect(container.textContent).toMatch(/^Set-up\s*To play: (Yellow|Blue)\s*You: Yellow\s*VP: 0–0 \/ 5$/);
    unmount();
    const v = view(
      playUntil(3, (st) => st.phase === 'actions' && st.turn >= 2),
      'spectator',
    );
    render(<StatusLine view={v} timeLeft={null} />);
    expect(screen.getByTestId('status').textContent).toMatch(
      /^Turn \d+\s*To play: (Yellow|Blue)\s*You: Spectator\s*(Yellow|Blue): \d AP left\s*VP: \d–\d \/ 5$/,
    );
  });

  it('show the viewer’s own Action cards face up and only count the opponent’s (R6)', () => {
    const s = playUntil(3, (st) => st.phase === 'actions' && st.turn >= 2);
    const v = view(s, 0);
    const { container } = render(<Status view={v} timeLeft={null} />);
    expect(container.querySelectorAll('[data-hand=yellow] .card:not(.back):not(.played)').length).toBe(
      v.hands[0].actions!.length,
    );
    expect(container.querySelectorAll('[data-hand=blue] .card:not(.back):not(.played)').length).toBe(0);
    expect(container.querySelectorAll('[data-hand=blue] .card.back').length).toBe(v.hands[1].actionCount);
  });

  it('show a combat’s sides, their strength before cards and one button per legal Combat card', () => {
    const s = playUntil(9, (st) => st.phase === 'combat', 20000);
    const seat = toMove(s)[0]! as 0 | 1;
    const v = view(s, seat);
    const legal = legalActionsFor(s, seat);
    render(<CombatPanel view={v} choices={choices(legal)} onAct={noop} />);
    expect(screen.getByTestId('combat').textContent).toContain(`Strength ${v.combat!.strength[0]}`);
    expect(document.querySelectorAll('button[data-combat]').length).toBe(
      legal.filter((a) => a.type === 'combat').length,
    );
  });
});

describe('hot-seat play', () => {
  it('hides the whole game behind the hand-off screen, then shows only the ready player’s view (R9)', () => {
    const started = startSession({ scenario: 'tutorial-1' }, 5, [{ kind: 'human' }, { kind: 'human' }]);
    if (!started.ok) throw new Error();
    const { container } = render(
      <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
        <Game initial={started.value} guidance={false} onExit={noop} onRematch={noop} />
      </LangContext.Provider>,
    );
    expect(screen.getByTestId('handoff')).toBeTruthy();
    expect(container.querySelector('svg.board')).toBeNull();
    expect(container.querySelectorAll('[data-piece]').length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /I am Yellow/ }));
    expect(container.querySelector('.game')?.getAttribute('data-viewer')).toBe('yellow');
    expect(container.querySelectorAll('select[data-dot-select]').length).toBe(4);
  });

  it('speaks French when asked', () => {
    const started = startSession({ scenario: 'tutorial-1' }, 5, [{ kind: 'human' }, { kind: 'human' }]);
    if (!started.ok) throw new Error();
    render(
      <LangContext.Provider value={{ lang: 'fr', t: translator('fr') }}>
        <Game initial={started.value} guidance={false} onExit={noop} onRematch={noop} />
      </LangContext.Provider>,
    );
    expect(screen.getByText('Passez l’appareil à Jaune')).toBeTruthy();
  });
});
