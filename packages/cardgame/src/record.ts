// Text notation for actions, and game records: a configuration, a seed and the actions,
// one per line, from which the game replays identically.
//
//   DT-CardGame record 1
//   config {"scenario":"tutorial-1"}
//   seed 42
//   starters yellow yMk@w,yNg@e
//   deal blue bRp 2
//   facing yellow yMk:t,yNg:c
//   move yNg                      (a movement begins: 1 AP; then one decision per line)
//   step c1                       (places: zones a1..d<rows>, starting-zone places Ywt, "out")
//   take yRp                      (also: drop yRp, give yKy yMk)
//   step out                      (escaping through the opponent's starting zone ends it)
//   stop
//   jump yMk out jump
//   combat blue 0                 (berserker: "combat yellow 2,5")
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
import { newGame } from './setup.ts';
import { apply } from './game.ts';
import type { State } from './state.ts';
import {
  DIRS,
  ICONS,
  ICON_LETTERS,
  err,
  ok,
  type Action,
  type GameConfig,
  type IconName,
  type Result,
  type SeatName,
} from './types.ts';

export function makeAction(a: Action): string {
  if (isMetaAction(a)) return makeMetaAction(a);
  switch (a.type) {
    case 'select':
      return `select ${a.seat} ${a.card}`;
    case 'handicap':
      return `handicap ${a.seat} ${a.remove.join(',')}`;
    case 'starters':
      return `starters ${a.seat} ${a.starters.map((x) => `${x.piece}@${x.side}`).join(',')}`;
    case 'deal':
      return `deal ${a.seat} ${a.piece} ${a.room}`;
    case 'facing':
      return `facing ${a.seat} ${a.facings.map((f) => `${f.piece}:${ICON_LETTERS[ICONS.indexOf(f.icon)]}`).join(',')}`;
    case 'end':
      return a.type;
    case 'reveal':
      return `reveal ${a.room}`;
    case 'place':
      return `place ${a.seat} ${a.piece} ${a.zone}`;
    case 'rotate':
      return `rotate ${a.room} ${a.clockwise ? 'cw' : 'ccw'}`;
    case 'move':
    case 'wall-walk':
      return `${a.type} ${a.piece}`;
    case 'step':
      return `step ${a.to}`;
    case 'take':
    case 'drop':
      return `${a.type} ${a.item}`;
    case 'give':
      return `give ${a.item} ${a.to}`;
    case 'stop':
      return 'stop';
    case 'jump':
      return `jump ${a.piece} ${a.to} ${a.card}`;
    case 'attack':
    case 'spear':
    case 'shoot':
    case 'fireball':
    case 'heal':
      return `${a.type} ${a.piece} ${a.target}`;
    case 'regenerate':
    case 'break-walls':
      return `${a.type} ${a.piece}`;
    case 'portcullis':
      return `portcullis ${a.piece} ${a.dir} ${a.op}`;
    case 'steal':
      return `steal ${a.piece} ${a.item}`;
    case 'levitate':
      return `levitate ${a.piece} ${a.item} ${a.path.join('-')} ${a.to ?? '-'}`;
    case 'invert':
      return `invert ${a.piece} ${a.room}`;
    case 'berserk':
      return `berserk ${a.seat} ${a.cards}`;
    case 'announce':
      return `announce ${a.seat} ${a.value ?? '-'}`;
    case 'combat':
      return `combat ${a.seat} ${a.cards.join(',')}`;
  }
}

const SEAT_RE = /^(yellow|blue)$/;
const CARD = '(?:[yb][A-Z][a-z]2?|#\\d+)';
const CARD_RE = new RegExp(`^${CARD}$`);
const PLACE = '(?:[a-d]\\d{1,2}|[YB][we][tscg]?|out)';
const PLACE_RE = new RegExp(`^${PLACE}$`);
const INT_RE = /^\d+$/;

export function parseAction(text: string): Result<Action> {
  const bad = (why: string): Result<Action> => err('BAD_NOTATION', `'${text}': ${why}`);
  if (typeof text !== 'string') return err('BAD_NOTATION', 'an action is a line of text');
  const meta = parseMetaAction(text);
  if (meta) return meta;
  const w = text.trim().split(/\s+/);
  const [t, x, y, z, u] = w;
  const n = w.length;
  const seat = (v: string | undefined): v is SeatName => !!v && SEAT_RE.test(v);
  const card = (v: string | undefined): v is string => !!v && CARD_RE.test(v);
  const int = (v: string | undefined): boolean => !!v && INT_RE.test(v);
  switch (t) {
    case 'end':
    case 'stop':
      return n === 1 ? ok({ type: t }) : bad('takes no arguments');
    case 'step':
      return n === 2 && PLACE_RE.test(x!) ? ok({ type: t, to: x! }) : bad('step <place|out>');
    case 'take':
    case 'drop':
      return n === 2 && card(x) ? ok({ type: t, item: x }) : bad(`${t} <card>`);
    case 'give':
      return n === 3 && card(x) && card(y) ? ok({ type: t, item: x, to: y }) : bad('give <card> <receiver>');
    case 'select':
      return n === 3 && seat(x) && /^[A-Z][a-z]$/.test(y!)
        ? ok({ type: t, seat: x, card: y! })
        : bad('select <seat> <card>');
    case 'handicap':
      return n === 3 && seat(x) && y!.split(',').every(card)
        ? ok({ type: t, seat: x, remove: y!.split(',') })
        : bad('handicap <seat> <card,...>');
    case 'starters': {
      const parts = (y ?? '').split(',').map((s) => /^(.+)@([we])$/.exec(s));
      return n === 3 && seat(x) && parts.every((m) => m && card(m[1]))
        ? ok({ type: t, seat: x, starters: parts.map((m) => ({ piece: m![1]!, side: m![2] as 'w' | 'e' })) })
        : bad('starters <seat> <card@w|e,...>');
    }
    case 'deal':
      return n === 4 && seat(x) && card(y) && int(z)
        ? ok({ type: t, seat: x, piece: y, room: Number(z) })
        : bad('deal <seat> <card> <room>');
    case 'facing': {
      const parts = (y ?? '').split(',').map((s) => /^(.+):([tscg])$/.exec(s));
      return n === 3 && seat(x) && parts.every((m) => m && card(m[1]))
        ? ok({
            type: t,
            seat: x,
            facings: parts.map((m) => ({
              piece: m![1]!,
              icon: ICONS[(ICON_LETTERS as readonly string[]).indexOf(m![2]!)] as IconName,
            })),
          })
        : bad('facing <seat> <card:t|s|c|g,...>');
    }
    case 'reveal':
      return n === 2 && int(x) ? ok({ type: t, room: Number(x) }) : bad('reveal <room>');
    case 'place':
      return n === 4 && seat(x) && card(y) && PLACE_RE.test(z!)
        ? ok({ type: t, seat: x, piece: y, zone: z! })
        : bad('place <seat> <card> <zone>');
    case 'rotate':
      return n === 3 && int(x) && (y === 'cw' || y === 'ccw')
        ? ok({ type: t, room: Number(x), clockwise: y === 'cw' })
        : bad('rotate <room> cw|ccw');
    case 'jump':
      return n === 4 && card(x) && PLACE_RE.test(y!) && (z === 'jump' || int(z))
        ? ok({ type: t, piece: x, to: y!, card: z === 'jump' ? 'jump' : Number(z) })
        : bad('jump <card> <place|out> jump|<combat card>');
    case 'attack':
    case 'spear':
    case 'shoot':
    case 'fireball':
    case 'heal':
      return n === 3 && card(x) && card(y)
        ? ok({ type: t, piece: x, target: y })
        : bad(`${t} <card> <target>`);
    case 'move':
    case 'wall-walk':
    case 'regenerate':
    case 'break-walls':
      return n === 2 && card(x) ? ok({ type: t, piece: x }) : bad(`${t} <card>`);
    case 'portcullis':
      return n === 4 &&
        card(x) &&
        (DIRS as readonly string[]).includes(y!) &&
        (z === 'open' || z === 'close' || z === 'break')
        ? ok({ type: t, piece: x, dir: y as (typeof DIRS)[number], op: z })
        : bad('portcullis <card> n|e|s|w open|close|break');
    case 'steal':
      return n === 3 && card(x) && card(y)
        ? ok({ type: t, piece: x, item: y })
        : bad('steal <card> <object>');
    case 'levitate':
      return n === 5 &&
        card(x) &&
        card(y) &&
        z!.split('-').every((p) => PLACE_RE.test(p)) &&
        (u === '-' || card(u))
        ? ok({ type: t, piece: x, item: y, path: z!.split('-'), to: u === '-' ? null : u! })
        : bad('levitate <card> <object> <place-...> <receiver|->');
    case 'invert':
      return n === 3 && card(x) && int(y)
        ? ok({ type: t, piece: x, room: Number(y) })
        : bad('invert <card> <room>');
    case 'berserk':
      return n === 3 && seat(x) && (y === '1' || y === '2')
        ? ok({ type: t, seat: x, cards: Number(y) as 1 | 2 })
        : bad('berserk <seat> 1|2');
    case 'announce':
      return n === 3 && seat(x) && (y === '-' || int(y))
        ? ok({ type: t, seat: x, value: y === '-' ? null : Number(y) })
        : bad('announce <seat> <value|->');
    case 'combat':
      return n === 3 && seat(x) && y!.split(',').every(int)
        ? ok({ type: t, seat: x, cards: y!.split(',').map(Number) })
        : bad('combat <seat> <value[,value]>');
    default:
      return bad('unknown action');
  }
}

export type GameRecord = KernelRecord<GameConfig, Action>;

/** The card game's records in the kernel's envelope (config, seed, one action per line). */
const FORMAT: RecordFormat<Action> = { header: 'DT-CardGame record 1', makeAction, parseAction };

export const makeRecord = (r: GameRecord): string => makeRecordText(FORMAT, r);
export const parseRecord = (text: string): Result<GameRecord> => parseRecordText(FORMAT, text);
/** Replays a record from its start; the error names the first action that fails. */
export const replay = (r: GameRecord): Result<State> => replayRecord({ newGame, apply, makeAction }, r);
