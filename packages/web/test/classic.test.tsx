// @vitest-environment jsdom
// The 2004 "Classic" set at the table: every legal action of sampled Classic games is offered
// once and only once; the Troll's regeneration, the Speed Potion, the Wall-Walker's crossing,
// the Thief's portcullis work and the Cleric's heal are each reachable by clicking and by the
// keyboard from the engine's legal actions; every Classic piece has its emblem, its name and
// its card (CLASSIC-DATA.md sections 1-2) in English and French; the rooms wear their pair.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  apply,
  legalActionsFor,
  newGame,
  parsePosition,
  toMove,
  view,
  Rng,
  type Action,
  type State,
} from '@dt/engine';
import { EMBLEMS } from '../src/board/art.tsx';
import { CLASSIC_CHARACTER_CODES, CLASSIC_OBJECT_CODES } from '../src/classic-words.ts';
import { LangContext, LANGS, translator } from '../src/i18n.ts';
import { choices } from '../src/intents.ts';
import { nextTip } from '../src/tutorials.ts';
import { Aid } from '../src/screens/Aid.tsx';
import { Table } from '../src/screens/Table.tsx';
import { redactedLog, startSession, act as sessionAct, stateOf } from '../src/session.ts';
import { cardWords, eventWords, pieceWord } from '../src/words.ts';

afterEach(cleanup);

/** A Classic position on the set's own rooms (all face up at orientation 0). */
function classic(pieces: string, phase = 'phase actions active=yellow ap=3', marks = ''): State {
  const r = parsePosition(`DT-Classic position 1
scenario classic
rooms 1A/0* 1B/0* 2A/0* 2B/0* 3A/0* 3B/0* 4A/0* 4B/0*
${phase}
${marks}
pieces ${pieces}`);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The table for the active seat; returns what it asked to play. */
function table(s: State, seat: 0 | 1): Action[] {
  const played: Action[] = [];
  render(
    <LangContext.Provider value={{ lang: 'en', t: translator('en') }}>
      <Table
        view={view(s, seat)}
        legal={legalActionsFor(s, seat)}
        log={[]}
        onAct={(a) => played.push(a)}
        timeLeft={null}
        feedback={null}
      />
    </LangContext.Provider>,
  );
  return played;
}

const pieceEl = (id: string): Element => document.querySelector(`.piece[data-piece="${id}"]`)!;

function sampled(seed: number, steps: number): State[] {
  const g = newGame({ scenario: 'classic' }, seed);
  if (!g.ok) throw new Error(g.error.message);
  const rng = new Rng(seed);
  const out: State[] = [];
  let s = g.value;
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    out.push(s);
    const legal = legalActionsFor(s, toMove(s)[0]!);
    const r = apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

describe('Classic actions at the table', () => {
  it('offers every legal action of sampled Classic games exactly once, each Classic ability where it belongs', () => {
    const met = new Set<string>();
    for (const seed of [1, 3, 9])
      for (const s of sampled(seed, 400))
        for (const seat of toMove(s)) {
          const legal = legalActionsFor(s, seat);
          const c = choices(legal);
          const offered: Action[] = [...c.cards, ...c.combat, ...c.starters, ...c.place.values()];
          if (c.end) offered.push(c.end);
          for (const m of c.tokens.values()) offered.push(...m.values());
          for (const r of c.rooms.values()) offered.push(...(r.reveal ? [r.reveal] : []), ...r.rotate);
          for (const p of c.pieces.values()) {
            for (const l of p.moves.values()) offered.push(...l);
            offered.push(...p.jumps.values(), ...p.self);
            for (const l of p.targets.values()) offered.push(...l);
            for (const l of p.dirs.values()) offered.push(...l);
            for (const l of p.dirs.values()) for (const a of l) met.add(a.type);
            for (const a of p.self) met.add(a.type);
          }
          expect(offered.length).toBe(legal.length);
          expect(new Set(offered)).toEqual(new Set(legal));
        }
    // The Wall-Walker's crossing and the portcullis work are directions; the potion is the piece's own.
    expect([...met].sort()).toEqual(expect.arrayContaining(['drink', 'portcullis', 'wallwalk']));
  });

  it('the wounded Troll regenerates from a button once selected, not in the turn he was wounded (CLASSIC-DATA.md 1)', () => {
    const s = classic('bTr*:c2 yMk:h20', 'phase actions active=blue ap=3');
    const played = table(s, 1);
    fireEvent.click(pieceEl('bTr'));
    const button = screen.getByRole('button', { name: 'Regenerate (1 AP)' });
    fireEvent.click(button);
    expect(played).toEqual([{ type: 'regenerate', piece: 'bTr' }]);
    cleanup();
    table(classic('bTr*:c2 yMk:h20', 'phase actions active=blue ap=3', 'marks wounded-now=bTr'), 1);
    expect(pieceEl('bTr').classList.contains('actionable')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Regenerate (1 AP)' })).toBeNull();
  });

  it('the Speed Potion is drunk from a button, then the drinker’s own AP show in the dock', () => {
    const s = classic('yTh:c2>yPo bMk:h20');
    const played = table(s, 0);
    fireEvent.click(pieceEl('yTh'));
    fireEvent.click(screen.getByRole('button', { name: 'Drink the Speed Potion (1 AP)' }));
    expect(played).toEqual([{ type: 'drink', piece: 'yTh' }]);
    cleanup();
    const r = apply(s, { type: 'drink', piece: 'yTh' });
    if (!r.ok) throw new Error(r.error.message);
    table(r.value.state, 0);
    expect(screen.getByTestId('own-ap').textContent).toBe('Yellow Thief: 4 AP of its own');
  });

  it('the Wall-Walker crosses a wall by its direction button, by click or by the keyboard (C6)', () => {
    // Every square of the first room, until one has a wall she may cross.
    for (const sq of [
      'a1',
      'b1',
      'c1',
      'd1',
      'e1',
      'a2',
      'b2',
      'c2',
      'd2',
      'e2',
      'a3',
      'b3',
      'd3',
      'e3',
      'b4',
      'c4',
      'd4',
    ]) {
      const s = classic(`yWw:${sq} bMk:h20`);
      const walls = legalActionsFor(s, 0).filter((a) => a.type === 'wallwalk');
      if (!walls.length) continue;
      const played = table(s, 0);
      fireEvent.click(pieceEl('yWw'));
      const a = walls[0] as Extract<Action, { type: 'wallwalk' }>;
      const btn = document.querySelector(`.dir-btn[data-dir="${a.dir}"]`)!;
      expect(btn.getAttribute('aria-label')).toMatch(/^Walk through the wall /);
      fireEvent.keyDown(btn, { key: 'Enter' });
      expect(played).toEqual([a]);
      return;
    }
    throw new Error('no square of room 1A lets the Wall-Walker cross a wall');
  });

  it('the Thief opens and closes, the Warrior breaks a portcullis by direction; the Cleric heals a foe by a click (C7, C8)', () => {
    const kinds = new Map<string, string>();
    for (const who of ['yTh', 'yWr'])
      for (const sq of [
        'a1',
        'b1',
        'c1',
        'd1',
        'e1',
        'a2',
        'b2',
        'c2',
        'd2',
        'e2',
        'a3',
        'b3',
        'c3',
        'd3',
        'e3',
        'a4',
        'b4',
        'c4',
        'd4',
        'e4',
      ])
        for (const a of legalActionsFor(classic(`${who}:${sq} bMk:h20`), 0))
          if (a.type === 'portcullis') kinds.set(`${who} ${a.op}`, sq);
    expect([...kinds.keys()].sort()).toEqual(expect.arrayContaining(['yTh open', 'yWr break']));
    const sq = kinds.get('yWr break')!;
    const played = table(classic(`yWr:${sq} bMk:h20`), 0);
    fireEvent.click(pieceEl('yWr'));
    const btn = [...document.querySelectorAll('.dir-btn')].find((b) =>
      b.getAttribute('aria-label')!.startsWith('Break the portcullis'),
    )!;
    fireEvent.click(btn);
    expect(played[0]).toMatchObject({ type: 'portcullis', piece: 'yWr', op: 'break' });
    cleanup();
    // The Cleric heals an adjacent wounded enemy (CLASSIC-DATA.md 1: friend or foe).
    for (const [cl, tr] of [
      ['c2', 'c3'],
      ['c3', 'c2'],
      ['b2', 'c2'],
      ['d3', 'd4'],
      ['b3', 'b4'],
    ]) {
      const s = classic(`yCl:${cl} bTr*:${tr} bMk:h20`);
      if (!legalActionsFor(s, 0).some((a) => a.type === 'heal')) continue;
      const healed = table(s, 0);
      fireEvent.click(pieceEl('yCl'));
      expect(pieceEl('bTr').classList.contains('target')).toBe(true);
      fireEvent.click(pieceEl('bTr'));
      // Attacking the wounded enemy is legal too: a menu offers both.
      fireEvent.click(screen.getByRole('button', { name: 'Heal' }));
      expect(healed).toEqual([{ type: 'heal', piece: 'yCl', target: 'bTr' }]);
      return;
    }
    throw new Error('no Cleric heal found');
  });
});

describe('a destination on a wounded character', () => {
  it('offers the heal beside the ways to move there, since the square’s mark covers the wounded', () => {
    for (const [cl, tr] of [
      ['c2', 'c3'],
      ['c3', 'c2'],
      ['b2', 'c2'],
      ['c2', 'd2'],
    ]) {
      const s = classic(`yCl:${cl} yTr*:${tr} bMk:h20`);
      const legal = legalActionsFor(s, 0);
      if (
        !legal.some((a) => a.type === 'heal') ||
        !legal.some((a) => a.type === 'move' && a.path.at(-1) === tr)
      )
        continue;
      const played = table(s, 0);
      fireEvent.click(pieceEl('yCl'));
      fireEvent.click(document.querySelector(`.dest[data-square="${tr}"]`)!);
      fireEvent.click(screen.getByRole('button', { name: 'Heal: Yellow Troll' }));
      expect(played).toEqual([{ type: 'heal', piece: 'yCl', target: 'yTr' }]);
      return;
    }
    throw new Error('no square where the Cleric could both heal and reach the wounded');
  });
});

describe('guidance for the first Classic game', () => {
  it('opens with the goal, then explains each 2004 ability when it first matters, in English and French', () => {
    const g = newGame({ scenario: 'classic' }, 2);
    if (!g.ok) throw new Error(g.error.message);
    const start = view(g.value, 0);
    const first = nextTip('classic', start, choices(legalActionsFor(g.value, 0)), new Set());
    expect(first?.id).toBe('goalC');
    expect(first?.text.fr).toMatch(/^Dungeon Twister \(2004\)/);
    expect(nextTip('classic', start, choices(legalActionsFor(g.value, 0)), new Set(['goalC']))?.id).toBe(
      'startersC',
    );
    const seenAll = new Set([
      'goalC',
      'card',
      'move',
      'reveal',
      'place',
      'rotate',
      'jump',
      'portcullisC',
      'pitsC',
    ]);
    const s = classic('yWw:a1 bMk:h20');
    const at = (st: State) => nextTip('classic', view(st, 0), choices(legalActionsFor(st, 0)), seenAll)?.id;
    for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'b2', 'c2', 'd2', 'e2']) {
      const st = classic(`yWw:${sq} bMk:h20`);
      if (legalActionsFor(st, 0).some((a) => a.type === 'wallwalk')) {
        expect(at(st)).toBe('wallwalkC');
        break;
      }
    }
    expect(at(classic('yTh:c2>yPo bMk:h20'))).toBe('selfC');
    expect(at(s)).toBeUndefined();
  });
});

describe('Classic pieces and rooms', () => {
  it('every Classic character and object has an emblem, a name and a card in English and French', () => {
    for (const code of [...CLASSIC_CHARACTER_CODES, ...CLASSIC_OBJECT_CODES]) {
      expect(EMBLEMS[code], code).toBeDefined();
      for (const lang of LANGS) {
        expect(pieceWord(`y${code}`, lang)).not.toMatch(new RegExp(`(^| )${code}( |$)`));
        const card = cardWords(`y${code}`, lang, 'classic');
        expect(card?.text.length, code).toBeGreaterThan(10);
      }
    }
    expect(cardWords('yGb', 'en', 'classic')!.stats).toBe('Move 4 · Combat 1 · escapes for 2 VP');
    expect(cardWords('yTr', 'fr', 'classic')!.stats).toMatch(/2.*4/);
  });

  it('the rules reference shows the eight 2004 characters with their values and the six objects, in French too', () => {
    render(
      <LangContext.Provider value={{ lang: 'fr', t: translator('fr') }}>
        <Aid />
      </LangContext.Provider>,
    );
    const aid = screen.getByTestId('classic-aid');
    expect(aid.querySelectorAll('li')).toHaveLength(14);
    expect(aid.textContent).toContain('Gobelin');
    expect(aid.textContent).toContain('sort pour 2 PV');
    expect(aid.textContent).toContain('Potion de vitesse');
  });

  it('phrases every event of a Classic game in both languages', () => {
    const start = startSession({ scenario: 'classic' }, 5, [{ kind: 'human' }, { kind: 'human' }]);
    if (!start.ok) throw new Error(start.error.message);
    let session = start.value;
    const rng = new Rng(5);
    for (let i = 0; i < 500 && stateOf(session).phase !== 'over'; i++) {
      const st = stateOf(session);
      const legal = legalActionsFor(st, toMove(st)[0]!);
      const r = sessionAct(session, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      session = r.value;
    }
    const types = new Set<string>();
    for (const lang of LANGS)
      for (const e of redactedLog(session, session.steps, 'spectator').flat()) {
        const text = eventWords(e, lang);
        types.add(String(e.type));
        if (text !== null)
          expect(text).not.toMatch(/undefined|NaN|\{|(^|\s)(Gb|Th|Wr|Tr|Ww|Ar|Po|Sw|Ts)([\s.,:!]|$)/);
      }
    expect(types.size).toBeGreaterThan(10);
  });

  it('draws a wounded character under a miniature small in the corner, so the miniature stays clickable', () => {
    table(classic('yWr:c2 yWw*:c2 bMk:h20'), 0);
    const pieces = [...document.querySelectorAll('.piece')].map((e) => e.getAttribute('data-piece'));
    // Lying pieces are drawn first: the standing Warrior is on top.
    expect(pieces.indexOf('yWw')).toBeLessThan(pieces.indexOf('yWr'));
    const scale = (id: string) =>
      Number(/scale\(([\d.]+)\)/.exec(pieceEl(id).querySelector('g')!.getAttribute('transform')!)![1]);
    expect(scale('yWw')).toBeLessThan(scale('yWr') / 1.5);
  });

  it('draws each revealed room with its pair’s floor tint and a numbered gear in the pair’s colour', () => {
    table(classic('yMk:c2 bMk:h20'), 0);
    const tints = [...document.querySelectorAll('.floor-tint')].map((e) => e.getAttribute('data-pair'));
    expect(tints.sort()).toEqual(['1', '1', '2', '2', '3', '3', '4', '4']);
    const gears = [...document.querySelectorAll('.gear.paired')];
    expect(gears).toHaveLength(8);
    // The pair's number is on every gear: colour is never the only cue.
    expect(gears.map((g) => g.querySelector('.gear-num')!.textContent).sort()).toEqual([
      '1',
      '1',
      '2',
      '2',
      '3',
      '3',
      '4',
      '4',
    ]);
  });
});
