// Lights up what an event, a log line or a hint names: squares, pieces (where they stand now)
// and rooms, with the movement's path. Drawn above the pieces; never catches the pointer.
import type { View } from '@dt/engine';
import type { Highlight as H } from '../../highlight.ts';
import { at, center, roomRect, S, sqXY, type Frame } from '../geometry.ts';

export function Highlight({ view, f, h }: { view: View; f: Frame; h: H }) {
  const squares = new Set(h.squares);
  for (const id of h.pieces) {
    const p = view.pieces.find((q) => q.id === id);
    const sq = p?.square ?? view.pieces.find((q) => q.id === p?.carriedBy)?.square;
    if (sq) squares.add(sq);
  }
  return (
    <g className="highlight" aria-hidden="true" data-testid="highlight">
      {h.rooms.map((slot) => {
        const [x, y, w, hh] = roomRect(f, slot);
        return (
          <rect
            key={'r' + slot}
            x={x + 2}
            y={y + 2}
            width={w - 4}
            height={hh - 4}
            rx={8}
            data-hl-room={slot}
          />
        );
      })}
      {h.path && (
        <polyline className="hl-path" points={h.path.map((sq) => center(f, sq).join(',')).join(' ')} />
      )}
      {[...squares].map((sq) => {
        const [x, y] = at(f, ...sqXY(sq));
        return <rect key={sq} x={x + 1} y={y + 1} width={S - 2} height={S - 2} rx={5} data-hl-square={sq} />;
      })}
    </g>
  );
}
