// What the web shell needs of a game kind beyond its module, the parts of its web facet
// (web-facet.ts): the option fields of a lobby or a menu, a scenario's name in a list
// (registry.ts, light enough for the home screen: no engine, no table), and the table of a game
// on the server (online-tables.tsx, loaded with online play), its table, replay viewer and aid
// on this device (local-tables.tsx, each fetched when a game opens). The shell (home, lobby, online
// game) asks the registries and never asks which kind it holds.
import type { ReactElement, ReactNode } from 'react';
import type { ActionOf, GameKind, OptionsOf, ViewOf } from '@dt/games';
import type { Lang } from '../i18n.ts';
import type { AnySession, LocalGame } from '../local-game.ts';

export interface OnlineTableProps<V, A> {
  view: V;
  /** This seat's legal actions, as listed at version `legalAt`. */
  legal: A[];
  legalAt: number;
  /** Each frame's events, as the server redacted them for this seat. */
  log: Record<string, unknown>[][];
  version: number;
  /** What the game waits for before this seat's next decision (the server's bot thinking), for the page's signals. */
  busy: 'thinking' | null;
  feedback: string | null;
  /** The game's end as the shell words it when it ended without a result (aborted). */
  verdict: string | null;
  onAct: (a: A) => void;
  /** Players, clocks, connection and waiting notices. */
  status: ReactNode;
  /** The online game's own buttons beside the table's (offer a draw, undo). */
  controls: ReactNode;
  /** The same without the offer of a draw, for a table that sets it apart and asks first. */
  ownControls?: ReactNode;
  /** Offering a draw is possible for this seat now. */
  canOfferDraw?: boolean;
  /** Links once the game is over (record, replay, lobby, rematch). */
  finished: ReactNode;
}

export interface WebPresenter<K extends GameKind> {
  /** A hook: the fields a lobby or menu shows for this kind's options, and the options they make. */
  useOptions(): [OptionsOf<K>, ReactElement];
  /** A scenario's name in a list of games ('' for a kind with one game). */
  scenarioName(scenario: string, lang: Lang): string;
  /** Whether the online table offers the take-back of own actions (the contract's undoableSteps). */
  undo: boolean;
}

/** A kind's table for a game on the server: the seat's view and legal actions only. */
export type OnlineTable<K extends GameKind> = (p: OnlineTableProps<ViewOf<K>, ActionOf<K>>) => ReactElement;

export interface LocalTableProps {
  /** The game, saved under its id after every step by the table. */
  game: LocalGame;
  onExit: () => void;
  /** A new game with the same options, the seats swapped. */
  onRematch: (s: AnySession) => void;
}

export interface ReplayViewProps {
  session: AnySession;
  onExit: () => void;
  /** Open the computer's review at once (a finished game's Review link), where the kind has one. */
  review?: boolean;
}

export type LocalTable = (p: LocalTableProps) => ReactElement;
export type ReplayView = (p: ReplayViewProps) => ReactElement;

export interface LocalKind {
  table: () => Promise<LocalTable>;
  replay: () => Promise<ReplayView>;
  /** The player aid Rules shows while a game of the kind is on screen or chosen on the home. */
  aid: () => Promise<() => ReactElement>;
}
