// The table's interaction state, apart from drawing (as chessground keeps a headless state):
// what is selected, inspected or hovered, an open menu, an action waiting for confirmation and
// the starting characters being put on the dots. Every change goes through `reduce`, so the
// rules of the interaction (an action clears the menu, Escape cancels) live in one place.
import type { Action } from '@dt/engine';
import type { Reason } from '@dt/engine';
import type { Highlight } from '../highlight.ts';
import { toggleMark, type Mark } from './route.ts';

export interface MenuOption {
  label: string;
  action: Action;
}

export interface Menu {
  title: string;
  /** The square it is about: the menu opens next to it. */
  square: string | null;
  options: MenuOption[];
}

/** An action shown before it is taken (a rotation or combat preview, ending the turn early). */
export interface Pending {
  action: Action;
  text: string;
  /** Show the preview view meanwhile. */
  preview: boolean;
}

/** The engine's reason, or the table's own: no way there makes the exchanges pointed at. */
export type Refusal = Reason | { code: 'MARKS'; piece?: undefined; target?: undefined; square?: undefined };

export interface TableState {
  selected: string | null;
  /** The piece whose card is shown. */
  inspect: string | null;
  /** The set-up token about to be placed in a room. */
  token: string | null;
  menu: Menu | null;
  pending: Pending | null;
  /** The destination under the pointer: its path is drawn. */
  hover: string | null;
  /** What the log line under the pointer or focus names. */
  logHighlight: Highlight | null;
  /** Starting characters by dot (undefined: not chosen yet, null: left empty). */
  dots: (string | null | undefined)[];
  /** A character picked from the tray, to drop on a dot. */
  dotPiece: string | null;
  /** Exchanges on the way the player pointed at, for the selected piece's next movement. */
  marks: Mark[];
  /** Drop the carried object where the movement stops. */
  dropAtEnd: boolean;
  /** Why the last thing pointed at did nothing (the engine's reason). */
  refusal: Refusal | null;
  /** Resign or offer a draw, waiting for the player to confirm. */
  ask: 'resign' | 'draw' | null;
}

export const initialTable: TableState = {
  selected: null,
  inspect: null,
  token: null,
  menu: null,
  pending: null,
  hover: null,
  logHighlight: null,
  dots: [],
  dotPiece: null,
  marks: [],
  dropAtEnd: false,
  refusal: null,
  ask: null,
};

export type TableEvent =
  | { type: 'select'; piece: string | null }
  | { type: 'inspect'; piece: string | null }
  | { type: 'token'; piece: string | null }
  | { type: 'menu'; menu: Menu | null }
  | { type: 'pending'; pending: Pending | null }
  | { type: 'hover'; square: string | null }
  | { type: 'logHighlight'; highlight: Highlight | null }
  | { type: 'dots'; dots: (string | null | undefined)[] }
  | { type: 'dotPiece'; piece: string | null }
  /** A token (or friend) on the way pointed at: toggled. */
  | { type: 'mark'; mark: Mark }
  | { type: 'clearMarks' }
  | { type: 'dropAtEnd'; on: boolean }
  | { type: 'refuse'; reason: Refusal | null }
  | { type: 'ask'; ask: 'resign' | 'draw' | null }
  /** An action was taken: menus and previews close; a piece stays selected after moving. */
  | { type: 'acted'; action: Action }
  /** Escape. */
  | { type: 'cancel' };

export function reduce(s: TableState, e: TableEvent): TableState {
  switch (e.type) {
    case 'select':
      return { ...s, selected: e.piece, menu: null, hover: null, marks: [], dropAtEnd: false, refusal: null };
    case 'inspect':
      return { ...s, inspect: e.piece };
    case 'token':
      return { ...s, token: e.piece };
    case 'menu':
      return { ...s, menu: e.menu };
    case 'pending':
      return { ...s, pending: e.pending, menu: null, selected: e.pending?.preview ? null : s.selected };
    case 'hover':
      return s.hover === e.square ? s : { ...s, hover: e.square };
    case 'logHighlight':
      return { ...s, logHighlight: e.highlight };
    case 'dots':
      return { ...s, dots: e.dots, dotPiece: null };
    case 'dotPiece':
      return { ...s, dotPiece: s.dotPiece === e.piece ? null : e.piece };
    case 'mark':
      return { ...s, marks: toggleMark(s.marks, e.mark), menu: null, refusal: null };
    case 'clearMarks':
      return { ...s, marks: [], dropAtEnd: false };
    case 'dropAtEnd':
      return { ...s, dropAtEnd: e.on, refusal: null };
    case 'refuse':
      return { ...s, refusal: e.reason };
    case 'ask':
      return { ...s, ask: e.ask, menu: null };
    case 'acted': {
      const keep = e.action.type === 'move' || e.action.type === 'jump';
      return {
        ...s,
        menu: null,
        pending: null,
        token: null,
        hover: null,
        selected: keep ? s.selected : null,
        marks: [],
        dropAtEnd: false,
        refusal: null,
        ask: null,
        dots: e.action.type === 'starters' ? [] : s.dots,
      };
    }
    case 'cancel':
      return {
        ...s,
        selected: null,
        menu: null,
        pending: null,
        hover: null,
        dotPiece: null,
        marks: [],
        dropAtEnd: false,
        refusal: null,
        ask: null,
      };
  }
}
