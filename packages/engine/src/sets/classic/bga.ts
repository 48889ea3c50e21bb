// A Board Game Arena table snapshot (the `gamedatas` of a Dungeon Twister table, CLASSIC-DATA.md
// section 5) as a position of the Classic set, so a BGA game can be continued or analysed here.
// BGA's board runs along x (x = 0 the line of the first player in `playerorder`, who is yellow
// here) and across y (0 north): square (x, y) is this engine's column y and row x, a quarter turn
// that keeps clockwise clockwise, so BGA's room orientations are this engine's (rooms.ts). A
// snapshot is one position, not a game: what it never shows is filled in and said so
// (docs/cli.md, dt import-bga): face-down rooms get the rooms not yet seen in set order, facing
// 0; the order of played cards is lost. `complete` identifies the face-down tokens by BGA's
// token ids (5.1); for one seat, what that seat cannot know is a neutral guess instead, built by
// the engine's own sampling from the seat's view (determinize), never from the ids.
import { COLS } from '../../core/board.ts';
import { createState, type PositionData } from '../../core/create.ts';
import { determinize, hiddenOf } from '../../rules/determinize.ts';
import { checkInvariants } from '../../rules/invariants.ts';
import { Loc, type State } from '../../core/state.ts';
import { FULL_ACTION_HAND } from '../../rules/turn.ts';
import {
  COMBAT_DECK,
  N_CHARS,
  N_PIECES,
  err,
  isChar,
  ok,
  type PieceId,
  type Result,
  type Seat,
} from '../../core/types.ts';
import { view } from '../../rules/view.ts';
import { BGA_ROOM_NAMES } from './rooms.ts';
import { CLASSIC } from './set.ts';

/** BGA's token types in its `token_types` order: characters 0-7, then objects (CLASSIC-DATA.md 5.1). */
const TYPES = [
  'cleric',
  'goblin',
  'mekanork',
  'thief',
  'warrior',
  'troll',
  'wizard',
  'wall-walker',
  'armor',
  'rope',
  'fireballwand',
  'speedpotion',
  'sword',
  'treasure',
];

/** This engine's side d (n, e, s, w) of a square as BGA's wall field of the same square. */
export const BGA_WALL = ['wall_e', 'wall_s', 'wall_w', 'wall_n'] as const;
/** BGA's map cell of this engine's square. */
export const bgaCell = (sq: number): { x: number; y: number } => ({ x: Math.floor(sq / COLS), y: sq % COLS });
/** This engine's room slot of BGA's tile id (tiles 0-3 along the north row, from the first player's side). */
export const slotOfTile = (tile: number): number => (tile % 4) * 2 + Math.floor(tile / 4);

class Bad extends Error {}
const fail = (m: string): never => {
  throw new Bad(m);
};
type Obj = Record<string, unknown>;
const obj = (x: unknown, what: string): Obj =>
  x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Obj) : fail(`${what} is not an object`);
const arr = (x: unknown, what: string, n?: number): unknown[] =>
  Array.isArray(x) && (n === undefined || x.length === n)
    ? x
    : fail(`${what} is not a list${n === undefined ? '' : ` of ${n}`}`);
const str = (x: unknown, what: string): string =>
  typeof x === 'string' || typeof x === 'number' ? String(x) : fail(`${what} is missing`);
const int = (x: unknown, what: string, lo: number, hi: number): number => {
  const v = Number(str(x, what));
  return Number.isInteger(v) && v >= lo && v <= hi
    ? v
    : fail(`${what} is ${JSON.stringify(x)}, not ${lo}..${hi}`);
};

/** A BGA snapshot as a Classic position: complete (every token identified), or as one seat may know it. */
export function fromBga(json: unknown, seat?: Seat): Result<State> {
  try {
    const s = read(json);
    return seat === undefined ? ok(s) : asSeen(s, seat);
  } catch (e) {
    if (e instanceof Bad)
      return err('BAD_NOTATION', `not a Dungeon Twister table snapshot from BGA: ${e.message}`);
    throw e;
  }
}

function read(json: unknown): State {
  const d = obj(json, 'the file');
  const order = arr(d['playerorder'], 'playerorder', 2).map((p, i) => str(p, `playerorder[${i}]`));
  const seatOf = (id: unknown, what: string): Seat => {
    const i = order.indexOf(str(id, what));
    return i === 0 || i === 1 ? i : fail(`${what} names no player of playerorder`);
  };
  const players = obj(d['players'], 'players');
  const vp = order.map((id) =>
    int(obj(players[id], `players.${id}`)['score'], `the score of ${id}`, 0, 99),
  ) as [number, number];
  const types = obj(d['token_types'], 'token_types');
  for (const t of TYPES) obj(types[t], `token type ${t}`); // a Dungeon Twister table, not another game's

  const layout = new Array<number>(8).fill(-1);
  const orient = new Array<number>(8).fill(0);
  const revealed = new Array<number>(8).fill(0);
  for (const [i, t] of arr(d['map_tiles'], 'map_tiles', 8).entries()) {
    const tile = obj(t, `map_tiles[${i}]`);
    const slot = slotOfTile(int(tile['id'], `map_tiles[${i}].id`, 0, 7));
    if (int(tile['discovered'], `map_tiles[${i}].discovered`, 0, 1) === 0) continue;
    const name = BGA_ROOM_NAMES[int(tile['type'], `map_tiles[${i}].type`, 1, 8) - 1]!;
    layout[slot] = CLASSIC.rooms.findIndex((r) => r.name === name);
    orient[slot] = int(tile['orientation'], `map_tiles[${i}].orientation`, 0, 3);
    revealed[slot] = 1;
  }
  if (new Set(layout.filter((ri) => ri >= 0)).size !== revealed.filter(Boolean).length)
    fail('a room is revealed twice');
  // Face-down rooms: the rooms not seen yet, in set order (the snapshot never tells).
  const unseen = CLASSIC.rooms.map((_, ri) => ri).filter((ri) => !layout.includes(ri));
  for (let slot = 0; slot < 8; slot++) if (layout[slot]! < 0) layout[slot] = unseen.shift()!;

  const loc = new Array<number>(N_PIECES).fill(Loc.None);
  const carrier = new Array<number>(N_PIECES).fill(-1);
  const wounded = new Array<number>(N_CHARS).fill(0);
  let woundedNow = 0;
  let healedNow = 0;
  let ownAp = 0;
  const byId = new Map<number, PieceId>();
  const carriedBy = new Map<PieceId, number>();
  const removed: PieceId[] = [];
  for (const [i, t] of arr(d['tokens'], 'tokens', N_PIECES).entries()) {
    const tok = obj(t, `tokens[${i}]`);
    const id = int(tok['id'], `tokens[${i}].id`, 1, N_PIECES);
    const seat = seatOf(tok['player_id'], `token ${id}'s player_id`);
    const type = str(tok['type'], `token ${id}'s type`);
    // A face-down token is known by its id: 2 * type + 1 for the first player, + 2 for the other (5.1).
    const k = type === 'hidden' ? (id - 1) >> 1 : TYPES.indexOf(type);
    if (k < 0) fail(`token ${id} has an unknown type '${type}'`);
    if (id !== 2 * k + 1 + seat) fail(`token ${id} does not follow BGA's numbering (type ${TYPES[k]})`);
    const p = k < 8 ? seat * 8 + k : 16 + seat * 6 + (k - 8);
    byId.set(id, p);
    const where = str(tok['location'], `token ${id}'s location`);
    if (where === 'ingame') {
      const x = int(tok['x'], `token ${id}'s x`, 0, 21);
      const y = int(tok['y'], `token ${id}'s y`, 0, 9);
      loc[p] = x * COLS + y;
    } else if (where === 'ontile')
      loc[p] = Loc.InRoom - slotOfTile(int(tok['location_arg'], `token ${id}'s tile`, 0, 7));
    else if (where === 'carried')
      carriedBy.set(p, int(tok['location_arg'], `token ${id}'s carrier`, 1, N_PIECES));
    else if (where === 'removed') removed.push(p);
    else
      fail(
        `token ${id} is '${where}': a snapshot from the set-up cannot be imported, only one from the play`,
      );
    if (isChar(p)) {
      wounded[p] = int(tok['wounded'], `token ${id}'s wounded`, 0, 1);
      if (int(tok['wounded_this_turn'], `token ${id}'s wounded_this_turn`, 0, 1)) woundedNow |= 1 << p;
      if (int(tok['blocked_this_turn'], `token ${id}'s blocked_this_turn`, 0, 1)) healedNow |= 1 << p;
      ownAp += int(tok['additional_actions'], `token ${id}'s additional_actions`, 0, 8) * 2 ** ((p & 7) * 4);
    }
  }
  if (byId.size !== N_PIECES) fail('tokens repeat an id');
  for (const [p, id] of carriedBy) {
    const c = byId.get(id)!;
    if (!isChar(c) || loc[c]! < 0)
      fail(`a token is carried by token ${id}, which is not a character on the board`);
    carrier[p] = c;
    loc[p] = loc[c]!;
  }

  const actionHand: [number, number] = [0, 0];
  const combatHand = new Array<number>(14).fill(0);
  const jumps: [number, number] = [0, 0];
  for (const [key, c] of Object.entries(obj(d['hand'], 'hand'))) {
    const card = obj(c, `card ${key}`);
    if (str(card['location'], `card ${key}'s location`) !== 'hand') continue;
    const seat = seatOf(card['location_arg'], `card ${key}'s holder`);
    const type = str(card['type'], `card ${key}'s type`);
    if (type === 'action') actionHand[seat] |= 1 << int(card['type_arg'], `action card ${key}`, 2, 5);
    else if (type === 'combat') combatHand[seat * 7 + int(card['type_arg'], `combat card ${key}`, 0, 6)]!++;
    else if (type === 'jump') jumps[seat]++;
    else fail(`card ${key} is of an unknown type '${type}'`);
  }
  // An empty hand between turns has just been taken back (R8).
  for (const seat of [0, 1] as const) if (!actionHand[seat]) actionHand[seat] = FULL_ACTION_HAND;
  const actionPlayed = ([0, 1] as const).map((seat) =>
    [2, 3, 4, 5].filter((v) => !((actionHand[seat] >> v) & 1)),
  );
  // Cards played in combat are public (R6); their order is lost.
  const revealedCards: number[] = [];
  for (const seat of [0, 1] as const)
    for (let v = 1; v <= 6; v++)
      for (let n = combatHand[seat * 7 + v]!; n < COMBAT_DECK[v]!; n++) revealedCards.push(seat, v);

  const state = obj(d['gamestate'], 'gamestate');
  const name = str(state['name'], 'gamestate.name');
  if (name !== 'playerChooseCard')
    fail(
      `the table is in state '${name}': only a snapshot between two turns (playerChooseCard) can be imported`,
    );
  const active = seatOf(state['active_player'], 'gamestate.active_player');
  const played = actionPlayed.map((p) => p.length);
  const playFirst: Seat = played[0] !== played[1] ? (played[0]! > played[1]! ? 0 : 1) : active;

  const data: PositionData = {
    config: { scenario: 'classic' },
    layout,
    orient,
    revealed,
    loc,
    carrier,
    wounded,
    woundedNow,
    healedNow,
    ownAp,
    actionHand,
    actionPlayed: [actionPlayed[0]!, actionPlayed[1]!],
    highestAction: Math.max(1, ...actionPlayed.flat()),
    combatHand,
    jumps,
    vp,
    kills: [0, 0],
    revealedCards,
    phase: 'card',
    active,
    ap: 0,
    turn: 1 + played[0]! + played[1]!,
    setupFirst: playFirst,
    playFirst,
    startersDone: [true, true],
    handicapDone: true,
    tokenTurn: playFirst,
  };
  settleRemoved(data, removed, loc, wounded);
  const map = arr(d['map'], 'map', 22);
  const s = build(data);
  const portState = Array.from(s.portState);
  // Portcullis states, read from the map's walls on every revealed square.
  for (let sq = 0; sq < s.geo.size; sq++) {
    for (let dir = 0; dir < 4; dir++) {
      const k = s.board.port[sq * 4 + dir]!;
      if (k < 0) continue;
      const { x, y } = bgaCell(sq);
      const cell = obj(arr(map[x], `map[${x}]`, 10)[y], `map[${x}][${y}]`);
      const wall = str(cell[BGA_WALL[dir]!], `map[${x}][${y}].${BGA_WALL[dir]}`);
      const v = ['portcullis_closed', 'portcullis_open', 'portcullis_broken'].indexOf(wall);
      if (v < 0)
        fail(
          `map[${x}][${y}] shows '${wall}' where room ${s.roomDefs[s.layout[s.geo.slot[sq]!]!]!.name} has a portcullis`,
        );
      portState[k] = v;
    }
  }
  const out = build({ ...data, portState });
  const problems = checkInvariants(out);
  if (problems.length) fail(`it breaks the rules: ${problems.slice(0, 3).join('; ')}`);
  return out;
}

/**
 * BGA lists escaped and eliminated characters alike as removed: the scores tell which, given
 * what each escape is worth (and the Treasures carried out). The first split that gives both
 * scores is taken; removed objects are discarded.
 */
function settleRemoved(data: PositionData, removed: PieceId[], loc: number[], wounded: number[]): void {
  for (const p of removed) if (!isChar(p)) loc[p] = Loc.Gone;
  const chars = removed.filter(isChar);
  const treasures = removed.filter((p) => !isChar(p) && CLASSIC.objects[(p - 16) % 6]!.escapeVp > 0).length;
  for (let m = 0; m < 1 << chars.length; m++) {
    const vp = [0, 0];
    const kills = [0, 0];
    chars.forEach((c, i) => {
      const seat = c >> 3;
      if ((m >> i) & 1) vp[seat]! += CLASSIC.characters[c & 7]!.escapeVp;
      else {
        vp[seat ^ 1]!++;
        kills[seat ^ 1]!++;
      }
    });
    const extra = [data.vp[0] - vp[0]!, data.vp[1] - vp[1]!];
    if (extra.every((e) => e >= 0) && extra[0]! + extra[1]! <= treasures) {
      chars.forEach((c, i) => {
        loc[c] = (m >> i) & 1 ? Loc.Escaped : Loc.Dead;
        if ((m >> i) & 1) wounded[c] = 0;
      });
      data.kills = [kills[0]!, kills[1]!];
      return;
    }
  }
  fail(`the scores ${data.vp.join('-')} fit no split of the removed characters into escaped and eliminated`);
}

function build(d: PositionData): State {
  const r = createState(d);
  return r.ok ? r.value : fail(r.error.message);
}

/**
 * The position as one seat may know it: its view, with what it hides filled in by a neutral
 * guess (face-down rooms in set order facing 0, the opponent's tokens given its unknown pieces
 * in set order), so nothing the seat could not see comes from BGA's token ids.
 */
function asSeen(s: State, seat: Seat): Result<State> {
  const v = view(s, seat);
  const h = hiddenOf(v);
  const pool = [...h.characters, ...h.objects];
  const isCharCode = (code: string): boolean => h.characters.includes(code);
  const tokens = h.tokens.map((t) => {
    const i = pool.findIndex((code) => t.may === 'any' || (t.may === 'character') === isCharCode(code));
    return pool.splice(i, 1)[0]!;
  });
  return determinize(v, {
    rooms: h.rooms.slice(0, h.slots.length),
    orientations: h.slots.map(() => 0),
    tokens,
  });
}
