// Turn flow (rulebook pp. 5-6; R7, R8, R22): Action cards, ending turns, recycling, and
// how each scenario's game ends.
import { canAct, type GameEvent } from '../core/pieces.ts';
import { Loc, addOwnAp, ownApOf, type State } from '../core/state.ts';
import { charId, other, type PieceId, type Seat } from '../core/types.ts';

export const FULL_ACTION_HAND = 0b111100;

/**
 * Character c spends AP on an action. Every action's cost goes through here: a set whose
 * characters may hold AP of their own (Classic: the Speed Potion's 4) spends those first.
 */
export function spendAp(s: State, c: PieceId, n: number): void {
  const own = Math.min(ownApOf(s, c), n);
  if (own > 0) addOwnAp(s, c, -own);
  s.ap -= n - own;
}

/** Whether the active player can still spend AP: the player's, or a character's own that can act. */
export function apLeft(s: State): boolean {
  if (s.ap > 0) return true;
  if (s.ownAp === 0) return false;
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) if (ownApOf(s, c) > 0 && canAct(s, c)) return true;
  return false;
}

/** R7: the Action cards the active player may play now. */
export function playableCards(s: State): number[] {
  const out: number[] = [];
  const hand = s.actionHand[s.active];
  for (let v = 2; v <= 5; v++) {
    if (!((hand >> v) & 1)) continue;
    if (s.highestAction >= 4 || v <= s.highestAction + 1) out.push(v);
  }
  // Never empty (N17): in the first cycle a player's lowest card is at most 1 above the highest played.
  return out;
}

export function playCard(s: State, v: number, events: GameEvent[] | null): void {
  const seat = s.active;
  s.actionHand[seat] &= ~(1 << v);
  s.actionPlayed[seat] = [...s.actionPlayed[seat], v];
  s.highestAction = Math.max(s.highestAction, v);
  s.ap = v;
  s.phase = 'actions';
  events?.push({ type: 'card', seat, value: v });
}

export function finish(s: State, winner: -1 | Seat, reason: string, events: GameEvent[] | null): void {
  s.phase = 'over';
  s.winner = winner;
  s.endReason = reason;
  s.combat = null;
  s.placing = null;
  events?.push({ type: 'game-over', winner, reason });
}

const byVp = (s: State): -1 | Seat => (s.vp[0] > s.vp[1] ? 0 : s.vp[1] > s.vp[0] ? 1 : -1);

/** Phase 3 and the hand-over to the opponent (R8, R22). */
export function endTurn(s: State, events: GameEvent[] | null): void {
  const seat = s.active;
  if (s.actionHand[seat] === 0) {
    s.actionHand[seat] = FULL_ACTION_HAND;
    s.actionPlayed[seat] = [];
  }
  s.woundedNow = 0;
  s.healedNow = 0;
  s.ownAp = 0;
  s.ap = 0;
  s.drawOffer = -1;
  events?.push({ type: 'turn-end', seat });
  if (s.targetReached) return finish(s, byVp(s), 'victory points', events);
  if (s.config.maxTurns !== null && s.turn >= s.config.maxTurns) {
    return finish(s, -1, 'turn limit', events);
  }
  s.active = other(seat);
  s.turn++;
  s.phase = 'card';
}

/** Checks the scenario's goal after every action. */
export function checkGoal(s: State, events: GameEvent[] | null): void {
  if (s.phase === 'over') return;
  const target = s.config.vpTarget;
  switch (s.scen.goal) {
    case 'escape-all': {
      for (const seat of [0, 1] as const) {
        const all = s.scen.characters[seat].every((k) => s.loc[charId(seat, k)] === Loc.Escaped);
        if (all) return finish(s, seat, 'all miniatures escaped', events);
      }
      return;
    }
    case 'hero': {
      const loc = s.loc[charId(0, s.scen.hero!)];
      const name = s.set.characters[s.scen.hero!]!.name;
      if (loc === Loc.Escaped) return finish(s, 0, `the ${name} escaped`, events);
      if (loc === Loc.Dead) return finish(s, 1, `the ${name} was eliminated`, events);
      if (loc === Loc.Rescued) return finish(s, -1, `the ${name} left the game wounded`, events);
      return;
    }
    case 'eliminate': {
      if (s.kills[0] >= target || s.kills[1] >= target) {
        const w = s.kills[0] > s.kills[1] ? 0 : s.kills[1] > s.kills[0] ? 1 : -1;
        return finish(s, w, 'enemy characters eliminated', events);
      }
      return;
    }
    case 'vp-now':
      if (s.vp[0] >= target || s.vp[1] >= target) finish(s, byVp(s), 'victory points', events);
      return;
    case 'vp-turn':
      if (s.vp[0] >= target || s.vp[1] >= target) s.targetReached = true;
      return;
  }
}
