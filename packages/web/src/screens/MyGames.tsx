// "My games": every game of the signed-in account, from any device, the ones where it is
// your turn first (said in words and with a mark, not by colour alone). The page title
// counts them, as the game page does, and the list refreshes itself.
import { useCallback, useEffect, useState } from 'react';
import type { Api, MyGame } from '@dt/protocol';
import { useLang, useT } from '../i18n.ts';
import { useTitle } from '../online/turnSignal.ts';
import { seatWord } from '../words.ts';
import { GameName } from './Lobby.tsx';

const REFRESH_MS = 20_000;

const isMyTurn = (g: MyGame): boolean => g.status === 'live' && g.toMove.includes(g.you);

export function MyGames({ api }: { api: Api }) {
  const t = useT();
  const lang = useLang();
  const [games, setGames] = useState<MyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    if (!api.session) return;
    void api.myGames().then((r) => (r.ok ? (setGames(r.games), setError(null)) : setError(r.error.message)));
  }, [api]);
  useEffect(() => {
    refresh();
    const id = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(id);
  }, [refresh]);
  const order = (g: MyGame): number =>
    isMyTurn(g) ? 0 : g.status === 'live' ? 1 : g.status === 'open' ? 2 : 3;
  const sorted = [...(games ?? [])].sort((a, b) => order(a) - order(b));
  const turns = sorted.filter(isMyTurn).length;
  useTitle(turns, (n) => t('online.titleYourTurn', { n, title: t('title') }));

  const state = (g: MyGame): string => {
    if (isMyTurn(g)) return `★ ${t('online.yourTurn')}`;
    const other = g.you === 'yellow' ? 'blue' : 'yellow';
    if (g.status === 'live') return t('online.theirTurn', { name: g.players[other]?.name ?? '' });
    if (g.status === 'open') return t('online.waitingJoin');
    return t('online.over');
  };
  return (
    <main className="home lobby">
      <h1>{t('online.myGames')}</h1>
      {!api.session ? (
        <p>{t('online.signInForMyGames')}</p>
      ) : (
        <>
          <p>{t('online.myGamesHelp')}</p>
          {error && (
            <p className="feedback" role="alert">
              {error}
            </p>
          )}
          {games && games.length === 0 && <p>{t('noGames')}</p>}
          <ul className="games" data-testid="my-games">
            {sorted.map((g) => (
              <li key={g.id} className="row" data-game={g.id} data-your-turn={isMyTurn(g) ? 'yes' : 'no'}>
                <a
                  href={
                    g.status === 'finished' || g.status === 'aborted' ? `#/replay/${g.id}` : `#/g/${g.id}`
                  }
                >
                  <GameName g={g} /> — {g.players.yellow?.name ?? '…'} {t('vs')} {g.players.blue?.name ?? '…'}
                </a>
                <span>{t('online.youPlay', { seat: seatWord(g.you, lang) })}</span>
                {g.moveHours !== null && (
                  <span>
                    {g.moveHours % 24 === 0
                      ? t('online.perMoveDays', { n: g.moveHours / 24 })
                      : t('online.perMove', { n: g.moveHours })}
                  </span>
                )}
                <strong data-testid="my-game-state">{state(g)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <a href="#/online">{t('backToLobby')}</a>
    </main>
  );
}
