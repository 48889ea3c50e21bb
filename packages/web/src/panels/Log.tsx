// The game in words, from events already redacted for the viewer; newest at the bottom. A line
// under the pointer or the keyboard focus lights up the squares, pieces and rooms it names.
import { eventHighlight, type Highlight } from '../highlight.ts';
import { useLang, useT } from '../i18n.ts';
import { eventWords } from '../words.ts';
import { useNewest } from './useNewest.ts';

/**
 * A game's events in one list (the whole game sent again after a reload, or to a spectator
 * joining late) cut into turns, each ending with its `turn-end`, so the last group is what
 * happened since the last turn passed.
 */
export function byTurn(events: Record<string, unknown>[]): Record<string, unknown>[][] {
  const groups: Record<string, unknown>[][] = [[]];
  for (const e of events) {
    groups[groups.length - 1]!.push(e);
    if (e.type === 'turn-end') groups.push([]);
  }
  if (groups.length > 1 && groups[groups.length - 1]!.length === 0) groups.pop();
  return groups;
}

export function Log({
  entries,
  onHighlight,
}: {
  entries: Record<string, unknown>[][];
  onHighlight?: (h: Highlight | null) => void;
}) {
  const t = useT();
  const lang = useLang();
  const lines = entries.flatMap((events, step) =>
    events.flatMap((e, k) => {
      const text = eventWords(e, lang);
      return text ? [{ key: `${step}.${k}`, text, e }] : [];
    }),
  );
  const list = useNewest<HTMLOListElement>(lines.length);
  const show = (h: Highlight | null) => onHighlight?.(h);
  return (
    <section className="panel" aria-label={t('log')}>
      <h3>{t('log')}</h3>
      <ol className="log" data-testid="log" ref={list} tabIndex={-1}>
        {lines.map((l) => (
          <li
            key={l.key}
            tabIndex={onHighlight ? 0 : undefined}
            onMouseEnter={() => show(eventHighlight(l.e))}
            onMouseLeave={() => show(null)}
            onFocus={() => show(eventHighlight(l.e))}
            onBlur={() => show(null)}
          >
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
