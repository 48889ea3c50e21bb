// The numbered menu of legal actions: movements grouped per piece, lists narrowed by what
// the player types, labels in record notation.
import { describe, expect, it } from 'vitest';
import type { Action } from '@dt/engine';
import { filterMenu, menuLines, pieceMenu, topMenu } from '../src/menu.ts';

const move = (piece: string, ...path: string[]): Action => ({ type: 'move', piece, path, exchanges: [] });

const ACTIONS: Action[] = [
  { type: 'end' },
  { type: 'reveal', room: 0 },
  move('yNg', 'c0', 'c1'),
  move('yNg', 'c0', 'c1', 'c2'),
  move('yMk', 'a0', 'a1'),
  { type: 'jump', piece: 'yNg', to: 'c2' },
];

describe('action menu', () => {
  it('lists every action but groups each piece’s movements under one entry', () => {
    const items = topMenu(ACTIONS);
    expect(items.map((m) => m.label)).toEqual([
      'end  (end the turn)',
      'reveal 0  (reveal this room)',
      'yNg: 2 movements… (or type yNg)',
      'yMk: 1 movement… (or type yMk)',
      'jump yNg c2',
    ]);
    expect(items[2]!.group!.actions).toHaveLength(2);
    expect(items[0]!.action).toEqual({ type: 'end' });
  });

  it('lists everything one piece can do when its code is typed', () => {
    expect(pieceMenu(ACTIONS, 'yNg').map((m) => m.label)).toEqual([
      'move yNg c0-c1',
      'move yNg c0-c1-c2',
      'jump yNg c2',
    ]);
  });

  it('narrows a list to the options containing every word typed', () => {
    expect(filterMenu(ACTIONS, ['yNg', 'c2']).map((m) => m.label)).toEqual([
      'move yNg c0-c1-c2',
      'jump yNg c2',
    ]);
    expect(filterMenu(ACTIONS, ['nothing'])).toEqual([]);
  });

  it('numbers the options and says how many more a long list hides', () => {
    const many = Array.from({ length: 45 }, (_, i) => move('yNg', 'c0', `c${i + 1}`));
    const lines = menuLines(filterMenu(many, []));
    expect(lines).toHaveLength(41);
    expect(lines[0]).toBe('   1. move yNg c0-c1');
    expect(lines[39]).toBe('  40. move yNg c0-c40');
    expect(lines[40]).toMatch(/5 more: type words to narrow the list/);
  });
});
