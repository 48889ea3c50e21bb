// Why an intent is refused: a stable reason code (with what it is about) for something a player
// pointed at that is not among the legal actions. Worked out from what the player's host has,
// a seat's view and its legal list, so the same answer is given on this device and online, and
// a UI that knows no rules can still say why (rulebook p. 5-8, R18). It never decides legality:
// an intent that matches a legal action has no reason (null).
import type { PieceView, View } from './view.ts';
import type { Action } from '../core/types.ts';

/** What the player pointed at, in the table's words. */
export type Intent =
  /** A piece, to select it. */
  | { type: 'piece'; piece: string }
  /** A square, for the selected piece to go to. */
  | { type: 'square'; piece: string; square: string }
  /** A piece, for the selected piece to attack (or spear). */
  | { type: 'target'; piece: string; target: string }
  /** A face-down room, to reveal it. */
  | { type: 'reveal'; room: number };

export const REASONS = [
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'CHOOSE_CARD_FIRST',
  'FINISH_COMBAT_FIRST',
  'PLACE_TOKENS_FIRST',
  'NO_AP',
  'NOT_YOURS',
  'OBJECT',
  'WOUNDED',
  'OUT_OF_PLAY',
  'STUCK',
  'OUT_OF_REACH',
  'FRIEND',
  'NOT_BESIDE',
  'WOUNDED_THIS_TURN',
  'CANNOT_ATTACK',
  'NO_MINIATURE_BESIDE',
] as const;
export type ReasonCode = (typeof REASONS)[number];

export interface Reason {
  code: ReasonCode;
  /** The pieces and square it names, for the message. */
  piece?: string;
  target?: string;
  square?: string;
}

const ACTING_PHASES: Partial<Record<View['phase'], ReasonCode>> = {
  card: 'CHOOSE_CARD_FIRST',
  combat: 'FINISH_COMBAT_FIRST',
  announce: 'FINISH_COMBAT_FIRST',
  place: 'PLACE_TOKENS_FIRST',
};

/** A reason that holds whatever was pointed at: whose turn it is, what must come first, AP. */
function turnReason(view: View, legal: readonly Action[]): ReasonCode | null {
  if (view.phase === 'over') return 'GAME_OVER';
  if (view.viewer === 'spectator' || !view.toMove.includes(view.viewer) || legal.length === 0)
    return 'NOT_YOUR_TURN';
  const first = ACTING_PHASES[view.phase];
  if (first) return first;
  if (view.phase === 'actions' && view.ap === 0 && !legal.some((a) => a.type !== 'end')) return 'NO_AP';
  return null;
}

/** Why a piece has nothing to do: not the viewer's, an object, wounded, off the board. */
function pieceReason(view: View, p: PieceView | undefined): ReasonCode {
  if (!p || !p.square) return 'OUT_OF_PLAY';
  if (p.seat !== view.viewer) return 'NOT_YOURS';
  if (p.kind !== 'character') return 'OBJECT';
  if (p.state === 'wounded') return 'WOUNDED';
  return 'STUCK';
}

const xy = (sq: string): [number, number] => [sq.charCodeAt(0) - 97, Number(sq.slice(1))];
const beside = (a: string, b: string): boolean => {
  const [ax, ay] = xy(a);
  const [bx, by] = xy(b);
  return Math.abs(ax - bx) + Math.abs(ay - by) === 1;
};

function targetReason(view: View, piece: string, target: string): ReasonCode {
  const me = view.pieces.find((p) => p.id === piece);
  const them = view.pieces.find((p) => p.id === target);
  if (!them?.square || !me?.square) return 'OUT_OF_PLAY';
  if (them.seat === me.seat) return 'FRIEND';
  if (view.woundedThisTurn.includes(target)) return 'WOUNDED_THIS_TURN';
  if (!beside(me.square, them.square)) return 'NOT_BESIDE';
  return 'CANNOT_ATTACK';
}

/** Does the legal list hold this intent? Then there is nothing to explain. */
function allowed(legal: readonly Action[], i: Intent): boolean {
  return legal.some((a) => {
    switch (i.type) {
      case 'piece':
        return 'piece' in a && a.piece === i.piece;
      case 'square':
        return (
          (a.type === 'move' && a.piece === i.piece && a.path[a.path.length - 1] === i.square) ||
          (a.type === 'jump' && a.piece === i.piece && a.to === i.square)
        );
      case 'target':
        return (a.type === 'attack' || a.type === 'spear') && a.piece === i.piece && a.target === i.target;
      case 'reveal':
        return a.type === 'reveal' && a.room === i.room;
    }
  });
}

/**
 * Why `intent` is not possible for the viewer now, or null when a legal action does it. The
 * reasons come in the order a player would need them: the turn, what must come first, AP, then
 * what is wrong with the piece, the square or the target.
 */
export function explain(view: View, legal: readonly Action[], intent: Intent): Reason | null {
  if (allowed(legal, intent)) return null;
  const turn = turnReason(view, legal);
  if (turn) return { code: turn };
  switch (intent.type) {
    case 'piece':
      return {
        code: pieceReason(
          view,
          view.pieces.find((p) => p.id === intent.piece),
        ),
        piece: intent.piece,
      };
    case 'square':
      return { code: 'OUT_OF_REACH', piece: intent.piece, square: intent.square };
    case 'target':
      return {
        code: targetReason(view, intent.piece, intent.target),
        piece: intent.piece,
        target: intent.target,
      };
    case 'reveal':
      return { code: 'NO_MINIATURE_BESIDE' };
  }
}
