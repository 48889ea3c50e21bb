// Killer rage's two Combat cards, one at a time (combat-pairs.ts): the first card's values as
// buttons, then its partner's, a few buttons each instead of every pair. Back returns to the
// first card. Each button names the card it plays in full for screen readers.
import { useState, type ReactElement } from 'react';
import { useCT } from './strings.ts';
import { firstValues, pairOf, secondValues, type Pair } from './combat-pairs.ts';

export function CombatPairs({ pairs, onPlay }: { pairs: Pair[]; onPlay: (a: Pair) => void }): ReactElement {
  const t = useCT();
  const [first, setFirst] = useState<number | null>(null);
  const values = first === null ? firstValues(pairs) : secondValues(pairs, first);
  const pick = (v: number) => {
    if (first === null) return setFirst(v);
    const pair = pairOf(pairs, first, v);
    if (pair) onPlay(pair);
  };
  return (
    <div className="cg-pair" data-testid="card-pair" role="group" aria-label={t('pairTitle')}>
      <p className="cg-prompt">{first === null ? t('pairFirst') : t('pairSecond', { first: `+${first}` })}</p>
      <div className="cg-choices">
        {values.map((v) => (
          <button
            key={v}
            type="button"
            className="cg-choice primary cg-combat-choice"
            {...(first === null ? { 'data-first': v } : { 'data-second': v })}
            aria-label={t('pairCard', { value: `+${v}` })}
            onClick={() => pick(v)}
          >
            +{v}
          </button>
        ))}
        {first !== null && (
          <button
            type="button"
            className="cg-cancel"
            data-testid="card-pair-back"
            onClick={() => setFirst(null)}
          >
            {t('pairBack')}
          </button>
        )}
      </div>
    </div>
  );
}
