// What the 2004 set adds to the dock: the selected character's actions on itself alone (the
// Troll's regeneration, drinking the Speed Potion) as buttons, and the AP a Speed Potion gave
// its drinker (spent before the turn's, and by it only). Directed actions (the Wall-Walker's
// crossing, the Thief's and the Warrior's portcullis work, the Fireball Wand) are the board's
// direction buttons; the Cleric's heal is a click on the wounded.
import type { Action, View } from '@dt/engine';
import { useLang, useT, type Key } from '../i18n.ts';
import type { PieceChoices } from '../intents.ts';
import { pieceWord } from '../words.ts';

export function ClassicActions(props: {
  view: View;
  selected: string | null;
  pieceChoices: PieceChoices | null;
  onAct: (a: Action) => void;
}) {
  const t = useT();
  const lang = useLang();
  const own = Object.entries(props.view.ownAp ?? {});
  const self = props.pieceChoices?.self ?? [];
  if (!own.length && !self.length) return null;
  return (
    <>
      {own.map(([piece, n]) => (
        <p key={piece} className="prompt" data-testid="own-ap">
          {t('classic.ownAp', { piece: pieceWord(piece, lang), n })}
        </p>
      ))}
      {self.length > 0 && props.selected && (
        <div className="row" role="group" aria-label={t('classic.selfActions')}>
          {self.map((a) => (
            <button
              key={a.type}
              className="primary"
              data-testid="self-action"
              data-action={a.type}
              onClick={() => props.onAct(a)}
            >
              {t(a.type as Key)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
