// What an invitation invites to (issue 38 item 9): the game, who invites, the colours (theirs
// and yours) and the clock, read from the game's summary, which the invitation itself opens
// (a private game's summary shows to the bearer of its invitation only).
import { useEffect, useState } from 'react';
import type { Api, GameSummary } from '@dt/protocol';
import { useLang, useT } from '../i18n.ts';
import { GameName } from '../screens/Lobby.tsx';
import { seatWord } from '../words.ts';

/** The clock in words: a turn timer, a time per move, or none. */
function clockWords(g: GameSummary, t: ReturnType<typeof useT>): string {
  if (g.moveHours !== null)
    return g.moveHours % 24 === 0
      ? t('online.perMoveDays', { n: g.moveHours / 24 })
      : t('online.perMove', { n: g.moveHours });
  if (g.timerSeconds !== null)
    return g.timerSeconds % 60 === 0
      ? t('invite.minutes', { n: g.timerSeconds / 60 })
      : t('invite.seconds', { n: g.timerSeconds });
  return t('invite.noClock');
}

export function InviteSummary({ api, gameId, invite }: { api: Api; gameId: string; invite: string }) {
  const t = useT();
  const lang = useLang();
  const [g, setG] = useState<GameSummary | null>(null);
  useEffect(() => {
    let live = true;
    void api.game(gameId, invite).then((r) => live && r.ok && setG(r));
    return () => {
      live = false;
    };
  }, [api, gameId, invite]);
  if (!g) return null;
  const host = g.players.yellow ? 'yellow' : g.players.blue ? 'blue' : null;
  const yours = host === 'yellow' ? 'blue' : 'yellow';
  const name = host ? g.players[host]!.name : '';
  return (
    <section aria-label={t('invite.title')} data-testid="invite-summary">
      <h1>{host ? t('invite.from', { name }) : t('invite.title')}</h1>
      <p>
        <GameName g={g} />
      </p>
      <ul>
        {host && (
          <li data-testid="invite-colours">
            {t('invite.colours', {
              name,
              theirs: seatWord(host, lang),
              yours: seatWord(yours, lang),
            })}
          </li>
        )}
        <li data-testid="invite-clock">{t('invite.clock', { clock: clockWords(g, t) })}</li>
        {g.vpTarget !== null && <li>{t('invite.target', { n: g.vpTarget })}</li>}
        <li>{g.rated ? t('invite.rated') : t('invite.unrated')}</li>
      </ul>
    </section>
  );
}
