// The card game's player aid, shown by Rules on the card game's screens: how to win, the turn
// and the action wheel, what an action point buys, movement and combat, then every character
// and object card with its values and abilities (the same faces the table enlarges).
import type { ReactElement } from 'react';
import { CHARACTER_DEFS, OBJECT_DEFS } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { CARD_AID, CARD_AID_TITLES as T } from './aid-words.ts';
import { CardFace } from './Card.tsx';

export function CardAid(): ReactElement {
  const lang = useLang();
  return (
    <article className="aid cg-aid" data-testid="card-aid">
      <h2>{T.aid[lang]}</h2>
      {CARD_AID.map((s) => (
        <section key={s.key}>
          <h3>{T[s.key][lang]}</h3>
          <ul>
            {s.lines.map((l) => (
              <li key={l.en}>{l[lang]}</li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h3>{T.characters[lang]}</h3>
        <div className="cg-aid-cards">
          {CHARACTER_DEFS.map((d) => (
            <CardFace key={d.code} id={d.code} seat="yellow" />
          ))}
        </div>
      </section>
      <section>
        <h3>{T.objects[lang]}</h3>
        <div className="cg-aid-cards">
          {OBJECT_DEFS.map((d) => (
            <CardFace key={d.code} id={d.code} seat="yellow" />
          ))}
        </div>
      </section>
    </article>
  );
}
