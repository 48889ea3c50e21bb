// What the table shows of the game's last steps: the events listed as just happened (in
// words), the last movement to animate, and the combat to reveal once resolved.
import { useMemo } from 'react';
import type { View } from '@dt/engine';
import type { Lang } from '../i18n.ts';
import { eventWords } from '../words.ts';
import { fightIn } from './CombatReveal.tsx';

type Log = Record<string, unknown>[][];

export function useRecent(view: View, log: Log, recent: number[] | undefined, lang: Lang) {
  const events = (recent ?? [log.length - 1]).flatMap((i) => log[i] ?? []);
  const lines = events.flatMap((e) => {
    const text = eventWords(e, lang);
    return text ? [{ text, e }] : [];
  });
  const fight = view.combat ? null : fightIn(log, events);
  const moved = (log[log.length - 1] ?? []).find((e) => e.type === 'moved');
  const motion = useMemo(
    () => (moved ? { key: log.length, piece: String(moved.piece), path: moved.path as string[] } : null),
    [log.length],
  );
  return { lines, fight, motion };
}
