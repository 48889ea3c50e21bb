// The game in words, from events already redacted for the viewer; newest at the bottom.
import { useEffect, useRef } from 'react';
import { useLang, useT } from '../i18n.ts';
import { eventWords } from '../words.ts';

export function Log({ entries }: { entries: Record<string, unknown>[][] }) {
  const t = useT();
  const lang = useLang();
  const list = useRef<HTMLOListElement>(null);
  const lines = entries.flatMap((events, step) =>
    events.flatMap((e, k) => {
      const text = eventWords(e, lang);
      return text ? [{ key: `${step}.${k}`, text }] : [];
    }),
  );
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel" aria-label={t('log')}>
      <h3>{t('log')}</h3>
      <ol className="log" aria-live="polite" data-testid="log" ref={list}>
        {lines.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}
