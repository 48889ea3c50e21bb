// The card game's log as its tables show it, on this device and online: the last 60 lines,
// the newest first.
import type { ReactElement } from 'react';
import { useCT } from './strings.ts';

export function LogList({ lines }: { lines: string[] }): ReactElement {
  const t = useCT();
  return (
    <details className="cg-log" open>
      <summary>{t('log')}</summary>
      <ol data-testid="card-log" reversed>
        {lines
          .slice(-60)
          .reverse()
          .map((l, i) => (
            <li key={lines.length - i}>{l}</li>
          ))}
      </ol>
    </details>
  );
}
