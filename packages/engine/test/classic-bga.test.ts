// Importing Board Game Arena table snapshots (CLASSIC-DATA.md section 5). The real sample
// (`../shared/data/bga-table-sample.json`, GPL-3.0 data from DTApp that the data folder asks not
// to copy into the project) is read from DT_SHARED_DIR, ../shared beside the repository or
// /work/shared: the imported position is checked against it, room walls, pieces, wounded, hands
// and VP. Snapshots written here from the engine's own positions (bgaSnapshot) check the same
// mapping on every clean clone, and bad or foreign JSON gets a clear error.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  BGA_ROOM_NAMES,
  BGA_WALL,
  Edge,
  Loc,
  Rng,
  Terrain,
  bgaCell,
  codeOf,
  fromBga,
  legalActions,
  apply,
  slotOfTile,
  squareName,
  view,
  type State,
} from '../src/index.ts';
import { game, seen } from './helpers.ts';

type Json = Record<string, unknown>;

function sample(): Json | null {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  for (const dir of [process.env['DT_SHARED_DIR'], join(repo, '../shared'), '/work/shared']) {
    const file = dir && join(dir, 'data/bga-table-sample.json');
    if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Json;
  }
  return null;
}

const TYPES =
  'cleric goblin mekanork thief warrior troll wizard wall-walker armor rope fireballwand speedpotion sword treasure'.split(
    ' ',
  );
const WALLS: Record<number, string> = {
  [Edge.Open]: 'no',
  [Edge.Wall]: 'wall',
  [Edge.Closed]: 'portcullis_closed',
  [Edge.Raised]: 'portcullis_open',
  [Edge.Broken]: 'portcullis_broken',
};
const CELL_TYPE: Record<number, string> = {
  [Terrain.Floor]: 'normal',
  [Terrain.Pit]: 'trap',
  [Terrain.Gear]: 'mechanism',
  [Terrain.Start]: 'start_tile',
  [Terrain.Hidden]: 'undiscovered',
};
const PLAYERS = ['1001', '1002'];
const typeIndex = (p: number): number => (p < 16 ? p & 7 : 8 + ((p - 16) % 6));
const tileOfSlot = (slot: number): number => (slot >> 1) + 4 * (slot & 1);

/**
 * A side of a square as BGA stores it: nothing on a starting line; towards a face-down room or
 * off the board, the side of the square's own room.
 */
function wallOf(s: State, sq: number, d: number): string {
  if (s.board.terrain[sq] === Terrain.Start) return 'no';
  const e = s.board.edge[sq * 4 + d]!;
  return WALLS[e === Edge.Blind ? s.board.own[sq * 4 + d]! : e]!;
}

/** A BGA snapshot of an engine position between two turns, in BGA's own shape and numbering. */
function bgaSnapshot(s: State): Json {
  const map = Array.from({ length: 22 }, (_, x) =>
    Array.from({ length: 10 }, (_, y) => {
      const sq = x * 10 + y;
      const t = s.board.terrain[sq]!;
      const cell: Json = { x: String(x), y: String(y), type: CELL_TYPE[t], type_arg: '0' };
      if (t !== Terrain.Hidden) for (let d = 0; d < 4; d++) cell[BGA_WALL[d]!] = wallOf(s, sq, d);
      return cell;
    }),
  );
  const tokens = Array.from({ length: 28 }, (_, p) => {
    const k = typeIndex(p);
    const seat = p < 16 ? p >> 3 : p < 22 ? 0 : 1;
    const l = s.loc[p]!;
    const faceDown = l <= Loc.InRoom;
    const c = s.carrier[p]!;
    const sq = l >= 0 ? bgaCell(l) : { x: 0, y: 0 };
    return {
      id: String(2 * k + 1 + seat),
      player_id: PLAYERS[seat],
      category: faceDown ? 'hidden' : k < 8 ? 'character' : 'object',
      type: faceDown ? 'hidden' : TYPES[k],
      location: faceDown ? 'ontile' : c >= 0 ? 'carried' : l >= 0 ? 'ingame' : 'removed',
      location_arg: String(
        faceDown ? tileOfSlot(Loc.InRoom - l) : c >= 0 ? 2 * typeIndex(c) + 1 + (c >> 3) : 0,
      ),
      x: String(sq.x),
      y: String(sq.y),
      wounded: String(p < 16 ? s.wounded[p] : 0),
      wounded_this_turn: String(p < 16 ? (s.woundedNow >> p) & 1 : 0),
      blocked_this_turn: String(p < 16 ? (s.healedNow >> p) & 1 : 0),
      additional_actions: '0',
    };
  });
  const hand: Json = {};
  let id = 1;
  for (const seat of [0, 1] as const) {
    const add = (type: string, v: number): void => {
      hand[String(id)] = {
        id: String(id),
        type,
        type_arg: String(v),
        location: 'hand',
        location_arg: PLAYERS[seat],
      };
      id++;
    };
    for (let v = 2; v <= 5; v++) if ((s.actionHand[seat] >> v) & 1) add('action', v);
    for (let v = 0; v <= 6; v++) for (let n = 0; n < s.combatHand[seat * 7 + v]!; n++) add('combat', v);
    for (let n = 0; n < s.jumps[seat]; n++) add('jump', 0);
  }
  return {
    players: {
      [PLAYERS[0]!]: { id: PLAYERS[0], score: String(s.vp[0]) },
      [PLAYERS[1]!]: { id: PLAYERS[1], score: String(s.vp[1]) },
    },
    playerorder: PLAYERS,
    token_types: Object.fromEntries(TYPES.map((t) => [t, { name: t }])),
    map_tiles: Array.from({ length: 8 }, (_, tile) => {
      const slot = slotOfTile(tile);
      const up = s.revealed[slot] === 1;
      return {
        id: String(tile),
        type: up ? String(BGA_ROOM_NAMES.indexOf(s.roomDefs[s.layout[slot]!]!.name) + 1) : -1,
        orientation: up ? String(s.orient[slot]) : 0,
        discovered: up ? '1' : '0',
      };
    }),
    tokens,
    hand,
    map,
    gamestate: { name: 'playerChooseCard', active_player: PLAYERS[s.active] },
  };
}

/** Checks an imported position against the snapshot it came from, field by field. */
function expectMatches(s: State, j: Json): void {
  const players = j['players'] as Record<string, { score: string }>;
  const order = (j['playerorder'] as unknown[]).map(String);
  expect(s.vp).toEqual(order.map((id) => Number(players[id]!.score)));
  for (const t of j['map_tiles'] as Json[]) {
    const slot = slotOfTile(Number(t['id']));
    expect(s.revealed[slot], `tile ${t['id']}`).toBe(Number(t['discovered']));
    if (t['discovered'] !== '1') continue;
    expect(s.roomDefs[s.layout[slot]!]!.name).toBe(BGA_ROOM_NAMES[Number(t['type']) - 1]);
    expect(s.orient[slot]).toBe(Number(t['orientation']));
  }
  // Every square BGA shows: its terrain and its four walls (BGA's orientation is this engine's).
  let squares = 0;
  (j['map'] as Json[][]).forEach((column, x) =>
    column.forEach((cell, y) => {
      const sq = x * 10 + y;
      expect(CELL_TYPE[s.board.terrain[sq]!], squareName(sq)).toBe(cell['type']);
      if (cell['type'] === 'undiscovered' || cell['type'] === 'start_tile') return;
      const walls = [0, 1, 2, 3].map((d) => wallOf(s, sq, d));
      expect(walls, `walls of ${squareName(sq)}`).toEqual(BGA_WALL.map((k) => cell[k]));
      squares++;
    }),
  );
  expect(squares).toBe(25 * Array.from(s.revealed).filter(Boolean).length);
  for (const t of j['tokens'] as Json[]) {
    const seat = order.indexOf(String(t['player_id']));
    const k = (Number(t['id']) - 1) >> 1; // BGA's numbering (CLASSIC-DATA.md 5.1)
    const p = k < 8 ? seat * 8 + k : 16 + seat * 6 + k - 8;
    const code = codeOf(s.set, p);
    if (t['location'] === 'ingame') {
      const sq = squareName(Number(t['x']) * 10 + Number(t['y']));
      const what = p < 16 ? (t['wounded'] === '1' ? 'wounded' : 'miniature') : 'object';
      expect(seen(s, code), `token ${t['id']}`).toBe(`${what} ${sq}`);
    } else if (t['location'] === 'ontile')
      expect(s.loc[p], `token ${t['id']}`).toBe(Loc.InRoom - slotOfTile(Number(t['location_arg'])));
  }
  order.forEach((id, seat) => {
    const cards = Object.values(j['hand'] as Record<string, Json>).filter((c) => c['location_arg'] === id);
    const values = (type: string): number[] =>
      cards
        .filter((c) => c['type'] === type)
        .map((c) => Number(c['type_arg']))
        .sort();
    const mine = view(s, seat as 0 | 1).hands[seat]!;
    expect(mine.actions, `${id}'s Action cards`).toEqual(values('action'));
    expect(mine.combat, `${id}'s Combat cards`).toEqual(values('combat'));
    expect(mine.jumps).toBe(values('jump').length);
  });
}

const table = sample();

describe('dt import-bga: the BGA sample table (CLASSIC-DATA.md 5)', () => {
  it.skipIf(table === null)('gives its rooms, walls, pieces, wounded, hands and VP', () => {
    const r = fromBga(table);
    if (!r.ok) throw new Error(r.error.message);
    expectMatches(r.value, table!);
    // The two revealed rooms named in CLASSIC-DATA.md 3.2: 4G (4A) at tile 0, 3D (3A) at tile 3.
    expect(r.value.layout.map((ri) => r.value.roomDefs[ri]!.name)[0]).toBe('4A');
    expect(r.value.layout.map((ri) => r.value.roomDefs[ri]!.name)[6]).toBe('3A');
    expect(seen(r.value, 'bGb')).toBe('wounded b5');
    expect([r.value.phase, r.value.active]).toEqual(['card', 1]);
  });

  it.skipIf(table === null)(
    'as one seat: exactly that seat’s view, nothing taken from BGA’s token ids',
    () => {
      const complete = fromBga(table);
      for (const seat of [0, 1] as const) {
        const r = fromBga(table, seat);
        if (!r.ok || !complete.ok) throw new Error('import failed');
        expect(isDeepStrictEqual(view(r.value, seat), view(complete.value, seat))).toBe(true);
      }
    },
  );
});

describe('dt import-bga: snapshots of the engine’s own positions', () => {
  it('give the position back: rooms, walls, portcullises, pieces, wounded, carried, hands and VP', () => {
    const rng = new Rng('bga');
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      let s = game({ scenario: 'classic', maxTurns: 30 }, `bga/${g}`);
      while (s.phase !== 'over' && compared < 40) {
        const acts = legalActions(s);
        const r = apply(s, rng.pick(acts.length > 1 ? acts.filter((a) => a.type !== 'end') : acts));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        if (s.phase !== 'card' || rng.int(3) > 0) continue;
        const j = bgaSnapshot(s);
        const back = fromBga(j);
        if (!back.ok) throw new Error(back.error.message);
        expectMatches(back.value, j);
        expect(Array.from(back.value.loc)).toEqual(Array.from(s.loc));
        expect(Array.from(back.value.carrier)).toEqual(Array.from(s.carrier));
        expect(Array.from(back.value.combatHand)).toEqual(Array.from(s.combatHand));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

/** A Classic game played at random to the start of a turn (the Action card to choose). */
function atCard(seed: string, turn: number): State {
  const rng = new Rng(seed);
  let s = game({ scenario: 'classic' }, seed);
  while (!(s.phase === 'card' && s.turn >= turn)) {
    const r = apply(s, rng.pick(legalActions(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('dt import-bga: bad input', () => {
  const valid = bgaSnapshot(atCard('bad', 3));
  const refused = (j: unknown): string => {
    const r = fromBga(j);
    expect(r.ok).toBe(false);
    return r.ok ? '' : `${r.error.code}: ${r.error.message}`;
  };

  it('refuses what is not a Dungeon Twister snapshot, saying why', () => {
    expect(refused(null)).toMatch(
      /BAD_NOTATION: not a Dungeon Twister table snapshot from BGA: the file is not an object/,
    );
    expect(refused([1, 2])).toMatch(/the file is not an object/);
    expect(refused({ players: {}, playerorder: ['1', '2'] })).toMatch(
      /score of 1 is missing|players.1 is not an object/,
    );
    const otherGame = { ...valid, token_types: { meeple: {} } };
    expect(refused(otherGame)).toMatch(/token type cleric is not an object/);
  });

  it('refuses broken snapshots: unknown pieces, bad squares, set-up or mid-turn states', () => {
    const tokens = (valid['tokens'] as Json[]).map((t) => ({ ...t }));
    expect(refused({ ...valid, tokens: tokens.slice(1) })).toMatch(/tokens is not a list of 28/);
    expect(
      refused({ ...valid, tokens: tokens.map((t, i) => (i === 0 ? { ...t, type: 'dragon' } : t)) }),
    ).toMatch(/unknown type 'dragon'/);
    expect(refused({ ...valid, gamestate: { name: 'movingCharacter', active_player: '1001' } })).toMatch(
      /only a snapshot between two turns/,
    );
  });
});
