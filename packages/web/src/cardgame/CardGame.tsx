// A card game on this device at `#/cards/play/<id>`: read back from its saved record (saved
// after every action, so a reload continues it, and kept once finished for its replay) and drawn
// on the card table; the end offers a rematch with the seats swapped. New games, Continue and
// records are the app's home's.
import { useState, type ReactElement } from 'react';
import { CardTable } from './CardTable.tsx';
import { cardGuidance, loadCardGame, saveCardGame, startLocalCardGame } from './local.ts';
import { rematchOf } from './session.ts';
import './cardgame.css';

export function CardGame({ id }: { id: string }): ReactElement {
  const [error, setError] = useState<string | null>(null);
  const go = (hash: string) => (location.hash = hash);
  const [session] = useState(() => loadCardGame(id));
  const [guidance] = useState(() => cardGuidance(id));
  const problem = error ?? (typeof session === 'string' ? session : null);
  if (problem || typeof session === 'string')
    return (
      <p className="feedback" role="alert">
        {problem}
      </p>
    );
  return (
    <CardTable
      key={id}
      initial={session}
      guidance={guidance}
      onChange={(s) => saveCardGame(id, s, guidance)}
      onExit={() => go('#/')}
      onNew={() => go('#/cards')}
      onRematch={(s) => {
        const r = startLocalCardGame(rematchOf(s));
        if (r.ok) go(`#/cards/play/${r.id}`);
        else setError(r.message);
      }}
    />
  );
}
