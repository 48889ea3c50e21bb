// The card game's log as its tables show it, on this device and online: the last 60 lines in
// the order they happened (a story read from the top), kept scrolled to the newest line. The
// list scrolls on its own, so it takes the keyboard's focus too.
import { useState, type ReactElement } from 'react';
import { useNewest } from '../panels/useNewest.ts';
import { useCT } from './strings.ts';

/** `now`: the index of the first line of the action on screen, marked while it is played out. */
export function LogList({ lines, now }: { lines: string[]; now?: number }): ReactElement {
  const t = useCT();
  const list = useNewest<HTMLOListElement>(lines.length);
  const shown = lines.slice(-60);
  // On a phone held upright the log starts folded: the choices come first.
  const [open] = useState(() => !window.matchMedia?.('(orientation: portrait)').matches);
  return (
    <details className="cg-log" open={open}>
      <summary>{t('log')}</summary>
      <ol
        data-testid="card-log"
        ref={list}
        tabIndex={0}
        aria-label={t('log')}
        start={lines.length - shown.length + 1}
      >
        {shown.map((l, i) => (
          <li
            key={lines.length - shown.length + i}
            className={now !== undefined && lines.length - shown.length + i >= now ? 'now' : undefined}
          >
            {l}
          </li>
        ))}
      </ol>
    </details>
  );
}
