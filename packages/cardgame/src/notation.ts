// A text notation for whole positions, hidden parts included (for tests, worked examples
// and bug reports; never sent to a player). makePosition writes every line; parsePosition
// also reads a short form where most lines are left out and take game-like defaults, so a
// rules fixture states only what matters. A parsed position must pass checkInvariants.
//
//   DT-CardGame position 1
//   scenario tutorial-2 secret=no timer=- selection=- handicap=- maxturns=-
//   rooms blue-A/0* blue-B/1 green-A/3*o green-B/0*W    <- per slot: room/orientation,
//                                    * face up, o portcullis open, x broken, W walls broken
//   phase actions active=yellow turn=3 firsts=yellow,blue,yellow deal=yellow done=no,no
//   wheels 3 1
//   hand yellow combat=0,1,2,2,3,3,4,5,6 jumps=3 wallcard=yes vp=0 bonus=0
//   pieces yNg:a1 yRp:a1>yNg yWa*:b2 bKy:@3 yCo:Ywt bTr:escaped      <- * wounded, >carrier,
//                                    @slot face-down, words for cards off the table
//   flags yWa:n,bCb:f            <- n wounded this turn, s spent, f fired, u samurai used
//   entered yNg<a4               <- entered a zone of enemies from a4 this turn (only back there)
//   aliases 4 yWa:3              <- the next handle, then the cards' handles
//   selection characters yellow
//   combat close yNg bWa attackers=yNg defenders=bWa shooters=- shots=- count=1,1 telepath=- announced=- forced=no shown=- first=- cards=-/-
//   moving yNg move steps=1 lock=a5 decided=yes   <- a movement under way
//   placing 3 yellow yNg,bKy takeover=no
//   result - draw=- reason=-
import { invalid, validated } from '@dt/kernel';
import { buildBoard, parsePlace, placeName } from './board.ts';
import { N_CHARS, N_PIECES, parsePieceCode, pieceCode, type PieceId } from './cards.ts';
import { normaliseConfig } from './config.ts';
import { createState, initialData, type PositionData } from './create.ts';
import { checkInvariants } from './invariants.ts';
import { ROOMS } from './rooms.ts';
import { SCENARIO_DEFS } from './scenarios.ts';
import {
  Flag,
  Loc,
  PHASES,
  faceDownLoc,
  faceDownRoom,
  isStart,
  type Board,
  type Combat,
  type Phase,
  type State,
} from './state.ts';
import { SEATS, err, type Result, type Seat } from './types.ts';

const HEADER = 'DT-CardGame position 1';
const SETUP: readonly Phase[] = ['select', 'handicap', 'starters', 'deal', 'facing'];
const LOC_WORDS: [number, string][] = [
  [Loc.Pool, 'pool'],
  [Loc.Team, 'team'],
  [Loc.Escaped, 'escaped'],
  [Loc.Dead, 'dead'],
  [Loc.Gone, 'gone'],
  [Loc.Rescued, 'rescued'],
  [Loc.Removed, 'removed'],
];
const FLAG_LETTERS: [number, string][] = [
  [Flag.WoundedNow, 'n'],
  [Flag.Spent, 's'],
  [Flag.Fired, 'f'],
  [Flag.Samurai, 'u'],
];

const roomId = (r: number): string => ROOMS[r]!.name.replace(' ', '-');
const list = (xs: readonly (string | number)[]): string => (xs.length ? xs.join(',') : '-');
const seatWord = (x: number): string => (x === 0 || x === 1 ? SEATS[x] : '-');
const yes = (b: boolean): string => (b ? 'yes' : 'no');

function locWord(s: State, p: PieceId): string {
  const l = s.loc[p]!;
  if (l >= 0) return placeName(s, l, p < N_CHARS || !isStart(l));
  const room = faceDownRoom(l);
  if (room >= 0) return `@${s.layout.indexOf(room)}`;
  return LOC_WORDS.find(([v]) => v === l)![1];
}

export function makePosition(s: State): string {
  const c = s.config;
  const h = c.handicap;
  const lines = [HEADER];
  lines.push(
    `scenario ${c.scenario} selection=${c.selection ?? '-'} timer=${c.timerSeconds ?? '-'} secret=${yes(c.secretObjects)} ` +
      `handicap=${h ? `${h.seat}/${h.stronger}/${h.weaker}` : '-'} maxturns=${c.maxTurns ?? '-'}`,
  );
  lines.push(
    'rooms ' +
      s.layout
        .map((r) => {
          const flags = (s.revealed[r] ? '*' : '') + ['', 'o', 'x'][s.port[r]!]! + (s.walls[r] ? 'W' : '');
          return `${roomId(r)}/${s.orient[r]}${flags}`;
        })
        .join(' '),
  );
  lines.push(
    `phase ${s.phase} active=${SEATS[s.active]} turn=${s.turn} firsts=${SEATS[s.firsts.select]},${SEATS[s.firsts.deal]},${
      SEATS[s.firsts.play]
    } deal=${SEATS[s.dealTurn]} done=${yes(s.done[0])},${yes(s.done[1])}`,
  );
  lines.push(`wheels ${s.wheel[0]} ${s.wheel[1]}`);
  for (const seat of [0, 1] as const) {
    const combat: number[] = [];
    for (let v = 0; v <= 6; v++) for (let k = 0; k < s.combatHand[seat * 7 + v]!; k++) combat.push(v);
    lines.push(
      `hand ${SEATS[seat]} combat=${list(combat)} jumps=${s.jumps[seat]} wallcard=${yes(s.wallCard[seat])} ` +
        `vp=${s.vp[seat]} bonus=${s.bonus[seat]}`,
    );
  }
  const pieces: string[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    if (s.loc[p] === Loc.None) continue;
    const carrier = s.carrier[p]! >= 0 ? `>${pieceCode(s.carrier[p]!)}` : '';
    const w = p < N_CHARS && s.wounded[p] ? '*' : '';
    pieces.push(carrier ? `${pieceCode(p)}${w}${carrier}` : `${pieceCode(p)}${w}:${locWord(s, p)}`);
  }
  lines.push(`pieces ${pieces.join(' ')}`);
  const flags: string[] = [];
  for (let p = 0; p < N_CHARS; p++) {
    const f = FLAG_LETTERS.filter(([bit]) => s.flags[p]! & bit)
      .map(([, l]) => l)
      .join('');
    if (f) flags.push(`${pieceCode(p)}:${f}`);
  }
  lines.push(`flags ${list(flags)}`);
  // Written only when some character entered a zone of enemies this turn (CN9).
  const entered: string[] = [];
  for (let c = 0; c < N_CHARS; c++)
    if (s.entered[c]! >= 0) entered.push(`${pieceCode(c)}<${placeName(s, s.entered[c]!)}`);
  if (entered.length) lines.push(`entered ${entered.join(' ')}`);
  const aliases: string[] = [];
  for (let p = 0; p < N_PIECES; p++) if (s.alias[p]) aliases.push(`${pieceCode(p)}:${s.alias[p]}`);
  lines.push(`aliases ${s.nextAlias} ${list(aliases)}`);
  if (s.selection) lines.push(`selection ${s.selection.part} ${SEATS[s.selection.chooser]}`);
  const k = s.combat;
  if (k) {
    const codes = (xs: PieceId[]): string => list(xs.map(pieceCode));
    lines.push(
      `combat ${k.kind} ${pieceCode(k.initiator)} ${pieceCode(k.target)} attackers=${codes(k.attackers)} ` +
        `defenders=${codes(k.defenders)} shooters=${codes(k.shooters)} shots=${list(k.shots)} count=${k.count.join(',')} ` +
        `telepath=${seatWord(k.telepath)} announced=${k.announced ?? '-'} forced=${yes(k.forced)} ` +
        `shown=${k.shown ? list(k.shown) : '-'} first=${seatWord(k.first)} ` +
        `cards=${k.cards.map((x) => (x ? list(x) : '-')).join('/')}`,
    );
  }
  const mv = s.moving;
  if (mv)
    lines.push(
      `moving ${pieceCode(mv.piece)} ${mv.mode} steps=${mv.steps} lock=${mv.lock < 0 ? '-' : placeName(s, mv.lock)} ` +
        `decided=${yes(mv.decided)}`,
    );
  const pl = s.placing;
  if (pl)
    lines.push(
      `placing ${s.layout.indexOf(pl.room)} ${SEATS[pl.revealer]} ${list(pl.queue.map(pieceCode))} takeover=${yes(pl.takeover)}`,
    );
  lines.push(
    `result ${s.winner === null ? '-' : s.winner === -1 ? 'draw' : SEATS[s.winner]} draw=${seatWord(s.drawOffer)} ` +
      `reason=${JSON.stringify(s.endReason)}`,
  );
  return lines.join('\n') + '\n';
}

type Fields = Record<string, string>;

/** Splits "word a=1 b=2" into positional words and key=value fields. */
function fieldsOf(words: readonly string[]): { pos: string[]; kv: Fields } {
  const pos: string[] = [];
  const kv: Fields = {};
  for (const w of words) {
    const i = w.indexOf('=');
    if (i > 0) kv[w.slice(0, i)] = w.slice(i + 1);
    else pos.push(w);
  }
  return { pos, kv };
}

const fail = invalid;
const need = <T>(x: T | undefined, what: string): T => (x === undefined ? fail(what) : x);

const seatOfWord = (w: string | undefined, dflt?: Seat): Seat =>
  w === undefined && dflt !== undefined
    ? dflt
    : w === 'yellow'
      ? 0
      : w === 'blue'
        ? 1
        : fail(`bad seat '${w ?? ''}' (yellow or blue)`);
const optSeat = (w: string | undefined): -1 | Seat => (w === undefined || w === '-' ? -1 : seatOfWord(w));
const int = (w: string | undefined, dflt: number, what: string): number =>
  w === undefined ? dflt : /^-?\d+$/.test(w) ? Number(w) : fail(`${what}: bad number '${w}'`);
const ints = (w: string, what: string): number[] =>
  w === '-' ? [] : w.split(',').map((x) => int(x, 0, what));
const bool = (w: string | undefined, what: string): boolean =>
  w === 'yes' ? true : w === 'no' ? false : fail(`${what}: yes or no, not '${w ?? ''}'`);
const card = (w: string): PieceId => parsePieceCode(w) ?? fail(`unknown card '${w}'`);
const cards = (w: string | undefined): PieceId[] => (!w || w === '-' ? [] : w.split(',').map(card));

/** Position data being read: each line's parser fills in its part (see LINES). */
interface Reading {
  d: Mutable<PositionData>;
  /** The board of the rooms line, to read place names. */
  board: Board;
}
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type LineParser = (words: string[], r: Reading) => void;

/** The scenario line: the configuration, and the defaults of the short form (a game in play). */
function readScenario(words: string[]): Mutable<PositionData> {
  const f = fieldsOf(words);
  const cfg: Record<string, unknown> = { scenario: f.pos[0] };
  const kv = f.kv;
  if (kv['selection'] && kv['selection'] !== '-') cfg['selection'] = kv['selection'];
  if (kv['timer'] && kv['timer'] !== '-') cfg['timerSeconds'] = int(kv['timer'], 0, 'timer');
  if (kv['secret'] !== undefined) cfg['secretObjects'] = bool(kv['secret'], 'secret');
  if (kv['maxturns'] && kv['maxturns'] !== '-') cfg['maxTurns'] = int(kv['maxturns'], 0, 'maxturns');
  if (kv['handicap'] && kv['handicap'] !== '-') {
    const [seat, stronger, weaker] = kv['handicap'].split('/');
    cfg['handicap'] = { seat, stronger, weaker };
  }
  const norm = normaliseConfig(cfg);
  if (!norm.ok) return fail(norm.error.message);
  const yellow = { select: 0, deal: 0, play: 0 } as const;
  const d: Mutable<PositionData> = initialData(norm.value, [], new Uint8Array(12), yellow);
  return { ...d, phase: 'actions', turn: 1, selection: null, wheel: [3, 0] };
}

/** The rooms line, read before the others: the board it gives names the places. */
function readRooms(words: string[], d: Mutable<PositionData>): Board {
  const def = SCENARIO_DEFS[d.config.scenario];
  if (words.length !== def.pairs * 2) fail(`${def.name} has ${def.pairs * 2} rooms`);
  const layout: number[] = [];
  const orient = new Uint8Array(12);
  const revealed = new Uint8Array(12);
  const port = new Uint8Array(12);
  const walls = new Uint8Array(12);
  for (const w of words) {
    const m = /^([a-z]+-[AB])\/([0-3])([*oxW]*)$/.exec(w);
    const r = m ? ROOMS.findIndex((x) => x.name === m[1]!.replace('-', ' ')) : -1;
    if (!m || r < 0 || layout.includes(r)) fail(`bad room '${w}' (name/orientation, then * o x W)`);
    layout.push(r);
    orient[r] = Number(m![2]);
    revealed[r] = m![3]!.includes('*') ? 1 : 0;
    port[r] = m![3]!.includes('x') ? 2 : m![3]!.includes('o') ? 1 : 0;
    walls[r] = m![3]!.includes('W') ? 1 : 0;
  }
  Object.assign(d, { layout, orient, revealed, port, walls });
  return buildBoard({ layout, orient, revealed, port, walls });
}

const LINES: Record<string, LineParser> = {
  phase(words, { d }) {
    const f = fieldsOf(words);
    const phase = f.pos[0] as Phase;
    if (!PHASES.includes(phase)) fail(`unknown phase '${f.pos[0] ?? ''}'`);
    const fw = (f.kv['firsts'] ?? 'yellow,yellow,yellow').split(',');
    if (fw.length !== 3) fail('firsts=<seat>,<seat>,<seat>');
    const done = (f.kv['done'] ?? 'no,no').split(',');
    const active = seatOfWord(f.kv['active'], 0);
    Object.assign(d, {
      phase,
      active,
      turn: int(f.kv['turn'], phase === 'actions' ? 1 : 0, 'turn'),
      firsts: { select: seatOfWord(fw[0]), deal: seatOfWord(fw[1]), play: seatOfWord(fw[2]) },
      dealTurn: seatOfWord(f.kv['deal'], 0),
      done: [bool(done[0], 'done'), bool(done[1], 'done')],
      wheel: SETUP.includes(phase) ? [0, 0] : active === 0 ? [3, 0] : [0, 3],
    });
  },
  wheels(words, { d }) {
    d.wheel = [int(words[0], 0, 'wheels'), int(words[1], 0, 'wheels')];
  },
  hand(words, { d }) {
    const f = fieldsOf(words);
    const seat = seatOfWord(f.pos[0]);
    const pair = <T>(xs: readonly [T, T], v: T | undefined): [T, T] =>
      v === undefined ? [xs[0], xs[1]] : seat === 0 ? [v, xs[1]] : [xs[0], v];
    if (f.kv['combat'] !== undefined) {
      const hand = Array.from(d.combatHand);
      hand.fill(0, seat * 7, seat * 7 + 7);
      for (const v of ints(f.kv['combat'], 'combat'))
        if (v < 0 || v > 6) fail(`no Combat +${v}`);
        else hand[seat * 7 + v]!++;
      d.combatHand = hand;
    }
    const num = (k: string): number | undefined => (f.kv[k] === undefined ? undefined : int(f.kv[k], 0, k));
    d.jumps = pair(d.jumps, num('jumps'));
    d.wallCard = pair(
      d.wallCard,
      f.kv['wallcard'] === undefined ? undefined : bool(f.kv['wallcard'], 'wallcard'),
    );
    d.vp = pair(d.vp, num('vp'));
    d.bonus = pair(d.bonus, num('bonus'));
  },
  pieces: readPieces,
  entered(words, r) {
    const entered = new Int8Array(N_CHARS).fill(-1);
    for (const w of words) {
      const [code, from] = w.split('<');
      const c = card(code!);
      if (c >= N_CHARS || from === undefined) fail(`entered <character><place>, not '${w}'`);
      entered[c] = need(parsePlace(r, from!), `bad place '${from}'`);
    }
    r.d.entered = entered;
  },
  flags(words, { d }) {
    const flags = new Uint8Array(N_CHARS);
    for (const w of words.flatMap((x) => x.split(','))) {
      if (w === '-') continue;
      const [code, letters] = w.split(':');
      const p = card(code!);
      if (p >= N_CHARS) fail(`${code} is an object: it has no flags`);
      for (const ch of letters ?? '') {
        const bit = FLAG_LETTERS.find(([, l]) => l === ch) ?? fail(`unknown flag '${ch}'`);
        flags[p] = flags[p]! | bit[0];
      }
    }
    d.flags = flags;
  },
  aliases(words, { d }) {
    const alias = new Int16Array(N_PIECES);
    for (const w of words.slice(1).flatMap((x) => x.split(','))) {
      if (w === '-') continue;
      const [code, n] = w.split(':');
      alias[card(code!)] = int(n, 0, 'a handle');
    }
    Object.assign(d, { alias, nextAlias: int(words[0], 0, 'aliases <next handle>') });
  },
  selection(words, { d }) {
    const part = words[0] === 'objects' ? 'objects' : 'characters';
    d.selection = { part, chooser: seatOfWord(words[1]) };
  },
  combat: (words, { d }) => (d.combat = readCombat(words)),
  moving(words, r) {
    const f = fieldsOf(words.slice(1));
    const mode = f.pos[0] === 'move' || f.pos[0] === 'wall' ? f.pos[0] : fail('moving <card> move|wall ...');
    const lock = f.kv['lock'];
    r.d.moving = {
      piece: card(words[0] ?? ''),
      mode,
      steps: int(f.kv['steps'], 0, 'steps'),
      lock: !lock || lock === '-' ? -1 : need(parsePlace(r, lock), `bad place '${lock}'`),
      decided: f.kv['decided'] === 'yes',
    };
  },
  placing(words, { d }) {
    d.placing = {
      room: need(d.layout[int(words[0], -1, 'placing <slot>')], `no room slot ${words[0]}`),
      revealer: seatOfWord(words[1]),
      queue: cards(words[2]),
      takeover: words[3] === 'takeover=yes',
    };
  },
  result(words, { d }) {
    const raw = words.join(' ');
    const at = raw.indexOf('reason=');
    const f = fieldsOf((at >= 0 ? raw.slice(0, at) : raw).split(/\s+/).filter(Boolean));
    const w = f.pos[0];
    d.winner = w === 'draw' ? -1 : w === '-' || w === undefined ? null : seatOfWord(w);
    d.drawOffer = optSeat(f.kv['draw']);
    d.endReason = at >= 0 ? readString(raw.slice(at + 7)) : '';
  },
};

/** A position from its notation (full or short form); BAD_NOTATION says what is wrong. */
export function parsePosition(text: string): Result<State> {
  const d = validated(() => readPosition(text));
  if (!d.ok) return d;
  const s = createState(d.value);
  if (!s.ok) return err('BAD_NOTATION', s.error.message);
  const problems = checkInvariants(s.value);
  if (problems.length) return err('BAD_NOTATION', `the position breaks invariants: ${problems.join('; ')}`);
  return s;
}

/** The position data of a text: the scenario and rooms lines first, then the others in any order. */
function readPosition(text: string): PositionData {
  if (typeof text !== 'string') fail('a position is text');
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines[0] !== HEADER) fail(`a position starts with '${HEADER}'`);
  const byKey = new Map<string, string[][]>();
  for (const l of lines.slice(1)) {
    const [key, ...rest] = l.split(/\s+/);
    if (key !== 'scenario' && key !== 'rooms' && !LINES[key!]) fail(`unknown line '${key}'`);
    if (byKey.has(key!) && key !== 'hand') fail(`line '${key}' given twice`);
    byKey.set(key!, [...(byKey.get(key!) ?? []), rest]);
  }
  const d = readScenario(need(byKey.get('scenario'), 'a scenario line is needed')[0]!);
  const r: Reading = { d, board: readRooms(need(byKey.get('rooms'), 'a rooms line is needed')[0]!, d) };
  for (const key of Object.keys(LINES)) for (const words of byKey.get(key) ?? []) LINES[key]!(words, r);
  if (d.phase === 'select') d.selection ??= { part: 'characters', chooser: d.firsts.select };
  else d.selection = null;
  // A movement locked in a zone of enemies entered it from there: the short form may leave out the entered line.
  const m = d.moving;
  if (m && m.lock >= 0 && !byKey.has('entered')) {
    d.entered = new Int8Array(N_CHARS).fill(-1);
    (d.entered as Int8Array)[m.piece] = m.lock;
  }
  return d;
}

function readString(text: string): string {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'string') return v;
  } catch {
    // reported below
  }
  return fail('reason=<JSON string>');
}

/** The pieces line: each card's place, wounded mark and carrier ("yKy>yNg", "yWa*:b3", "bKy:@2"). */
function readPieces(words: string[], r: Reading): void {
  const loc = new Array<number>(N_PIECES).fill(Loc.None);
  const carrier = new Array<number>(N_PIECES).fill(-1);
  const wounded = new Array<number>(N_CHARS).fill(0);
  const seen = new Set<PieceId>();
  for (const w of words) {
    const m = /^([yb][A-Z][a-z]2?)(\*?)(?::(.+)|>([yb][A-Z][a-z]2?))$/.exec(w) ?? fail(`bad piece '${w}'`);
    const p = card(m[1]!);
    if (seen.has(p)) fail(`${m[1]} is listed twice`);
    seen.add(p);
    if (m[2]) {
      if (p >= N_CHARS) fail(`${m[1]} is an object: it cannot be wounded`);
      wounded[p] = 1;
    }
    if (m[4]) carrier[p] = card(m[4]);
    else loc[p] = placeOf(m[3]!, r);
  }
  Object.assign(r.d, { loc, carrier, wounded });
}

/** A place word of the pieces line: a zone, a starting-zone place, "@slot" (face-down) or a word. */
function placeOf(where: string, r: Reading): number {
  const word = LOC_WORDS.find(([, x]) => x === where);
  if (word) return word[0];
  if (where.startsWith('@'))
    return faceDownLoc(need(r.d.layout[int(where.slice(1), -1, 'a room slot')], `no room slot ${where}`));
  return need(parsePlace(r, where), `bad place '${where}'`);
}

function readCombat(words: string[]): Combat {
  const f = fieldsOf(words);
  const kind = f.pos[0] as Combat['kind'];
  if (kind !== 'close' && kind !== 'ranged' && kind !== 'spear') fail('combat close|ranged|spear ...');
  const count = ints(f.kv['count'] ?? '1,1', 'count');
  const chosen = (f.kv['cards'] ?? '-/-').split('/').map((x) => (x === '-' ? null : ints(x, 'cards')));
  return {
    kind,
    initiator: card(f.pos[1] ?? fail('combat <kind> <initiator> <target>')),
    target: card(f.pos[2] ?? fail('combat <kind> <initiator> <target>')),
    attackers: cards(f.kv['attackers']),
    defenders: cards(f.kv['defenders']),
    shooters: cards(f.kv['shooters']),
    shots: ints(f.kv['shots'] ?? '-', 'shots'),
    count: [count[0] ?? 1, count[1] ?? 1],
    telepath: optSeat(f.kv['telepath']),
    announced: f.kv['announced'] && f.kv['announced'] !== '-' ? int(f.kv['announced'], 0, 'announced') : null,
    forced: f.kv['forced'] === 'yes',
    shown: f.kv['shown'] && f.kv['shown'] !== '-' ? ints(f.kv['shown'], 'shown') : null,
    first: optSeat(f.kv['first']),
    cards: [chosen[0] ?? null, chosen[1] ?? null],
  };
}
