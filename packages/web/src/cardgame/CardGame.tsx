// The card game's screens under `#/cards`: the menu (new game, games to continue, a record to
// replay), a game on this device at `#/cards/play/<id>` (saved after every action, so a
// reload continues it), and a replay. The app's router hands this component the rest of the path.
import { useState, type ReactElement } from 'react';
import { CardHome, type NewCardGame } from './CardHome.tsx';
import { CardReplay } from './CardReplay.tsx';
import { CARD_AI_LEVELS } from './bot.ts';
import { CardTable } from './CardTable.tsx';
import { forgetCardGame, loadCardGame, saveCardGame, savedCardGames } from './saved.ts';
import { rematchOf, sessionFromRecord, type CardSession } from './session.ts';
import { cardGuidance, startLocalCardGame } from './start.ts';
import { useCT } from './strings.ts';
import './cardgame.css';

export function CardGame({ path }: { path: string[] }): ReactElement {
  const t = useCT();
  const [error, setError] = useState<string | null>(null);
  const [replay, setReplay] = useState<CardSession | null>(null);
  const [, setVersion] = useState(0);
  const go = (hash: string) => (location.hash = hash);
  const start = (g: NewCardGame) => {
    const r = startLocalCardGame(g);
    if (!r.ok) return setError(r.message);
    go(`#/cards/play/${r.id}`);
  };

  const [where, id] = path;
  if (replay) return <CardReplay session={replay} onExit={() => setReplay(null)} />;
  if (where === 'play' && id) {
    const session = loadCardGame(id);
    if (typeof session === 'string')
      return (
        <p className="feedback" role="alert">
          {session}
        </p>
      );
    return (
      <CardTable
        key={id}
        initial={session}
        guidance={cardGuidance(id)}
        onChange={(s) => saveCardGame(id, s)}
        onExit={() => go('#/')}
        onNew={() => go('#/cards')}
        onRematch={(s) => start(rematchOf(s))}
      />
    );
  }
  return (
    <>
      {error && (
        <p className="feedback" role="alert">
          {error}
        </p>
      )}
      <CardHome
        onStart={start}
        saved={savedCardGames()}
        onResume={(gameId) => go(`#/cards/play/${gameId}`)}
        onForget={(gameId) => {
          forgetCardGame(gameId);
          setVersion((v) => v + 1);
        }}
        onLoad={(text) => {
          const s = sessionFromRecord(text);
          if (s.ok) setReplay(s.value);
          else setError(t('badRecord', { message: s.error.message }));
        }}
        levels={CARD_AI_LEVELS}
      />
    </>
  );
}
