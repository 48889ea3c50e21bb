// The engine contract: legalActions(state) and apply(state, action). apply validates an
// action against the same generators legalActions uses, then works on a clone, so a
// rejected action never changes anything and the input state is never modified.
import { parseSquare, squareName } from './board.ts';
import {
  fireball,
  fireballTarget,
  heal,
  healTargets,
  jump,
  jumpLandings,
  portcullis,
  portcullisOps,
  scream,
  screamPush,
} from './abilities.ts';
import {
  announce,
  bowTarget,
  cardChoices,
  chooseCard,
  closeTargets,
  spearTargets,
  startCombat,
} from './combat.ts';
import { applyMove, moveOutcomes, outcomeAction, validateMove } from './movement.ts';
import { canAct, occupancy, type GameEvent } from './pieces.ts';
import { placeSquares, placeToken, placerOf, reveal, revealable, rotate, rotations } from './rooms-play.ts';
import {
  commitStarters,
  handicapSeat,
  placeSetupToken,
  removeHandicapped,
  startersToMove,
  tokenChoices,
} from './setup.ts';
import { Loc, clone, type State } from './state.ts';
import { checkGoal, endTurn, finish, playCard, playableCards } from './turn.ts';
import {
  DIRS,
  SEATS,
  charId,
  isChar,
  other,
  parsePieceCode,
  pieceCode,
  seatOf,
  type Action,
  type EngineError,
  type PieceId,
  type Result,
  type Seat,
  type SeatName,
  err,
  ok,
} from './types.ts';

export interface Applied {
  state: State;
  events: GameEvent[];
}

/** The seats that must decide now (both, during simultaneous choices). */
export function toMove(s: State): Seat[] {
  switch (s.phase) {
    case 'handicap':
      return [handicapSeat(s)];
    case 'starters':
      return startersToMove(s);
    case 'tokens':
      return [s.tokenTurn];
    case 'card':
    case 'actions':
      return [s.active];
    case 'place':
      return [placerOf(s, s.placing!.queue[0]!)];
    case 'announce':
      return [s.combat!.telepath as Seat];
    case 'combat':
      return ([0, 1] as const).filter((seat) => s.combat!.cards[seat] < 0);
    case 'over':
      return [];
  }
}

/** The seat an action is made by: its `seat` field, or the active player. */
export function actorOf(s: State, a: Action): Seat | null {
  if (SEAT_ACTIONS.has(a.type)) {
    const i = SEATS.indexOf((a as { seat?: SeatName }).seat!);
    return i < 0 ? null : (i as Seat);
  }
  if (a.type === 'timeout') return null;
  return s.active;
}

function* permutations(items: PieceId[], k: number): Generator<PieceId[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest, k - 1)) yield [items[i]!, ...p];
  }
}

function* combinations(items: PieceId[], k: number, from = 0): Generator<PieceId[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const c of combinations(items, k - 1, i + 1)) yield [items[i]!, ...c];
  }
}

/** Every way to put `n` of these characters on the 4 dots. */
function starterOptions(s: State, seat: Seat): (PieceId | null)[][] {
  const chars: PieceId[] = [];
  for (let k = 0; k < 8; k++) if (s.loc[charId(seat, k)] === Loc.Screen) chars.push(charId(seat, k));
  const n = s.scen.starters[seat];
  const out: (PieceId | null)[][] = [];
  for (const dots of combinations([0, 1, 2, 3], n)) {
    for (const perm of permutations(chars, n)) {
      const row: (PieceId | null)[] = [null, null, null, null];
      dots.forEach((d, i) => (row[d] = perm[i]!));
      out.push(row);
    }
  }
  return out;
}

const handicapOptions = (s: State): PieceId[][] => {
  const seat = handicapSeat(s);
  const chars = s.scen.characters[seat].map((k) => charId(seat, k));
  return [...combinations(chars, 8 - s.config.handicap!.characters)];
};

/** Every legal decision now, for whichever seat(s) must decide (see toMove). */
/** Options for searches: `maxExchanges` lists only movements with at most that many exchanges. */
export interface LegalOptions {
  maxExchanges?: number;
}

/**
 * Every legal action. With `opts.maxExchanges` the movements are a subset (those with at
 * most that many exchanges on the way); every other action is listed as usual.
 */
export function legalActions(s: State, opts: LegalOptions = {}): Action[] {
  const out: Action[] = [];
  switch (s.phase) {
    case 'handicap': {
      const seat = SEATS[handicapSeat(s)];
      for (const r of handicapOptions(s)) out.push({ type: 'handicap', seat, remove: r.map(pieceCode) });
      break;
    }
    case 'starters':
      for (const seat of startersToMove(s)) {
        for (const dots of starterOptions(s, seat)) {
          out.push({
            type: 'starters',
            seat: SEATS[seat],
            dots: dots.map((p) => (p === null ? null : pieceCode(p))),
          });
        }
      }
      break;
    case 'tokens':
      for (const [p, room] of tokenChoices(s)) {
        out.push({ type: 'token', seat: SEATS[s.tokenTurn], piece: pieceCode(p), room });
      }
      break;
    case 'card':
      for (const value of playableCards(s)) out.push({ type: 'card', value });
      break;
    case 'place': {
      const p = s.placing!.queue[0]!;
      const seat = SEATS[placerOf(s, p)];
      for (const sq of placeSquares(s))
        out.push({ type: 'place', seat, piece: pieceCode(p), square: squareName(sq) });
      break;
    }
    case 'announce': {
      const seat = SEATS[s.combat!.telepath as Seat];
      out.push({ type: 'announce', seat, value: null });
      for (let v = 1; v <= 6; v++) out.push({ type: 'announce', seat, value: v });
      break;
    }
    case 'combat':
      for (const seat of [0, 1] as const) {
        for (const value of cardChoices(s, seat)) out.push({ type: 'combat', seat: SEATS[seat], value });
      }
      break;
    case 'actions':
      actionsPhase(s, out, opts.maxExchanges ?? Infinity);
      break;
    case 'over':
      break;
  }
  return out;
}

/**
 * The legal decisions of one seat only. legalActions works on the whole state, so during
 * simultaneous choices it also lists the other seat's options (its Combat cards reveal its
 * hand): a host must hand each seat only these (R6).
 */
export function legalActionsFor(s: State, seat: Seat, opts: LegalOptions = {}): Action[] {
  if (!toMove(s).includes(seat)) return [];
  const all = legalActions(s, opts);
  return s.phase === 'actions' ? all : all.filter((a) => actorOf(s, a) === seat);
}

function actionsPhase(s: State, out: Action[], maxExchanges: number): void {
  out.push({ type: 'end' });
  for (const room of revealable(s)) out.push({ type: 'reveal', room });
  for (const [room, clockwise] of rotations(s)) out.push({ type: 'rotate', room, clockwise });
  const occ = occupancy(s);
  // Close combat involves every active miniature next to the target (R16), and a portcullis
  // ends the same whoever works it: list each such outcome once.
  const attacked = new Set<PieceId>();
  const worked = new Set<number>();
  const moved = new Set<number | string>();
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) {
    if (!canAct(s, c)) continue;
    const piece = pieceCode(c);
    for (const o of moveOutcomes(s, c, occ, moved, maxExchanges)) out.push(outcomeAction(o));
    for (const to of jumpLandings(s, occ, c)) out.push({ type: 'jump', piece, to: squareName(to) });
    if (s.scen.combatCards) {
      for (const t of closeTargets(s, occ, c)) {
        if (attacked.has(t)) continue;
        attacked.add(t);
        out.push({ type: 'attack', piece, target: pieceCode(t) });
      }
      for (const t of spearTargets(s, occ, c)) out.push({ type: 'spear', piece, target: pieceCode(t) });
    }
    for (let d = 0; d < 4; d++) {
      const dir = DIRS[d]!;
      if (s.scen.combatCards && bowTarget(s, occ, c, d) >= 0) out.push({ type: 'shoot', piece, dir });
      if (fireballTarget(s, occ, c, d) >= 0) out.push({ type: 'fireball', piece, dir });
      if (screamPush(s, occ, c, d)) out.push({ type: 'scream', piece, dir });
      for (const op of portcullisOps(s, c, d)) {
        const key = s.board.port[s.loc[c]! * 4 + d]! * 4 + ['open', 'close', 'break'].indexOf(op);
        if (worked.has(key)) continue;
        worked.add(key);
        out.push({ type: 'portcullis', piece, dir, op });
      }
    }
    for (const t of healTargets(s, occ, c)) out.push({ type: 'heal', piece, target: pieceCode(t) });
  }
}

type Step = Result<(s: State, events: GameEvent[]) => void>;

/** Actions made by a named seat (the others are the active player's). */
const SEAT_ACTIONS = new Set<string>([
  'handicap',
  'starters',
  'token',
  'place',
  'announce',
  'combat',
  'resign',
  'offer-draw',
  'accept-draw',
  'decline-draw',
]);

const illegal = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);
const isStr = (x: unknown): x is string => typeof x === 'string';

function pieceArg(x: unknown): PieceId | undefined {
  return isStr(x) ? parsePieceCode(x) : undefined;
}

// Module-level helpers rather than closures in `plan`: tsx names every named closure it
// creates (esbuild keepNames), and `plan` runs for every action a search tries.
const need = (s: State, a: Action, phase: State['phase']): Result<null> =>
  s.phase === phase
    ? ok(null)
    : err('WRONG_PHASE', `'${a.type}' is not possible during the ${s.phase} phase`);

/** Checks an action against the state and returns the change it makes. */
function plan(s: State, a: Action): Step {
  const seatField = SEAT_ACTIONS.has(a.type)
    ? (SEATS.indexOf((a as { seat?: SeatName }).seat!) as Seat | -1)
    : null;
  if (seatField === -1) return err('MALFORMED_ACTION', `'${a.type}' needs a seat: "yellow" or "blue"`);
  const deciding = toMove(s);
  switch (a.type) {
    case 'resign':
      return ok((st, ev) => finish(st, other(seatField!), `${a.seat} resigned`, ev));
    case 'offer-draw':
      if (s.drawOffer !== -1) return illegal('a draw is already offered');
      return ok((st, ev) => {
        st.drawOffer = seatField!;
        ev.push({ type: 'draw-offer', seat: seatField! });
      });
    case 'accept-draw':
      if (s.drawOffer !== other(seatField!)) return illegal('no draw offer from the opponent');
      return ok((st, ev) => finish(st, -1, 'draw agreed', ev));
    case 'decline-draw':
      if (s.drawOffer !== other(seatField!)) return illegal('no draw offer from the opponent');
      return ok((st, ev) => {
        st.drawOffer = -1;
        ev.push({ type: 'draw-declined', seat: seatField! });
      });
    case 'timeout':
      return timeout(s);
  }
  if (seatField !== null && !deciding.includes(seatField)) {
    return err('NOT_YOUR_TURN', `${SEATS[seatField]} has nothing to decide now`);
  }
  switch (a.type) {
    case 'handicap': {
      const r = need(s, a, 'handicap');
      if (!r.ok) return r;
      const ids = Array.isArray(a.remove) ? a.remove.map(pieceArg) : [];
      const key = (xs: (PieceId | undefined)[]): string => [...xs].sort().join(',');
      if (!handicapOptions(s).some((o) => key(o) === key(ids)))
        return illegal('not a legal set of characters to remove');
      return ok((st, ev) => removeHandicapped(st, seatField!, ids as PieceId[], ev));
    }
    case 'starters': {
      const r = need(s, a, 'starters');
      if (!r.ok) return r;
      if (!Array.isArray(a.dots) || a.dots.length !== 4) return err('MALFORMED_ACTION', 'dots: 4 entries');
      const dots = a.dots.map((x) => (x === null ? null : pieceArg(x)));
      const seat = seatField!;
      const n = dots.filter((p) => p !== null).length;
      const valid =
        n === s.scen.starters[seat] &&
        new Set(dots.filter((p) => p !== null)).size === n &&
        dots.every(
          (p) =>
            p === null || (p !== undefined && seatOf(p) === seat && isChar(p) && s.loc[p] === Loc.Screen),
        );
      if (!valid) return illegal(`choose ${s.scen.starters[seat]} of your characters for the starting dots`);
      return ok((st, ev) => commitStarters(st, seat, dots as (PieceId | null)[], ev));
    }
    case 'token': {
      const r = need(s, a, 'tokens');
      if (!r.ok) return r;
      const p = pieceArg(a.piece);
      if (!tokenChoices(s).some(([q, slot]) => q === p && slot === a.room))
        return illegal('token cannot go there');
      return ok((st, ev) => placeSetupToken(st, p!, a.room, ev));
    }
    case 'place': {
      const r = need(s, a, 'place');
      if (!r.ok) return r;
      const p = pieceArg(a.piece);
      const sq = isStr(a.square) ? parseSquare(a.square, s.geo) : undefined;
      if (p !== s.placing!.queue[0])
        return illegal(`the next token to place is ${pieceCode(s.placing!.queue[0]!)}`);
      if (sq === undefined || !placeSquares(s).includes(sq))
        return illegal('tokens go on an empty floor square or gear of the room');
      return ok((st, ev) => placeToken(st, p!, sq, ev));
    }
    case 'announce': {
      const r = need(s, a, 'announce');
      if (!r.ok) return r;
      if (a.value !== null && !(Number.isInteger(a.value) && a.value >= 1 && a.value <= 6)) {
        return illegal('announce a Combat card from +1 to +6, or nothing');
      }
      return ok((st, ev) => announce(st, a.value, ev));
    }
    case 'combat': {
      const r = need(s, a, 'combat');
      if (!r.ok) return r;
      if (!cardChoices(s, seatField!).includes(a.value)) return illegal(`you cannot play Combat +${a.value}`);
      return ok((st, ev) => chooseCard(st, seatField!, a.value, ev));
    }
    case 'card': {
      const r = need(s, a, 'card');
      if (!r.ok) return r;
      if (!playableCards(s).includes(a.value))
        return illegal(`Action card ${a.value} cannot be played now (R7)`);
      return ok((st, ev) => playCard(st, a.value, ev));
    }
  }
  const r = need(s, a, 'actions');
  if (!r.ok) return r;
  return actionStep(s, a);
}

function actionStep(s: State, a: Action): Step {
  if (a.type === 'end') return ok((st, ev) => endTurn(st, ev));
  if (a.type === 'reveal') {
    if (!revealable(s).includes(a.room))
      return illegal('no miniature of yours has direct access to that room (R4)');
    return ok((st, ev) => reveal(st, a.room, ev));
  }
  if (a.type === 'rotate') {
    if (!rotations(s).some(([r, cw]) => r === a.room && cw === a.clockwise))
      return illegal('you cannot turn that room that way');
    return ok((st, ev) => rotate(st, a.room, a.clockwise, ev));
  }
  if (!('piece' in a))
    return err('MALFORMED_ACTION', `unknown action type '${(a as { type: string }).type}'`);
  const c = pieceArg(a.piece);
  if (c === undefined || !isChar(c)) return err('MALFORMED_ACTION', `unknown character '${a.piece}'`);
  if (!canAct(s, c)) return illegal(`${a.piece} cannot act now`);
  // Who stands where in s; the steps below run on a clone of s, still identical when they start.
  const occ = occupancy(s);
  const dir = 'dir' in a ? DIRS.indexOf(a.dir) : -1;
  if ('dir' in a && dir < 0) return err('MALFORMED_ACTION', 'dir must be n, e, s or w');
  switch (a.type) {
    case 'move': {
      if (!Array.isArray(a.path) || !Array.isArray(a.exchanges))
        return err('MALFORMED_ACTION', 'move needs path and exchanges');
      const v = validateMove(s, c, a.path, a.exchanges, occ);
      if (!v.ok) return v;
      return ok((st, ev) => applyMove(st, v.value, ev));
    }
    case 'jump': {
      const to = isStr(a.to) ? parseSquare(a.to, s.geo) : undefined;
      if (to === undefined || !jumpLandings(s, occ, c, false).includes(to))
        return illegal('no jump to that square (R12)');
      return ok((st, ev) => jump(st, c, to, ev));
    }
    case 'attack':
    case 'spear': {
      const t = pieceArg(a.target);
      const targets = !s.scen.combatCards
        ? []
        : a.type === 'attack'
          ? closeTargets(s, occ, c)
          : spearTargets(s, occ, c);
      if (t === undefined || !targets.includes(t)) return illegal(`${a.piece} cannot attack ${a.target}`);
      return ok((st, ev) => startCombat(st, a.type === 'attack' ? 'close' : 'spear', c, t, ev));
    }
    case 'shoot': {
      const t = s.scen.combatCards ? bowTarget(s, occ, c, dir) : -1;
      if (t < 0) return illegal('no legal Bow target that way (R17)');
      return ok((st, ev) => startCombat(st, 'ranged', c, t, ev));
    }
    case 'fireball': {
      const t = fireballTarget(s, occ, c, dir);
      if (t < 0) return illegal('no Fireball target that way');
      return ok((st, ev) => fireball(st, c, t, ev));
    }
    case 'scream': {
      const p = screamPush(s, occ, c, dir);
      if (!p) return illegal('the scream cannot push anyone that way (R20)');
      return ok((st, ev) => scream(st, occ, c, p, ev));
    }
    case 'heal': {
      const t = pieceArg(a.target);
      if (t === undefined || !healTargets(s, occ, c).includes(t))
        return illegal(`${a.piece} cannot heal ${a.target}`);
      return ok((st, ev) => heal(st, occ, c, t, ev));
    }
    case 'portcullis': {
      if (!portcullisOps(s, c, dir).includes(a.op)) return illegal(`cannot ${a.op} a portcullis there`);
      return ok((st, ev) => portcullis(st, c, dir, a.op, ev));
    }
  }
  return err('MALFORMED_ACTION', `unknown action type '${a.type}'`);
}

/** R21: what a host's timer running out does in the current phase. */
function timeout(s: State): Step {
  switch (s.phase) {
    case 'card':
    case 'actions':
      return ok((st, ev) => {
        ev.push({ type: 'timeout', seat: st.active });
        endTurn(st, ev);
      });
    case 'announce':
      return ok((st, ev) => announce(st, null, ev));
    case 'combat':
      return ok((st, ev) => {
        for (const seat of [0, 1] as const) {
          if (st.combat && st.combat.cards[seat] < 0) {
            ev.push({ type: 'timeout', seat });
            chooseCard(st, seat, 0, ev);
          }
        }
      });
    case 'place':
      return ok((st, ev) => {
        const pl = st.placing!;
        const head = pl.queue[0]!;
        ev.push({ type: 'timeout', seat: placerOf(st, head) });
        if (placerOf(st, head) !== pl.revealer) {
          st.placing = { ...pl, takeover: true };
          return;
        }
        // The revealer's own turn ran out: the tokens go on the first free squares, then the turn ends.
        while (st.phase === 'place') placeToken(st, st.placing!.queue[0]!, placeSquares(st)[0]!, ev);
        endTurn(st, ev);
      });
    default:
      return err('WRONG_PHASE', `no timer runs during the ${s.phase} phase`);
  }
}

/** Applies one action: the new state and its events, or an error and nothing changed. */
export function apply(s: State, a: Action): Result<Applied> {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string') {
    return err('MALFORMED_ACTION', 'an action is an object with a type');
  }
  if (s.phase === 'over') return err('GAME_OVER', 'the game is over');
  let step: Step;
  try {
    step = plan(s, a);
  } catch {
    return err('MALFORMED_ACTION', 'the action does not have the expected fields');
  }
  if (!step.ok) return step;
  const next = clone(s);
  const events: GameEvent[] = [];
  step.value(next, events);
  checkGoal(next, events);
  if (next.phase === 'actions' && next.ap <= 0) endTurn(next, events);
  return ok({ state: next, events });
}
