// "Play now" (quick pairing, docs/protocol.md): one press asks the server for an opponent who
// wants the same game (kind, options, clock; rated between accounts of close ratings). Paired at
// once, or the page waits with its ticket, asking after it every few seconds (which also keeps
// the ticket fresh), until a player comes or, after the wait the player chose, the server's
// computer takes the other seat. Cancel gives the ticket up; so does leaving the lobby.
import { useEffect, useRef, useState } from 'react';
import type { Api, PairReply, PairRequest } from '@dt/protocol';
import { useT } from '../i18n.ts';

/** How often a waiting page asks after its ticket (the server forgets a ticket silent for 30 s). */
export const PAIR_ASK_MS = 3_000;
/** The waits offered before the computer takes the other seat (s; the server allows 5-600). */
const BOT_WAITS = [30, 60, 120, 300] as const;

export function PlayNow(props: {
  api: Api;
  /** The game wanted, as the create form has it (seat, opponent and visibility are the pairing's). */
  game: () => PairRequest['game'];
  botLevel: number;
  onPaired: (gameId: string, token: string) => void;
  onError: (message: string) => void;
}) {
  const { api, onPaired, onError } = props;
  const t = useT();
  const [botAfter, setBotAfter] = useState<number>(BOT_WAITS[1]);
  const [ticket, setTicket] = useState<string | null>(null);
  const waiting = useRef<string | null>(null);
  waiting.current = ticket;

  const settle = (r: Awaited<ReturnType<Api['pair']>>): void => {
    if (!r.ok) {
      setTicket(null);
      return onError(r.error.message);
    }
    const reply: PairReply = r;
    if (reply.status === 'paired') {
      setTicket(null);
      onPaired(reply.gameId, reply.token);
    } else setTicket(reply.ticket);
  };

  // While waiting: ask after the ticket every few seconds.
  useEffect(() => {
    if (!ticket) return;
    const id = setTimeout(() => void api.pairStatus(ticket).then(settle), PAIR_ASK_MS);
    return () => clearTimeout(id);
  });
  // Leaving the lobby while waiting gives the ticket up.
  useEffect(
    () => () => {
      if (waiting.current) void api.pairCancel(waiting.current);
    },
    [api],
  );

  if (ticket)
    return (
      <div className="play-now row" data-testid="pairing" role="status">
        <span>{t('online.pairing')}</span>
        <button
          type="button"
          onClick={() => {
            void api.pairCancel(ticket);
            setTicket(null);
          }}
        >
          {t('cancel')}
        </button>
      </div>
    );
  return (
    <div className="play-now row">
      <button
        type="button"
        className="primary"
        data-testid="play-now"
        onClick={() =>
          void api
            .pair({ game: props.game(), botAfterSeconds: botAfter, botLevel: props.botLevel })
            .then(settle)
        }
      >
        {t('online.playNow')}
      </button>
      <label>
        {t('online.botAfter')}
        <select name="bot-after" value={botAfter} onChange={(e) => setBotAfter(Number(e.target.value))}>
          {BOT_WAITS.map((s) => (
            <option key={s} value={s}>
              {s < 60 ? t('online.seconds', { n: s }) : t('online.minutes', { n: s / 60 })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
