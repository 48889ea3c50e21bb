// Text notation for actions, and game records (R24): a record is a configuration, a
// seed and the list of actions, one per line, from which the game replays identically.
//
//   DT-Prison record 1
//   config {"scenario":"tutorial-1"}
//   seed 42
//   starters yellow yMk,-,yNg,-
//   card 2
//   move yNg c0-c1+yKy-c2!yKy-d2          (+X take, !X drop, >X give, after that square)
import {
  isMetaAction,
  makeMetaAction,
  makeRecordText,
  parseMetaAction,
  parseRecordText,
  replayRecord,
  type GameRecord as KernelRecord,
  type RecordFormat,
} from '@dt/kernel';
import { newGame } from '../rules/setup.ts';
import { apply } from '../rules/game.ts';
import type { State } from '../core/state.ts';
import {
  DIRS,
  err,
  ok,
  type Action,
  type Exchange,
  type GameConfig,
  type Result,
  type SeatName,
} from '../core/types.ts';

const OP_MARK = { take: '+', drop: '!', give: '>' } as const;

export function makeAction(a: Action): string {
  if (isMetaAction(a)) return makeMetaAction(a);
  switch (a.type) {
    case 'handicap':
      return `handicap ${a.seat} ${a.remove.join(',')}`;
    case 'starters':
      return `starters ${a.seat} ${a.dots.map((d) => d ?? '-').join(',')}`;
    case 'token':
      return `token ${a.seat} ${a.piece} ${a.room}`;
    case 'card':
      return `card ${a.value}`;
    case 'end':
      return a.type;
    case 'reveal':
      return `reveal ${a.room}`;
    case 'place':
      return `place ${a.seat} ${a.piece} ${a.square}`;
    case 'rotate':
      return `rotate ${a.room} ${a.clockwise ? 'cw' : 'ccw'}`;
    case 'move': {
      const steps = a.path.map((sq, i) => {
        const ops = a.exchanges.filter((e) => e.at === i).map((e) => OP_MARK[e.op] + e.item);
        return sq + ops.join('');
      });
      return `move ${a.piece} ${steps.join('-')}`;
    }
    case 'jump':
      return `jump ${a.piece} ${a.to}`;
    case 'attack':
    case 'spear':
    case 'heal':
      return `${a.type} ${a.piece} ${a.target}`;
    case 'shoot':
    case 'fireball':
    case 'scream':
    case 'wallwalk':
      return `${a.type} ${a.piece} ${a.dir}`;
    case 'regenerate':
    case 'drink':
      return `${a.type} ${a.piece}`;
    case 'portcullis':
      return `portcullis ${a.piece} ${a.dir} ${a.op}`;
    case 'announce':
      return `announce ${a.seat} ${a.value ?? '-'}`;
    case 'combat':
      return `combat ${a.seat} ${a.value}`;
  }
}

const SEAT_RE = /^(yellow|blue)$/;
const PIECE_RE = /^[yb][A-Z][a-z]$/;
const SQUARE_RE = /^[a-j]\d{1,2}$/;
const INT_RE = /^\d+$/;

export function parseAction(text: string): Result<Action> {
  const bad = (why: string): Result<Action> => err('BAD_NOTATION', `'${text}': ${why}`);
  const meta = parseMetaAction(text);
  if (meta) return meta;
  const w = text.trim().split(/\s+/);
  const [t, x, y, z] = w;
  const n = w.length;
  const seat = (s: string | undefined): s is SeatName => !!s && SEAT_RE.test(s);
  const piece = (s: string | undefined): s is string => !!s && PIECE_RE.test(s);
  const dir = (s: string | undefined): s is (typeof DIRS)[number] =>
    !!s && (DIRS as readonly string[]).includes(s);
  switch (t) {
    case 'end':
      return n === 1 ? ok({ type: t }) : bad('takes no arguments');
    case 'card':
      return n === 2 && INT_RE.test(x!) ? ok({ type: 'card', value: Number(x) }) : bad('card <value>');
    case 'reveal':
      return n === 2 && INT_RE.test(x!) ? ok({ type: 'reveal', room: Number(x) }) : bad('reveal <room>');
    case 'rotate':
      return n === 3 && INT_RE.test(x!) && (y === 'cw' || y === 'ccw')
        ? ok({ type: 'rotate', room: Number(x), clockwise: y === 'cw' })
        : bad('rotate <room> cw|ccw');
    case 'handicap':
      return n === 3 && seat(x) && y!.split(',').every(piece)
        ? ok({ type: 'handicap', seat: x, remove: y!.split(',') })
        : bad('handicap <seat> <piece,...>');
    case 'starters': {
      const dots = (y ?? '').split(',').map((d) => (d === '-' ? null : d));
      return n === 3 && seat(x) && dots.length === 4 && dots.every((d) => d === null || piece(d))
        ? ok({ type: 'starters', seat: x, dots })
        : bad('starters <seat> <piece|-,...x4>');
    }
    case 'token':
      return n === 4 && seat(x) && piece(y) && INT_RE.test(z!)
        ? ok({ type: 'token', seat: x, piece: y, room: Number(z) })
        : bad('token <seat> <piece> <room>');
    case 'place':
      return n === 4 && seat(x) && piece(y) && SQUARE_RE.test(z!)
        ? ok({ type: 'place', seat: x, piece: y, square: z! })
        : bad('place <seat> <piece> <square>');
    case 'move':
      return n === 3 && piece(x) ? parseMove(x, y!, bad) : bad('move <piece> <square[ops]-...>');
    case 'jump':
      return n === 3 && piece(x) && SQUARE_RE.test(y!)
        ? ok({ type: 'jump', piece: x, to: y! })
        : bad('jump <piece> <square>');
    case 'attack':
    case 'spear':
    case 'heal':
      return n === 3 && piece(x) && piece(y)
        ? ok({ type: t, piece: x, target: y })
        : bad(`${t} <piece> <target>`);
    case 'shoot':
    case 'fireball':
    case 'scream':
    case 'wallwalk':
      return n === 3 && piece(x) && dir(y) ? ok({ type: t, piece: x, dir: y }) : bad(`${t} <piece> n|e|s|w`);
    case 'regenerate':
    case 'drink':
      return n === 2 && piece(x) ? ok({ type: t, piece: x }) : bad(`${t} <piece>`);
    case 'portcullis':
      return n === 4 && piece(x) && dir(y) && (z === 'open' || z === 'close' || z === 'break')
        ? ok({ type: 'portcullis', piece: x, dir: y, op: z })
        : bad('portcullis <piece> <dir> open|close|break');
    case 'announce':
      return n === 3 && seat(x) && (y === '-' || INT_RE.test(y!))
        ? ok({ type: 'announce', seat: x, value: y === '-' ? null : Number(y) })
        : bad('announce <seat> <value|->');
    case 'combat':
      return n === 3 && seat(x) && INT_RE.test(y!)
        ? ok({ type: 'combat', seat: x, value: Number(y) })
        : bad('combat <seat> <value>');
    default:
      return bad('unknown action');
  }
}

function parseMove(piece: string, text: string, bad: (why: string) => Result<Action>): Result<Action> {
  const path: string[] = [];
  const exchanges: Exchange[] = [];
  const steps = text.split('-');
  for (let i = 0; i < steps.length; i++) {
    const m = /^([a-j]\d{1,2})((?:[+!>][yb][A-Z][a-z])*)$/.exec(steps[i]!);
    if (!m) return bad(`bad step '${steps[i]}'`);
    path.push(m[1]!);
    for (const op of m[2]!.match(/[+!>][yb][A-Z][a-z]/g) ?? []) {
      const kind = op[0] === '+' ? 'take' : op[0] === '!' ? 'drop' : 'give';
      exchanges.push({ at: i, op: kind, item: op.slice(1) });
    }
  }
  return ok({ type: 'move', piece, path, exchanges });
}

export type GameRecord = KernelRecord<GameConfig, Action>;

/** The board engine's records in the kernel's envelope (config, seed, one action per line). */
const FORMAT: RecordFormat<Action> = { header: 'DT-Prison record 1', makeAction, parseAction };

export const makeRecord = (r: GameRecord): string => makeRecordText(FORMAT, r);
export const parseRecord = (text: string): Result<GameRecord> => parseRecordText(FORMAT, text);
/** Replays a record from its start (R24); the error names the first action that fails. */
export const replay = (r: GameRecord): Result<State> => replayRecord({ newGame, apply, makeAction }, r);
