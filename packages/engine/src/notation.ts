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
import { buildBoard, geometry, parseSquare, squareName } from './board.ts';
import { PRISON_ROOMS } from './rooms.ts';
import { parseRoom, type RoomDef } from './roomdef.ts';
import { SCENARIO_DEFS } from './scenarios.ts';
import { normaliseConfig } from './setup.ts';
import { Loc, clone, inRoomSlot, type Combat, type Phase, type State } from './state.ts';
import { FULL_ACTION_HAND } from './turn.ts';
import {
  COMBAT_DECK,
  N_PIECES,
  SCENARIOS,
  SEATS,
  err,
  ok,
  parsePieceCode,
  pieceCode,
  type GameConfig,
  type PieceId,
  type Result,
  type ScenarioName,
  type Seat,
} from './types.ts';

const HEADER = 'DT-Prison position 1';
const PHASES: readonly Phase[] = [
  'handicap',
  'starters',
  'tokens',
  'card',
  'actions',
  'place',
  'announce',
  'combat',
  'over',
];
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
const mask = (m: number): string => {
  const out: string[] = [];
  for (let p = 0; p < 16; p++) if ((m >> p) & 1) out.push(pieceCode(p));
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
  const c = s.config;
  const h = c.handicap;
  const lines = [HEADER];
  lines.push(
    `scenario ${c.scenario} vp=${c.vpTarget} timer=${c.timerSeconds ?? '-'} maxturns=${c.maxTurns ?? '-'} handicap=${
      h ? `${h.seat}/${h.characters}/${h.removeCombat.join('+') || '-'}` : '-'
    }`,
  );
  if (s.roomDefs !== PRISON_ROOMS) {
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
  lines.push(
    `marks wounded-now=${mask(s.woundedNow)} healed-now=${mask(s.healedNow)} reached=${yes(s.targetReached)} draw-offer=${seatWord(
      s.drawOffer,
    )}`,
  );
  const entries: string[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    if (s.carrier[p]! >= 0) continue;
    const w = (q: PieceId): string => pieceCode(q) + (s.wounded[q] ? '*' : '');
    let e = `${w(p)}:${locWord(s, p)}`;
    for (let q = 0; q < N_PIECES; q++) if (s.carrier[q] === p) e += `>${w(q)}`;
    entries.push(e);
  }
  lines.push('pieces ' + entries.join(' '));
  if (s.combat) {
    const k = s.combat;
    lines.push(
      `combat ${k.kind} initiator=${pieceCode(k.initiator)} target=${pieceCode(k.target)} attackers=${list(
        k.attackers.map(pieceCode),
      )} defenders=${list(k.defenders.map(pieceCode))} telepath=${seatWord(k.telepath)} announced=${k.announced ?? '-'} forced=${yes(
        k.forced,
      )} shown=${k.shown ? list(k.shown) : '-'} cards=${k.cards.map((v) => (v < 0 ? '-' : v)).join(',')}`,
    );
  }
  if (s.placing) {
    const pl = s.placing;
    lines.push(
      `placing slot=${pl.slot} revealer=${SEATS[pl.revealer]} takeover=${yes(pl.takeover)} queue=${list(pl.queue.map(pieceCode))}`,
    );
  }
  if (s.winner !== null)
    lines.push(`result winner=${s.winner < 0 ? 'draw' : SEATS[s.winner as Seat]} reason=${s.endReason}`);
  return lines.join('\n') + '\n';
}

type Fields = Record<string, string>;
function fields(words: string[]): Fields {
  const f: Fields = {};
  for (const w of words) {
    const i = w.indexOf('=');
    if (i > 0) f[w.slice(0, i)] = w.slice(i + 1);
  }
  return f;
}

class Bad extends Error {}
const fail = (m: string): never => {
  throw new Bad(m);
};

const seatOfWord = (w: string | undefined, dflt: Seat): Seat =>
  w === undefined ? dflt : w === 'yellow' ? 0 : w === 'blue' ? 1 : fail(`bad seat '${w}'`);
const optSeat = (w: string | undefined): -1 | Seat => (w === undefined || w === '-' ? -1 : seatOfWord(w, 0));
const nums = (w: string | undefined): number[] =>
  w === undefined || w === '-'
    ? []
    : w.split(',').map((x) => (/^\d+$/.test(x) ? Number(x) : fail(`bad number '${x}'`)));
const piece = (w: string): PieceId => parsePieceCode(w) ?? fail(`unknown piece '${w}'`);
const pieces = (w: string | undefined): PieceId[] =>
  w === undefined || w === '-' ? [] : w.split(',').map(piece);
const bool = (w: string | undefined, dflt: boolean): boolean =>
  w === undefined ? dflt : w === 'yes' ? true : w === 'no' ? false : fail(`expected yes/no, got '${w}'`);
const int = (w: string | undefined, dflt: number): number =>
  w === undefined ? dflt : /^-?\d+$/.test(w) ? Number(w) : fail(`bad number '${w}'`);

/** Parses a position; omitted lines take defaults (see the module header). */
export function parsePosition(text: string): Result<State> {
  try {
    return ok(parseOrThrow(text));
  } catch (e) {
    if (e instanceof Bad) return err('BAD_NOTATION', e.message);
    throw e;
  }
}

function parseOrThrow(text: string): State {
  const lines = text.split(/\r?\n/);
  let i = 0;
  const next = (): string | undefined => {
    while (i < lines.length && (lines[i]!.trim() === '' || lines[i]!.trim().startsWith('#'))) i++;
    return lines[i++];
  };
  const first = next()?.trim();
  if (first !== HEADER) fail(`a position starts with '${HEADER}'`);
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
      continue;
    }
    if (key === 'result') {
      byKey.set(key, [line.trim().slice(7)]);
      continue;
    }
    byKey.set(key, words.slice(1));
  }
  const sc = byKey.get('scenario') ?? fail('missing scenario line');
  if (!(SCENARIOS as readonly string[]).includes(sc[0]!)) fail(`unknown scenario '${sc[0]}'`);
  const scen = SCENARIO_DEFS[sc[0] as ScenarioName];
  const sf = fields(sc.slice(1));
  const hw = sf['handicap'];
  let handicap: GameConfig['handicap'] = null;
  if (hw && hw !== '-') {
    const [hs, hc, hr] = hw.split('/');
    handicap = {
      seat: SEATS[seatOfWord(hs, 0)],
      characters: int(hc, 8),
      removeCombat: hr && hr !== '-' ? hr.split('+').map(Number) : [],
    };
  }
  const cfg = normaliseConfig({
    scenario: scen.name,
    vpTarget: int(sf['vp'], scen.vpTarget),
    timerSeconds: sf['timer'] && sf['timer'] !== '-' ? Number(sf['timer']) : null,
    maxTurns: sf['maxturns'] && sf['maxturns'] !== '-' ? Number(sf['maxturns']) : null,
    handicap,
  });
  if (!cfg.ok) return fail(cfg.error.message);
  const roomDefs = custom.length ? [...custom, ...PRISON_ROOMS] : PRISON_ROOMS;
  const geo = geometry(scen.roomRows);
  const rw = byKey.get('rooms') ?? fail('missing rooms line');
  if (rw.length !== scen.roomRows * 2) fail(`${scen.name} has ${scen.roomRows * 2} rooms`);
  const layout: number[] = [];
  const orient = new Uint8Array(rw.length);
  const revealed = new Uint8Array(rw.length);
  rw.forEach((w, slot) => {
    const m = /^([^/]+)\/([0-3])(\*?)$/.exec(w) ?? fail(`bad room '${w}' (name/orientation, * if revealed)`);
    const ri = roomDefs.findIndex((r) => r.name === m[1]);
    if (ri < 0) fail(`unknown room '${m[1]}'`);
    layout.push(ri);
    orient[slot] = Number(m[2]);
    revealed[slot] = m[3] ? 1 : 0;
  });
  const portState = new Uint8Array(roomDefs.length * 8);
  for (const w of byKey.get('portcullis') ?? []) {
    if (w === '-') continue;
    const [name, states] = w.split('=');
    const ri = roomDefs.findIndex((r) => r.name === name);
    if (ri < 0 || !states) fail(`bad portcullis entry '${w}'`);
    states!.split(',').forEach((st, k) => {
      const v = PORT_WORDS.indexOf(st);
      if (v < 0 || k >= roomDefs[ri]!.portcullisCount) fail(`bad portcullis entry '${w}'`);
      portState[ri * 8 + k] = v;
    });
  }
  const ph = byKey.get('phase') ?? ['actions'];
  if (!PHASES.includes(ph[0] as Phase)) fail(`unknown phase '${ph[0]}'`);
  const pf = fields(ph.slice(1));
  const su = fields(byKey.get('setup') ?? []);
  const cd = fields(byKey.get('cards') ?? []);
  const mk = fields(byKey.get('marks') ?? []);
  const starters = (su['starters'] ?? 'yes,yes').split(',');

  const loc = new Int16Array(N_PIECES).fill(Loc.None);
  const carrier = new Int8Array(N_PIECES).fill(-1);
  const wounded = new Uint8Array(16);
  const seen = new Set<PieceId>();
  const addPiece = (tok: string): PieceId => {
    const w = tok.endsWith('*');
    const p = piece(w ? tok.slice(0, -1) : tok);
    if (seen.has(p)) fail(`piece ${pieceCode(p)} listed twice`);
    seen.add(p);
    if (w) {
      if (p >= 16) fail(`only characters can be wounded (${tok})`);
      wounded[p] = 1;
    }
    return p;
  };
  for (const e of byKey.get('pieces') ?? []) {
    const [head, ...carried] = e.split('>');
    const [code, where] = head!.split(':');
    if (!code || !where) fail(`bad piece entry '${e}' (code:square)`);
    const p = addPiece(code!);
    const word = LOC_WORDS.find(([, w]) => w === where);
    if (word) loc[p] = word[0];
    else if (/^@\d$/.test(where!)) loc[p] = Loc.InRoom - Number(where!.slice(1));
    else loc[p] = parseSquare(where!, geo) ?? fail(`bad square '${where}'`);
    for (const ctok of carried) {
      const q = addPiece(ctok);
      if (loc[p]! < 0) fail(`${pieceCode(p)} must be on a square to carry ${pieceCode(q)}`);
      carrier[q] = p;
      loc[q] = loc[p]!;
    }
  }
  const combatHand = new Int8Array(14);
  const actionHand: [number, number] = [FULL_ACTION_HAND, FULL_ACTION_HAND];
  const actionPlayed: [number[], number[]] = [[], []];
  const jumps: [number, number] = [scen.jumpCards, scen.jumpCards];
  const vp: [number, number] = [0, 0];
  const kills: [number, number] = [0, 0];
  for (const seat of [0, 1] as const) {
    const f = fields(byKey.get(SEATS[seat]) ?? []);
    if (f['actions'] !== undefined) actionHand[seat] = nums(f['actions']).reduce((m, v) => m | (1 << v), 0);
    actionPlayed[seat] = nums(f['played']);
    const deck =
      f['combat'] !== undefined
        ? nums(f['combat'])
        : scen.combatCards
          ? COMBAT_DECK.flatMap((n, v) => Array(n).fill(v))
          : [];
    for (const v of deck) {
      if (v > 6) fail(`no Combat +${v}`);
      combatHand[seat * 7 + v]!++;
    }
    jumps[seat] = int(f['jumps'], scen.jumpCards);
    vp[seat] = int(f['vp'], 0);
    kills[seat] = int(f['kills'], 0);
  }
  const revealedCards: number[] = [];
  for (const w of cd['revealed'] && cd['revealed'] !== '-' ? cd['revealed'].split(',') : []) {
    const m = /^([yb])(\d)$/.exec(w) ?? fail(`bad revealed card '${w}'`);
    revealedCards.push(m[1] === 'y' ? 0 : 1, Number(m[2]));
  }
  let combat: Combat | null = null;
  const cw = byKey.get('combat');
  if (cw) {
    const f = fields(cw.slice(1));
    const kind = cw[0] as Combat['kind'];
    if (!['close', 'spear', 'ranged'].includes(kind)) fail(`bad combat kind '${kind}'`);
    const cards = (f['cards'] ?? '-,-').split(',').map((v) => (v === '-' ? -1 : Number(v))) as [
      number,
      number,
    ];
    combat = {
      kind,
      initiator: piece(f['initiator'] ?? fail('combat needs initiator')),
      target: piece(f['target'] ?? fail('combat needs target')),
      attackers: pieces(f['attackers']),
      defenders: pieces(f['defenders']),
      telepath: optSeat(f['telepath']),
      announced: f['announced'] && f['announced'] !== '-' ? Number(f['announced']) : null,
      forced: bool(f['forced'], false),
      shown: f['shown'] && f['shown'] !== '-' ? nums(f['shown']) : null,
      cards,
    };
  }
  const pw = byKey.get('placing');
  const plf = pw ? fields(pw) : null;
  const res = byKey.get('result')?.[0];
  let winner: State['winner'] = null;
  let endReason = '';
  if (res) {
    const m = /^winner=(yellow|blue|draw) reason=(.*)$/.exec(res) ?? fail('bad result line');
    winner = m[1] === 'draw' ? -1 : m[1] === 'yellow' ? 0 : 1;
    endReason = m[2]!;
  }
  const s: State = {
    config: cfg.value,
    scen,
    geo,
    roomDefs,
    layout,
    orient,
    revealed,
    portState,
    board: buildBoard({ geo, roomDefs, layout, orient, revealed, portState }),
    loc,
    carrier,
    wounded,
    woundedNow: pieces(mk['wounded-now']).reduce((m, p) => m | (1 << p), 0),
    healedNow: pieces(mk['healed-now']).reduce((m, p) => m | (1 << p), 0),
    actionHand,
    actionPlayed,
    highestAction: int(cd['highest'], 5),
    combatHand,
    jumps,
    vp,
    kills,
    revealedCards,
    phase: ph[0] as Phase,
    active: seatOfWord(pf['active'], 0),
    ap: int(pf['ap'], 5),
    turn: int(pf['turn'], 10),
    setupFirst: seatOfWord(su['first'], 0),
    playFirst: seatOfWord(su['play'], 0),
    startersDone: [bool(starters[0], true), bool(starters[1], true)],
    handicapDone: bool(su['handicap-done'], true),
    tokenTurn: seatOfWord(su['token-turn'], 0),
    combat,
    placing: plf
      ? {
          slot: int(plf['slot'], 0),
          revealer: seatOfWord(plf['revealer'], 0),
          takeover: bool(plf['takeover'], false),
          queue: pieces(plf['queue']),
        }
      : null,
    targetReached: bool(mk['reached'], false),
    drawOffer: optSeat(mk['draw-offer']),
    winner,
    endReason,
  };
  return clone(s); // one object shape for every state (see clone)
}
