// A text notation for whole positions, hidden parts included (for tests, puzzles and bug
// reports; never sent to a player). makePosition writes every field; parsePosition also
// accepts a short form where most lines are left out and take game-like defaults, so a
// rules fixture only states what matters. Custom rooms may be drawn inline:
//
//   DT-Prison position 1
//   scenario tutorial-3
//   room T 40 cw            <- 11 lines of room drawing follow (see roomdef.ts)
//   rooms 40A/0* T/0* 38A/2 38B/1
//   pieces yBn:c3 bWz:c5>bKy bMk*:d7
import { invalid, validated } from '@dt/kernel';
import { geometry, parseSquare, squareName, type Geometry } from '../core/board.ts';
import { normaliseConfig } from '../core/config.ts';
import { createState, type PositionData } from '../core/create.ts';
import { parseRoom, type RoomDef } from '../core/roomdef.ts';
import type { ScenarioDef } from '../sets/prison/scenarios.ts';
import { codeOf, pieceIn, type GameSet } from '../core/set.ts';
import { SETS } from '../sets/sets.ts';
import { Loc, PHASES, inRoomSlot, ownApOf, type Combat, type Phase, type State } from '../core/state.ts';
import { FULL_ACTION_HAND } from '../rules/turn.ts';
import {
  COMBAT_DECK,
  N_CHARS,
  N_PIECES,
  SEATS,
  err,
  type GameConfig,
  type PieceId,
  type Result,
  type Seat,
} from '../core/types.ts';

const LOC_WORDS: [number, string][] = [
  [Loc.Escaped, 'escaped'],
  [Loc.Dead, 'dead'],
  [Loc.Gone, 'gone'],
  [Loc.Rescued, 'rescued'],
  [Loc.Screen, 'screen'],
  [Loc.None, 'none'],
];
const PORT_WORDS = ['c', 'o', 'b'];

const seatWord = (s: number): string => (s === 0 || s === 1 ? SEATS[s] : '-');
const list = (xs: readonly (string | number)[]): string => (xs.length ? xs.join(',') : '-');
const mask = (s: State, m: number): string => {
  const out: string[] = [];
  for (let p = 0; p < 16; p++) if ((m >> p) & 1) out.push(codeOf(s.set, p));
  return list(out);
};
const yes = (b: boolean): string => (b ? 'yes' : 'no');

function locWord(s: State, p: PieceId): string {
  const l = s.loc[p]!;
  if (l >= 0) return squareName(l);
  const slot = inRoomSlot(l);
  if (slot >= 0) return `@${slot}`;
  return LOC_WORDS.find(([v]) => v === l)![1];
}

export function makePosition(s: State): string {
  const code = (p: PieceId): string => codeOf(s.set, p);
  const c = s.config;
  const h = c.handicap;
  const lines = [s.set.positionHeader];
  lines.push(
    `scenario ${c.scenario} vp=${c.vpTarget} timer=${c.timerSeconds ?? '-'} maxturns=${c.maxTurns ?? '-'} handicap=${
      h ? `${h.seat}/${h.characters}/${h.removeCombat.join('+') || '-'}` : '-'
    }`,
  );
  if (s.roomDefs !== s.set.rooms) {
    for (const r of s.roomDefs)
      lines.push(`room ${r.name} ${r.pair} ${r.clockwise ? 'cw' : 'ccw'}`, ...r.art);
  }
  lines.push(
    'rooms ' +
      s.layout
        .map((ri, slot) => `${s.roomDefs[ri]!.name}/${s.orient[slot]}${s.revealed[slot] ? '*' : ''}`)
        .join(' '),
  );
  const ports = s.layout
    .map((ri) => [ri, s.roomDefs[ri]!] as const)
    .filter(([, r]) => r.portcullisCount > 0)
    .map(
      ([ri, r]) =>
        `${r.name}=${Array.from({ length: r.portcullisCount }, (_, k) => PORT_WORDS[s.portState[ri * 8 + k]!]).join(',')}`,
    );
  lines.push('portcullis ' + (ports.length ? ports.join(' ') : '-'));
  lines.push(`phase ${s.phase} active=${SEATS[s.active]} ap=${s.ap} turn=${s.turn}`);
  lines.push(
    `setup first=${SEATS[s.setupFirst]} play=${SEATS[s.playFirst]} starters=${yes(s.startersDone[0])},${yes(
      s.startersDone[1],
    )} handicap-done=${yes(s.handicapDone)} token-turn=${SEATS[s.tokenTurn]}`,
  );
  const rc: string[] = [];
  for (let i = 0; i < s.revealedCards.length; i += 2)
    rc.push(`${s.revealedCards[i] ? 'b' : 'y'}${s.revealedCards[i + 1]}`);
  lines.push(`cards highest=${s.highestAction} revealed=${list(rc)}`);
  for (const seat of [0, 1] as const) {
    const actions: number[] = [];
    for (let v = 2; v <= 5; v++) if ((s.actionHand[seat] >> v) & 1) actions.push(v);
    const combat: number[] = [];
    for (let v = 0; v <= 6; v++) for (let i = 0; i < s.combatHand[seat * 7 + v]!; i++) combat.push(v);
    lines.push(
      `${SEATS[seat]} actions=${list(actions)} played=${list(s.actionPlayed[seat])} combat=${list(combat)} jumps=${
        s.jumps[seat]
      } vp=${s.vp[seat]} kills=${s.kills[seat]}`,
    );
  }
  const own: string[] = [];
  for (let c = s.active * 8; c < s.active * 8 + 8; c++)
    if (ownApOf(s, c) > 0) own.push(`${codeOf(s.set, c)}:${ownApOf(s, c)}`);
  lines.push(
    `marks wounded-now=${mask(s, s.woundedNow)} healed-now=${mask(s, s.healedNow)} reached=${yes(s.targetReached)} draw-offer=${seatWord(
      s.drawOffer,
    )}` + (own.length ? ` own-ap=${own.join(',')}` : ''),
  );
  const entries: string[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    if (s.carrier[p]! >= 0) continue;
    const w = (q: PieceId): string => codeOf(s.set, q) + (s.wounded[q] ? '*' : '');
    let e = `${w(p)}:${locWord(s, p)}`;
    for (let q = 0; q < N_PIECES; q++) if (s.carrier[q] === p) e += `>${w(q)}`;
    entries.push(e);
  }
  lines.push('pieces ' + entries.join(' '));
  if (s.combat) {
    const k = s.combat;
    lines.push(
      `combat ${k.kind} initiator=${code(k.initiator)} target=${code(k.target)} attackers=${list(
        k.attackers.map(code),
      )} defenders=${list(k.defenders.map(code))} telepath=${seatWord(k.telepath)} announced=${k.announced ?? '-'} forced=${yes(
        k.forced,
      )} shown=${k.shown ? list(k.shown) : '-'} cards=${k.cards.map((v) => (v < 0 ? '-' : v)).join(',')}`,
    );
  }
  if (s.placing) {
    const pl = s.placing;
    lines.push(
      `placing slot=${pl.slot} revealer=${SEATS[pl.revealer]} takeover=${yes(pl.takeover)} queue=${list(pl.queue.map(code))}`,
    );
  }
  if (s.winner !== null)
    lines.push(`result winner=${s.winner < 0 ? 'draw' : SEATS[s.winner as Seat]} reason=${s.endReason}`);
  return lines.join('\n') + '\n';
}

type Fields = Record<string, string>;
function fields(words: readonly string[]): Fields {
  const f: Fields = {};
  for (const w of words) {
    const i = w.indexOf('=');
    if (i > 0) f[w.slice(0, i)] = w.slice(i + 1);
  }
  return f;
}

const fail = invalid;

const seatOfWord = (w: string | undefined, dflt: Seat): Seat =>
  w === undefined ? dflt : w === 'yellow' ? 0 : w === 'blue' ? 1 : fail(`bad seat '${w}'`);
const optSeat = (w: string | undefined): -1 | Seat => (w === undefined || w === '-' ? -1 : seatOfWord(w, 0));
const nums = (w: string | undefined): number[] =>
  w === undefined || w === '-'
    ? []
    : w.split(',').map((x) => (/^\d+$/.test(x) ? Number(x) : fail(`bad number '${x}'`)));
const piece = (r: Reading, w: string): PieceId => pieceIn(r.set, w) ?? fail(`unknown piece '${w}'`);
const pieces = (r: Reading, w: string | undefined): PieceId[] =>
  w === undefined || w === '-' ? [] : w.split(',').map((x) => piece(r, x));
const bool = (w: string | undefined, dflt: boolean): boolean =>
  w === undefined ? dflt : w === 'yes' ? true : w === 'no' ? false : fail(`expected yes/no, got '${w}'`);
const int = (w: string | undefined, dflt: number): number =>
  w === undefined ? dflt : /^-?\d+$/.test(w) ? Number(w) : fail(`bad number '${w}'`);
const maskOf = (ps: PieceId[]): number => ps.reduce((m, p) => m | (1 << p), 0);

/** Parses a position; omitted lines take defaults (see the module header). */
export function parsePosition(text: string): Result<State> {
  const data = validated(() => readPosition(text));
  if (!data.ok) return data;
  const s = createState(data.value);
  return s.ok ? s : err('BAD_NOTATION', s.error.message);
}

/** The lines of a position by their first word, and the rooms drawn inline. */
interface Lines {
  set: GameSet;
  byKey: Map<string, string[]>;
  custom: RoomDef[];
}

function splitLines(text: string): Lines {
  const lines = text.split(/\r?\n/);
  let i = 0;
  const next = (): string | undefined => {
    while (i < lines.length && (lines[i]!.trim() === '' || lines[i]!.trim().startsWith('#'))) i++;
    return lines[i++];
  };
  const header = next()?.trim();
  const set =
    SETS.find((x) => x.positionHeader === header) ??
    fail(`a position starts with ${SETS.map((x) => `'${x.positionHeader}'`).join(' or ')}`);
  const byKey = new Map<string, string[]>();
  const custom: RoomDef[] = [];
  for (let line = next(); line !== undefined; line = next()) {
    const words = line.trim().split(/\s+/);
    const key = words[0]!;
    if (key === 'room') {
      const [, name, pair, dir] = words;
      const art = lines.slice(i, i + 11);
      i += 11;
      try {
        custom.push(parseRoom(name ?? '?', Number(pair), dir === 'cw', art));
      } catch (e) {
        fail((e as Error).message);
      }
    } else if (key === 'result') byKey.set(key, [line.trim().slice(7)]);
    else byKey.set(key, words.slice(1));
  }
  return { set, byKey, custom };
}

/**
 * Position data being read: each line's parser fills in its part. The scenario line comes
 * first (the board's size and the defaults depend on it), then the others in any order.
 */
interface Reading {
  set: GameSet;
  d: PositionData;
  scen: ScenarioDef;
  roomDefs: readonly RoomDef[];
  geo: Geometry;
}

type LineParser = (words: string[], r: Reading) => void;

const readScenario = (set: GameSet, words: string[]): PositionData => {
  const scen = set.scenarios.find((sc) => sc.name === words[0]) ?? fail(`unknown scenario '${words[0]}'`);
  const f = fields(words.slice(1));
  const hw = f['handicap'];
  let handicap: GameConfig['handicap'] = null;
  if (hw && hw !== '-') {
    const [hs, hc, hr] = hw.split('/');
    handicap = {
      seat: SEATS[seatOfWord(hs, 0)],
      characters: int(hc, 8),
      removeCombat: hr && hr !== '-' ? hr.split('+').map(Number) : [],
    };
  }
  const config: GameConfig = {
    scenario: scen.name,
    vpTarget: int(f['vp'], scen.vpTarget),
    timerSeconds: f['timer'] && f['timer'] !== '-' ? Number(f['timer']) : null,
    maxTurns: f['maxturns'] && f['maxturns'] !== '-' ? Number(f['maxturns']) : null,
    handicap,
  };
  const cfg = normaliseConfig(config);
  if (!cfg.ok) fail(cfg.error.message);
  // The defaults of the short form: a game in play, hands full, nothing on the board.
  const deck = scen.combatCards ? COMBAT_DECK : COMBAT_DECK.map(() => 0);
  return {
    config,
    layout: [],
    orient: [],
    revealed: [],
    loc: new Array<number>(N_PIECES).fill(Loc.None),
    actionHand: [FULL_ACTION_HAND, FULL_ACTION_HAND],
    actionPlayed: [[], []],
    highestAction: 5,
    combatHand: [...deck, ...deck],
    jumps: [scen.jumpCards, scen.jumpCards],
    vp: [0, 0],
    kills: [0, 0],
    phase: 'actions',
    active: 0,
    ap: 5,
    turn: 10,
    setupFirst: 0,
    playFirst: 0,
    startersDone: [true, true],
    handicapDone: true,
    tokenTurn: 0,
  };
};

const LINES: Record<string, LineParser> = {
  rooms(words, r) {
    if (words.length !== r.scen.roomRows * 2) fail(`${r.scen.name} has ${r.scen.roomRows * 2} rooms`);
    const layout: number[] = [];
    const orient: number[] = [];
    const revealed: number[] = [];
    for (const w of words) {
      const m =
        /^([^/]+)\/([0-3])(\*?)$/.exec(w) ?? fail(`bad room '${w}' (name/orientation, * if revealed)`);
      const ri = r.roomDefs.findIndex((def) => def.name === m[1]);
      if (ri < 0) fail(`unknown room '${m[1]}'`);
      layout.push(ri);
      orient.push(Number(m[2]));
      revealed.push(m[3] ? 1 : 0);
    }
    Object.assign(r.d, { layout, orient, revealed });
  },
  portcullis(words, r) {
    const portState = new Array<number>(r.roomDefs.length * 8).fill(0);
    for (const w of words) {
      if (w === '-') continue;
      const [name, states] = w.split('=');
      const ri = r.roomDefs.findIndex((def) => def.name === name);
      if (ri < 0 || !states) fail(`bad portcullis entry '${w}'`);
      states!.split(',').forEach((st, k) => {
        const v = PORT_WORDS.indexOf(st);
        if (v < 0 || k >= r.roomDefs[ri]!.portcullisCount) fail(`bad portcullis entry '${w}'`);
        portState[ri * 8 + k] = v;
      });
    }
    r.d.portState = portState;
  },
  phase(words, r) {
    if (!PHASES.includes(words[0] as Phase)) fail(`unknown phase '${words[0]}'`);
    const f = fields(words.slice(1));
    Object.assign(r.d, {
      phase: words[0],
      active: seatOfWord(f['active'], 0),
      ap: int(f['ap'], 5),
      turn: int(f['turn'], 10),
    });
  },
  setup(words, r) {
    const f = fields(words);
    const starters = (f['starters'] ?? 'yes,yes').split(',');
    Object.assign(r.d, {
      setupFirst: seatOfWord(f['first'], 0),
      playFirst: seatOfWord(f['play'], 0),
      startersDone: [bool(starters[0], true), bool(starters[1], true)],
      handicapDone: bool(f['handicap-done'], true),
      tokenTurn: seatOfWord(f['token-turn'], 0),
    });
  },
  cards(words, r) {
    const f = fields(words);
    const revealedCards: number[] = [];
    for (const w of f['revealed'] && f['revealed'] !== '-' ? f['revealed'].split(',') : []) {
      const m = /^([yb])(\d)$/.exec(w) ?? fail(`bad revealed card '${w}'`);
      revealedCards.push(m[1] === 'y' ? 0 : 1, Number(m[2]));
    }
    Object.assign(r.d, { highestAction: int(f['highest'], 5), revealedCards });
  },
  yellow: (words, r) => readHand(0, words, r),
  blue: (words, r) => readHand(1, words, r),
  marks(words, r) {
    const f = fields(words);
    Object.assign(r.d, {
      woundedNow: maskOf(pieces(r, f['wounded-now'])),
      healedNow: maskOf(pieces(r, f['healed-now'])),
      targetReached: bool(f['reached'], false),
      drawOffer: optSeat(f['draw-offer']),
      // The Speed Potion's AP: "yTh:4", one entry per character (written only when there are some).
      ownAp: (f['own-ap'] ?? '-').split(',').reduce((m, e) => {
        if (e === '-') return m;
        const [code, n] = e.split(':');
        const p = piece(r, code ?? '');
        if (!/^\d+$/.test(n ?? '') || Number(n) > 15) fail(`bad own AP '${e}'`);
        return m + Number(n) * 2 ** ((p & 7) * 4);
      }, 0),
    });
  },
  pieces(words, r) {
    const loc = new Array<number>(N_PIECES).fill(Loc.None);
    const carrier = new Array<number>(N_PIECES).fill(-1);
    const wounded = new Array<number>(N_CHARS).fill(0);
    const seen = new Set<PieceId>();
    const add = (tok: string): PieceId => {
      const w = tok.endsWith('*');
      const p = piece(r, w ? tok.slice(0, -1) : tok);
      if (seen.has(p)) fail(`piece ${codeOf(r.set, p)} listed twice`);
      seen.add(p);
      if (w) {
        if (p >= N_CHARS) fail(`only characters can be wounded (${tok})`);
        wounded[p] = 1;
      }
      return p;
    };
    for (const e of words) {
      const [head, ...carried] = e.split('>');
      const [code, where] = head!.split(':');
      if (!code || !where) fail(`bad piece entry '${e}' (code:square)`);
      const p = add(code!);
      const word = LOC_WORDS.find(([, w]) => w === where);
      if (word) loc[p] = word[0];
      else if (/^@\d$/.test(where!)) loc[p] = Loc.InRoom - Number(where!.slice(1));
      else loc[p] = parseSquare(where!, r.geo) ?? fail(`bad square '${where}'`);
      for (const ctok of carried) {
        const q = add(ctok);
        if (loc[p]! < 0) fail(`${codeOf(r.set, p)} must be on a square to carry ${codeOf(r.set, q)}`);
        carrier[q] = p;
        loc[q] = loc[p]!;
      }
    }
    Object.assign(r.d, { loc, carrier, wounded });
  },
  combat(words, r) {
    const f = fields(words.slice(1));
    const kind = words[0] as Combat['kind'];
    if (!['close', 'spear', 'ranged'].includes(kind)) fail(`bad combat kind '${kind}'`);
    const cards = (f['cards'] ?? '-,-').split(',').map((v) => (v === '-' ? -1 : Number(v)));
    r.d.combat = {
      kind,
      initiator: piece(r, f['initiator'] ?? fail('combat needs initiator')),
      target: piece(r, f['target'] ?? fail('combat needs target')),
      attackers: pieces(r, f['attackers']),
      defenders: pieces(r, f['defenders']),
      telepath: optSeat(f['telepath']),
      announced: f['announced'] && f['announced'] !== '-' ? Number(f['announced']) : null,
      forced: bool(f['forced'], false),
      shown: f['shown'] && f['shown'] !== '-' ? nums(f['shown']) : null,
      cards: [cards[0] ?? -1, cards[1] ?? -1],
    };
  },
  placing(words, r) {
    const f = fields(words);
    r.d.placing = {
      slot: int(f['slot'], 0),
      revealer: seatOfWord(f['revealer'], 0),
      takeover: bool(f['takeover'], false),
      queue: pieces(r, f['queue']),
    };
  },
  result(words, r) {
    const m = /^winner=(yellow|blue|draw) reason=(.*)$/.exec(words[0]!) ?? fail('bad result line');
    r.d.winner = m[1] === 'draw' ? -1 : m[1] === 'yellow' ? 0 : 1;
    r.d.endReason = m[2]!;
  },
};

function readHand(seat: Seat, words: string[], r: Reading): void {
  const f = fields(words);
  const d = r.d as { -readonly [K in keyof PositionData]: PositionData[K] };
  const set = <T>(pair: readonly [T, T], v: T): [T, T] => (seat === 0 ? [v, pair[1]] : [pair[0], v]);
  if (f['actions'] !== undefined)
    d.actionHand = set(
      d.actionHand,
      nums(f['actions']).reduce((m, v) => m | (1 << v), 0),
    );
  d.actionPlayed = set(d.actionPlayed, nums(f['played']));
  if (f['combat'] !== undefined) {
    const hand = Array.from(d.combatHand);
    hand.fill(0, seat * 7, seat * 7 + 7);
    for (const v of nums(f['combat'])) {
      if (v > 6) fail(`no Combat +${v}`);
      hand[seat * 7 + v]!++;
    }
    d.combatHand = hand;
  }
  d.jumps = set(d.jumps, int(f['jumps'], r.scen.jumpCards));
  d.vp = set(d.vp, int(f['vp'], 0));
  d.kills = set(d.kills, int(f['kills'], 0));
}

/** The position data of a text (lines in any order after the header; see LINES). */
function readPosition(text: string): PositionData {
  const { set, byKey, custom } = splitLines(text);
  const d = readScenario(set, byKey.get('scenario') ?? fail('missing scenario line'));
  const scen = set.scenarios.find((sc) => sc.name === d.config.scenario)!;
  const roomDefs = custom.length ? [...custom, ...set.rooms] : set.rooms;
  const r: Reading = { set, d: { ...d, roomDefs }, scen, roomDefs, geo: geometry(scen.roomRows) };
  if (!byKey.has('rooms')) fail('missing rooms line');
  for (const [key, words] of byKey) {
    if (key === 'scenario') continue;
    const parse = LINES[key];
    if (!parse) fail(`unknown line '${key}'`);
    parse!(words, r);
  }
  return r.d;
}
