// kind -> its table and its replay viewer for a game on this device. The shell (App.tsx: the
// one `#/play/<id>` route, Continue, Rematch, the replays of saved games and of record files)
// opens a game through this registry and never asks which kind it holds. Each entry fetches its
// code when a game of the kind is opened (the home loads none of it: issue 38's first load).
// A kind without an entry does not compile.
import type { ReactElement } from 'react';
import type { GameKind } from '@dt/games/catalog';
import type { CardGame, CardSession } from '../cardgame/session.ts';
import type { AnySession, LocalGame } from '../local-game.ts';
import type { Session } from '../session.ts';

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

// Each entry's components are made once its code has come (the shell keeps them in its state).
const board: LocalKind = {
  table: async () => {
    const { Game } = await import('../screens/Game.tsx');
    return ({ game, onExit, onRematch }) => (
      <Game
        key={game.id}
        gameId={game.id}
        initial={game.session as Session}
        guidance={false}
        tips={game.tips}
        onExit={onExit}
        onRematch={onRematch}
      />
    );
  },
  replay: async () => {
    const { Replay } = await import('../screens/Replay.tsx');
    return ({ session, onExit, review }) => (
      <Replay session={session as Session} onExit={onExit} autoReview={review} />
    );
  },
  // The board sets' aid, each set's cards after the common sections.
  aid: async () => {
    const { Aid } = await import('../screens/Aid.tsx');
    return () => <Aid />;
  },
};

export const LOCAL_TABLES: { readonly [K in GameKind]: LocalKind } = {
  prison: board,
  classic: board,
  cardgame: {
    table: async () => {
      const { CardTable } = await import('../cardgame/CardTable.tsx');
      return ({ game, onExit, onRematch }) => (
        <CardTable key={game.id} game={game as CardGame} onExit={onExit} onRematch={onRematch} />
      );
    },
    replay: async () => {
      const { CardReplay } = await import('../cardgame/CardReplay.tsx');
      return ({ session, onExit }) => <CardReplay session={session as CardSession} onExit={onExit} />;
    },
    aid: async () => (await import('../cardgame/CardAid.tsx')).CardAid,
  },
};
