// What the player can point at, derived only from the engine's legal actions (the UI knows
// no rules). Actions are grouped by what is clicked: a piece, then a destination square, a
// target piece or a direction; a room for reveals and rotations; a square for placements.
import { DOTS, type Action, type DirName } from '@dt/engine';

export type MoveAction = Extract<Action, { type: 'move' }>;
type PieceAction = Extract<Action, { piece: string }>;

export interface PieceChoices {
  /** Destination square → every distinct way to end a movement there. */
  moves: Map<string, MoveAction[]>;
  jumps: Map<string, Action>;
  /** Target piece → attack, spear or heal. */
  targets: Map<string, Action[]>;
  /** Direction → shoot, fireball, scream, portcullis operations, the Wall-Walker's crossing. */
  dirs: Map<DirName, Action[]>;
  /** Actions of the piece on itself alone: the Troll's regeneration, drinking the Speed Potion. */
  self: Action[];
}

export interface Choices {
  /** Pieces with at least one action of their own. */
  pieces: Map<string, PieceChoices>;
  rooms: Map<number, { reveal: Action | null; rotate: Action[] }>;
  /** Placement of a revealed room's token: square → action. */
  place: Map<string, Action>;
  /** Set-up tokens: token piece → room slot → action. */
  tokens: Map<string, Map<number, Action>>;
  cards: Action[];
  combat: Action[];
  announce: Action[];
  starters: Extract<Action, { type: 'starters' }>[];
  handicap: Extract<Action, { type: 'handicap' }>[];
  end: Action | null;
}

const emptyPiece = (): PieceChoices => ({
  moves: new Map(),
  jumps: new Map(),
  targets: new Map(),
  dirs: new Map(),
  self: [],
});

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

export function choices(legal: readonly Action[]): Choices {
  const c: Choices = {
    pieces: new Map(),
    rooms: new Map(),
    place: new Map(),
    tokens: new Map(),
    cards: [],
    combat: [],
    announce: [],
    starters: [],
    handicap: [],
    end: null,
  };
  const pieceOf = (a: PieceAction): PieceChoices => {
    let pc = c.pieces.get(a.piece);
    if (!pc) c.pieces.set(a.piece, (pc = emptyPiece()));
    return pc;
  };
  const room = (slot: number): { reveal: Action | null; rotate: Action[] } => {
    let r = c.rooms.get(slot);
    if (!r) c.rooms.set(slot, (r = { reveal: null, rotate: [] }));
    return r;
  };
  for (const a of legal) {
    switch (a.type) {
      case 'move':
        push(pieceOf(a).moves, a.path[a.path.length - 1]!, a);
        break;
      case 'jump':
        pieceOf(a).jumps.set(a.to, a);
        break;
      case 'attack':
      case 'spear':
      case 'heal':
        push(pieceOf(a).targets, a.target, a);
        break;
      case 'shoot':
      case 'fireball':
      case 'scream':
      case 'portcullis':
      case 'wallwalk':
        push(pieceOf(a).dirs, a.dir, a);
        break;
      case 'regenerate':
      case 'drink':
        pieceOf(a).self.push(a);
        break;
      case 'reveal':
        room(a.room).reveal = a;
        break;
      case 'rotate':
        room(a.room).rotate.push(a);
        break;
      case 'place':
        c.place.set(a.square, a);
        break;
      case 'token': {
        let m = c.tokens.get(a.piece);
        if (!m) c.tokens.set(a.piece, (m = new Map()));
        m.set(a.room, a);
        break;
      }
      case 'card':
        c.cards.push(a);
        break;
      case 'combat':
        c.combat.push(a);
        break;
      case 'announce':
        c.announce.push(a);
        break;
      case 'starters':
        c.starters.push(a);
        break;
      case 'handicap':
        c.handicap.push(a);
        break;
      case 'end':
        c.end = a;
        break;
      default:
        break;
    }
  }
  // The simplest way first: fewest exchanges, then the shortest path.
  for (const pc of c.pieces.values())
    for (const list of pc.moves.values())
      list.sort((x, y) => x.exchanges.length - y.exchanges.length || x.path.length - y.path.length);
  return c;
}

type Starters = readonly Extract<Action, { type: 'starters' }>[];
/** Starting characters by dot: undefined = not chosen yet, null = left empty. */
export type Dots = readonly (string | null | undefined)[];

const agrees = (a: Starters[number], dots: Dots, except = -1): boolean =>
  dots.every((p, i) => i === except || p === undefined || a.dots[i] === p);

/** What dot i may still hold, given the choices on the other dots (R9: any legal team). */
export function dotOptions(starters: Starters, dots: Dots, i: number): (string | null)[] {
  const out = new Set<string | null>();
  for (const a of starters) if (agrees(a, dots, i)) out.add(a.dots[i] ?? null);
  return [...out];
}

/** The characters that may start on a dot. */
export const starterPieces = (starters: Starters): string[] => [
  ...new Set(starters.flatMap((a) => a.dots.filter((p): p is string => p !== null))),
];

/**
 * Puts `piece` (or nothing) on dot i, taking it off any other dot, then fills every dot left
 * with a single possible answer (the empty dots once the team is complete). Null when no legal
 * team has it there.
 */
export function putOnDot(starters: Starters, dots: Dots, i: number, piece: string | null): Dots | null {
  const n = starters[0]?.dots.length ?? 0;
  const next: (string | null | undefined)[] = Array.from({ length: n }, (_, k) =>
    piece !== null && dots[k] === piece ? undefined : dots[k],
  );
  next[i] = piece;
  if (!starters.some((a) => agrees(a, next))) return null;
  for (let changed = true; changed;) {
    changed = false;
    for (let k = 0; k < n; k++) {
      if (next[k] !== undefined) continue;
      const opts = dotOptions(starters, next, k);
      if (opts.length === 1) {
        next[k] = opts[0]!;
        changed = true;
      }
    }
  }
  return next;
}

/** The squares of a seat's starting dots, in the starters action's order (R2: squares 1, 3, 6, 8 of its line from its owner's left). */
export function dotSquares(height: number, seat: 'yellow' | 'blue'): string[] {
  const row = seat === 'yellow' ? 0 : height - 1;
  return DOTS.map((k) => `${String.fromCharCode(97 + (seat === 'yellow' ? k : 9 - k))}${row}`);
}

export const findStarters = (starters: Starters, dots: Dots): Action | undefined =>
  starters.find((a) => a.dots.length === dots.length && a.dots.every((p, i) => p === dots[i]));

/** Handicap: the legal removal whose set equals `removed`. */
export const findHandicap = (
  options: readonly Extract<Action, { type: 'handicap' }>[],
  removed: readonly string[],
): Action | undefined =>
  options.find((a) => a.remove.length === removed.length && a.remove.every((p) => removed.includes(p)));
