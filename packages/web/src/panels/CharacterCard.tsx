// The card of a character or object: its printed values and what it can do (rules reference).
import type { PieceView } from '@dt/engine';
import { useLang, useT } from '../i18n.ts';
import { agree, cardWords, pieceWord } from '../words.ts';

/** `scenario`: the game's, so a 2004 piece shows the 2004 card. */
export function CharacterCard({ piece, scenario }: { piece: PieceView; scenario?: string }) {
  const t = useT();
  const lang = useLang();
  const card = cardWords(piece.id, lang, scenario);
  if (!card) return null;
  const wounded = lang === 'fr' ? agree(t('wounded'), piece.id) : t('wounded');
  return (
    <section className="panel char-card" aria-label={t('showCard')} data-testid="card" tabIndex={0}>
      <h3>{pieceWord(piece.id, lang)}</h3>
      {card.stats && (
        <p className="stats">
          {card.stats}
          {piece.state === 'wounded' ? ` · ${wounded}` : ''}
        </p>
      )}
      <p>{card.text}</p>
    </section>
  );
}
