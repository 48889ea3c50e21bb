// The card of a character or object: its printed values and what it can do.
import { CHARACTER_CODES, COMBAT, MOVE, type PieceView } from '@dt/engine';
import { useLang, useT } from '../i18n.ts';
import { CHARACTER_WORDS, OBJECT_WORDS, pieceWord } from '../words.ts';

export function CharacterCard({ piece }: { piece: PieceView }) {
  const t = useT();
  const lang = useLang();
  const code = piece.id.slice(1);
  const k = (CHARACTER_CODES as readonly string[]).indexOf(code);
  const words = CHARACTER_WORDS[code];
  const obj = OBJECT_WORDS[code];
  if (!words && !obj) return null;
  return (
    <section className="panel char-card" aria-label={t('showCard')} data-testid="card">
      <h3>{pieceWord(piece.id, lang)}</h3>
      {k >= 0 && (
        <p className="stats">
          {t('move', { n: MOVE[k]! })} · {t('combatValue', { n: COMBAT[k]! })}
          {piece.state === 'wounded' ? ` · ${t('wounded')}` : ''}
        </p>
      )}
      <p>{words ? words.ability[lang] : obj!.use[lang]}</p>
    </section>
  );
}
