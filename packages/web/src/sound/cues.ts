// Which short sound the game's last steps call for (issue 38 item 3: "optional short sounds,
// off by default"): one cue per batch of events, the most telling first, so a combat that
// wounds after a move is heard as the combat. Pure: the table decides, the player plays.
export type Cue = 'escape' | 'elimination' | 'combat' | 'fireball' | 'reveal' | 'move' | 'turn';

type Event = { type?: unknown };

/** Event types by the cue they sound, in order of precedence. */
const CUES: readonly [Cue, readonly string[]][] = [
  ['escape', ['escaped']],
  ['elimination', ['eliminated']],
  ['fireball', ['fireball']],
  ['combat', ['combat-result', 'wounded']],
  ['reveal', ['revealed', 'rotated']],
  ['move', ['moved', 'jumped']],
  ['turn', ['turn-end']],
];

export function cueOf(events: readonly Event[]): Cue | null {
  for (const [cue, types] of CUES) if (events.some((e) => types.includes(String(e.type)))) return cue;
  return null;
}
