// A character or object card on the table, drawn as a small card: its emblem, its name and, for
// a character, its printed movement and combat values; a card the viewer may not see is a card
// back. Pointing at it plays or selects it (the marks' handler); its whole text is in its
// accessible name and tooltip, and the panel shows the full card when it is selected.
import type { ReactElement } from 'react';
import type { PieceView } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import type { Marks } from './marks.ts';
import { cardName, codeOf, valuesOf } from './Card.tsx';
import { Emblem } from './emblems.tsx';
import { useCT } from './strings.ts';
import { pieceWords } from './words.ts';

export function PieceCard({
  p,
  marks,
  carried = [],
  small = false,
}: {
  p: PieceView;
  marks: Marks;
  /** Cards this character carries, drawn on it. */
  carried?: PieceView[];
  /** A carried card, drawn as a tab on its carrier. */
  small?: boolean;
}): ReactElement {
  const lang = useLang();
  const t = useCT();
  const ref = `p:${p.id}`;
  const code = codeOf(p.id);
  const name = cardName(code, lang);
  const values = valuesOf(code);
  const source = marks.sources.has(ref);
  const target = marks.targets.has(ref);
  const seatName = p.seat === 'yellow' || p.seat === 'blue' ? t(p.seat) : null;
  // Said after the visible name (screen readers; the tooltip says it all).
  const more = [
    seatName,
    values ? `${t('move', { n: values.move })}, ${t('combatValue', { n: values.combat })}` : null,
    p.state === 'wounded' ? t('wounded') : null,
    p.spent ? t('spent') : null,
    ...carried.map((c) => t('carrying', { item: pieceWords(c.id, lang) })),
    target ? marks.label(ref) : null,
  ].filter(Boolean);
  const title = [name ?? t('card'), ...more].join(', ');
  const cls = [
    'cg-piece',
    `seat-${p.seat}`,
    p.kind,
    p.state,
    name ? '' : 'back',
    small ? 'carried' : '',
    source ? 'source' : '',
    target ? 'target' : '',
    marks.selected === ref ? 'selected' : '',
    marks.played?.has(ref) ? 'played' : '',
  ].join(' ');
  return (
    <span className="cg-stack">
      <button
        type="button"
        className={cls}
        data-ref={ref}
        data-place={p.place ?? ''}
        aria-pressed={marks.selected === ref}
        title={title}
        onClick={() => marks.onPoint(ref)}
      >
        <Emblem code={code} size={20} />
        <span className={name ? 'cg-name' : 'sr-only'}>{name ?? t('card')}</span>
        <span className="sr-only">, {more.join(', ')}</span>
        {values && (
          <span className="cg-values" aria-hidden="true">
            <span className="mv">{values.move}</span>
            <span className="cb">{values.combat}</span>
          </span>
        )}
        {p.state === 'wounded' && (
          <span className="cg-wound" aria-hidden="true">
            ✚
          </span>
        )}
      </button>
      {carried.map((c) => (
        <PieceCard key={c.id} p={c} marks={marks} small />
      ))}
    </span>
  );
}
