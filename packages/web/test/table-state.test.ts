// The table's headless interaction state (one reducer) and what a game on this device keeps:
// saved games that survive damaged storage, and settings that refuse nonsense.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '@dt/engine';
import { initialTable, reduce } from '../src/table/state.ts';
import { loadGame, newGameId, removeGame, saveGame, savedGames, type SavedGame } from '../src/saved.ts';
import { DEFAULT_SETTINGS, loadSettings } from '../src/settings.ts';
import { eventHighlight, actionHighlight } from '../src/highlight.ts';

const move: Action = { type: 'move', piece: 'yNg', path: ['c0', 'c1'], exchanges: [] };

describe('the table’s interaction state', () => {
  it('an action closes the menu and the preview; a moved piece stays selected, anything else is let go', () => {
    let s = reduce(initialTable, { type: 'select', piece: 'yNg' });
    s = reduce(s, {
      type: 'menu',
      menu: { title: 'x', square: 'c1', options: [{ label: 'go', action: move }] },
    });
    s = reduce(s, { type: 'acted', action: move });
    expect([s.menu, s.selected]).toEqual([null, 'yNg']);
    s = reduce(s, { type: 'acted', action: { type: 'end' } });
    expect(s.selected).toBeNull();
  });

  it('Escape cancels the selection, the menu, the preview and the character picked for a dot', () => {
    let s = reduce(initialTable, { type: 'select', piece: 'yNg' });
    s = reduce(s, { type: 'pending', pending: { action: { type: 'end' }, text: 'end?', preview: false } });
    s = reduce(s, { type: 'dotPiece', piece: 'yMk' });
    s = reduce(s, { type: 'cancel' });
    expect([s.selected, s.pending, s.menu, s.dotPiece]).toEqual([null, null, null, null]);
  });

  it('a previewed action (rotation, attack) lets the selection go so the preview is clean', () => {
    let s = reduce(initialTable, { type: 'select', piece: 'yNg' });
    s = reduce(s, {
      type: 'pending',
      pending: { action: { type: 'rotate', room: 0, clockwise: true }, text: '', preview: true },
    });
    expect(s.selected).toBeNull();
  });
});

describe('what the board lights up', () => {
  it('a movement: its path and where it ends; a reveal: its room; a combat: both sides', () => {
    expect(eventHighlight({ type: 'moved', piece: 'yNg', path: ['c0', 'c1', 'c2'] })).toEqual({
      squares: ['c2'],
      pieces: ['yNg'],
      rooms: [],
      path: ['c0', 'c1', 'c2'],
    });
    expect(eventHighlight({ type: 'revealed', slot: 3, room: '37B', orientation: 0 }).rooms).toEqual([3]);
    expect(eventHighlight({ type: 'combat-start', attackers: ['yCo'], defenders: ['bNg'] }).pieces).toEqual([
      'yCo',
      'bNg',
    ]);
    // A hidden token names nothing.
    expect(eventHighlight({ type: 'token', seat: 'blue', room: 2 })).toEqual({
      squares: [],
      pieces: [],
      rooms: [2],
      path: null,
    });
    expect(actionHighlight({ type: 'reveal', room: 1 }).rooms).toEqual([1]);
  });
});

describe('games saved on this device', () => {
  beforeEach(() => localStorage.clear());
  const game = (id: string, over = false): SavedGame => ({
    id,
    record: 'DT-Prison record 1\nconfig {"scenario":"tutorial-1"}\nseed 4\n',
    players: [{ kind: 'human' }, { kind: 'bot', level: 2 }],
    tips: [
      { seen: ['goal1'], off: false },
      { seen: [], off: true },
    ],
    updated: Date.now(),
    turn: 0,
    over,
  });

  it('come back as they were saved, newest first', () => {
    const a = game(newGameId());
    saveGame(a);
    const b = { ...game(newGameId()), updated: a.updated + 10 };
    saveGame(b);
    expect(loadGame(a.id)).toEqual(a);
    expect(savedGames().map((g) => g.id)).toEqual([b.id, a.id]);
    removeGame(a.id);
    expect(loadGame(a.id)).toBeNull();
  });

  it('ignore damaged or foreign entries instead of failing', () => {
    localStorage.setItem('dt.game.x', '{not json');
    localStorage.setItem('dt.game.y', JSON.stringify({ ...game('y'), record: 'hello' }));
    localStorage.setItem(
      'dt.game.z',
      JSON.stringify({ ...game('z'), players: [{ kind: 'bot', level: 9 }, { kind: 'human' }] }),
    );
    expect(savedGames()).toEqual([]);
    expect(loadGame('x')).toBeNull();
  });

  it('keep the last ten finished games for replay', () => {
    for (let i = 0; i < 12; i++) saveGame({ ...game(`g${i}`, true), updated: i });
    expect(savedGames().map((g) => g.id)).toEqual([
      'g11',
      'g10',
      'g9',
      'g8',
      'g7',
      'g6',
      'g5',
      'g4',
      'g3',
      'g2',
    ]);
  });
});

describe('settings', () => {
  beforeEach(() => localStorage.clear());
  it('start from the defaults and keep only sensible values', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem('dt.settings', JSON.stringify({ coordinates: true, confirmEnd: 'yes', paceMs: -5 }));
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, coordinates: true });
    localStorage.setItem('dt.settings', '{broken');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
