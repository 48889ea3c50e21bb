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
//   aliases 4 yWa:3              <- the next handle, then the cards' handles
//   selection characters yellow
//   combat close yNg bWa attackers=yNg defenders=bWa shooters=- shots=- count=1,1 telepath=- announced=- forced=no shown=- first=- cards=-/-
//   moving yNg move steps=1 lock=a5 decided=yes   <- a movement under way
//   placing 3 yellow yNg,bKy takeover=no
//   result - draw=- reason=-
import { buildBoard, parsePlace, placeName } from './board.ts';
import { N_CHARS, N_PIECES, parsePieceCode, pieceCode, type PieceId } from './cards.ts';
import { checkInvariants } from './invariants.ts';
import { ROOMS } from './rooms.ts';
import { SCENARIO_DEFS } from './scenarios.ts';
import { createState, normaliseConfig } from './setup.ts';
import {
  Flag,
  Loc,
  faceDownLoc,
  faceDownRoom,
  isStart,
  type Combat,
  type Phase,
  type State,
} from './state.ts';
import { SEATS, err, ok, type GameConfig, type Result, type Seat } from './types.ts';

const HEADER = 'DT-CardGame position 1';
const PHASES: readonly Phase[] = [
  'select',
  'handicap',
  'starters',
  'deal',
  'facing',
  'actions',
  'moving',
  'place',
  'berserk',
  'announce',
  'combat',
  'over',
];
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
    if (s.loc[p] === Loc.None && !s.inGame[p]) continue;
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
function fieldsOf(words: string[]): { pos: string[]; kv: Fields } {
  const pos: string[] = [];
  const kv: Fields = {};
  for (const w of words) {
    const i = w.indexOf('=');
    if (i > 0) kv[w.slice(0, i)] = w.slice(i + 1);
    else pos.push(w);
  }
  return { pos, kv };
}

const seatOfWord = (w: string | undefined): Seat | undefined =>
  w === 'yellow' ? 0 : w === 'blue' ? 1 : undefined;
const ints = (w: string | undefined): number[] | undefined => {
  if (w === undefined) return undefined;
  if (w === '-') return [];
  const xs = w.split(',').map(Number);
  return xs.every((x) => Number.isInteger(x)) ? xs : undefined;
};

class Bad extends Error {}

/** A position from its notation (full or short form); BAD_NOTATION says what is wrong. */
export function parsePosition(text: string): Result<State> {
  try {
    return ok(readPosition(text));
  } catch (e) {
    if (e instanceof Bad) return err('BAD_NOTATION', e.message);
    throw e;
  }
}

function need<T>(x: T | undefined, what: string): T {
  if (x === undefined) throw new Bad(what);
  return x;
}

function readPosition(text: string): State {
  if (typeof text !== 'string') throw new Bad('a position is text');
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines[0] !== HEADER) throw new Bad(`a position starts with '${HEADER}'`);
  const byKey = new Map<string, string[][]>();
  for (const l of lines.slice(1)) {
    const [key, ...rest] = l.split(/\s+/);
    byKey.set(key!, [...(byKey.get(key!) ?? []), rest]);
  }
  const one = (k: string): string[] | undefined => byKey.get(k)?.[0];
  const scen = fieldsOf(need(one('scenario'), 'a scenario line is needed'));
  const cfg: Record<string, unknown> = { scenario: scen.pos[0] };
  const kv = scen.kv;
  if (kv['selection'] && kv['selection'] !== '-') cfg['selection'] = kv['selection'];
  if (kv['timer'] && kv['timer'] !== '-') cfg['timerSeconds'] = Number(kv['timer']);
  if (kv['secret'] === 'yes') cfg['secretObjects'] = true;
  if (kv['maxturns'] && kv['maxturns'] !== '-') cfg['maxTurns'] = Number(kv['maxturns']);
  if (kv['handicap'] && kv['handicap'] !== '-') {
    const [seat, stronger, weaker] = kv['handicap'].split('/');
    cfg['handicap'] = { seat, stronger, weaker };
  }
  const norm = normaliseConfig(cfg as unknown as GameConfig);
  if (!norm.ok) throw new Bad(norm.error.message);
  const def = SCENARIO_DEFS[norm.value.scenario];
  const roomWords = need(one('rooms'), 'a rooms line is needed');
  if (roomWords.length !== def.pairs * 2) throw new Bad(`${def.name} has ${def.pairs * 2} rooms`);
  const layout: number[] = [];
  const orient = new Uint8Array(12);
  const flags: string[] = [];
  for (const w of roomWords) {
    const m = /^([a-z]+-[AB])\/([0-3])([*oxW]*)$/.exec(w);
    const r = m ? ROOMS.findIndex((d) => d.name === m[1]!.replace('-', ' ')) : -1;
    if (!m || r < 0 || layout.includes(r)) throw new Bad(`bad room '${w}'`);
    layout.push(r);
    orient[r] = Number(m[2]);
    flags.push(m[3]!);
  }
  const ph = fieldsOf(one('phase') ?? ['actions']);
  const phase = ph.pos[0] as Phase;
  if (!PHASES.includes(phase)) throw new Bad(`unknown phase '${ph.pos[0]}'`);
  const fw = (ph.kv['firsts'] ?? 'yellow,yellow,yellow').split(',').map(seatOfWord);
  if (fw.length !== 3 || fw.some((x) => x === undefined)) throw new Bad('firsts=<seat>,<seat>,<seat>');
  const s = createState(norm.value, layout, orient, { select: fw[0]!, deal: fw[1]!, play: fw[2]! });
  layout.forEach((r, i) => {
    const f = flags[i]!;
    s.revealed[r] = f.includes('*') ? 1 : 0;
    s.port[r] = f.includes('x') ? 2 : f.includes('o') ? 1 : 0;
    s.walls[r] = f.includes('W') ? 1 : 0;
  });
  s.board = buildBoard(s);
  s.phase = phase;
  s.active = need(seatOfWord(ph.kv['active'] ?? 'yellow'), 'active=<seat>');
  s.turn = Number(ph.kv['turn'] ?? (phase === 'actions' ? 1 : 0));
  s.dealTurn = need(seatOfWord(ph.kv['deal'] ?? 'yellow'), 'deal=<seat>');
  const done = (ph.kv['done'] ?? 'no,no').split(',');
  s.done = [done[0] === 'yes', done[1] === 'yes'];
  const setup = ['select', 'handicap', 'starters', 'deal', 'facing'].includes(phase);
  const wh = one('wheels') ?? (setup ? ['0', '0'] : s.active === 0 ? ['3', '0'] : ['0', '3']);
  s.wheel = [Number(wh[0]), Number(wh[1])];
  for (const words of byKey.get('hand') ?? []) readHand(s, words);
  readPieces(s, one('pieces') ?? []);
  readFlags(s, one('flags') ?? []);
  const al = one('aliases');
  if (al) {
    s.nextAlias = Number(al[0]);
    for (const w of al.slice(1).flatMap((x) => x.split(','))) {
      if (w === '-') continue;
      const [code, n] = w.split(':');
      s.alias[need(parsePieceCode(code!), `unknown card '${code}'`)] = Number(n);
    }
  }
  const sel = one('selection');
  s.selection = sel
    ? {
        part: sel[0] === 'objects' ? 'objects' : 'characters',
        chooser: need(seatOfWord(sel[1]), 'selection <part> <seat>'),
      }
    : null;
  if (phase !== 'select') s.selection = null;
  else if (!s.selection) s.selection = { part: 'characters', chooser: s.firsts.select };
  const cb = one('combat');
  s.combat = cb ? readCombat(cb) : null;
  const mv = one('moving');
  if (mv) {
    const f = fieldsOf(mv.slice(1));
    const mode = f.pos[0];
    if (mode !== 'move' && mode !== 'wall')
      throw new Bad('moving <card> move|wall steps=<n> lock=<place|-> decided=<yes|no>');
    s.moving = {
      piece: need(parsePieceCode(mv[0] ?? ''), `unknown card '${mv[0]}'`),
      mode,
      steps: Number(f.kv['steps'] ?? 0),
      lock:
        !f.kv['lock'] || f.kv['lock'] === '-'
          ? -1
          : need(parsePlace(s, f.kv['lock']), `bad place '${f.kv['lock']}'`),
      decided: f.kv['decided'] === 'yes',
    };
  }
  const pl = one('placing');
  if (pl) {
    const slot = Number(pl[0]);
    const queue =
      (pl[2] ?? '-') === '-'
        ? []
        : pl[2]!.split(',').map((c) => need(parsePieceCode(c), `unknown card '${c}'`));
    s.placing = {
      room: need(s.layout[slot], `no room slot ${pl[0]}`),
      revealer: need(seatOfWord(pl[1]), 'placing <slot> <seat> <cards>'),
      queue,
      takeover: pl[3] === 'takeover=yes',
    };
  }
  const res = one('result');
  if (res) {
    const raw = res.join(' ');
    const at = raw.indexOf('reason=');
    const r = fieldsOf((at >= 0 ? raw.slice(0, at) : raw).split(/\s+/).filter(Boolean));
    s.winner =
      r.pos[0] === 'draw'
        ? -1
        : r.pos[0] === '-' || r.pos[0] === undefined
          ? null
          : need(seatOfWord(r.pos[0]), 'result <seat|draw|->');
    s.drawOffer = r.kv['draw'] && r.kv['draw'] !== '-' ? need(seatOfWord(r.kv['draw']), 'draw=<seat>') : -1;
    s.endReason = at >= 0 ? readString(raw.slice(at + 7)) : '';
  }
  const problems = checkInvariants(s);
  if (problems.length) throw new Bad(`the position breaks invariants: ${problems.join('; ')}`);
  return s;
}

function readString(text: string): string {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'string') return v;
  } catch {
    // reported below
  }
  throw new Bad('reason=<JSON string>');
}

function readHand(s: State, words: string[]): void {
  const f = fieldsOf(words);
  const seat = need(seatOfWord(f.pos[0]), 'hand <seat> ...');
  const combat = f.kv['combat'] !== undefined ? need(ints(f.kv['combat']), 'combat=<values>') : null;
  if (combat) {
    for (let v = 0; v <= 6; v++) s.combatHand[seat * 7 + v] = 0;
    for (const v of combat) {
      if (v < 0 || v > 6) throw new Bad(`no Combat +${v}`);
      s.combatHand[seat * 7 + v]!++;
    }
  }
  if (f.kv['jumps'] !== undefined) s.jumps[seat] = Number(f.kv['jumps']);
  if (f.kv['wallcard'] !== undefined) s.wallCard[seat] = f.kv['wallcard'] === 'yes';
  if (f.kv['vp'] !== undefined) s.vp[seat] = Number(f.kv['vp']);
  if (f.kv['bonus'] !== undefined) s.bonus[seat] = Number(f.kv['bonus']);
}

function readPieces(s: State, words: string[]): void {
  const carriers: [PieceId, string][] = [];
  for (const w of words) {
    const m = /^([yb][A-Z][a-z]2?)(\*?)(?::(.+)|>([yb][A-Z][a-z]2?))$/.exec(w);
    if (!m) throw new Bad(`bad piece '${w}'`);
    const p = need(parsePieceCode(m[1]!), `unknown card '${m[1]}'`);
    if (s.inGame[p]) throw new Bad(`${m[1]} is listed twice`);
    s.inGame[p] = 1;
    if (m[2]) {
      if (p >= N_CHARS) throw new Bad(`${m[1]} is an object: it cannot be wounded`);
      s.wounded[p] = 1;
    }
    if (m[4]) {
      carriers.push([p, m[4]]);
      continue;
    }
    const where = m[3]!;
    const word = LOC_WORDS.find(([, x]) => x === where);
    if (word) s.loc[p] = word[0];
    else if (where.startsWith('@'))
      s.loc[p] = faceDownLoc(need(s.layout[Number(where.slice(1))], `no room slot ${where}`));
    else s.loc[p] = need(parsePlace(s, where), `bad place '${where}'`);
    if (word?.[0] === Loc.Pool) s.inGame[p] = 0;
  }
  for (const [p, code] of carriers) {
    const c = need(parsePieceCode(code), `unknown card '${code}'`);
    s.carrier[p] = c;
    s.loc[p] = s.loc[c]!;
  }
}

function readFlags(s: State, words: string[]): void {
  for (const w of words.flatMap((x) => x.split(','))) {
    if (w === '-') continue;
    const [code, letters] = w.split(':');
    const p = need(parsePieceCode(code!), `unknown card '${code}'`);
    for (const ch of letters ?? '') {
      const bit = FLAG_LETTERS.find(([, l]) => l === ch);
      if (!bit) throw new Bad(`unknown flag '${ch}'`);
      s.flags[p] = s.flags[p]! | bit[0];
    }
  }
}

function readCombat(words: string[]): Combat {
  const f = fieldsOf(words);
  const codes = (w: string | undefined): PieceId[] =>
    !w || w === '-' ? [] : w.split(',').map((c) => need(parsePieceCode(c), `unknown card '${c}'`));
  const kind = f.pos[0] as Combat['kind'];
  if (kind !== 'close' && kind !== 'ranged' && kind !== 'spear')
    throw new Bad('combat close|ranged|spear ...');
  const count = need(ints(f.kv['count'] ?? '1,1'), 'count=a,b');
  const cards = (f.kv['cards'] ?? '-/-')
    .split('/')
    .map((x) => (x === '-' ? null : need(ints(x), 'cards=a/b')));
  const seatOrNone = (w: string | undefined): -1 | Seat =>
    w === undefined || w === '-' ? -1 : need(seatOfWord(w), 'a seat');
  return {
    kind,
    initiator: need(parsePieceCode(f.pos[1] ?? ''), 'combat <kind> <initiator> <target>'),
    target: need(parsePieceCode(f.pos[2] ?? ''), 'combat <kind> <initiator> <target>'),
    attackers: codes(f.kv['attackers']),
    defenders: codes(f.kv['defenders']),
    shooters: codes(f.kv['shooters']),
    shots: need(ints(f.kv['shots'] ?? '-'), 'shots=values'),
    count: [count[0] ?? 1, count[1] ?? 1],
    telepath: seatOrNone(f.kv['telepath']),
    announced: f.kv['announced'] && f.kv['announced'] !== '-' ? Number(f.kv['announced']) : null,
    forced: f.kv['forced'] === 'yes',
    shown: f.kv['shown'] && f.kv['shown'] !== '-' ? need(ints(f.kv['shown']), 'shown=values') : null,
    first: seatOrNone(f.kv['first']),
    cards: [cards[0] ?? null, cards[1] ?? null],
  };
}
