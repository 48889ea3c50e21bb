// kind -> its table and its replay viewer for a game on this device: the local part of every
// kind's web facet (web-facet.ts), the web's own for the first kinds. The shell (App.tsx: the
// one `#/play/<id>` route, Continue, Rematch, the replays of saved games and of record files)
// opens a game through this registry and never asks which kind it holds. Each entry fetches its
// code when a game of the kind is opened (the home loads none of it: issue 38's first load).
// A kind without an entry does not compile.
import type { CardGame, CardSession } from '../cardgame/session.ts';
import type { Session } from '../session.ts';
import type { LocalKind } from './presenter.ts';
import { webParts } from './web-facet.ts';

export type { LocalKind, LocalTable, LocalTableProps, ReplayView, ReplayViewProps } from './presenter.ts';

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

export const LOCAL_TABLES = webParts('local', {
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
});
