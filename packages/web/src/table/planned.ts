// Set-up tokens planned ahead (hot seat, online set-up): shown in their rooms before they are
// sent, and counted when saying which rooms still take a token.
import type { Action, View } from '@dt/engine';
import type { Choices } from '../intents.ts';
import type { Plan } from './props.ts';

/** The view with planned tokens counted in their rooms, so the board shows them. */
export function withPlanned(view: View, planned: readonly Action[]): View {
  if (!planned.length || view.viewer === 'spectator') return view;
  const i = view.viewer === 'yellow' ? 0 : 1;
  return {
    ...view,
    rooms: view.rooms.map((r) => {
      const n = planned.filter((a) => a.type === 'token' && a.room === r.slot).length;
      if (!n) return r;
      const faceDown: [number, number] = [r.faceDown[0], r.faceDown[1]];
      faceDown[i] += n;
      return { ...r, faceDown };
    }),
  };
}

/** The rooms a token may go to: with a plan, those where it still fits once the planned ones are in. */
export function tokenRooms(
  view: View,
  choices: Choices | null,
  plan: Plan | null,
  piece: string,
): Map<number, Action> {
  const rooms = new Map(choices?.tokens.get(piece) ?? []);
  if (plan)
    for (const slot of [...rooms.keys()]) {
      const r = view.rooms[slot]!;
      const planned = plan.planned.filter((a) => a.type === 'token' && a.room === slot).length;
      if (r.faceDown[0] + r.faceDown[1] + planned >= r.capacity) rooms.delete(slot);
    }
  return rooms;
}

/** The tokens still to place: the legal ones not already planned. */
export const tokensLeft = (choices: Choices | null, plan: Plan | null): string[] =>
  [...(choices?.tokens.keys() ?? [])].filter(
    (p) => !plan?.planned.some((a) => a.type === 'token' && a.piece === p),
  );
