// What an event, an action or a hint names on the board: squares, pieces and rooms to light
// up when it is shown (the computer's turn played out), hovered (the log) or suggested (hint).
// Read from the redacted events and the actions only: nothing the viewer may not know.
import type { Action } from '@dt/engine';

export interface Highlight {
  squares: string[];
  pieces: string[];
  /** Room slots. */
  rooms: number[];
  /** A movement's path, drawn as a line. */
  path: string[] | null;
}

export const NO_HIGHLIGHT: Highlight = { squares: [], pieces: [], rooms: [], path: null };

const str = (x: unknown): string[] => (typeof x === 'string' && !x.startsWith('?') ? [x] : []);
const strs = (x: unknown): string[] =>
  Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];

/** What one redacted event (`viewEvent`) names. */
export function eventHighlight(e: Record<string, unknown>): Highlight {
  const pieces = [...str(e.piece), ...str(e.target), ...str(e.item), ...str(e.by)];
  const squares = [...str(e.square), ...str(e.from), ...str(e.to)];
  const rooms: number[] = [];
  switch (e.type) {
    case 'revealed':
    case 'rotated':
      if (typeof e.slot === 'number') rooms.push(e.slot);
      break;
    case 'token':
      if (typeof e.room === 'number') rooms.push(e.room);
      break;
    case 'combat-start':
      pieces.push(...strs(e.attackers), ...strs(e.defenders));
      break;
  }
  const path = e.type === 'moved' ? strs(e.path) : null;
  if (path?.length) squares.push(path[path.length - 1]!);
  return { squares, pieces, rooms, path: path && path.length > 1 ? path : null };
}

/** What a (legal) action names. */
export function actionHighlight(a: Action): Highlight {
  const h: Highlight = { squares: [], pieces: [], rooms: [], path: null };
  if ('piece' in a && typeof a.piece === 'string') h.pieces.push(a.piece);
  if ('target' in a && typeof a.target === 'string') h.pieces.push(a.target);
  if (a.type === 'move') {
    h.path = a.path.length > 1 ? a.path : null;
    h.squares.push(a.path[a.path.length - 1]!);
  }
  if (a.type === 'jump') h.squares.push(a.to);
  if (a.type === 'place') h.squares.push(a.square);
  if (a.type === 'reveal' || a.type === 'rotate' || a.type === 'token') h.rooms.push(a.room);
  return h;
}

export function mergeHighlights(hs: readonly Highlight[]): Highlight {
  const paths = hs.map((h) => h.path).filter((p): p is string[] => !!p);
  return {
    squares: [...new Set(hs.flatMap((h) => h.squares))],
    pieces: [...new Set(hs.flatMap((h) => h.pieces))],
    rooms: [...new Set(hs.flatMap((h) => h.rooms))],
    path: paths[paths.length - 1] ?? null,
  };
}

export const isEmpty = (h: Highlight): boolean =>
  !h.squares.length && !h.pieces.length && !h.rooms.length && !h.path;
