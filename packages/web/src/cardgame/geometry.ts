// Where each part of the labyrinth stands on the screen. The board is one grid: 4 zone columns
// (a-d) and, across them, the blue starting zone, the zone rows (highest first) and the yellow
// starting zone, as yellow sees it upright. The picture is then turned by quarter turns: blue
// sees it half a turn round (its own end at the bottom), and a wide box turns it a quarter so
// that the viewer's end is on the left and the rooms get the larger size (a desktop or a phone
// held sideways). Every position and printed border follows from that one turn.

/** Quarter turns clockwise from yellow's upright picture. */
export type Turn = 0 | 1 | 2 | 3;

/** A starting zone is this many zone widths deep. */
export const START_DEPTH = 0.6;

export interface Area {
  /** 1-based CSS grid lines: column and row of the top-left cell, and the span of each. */
  col: number;
  row: number;
  cols: number;
  rows: number;
}

/** The turn for a viewer, upright or sideways. */
export const boardTurn = (viewer: string, sideways: boolean): Turn =>
  viewer === 'blue' ? (sideways ? 3 : 2) : sideways ? 1 : 0;

/** Base cell of a zone ("c5"): x from its column, y from the top (the highest row is 1). */
function baseCell(zone: string, rows: number): [number, number] {
  return [zone.charCodeAt(0) - 97, rows + 1 - Number(zone.slice(1))];
}

/** A base cell turned to the screen, on a base grid of 4 x (rows + 2). */
function turned(x: number, y: number, rows: number, turn: Turn): [number, number] {
  const w = 4;
  const h = rows + 2;
  if (turn === 1) return [h - 1 - y, x];
  if (turn === 2) return [w - 1 - x, h - 1 - y];
  if (turn === 3) return [y, w - 1 - x];
  return [x, y];
}

/** The screen area covering base cells x0..x1, y0..y1. */
function areaOf(x0: number, y0: number, x1: number, y1: number, rows: number, turn: Turn): Area {
  const [ax, ay] = turned(x0, y0, rows, turn);
  const [bx, by] = turned(x1, y1, rows, turn);
  const [l, r] = [Math.min(ax, bx), Math.max(ax, bx)];
  const [t, b] = [Math.min(ay, by), Math.max(ay, by)];
  return { col: l + 1, row: t + 1, cols: r - l + 1, rows: b - t + 1 };
}

/** A room slot's area (slot 0 is a1-b2, slot 1 c1-d2, slot 2 a3-b4...). */
export function roomArea(slot: number, rows: number, turn: Turn): Area {
  const x0 = (slot & 1) * 2;
  const top = rows + 1 - ((slot >> 1) * 2 + 2);
  return areaOf(x0, top, x0 + 1, top + 1, rows, turn);
}

/** A zone's place inside its room's 2 x 2 grid (1-based). */
export function zoneInRoom(zone: string, slot: number, rows: number, turn: Turn): Area {
  const room = roomArea(slot, rows, turn);
  const [x, y] = baseCell(zone, rows);
  const [sx, sy] = turned(x, y, rows, turn);
  return { col: sx + 1 - room.col + 1, row: sy + 1 - room.row + 1, cols: 1, rows: 1 };
}

/** The zone names of a room slot. */
export function roomZones(slot: number): string[] {
  const cols = (slot & 1) === 0 ? ['a', 'b'] : ['c', 'd'];
  const row = (slot >> 1) * 2 + 1;
  return [row + 1, row].flatMap((r) => cols.map((c) => `${c}${r}`));
}

/** A starting zone half's area: west is columns a-b, east c-d; blue's end is above the rows. */
export function startArea(seat: 'yellow' | 'blue', side: 'w' | 'e', rows: number, turn: Turn): Area {
  const y = seat === 'blue' ? 0 : rows + 1;
  const x0 = side === 'w' ? 0 : 2;
  return areaOf(x0, y, x0 + 1, y, rows, turn);
}

/** The printed borders as drawn: [top, right, bottom, left] of the screen, from the view's n e s w. */
export function drawnSides(sides: string, turn: Turn): string[] {
  return [0, 1, 2, 3].map((screen) => sides[(screen - turn + 4) % 4] ?? '?');
}

/** The grid's tracks and its size in zone widths, for the board's style. */
export function gridTracks(
  rows: number,
  turn: Turn,
): { columns: string; rows: string; w: number; h: number } {
  const along = `${START_DEPTH}fr repeat(${rows}, 1fr) ${START_DEPTH}fr`;
  const across = 'repeat(4, 1fr)';
  const depth = rows + 2 * START_DEPTH;
  return turn % 2 === 0
    ? { columns: across, rows: along, w: 4, h: depth }
    : { columns: along, rows: across, w: depth, h: 4 };
}

/** Whether the box gives the rooms more room turned sideways than upright. */
export function sidewaysFits(width: number, height: number, rows: number): boolean {
  const depth = rows + 2 * START_DEPTH;
  const upright = Math.min(width / 4, height / depth);
  const sideways = Math.min(width / depth, height / 4);
  return sideways > upright * 1.05;
}
