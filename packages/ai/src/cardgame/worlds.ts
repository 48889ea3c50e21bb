// Sampled worlds for the card game's bots: a full State built from one seat's View and a
// random assignment of what that seat cannot see, so that a bot can search with the engine
// without ever reading the hidden part (STYLE 11). What a seat cannot see during play:
//   - the face-down rooms: which rooms (the twins of the revealed ones, and whole pairs drawn
//     from the pairs not yet seen) and their orientations;
//   - the opponent's face-down cards next to rooms: which of its team's cards they are (its
//     team is public, except in full frontal selection: then any of its cards);
//   - the opponent's Combat cards: as many as it holds, drawn from the deck.
// The world is written in the engine's position notation and read back with parsePosition,
// which refuses anything that breaks checkInvariants; a view the sampler cannot honour (the
// secret objects variant, the handicap, the set-up phases) gives null, and the bots then
// decide from the view alone.
import {
  CHARACTER_DEFS,
  COMBAT_DECK,
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

export const canSample = (v: View): boolean =>
  v.viewer !== 'spectator' && PLAY_PHASES.has(v.phase) && !v.secretObjects && v.handicap === null;

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

  // Cards: every card the seat sees by name keeps its place; the opponent's unnamed cards get
  // names from those of its cards not seen anywhere.
  const pieces: string[] = [];
  const named = new Set<string>();
  const anonymous: { word: string }[] = [];
  for (const p of v.pieces) {
    const word = p.place ?? (p.room !== null ? `@${p.room}` : OFF_WORDS[p.state]);
    if (word === undefined) return `no place for ${p.id} (${p.state})`;
    const star = p.state === 'wounded' ? '*' : '';
    const at = p.carriedBy ? `>${p.carriedBy}` : `:${word}`;
    if (p.id.startsWith('?')) {
      if (p.seat !== SEATS[opp] || p.carriedBy) return `unnamed card ${p.id} of ${p.seat}`;
      anonymous.push({ word: at });
      continue;
    }
    if (p.id.startsWith('#') || parsePieceCode(p.id) === undefined) return `unknown card ${p.id}`;
    named.add(p.id);
    pieces.push(`${p.id}${star}${at}`);
  }
  const oppTeam = v.teams[opp];
  let candidates: string[];
  if (oppTeam) candidates = oppTeam.filter((c) => !named.has(c));
  else {
    // Full frontal: the opponent chose in secret; its team has scen.characters characters.
    const seenChars = v.pieces.filter((p) => p.seat === SEATS[opp] && p.kind === 'character').length;
    const chars: string[] = [];
    const objs: string[] = [];
    for (let k = 0; k < N_KINDS; k++) if (!named.has(charCode(opp, k))) chars.push(charCode(opp, k));
    for (let c = 0; c < N_CARDS; c++) if (!named.has(objCode(opp, c))) objs.push(objCode(opp, c));
    rng.shuffle(chars);
    rng.shuffle(objs);
    const nChars = Math.max(0, scen.characters - seenChars);
    candidates = [...chars.slice(0, nChars), ...objs.slice(0, anonymous.length - nChars)];
  }
  if (candidates.length !== anonymous.length)
    return `${anonymous.length} unnamed cards, ${candidates.length} candidates`;
  rng.shuffle(candidates);
  anonymous.forEach((a, i) => pieces.push(`${candidates[i]}${a.word}`));

  // Hands: the seat's own, and the opponent's Combat cards: the +0 (it always comes back to
  // the hand), the others drawn from the rest of a full deck.
  const deck: number[] = [];
  COMBAT_DECK.forEach((n, value) => {
    for (let i = value === 0 ? 1 : 0; i < n; i++) deck.push(value);
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
    .map((p) => `${p.id}:${p.woundedThisTurn ? 'n' : ''}${p.spent ? 's' : ''}`);
  const first = v.turn % 2 === 1 ? v.active : SEATS[1 - SEATS.indexOf(v.active as 'yellow')];
  const lines = [
    'DT-CardGame position 1',
    `scenario ${v.scenario} selection=${v.selection ?? '-'} timer=${v.timerSeconds ?? '-'} secret=no handicap=- maxturns=-`,
    `rooms ${rooms.join(' ')}`,
    `phase ${v.phase} active=${v.active} turn=${v.turn} firsts=${first},${first},${first} deal=${v.active} ` +
      `done=${v.done.map((d) => (d ? 'yes' : 'no')).join(',')}`,
    `wheels ${v.wheels[0]} ${v.wheels[1]}`,
    ...hands,
    `pieces ${pieces.join(' ')}`,
    `flags ${flags.length ? flags.join(',') : '-'}`,
  ];
  if (v.moving)
    lines.push(
      `moving ${v.moving.piece} ${v.moving.mode} steps=${v.moving.steps} lock=${v.moving.lock ?? '-'} ` +
        `decided=${stopAllowed ? 'yes' : 'no'}`,
    );
  if (v.placing)
    lines.push(
      `placing ${v.placing.room} ${v.placing.revealer} ${v.placing.queue.join(',') || '-'} takeover=no`,
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
