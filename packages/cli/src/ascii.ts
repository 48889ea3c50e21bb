// The board and the game status as text, drawn from a View alone: like any UI, the terminal
// knows no rules and sees no more than its viewer may (R6). North (blue's end) is at the
// top. Every square is 5 characters wide: a terrain mark, the main piece's code, and '+'
// when more tokens share the square (listed under the board).
import { COLS, DOTS, Edge, GEAR_COLOURS, Terrain, squareName, type PieceView, type View } from '@dt/engine';

const CELL = 5;

/** Horizontal edges (between squares of a row), one character. */
const SIDE: Record<number, string> = {
  [Edge.Open]: ' ',
  [Edge.Wall]: '|',
  [Edge.Slit]: ':',
  [Edge.Closed]: '#',
  [Edge.Raised]: '/',
  [Edge.Broken]: 'x',
  [Edge.Blind]: '|',
};

/** Vertical edges (between rows), one cell wide. */
const FLOOR: Record<number, string> = {
  [Edge.Open]: '     ',
  [Edge.Wall]: '-----',
  [Edge.Slit]: '--:--',
  [Edge.Closed]: '--#--',
  [Edge.Raised]: '  /  ',
  [Edge.Broken]: '  x  ',
  [Edge.Blind]: '-----',
};

const EMPTY: Record<number, string> = {
  [Terrain.Floor]: '  .  ',
  [Terrain.Pit]: '  O  ',
  [Terrain.Gear]: '  @  ',
  [Terrain.Start]: '  -  ',
  [Terrain.Hidden]: '~~~~~',
};

const MARK: Record<number, string> = { [Terrain.Pit]: 'O', [Terrain.Gear]: '@' };

export const LEGEND = [
  'Legend: yNg yellow Naga (miniature)  yng wounded  yKy object  y?? unknown token',
  '        + more tokens on the square (listed under the board)',
  '        . floor  O pit trap  @ rotation gear  - starting line  * starting dot',
  '        ~ face-down room  | wall  : arrow-slit',
  '        # closed portcullis  / open portcullis  x broken portcullis',
].join('\n');

/** A piece's short code as drawn: unknown tokens as y??/b??, wounded in lower case. */
export function pieceLabel(p: PieceView): string {
  if (p.id.startsWith('?')) return `${p.seat[0]}??`;
  return p.state === 'wounded' ? p.id.toLowerCase() : p.id;
}

const rank = (p: PieceView): number =>
  p.state === 'miniature' ? 0 : p.state === 'wounded' ? (p.carriedBy ? 3 : 1) : p.kind === 'token' ? 2 : 4;

/** Pieces on each square, the one to draw first. */
function piecesBySquare(v: View): Map<string, PieceView[]> {
  const at = new Map<string, PieceView[]>();
  for (const p of v.pieces) {
    if (p.square === null) continue;
    const list = at.get(p.square) ?? [];
    list.push(p);
    at.set(p.square, list);
  }
  for (const list of at.values()) list.sort((a, b) => rank(a) - rank(b));
  return at;
}

const slotOfSquare = (v: View, x: number, y: number): number =>
  y === 0 || y === v.height - 1 ? -1 : Math.floor((y - 1) / 5) * 2 + (x >= 5 ? 1 : 0);

const hiddenAt = (v: View, x: number, y: number): boolean =>
  x >= 0 && x < COLS && y >= 0 && y < v.height && v.terrain[y * COLS + x] === Terrain.Hidden;

/** Two squares inside the same face-down room: nothing is drawn between them. */
const insideFaceDown = (v: View, x: number, y: number, x2: number, y2: number): boolean =>
  hiddenAt(v, x, y) && hiddenAt(v, x2, y2) && slotOfSquare(v, x, y) === slotOfSquare(v, x2, y2);

/** The text inside a face-down room's centre squares: its slot and the tokens in it. */
function faceDownCentre(v: View, x: number, y: number): string | null {
  const slot = slotOfSquare(v, x, y);
  const room = v.rooms[slot];
  if (!room || room.revealed || x % 5 !== 2) return null;
  const gy = (y - 1) % 5;
  if (gy === 3) return `~#${slot}~~`.slice(0, CELL).padEnd(CELL, '~');
  if (gy === 2) return `y${room.faceDown[0]} b${room.faceDown[1]}`.slice(0, CELL).padEnd(CELL);
  return null;
}

function isDot(v: View, x: number, y: number): boolean {
  if (y === 0) return DOTS.includes(x);
  if (y === v.height - 1) return DOTS.includes(COLS - 1 - x);
  return false;
}

function cell(v: View, at: Map<string, PieceView[]>, x: number, y: number): string {
  const sq = y * COLS + x;
  const terrain = v.terrain[sq]!;
  const here = at.get(squareName(sq));
  if (here && here.length > 0) {
    return (MARK[terrain] ?? ' ') + pieceLabel(here[0]!) + (here.length > 1 ? '+' : ' ');
  }
  if (terrain === Terrain.Hidden) return faceDownCentre(v, x, y) ?? EMPTY[terrain]!;
  if (terrain === Terrain.Start && isDot(v, x, y)) return '  *  ';
  return EMPTY[terrain] ?? '  ?  ';
}

/** The edge between (x, y) and the square above it; the top border when y is the last row. */
function floorAbove(v: View, x: number, y: number): string {
  if (y === v.height - 1) return '-'.repeat(CELL);
  const e = v.edges[(y * COLS + x) * 4]!;
  if (e === Edge.Blind && insideFaceDown(v, x, y, x, y + 1)) return '~'.repeat(CELL);
  return FLOOR[e] ?? '?????';
}

function sideEast(v: View, x: number, y: number): string {
  if (x === COLS - 1) return '|';
  const e = v.edges[(y * COLS + x) * 4 + 1]!;
  if (e === Edge.Blind && insideFaceDown(v, x, y, x + 1, y)) return '~';
  return SIDE[e] ?? '?';
}

/** The corner north-east of (x, y): blank inside a face-down room, so the room reads as one block. */
function corner(v: View, x: number, y: number): string {
  const inside =
    x < COLS - 1 &&
    insideFaceDown(v, x, y, x + 1, y) &&
    insideFaceDown(v, x, y, x, y + 1) &&
    insideFaceDown(v, x, y, x + 1, y + 1);
  return inside ? '~' : '+';
}

/** The board: rows from north (blue's starting line) to south (yellow's). */
export function renderBoard(v: View): string {
  const at = piecesBySquare(v);
  const lines: string[] = [];
  const cols = Array.from({ length: COLS }, (_, x) =>
    String.fromCharCode(97 + x)
      .padStart(3)
      .padEnd(CELL),
  );
  lines.push(('    ' + cols.join(' ')).trimEnd());
  const rowLabel = (y: number): string => String(y).padStart(3);
  const note = (y: number): string => (y === v.height - 1 ? '  blue start' : y === 0 ? '  yellow start' : '');
  for (let y = v.height - 1; y >= 0; y--) {
    let border = '   +';
    for (let x = 0; x < COLS; x++) border += floorAbove(v, x, y) + corner(v, x, y);
    lines.push(border);
    let row = rowLabel(y) + '|';
    for (let x = 0; x < COLS; x++) row += cell(v, at, x, y) + sideEast(v, x, y);
    lines.push(row + note(y));
  }
  lines.push('   +' + `${'-'.repeat(CELL)}+`.repeat(COLS));
  return lines.join('\n');
}

/** Squares holding more than one token, spelled out. */
export function renderStacks(v: View): string[] {
  const out: string[] = [];
  for (const [sq, list] of piecesBySquare(v)) {
    if (list.length < 2) continue;
    const parts = list.map((p) => {
      const what = p.state === 'wounded' ? `${pieceLabel(p)} (wounded)` : pieceLabel(p);
      return p.carriedBy ? `${what} carried by ${p.carriedBy}` : what;
    });
    out.push(`${sq}: ${parts.join(', ')}`);
  }
  return out.sort();
}

/** Where a room slot lies, as players at the table would say it. */
function slotPlace(slot: number, rows: number): string {
  const row = slot >> 1;
  const side = slot & 1 ? 'east' : 'west';
  return row === 0 ? `south-${side}` : row === rows - 1 ? `north-${side}` : `middle row ${row}, ${side}`;
}

const DIR_NAMES = ['north', 'east', 'south', 'west'];

export function renderRooms(v: View): string[] {
  const rows = v.rooms.length / 2;
  return v.rooms.map((r) => {
    const where = `room ${r.slot} (${slotPlace(r.slot, rows)})`;
    if (!r.revealed) {
      return `${where}: face-down, tokens yellow ${r.faceDown[0]} blue ${r.faceDown[1]} (capacity ${r.capacity})`;
    }
    const gear =
      r.pair === null
        ? ''
        : `, ${GEAR_COLOURS[r.pair] ?? ''} gear turning ${r.clockwise ? 'clockwise' : 'anticlockwise'}`;
    return `${where}: ${r.name}${gear}, its top faces ${DIR_NAMES[r.orientation ?? 0]}`;
  });
}

/** Words after a heading, wrapped to the terminal width with a hanging indent. */
export function wrap(heading: string, words: readonly string[], sep = ' ', width = 80): string[] {
  const indent = ' '.repeat(Math.min(heading.length, 20));
  const lines: string[] = [];
  let line = heading;
  let empty = true;
  words.forEach((w, i) => {
    const piece = w + (i < words.length - 1 ? sep.trimEnd() : '');
    const glue = empty ? '' : ' ';
    if (!empty && line.length + glue.length + piece.length > width) {
      lines.push(line);
      line = indent + piece;
    } else line += glue + piece;
    empty = false;
  });
  lines.push(line);
  return lines;
}

const OFF_BOARD: [PieceView['state'], string][] = [
  ['screen', 'behind the screens'],
  ['escaped', 'escaped'],
  ['eliminated', 'eliminated'],
  ['rescued', 'rescued'],
  ['discarded', 'discarded'],
  ['removed', 'removed (handicap)'],
];

export function renderOffBoard(v: View): string[] {
  const out: string[] = [];
  for (const [state, words] of OFF_BOARD) {
    const list = v.pieces.filter((p) => p.state === state && p.square === null);
    if (list.length) out.push(...wrap(`${words}: `, list.map(pieceLabel)));
  }
  return out;
}

const cards = (xs: readonly number[], plus = false): string =>
  xs.length ? xs.map((x) => (plus ? `+${x}` : String(x))).join(' ') : '-';

export function renderStatus(v: View): string[] {
  const out: string[] = [];
  const me = v.viewer === 'spectator' ? 'spectator' : `you are ${v.viewer}`;
  const phase =
    v.phase === 'over'
      ? 'game over'
      : `${v.phase} phase, ${v.toMove.join(' and ') || 'nobody'} to decide` +
        (v.phase === 'actions' ? ` (${v.active} has ${v.ap} AP)` : '');
  out.push(`${v.scenario} · turn ${v.turn} · ${phase} · ${me}`);
  out.push(
    `VP yellow ${v.vp[0]} · blue ${v.vp[1]} (target ${v.vpTarget})   kills yellow ${v.kills[0]} · blue ${v.kills[1]}`,
  );
  v.hands.forEach((h, i) => {
    const seat = i === 0 ? 'yellow' : 'blue  ';
    const actions = h.actions ? `Action ${cards(h.actions)}` : `Action ${h.actionCount} cards`;
    const combat = h.combat ? `Combat ${cards(h.combat, true)}` : `Combat ${h.combatCount} cards`;
    out.push(`${seat}: ${actions} (played ${cards(h.played)}) · ${combat} · Jump ${h.jumps}`);
  });
  if (v.revealedCards.length)
    out.push(
      ...wrap(
        'Combat cards revealed: ',
        v.revealedCards.map((c) => `${c.seat} +${c.value}`),
        ', ',
      ),
    );
  if (v.woundedThisTurn.length) out.push(`wounded this turn: ${v.woundedThisTurn.join(' ')}`);
  if (v.healedThisTurn.length) out.push(`healed this turn: ${v.healedThisTurn.join(' ')}`);
  const c = v.combat;
  if (c) {
    let line = `Combat (${c.kind}): ${c.attackers.join(' ')} attack ${c.defenders.join(' ')}`;
    if (c.telepath)
      line += ` · ${c.telepath} Telepath ${c.announced === null ? 'announces nothing yet' : `announced +${c.announced}${c.forced ? ' (must be played)' : ''}`}`;
    line += ` · chosen: yellow ${c.chosen[0] ? 'yes' : 'no'}, blue ${c.chosen[1] ? 'yes' : 'no'}`;
    if (c.myCard !== null) line += ` · your card +${c.myCard}`;
    out.push(line);
    if (c.shown) out.push(`the opponent's Combat cards (shown to your Telepath): ${cards(c.shown, true)}`);
  }
  if (v.placing)
    out.push(
      `placing the tokens of room ${v.placing.slot} (revealed by ${v.placing.revealer}): next ${v.placing.next}, placed by ${v.placing.placer}`,
    );
  if (v.tokenTurn) out.push(`placing face-down tokens: ${v.tokenTurn}'s turn`);
  if (v.handicap) out.push(`handicap: ${v.handicap.seat} keeps ${v.handicap.characters} characters`);
  if (v.drawOffer) out.push(`${v.drawOffer} offers a draw`);
  if (v.winner) out.push(`Game over: ${v.winner === 'draw' ? 'draw' : `${v.winner} wins`} (${v.endReason})`);
  return out;
}

/** Everything a player needs to decide: board, stacked squares, rooms, pieces off the board, status. */
export function render(v: View, legend = false): string {
  const parts = [renderBoard(v)];
  if (legend) parts.push(LEGEND);
  const stacks = renderStacks(v);
  if (stacks.length) parts.push(stacks.join('\n'));
  parts.push(renderRooms(v).join('\n'));
  const off = renderOffBoard(v);
  if (off.length) parts.push(off.join('\n'));
  parts.push(renderStatus(v).join('\n'));
  return parts.join('\n\n');
}

/** One event as a line of text (events come from viewEvent, already filtered for the viewer). */
export function eventText(e: Record<string, unknown>): string {
  const { type, ...rest } = e;
  const value = (x: unknown): string =>
    Array.isArray(x)
      ? x.map(value).join(x.every((y) => typeof y === 'string' && /^[a-j]\d+$/.test(y)) ? '-' : ' ')
      : String(x);
  const words = Object.entries(rest).map(([k, x]) =>
    k === 'piece' || k === 'seat' ? value(x) : `${k} ${value(x)}`,
  );
  return [String(type), ...words].join(' ');
}
