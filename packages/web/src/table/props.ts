// What a host hands the board table (screens/Table.tsx): one seat's view and legal actions, the
// log, where actions go, and the host's own lines and buttons around the board.
import type { ReactNode } from 'react';
import type { Action, View } from '@dt/engine';
import type { Highlight } from '../highlight.ts';
import type { TokenPlan } from '../panels/Setup.tsx';
import type { TipsState } from '../saved.ts';

/** Hot seat: token placements planned ahead instead of made one by one. */
export type Plan = TokenPlan & { onPlan: (a: Action) => void };

export interface TableProps {
  view: View;
  /** This seat's legal actions now (empty when it has nothing to decide). */
  legal: Action[];
  log: Record<string, unknown>[][];
  onAct: (a: Action) => void;
  /** The view after an action, for rotation and combat previews; null when unknown. */
  preview?: (a: Action) => View | null;
  timeLeft: number | null;
  feedback: string | null;
  /** Guidance this person has dismissed (none: no guidance). */
  tips?: TipsState | null;
  onTips?: (t: TipsState) => void;
  /** What the host lights up on the board (the step being played out, a hint). */
  highlight?: Highlight | null;
  /** The log steps listed as what just happened (default: the last one). */
  recent?: number[];
  /** Status lines (thinking, connection, playing out the opponent's turn) in the dock. */
  status?: ReactNode;
  /** Extra controls for the player (hint, draw offers, replaying the last turn). */
  controls?: ReactNode;
  /** Buttons on the result panel (rematch, download). */
  finished?: ReactNode;
  /** Says how the game ended instead of the engine's winner (an online game the server aborted). */
  verdict?: string | null;
  /** Taking back the last action (games on this device). */
  undo?: { label: string; run: () => void } | null;
  /** Hot seat: token placements planned ahead instead of made one by one. */
  tokenPlan?: Plan | null;
  /**
   * The position on screen, counted by its host (steps shown, or the server's version): a
   * change says a new position is drawn. Exposed as `data-version` with `data-busy` (what the
   * host waits for before this seat's next decision: `thinking`, `playing`, `landing`), the
   * signals browser tests wait on instead of a fixed time.
   */
  version?: number;
  busy?: 'thinking' | 'playing' | 'landing' | null;
  /** Offering a draw is possible for this seat now (the table asks before sending it). */
  canOfferDraw?: boolean;
}
