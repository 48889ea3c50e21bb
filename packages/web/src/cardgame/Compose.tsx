// The one-card-at-a-time form of a set-up decision (compose.ts): each card with its values as
// buttons (a facing's shape, a starting side), then Confirm, which plays the legal action the
// picks make. Pointing at one of the cards on the table is not needed: every card is a row here.
import { useState, type ReactElement } from 'react';
import { useLang } from '../i18n.ts';
import { cardName, codeOf } from './Card.tsx';
import { composer, toggle, type Composite, type Picks } from './compose.ts';
import { Emblem, ZoneIcon } from './emblems.tsx';
import { useCT } from './strings.ts';

export function Compose({
  actions,
  onPlay,
}: {
  actions: Composite[];
  onPlay: (a: Composite) => void;
}): ReactElement {
  const t = useCT();
  const lang = useLang();
  const [picks, setPicks] = useState<Picks>({});
  const c = composer(actions, picks);
  const facing = actions[0]?.type === 'facing';
  const word = (v: string) => (facing ? t(`icon.${v}` as 'icon.gear') : t(`side.${v}` as 'side.w'));
  return (
    <div className="cg-compose" data-testid="card-compose">
      <p className="cg-prompt">{facing ? t('composeFacing') : t('composeStarters')}</p>
      {c.cards.map((card) => {
        const code = codeOf(card);
        const name = cardName(code, lang) ?? card;
        return (
          <div key={card} className="cg-compose-row" role="group" aria-label={name}>
            <span className="cg-compose-card">
              <Emblem code={code} size={22} />
              {name}
            </span>
            {c.values(card).map(({ value, open }) => (
              <button
                key={value}
                type="button"
                className={picks[card] === value ? 'cg-part picked' : 'cg-part'}
                data-part={card}
                data-value={value}
                aria-pressed={picks[card] === value}
                disabled={!open && picks[card] !== value}
                onClick={() => setPicks(toggle(picks, card, value))}
              >
                {facing && <ZoneIcon icon={value} size={16} />}
                {word(value)}
              </button>
            ))}
          </div>
        );
      })}
      <button
        type="button"
        className="primary"
        data-testid="card-compose-confirm"
        disabled={!c.match}
        onClick={() => c.match && onPlay(c.match)}
      >
        {t('confirm')}
      </button>
    </div>
  );
}
