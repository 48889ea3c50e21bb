// Puzzles out of a traced game: a turn that its player won outright, from the position right
// after the Action card (the AP are known), with every decision of the line the mover's own
// (no combat card or placement by the opponent, nothing revealed: the line is the same whatever
// the hidden parts are). A one-action line is kept only if most first actions do not win at once,
// and a position where simply ending the turn wins is no puzzle.
import {
  SEATS,
  apply,
  legalActionsFor,
  makeAction,
  makePosition,
  type GameEvent,
  type Puzzle,
  type Seat,
  type State,
} from '@dt/engine';
import type { TracedStep } from '@dt/ai/trace';

const wins = (s: State, seat: Seat): boolean => s.phase === 'over' && s.winner === seat;

/** How many of the position's first actions win at once, and how many there are. */
function instantWins(pos: State, seat: Seat): { won: number; of: number } {
  const legal = legalActionsFor(pos, seat);
  let won = 0;
  for (const a of legal) {
    const r = apply(pos, a);
    if (r.ok && wins(r.value.state, seat)) won++;
  }
  return { won, of: legal.length };
}

const winKind = (events: GameEvent[]): 'escape' | 'kill' =>
  events.some((e) => e.type === 'escaped') ? 'escape' : 'kill';

/** The puzzles of one traced game (at most one per won turn; a game is won once). */
export function findPuzzles(steps: readonly TracedStep[], source: string): Puzzle[] {
  const out: Puzzle[] = [];
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i]!;
    if (st.before.phase !== 'card' || st.after.phase !== 'actions') continue;
    const pos = st.after;
    const seat = pos.active;
    let j = i + 1;
    let clean = true;
    while (j < steps.length && steps[j]!.before.phase !== 'over') {
      const x = steps[j]!;
      if (x.actor !== seat || x.events.some((e) => e.type === 'revealed' || e.type === 'combat-start'))
        clean = false;
      if (wins(x.after, seat) || x.events.some((e) => e.type === 'turn-end')) break;
      j++;
    }
    const last = steps[j];
    if (!clean || !last || !wins(last.after, seat)) continue;
    const line = steps.slice(i + 1, j + 1).map((x) => x.action);
    const ended = apply(pos, { type: 'end' });
    if (ended.ok && wins(ended.value.state, seat)) continue;
    if (line.length === 1) {
      const { won, of } = instantWins(pos, seat);
      if (won * 3 >= of) continue;
    }
    out.push({
      id: `${pos.config.scenario}-${source}`,
      scenario: pos.config.scenario,
      seat: SEATS[seat],
      kind: winKind(last.events),
      position: makePosition(pos),
      line: line.map(makeAction),
      source,
    });
  }
  return out;
}
