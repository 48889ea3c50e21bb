// The position editor's core (issue 42 item 2, "from the editor by pointing"): each edit the
// user points at (a piece to a square, off the board, carried, wounded, whose turn, AP left)
// changes the position's data, which is then written as position notation and read back by
// the engine's own parser, and the result must pass the engine's invariants. So the editor
// can only make what the notation can say and what the rules allow; anything else is refused
// with the engine's sentence and the position stays as it was. Pure: no DOM.
import {
  apply,
  checkInvariants,
  legalActionsFor,
  newGame,
  toMove,
  codeOf,
  createState,
  Loc,
  makePosition,
  N_CHARS,
  N_PIECES,
  parsePosition,
  parseSquare,
  pieceIn,
  seatOf,
  kindOf,
  isChar,
  squareName,
  toPositionData,
  type PositionData,
  type Seat,
  type State,
} from '@dt/engine';

export type Edit =
  /** A piece onto a square (what it carries goes with it; if it was carried, it is put down). */
  | { kind: 'place'; piece: string; square: string }
  /** A character eliminated, or an object discarded (off the board). */
  | { kind: 'remove'; piece: string }
  /** A character escaped. */
  | { kind: 'escape'; piece: string }
  /** An object (or a wounded friend) picked up by the character `by`, on its square. */
  | { kind: 'carry'; piece: string; by: string }
  | { kind: 'wounded'; piece: string; wounded: boolean }
  /** Whose turn it is (the actions phase). */
  | { kind: 'side'; seat: Seat }
  | { kind: 'ap'; ap: number };

export type Edited = { ok: true; state: State; text: string } | { ok: false; message: string };

type Data = { -readonly [K in keyof PositionData]: PositionData[K] };
interface Arrays {
  loc: number[];
  carrier: number[];
  wounded: number[];
}

/** The position after edit `e`, read back through the notation, or why it is refused. */
export function edit(s: State, e: Edit): Edited {
  const d: Data = { ...toPositionData(s) };
  const a: Arrays = {
    loc: Array.from(d.loc),
    carrier: Array.from(d.carrier ?? new Array<number>(N_PIECES).fill(-1)),
    wounded: Array.from(d.wounded ?? new Array<number>(N_CHARS).fill(0)),
  };
  const problem = change(s, d, a, e);
  if (problem) return { ok: false, message: problem };
  Object.assign(d, a);
  keepScore(s, d, a.loc);
  return readBack(d);
}

/** Applies `e` to the data; a sentence when the edit itself makes no sense. */
function change(s: State, d: Data, a: Arrays, e: Edit): string | null {
  if (e.kind === 'side') {
    d.active = e.seat;
    d.ownAp = 0; // the Speed Potion's AP belong to the side that had the turn
    return null;
  }
  if (e.kind === 'ap') {
    if (!Number.isInteger(e.ap) || e.ap < 0 || e.ap > 9) return `AP left must be 0 to 9, not ${e.ap}`;
    d.ap = e.ap;
    return null;
  }
  const p = pieceIn(s.set, e.piece);
  if (p === null || p === undefined) return `unknown piece ${e.piece}`;
  const isChar = p < N_CHARS;
  switch (e.kind) {
    case 'place': {
      const sq = parseSquare(e.square, s.geo);
      if (sq === null || sq === undefined) return `no square ${e.square}`;
      moveTo(a, p, sq);
      a.carrier[p] = -1;
      return null;
    }
    case 'remove':
      moveTo(a, p, isChar ? Loc.Dead : Loc.Gone);
      a.carrier[p] = -1;
      return null;
    case 'escape':
      if (!isChar) return `${e.piece} is an object: only characters escape`;
      moveTo(a, p, Loc.Escaped);
      a.carrier[p] = -1;
      return null;
    case 'carry': {
      const c = pieceIn(s.set, e.by);
      if (c === null || c === undefined || c >= N_CHARS) return `${e.by} is not a character`;
      if (c === p) return `${e.piece} cannot carry itself`;
      // What the piece carried is put down where it stands.
      for (let q = 0; q < N_PIECES; q++) if (a.carrier[q] === p) a.carrier[q] = -1;
      a.carrier[p] = c;
      a.loc[p] = a.loc[c]!;
      return null;
    }
    case 'wounded':
      if (!isChar) return `${e.piece} is an object: only characters are wounded`;
      a.wounded[p] = e.wounded ? 1 : 0;
      return null;
  }
}

/** Puts `p` at `where`, with what it carries when that is a square (else they are put down). */
function moveTo(a: Arrays, p: number, where: number): void {
  const from = a.loc[p]!;
  a.loc[p] = where;
  for (let q = 0; q < N_PIECES; q++) {
    if (a.carrier[q] !== p) continue;
    if (where >= 0) a.loc[q] = where;
    else {
      a.carrier[q] = -1;
      a.loc[q] = from;
    }
  }
}

/** Kills and VP follow the characters eliminated and escaped (what objects carried out earned is kept). */
function keepScore(s: State, d: Data, loc: readonly number[]): void {
  const base = (l: ArrayLike<number>, seat: Seat): number => {
    let vp = 0;
    for (let c = 0; c < N_CHARS; c++) {
      if (l[c] === Loc.Escaped && seatOf(c) === seat) vp += s.set.characters[kindOf(c)]!.escapeVp;
      if (l[c] === Loc.Dead && seatOf(c) !== seat) vp++;
    }
    return vp;
  };
  const dead = (seat: Seat): number =>
    loc.slice(0, N_CHARS).filter((l, c) => l === Loc.Dead && seatOf(c) === seat).length;
  const seats = [0, 1] as const;
  d.kills = [dead(1), dead(0)];
  d.vp = seats.map((seat) => base(loc, seat) + Math.max(0, s.vp[seat] - base(s.loc, seat))) as [
    number,
    number,
  ];
}

/** Writes the data as notation and reads it back with the engine, refusing what breaks the rules. */
function readBack(d: PositionData): Edited {
  const made = createState(d);
  if (!made.ok) return { ok: false, message: made.error.message };
  const text = makePosition(made.value);
  const read = parsePosition(text);
  if (!read.ok) return { ok: false, message: read.error.message };
  const broken = checkInvariants(read.value);
  if (broken.length) return { ok: false, message: broken.join('; ') };
  return { ok: true, state: read.value, text };
}

/**
 * What pointing at piece `pointed` does while `chosen` is chosen: an object (or a wounded
 * character) is picked up by the character pointed at; a character goes onto the square of the
 * loose object pointed at; otherwise nothing is edited (null) and the piece pointed at is chosen.
 */
export function pointedPiece(chosen: Listed | undefined, pointed: Listed): Edit | null {
  if (!chosen || chosen.code === pointed.code) return null;
  if (pointed.character && (!chosen.character || chosen.wounded))
    return { kind: 'carry', piece: chosen.code, by: pointed.code };
  if (chosen.character && !pointed.character && /^[a-z]+\d+$/.test(pointed.where))
    return { kind: 'place', piece: chosen.code, square: pointed.where };
  return null;
}

/** Every piece of the position's scenario, with its code and where it is, for the palette. */
export interface Listed {
  code: string;
  /** A square, ">code" when carried, or a word: escaped, eliminated, discarded, rescued, reserve, room. */
  where: string;
  seat: Seat;
  character: boolean;
  wounded: boolean;
}

export function pieceList(s: State): Listed[] {
  const out: Listed[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    const l = s.loc[p]!;
    if (l === Loc.None) continue;
    const carrier = s.carrier[p]!;
    const where =
      carrier >= 0 ? `>${codeOf(s.set, carrier)}` : l >= 0 ? squareName(l) : (LOC_WORDS[l] ?? 'room');
    out.push({
      code: codeOf(s.set, p),
      where,
      seat: seatOf(p),
      character: isChar(p),
      wounded: isChar(p) && s.wounded[p] === 1,
    });
  }
  return out;
}

const LOC_WORDS: Record<number, string> = {
  [Loc.Escaped]: 'escaped',
  [Loc.Dead]: 'eliminated',
  [Loc.Gone]: 'discarded',
  [Loc.Rescued]: 'rescued',
  [Loc.Screen]: 'reserve',
};

/** The scenarios the editor can start from when no position is set up yet. */
export const START_SCENARIOS = ['standalone', 'classic'] as const;

/**
 * A scenario's start for the editor: a new game (seed 1) with its set-up made by taking each
 * seat's first legal choice, up to the first turn's actions: rooms face down, characters on
 * their starting squares, ready to be rearranged.
 */
export function scenarioStart(scenario: (typeof START_SCENARIOS)[number]): State {
  const g = newGame({ scenario }, 1);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  for (let i = 0; i < 500 && s.phase !== 'actions'; i++) {
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0);
    if (seat === undefined) break;
    const r = apply(s, legalActionsFor(s, seat)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}
