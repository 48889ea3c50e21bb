// After an online game: offer a rematch, accept the other player's, and move to the new game
// (same options, seats swapped) once both agreed. The server gives each player its seat token
// in the new game once (to the accepting seat in its answer, to the one that offered when it
// asks as the rematch appears); a later ask (another tab or device) only says where the game
// is, and that page joins with the token kept in this browser or with its account's session.
import { useEffect, useRef, useState } from 'react';
import type { Ack, GameSummary, RematchReply } from '@dt/protocol';
import { useT } from '../i18n.ts';
import { seatToken } from '../screens/Lobby.tsx';
import { errorText } from './errors.ts';

export function Rematch({
  summary,
  seat,
  request,
}: {
  summary: GameSummary;
  seat: 'yellow' | 'blue' | null;
  request: () => Promise<Ack<RematchReply>>;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  // One request at a time, and none once moving.
  const busy = useRef(false);
  const ask = () => {
    if (busy.current) return;
    busy.current = true;
    void request().then((r) => {
      if (!r.ok || r.status !== 'started') busy.current = false;
      if (!r.ok) return setError(errorText(t, r.error));
      if (r.status !== 'started') return;
      if (r.token) seatToken.set(r.gameId, r.token);
      location.hash = `#/g/${r.gameId}`;
    });
  };
  const next = summary.rematch.gameId;
  useEffect(() => {
    if (next && seat) ask();
    // Asked once when the rematch appears (the seat that accepted has its token already).
  }, [next, seat]);
  if (summary.status !== 'finished' && summary.status !== 'aborted') return null;
  const other = seat === 'yellow' ? 'blue' : 'yellow';
  const offer = summary.rematch.offeredBy;
  let body;
  if (next)
    body = seat ? null : (
      <a className="button-link" href={`#/g/${next}`} data-testid="rematch-watch">
        {t('online.rematchWatch')}
      </a>
    );
  else if (!seat) body = null;
  else if (offer === seat) body = <span data-testid="rematch-offered">{t('online.rematchOffered')}</span>;
  else if (offer === other)
    body = (
      <>
        <span data-testid="rematch-from-them">
          {t('online.rematchFromThem', { name: summary.players[other]?.name ?? '' })}
        </span>{' '}
        <button className="primary" onClick={ask} data-testid="rematch-accept">
          {t('online.rematchAccept')}
        </button>
      </>
    );
  else
    body = (
      <button onClick={ask} data-testid="rematch-offer">
        {t('online.rematchOffer')}
      </button>
    );
  return (
    <>
      {body}
      {error && (
        <p className="feedback" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
