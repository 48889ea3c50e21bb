// Sampling the hidden part of a game from one seat's View (issue 5, STYLE principle 11).
// A bot never reads the true state: it builds full engine states ("worlds") that agree with
// everything its view shows and differ only in what the view hides: which room lies in each
// face-down slot and how it is turned, which opponent piece each anonymous token is, which
// characters a handicapped opponent removed, and the card the opponent has already chosen in
// a pending combat. Action and Combat hands are not sampled: they follow exactly from the
// cards played and revealed (R6), so they are derived.
//
// The first world is made through the engine's position notation (parsePosition validates
// it); every further world is a clone of that base with the hidden fields drawn again, which
// is cheap because face-down rooms do not change the derived board.
import {
  CHARACTER_CODES,
  COMBAT_DECK,
  OBJECT_CODES,
  PRISON_ROOMS,
  Rng,
  SCENARIO_DEFS,
  SEATS,
  clone,
  parsePieceCode,
  parseSquare,
  parsePosition,
  pieceCode,
  type PieceView,
  type ScenarioName,
  type Seat,
  type State,
  type View,
} from '@dt/engine';

const IN_ROOM = -10;
const SCREEN = -2;
const NONE = -1;
const EDGE_CLOSED = 3;

/** Where an anonymous token of the opponent is, and what it may be. */
interface Slot {
  loc: number;
  /** 'char': a starting dot (only characters); 'obj': a room that takes objects only. */
  need: 'char' | 'obj' | 'any';
}

export interface WorldSampler {
  /** The seat whose view this is. */
  seat: Seat;
  view: View;
  /** A fresh world; the same rng state gives the same world. */
  sample(rng: Rng): State;
}

const seatIndex = (name: string): Seat => (name === 'blue' ? 1 : 0);

/** The opponent's Combat hand as far as the view tells: the deck less removals and revealed cards. */
export function combatHandOf(v: View, seat: Seat): number[] {
  const own = v.hands[seat];
  if (own.combat) return own.combat.slice();
  if (v.combat?.shown && v.combat.telepath !== SEATS[seat]) return v.combat.shown.slice();
  const counts = COMBAT_DECK.slice();
  if (v.handicap && v.handicap.seat === SEATS[seat]) for (const c of v.handicap.removeCombat) counts[c]!--;
  for (const r of v.revealedCards) if (r.seat === SEATS[seat] && r.value > 0) counts[r.value]!--;
  const out: number[] = [];
  counts.forEach((n, value) => {
    for (let i = 0; i < n; i++) out.push(value);
  });
  return out;
}

/** The highest Action card played so far (R7), which the view does not print but implies. */
function highestAction(v: View): number {
  const played = v.hands[0].played.length + v.hands[1].played.length;
  const cardsSoFar = v.phase === 'card' ? v.turn - 1 : v.turn;
  if (v.turn > 0 && played < cardsSoFar) return 5; // someone has recycled a full hand
  return Math.max(1, ...v.hands[0].played, ...v.hands[1].played);
}

function locWord(p: PieceView): string {
  if (p.square) return p.square;
  if (p.room !== null) return `@${p.room}`;
  switch (p.state) {
    case 'escaped':
      return 'escaped';
    case 'eliminated':
      return 'dead';
    case 'discarded':
      return 'gone';
    case 'rescued':
      return 'rescued';
    case 'screen':
      return 'screen';
    default:
      return 'none';
  }
}

const locCode = (p: PieceView): number =>
  p.room !== null ? IN_ROOM - p.room : p.state === 'screen' ? SCREEN : NaN;

/** Builds a sampler for a seat's view; throws only on a view that no game could show. */
export function worldSampler(v: View): WorldSampler {
  if (v.viewer === 'spectator') throw new Error('a bot plays a seat, not the spectator view');
  const seat = seatIndex(v.viewer);
  const opp = (seat ^ 1) as Seat;
  const scen = SCENARIO_DEFS[v.scenario as ScenarioName];
  const rooms = PRISON_ROOMS.filter((r) => scen.pairs.includes(r.pair)).map((r) => r.name);
  const shown = new Set(v.rooms.filter((r) => r.revealed).map((r) => r.name!));
  const hiddenRooms = rooms.filter((n) => !shown.has(n));
  const hiddenSlots = v.rooms.filter((r) => !r.revealed).map((r) => r.slot);

  // The opponent's pieces the view does not name, and the tokens they must fill.
  const known = new Set(v.pieces.filter((p) => !p.id.startsWith('?')).map((p) => p.id));
  const unknownChars: number[] = [];
  const unknownObjs: number[] = [];
  const c = opp === 0 ? 'y' : 'b';
  for (const k of scen.characters[opp]) {
    const id = c + CHARACTER_CODES[k];
    if (!known.has(id)) unknownChars.push(parsePieceCode(id)!);
  }
  for (const k of scen.objects[opp]) {
    const id = c + OBJECT_CODES[k];
    if (!known.has(id)) unknownObjs.push(parsePieceCode(id)!);
  }
  const tokens: Slot[] = [];
  const tokenSquares: string[] = [];
  for (const p of v.pieces) {
    if (!p.id.startsWith('?')) continue;
    if (p.seat !== SEATS[opp]) throw new Error('own pieces are never anonymous');
    if (p.square) {
      tokens.push({ loc: NaN, need: 'char' });
      tokenSquares.push(p.square);
    } else {
      tokens.push({ loc: locCode(p), need: p.room !== null && scen.tokens === 'objects' ? 'obj' : 'any' });
      tokenSquares.push('');
    }
  }
  const removed = unknownChars.length + unknownObjs.length - tokens.length;
  if (removed < 0) throw new Error('more anonymous tokens than unknown pieces');

  const oppCard = v.combat && v.combat.chosen[opp] ? cardChoicesOf(v, opp) : null;

  /** Draws the hidden assignment: piece id per token (NONE-located ones listed last). */
  const drawPieces = (rng: Rng): number[] => {
    const chars = rng.shuffle(unknownChars.slice());
    const objs = rng.shuffle(unknownObjs.slice());
    const out = new Array<number>(tokens.length).fill(-1);
    tokens.forEach((t, i) => {
      if (t.need === 'char') out[i] = chars.pop()!;
    });
    tokens.forEach((t, i) => {
      if (t.need === 'obj') out[i] = objs.pop()!;
    });
    const gone = chars.splice(0, removed);
    const rest = rng.shuffle([...chars, ...objs]);
    for (let i = 0; i < out.length; i++) if (out[i] === -1) out[i] = rest.pop()!;
    if (out.some((p) => p === undefined || p < 0)) throw new Error('no assignment fits the tokens');
    return [...out, ...gone];
  };

  const drawRooms = (rng: Rng): { names: string[]; orient: number[] } => ({
    names: rng.shuffle(hiddenRooms.slice()),
    orient: hiddenSlots.map(() => rng.int(4)),
  });

  const positionText = (pieces: number[], drawn: { names: string[]; orient: number[] }, ports: string) => {
    const h = v.handicap;
    const lines = ['DT-Prison position 1'];
    lines.push(
      `scenario ${v.scenario} vp=${v.vpTarget} timer=${v.timerSeconds ?? '-'} maxturns=- handicap=${
        h ? `${h.seat}/${h.characters}/${h.removeCombat.join('+') || '-'}` : '-'
      }`,
    );
    let k = 0;
    lines.push(
      'rooms ' +
        v.rooms
          .map((r) => {
            if (r.revealed) return `${r.name}/${r.orientation}*`;
            const i = k++;
            return `${drawn.names[i]}/${drawn.orient[i]}`;
          })
          .join(' '),
    );
    lines.push(`portcullis ${ports}`);
    lines.push(`phase ${v.phase} active=${v.active} ap=${v.ap} turn=${v.turn}`);
    const startersDone = SEATS.map((s) =>
      v.phase === 'handicap' || (v.phase === 'starters' && v.toMove.includes(s)) ? 'no' : 'yes',
    );
    lines.push(
      `setup first=${v.tokenTurn ?? v.active} play=${v.active} starters=${startersDone.join(',')} handicap-done=${
        v.phase === 'handicap' ? 'no' : 'yes'
      } token-turn=${v.tokenTurn ?? v.active}`,
    );
    const rc = v.revealedCards.map((r) => `${r.seat[0]}${r.value}`);
    lines.push(`cards highest=${highestAction(v)} revealed=${rc.length ? rc.join(',') : '-'}`);
    for (const s of [0, 1] as const) {
      const hv = v.hands[s];
      const actions = hv.actions ?? [2, 3, 4, 5].filter((x) => !hv.played.includes(x));
      const combat = combatHandOf(v, s);
      const list = (xs: number[]): string => (xs.length ? xs.join(',') : '-');
      lines.push(
        `${SEATS[s]} actions=${list(actions)} played=${list(hv.played)} combat=${list(combat)} jumps=${hv.jumps} vp=${v.vp[s]} kills=${v.kills[s]}`,
      );
    }
    const reached = scen.goal === 'vp-turn' && (v.vp[0] >= v.vpTarget || v.vp[1] >= v.vpTarget);
    const marks = (xs: string[]): string => (xs.length ? xs.join(',') : '-');
    lines.push(
      `marks wounded-now=${marks(v.woundedThisTurn)} healed-now=${marks(v.healedThisTurn)} reached=${
        reached && v.phase !== 'over' ? 'yes' : 'no'
      } draw-offer=${v.drawOffer ?? '-'}`,
    );
    const entries = new Map<string, string>();
    const carried: [string, string][] = [];
    for (const p of v.pieces) {
      if (p.id.startsWith('?')) continue;
      const code = p.id + (p.state === 'wounded' ? '*' : '');
      if (p.carriedBy) carried.push([p.carriedBy, code]);
      else entries.set(p.id, `${code}:${locWord(p)}`);
    }
    for (const [by, code] of carried) entries.set(by, `${entries.get(by)}>${code}`);
    let i = 0;
    for (const p of v.pieces) {
      if (!p.id.startsWith('?')) continue;
      const id = pieceCode(pieces[i]!);
      entries.set(id, `${id}:${locWord(p)}`);
      i++;
    }
    for (; i < pieces.length; i++) entries.set(pieceCode(pieces[i]!), `${pieceCode(pieces[i]!)}:none`);
    lines.push('pieces ' + [...entries.values()].join(' '));
    const k2 = v.combat;
    if (k2) {
      const cards = [0, 1].map((s) =>
        s === seat ? (k2.myCard ?? '-') : k2.chosen[s] ? String(oppCard![0] ?? 0) : '-',
      );
      const list = (xs: string[]): string => (xs.length ? xs.join(',') : '-');
      const heldBy = combatHandOf(v, k2.telepath === 'yellow' ? 1 : 0);
      const shown = k2.shown ?? (k2.announced !== null && !k2.forced && k2.telepath !== null ? heldBy : null);
      lines.push(
        `combat ${k2.kind} initiator=${k2.attackers[0]} target=${k2.defenders[0]} attackers=${list(
          k2.attackers,
        )} defenders=${list(k2.defenders)} telepath=${k2.telepath ?? '-'} announced=${k2.announced ?? '-'} forced=${
          k2.forced ? 'yes' : 'no'
        } shown=${shown ? list(shown.map(String)) : '-'} cards=${cards.join(',')}`,
      );
    }
    if (v.placing) {
      const pl = v.placing;
      lines.push(`placing slot=${pl.slot} revealer=${pl.revealer} takeover=no queue=${pl.queue.join(',')}`);
    }
    if (v.winner !== null) lines.push(`result winner=${v.winner} reason=${v.endReason}`);
    return lines.join('\n') + '\n';
  };

  const parse = (text: string): State => {
    const r = parsePosition(text);
    if (!r.ok) throw new Error(`view does not make a position: ${r.error.message}\n${text}`);
    return r.value;
  };

  // The base world: portcullis states are read back from the view's edges.
  const rng0 = new Rng(0);
  const firstPieces = drawPieces(rng0);
  const firstRooms = drawRooms(rng0);
  let base = parse(positionText(firstPieces, firstRooms, '-'));
  const portState = new Map<number, number>();
  for (let i = 0; i < base.board.port.length; i++) {
    const idx = base.board.port[i]!;
    if (idx >= 0) portState.set(idx, v.edges[i]! - EDGE_CLOSED);
  }
  if ([...portState.values()].some((x) => x !== 0)) {
    const byRoom = new Map<number, string[]>();
    for (const [idx, st] of portState) {
      const ri = idx >> 3;
      const list = byRoom.get(ri) ?? Array<string>(PRISON_ROOMS[ri]!.portcullisCount).fill('c');
      list[idx & 7] = 'cob'[st]!;
      byRoom.set(ri, list);
    }
    const ports = [...byRoom].map(([ri, l]) => `${PRISON_ROOMS[ri]!.name}=${l.join(',')}`).join(' ');
    base = parse(positionText(firstPieces, firstRooms, ports));
  }
  const nameIndex = new Map(PRISON_ROOMS.map((r, i) => [r.name, i]));
  const tokenLocs = tokens.map((t, i) => (t.need === 'char' ? squareOf(base, tokenSquares[i]!) : t.loc));

  return {
    seat,
    view: v,
    sample(rng: Rng): State {
      const s = clone(base);
      const pieces = drawPieces(rng);
      const drawn = drawRooms(rng);
      const layout = s.layout.slice();
      hiddenSlots.forEach((slot, i) => {
        layout[slot] = nameIndex.get(drawn.names[i]!)!;
        s.orient[slot] = drawn.orient[i]!;
      });
      s.layout = layout;
      for (let i = 0; i < tokens.length; i++) {
        s.loc[pieces[i]!] = tokenLocs[i]!;
        s.carrier[pieces[i]!] = -1;
      }
      for (let i = tokens.length; i < pieces.length; i++) s.loc[pieces[i]!] = NONE;
      if (s.combat && oppCard && oppCard.length) {
        const cards: [number, number] = [s.combat.cards[0], s.combat.cards[1]];
        cards[opp] = rng.pick(oppCard);
        s.combat = { ...s.combat, cards };
      }
      return s;
    },
  };
}

/** The Combat cards a seat could have chosen in the view's pending combat. */
function cardChoicesOf(v: View, seat: Seat): number[] {
  const c = v.combat!;
  if (c.forced && c.telepath !== SEATS[seat] && c.announced !== null) return [c.announced];
  return [...new Set(combatHandOf(v, seat))];
}

function squareOf(s: State, name: string): number {
  const sq = parseSquare(name, s.geo);
  if (sq === undefined) throw new Error(`bad square ${name} in a view`);
  return sq;
}
