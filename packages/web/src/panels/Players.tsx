// Who sits at an online table: each seat's name, rating (registered players) or the server's
// computer, and, in a game with a timer, the clock of the seat(s) to decide, counting down to
// the deadline the server sent. Only public facts (the game's summary) are shown.
import type { GameSummary } from '@dt/protocol';
import { useT } from '../i18n.ts';
import { SeatBadge } from './Status.tsx';

/** "1:05" from milliseconds (never below zero). */
export const clockText = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function Players({
  summary,
  toMove,
  now,
}: {
  summary: GameSummary;
  toMove: readonly ('yellow' | 'blue')[];
  now: number;
}) {
  const t = useT();
  const running = summary.status === 'live' && summary.deadline !== null;
  return (
    <ul className="players" aria-label={t('players')} data-testid="players">
      {(['yellow', 'blue'] as const).map((seat) => {
        const p = summary.players[seat];
        const clock = running && toMove.includes(seat) ? clockText(summary.deadline! - now) : null;
        return (
          <li key={seat} data-seat={seat}>
            <SeatBadge seat={seat} />
            <span className="player-name">{p ? p.name : t('emptySeat')}</span>
            {p?.bot && <span className="muted">({t('computerPlayer')})</span>}
            {p?.rating != null && (
              <span className="muted">({t('ratingOf', { n: Math.round(p.rating) })})</span>
            )}
            {clock && (
              <span
                className="clock"
                role="timer"
                data-testid={`clock-${seat}`}
                aria-label={t('clockOf', { seat: t(seat), time: clock })}
              >
                {clock}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
