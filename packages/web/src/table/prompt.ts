// The dock's one line on what to do now: choose a card, place an object (and what is still to
// place), pick an action or a destination for the selected character.
import type { View } from '@dt/engine';
import type { Lang, T } from '../i18n.ts';
import type { Choices } from '../intents.ts';
import { pieceWord, seatWord } from '../words.ts';

export function promptText(
  view: View,
  choices: Choices | null,
  sel: string | null,
  t: T,
  lang: Lang,
): string | null {
  if (!choices) return null;
  if (view.phase === 'card') return t('chooseCard');
  if (view.phase === 'place' && view.placing)
    return (
      t('placeItem', {
        placer: seatWord(view.placing.placer, lang),
        piece: pieceWord(view.placing.next, lang),
      }) +
      (view.placing.queue.length > 1
        ? ` ${t('stillToPlace', {
            pieces: view.placing.queue
              .slice(1)
              .map((p) => pieceWord(p, lang))
              .join(', '),
          })}`
        : '')
    );
  if (view.phase === 'actions')
    return sel
      ? `${t('selected', { name: pieceWord(sel, lang) })} ${t('clickDestination')}`
      : t('pickAction');
  return null;
}
