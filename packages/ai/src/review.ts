// The review of a finished board game (issue 42): each decision of a turn is analysed from the
// deciding seat's view at the time (analysis.ts: what it knew, the rest sampled), giving the
// seat's win chance with the search's best action and with the action played. The difference
// is what the decision cost; the costliest ones beyond a threshold are marked, with what the
// search would have played. Judging the played action inside the same search (rather than
// comparing the values before and after it) keeps the luck of a reveal or a combat that
// followed out of the verdict, and keeps what the other seat knew out of it too.
// Only the turns' decisions (the Action card and the actions) are judged: the set-up and the
// secret Combat cards are left out, as the tree search does not search them.
import {
  apply,
  legalActionsFor,
  newGame,
  type Action,
  type GameRecord,
  type Seat,
  type State,
} from '@dt/engine';
import { analyse, sameAction, seatToMove } from './analysis.ts';

export interface ReviewOptions {
  /** Search iterations per decision (the only budget: a review never depends on the machine). */
  iterations: number;
  seed?: number;
  /** The least drop of win chance (0..1) that marks a decision; default 0.1. */
  threshold?: number;
  /** Most decisions marked per seat, the costliest first; default 5. */
  perSeat?: number;
  /** After each decision analysed: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface ReviewedDecision {
  /** The action's index in the record: the position judged is the one before it. */
  step: number;
  turn: number;
  seat: Seat;
  played: Action;
  /** The search's best action, and its line for the rest of the turn. */
  best: Action;
  line: Action[];
  /** The seat's win chance with the best action and with the one played; drop = the difference. */
  value: number;
  playedValue: number;
  drop: number;
  /** Yellow's win chance there (the graph's curve). */
  yellow: number;
}

export interface Review {
  /** Actions in the record. */
  steps: number;
  decisions: ReviewedDecision[];
  /** Each seat's costliest decisions beyond the threshold, in the game's order. */
  marked: ReviewedDecision[];
  threshold: number;
  iterations: number;
}

export type ReviewResult = { ok: true; value: Review } | { ok: false; error: string };

/** A decision to judge: the position before the record's action `step`, and that action. */
interface Judged {
  step: number;
  state: State;
  seat: Seat;
  action: Action;
}

/** Replays the record, keeping each turn decision where the seat had a choice. */
export function decisionsOf(
  record: GameRecord,
): { ok: true; value: Judged[] } | { ok: false; error: string } {
  const start = newGame(record.config, record.seed);
  if (!start.ok) return { ok: false, error: start.error.message };
  let s = start.value;
  const out: Judged[] = [];
  for (let step = 0; step < record.actions.length; step++) {
    const action = record.actions[step]!;
    const seat = seatToMove(s);
    const turnDecision = s.phase === 'actions' || s.phase === 'card';
    if (turnDecision && seat !== null) {
      const legal = legalActionsFor(s, seat);
      if (legal.length > 1 && legal.some((a) => sameAction(a, action)))
        out.push({ step, state: s, seat, action });
    }
    const r = apply(s, action);
    if (!r.ok) return { ok: false, error: `action ${step + 1}: ${r.error.message}` };
    s = r.value.state;
  }
  return { ok: true, value: out };
}

export function review(record: GameRecord, options: ReviewOptions): ReviewResult {
  const judged = decisionsOf(record);
  if (!judged.ok) return judged;
  const threshold = options.threshold ?? 0.1;
  const decisions: ReviewedDecision[] = [];
  const total = judged.value.length;
  options.onProgress?.(0, total);
  for (const j of judged.value) {
    const a = analyse(j.state, {
      iterations: options.iterations,
      seed: (options.seed ?? 1) + j.step,
      probe: j.action,
      probeVisits: Math.max(8, Math.floor(options.iterations / 5)),
    });
    if (a) {
      const same = sameAction(a.best, j.action);
      const playedValue = same ? a.value : (a.probeValue ?? a.value);
      decisions.push({
        step: j.step,
        turn: j.state.turn,
        seat: j.seat,
        played: j.action,
        best: a.best,
        line: a.line,
        value: a.value,
        playedValue,
        drop: Math.max(0, a.value - playedValue),
        yellow: j.seat === 0 ? a.value : 1 - a.value,
      });
    }
    options.onProgress?.(decisions.length, total);
  }
  const marked = markCostliest(decisions, threshold, options.perSeat ?? 5);
  return {
    ok: true,
    value: { steps: record.actions.length, decisions, marked, threshold, iterations: options.iterations },
  };
}

/** Each seat's `perSeat` largest drops of at least `threshold`, back in the game's order. */
export function markCostliest(decisions: readonly ReviewedDecision[], threshold: number, perSeat: number) {
  const pick = (seat: Seat) =>
    decisions
      .filter((d) => d.seat === seat && d.drop >= threshold)
      .sort((x, y) => y.drop - x.drop)
      .slice(0, perSeat);
  return [...pick(0), ...pick(1)].sort((x, y) => x.step - y.step);
}
