// Puzzles: positions from self-play where one turn wins (packages/cli `dt puzzles` wrote
// puzzles.ts). The puzzle of the day is chosen by the date (UTC), the same for everyone that day;
// the others are reached by number. A puzzle is solved when the mover wins before its turn ends,
// failed when the turn ends (or the game ends) otherwise; the engine alone decides both.
import { SEATS, parsePosition, type Puzzle, type Result, type Seat } from '@dt/engine';

export type { Puzzle };
import { sessionFrom, stateOf, type Player, type Session } from '../session.ts';
import { PUZZLE_FILE } from './puzzles.ts';

export const PUZZLES: readonly Puzzle[] = PUZZLE_FILE.puzzles as Puzzle[];

const DAY_MS = 86_400_000;

/** The index of the puzzle of the day: days since 1970 (UTC), spread over the file. */
export function puzzleOfDay(date: Date, count = PUZZLES.length): number {
  const day = Math.floor(date.getTime() / DAY_MS);
  // A step prime to any count below 1000 walks the whole file before repeating, mixing sets.
  return (((day * 7919) % count) + count) % count;
}

export const puzzleSeat = (p: Puzzle): Seat => SEATS.indexOf(p.seat) as Seat;

/** The puzzle's game: the mover at this device, the opponent the computer (L1) if the turn ends. */
export function puzzleSession(p: Puzzle): Result<Session> {
  const start = parsePosition(p.position);
  if (!start.ok) return start;
  const players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }];
  players[1 - puzzleSeat(p)] = { kind: 'bot', level: 1 };
  return { ok: true, value: sessionFrom(start.value, players) };
}

export function puzzleVerdict(p: Puzzle, session: Session): 'playing' | 'solved' | 'failed' {
  const seat = puzzleSeat(p);
  const s = stateOf(session);
  if (s.phase === 'over') return s.winner === seat ? 'solved' : 'failed';
  const ended = session.steps.some((st) => st.events.some((e) => e.type === 'turn-end' && e.seat === seat));
  return ended ? 'failed' : 'playing';
}
