// Sampled worlds for the card game's bots: a full State built from one seat's View and a
// random assignment of what that seat cannot see, so that a bot can search with the engine
// without ever reading the hidden part (STYLE 11). What a seat cannot see during play:
//   - the face-down rooms: which rooms (the twins of the revealed ones, and whole pairs drawn
//     from the pairs not yet seen) and their orientations;
//   - the opponent's face-down cards next to rooms, and the characters the handicap removed:
//     which of its team's cards they are (its team is public, except in full frontal
//     selection: then any of its cards);
//   - in the secret objects variant, the cards under a public handle "#n" (objects carried by
//     the other side, its wounded): which of their owner's cards not seen elsewhere;
//   - the opponent's Combat cards: as many as it holds, drawn from the deck (less the
//     handicap's).
// The world is written in the engine's position notation and read back with parsePosition,
// which refuses anything that breaks checkInvariants; a view the sampler cannot honour (the
// set-up phases, a spectator's) gives null, and the bots then decide from the view alone.
import {
  CHARACTER_DEFS,
  COMBAT_DECK,
  HANDICAP_TABLE,
  PAIRS,
  ROOMS,
  SCENARIO_DEFS,
  SEATS,
  parsePieceCode,
  parsePosition,
  pieceCode,
  type Rng,
  type ScenarioName,
  type State,
  type View,
} from '@dt/cardgame';

/** The phases in which a world can be built: play, a movement, a revealed room's cards placed. */
const PLAY_PHASES = new Set(['actions', 'moving', 'place']);

const N_KINDS = CHARACTER_DEFS.length;
const N_CARDS = 13;
const charCode = (seat: number, kind: number): string => pieceCode(seat * N_KINDS + kind);
const objCode = (seat: number, card: number): string => pieceCode(2 * N_KINDS + seat * N_CARDS + card);
const roomWord = (r: number): string => ROOMS[r]!.name.replace(' ', '-');

const OFF_WORDS: Record<string, string> = {
  hand: 'team',
  pool: 'pool',
  escaped: 'escaped',
  eliminated: 'dead',
  rescued: 'rescued',
  discarded: 'gone',
  removed: 'removed',
};

export const canSample = (v: View): boolean => v.viewer !== 'spectator' && PLAY_PHASES.has(v.phase);

/** A card the viewer cannot name: its id in the view ("?n", "#n"), what it is known to be, its handle. */
interface Hidden {
  id: string;
  kind: View['pieces'][number]['kind'];
  alias: number;
}

/**
 * A world consistent with `v` (seen from v.viewer), the hidden part drawn with `rng`; null
 * when this view is not one the sampler handles. `stopAllowed` tells whether the movement
 * under way may stop now (the seat knows it from its legal actions).
 */
export function sampleWorld(v: View, rng: Rng, stopAllowed = true): State | null {
  const w = buildWorld(v, rng, stopAllowed);
  return typeof w === 'string' ? null : w;
}

/** The world, or why none could be built (for tests and bug reports). */
export function buildWorld(v: View, rng: Rng, stopAllowed = true): State | string {
  if (!canSample(v)) return 'not a view the sampler handles';
  const me = SEATS.indexOf(v.viewer as 'yellow' | 'blue');
  const opp = 1 - me;
  const scen = SCENARIO_DEFS[v.scenario as ScenarioName];
  if (!scen) return `unknown scenario ${v.scenario}`;

  // Rooms: the revealed ones as seen; the face-down slots get the twins of the revealed rooms
  // not yet seen, then whole pairs from those not seen at all.
  const up = new Set<number>();
  for (const r of v.rooms) if (r.revealed) up.add(ROOMS.findIndex((d) => d.name === r.name));
  const seenPairs = new Set([...up].map((r) => ROOMS[r]!.pair));
  const pending: number[] = [];
  for (const p of seenPairs)
    for (let r = 0; r < ROOMS.length; r++) if (ROOMS[r]!.pair === p && !up.has(r)) pending.push(r);
  const downSlots = v.rooms.filter((r) => !r.revealed).length;
  const freePairs = (scen.fixedPairs ?? PAIRS.map((_, i) => i)).filter((p) => !seenPairs.has(p));
  rng.shuffle(freePairs);
  for (let k = 0; pending.length < downSlots && k < freePairs.length; k++)
    for (let r = 0; r < ROOMS.length; r++) if (ROOMS[r]!.pair === freePairs[k]) pending.push(r);
  if (pending.length !== downSlots) return `${downSlots} face-down rooms, ${pending.length} candidates`;
  rng.shuffle(pending);
  const rooms = v.rooms.map((r) => {
    if (r.revealed) {
      const id = ROOMS.findIndex((d) => d.name === r.name);
      const flags =
        '*' +
        (r.portcullis === 'open' ? 'o' : r.portcullis === 'broken' ? 'x' : '') +
        (r.wallsBroken ? 'W' : '');
      return `${roomWord(id)}/${r.orientation}${flags}`;
    }
    return `${roomWord(pending.pop()!)}/${rng.int(4)}`;
  });

  // Cards: every card the seat sees by name keeps its place; the cards it cannot name (face
  // down, the handicap's removed characters, and in the secret objects variant the handles
  // "#n" of carried objects and wounded characters) get names from those of their owner's
  // cards not seen anywhere, a character or an object as far as the view tells.
  const named = new Set<string>();
  const hidden: Hidden[][] = [[], []];
  const aliases: string[] = [];
  const ownHandles: string[] = [];
  let nextAlias = Math.max(
    0,
    ...v.pieces.filter((p) => p.id.startsWith('#')).map((p) => Number(p.id.slice(1))),
  );
  for (const p of v.pieces) {
    if (p.id.startsWith('?') || p.id.startsWith('#')) {
      const seat = SEATS.indexOf(p.seat);
      if (p.id.startsWith('?') && (seat !== opp || p.carriedBy)) return `unnamed card ${p.id} of ${p.seat}`;
      const alias = p.id.startsWith('#') ? Number(p.id.slice(1)) : 0;
      hidden[seat]!.push({ id: p.id, kind: p.kind, alias });
      continue;
    }
    if (parsePieceCode(p.id) === undefined) return `unknown card ${p.id}`;
    named.add(p.id);
    // Secret objects: a card hidden from the other seat has a handle the view does not show.
    if (v.secretObjects && p.room === null && (p.state === 'wounded' || p.carriedBy)) ownHandles.push(p.id);
  }
  for (const code of ownHandles) aliases.push(`${code}:${++nextAlias}`);
  const nameOf = new Map<string, string>();
  for (const seat of [0, 1]) {
    const cards = hiddenCards(v, seat, hidden[seat]!, named, rng, scen.characters);
    if (typeof cards === 'string') return cards;
    hidden[seat]!.forEach((h, i) => {
      if (h.alias) aliases.push(`${cards[i]}:${h.alias}`);
      nameOf.set(h.id, cards[i]!);
    });
  }
  const name = (id: string): string => nameOf.get(id) ?? id;
  const pieces: string[] = [];
  for (const p of v.pieces) {
    const word = p.place ?? (p.room !== null ? `@${p.room}` : OFF_WORDS[p.state]);
    if (word === undefined) return `no place for ${p.id} (${p.state})`;
    const star = p.state === 'wounded' ? '*' : '';
    const at = p.carriedBy ? `>${name(p.carriedBy)}` : `:${word}`;
    pieces.push(`${name(p.id)}${star}${at}`);
  }

  // Hands: the seat's own, and the opponent's Combat cards: the +0 (it always comes back to
  // the hand), the others drawn from the rest of a full deck (less the handicap's cards).
  const deck: number[] = [];
  const lost = v.handicap && v.handicap.seat === SEATS[opp] ? v.handicap.combat : [];
  COMBAT_DECK.forEach((n, value) => {
    const left = n - lost.filter((x) => x === value).length;
    for (let i = value === 0 ? 1 : 0; i < left; i++) deck.push(value);
  });
  rng.shuffle(deck);
  deck.unshift(0);
  const hands = [0, 1].map((seat) => {
    const h = v.hands[seat as 0 | 1];
    const combat = seat === me ? h.combat! : deck.slice(0, h.combatCount).sort((a, b) => a - b);
    const bonus = v.vp[seat as 0 | 1] - scoredBy(v, seat);
    return (
      `hand ${SEATS[seat]} combat=${combat.length ? combat.join(',') : '-'} jumps=${h.jumps} ` +
      `wallcard=${h.wallCard ? 'yes' : 'no'} vp=${v.vp[seat as 0 | 1]} bonus=${bonus}`
    );
  });

  const flags = v.pieces
    .filter((p) => p.woundedThisTurn || p.spent)
    .map((p) => `${name(p.id)}:${p.woundedThisTurn ? 'n' : ''}${p.spent ? 's' : ''}`);
  const first = v.turn % 2 === 1 ? v.active : SEATS[1 - SEATS.indexOf(v.active as 'yellow')];
  const lines = [
    'DT-CardGame position 1',
    `scenario ${v.scenario} selection=${v.selection ?? '-'} timer=${v.timerSeconds ?? '-'} ` +
      `secret=${v.secretObjects ? 'yes' : 'no'} handicap=${handicapWord(v)} maxturns=-`,
    `rooms ${rooms.join(' ')}`,
    `phase ${v.phase} active=${v.active} turn=${v.turn} firsts=${first},${first},${first} deal=${v.active} ` +
      `done=${v.done.map((d) => (d ? 'yes' : 'no')).join(',')}`,
    `wheels ${v.wheels[0]} ${v.wheels[1]}`,
    ...hands,
    `pieces ${pieces.join(' ')}`,
    `flags ${flags.length ? flags.join(',') : '-'}`,
    `aliases ${nextAlias} ${aliases.length ? aliases.join(',') : '-'}`,
  ];
  if (v.moving)
    lines.push(
      `moving ${name(v.moving.piece)} ${v.moving.mode} steps=${v.moving.steps} lock=${v.moving.lock ?? '-'} ` +
        `decided=${stopAllowed ? 'yes' : 'no'}`,
    );
  if (v.placing)
    lines.push(
      `placing ${v.placing.room} ${v.placing.revealer} ${v.placing.queue.map(name).join(',') || '-'} takeover=no`,
    );
  const text = lines.join('\n') + '\n';
  const r = parsePosition(text);
  return r.ok ? r.value : `${r.error.message}\n${text}`;
}

/** VP a seat scored by escapes (a Goblin 2) and the opponent's eliminated characters. */
function scoredBy(v: View, seat: number): number {
  let n = 0;
  for (const p of v.pieces) {
    if (p.kind !== 'character') continue;
    const own = p.seat === SEATS[seat];
    if (own && p.state === 'escaped') n += p.name === 'Goblin' ? 2 : 1;
    if (!own && p.state === 'eliminated') n++;
  }
  return n;
}

/**
 * Names for one seat's hidden cards, in their order: drawn from its cards not seen anywhere
 * (its team when public; in full frontal selection any of its cards, as many characters as a
 * team has), characters for the cards known to be characters, objects for known objects.
 */
function hiddenCards(
  v: View,
  seat: number,
  hidden: readonly Hidden[],
  named: ReadonlySet<string>,
  rng: Rng,
  teamChars: number,
): string[] | string {
  if (hidden.length === 0) return [];
  const isChar = (code: string): boolean => parsePieceCode(code)! < 2 * N_KINDS;
  const team = v.teams[seat as 0 | 1];
  let chars: string[];
  let objs: string[];
  if (team) {
    const free = team.filter((c) => !named.has(c));
    chars = rng.shuffle(free.filter(isChar));
    objs = rng.shuffle(free.filter((c) => !isChar(c)));
  } else {
    // Full frontal: the team was chosen in secret; it has teamChars characters in all.
    const all: string[] = [];
    for (let k = 0; k < N_KINDS; k++) all.push(charCode(seat, k));
    for (let c = 0; c < N_CARDS; c++) all.push(objCode(seat, c));
    const free = all.filter((c) => !named.has(c));
    const namedChars = [...named].filter((c) => c[0] === all[0]![0] && isChar(c)).length;
    const nChars = teamChars - namedChars;
    const nObjs = hidden.length - nChars;
    if (nChars < 0 || nObjs < 0)
      return `${hidden.length} unnamed cards of ${SEATS[seat]}, ${nChars} characters`;
    chars = rng.shuffle(free.filter(isChar)).slice(0, nChars);
    objs = rng.shuffle(free.filter((c) => !isChar(c))).slice(0, nObjs);
  }
  if (chars.length + objs.length !== hidden.length)
    return `${hidden.length} unnamed cards of ${SEATS[seat]}, ${chars.length + objs.length} candidates`;
  const out: string[] = new Array<string>(hidden.length);
  hidden.forEach((h, i) => {
    if (h.kind === 'character') out[i] = chars.pop()!;
    else if (h.kind === 'object') out[i] = objs.pop()!;
  });
  if (out.some((c, i) => c === undefined && hidden[i]!.kind !== 'card'))
    return `the unnamed cards of ${SEATS[seat]} do not fit its characters and objects`;
  const rest = rng.shuffle([...chars, ...objs]);
  hidden.forEach((h, i) => {
    if (h.kind === 'card') out[i] = rest.pop()!;
  });
  return out;
}

/** The handicap line of the notation: a row of the table with the view's numbers. */
function handicapWord(v: View): string {
  const h = v.handicap;
  if (!h) return '-';
  const row = HANDICAP_TABLE.find(
    (r) => r.characters === h.characters && r.combat.join(',') === h.combat.join(','),
  );
  return row ? `${h.seat}/${row.stronger}/${row.weaker}` : '-';
}
