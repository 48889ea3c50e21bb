// The others' steps being played out on this device, for every kind (the board's opponent
// turn, the card game's computer): how many steps are still to come, Faster for the rest of
// them, and Skip to the position now. `children`: the step on screen, where a kind names it.
import type { ReactElement, ReactNode } from 'react';
import { useT } from '../i18n.ts';

export function PlayingOut({
  left,
  faster,
  onFaster,
  onSkip,
  testId = 'playing',
  className = 'prompt playing row',
  children,
}: {
  left: number;
  faster: boolean;
  onFaster: () => void;
  onSkip: () => void;
  testId?: string;
  className?: string;
  children?: ReactNode;
}): ReactElement {
  const t = useT();
  return (
    <div className={className} role="status" data-testid={testId}>
      {children}
      <span>{t('playingOut', { n: left })}</span>
      {!faster && (
        <button type="button" data-testid={`${testId}-faster`} onClick={onFaster}>
          {t('faster')}
        </button>
      )}
      <button type="button" data-testid={`${testId}-skip`} onClick={onSkip}>
        {t('skipToNow')}
      </button>
    </div>
  );
}
