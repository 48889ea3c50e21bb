// What an online game adds beside the table for a player away from the screen: the "your
// turn" title and notification (and the button that asks for the permission), the claim
// against an opponent whose time per move has run out, and the notice of an undo.
import { useEffect, useState } from 'react';
import type { SeatName } from '@dt/engine';
import type { GameSummary } from '@dt/protocol';
import { useT } from '../i18n.ts';
import { useNotificationPermission, useTitle, useTurnNotification } from './turnSignal.ts';

export function TurnPanel({
  gameId,
  view,
  summary,
  undone,
  onClaim,
}: {
  gameId: string;
  /** What the panel reads of a view, the same in every kind's. */
  view: { viewer: SeatName | 'spectator'; phase: string; toMove: readonly SeatName[] };
  summary: GameSummary;
  /** The last frame's undo, said in words, or null. */
  undone: string | null;
  onClaim: () => void;
}) {
  const t = useT();
  const seat = view.viewer === 'spectator' ? null : view.viewer;
  const mine = !!seat && summary.status === 'live' && view.phase !== 'over' && view.toMove.includes(seat);
  const other = seat === 'yellow' ? 'blue' : 'yellow';
  const otherName = summary.players[other]?.name ?? '';
  useTitle(mine ? 1 : 0, (n) => t('online.titleYourTurn', { n, title: t('title') }));
  useTurnNotification(mine, () => ({
    title: t('online.notifyTitle'),
    body: t('online.notifyBody', { name: otherName }),
    tag: `dt-${gameId}`,
  }));
  const [permission, ask] = useNotificationPermission();
  const [now, setNow] = useState(Date.now());
  const at = summary.claimableAt;
  useEffect(() => {
    if (at === null) return;
    const id = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(id);
  }, [at]);
  const claimable = !!seat && !mine && at !== null && now >= at && summary.toMove.every((s) => s !== seat);
  return (
    <>
      {undone && (
        <p className="prompt" role="status" data-testid="undone">
          {undone}
        </p>
      )}
      {seat && summary.moveHours !== null && summary.status !== 'finished' && (
        <p data-testid="notify">
          {permission === 'default' && <button onClick={ask}>{t('online.notifyMe')}</button>}
          {permission === 'granted' && t('online.notifyOn')}
          {permission === 'denied' && t('online.notifyDenied')}
        </p>
      )}
      {claimable && summary.moveHours !== null && (
        <p className="prompt" data-testid="claimable">
          {t('online.claimable', { name: otherName })} <button onClick={onClaim}>{t('online.claim')}</button>
        </p>
      )}
    </>
  );
}
