// The 2004 set's cards in the rules reference: each character's printed values (the engine's
// CLASSIC tables) and ability, each object's effect (CLASSIC-DATA.md sections 1-2).
import { PieceArt } from '../board/art.tsx';
import {
  CLASSIC_CHARACTER_CODES,
  CLASSIC_CHARACTER_WORDS,
  CLASSIC_OBJECT_CODES,
  CLASSIC_OBJECT_WORDS,
  classicStats,
} from '../classic-words.ts';
import { useLang, useT } from '../i18n.ts';
import { AidSection } from './AidSection.tsx';

export function ClassicAid() {
  const lang = useLang();
  const t = useT();
  return (
    <AidSection testId="classic-aid" title={t('classic.aidTitle')}>
      <ul className="cards-list">
        {CLASSIC_CHARACTER_CODES.map((code) => {
          const st = classicStats(code)!;
          return (
            <li key={code}>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <PieceArt id={`y${code}`} seat="yellow" kind="character" />
              </svg>
              <div>
                <strong>{CLASSIC_CHARACTER_WORDS[code]!.name[lang]}</strong>{' '}
                <span className="muted">
                  {t('move', { n: st.move })} · {t('combatValue', { n: st.combat })}
                  {st.escapeVp !== 1 ? ` · ${t('classic.escapeVp', { n: st.escapeVp })}` : ''}
                </span>
                <p>{CLASSIC_CHARACTER_WORDS[code]!.ability[lang]}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <ul className="cards-list">
        {CLASSIC_OBJECT_CODES.map((code) => (
          <li key={code}>
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <PieceArt id={`y${code}`} seat="yellow" kind="object" />
            </svg>
            <div>
              <strong>{CLASSIC_OBJECT_WORDS[code]!.name[lang]}</strong>
              <p>{CLASSIC_OBJECT_WORDS[code]!.use[lang]}</p>
            </div>
          </li>
        ))}
      </ul>
    </AidSection>
  );
}
