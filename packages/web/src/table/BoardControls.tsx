// The board's small controls again as full-size buttons in the dock (issue 38 item 2): turning a
// room (a gear's two arrows) and the selected character's directed abilities (open, close or
// break a portcullis, shoot, cross a wall...). On the board they are marks of a few pixels over
// the squares; here each is a 44 px target outside the squares, its arrow drawn the way it
// points on screen, so no player has to read "towards blue" or hit a dot with a finger.
import { DIRS, type DirName, type View } from '@dt/engine';
import { vec, type Frame } from '../board/geometry.ts';
import type { RoomCommand } from '../board/input.ts';
import { dirActionKey } from '../board/layers/Marks.tsx';
import { useT, type Key } from '../i18n.ts';
import type { Choices, PieceChoices } from '../intents.ts';

/** An arrow pointing at `angle` degrees on screen (0: right). */
const Arrow = ({ angle }: { angle: number }) => (
  <svg viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true">
    <path d="M -7 0 L 5 0 M 0 -6 L 6 0 L 0 6" transform={`rotate(${angle})`} className="arrow-line" />
  </svg>
);

/** A quarter-turn arrow, clockwise or not. */
const Turn = ({ cw }: { cw: boolean }) => (
  <svg viewBox="-10 -10 20 20" width="20" height="20" aria-hidden="true">
    <path
      d={
        cw
          ? 'M -5 -5 A 7 7 0 1 1 -7 2 M -5 -5 L -1 -6 M -5 -5 L -5 -1'
          : 'M 5 -5 A 7 7 0 1 0 7 2 M 5 -5 L 1 -6 M 5 -5 L 5 -1'
      }
      className="arrow-line"
    />
  </svg>
);

export function BoardControls(props: {
  view: View;
  frame: Frame;
  choices: Choices | null;
  pieceChoices: PieceChoices | null;
  onRoom: (slot: number, command: RoomCommand) => void;
  onDir: (d: DirName) => void;
}) {
  const { view, frame, choices, pieceChoices: pc } = props;
  const t = useT();
  const rooms = [...(choices?.rooms ?? [])].filter(([, r]) => r.rotate.length > 0);
  const dirs = pc ? DIRS.filter((d) => pc.dirs.has(d)) : [];
  if (!rooms.length && !dirs.length) return null;
  return (
    <div className="board-controls row" data-testid="board-controls">
      {rooms.flatMap(([slot, r]) =>
        r.rotate.map((a) => {
          const cw = a.type === 'rotate' && a.clockwise;
          const name = t(cw ? 'rotateRoomCw' : 'rotateRoomCcw', {
            n: slot + 1,
            name: view.rooms[slot]?.name ?? '',
          });
          return (
            <button
              key={`${slot}${cw}`}
              data-rotate={cw ? 'cw' : 'ccw'}
              data-room={slot}
              aria-label={name}
              title={name}
              onClick={() => props.onRoom(slot, cw ? 'cw' : 'ccw')}
            >
              <Turn cw={cw} /> {slot + 1}
            </button>
          );
        }),
      )}
      {dirs.map((d) => {
        const [vx, vy] = vec(frame, DIRS.indexOf(d));
        const what = pc!.dirs
          .get(d)!
          .map((a) => t(dirActionKey(a)))
          .join(t('or'));
        return (
          <button
            key={d}
            data-dir={d}
            aria-label={`${what} ${t(`dir.${d}` as Key)}`}
            title={`${what} ${t(`dir.${d}` as Key)}`}
            onClick={() => props.onDir(d)}
          >
            <Arrow angle={(Math.atan2(vy, vx) * 180) / Math.PI} /> {what}
          </button>
        );
      })}
    </div>
  );
}
