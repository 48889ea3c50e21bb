// One section of a player aid, for every kind's aid: its heading and its lines, in the page's
// language, as a list (or a numbered one where the order matters).
import type { ReactElement } from 'react';
import type { Text } from '../aid.ts';
import { useLang } from '../i18n.ts';

export function AidSection({
  title,
  lines,
  ordered = false,
}: {
  title: Text;
  lines: Text[];
  ordered?: boolean;
}): ReactElement {
  const lang = useLang();
  const items = lines.map((l, i) => <li key={i}>{l[lang]}</li>);
  return (
    <section>
      <h3>{title[lang]}</h3>
      {ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
    </section>
  );
}
