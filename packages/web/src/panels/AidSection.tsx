// One section of a player aid, for every kind's aid: its heading and its lines, in the page's
// language, as a list (or a numbered one where the order matters), or a table of its own.
import type { ReactElement, ReactNode } from 'react';
import type { Text } from '../aid.ts';
import { useLang } from '../i18n.ts';

export function AidSection({
  title,
  lines,
  ordered = false,
  testId,
  children,
}: {
  /** Its heading, in both languages or already in the page's. */
  title: Text | string;
  lines?: Text[];
  ordered?: boolean;
  testId?: string;
  /** What the section shows instead of a list of lines (a table). */
  children?: ReactNode;
}): ReactElement {
  const lang = useLang();
  const items = (lines ?? []).map((l, i) => <li key={i}>{l[lang]}</li>);
  return (
    <section data-testid={testId}>
      <h3>{typeof title === 'string' ? title : title[lang]}</h3>
      {children ?? (ordered ? <ol>{items}</ol> : <ul>{items}</ul>)}
    </section>
  );
}
