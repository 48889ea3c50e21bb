// Where things go on the board's drawing. The engine's squares are columns a-j (x) and rows
// 0..h-1 (y, yellow's starting line at 0). The board lies one of two ways: `landscape` runs the
// rows left to right, so the long board fits a wide screen; `portrait` runs them bottom to top,
// two rooms across, as the board lies on the table between the players. `flip` turns either
// half a turn for blue, so each player's own starting line is nearest (left or bottom).
import { COLS, DX, DY } from '@dt/engine';

/** One square's side in drawing units. */
export const S = 40;

export interface Frame {
  /** Rows of the board (the view's height). */
  h: number;
  flip: boolean;
  portrait: boolean;
}

/** Board margins in drawing units: room for coordinates when they are shown. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const margins = (coordinates: boolean): Margins =>
  coordinates ? { top: 4, right: 4, bottom: 16, left: 16 } : { top: 5, right: 5, bottom: 5, left: 5 };

export const sqXY = (name: string): [number, number] => [name.charCodeAt(0) - 97, Number(name.slice(1))];
export const squareOf = (x: number, y: number): string => `${String.fromCharCode(97 + x)}${y}`;

/** Width and height of the squares' area. */
export function extent(f: Frame): [number, number] {
  return f.portrait ? [COLS * S, f.h * S] : [f.h * S, COLS * S];
}

/** Top-left corner of square (x, y) on screen. */
export function at(f: Frame, x: number, y: number): [number, number] {
  const [u, v] = f.flip ? [COLS - 1 - x, f.h - 1 - y] : [x, y];
  return f.portrait ? [u * S, (f.h - 1 - v) * S] : [v * S, u * S];
}

/** The square under a point of the drawing, or null off the squares (the inverse of `at`). */
export function squareAt(f: Frame, px: number, py: number): string | null {
  const i = Math.floor(px / S);
  const j = Math.floor(py / S);
  const [u, v] = f.portrait ? [i, f.h - 1 - j] : [j, i];
  const [x, y] = f.flip ? [COLS - 1 - u, f.h - 1 - v] : [u, v];
  return x >= 0 && x < COLS && y >= 0 && y < f.h ? squareOf(x, y) : null;
}

export function center(f: Frame, sq: string): [number, number] {
  const [x, y] = sqXY(sq);
  const [sx, sy] = at(f, x, y);
  return [sx + S / 2, sy + S / 2];
}

/** Screen direction (unit vector) of engine direction d (0 n = towards blue, 1 e, 2 s, 3 w). */
export function vec(f: Frame, d: number): [number, number] {
  const [ax, ay] = at(f, 1, 1);
  const [bx, by] = at(f, 1 + DX[d]!, 1 + DY[d]!);
  return [(bx - ax) / S, (by - ay) / S];
}

/** Rows and columns of a room slot (slots 0, 1 across from yellow's line, then 2, 3...). */
export function slotOrigin(slot: number): { x0: number; y0: number } {
  return { x0: (slot % 2) * 5, y0: 1 + Math.floor(slot / 2) * 5 };
}

/** A room's rectangle on screen: [x, y, width, height]. */
export function roomRect(f: Frame, slot: number): [number, number, number, number] {
  const { x0, y0 } = slotOrigin(slot);
  const [ax, ay] = at(f, x0, y0);
  const [bx, by] = at(f, x0 + 4, y0 + 4);
  return [Math.min(ax, bx), Math.min(ay, by), 5 * S, 5 * S];
}

/** The drawing's viewBox: the squares plus the margins. */
export function viewBox(f: Frame, m: Margins): { x: number; y: number; w: number; h: number } {
  const [w, h] = extent(f);
  return { x: -m.left, y: -m.top, w: w + m.left + m.right, h: h + m.top + m.bottom };
}
