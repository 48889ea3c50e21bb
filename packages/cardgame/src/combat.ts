// Combat (rulebook: Initiating close combat, Group combat, Combat in a starting zone,
// Initiating ranged combat, Telescoping spear) and the abilities that change it: Stab,
// Charismatic, Sword, Armor, Fatal blow, Killer rage, Mind control, Combat skills, Expert
// fighter, Undead hunter. A combat is started by an action, then waits for the decisions
// it needs (the Berserker's number of cards, the Telepath's announcement, both Combat
// cards), and is resolved when the last card is in.
import { isZone, locRoom, Flag, Loc, type Combat, type State } from './state.ts';
import {
  CH,
  CHARACTER_DEFS,
  OB,
  UNDEAD,
  isKind,
  isObjectKind,
  kindOf,
  seatOf,
  type PieceId,
} from './cards.ts';
import { locOfCell } from './board.ts';
import { canAct, carried, carries, charsAt, eliminate, knows, note, wound } from './pieces.ts';
import { locale, sees, sightLines } from './sight.ts';
import { spend, woundedNow } from './turn.ts';
import { Feature, SEATS, other, type GameEvent, type Seat } from './types.ts';

export const handOf = (s: State, seat: Seat): number[] => {
  const out: number[] = [];
  for (let v = 0; v <= 6; v++) for (let k = 0; k < s.combatHand[seat * 7 + v]!; k++) out.push(v);
  return out;
};

const enemyHere = (s: State, c: PieceId): boolean =>
  charsAt(s, s.loc[c]!).some((x) => seatOf(x) !== seatOf(c));

/** A fair target: an enemy not carried and not wounded this turn (rulebook, Combat). */
const targetable = (s: State, c: PieceId, t: PieceId): boolean =>
  seatOf(t) !== seatOf(c) && s.carrier[t]! < 0 && !woundedNow(s, t);

/** Close combat targets: enemies in the same zone, or across a starting-zone border. */
export function closeTargets(s: State, c: PieceId): PieceId[] {
  if (!s.scen.combat || !canAct(s, c)) return [];
  const group = locale(s, s.loc[c]!);
  return group ? group.filter((t) => targetable(s, c, t)) : [];
}

/** Telescoping spear: an enemy in a zone across one border that is no wall or closed portcullis. */
export function spearTargets(s: State, c: PieceId): PieceId[] {
  const l = s.loc[c]!;
  if (!s.scen.combat || !canAct(s, c) || !isZone(l) || carries(s, c, OB.Spear) === 0 || enemyHere(s, c))
    return [];
  const b = s.board;
  const cell = b.cellOf[l]!;
  const out: PieceId[] = [];
  const stops = (f: number): boolean => f === Feature.Wall || f === Feature.Closed || f >= Feature.Hidden;
  for (let d = 0; d < 4; d++) {
    const i = cell * 4 + d;
    const n = b.nb[i]!;
    if (n < 0 || !b.up[n] || stops(b.f1[i]!) || stops(b.f2[i]!)) continue;
    out.push(...charsAt(s, locOfCell(b, n)).filter((t) => targetable(s, c, t)));
  }
  return out;
}

/** The ranged value a character would shoot with now: the crossbow (3, once a turn) or its Bows (1 each). */
export function rangedValue(s: State, c: PieceId): number {
  const crossbow = isKind(c, CH.Crossbowman) && (s.flags[c]! & Flag.Fired) === 0 ? 3 : 0;
  return Math.max(crossbow, carries(s, c, OB.Bow));
}

/** May c shoot now: a shooter, not in the same zone as any enemy (rulebook, Initiating ranged combat). */
const canShoot = (s: State, c: PieceId): boolean => canAct(s, c) && rangedValue(s, c) > 0 && !enemyHere(s, c);

/** A Large shield the shooter's side can see on t (secret objects: one it cannot see does not show, CN14). */
function seenShield(s: State, seat: Seat, t: PieceId): boolean {
  return carried(s, t).some((p) => isObjectKind(p, OB.Shield) && knows(s, seat, p));
}

/** Ranged targets: enemies seen, not wounded this turn, without a Large shield (that the shooter can see). */
export function shootTargets(s: State, c: PieceId): PieceId[] {
  if (!s.scen.combat || !canShoot(s, c)) return [];
  const out: PieceId[] = [];
  for (const seen of sightLines(s, s.loc[c]!))
    for (const t of seen) if (targetable(s, c, t) && !seenShield(s, seatOf(c), t)) out.push(t);
  return out;
}

/** Samurai (Expert fighter): once a turn a close combat costs nothing (CN15: the spear's too). */
export const freeAttack = (s: State, c: PieceId): boolean =>
  isKind(c, CH.Samurai) && (s.flags[c]! & Flag.Samurai) === 0;

/** Starts a combat: participants, cost, and the first decision it waits for. */
export function startCombat(
  s: State,
  kind: Combat['kind'],
  initiator: PieceId,
  target: PieceId,
  events: GameEvent[] | null,
): void {
  const seat = seatOf(initiator);
  if (kind === 'ranged' && carries(s, target, OB.Shield) > 0) {
    // Secret objects: the target turns out to carry a Large shield; the shot is wasted (CN14).
    spend(s);
    note(s, events, 'shot-blocked', { seat: SEATS[seat] }, { piece: initiator, target });
    return;
  }
  const group = locale(s, s.loc[kind === 'close' ? initiator : target]!) ?? [];
  const fighters = (side: Seat): PieceId[] => group.filter((x) => seatOf(x) === side && !s.wounded[x]);
  let attackers = fighters(seat);
  let defenders = fighters(other(seat));
  const shooters: PieceId[] = [];
  if (kind === 'ranged') {
    // Other shooters seeing the target join; defenders in the target's zone join only if attackers are there.
    for (let c = seat * 25; c < seat * 25 + 25; c++) {
      if (c === initiator || attackers.includes(c)) continue;
      if (canShoot(s, c) && sees(s, s.loc[c]!, target)) shooters.push(c);
    }
    shooters.unshift(initiator);
    if (attackers.length === 0) defenders = [];
  }
  if (kind !== 'close') attackers = attackers.filter((x) => x !== initiator);
  if (kind === 'spear') attackers.unshift(initiator);
  if (kind === 'ranged') attackers = [...shooters, ...attackers];
  defenders = [target, ...defenders.filter((x) => x !== target)];
  if (kind === 'close') attackers = [initiator, ...attackers.filter((x) => x !== initiator)];
  const shots: number[] = shooters.map((c) => rangedValue(s, c));
  for (let i = 0; i < shooters.length; i++) {
    const c = shooters[i]!;
    if (isKind(c, CH.Crossbowman) && shots[i] === 3) s.flags[c] = s.flags[c]! | Flag.Fired;
  }
  if (kind !== 'ranged' && freeAttack(s, initiator)) s.flags[initiator] = s.flags[initiator]! | Flag.Samurai;
  else spend(s);
  const all = [...attackers, ...defenders];
  const oneOnOne = all.length === 2 && kind !== 'ranged';
  const able = (x: PieceId, k: number): boolean => isKind(x, k) && !s.wounded[x];
  const telepaths = oneOnOne ? all.filter((x) => able(x, CH.Telepath)) : [];
  const masters = kind === 'ranged' ? [] : all.filter((x) => able(x, CH.WeaponMaster));
  s.combat = {
    kind,
    initiator,
    target,
    attackers,
    defenders,
    shooters,
    shots,
    count: [1, 1],
    telepath: telepaths.length === 1 ? seatOf(telepaths[0]!) : -1,
    announced: null,
    forced: false,
    shown: null,
    first: masters.length === 1 ? other(seatOf(masters[0]!)) : -1,
    cards: [null, null],
  };
  note(
    s,
    events,
    'combat',
    { kind, seat: SEATS[seat] },
    { piece: initiator, target, attackers, defenders, shooters },
  );
  // Killer rage: "when attacking in a one-on-one close combat" only (not with the spear).
  const berserk =
    kind === 'close' && oneOnOne && able(initiator, CH.Berserker) && handOf(s, seat).length >= 2;
  s.phase = berserk ? 'berserk' : s.combat.telepath >= 0 ? 'announce' : 'combat';
}

/** Killer rage: the attacking Berserker announces how many Combat cards she plays. */
export function berserk(s: State, cards: 1 | 2, events: GameEvent[] | null): void {
  const c = s.combat!;
  const seat = seatOf(c.initiator);
  const count: [number, number] = [c.count[0], c.count[1]];
  count[seat] = cards;
  s.combat = { ...c, count };
  events?.push({ type: 'berserk', seat: SEATS[seat], cards });
  s.phase = c.telepath >= 0 ? 'announce' : 'combat';
}

/** Mind control: the Telepath announces a card (or none); held, it must be played; else the hand is shown. */
export function announce(s: State, value: number | null, events: GameEvent[] | null): void {
  const c = s.combat!;
  const tp = c.telepath as Seat;
  const opp = other(tp);
  const hand = handOf(s, opp);
  const forced = value !== null && hand.includes(value);
  const shown = value !== null && !forced ? hand : null;
  s.combat = { ...c, announced: value, forced, shown };
  events?.push({ type: 'announced', seat: SEATS[tp], value, held: value === null ? null : forced });
  if (shown)
    events?.push({
      type: 'hand-shown',
      seat: SEATS[opp],
      to: SEATS[tp],
      hidden: { [SEATS[tp]]: { cards: shown }, [SEATS[opp]]: { cards: shown } },
    });
  s.phase = 'combat';
}

/** The card sets a seat may play: one card, or two for killer rage; a forced card must be among them. */
export function cardChoices(s: State, seat: Seat): number[][] {
  const c = s.combat!;
  const hand = handOf(s, seat);
  const values = [...new Set(hand)];
  const forced = c.forced && seat !== c.telepath ? c.announced : null;
  const out: number[][] = [];
  if (c.count[seat] === 1) for (const v of values) out.push([v]);
  else
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++) {
        const pair = [hand[i]!, hand[j]!];
        if (!out.some((o) => o[0] === pair[0] && o[1] === pair[1])) out.push(pair);
      }
  return forced === null ? out : out.filter((o) => o.includes(forced));
}

/** Seats still to choose; with a Weapon master, her side waits for the other side's card. */
export function combatToMove(s: State): Seat[] {
  const c = s.combat!;
  if (c.first >= 0 && c.cards[c.first as Seat] === null) return [c.first as Seat];
  return ([0, 1] as const).filter((seat) => c.cards[seat] === null);
}

export function chooseCards(s: State, seat: Seat, cards: number[], events: GameEvent[] | null): void {
  const c = s.combat!;
  const next: [number[] | null, number[] | null] = [c.cards[0], c.cards[1]];
  next[seat] = [...cards].sort((a, b) => a - b);
  s.combat = { ...c, cards: next };
  // Combat skills: the Weapon master's controller looks at the card played before choosing.
  const hidden: GameEvent['hidden'] = { [SEATS[seat]]: { cards: next[seat] } };
  if (c.first === seat) hidden[SEATS[other(seat)]] = { cards: next[seat] };
  events?.push({ type: 'card-chosen', seat: SEATS[seat], hidden });
  if (next[0] && next[1]) resolve(s, events);
}

/** Combat value of a participant (rulebook: character values and the abilities that change them). */
export function strength(
  s: State,
  c: Combat,
  x: PieceId,
  attacking: boolean,
  shot: number | undefined,
): number {
  if (shot !== undefined) return shot; // ranged values take no modifier
  const side = attacking ? c.attackers : c.defenders;
  let v = s.wounded[x] ? 0 : CHARACTER_DEFS[kindOf(x)]!.combat;
  if (isKind(x, CH.Backstabber) && !s.wounded[x] && side.some((y) => y !== x)) v += 2;
  // Charismatic: "This bonus is not applicable to ranged combat" (CN32), for any side.
  if (c.kind !== 'ranged' && general(s, x)) v += 1;
  v += attacking ? carries(s, x, OB.Sword) : carries(s, x, OB.Armor);
  return v;
}

/** Charismatic: a friendly unwounded General in the same room (not on a starting zone, not himself). */
function general(s: State, x: PieceId): boolean {
  const l = s.loc[x]!;
  if (!isZone(l)) return false;
  const seat = seatOf(x);
  for (let g = seat * 25; g < seat * 25 + 25; g++) {
    if (g === x || !isKind(g, CH.General) || s.wounded[g]) continue;
    const gl = s.loc[g]!;
    if (isZone(gl) && locRoom(gl) === locRoom(l) && s.carrier[g]! < 0) return true;
  }
  return false;
}

export function totals(s: State, c: Combat): [number, number] {
  let atk = 0;
  for (const x of c.attackers) {
    const i = c.shooters.indexOf(x);
    atk += strength(s, c, x, true, i >= 0 ? c.shots[i] : undefined);
  }
  let def = 0;
  for (const x of c.defenders) def += strength(s, c, x, false, undefined);
  return [atk, def];
}

function resolve(s: State, events: GameEvent[] | null): void {
  const c = s.combat!;
  const atkSeat = seatOf(c.initiator);
  const [atk0, def0] = totals(s, c);
  const cardSum = (seat: Seat): number => c.cards[seat]!.reduce((a, b) => a + b, 0);
  const atk = atk0 + cardSum(atkSeat);
  const def = def0 + cardSum(other(atkSeat));
  for (const seat of [0, 1] as const)
    for (const v of c.cards[seat]!) if (v > 0) s.combatHand[seat * 7 + v]!--;
  events?.push({
    type: 'cards',
    yellow: c.cards[0],
    blue: c.cards[1],
    attack: atk,
    defence: def,
  });
  s.combat = null;
  s.phase = 'actions';
  if (atk === def) {
    events?.push({ type: 'combat-result', winner: null });
    return;
  }
  const attackWins = atk > def;
  const winSeat = attackWins ? atkSeat : other(atkSeat);
  const winners = attackWins ? c.attackers : c.defenders;
  // Shooters and the spear's carrier are never hurt by the result.
  const safe = new Set<PieceId>([...c.shooters, ...(c.kind === 'spear' ? [c.initiator] : [])]);
  const losers = (attackWins ? c.defenders : c.attackers).filter((x) => !safe.has(x));
  // Fatal blow: a close combat (the spear's too) won with an unwounded Assassin fighting in it (CN22).
  const fatal =
    c.kind !== 'ranged' && winners.some((x) => isKind(x, CH.Assassin) && !s.wounded[x] && !safe.has(x));
  const paladin = winners.some((x) => isKind(x, CH.Paladin));
  events?.push({ type: 'combat-result', winner: SEATS[winSeat] });
  const alive = (x: PieceId): boolean => s.loc[x]! >= 0;
  const before = new Set<PieceId>();
  for (let x = 0; x < 50; x++) if (alive(x)) before.add(x);
  for (const x of losers) {
    if (!alive(x)) continue;
    // Losing wounded are eliminated; the Assassin's fatal blow skips the wounded state.
    if (fatal || s.wounded[x]) eliminate(s, x, events, fatal ? 'fatal blow' : 'combat');
    else wound(s, x, events);
  }
  const killed = [...before].filter((x) => !alive(x));
  if (c.kind === 'spear' && !attackWins) {
    const spear = carried(s, c.initiator).find((p) => isObjectKind(p, OB.Spear));
    if (spear !== undefined) {
      s.carrier[spear] = -1;
      s.loc[spear] = Loc.Gone;
      note(s, events, 'spear-broken', {}, { piece: c.initiator });
    }
  }
  if (paladin)
    for (const x of killed)
      if (UNDEAD(kindOf(x))) {
        s.vp[winSeat]++;
        s.bonus[winSeat]++;
        events?.push({ type: 'score', seat: SEATS[winSeat], vp: s.vp[winSeat], why: 'undead hunter' });
      }
}
