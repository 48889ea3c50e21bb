// Prison's cards in the rules reference: each character's move and combat values (the engine's
// tables) and ability, each object's use, with their art.
import { CHARACTER_CODES, COMBAT, MOVE, OBJECT_CODES } from '@dt/engine';
import { AID_TITLES as T } from '../aid.ts';
import { PieceArt } from '../board/art.tsx';
import { useLang } from '../i18n.ts';
import { CHARACTER_WORDS, OBJECT_WORDS } from '../words.ts';
import { AidSection } from './AidSection.tsx';

/** Prison's characters and objects, with their art. */
export function PrisonCards() {
  const lang = useLang();
  return (
    <>
      <AidSection title={T.characters}>
        <ul className="cards-list">
          {CHARACTER_CODES.map((code, k) => (
            <li key={code}>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <PieceArt id={`y${code}`} seat="yellow" kind="character" />
              </svg>
              <div>
                <strong>{CHARACTER_WORDS[code]!.name[lang]}</strong>{' '}
                <span className="muted">
                  {T.move[lang]} {MOVE[k]} · {T.combat[lang]} {COMBAT[k]}
                </span>
                <p>{CHARACTER_WORDS[code]!.ability[lang]}</p>
              </div>
            </li>
          ))}
        </ul>
      </AidSection>
      <AidSection title={T.objects}>
        <ul className="cards-list">
          {OBJECT_CODES.map((code) => (
            <li key={code}>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <PieceArt id={`y${code}`} seat="yellow" kind="object" />
              </svg>
              <div>
                <strong>{OBJECT_WORDS[code]!.name[lang]}</strong>
                <p>{OBJECT_WORDS[code]!.use[lang]}</p>
              </div>
            </li>
          ))}
        </ul>
      </AidSection>
    </>
  );
}
