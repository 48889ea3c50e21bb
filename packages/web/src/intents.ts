// What the player can point at, derived only from the engine's legal actions (the UI knows
// no rules). Actions are grouped by what is clicked: a piece, then a destination square, a
// target piece or a direction; a room for reveals and rotations; a square for placements.
import type { Action, DirName } from '@dt/engine';

export type MoveAction = Extract<Action, { type: 'move' }>;
type PieceAction = Extract<Action, { piece: string }>;

export interface PieceChoices {
  /** Destination square → every distinct way to end a movement there. */
  moves: Map<string, MoveAction[]>;
  jumps: Map<string, Action>;
  /** Target piece → attack, spear or heal. */
  targets: Map<string, Action[]>;
  /** Direction → shoot, fireball, scream, portcullis operations. */
  dirs: Map<DirName, Action[]>;
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
        push(pieceOf(a).dirs, a.dir, a);
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

/** Starting-dot options still open after choosing `picked` for the first dots (R9). */
export function starterOptions(
  starters: readonly Extract<Action, { type: 'starters' }>[],
  picked: readonly (string | null)[],
): (string | null)[] {
  const out = new Set<string | null>();
  for (const a of starters)
    if (picked.every((p, i) => a.dots[i] === p)) out.add(a.dots[picked.length] ?? null);
  return [...out];
}

export const findStarters = (
  starters: readonly Extract<Action, { type: 'starters' }>[],
  dots: readonly (string | null)[],
): Action | undefined =>
  starters.find((a) => a.dots.length === dots.length && a.dots.every((p, i) => p === dots[i]));

/** Handicap: the legal removal whose set equals `removed`. */
export const findHandicap = (
  options: readonly Extract<Action, { type: 'handicap' }>[],
  removed: readonly string[],
): Action | undefined =>
  options.find((a) => a.remove.length === removed.length && a.remove.every((p) => removed.includes(p)));
