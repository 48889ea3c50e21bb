// The card game's player aid, shown by Rules on the card game's screens: how to win, the turn
// and the action wheel, what an action point buys, movement and combat, then every character
// and object card with its values and abilities (the same faces the table enlarges).
import type { ReactElement } from 'react';
import { CHARACTER_DEFS, OBJECT_DEFS } from '@dt/cardgame';
import type { Text } from '../aid.ts';
import { useLang } from '../i18n.ts';
import { CARD_AID, CARD_AID_TITLES as T } from './aid-words.ts';
import { CardFace } from './Card.tsx';
import { AidSection } from '../panels/AidSection.tsx';

export function CardAid(): ReactElement {
  const lang = useLang();
  return (
    <article className="aid cg-aid" data-testid="card-aid">
      <h2>{T.aid[lang]}</h2>
      {CARD_AID.map((s) => (
        <AidSection key={s.key} title={T[s.key]} lines={s.lines} />
      ))}
      <CardFaces title={T.characters} codes={CHARACTER_DEFS.map((d) => d.code)} />
      <CardFaces title={T.objects} codes={OBJECT_DEFS.map((d) => d.code)} />
    </article>
  );
}

/** Every card of one sort, as the table enlarges it. */
function CardFaces({ title, codes }: { title: Text; codes: string[] }): ReactElement {
  return (
    <AidSection title={title}>
      <div className="cg-aid-cards">
        {codes.map((code) => (
          <CardFace key={code} id={code} seat="yellow" />
        ))}
      </div>
    </AidSection>
  );
}
