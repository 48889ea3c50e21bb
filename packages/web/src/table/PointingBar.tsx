// Under the board while a character is selected: what the player chose to pick up or give on
// the way (with a button to clear it), and a large toggle to drop the carried object where
// the movement stops. Drawn token icons, never square names.
import type { SeatName } from '@dt/engine';
import { PieceArt } from '../board/art.tsx';
import { useLang } from '../i18n.ts';
import { pieceWord } from '../words.ts';
import type { Mark } from './route.ts';
import { tableWords } from './strings.ts';

const Icon = ({ id, seat }: { id: string; seat: SeatName }) => (
  <svg viewBox="0 0 100 100" className="token-icon" aria-hidden="true">
    <PieceArt id={id} seat={seat} kind="object" />
  </svg>
);

export function PointingBar(props: {
  marks: readonly Mark[];
  droppable: string | null;
  dropAtEnd: boolean;
  seat: SeatName;
  onClear: () => void;
  onDrop: (on: boolean) => void;
}) {
  const lang = useLang();
  const tw = tableWords(lang);
  if (!props.marks.length && !props.droppable) return null;
  const words = props.marks.map((m) =>
    tw(m.op === 'give' ? 'markGive' : m.op === 'drop' ? 'markDrop' : 'markTake', {
      item: pieceWord(m.item, lang),
    }),
  );
  return (
    <div className="pointing row" data-testid="pointing">
      {props.marks.length > 0 && (
        <>
          <span data-testid="marks">{tw('marksChosen', { marks: words.join(', ') })}</span>
          <button onClick={props.onClear}>{tw('clearMarks')}</button>
        </>
      )}
      {props.droppable && (
        <button
          className="big-choice"
          aria-pressed={props.dropAtEnd}
          data-testid="drop-at-end"
          onClick={() => props.onDrop(!props.dropAtEnd)}
        >
          <Icon id={props.droppable} seat={props.seat} />
          {tw('dropAtEnd', { item: pieceWord(props.droppable, lang) })}
        </button>
      )}
    </div>
  );
}
