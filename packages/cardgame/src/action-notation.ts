// The action notation: one line per decision, the type then its fields in a fixed order
// (`attack yWa bNg`, `jump yWa b3 jump`, `combat yellow 2,5`). One table says how every
// action type is written: the names of its fields and how each kind of field is spelled, so
// makeAction and parseAction are one description read in both directions, and a malformed
// line gets the action's usage. The meta actions and `timeout` are the kernel's.
import { isMetaAction, makeMetaAction, parseMetaAction, type MetaAction } from '@dt/kernel';
import { ICONS, ICON_LETTERS, err, ok, type Action, type IconName, type Result } from './types.ts';

/** How one kind of field is spelled: read gives undefined for a malformed word. */
interface Spelling {
  hint: string;
  read(w: string): unknown;
  write(v: unknown): string;
}

const matching = (re: RegExp, hint: string, as: (w: string) => unknown = (w) => w): Spelling => ({
  hint,
  read: (w) => (re.test(w) ? as(w) : undefined),
  write: (v) => String(v),
});
const CARD = '(?:[yb][A-Z][a-z]2?|#\\d+)';
const PLACE = '(?:[a-d]\\d{1,2}|[YB][we][tscg]?|out)';
const card = matching(new RegExp(`^${CARD}$`), '<card>');
const int = matching(/^\d+$/, '<n>', Number);
/** A comma list of one spelling ("-" for none where `empty`). */
const listOf = (one: Spelling, hint: string, empty = false): Spelling => ({
  hint,
  read: (w) => {
    if (empty && w === '-') return [];
    const xs = w.split(',').map(one.read);
    return xs.every((x) => x !== undefined) ? xs : undefined;
  },
  write: (v) => ((v as unknown[]).length ? (v as unknown[]).map(one.write).join(',') : '-'),
});
/** One spelling or "-" for null. */
const orNone = (one: Spelling, hint: string): Spelling => ({
  hint,
  read: (w) => (w === '-' ? null : one.read(w)),
  write: (v) => (v === null ? '-' : one.write(v)),
});

const S = {
  seat: matching(/^(yellow|blue)$/, '<seat>'),
  card,
  kind: matching(/^[A-Z][a-z]$/, '<card>'),
  place: matching(new RegExp(`^${PLACE}$`), '<place|out>'),
  int,
  cards: listOf(card, '<card,...>'),
  ints: listOf(int, '<value[,value]>'),
  dir: matching(/^[nesw]$/, 'n|e|s|w'),
  op: matching(/^(open|close|break)$/, 'open|close|break'),
  clockwise: {
    hint: 'cw|ccw',
    read: (w) => (w === 'cw' ? true : w === 'ccw' ? false : undefined),
    write: (v) => (v ? 'cw' : 'ccw'),
  } as Spelling,
  jumpCard: {
    hint: 'jump|<combat card>',
    read: (w) => (w === 'jump' ? w : int.read(w)),
    write: String,
  } as Spelling,
  count: matching(/^[12]$/, '1|2', Number),
  value: orNone(int, '<value|->'),
  receiver: orNone(card, '<receiver|->'),
  path: {
    hint: '<place-...>',
    read: (w) => (w.split('-').every((p) => S.place.read(p) !== undefined) ? w.split('-') : undefined),
    write: (v) => (v as string[]).join('-'),
  } as Spelling,
  starters: listOf(
    {
      hint: '',
      read: (w) => {
        const m = new RegExp(`^(${CARD})@([we])$`).exec(w);
        return m ? { piece: m[1]!, side: m[2]! } : undefined;
      },
      write: (v) => `${(v as { piece: string }).piece}@${(v as { side: string }).side}`,
    },
    '<card@w|e,...>',
  ),
  facings: listOf(
    {
      hint: '',
      read: (w) => {
        const m = new RegExp(`^(${CARD}):([tscg])$`).exec(w);
        return m
          ? { piece: m[1]!, icon: ICONS[(ICON_LETTERS as readonly string[]).indexOf(m[2]!)] }
          : undefined;
      },
      write: (v) => {
        const f = v as { piece: string; icon: IconName };
        return `${f.piece}:${ICON_LETTERS[ICONS.indexOf(f.icon)]}`;
      },
    },
    '<card:t|s|c|g,...>',
  ),
} satisfies Record<string, Spelling>;

/** A field of an action: its name in the Action object, its spelling, and whether it may be left out (last only). */
type Field = readonly [name: string, spelling: Spelling, optional: boolean];

/**
 * Every action type but the kernel's meta actions, with its fields in the order they are
 * written: "name:spelling" (a key of S).
 */
const SYNTAX: Record<Exclude<Action, MetaAction>['type'], string> = {
  select: 'seat:seat card:kind',
  handicap: 'seat:seat remove:cards',
  starters: 'seat:seat starters:starters',
  deal: 'seat:seat piece:card room:int',
  facing: 'seat:seat facings:facings',
  end: '',
  reveal: 'room:int',
  place: 'seat:seat piece:card zone:place',
  rotate: 'room:int clockwise:clockwise',
  move: 'piece:card',
  'wall-walk': 'piece:card',
  step: 'to:place',
  take: 'item:card',
  drop: 'item:card',
  give: 'item:card to:card',
  stop: '',
  jump: 'piece:card to:place card:jumpCard',
  attack: 'piece:card target:card',
  spear: 'piece:card target:card',
  shoot: 'piece:card target:card',
  fireball: 'piece:card target:card',
  heal: 'piece:card target:card',
  regenerate: 'piece:card',
  portcullis: 'piece:card dir:dir op:op room?:int',
  'break-walls': 'piece:card',
  steal: 'piece:card item:card',
  levitate: 'piece:card item:card path:path to:receiver',
  invert: 'piece:card room:int',
  berserk: 'seat:seat cards:count',
  announce: 'seat:seat value:value',
  combat: 'seat:seat cards:ints',
};

/** The fields of each action type, read once from SYNTAX (a typo in the table throws at load). */
const FIELDS = new Map<string, readonly Field[]>(
  Object.entries(SYNTAX).map(([type, spec]) => [
    type,
    spec
      .split(' ')
      .filter(Boolean)
      .map((f): Field => {
        const [name, spelling] = f.split(':') as [string, keyof typeof S];
        if (!Object.hasOwn(S, spelling)) throw new Error(`action notation: no spelling '${spelling}'`);
        return name.endsWith('?') ? [name.slice(0, -1), S[spelling], true] : [name, S[spelling], false];
      }),
  ]),
);

const usage = (type: string, fields: readonly Field[]): string =>
  [type, ...fields.map(([, s, optional]) => (optional ? `[${s.hint}]` : s.hint))].join(' ');

export function makeAction(a: Action): string {
  if (isMetaAction(a)) return makeMetaAction(a);
  const fields = FIELDS.get(a.type)!;
  const values = a as unknown as Record<string, unknown>;
  const given = fields.filter(([name, , optional]) => !optional || values[name] !== undefined);
  return [a.type, ...given.map(([name, s]) => s.write(values[name]))].join(' ');
}

export function parseAction(text: string): Result<Action> {
  if (typeof text !== 'string') return err('BAD_NOTATION', 'an action is a line of text');
  const meta = parseMetaAction(text);
  if (meta) return meta;
  const [type, ...words] = text.trim().split(/\s+/);
  const fields = FIELDS.get(type!);
  if (!fields) return err('BAD_NOTATION', `'${text}': unknown action`);
  const bad = (): Result<Action> =>
    err('BAD_NOTATION', `'${text}': ${fields.length ? usage(type!, fields) : 'takes no arguments'}`);
  const optional = fields.length > 0 && fields[fields.length - 1]![2];
  if (words.length !== fields.length && !(optional && words.length === fields.length - 1)) return bad();
  const a: Record<string, unknown> = { type };
  for (let i = 0; i < words.length; i++) {
    const [name, s] = fields[i]!;
    const v = s.read(words[i]!);
    if (v === undefined) return bad();
    a[name] = v;
  }
  return ok(a as Action);
}
