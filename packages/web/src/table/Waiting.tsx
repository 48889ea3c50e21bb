// What the other seat is doing while this one has nothing to decide: placing its set-up
// tokens, or placing the objects a revealed room gave it.
import type { View } from '@dt/engine';
import { useLang, useT } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';

export function Waiting({ view }: { view: View }) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      {view.tokenTurn && (
        <p className="prompt">{t('waitingTokens', { seat: seatWord(view.tokenTurn, lang) })}</p>
      )}
      {view.placing && (
        <p className="prompt" data-testid="placing">
          {t('placingFrom', {
            seat: seatWord(view.placing.placer, lang),
            n: view.placing.slot + 1,
            room: view.rooms[view.placing.slot]?.name ?? '',
            pieces: view.placing.queue.map((p) => pieceWord(p, lang)).join(', '),
          })}
        </p>
      )}
    </>
  );
}
