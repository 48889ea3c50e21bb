// A character or object card as the table shows it: the emblem, the name in the player's
// language, the printed values (movement and combat) and, on the full card, the ability
// text. A card whose face the viewer may not see is drawn as a card back.
import type { ReactElement } from 'react';
import { CHARACTER_DEFS } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { abilityOf } from './abilities.ts';
import { Emblem } from './emblems.tsx';
import { useCT } from './strings.ts';
import { cardDef } from './words.ts';

/** The code without colour of a card id ("yNg" → "Ng"), or null for a hidden card. */
export const codeOf = (id: string): string | null => (/^[yb][A-Z]/.test(id) ? id.slice(1) : null);

export function cardName(code: string | null, lang: string): string | null {
  const def = code ? cardDef(code) : null;
  return def ? (lang === 'fr' ? def.fr : def.name) : null;
}

/** The printed values of a character card, or null for an object. */
export function valuesOf(code: string | null): { move: number; combat: number } | null {
  const base = code?.replace(/2$/, '');
  const def = CHARACTER_DEFS.find((d) => d.code === base);
  return def ? { move: def.move, combat: def.combat } : null;
}

/** The full card, for the card details panel and the team selection. */
export function CardFace({ id, seat }: { id: string; seat: string }): ReactElement {
  const lang = useLang();
  const t = useCT();
  const code = codeOf(id) ?? (/^[A-Z]/.test(id) ? id : null);
  const name = cardName(code, lang);
  const values = valuesOf(code);
  return (
    <div className={`card-face seat-${seat}${name ? '' : ' back'}`}>
      <div className="card-head">
        <Emblem code={code} size={36} />
        <strong>{name ?? t('card')}</strong>
      </div>
      {values && (
        <p className="card-values">
          <span>{t('move', { n: values.move })}</span> · <span>{t('combatValue', { n: values.combat })}</span>
        </p>
      )}
      {code &&
        abilityOf(code, lang).map((ab) => (
          <p key={ab.title} className="card-ability">
            <em>{ab.title}.</em> {ab.text}
          </p>
        ))}
    </div>
  );
}
