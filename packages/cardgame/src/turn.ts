// The game turn (rulebook, Game turn): the action wheel earns 2 AP on the first player's
// first turn and 3 AP on every other turn; up to 3 unused AP are banked on the 0-3 face,
// the rest are lost when the turn ends (also when the timer runs out). Also the end of the
// game: a scenario's VP objective ends it at once.
import { N_CHARS, isChar } from './cards.ts';
import { Flag, faceDownRoom, type State } from './state.ts';
import { SEATS, other, type GameEvent, type Seat } from './types.ts';

/** The most AP a wheel banks between turns (its 0-3 face). */
export const BANKED = 3;

export function finish(s: State, winner: -1 | Seat, reason: string, events: GameEvent[] | null): void {
  s.phase = 'over';
  s.winner = winner;
  s.endReason = reason;
  s.combat = null;
  s.moving = null;
  s.placing = null;
  s.selection = null;
  s.drawOffer = -1;
  events?.push({ type: 'game-over', winner: winner === -1 ? 'draw' : SEATS[winner], reason });
}

export function startTurn(s: State, seat: Seat, events: GameEvent[] | null): void {
  s.turn++;
  s.active = seat;
  s.phase = 'actions';
  const earned = s.turn === 1 ? 2 : 3;
  s.wheel[seat] += earned;
  for (let c = 0; c < N_CHARS; c++) s.flags[c] = 0;
  s.entered.fill(-1);
  events?.push({ type: 'turn', seat: SEATS[seat], turn: s.turn, earned, ap: s.wheel[seat] });
}

export function endTurn(s: State, events: GameEvent[] | null): void {
  const seat = s.active;
  const lost = Math.max(0, s.wheel[seat] - BANKED);
  s.wheel[seat] -= lost;
  events?.push({ type: 'turn-end', seat: SEATS[seat], banked: s.wheel[seat], lost });
  if (s.config.maxTurns !== null && s.turn >= s.config.maxTurns) {
    finish(s, -1, `turn limit (${s.config.maxTurns}) reached`, events);
    return;
  }
  startTurn(s, other(seat), events);
}

/** Spends one AP from the active wheel. */
export function spend(s: State, ap = 1): void {
  s.wheel[s.active] -= ap;
}

/** Is a character still able to score or be scored: on the table or face-down in a room? */
const inGame = (s: State, c: number): boolean => s.loc[c]! >= 0 || faceDownRoom(s.loc[c]!) >= 0;

/**
 * The scenario's objective (rulebook: "as soon as a player has scored ... VP"). When no
 * character of either colour is left in the game nothing can change any more (CN30): most
 * VP wins, equal VP is a draw.
 */
export function checkGoal(s: State, events: GameEvent[] | null): void {
  if (s.phase === 'over') return;
  const target = s.scen.vpTarget;
  const reached = ([0, 1] as const).filter((seat) => s.vp[seat] >= target);
  if (reached.length > 0) {
    const w: -1 | Seat =
      reached.length === 2 ? (s.vp[0] === s.vp[1] ? -1 : s.vp[0] > s.vp[1] ? 0 : 1) : reached[0]!;
    finish(s, w, w === -1 ? 'both reached the objective' : `${SEATS[w]} reached ${target} VP`, events);
    return;
  }
  if (s.turn === 0) return;
  for (let c = 0; c < N_CHARS; c++) if (isChar(c) && inGame(s, c)) return;
  const w: -1 | Seat = s.vp[0] === s.vp[1] ? -1 : s.vp[0] > s.vp[1] ? 0 : 1;
  finish(s, w, 'no character is left in the labyrinth', events);
}

export const woundedNow = (s: State, c: number): boolean => (s.flags[c]! & Flag.WoundedNow) !== 0;
