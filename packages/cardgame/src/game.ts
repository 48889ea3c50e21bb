// The engine contract's entry for untrusted input: apply() checks an action against the
// same generators legal.ts lists from, then works on a clone, so a rejected action never
// changes anything and the input state is never modified. A card a seat may not see is
// unknown to that seat's actions: errors say nothing of hidden cards.
import { actingSeat, isMetaType, metaEffect, type MetaEffect } from '@dt/kernel';
import {
  ESCAPE,
  breakWalls,
  canBreakWalls,
  canRegenerate,
  fireball,
  fireballTargets,
  heal,
  healTargets,
  jump,
  jumpCards,
  jumpLandings,
  levitate,
  checkLevitation,
  portcullisUses,
  regenerate,
  steal,
  stealTargets,
  workPortcullis,
} from './abilities.ts';
import { parsePlace } from './board.ts';
import { isChar, parseCardKind, pieceCode, seatOf, type PieceId } from './cards.ts';
import {
  announce,
  berserk,
  cardChoices,
  chooseCards,
  closeTargets,
  freeAttack,
  shootTargets,
  spearTargets,
  startCombat,
} from './combat.ts';
import { canStart, decide, finishMovement, parseDecision, startMovement } from './movement.ts';
import { canAct, resolveRef, syncAliases } from './pieces.ts';
import {
  invert,
  inversionTargets,
  placeCard,
  placeZones,
  placerOf,
  reveal,
  revealable,
  rotate,
  rotations,
} from './rooms-play.ts';
import {
  commitFacing,
  commitStarters,
  deal,
  dealChoices,
  handicapCandidates,
  removeHandicapped,
  select,
  selectChoices,
  startersOf,
  starterOptions,
} from './setup.ts';
import { handicapOf } from './config.ts';
import { freeActionLeft, toMove } from './legal.ts';
import { clone, type State } from './state.ts';
import { checkGoal, endTurn, finish } from './turn.ts';
import {
  DIRS,
  ICONS,
  SEATS,
  err,
  ok,
  other,
  type Action,
  type EngineError,
  type GameEvent,
  type IconName,
  type Result,
  type Seat,
  type SeatName,
} from './types.ts';

export interface Applied {
  state: State;
  events: GameEvent[];
}

type Step = Result<(s: State, events: GameEvent[]) => void>;

/** Actions made by a named seat besides the meta actions (the others are the active player's). */
const SEAT_ACTIONS = new Set<string>([
  'select',
  'handicap',
  'starters',
  'deal',
  'facing',
  'place',
  'berserk',
  'announce',
  'combat',
]);

/** Every action type (the compiler checks the list against the Action union). */
const KNOWN: Record<Action['type'], true> = {
  select: true,
  handicap: true,
  starters: true,
  deal: true,
  facing: true,
  end: true,
  reveal: true,
  place: true,
  rotate: true,
  move: true,
  'wall-walk': true,
  step: true,
  take: true,
  drop: true,
  give: true,
  stop: true,
  jump: true,
  attack: true,
  spear: true,
  shoot: true,
  fireball: true,
  heal: true,
  regenerate: true,
  portcullis: true,
  'break-walls': true,
  steal: true,
  levitate: true,
  invert: true,
  berserk: true,
  announce: true,
  combat: true,
  resign: true,
  'offer-draw': true,
  'accept-draw': true,
  'decline-draw': true,
  timeout: true,
};

/**
 * The seat an action is made by: its `seat` field, or the active player; null for a
 * timeout (the host's). A host checks the sender against it before apply.
 */
export const actorOf = (s: State, a: Action): Seat | null => actingSeat(a, SEAT_ACTIONS, s.active);

/** The decisions of a movement under way. */
const MOVING = new Set<string>(['step', 'take', 'drop', 'give', 'stop']);

const illegal = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);
const malformed = (m: string): { ok: false; error: EngineError } => err('MALFORMED_ACTION', m);
const need = (s: State, a: Action, ...phases: State['phase'][]): Result<null> =>
  phases.includes(s.phase)
    ? ok(null)
    : err('WRONG_PHASE', `'${a.type}' is not possible during the ${s.phase} phase`);

/** Checks an action against the state and returns the change it makes. */
function plan(s: State, a: Action): Step {
  const named = SEAT_ACTIONS.has(a.type) || isMetaType(a.type);
  const seatField = named ? SEATS.indexOf((a as { seat?: SeatName }).seat!) : null;
  if (seatField === -1) return malformed(`'${a.type}' needs a seat: "yellow" or "blue"`);
  if (a.type === 'timeout') return timeout(s);
  if (isMetaType(a.type)) {
    const e = metaEffect(a.type, seatField as Seat, s.drawOffer);
    return e.ok ? ok((st, ev) => playMeta(st, e.value, ev)) : e;
  }
  const actor = (seatField ?? s.active) as Seat;
  if (seatField !== null && !toMove(s).includes(actor))
    return err('NOT_YOUR_TURN', `${SEATS[actor]} has nothing to decide now`);
  const ref = (x: unknown): PieceId | undefined => resolveRef(s, actor, x);
  const unknown = (x: unknown): { ok: false; error: EngineError } =>
    illegal(`no card '${String(x)}' in sight`);
  switch (a.type) {
    case 'select': {
      const r = need(s, a, 'select');
      if (!r.ok) return r;
      const k = typeof a.card === 'string' ? parseCardKind(a.card) : undefined;
      if (!k || !selectChoices(s, actor).some((c) => c.character === k.character && c.kind === k.kind))
        return illegal(`${String(a.card)} cannot be chosen now`);
      return ok((st, ev) => select(st, actor, k.character, k.kind, ev));
    }
    case 'handicap': {
      const r = need(s, a, 'handicap');
      if (!r.ok) return r;
      if (!Array.isArray(a.remove)) return malformed('remove: a list of characters');
      const ids = a.remove.map(ref);
      const cands = handicapCandidates(s);
      const n = handicapOf(s)!.characters;
      if (
        ids.length !== n ||
        new Set(ids).size !== n ||
        !ids.every((p) => p !== undefined && cands.includes(p))
      )
        return illegal(`remove ${n} different characters of your team`);
      return ok((st, ev) => removeHandicapped(st, actor, ids as PieceId[], ev));
    }
    case 'starters': {
      const r = need(s, a, 'starters');
      if (!r.ok) return r;
      if (!Array.isArray(a.starters)) return malformed('starters: a list of { piece, side }');
      const picks = a.starters.map(
        (x) => [ref(x?.piece), x?.side === 'w' ? 0 : x?.side === 'e' ? 1 : -1] as const,
      );
      const legal = starterOptions(s, actor).some(
        (o) =>
          o.length === picks.length && o.every(([p, side]) => picks.some(([q, t]) => q === p && t === side)),
      );
      if (!legal)
        return illegal('choose 2 characters of your team, each below the west (w) or east (e) room');
      return ok((st, ev) => commitStarters(st, actor, picks as unknown as [PieceId, number][], ev));
    }
    case 'deal': {
      const r = need(s, a, 'deal');
      if (!r.ok) return r;
      const p = ref(a.piece);
      if (!dealChoices(s).some(([q, room]) => q === p && room === a.room))
        return illegal('that card cannot go next to that room');
      return ok((st, ev) => deal(st, p!, a.room, ev));
    }
    case 'facing': {
      const r = need(s, a, 'facing');
      if (!r.ok) return r;
      if (!Array.isArray(a.facings)) return malformed('facings: a list of { piece, icon }');
      const starters = startersOf(s, actor);
      const icons = starters.map((p) => {
        const f = a.facings.find((x) => ref(x?.piece) === p);
        return f ? ICONS.indexOf(f.icon as IconName) : -1;
      });
      if (a.facings.length !== starters.length || icons.some((i) => i < 0))
        return illegal('give each of your starting characters an icon: triangle, square, circle or gear');
      return ok((st, ev) => commitFacing(st, actor, icons, ev));
    }
    case 'place': {
      const r = need(s, a, 'place');
      if (!r.ok) return r;
      const p = ref(a.piece);
      if (p !== s.placing!.queue[0])
        return illegal(`the next card to place is ${pieceCode(s.placing!.queue[0]!)}`);
      const z = typeof a.zone === 'string' ? parsePlace(s, a.zone) : undefined;
      if (z === undefined || !placeZones(s).includes(z))
        return illegal('a card goes in an empty zone of the revealed room');
      return ok((st, ev) => placeCard(st, p!, z, ev));
    }
    case 'berserk': {
      const r = need(s, a, 'berserk');
      if (!r.ok) return r;
      if (a.cards !== 1 && a.cards !== 2) return illegal('play 1 or 2 Combat cards');
      return ok((st, ev) => berserk(st, a.cards, ev));
    }
    case 'announce': {
      const r = need(s, a, 'announce');
      if (!r.ok) return r;
      if (a.value !== null && !(Number.isInteger(a.value) && a.value >= 1 && a.value <= 6))
        return illegal('announce a Combat card from +1 to +6, or nothing');
      return ok((st, ev) => announce(st, a.value, ev));
    }
    case 'combat': {
      const r = need(s, a, 'combat');
      if (!r.ok) return r;
      const want = Array.isArray(a.cards) ? [...a.cards].sort((x, y) => x - y).join(',') : '';
      if (!cardChoices(s, actor).some((o) => o.join(',') === want))
        return illegal(`you cannot play ${want || 'that'}`);
      return ok((st, ev) => chooseCards(st, actor, a.cards, ev));
    }
  }
  if (MOVING.has(a.type)) {
    const r = need(s, a, 'moving');
    if (!r.ok) return r;
    const d = parseDecision(s, actor, a);
    if (!d) return illegal(`the movement cannot ${a.type} like that now`);
    return ok((st, ev) => decide(st, d, ev));
  }
  const r = need(s, a, 'actions');
  if (!r.ok) return r;
  return actionStep(s, a, ref, unknown);
}

function actionStep(
  s: State,
  a: Action,
  ref: (x: unknown) => PieceId | undefined,
  unknown: (x: unknown) => { ok: false; error: EngineError },
): Step {
  const paid = s.wheel[s.active] > 0;
  if (a.type === 'end') return ok((st, ev) => endTurn(st, ev));
  if (a.type === 'reveal') {
    if (!paid || !revealable(s).includes(a.room))
      return illegal('no character of yours has direct access to that room');
    return ok((st, ev) => reveal(st, a.room, ev));
  }
  if (a.type === 'rotate') {
    if (!paid || !rotations(s).some(([r, cw]) => r === a.room && cw === a.clockwise))
      return illegal('no character of yours can turn that room that way');
    return ok((st, ev) => rotate(st, a.room, a.clockwise, ev));
  }
  if (!('piece' in a)) return malformed(`unknown action type '${(a as { type: string }).type}'`);
  const c = ref(a.piece);
  if (c === undefined || !isChar(c) || seatOf(c) !== s.active) return unknown(a.piece);
  if (a.type === 'regenerate') {
    if (!paid || !canRegenerate(s, c)) return illegal(`${a.piece} cannot regenerate now`);
    return ok((st, ev) => regenerate(st, c, ev));
  }
  if (!canAct(s, c)) return illegal(`${a.piece} cannot act now`);
  if (!paid && !(a.type === 'attack' || a.type === 'spear')) return illegal('no action point left');
  switch (a.type) {
    case 'move':
    case 'wall-walk': {
      const mode = a.type === 'move' ? 'move' : 'wall';
      if (!canStart(s, c, mode))
        return illegal(`${a.piece} cannot ${a.type === 'move' ? 'move' : 'walk through a wall'} now`);
      return ok((st, ev) => startMovement(st, c, mode, ev));
    }
    case 'jump': {
      const to = a.to === 'out' ? ESCAPE : typeof a.to === 'string' ? parsePlace(s, a.to) : undefined;
      if (to === undefined || !jumpLandings(s, c).includes(to)) return illegal('no jump to there');
      if (!jumpCards(s, s.active).includes(a.card)) return illegal('no such card to jump with');
      return ok((st, ev) => jump(st, c, to, a.card, ev));
    }
    case 'attack':
    case 'spear':
    case 'shoot': {
      const t = ref(a.target);
      const targets =
        a.type === 'attack'
          ? closeTargets(s, c)
          : a.type === 'spear'
            ? spearTargets(s, c)
            : shootTargets(s, c);
      if (t === undefined || !targets.includes(t))
        return illegal(`${a.piece} cannot ${a.type} ${String(a.target)}`);
      if (a.type !== 'shoot' && !paid && !freeAttack(s, c)) return illegal('no action point left');
      const kind = a.type === 'attack' ? 'close' : a.type === 'spear' ? 'spear' : 'ranged';
      return ok((st, ev) => startCombat(st, kind, c, t, ev));
    }
    case 'fireball': {
      const t = ref(a.target);
      if (t === undefined || !fireballTargets(s, c).includes(t))
        return illegal(`${a.piece} cannot burn ${String(a.target)}`);
      return ok((st, ev) => fireball(st, c, t, ev));
    }
    case 'heal': {
      const t = ref(a.target);
      if (t === undefined || !healTargets(s, c).includes(t))
        return illegal(`${a.piece} cannot heal ${String(a.target)}`);
      return ok((st, ev) => heal(st, c, t, ev));
    }
    case 'portcullis': {
      const dir = DIRS.indexOf(a.dir);
      const use = portcullisUses(s, c).find((u) => u.dir === dir && u.op === a.op);
      if (!use) return illegal(`${a.piece} cannot ${String(a.op)} a portcullis there`);
      return ok((st, ev) => workPortcullis(st, c, use, ev));
    }
    case 'break-walls':
      if (!canBreakWalls(s, c)) return illegal(`${a.piece} cannot break walls now`);
      return ok((st, ev) => breakWalls(st, c, ev));
    case 'steal': {
      const item = ref(a.item);
      if (item === undefined || !stealTargets(s, c).includes(item))
        return illegal(`${a.piece} cannot steal that`);
      return ok((st, ev) => steal(st, c, item, ev));
    }
    case 'levitate': {
      const item = ref(a.item);
      const to = a.to === null ? -1 : ref(a.to);
      const lev = item === undefined || to === undefined ? null : checkLevitation(s, c, item, a.path, to);
      if (!lev) return illegal(`${a.piece} cannot move that object there`);
      return ok((st, ev) => levitate(st, c, lev, ev));
    }
    case 'invert':
      if (!inversionTargets(s, c).includes(a.room))
        return illegal(`${a.piece} cannot swap its room with that room`);
      return ok((st, ev) => invert(st, c, a.room, ev));
  }
  return malformed(`unknown action type '${(a as { type: string }).type}'`);
}

/** What a resignation or a draw offered and answered does. */
function playMeta(s: State, e: MetaEffect, events: GameEvent[]): void {
  switch (e.kind) {
    case 'resign':
      finish(s, e.winner, `${SEATS[other(e.winner)]} resigned`, events);
      return;
    case 'offer-draw':
      s.drawOffer = e.seat;
      events.push({ type: 'draw-offer', seat: SEATS[e.seat] });
      return;
    case 'accept-draw':
      finish(s, -1, 'draw agreed', events);
      return;
    case 'decline-draw':
      s.drawOffer = -1;
      events.push({ type: 'draw-declined', seat: SEATS[e.seat] });
  }
}

/** What a host's timer running out does in the current phase (rulebook, Playing with a timer). */
function timeout(s: State): Step {
  switch (s.phase) {
    case 'actions':
    case 'moving':
      return ok((st, ev) => {
        ev.push({ type: 'timeout', seat: SEATS[st.active] });
        // A movement under way ends at the nearest place where it may (CN31), then the turn ends.
        if (st.moving) finishMovement(st, ev);
        if (st.phase === 'actions') endTurn(st, ev);
      });
    case 'berserk':
      return ok((st, ev) => {
        ev.push({ type: 'timeout', seat: SEATS[seatOf(st.combat!.initiator)] });
        berserk(st, 1, ev);
      });
    case 'announce':
      return ok((st, ev) => {
        ev.push({ type: 'timeout', seat: SEATS[st.combat!.telepath as Seat] });
        announce(st, null, ev);
      });
    case 'combat':
      return ok((st, ev) => {
        // Not chosen in time: resolved as if "Combat +0" was played (the Weapon master's opponent first).
        const first = st.combat!.first;
        for (const seat of first >= 0 ? [first as Seat, other(first as Seat)] : ([0, 1] as const)) {
          if (!st.combat || st.combat.cards[seat]) continue;
          ev.push({ type: 'timeout', seat: SEATS[seat] });
          chooseCards(st, seat, [0], ev);
        }
      });
    case 'place':
      return ok((st, ev) => {
        const placer = placerOf(st);
        ev.push({ type: 'timeout', seat: SEATS[placer] });
        if (placer !== st.placing!.revealer) {
          // After 5 seconds the revealer places its own objects itself.
          st.placing = { ...st.placing!, takeover: true };
          return;
        }
        // The revealer's turn ran out: the cards go to the first free zones and the turn ends.
        while (st.phase === 'place') placeCard(st, st.placing!.queue[0]!, placeZones(st)[0]!, ev);
        endTurn(st, ev);
      });
    default:
      return err('WRONG_PHASE', `no timer runs during the ${s.phase} phase`);
  }
}

/** Applies one action: the new state and its events, or an error and nothing changed. */
export function apply(s: State, a: Action): Result<Applied> {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string')
    return malformed('an action is an object with a type');
  if (!Object.hasOwn(KNOWN, a.type)) return malformed(`unknown action type '${a.type}'`);
  if (s.phase === 'over') return err('GAME_OVER', 'the game is over');
  let step: Step;
  try {
    step = plan(s, a);
  } catch {
    return malformed('the action does not have the expected fields');
  }
  if (!step.ok) return step;
  const next = clone(s);
  const events: GameEvent[] = [];
  step.value(next, events);
  checkGoal(next, events);
  if (next.phase === 'actions' && next.wheel[next.active] <= 0 && !freeActionLeft(next))
    endTurn(next, events);
  syncAliases(next);
  return ok({ state: next, events });
}
